"""Starship Combat as the menu shows it: CPU levels and what each one means
(measured by tools/starship_exploit.py; tests keep the quotes true: each
reads "win N more games than you lose, in M", the measured N/M)."""

# The game's facts (games/README.md): its rules class takes them from here,
# so the menu shows the game without loading its rules.
NAME = "starship"
TITLE = "Starship Combat"
SEATS = (2, 2)
OPTIONS = (("rounds", 20, 1, 99),)

LEVELS = ("easy", "medium", "perfect", "shark")
LEVEL_HELP = (
    "Easy: half its moves are random. Play it just right and you win 61 more games than you lose, in 100.",
    "Medium: 1 move in 8 is random. Play it just right and you win 18 more games than you lose, in 100.",
    "Perfect: its best mix of moves. Play it just right and you win 1 more game than you lose, in 10000: about even.",
    "Shark: learns your habits and punishes them. Play it just right and you win at most 5 more games than you lose, in 100.",
)
