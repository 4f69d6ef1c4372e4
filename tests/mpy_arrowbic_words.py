"""Prints the Arrowbic screen words (engine.ui.arrowbic_text) for a few states;
tests/test_arrowbic_screen.py runs it on CPython and on MicroPython and compares."""

from engine.games.arrowbic import Arrowbic, TIMEOUT
from engine.ui import arrowbic_text as t

print(t.clock_text(59001), t.clock_text(0), t.clock_short(3720000), t.clock_short(599000))
for index, value in ((0, 120), (1, 1), (2, 60), (3, 300), (4, 0), (5, 1), (6, 2)):
    print(t.OPTION_TEXT(index, value), t.OPTION_STEP(index, value, 1), t.OPTION_STEP(index, value, -1))
print(len(t.HELP), t.HELP[-60:])
game = Arrowbic(0, None)
game.apply([4 * 31])
print(t.played(game, 0, 4 * 31), t.refusal(game, 1, 31, 0), t.refusal(game, 0, 30, 0))
game.apply([TIMEOUT])
print(t.describe(game), t.end_text(game))
