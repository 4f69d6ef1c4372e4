"""Arrowbic Exercise words for the screens: the help pages, the menu's option
rows, why a placement is refused, what a turn did, how the match ended."""

from engine.games import arrowbic_help
from engine.games.arrowbic import FELL_OFF, PASS, TIMED_OUT, TWO_PASSES
from engine.games.arrowbic_board import MOVED, square_name

COLOR_NAMES = ("Red", "Blue")
DIR_NAMES = "NESW"


def clock_text(ms):
    """Milliseconds as 'm:ss', rounded up: 0:00 shows only once the time is out."""
    secs = (ms + 999) // 1000
    return "{}:{:02d}".format(secs // 60, secs % 60)


def clock_short(ms):
    """clock_text, but whole minutes ('12m') from 10 minutes on, so a turn time
    and a reserve always fit the panel's 9 columns."""
    if ms >= 600000:
        return "{}m".format((ms + 59999) // 60000)
    return clock_text(ms)


_KEYS = (
    "Keys: tap a direction to move the yellow cursor. Hold a direction about half "
    "a second to place a stone pointing that way on the cursor square (let go early "
    "to cancel). The arrowheads round the cursor show the ways allowed there; a "
    "refused way says why.\n\n"
    "With A and B: A then a direction places at once; B cancels.\n\n"
    "Hold left+right together (or A+B) for the menu: Retake and Pass are there "
    "when you may use them.\n\n"
    "On the board a corner flag marks the last stone, and corner brackets the square "
    "the next piece moves to (the panel shows which piece: Next). Clocks show the "
    "turn time, then the reserve."
)
# The rules text of arrowbic_help, re-flowed for the help pages, then the keys.
HELP = "\n".join(arrowbic_help.HELP).replace("\n\n", "\t").replace("\n", " ").replace("\t", "\n\n")
HELP = HELP + "\n\n" + _KEYS

_OPTION_NAMES = ("Turn limit", "Clock", "Turn time", "Reserve", "Starter item", "Retake item", "+2:00 item")
_HOLDERS = ("nobody", "P1", "P2")
# The values LEFT/RIGHT step through, in seconds.
_TURN_TIMES = (5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600)
_RESERVES = (0, 30, 60, 120, 180, 300, 600, 900, 1200, 1800, 2700, 3600)


def OPTION_TEXT(index, value):
    """How the menu names an option row and its value."""
    if index == 1:
        return _OPTION_NAMES[1], "on" if value else "off"
    if index in (2, 3):
        return _OPTION_NAMES[index], clock_text(value * 1000)
    if index >= 4:
        return _OPTION_NAMES[index], _HOLDERS[value]
    return _OPTION_NAMES[0], value


def OPTION_STEP(index, value, delta):
    """The option value one LEFT/RIGHT press leads to in the menu."""
    if index == 0:
        return (value // 10 + 1) * 10 if delta > 0 else ((value + 9) // 10 - 1) * 10
    if index == 1:
        return 1 - value
    if index >= 4:
        return (value + delta) % 3
    ladder = _TURN_TIMES if index == 2 else _RESERVES
    if delta > 0:
        for step in ladder:
            if step > value:
                return step
        return ladder[-1]
    for i in range(len(ladder) - 1, -1, -1):
        if ladder[i] < value:
            return ladder[i]
    return ladder[0]


def describe(game):
    """Why the match ended, in one line."""
    loser = 0 if game.result()[0] < 0 else 1
    if game.ending == FELL_OFF:
        return "The {} piece left the board.".format(COLOR_NAMES[loser])
    if game.ending == TIMED_OUT:
        return "P{} ({}) ran out of time.".format(loser + 1, COLOR_NAMES[loser])
    if game.ending == TWO_PASSES:
        return "Two passes in a row: a draw."
    return "The turn limit ({}) was reached: a draw.".format(game.rounds)


def end_text(game):
    """The two lines under the board once the match is decided."""
    result = game.result()
    loser = 0 if result[0] < 0 else 1
    outcome = "P{} ({}) wins".format(2 - loser, COLOR_NAMES[1 - loser]) if result[0] else "A draw"
    if game.ending == FELL_OFF:
        return "{} piece fell off!".format(COLOR_NAMES[loser]), outcome
    if game.ending == TIMED_OUT:
        return "P{} is out of time!".format(loser + 1), outcome
    if game.ending == TWO_PASSES:
        return "Two passes in a row", outcome
    return "Turn limit reached", outcome


def refusal(game, seat, sq, d):
    """Why `seat` may not place a stone pointing `d` on sq (it may not)."""
    name = square_name(sq)
    if game.board[sq]:
        return name + ": a stone is there"
    if d == game.last_dir[seat]:
        return "{} {}: same as last stone".format(name, DIR_NAMES[d])
    return "{} {}: would close a loop".format(name, DIR_NAMES[d])


def played(game, seat, action):
    """Two lines on the turn just played: the placement, the piece move."""
    if action == PASS:
        first = "P{} passes".format(seat + 1)
    else:
        first = "P{} {}".format(seat + 1, arrowbic_help.action_text(action))
        if game.captured:
            first += ", takes {}".format(len(game.captured))
    which, start, end, outcome = game.moved
    second = COLOR_NAMES[which] + " piece "
    if outcome == MOVED:
        second += square_name(start) + " to " + square_name(end)
    else:
        second += ("stays", "", "is blocked", "fell off!")[outcome]
    return first, second
