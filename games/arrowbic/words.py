"""Arrowbic Exercise words for the screens: why a placement is refused, what a turn did, how the match ended."""

from games.arrowbic.rules import FELL_OFF, PASS, PLACEMENTS, RETAKE, START, TIMED_OUT, TIMEOUT, TWO_PASSES
from games.arrowbic.board import MOVED, square_name
from games.arrowbic.info import clock_text

COLOR_NAMES = ("Red", "Blue")
DIR_NAMES = "NESW"  # index = direction 0..3


def clock_short(ms):
    """clock_text, but whole minutes ('12m') from 10 minutes on, so a turn time
    and a reserve always fit the panel's 9 columns."""
    if ms >= 600000:
        return "{}m".format((ms + 59999) // 60000)
    return clock_text(ms)


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
        first = "P{} {}".format(seat + 1, action_text(action))
        if game.captured:
            first += ", takes {}".format(len(game.captured))
    which, start, end, outcome = game.moved
    second = COLOR_NAMES[which] + " piece "
    if outcome == MOVED:
        second += square_name(start) + " to " + square_name(end)
    else:
        second += ("stays", "", "is blocked", "fell off!")[outcome]
    return first, second


def action_text(action):
    """Short text for an action: 'e4 N', 'pass', 'retake', 'time out',
    'Red starts'."""
    if action < PLACEMENTS:
        return "{} {}".format(square_name(action >> 2), DIR_NAMES[action & 3])
    if action == PASS:
        return "pass"
    if action == RETAKE:
        return "retake"
    if action == TIMEOUT:
        return "time out"
    return ("Red starts", "Blue starts")[action - START]
