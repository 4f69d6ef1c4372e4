"""Missile Match as the menu shows it: its CPU levels and what each one means."""

LEVELS = ("captain", "admiral")
LEVEL_HELP = (
    "Captain: guesses your hand, blocks the lines it could fill and builds its own.",
    "Admiral: guesses your hand, works out what the captain would play with it, and answers that.",
)
