"""Prints the Arrowbic words, option rows and help (games.arrowbic) for a few states;
tests/test_arrowbic_screen.py runs it on CPython and on MicroPython and compares."""

from games.arrowbic.rules import Arrowbic, TIMEOUT
from games.arrowbic import help, info
from games.arrowbic import words as t

print(info.clock_text(59001), info.clock_text(0), t.clock_short(3720000), t.clock_short(599000))
for index, value in ((0, 120), (1, 1), (2, 60), (3, 300), (4, 0), (5, 1), (6, 2)):
    print(info.OPTION_TEXT(index, value), info.OPTION_STEP(index, value, 1), info.OPTION_STEP(index, value, -1))
print(len(help.HELP), help.HELP[-60:])
game = Arrowbic(0, None)
game.apply([4 * 31])
print(t.played(game, 0, 4 * 31), t.refusal(game, 1, 31, 0), t.refusal(game, 0, 30, 0))
game.apply([TIMEOUT])
print(t.describe(game), t.end_text(game))
