"""Missile Match as the menu shows it: its CPU levels and what each one means."""

# The menu's levels. The bot has a second one, the admiral (games/missile/bot.py
# LEVELS): it beats the captain (57.4% over 800 fresh matches) within the
# waits (docs/CPU.md), but adding it here costs the 112 KB board tour its heap
# (tests/device/tour.txt's people match no longer loads): so it stays out of
# the menu until the tour has room. The benches and tests play it.
LEVELS = ("captain",)
LEVEL_HELP = ("Captain: guesses your hand, blocks the lines it could fill and builds its own.",)
