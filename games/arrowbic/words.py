"""Arrowbic Exercise words for the screens: why a placement is refused, what a turn did, how the match ended."""

from games.arrowbic.rules import FELL_OFF, PASS, PLACEMENTS, RETAKE, START, TIMED_OUT, TIMEOUT, TWO_PASSES
from games.arrowbic.board import MOVED, square_name

SEAT_NAMES = ("P1", "P2")  # also the pieces' names: P1's piece is red, P2's blue
DIR_NAMES = "NESW"  # index = direction 0..3


def clock_short(ms):
    """'m:ss' rounded up, as the menu's info.clock_text (not imported: info is
    the menu's, a match does not keep it), but whole minutes ('12m') from 10
    minutes on, so a turn time and a reserve always fit the panel's 9 columns."""
    if ms >= 600000:
        return "{}m".format((ms + 59999) // 60000)
    secs = (ms + 999) // 1000
    return "{}:{:02d}".format(secs // 60, secs % 60)


def clock_words(turn_ms, reserve_ms):
    """The two clock numbers in words: '1:00 a turn + 5:00 reserve'."""
    return "{} a turn + {} reserve".format(clock_short(turn_ms), clock_short(reserve_ms))


def describe(game):
    """Why the match ended, in one line."""
    loser = 0 if game.result()[0] < 0 else 1
    if game.ending == FELL_OFF:
        return "{}'s piece left the board.".format(SEAT_NAMES[loser])
    if game.ending == TIMED_OUT:
        return "{} ran out of time.".format(SEAT_NAMES[loser])
    if game.ending == TWO_PASSES:
        return "Two passes in a row: a draw."
    return "The round limit ({}) was reached: a draw.".format(game.rounds)


def end_text(game):
    """The two lines under the board once the match is decided."""
    result = game.result()
    loser = 0 if result[0] < 0 else 1
    outcome = "{} WINS".format(SEAT_NAMES[1 - loser]) if result[0] else "DRAW"
    if game.ending == FELL_OFF:
        return "{}'s piece fell off!".format(SEAT_NAMES[loser]), outcome
    if game.ending == TIMED_OUT:
        return "{} is out of time!".format(SEAT_NAMES[loser]), outcome
    if game.ending == TWO_PASSES:
        return "Two passes in a row", outcome
    return "Round limit reached", outcome


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
    second = SEAT_NAMES[which] + "'s piece "
    if outcome == MOVED:
        second += square_name(start) + " to " + square_name(end)
    else:
        second += ("stays", "", "is blocked", "fell off!")[outcome]
    return first, second


def action_text(action):
    """Short text for an action: 'e4 N', 'pass', 'retake', 'time out',
    'P1 starts'."""
    if action < PLACEMENTS:
        return "{} {}".format(square_name(action >> 2), DIR_NAMES[action & 3])
    if action == PASS:
        return "pass"
    if action == RETAKE:
        return "retake"
    if action == TIMEOUT:
        return "time out"
    return SEAT_NAMES[action - START] + " starts"
