"""Missile Match as the menu shows it: its CPU levels and what each one means."""

# The game's facts (games/README.md): its rules class takes them from here,
# so the menu shows the game without loading its rules.
NAME = "missile"
TITLE = "Missile Match"
SEATS = (2, 2)
OPTIONS = (("rounds", 30, 1, 99),)

# The menu's levels, weakest first (games/missile/bot.py LEVELS): the admiral
# models the captain and beats it (57.4% over 800 fresh matches), its waits
# within issue 23's targets (docs/CPU.md).
LEVELS = ("captain", "admiral")
LEVEL_HELP = (
    "Captain: guesses your hand, blocks the lines it could fill and builds its own.",
    "Admiral: guesses how the captain would play your hand, and answers that.",
)
