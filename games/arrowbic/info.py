"""Arrowbic Exercise as the menu shows it: the CPU level and how the option
rows read and step (small data: the menu loads no screen)."""

# The game's facts (games/README.md): its rules class takes them from here,
# so the menu shows the game without loading its rules.
NAME = "arrowbic"
TITLE = "Arrowbic Exercise"
SEATS = (2, 2)
# Item options: 0 nobody, 1 P1 (Red), 2 P2 (Blue).
OPTIONS = (
    ("rounds", 120, 1, 250),  # turn limit: reaching it is a draw
    ("clock", 1, 0, 1),  # 1 on: TIMEOUT is offered
    ("turn_s", 60, 5, 600),  # seconds per turn before the reserve runs
    ("reserve_s", 300, 0, 3600),  # reserve seconds per seat
    ("starter", 0, 0, 2),  # Starter item holder
    ("retake", 0, 0, 2),  # Retake item holder
    ("reserve_item", 0, 0, 2),  # Reserve item holder (+2:00)
)

# The how-to's slowest import (its board's tables), loaded ahead by the
# menu in a still frame of its own (engine/ui/menu.py).
AHEAD = ("games.arrowbic.board",)

LEVELS = ("pilot", "ace")
LEVEL_HELP = (
    "Pilot: tries every stone, then your sharpest replies to its best six.",
    "Ace: the same, for its best eighty; beats the pilot three games in four.",
)


def clock_text(ms):
    """Milliseconds as 'm:ss', rounded up: 0:00 shows only once the time is out."""
    secs = (ms + 999) // 1000
    return "{}:{:02d}".format(secs // 60, secs % 60)


_OPTION_NAMES = ("Rounds", "Clock", "Turn time", "Reserve", "Starter item", "Retake item", "+2:00 item")
_HOLDERS = ("nobody", "P1", "P2")
# The values LEFT/RIGHT step through, in seconds.
_TURN_TIMES = (5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600)
_RESERVES = (0, 30, 60, 120, 180, 300, 600, 900, 1200, 1800, 2700, 3600)


def OPTION_TEXT(index, value):
    """How the menu names an option row and its value."""
    if index == 1:
        return _OPTION_NAMES[1], "on" if value else "off"
    if index in (2, 3):
        return _OPTION_NAMES[index], clock_text(value * 1000)
    if index >= 4:
        return _OPTION_NAMES[index], _HOLDERS[value]
    return _OPTION_NAMES[0], value


def OPTION_STEP(index, value, delta):
    """The option value one LEFT/RIGHT press leads to in the menu."""
    if index == 0:
        return (value // 10 + 1) * 10 if delta > 0 else ((value + 9) // 10 - 1) * 10
    if index == 1:
        return 1 - value
    if index >= 4:
        return (value + delta) % 3
    ladder = _TURN_TIMES if index == 2 else _RESERVES
    if delta > 0:
        for step in ladder:
            if step > value:
                return step
        return ladder[-1]
    for i in range(len(ladder) - 1, -1, -1):
        if ladder[i] < value:
            return ladder[i]
    return ladder[0]
