"""Missile Match as the menu shows it: its CPU levels."""

LEVELS = ("captain",)
