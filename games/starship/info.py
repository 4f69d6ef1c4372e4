"""Starship Combat as the menu shows it: CPU levels and what each one means
(measured by tools/starship_exploit.py; tests keep the quotes true)."""

LEVELS = ("easy", "medium", "perfect", "shark")
LEVEL_HELP = (
    "Easy: half its moves are random. Playing it just right wins +0.61 a game: 61 more wins than losses in 100.",
    "Medium: 1 move in 8 is random. Playing it just right wins +0.18 a game: 18 more wins than losses in 100.",
    "Perfect: its best mix of moves. Playing it just right wins +0.0001 a game: about even.",
    "Shark: learns your habits and punishes them. Playing it just right wins +0.05 a game at most: 5 more wins than losses in 100.",
)
