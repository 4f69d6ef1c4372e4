"""Missiles & Microchips as the menu shows it: its CPU levels."""

LEVELS = ("easy", "sharp")
