"""Missile Match as the menu shows it: its CPU levels and what each one means."""

# The menu's levels. The bot has a second one, the admiral (games/missile/bot.py
# LEVELS), kept out of the menu: over 800 matches it beat the captain 51.5% of
# the time (issue 23 asks 55%), for about five times the thinking, and where
# thinking is paced by counted work (the simulator) a decision takes it a minute.
LEVELS = ("captain",)
LEVEL_HELP = ("Captain: guesses your hand, blocks the lines it could fill and builds its own.",)
