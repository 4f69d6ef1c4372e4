"""Spacewar as the menu shows it: its CPU levels and what each one means."""

LEVELS = ("cadet", "captain")
LEVEL_HELP = (
    "Cadet: looks one turn ahead.",
    "Captain: weighs every reply.",
)
