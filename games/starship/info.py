"""Starship Combat as the menu shows it: CPU levels and what each one means
(measured by tools/starship_exploit.py; tests keep the quotes true)."""

LEVELS = ("easy", "medium", "perfect")
LEVEL_HELP = (
    "Easy: half its moves are random; the best counter-play wins about 6 games in 10 more than it loses.",
    "Medium: 1 move in 8 is random; the best counter-play is ahead about 1 game in 5.",
    "Perfect: the best mix of moves; nothing beats it in the long run.",
)
