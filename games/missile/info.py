"""Missile Match as the menu shows it: its CPU levels and what each one means."""

LEVELS = ("captain", "admiral")
LEVEL_HELP = (
    "Captain: guesses your hand, blocks the lines it could fill, builds its own.",
    "Admiral: guesses the captain's hand and answers the captain's own ranking of it.",
)
