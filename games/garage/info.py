"""Spacewar Classic as the menu shows it: the CPU level and how the option rows
read and step (small data: the menu loads no screen)."""

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
