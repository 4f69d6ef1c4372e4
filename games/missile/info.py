"""Missile Match as the menu shows it: its CPU levels and what each one means."""

# The menu's levels. The bot has a second one, the admiral (games/missile/bot.py
# LEVELS), kept out of the menu: it beats the captain (56.7% over 1,200
# matches, docs/CPU.md) but thinks about six times as long, so a person would
# wait 9 s for it where issue 23 allows 1 s, and where thinking is paced by
# counted work (the simulator) a decision takes it a minute.
LEVELS = ("captain",)
LEVEL_HELP = ("Captain: guesses your hand, blocks the lines it could fill and builds its own.",)
