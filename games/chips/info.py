"""Missiles & Microchips as the menu shows it: its CPU levels and the table
a new match starts with."""

# The game's facts (games/README.md): its rules class takes them from here,
# so the menu shows the game without loading its rules.
NAME = "chips"
TITLE = "Missiles & Microchips"
SEATS = (2, 6)
OPTIONS = (("rounds", 40, 1, 99),)

LEVELS = ("easy", "sharp")
# Four seats, CPUs filling the ones past the pads: a two-seat duel runs to
# its round limit and ends tied a third of the time; four seats end in a
# few rounds with a winner (python -m tools.bench_chips --default).
DEFAULT_SEATS = 4
