"""Spacewar as the menu shows it: its CPU levels and what each one means."""

# The game's facts (games/README.md): its rules class takes them from here,
# so the menu shows the game without loading its rules.
NAME = "spacewar"
TITLE = "Spacewar"
SEATS = (2, 2)
OPTIONS = (("rounds", 200, 1, 999),)  # turn limit: reaching it is a draw

LEVELS = ("cadet", "captain")
LEVEL_HELP = (
    "Cadet: looks one turn ahead.",
    "Captain: weighs every reply.",
)


def OPTION_TEXT(index, value):
    """How the menu names the option row and its value (a round is a turn)."""
    return "Rounds", value


def OPTION_STEP(index, value, delta):
    """The round limit moves in tens."""
    return (value // 10 + 1) * 10 if delta > 0 else ((value + 9) // 10 - 1) * 10
