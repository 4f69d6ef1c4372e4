"""Missiles & Microchips as the menu shows it: its CPU levels and the table
a new match starts with."""

LEVELS = ("easy", "sharp")
# Four seats, CPUs filling the ones past the pads: a two-seat duel runs to
# its round limit and ends tied a third of the time; four seats end in a
# few rounds with a winner (python -m tools.bench_chips --default).
DEFAULT_SEATS = 4
