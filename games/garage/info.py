"""Spacewar Classic as the menu shows it: the CPU level and how the option rows
read and step (small data: the menu loads no screen)."""

# The game's facts (games/README.md): its rules class takes them from here,
# so the menu shows the game without loading its rules.
NAME = "garage"
TITLE = "Spacewar Classic"
SEATS = (2, 2)
OPTIONS = (
    ("rounds", 40, 1, 250),  # full turns: reaching the limit is a draw
    ("missile_step", 2, 1, 2),  # squares a fired missile flies per missile phase
    ("field_range", 3, 2, 3),  # Tractor and Pressor range
)

# The how-to's slowest import (its board's tables), loaded ahead by the
# menu in a still frame of its own (engine/ui/menu.py).
AHEAD = ("games.garage.board",)

LEVELS = ("captain",)
LEVEL_HELP = ("Captain: weighs every action of its turn one at a time.",)

_OPTION_NAMES = ("Rounds", "Missile step", "Field range")


def OPTION_TEXT(index, value):
    """How the menu names an option row and its value."""
    return _OPTION_NAMES[index], value


def OPTION_STEP(index, value, delta):
    """The option value one LEFT/RIGHT press leads to in the menu."""
    if index == 0:
        return (value // 10 + 1) * 10 if delta > 0 else ((value + 9) // 10 - 1) * 10
    if index == 1:
        return 3 - value  # 2 <-> 1
    return 5 - value  # 3 <-> 2
