"""Spacewar Classic missile phases: loading a missile into a Gunboat, the
flights, and the missiles that come back to their owner's back rank.

game.trail keeps the phase's flights for the screen, one int each:
from | to << 8 | outcome << 16 | seat << 18 (outcome FLEW, HIT or LEFT).
"""

from engine.whole import WHOLE  # (del lst[WHOLE]: emptied, its room kept, nothing allocated)
from games.garage.board import (
    FIRED,
    FLEW,
    GUNBOAT,
    HIT,
    KIND,
    LEFT,
    LOAD,
    MISSILE,
    MOTHER,
    OFF,
    OWNER,
    PLACE,
    SQUARES,
    USED,
    field_ships,
    forward,
    step,
)
from games.garage.fields import HOLD, fits, need



def loads(game, seat, out):
    """Fill `out` with `seat`'s LOAD actions (sorted); returns it."""
    del out[WHOLE]
    board = game.board
    own = seat << 3
    fwd = forward(seat)
    for m in range(SQUARES):
        if board[m] & (15 | USED) != MOTHER | own:
            continue
        for md in range(8):
            ms = step(m, md)
            if ms == OFF:
                continue
            cell = board[ms]
            if cell & KIND != MISSILE or not (cell & FIRED or cell & OWNER == own):
                continue
            for gd in range(8):
                g = step(m, gd)
                if g == OFF or board[g] & 15 != GUNBOAT | own:
                    continue
                r = (g >> 4) + fwd
                if r < 0 or r > 11:
                    continue
                for c in range(3):
                    f = (g & 15) + c - 1
                    if 0 <= f < 16:
                        t = r * 16 + f
                        if t == ms or not board[t]:
                            out.append(LOAD + ((m * 8 + md) * 8 + gd) * 3 + c)
    return out


def load(game, seat, action):
    """Hand a missile to a Gunboat and fire it (legal)."""
    board = game.board
    code = action - LOAD
    c = code % 3
    gd = (code // 3) % 8
    md = (code // 24) % 8
    m = code // 192
    ms = step(m, md)
    g = step(m, gd)
    board[m] |= USED
    board[ms] = 0
    game.marks[ms] = 0
    t = ((g >> 4) + forward(seat)) * 16 + (g & 15) + c - 1
    board[t] = MISSILE | FIRED | (seat << 3)
    fly(game, t, seat, 1)


def fly_all(game):
    """Every fired missile flies its step: all White's (seat 0), then all
    Black's, the one nearest the enemy first."""
    board = game.board
    trail = game.trail
    for seat in (0, 1):
        want = MISSILE | FIRED | (seat << 3)
        fresh = True  # the field ships are found again after a hit only
        for k in range(SQUARES):  # (a range kept in a name was an object a flight)
            sq = SQUARES - 1 - k if seat == 0 else k
            if board[sq] == want:
                fly(game, sq, seat, game.missile_step, fresh)
                fresh = (trail[-1] >> 16) & 3 == HIT


def _stopped(game, sq, mine, theirs):
    """True when an enemy Tractor or Pressor field holds `sq` and the
    missile's side cannot give each such ship a neutralizer of its own."""
    needs = game._needs
    del needs[WHOLE]
    game._path[0] = sq
    n = need(game.board, OFF, game._path, 1, HOLD, game.field_range, OFF, theirs, mine, needs)
    return not fits(needs, 0, n, game.board, OFF, game._taken)


def fly(game, sq, seat, count, fresh=True):
    """Fly the missile on `sq` up to `count` squares forward; `fresh`: find
    the field ships (else game._mine and _theirs hold `seat`'s and the
    other side's already)."""
    board = game.board
    start = sq
    fwd = forward(seat) * 16
    outcome = FLEW
    mine = game._mine
    theirs = game._theirs
    if fresh:
        field_ships(board, seat, mine, theirs)
    for _ in range(count):
        nxt = sq + fwd
        if nxt < 0 or nxt >= SQUARES:
            board[sq] = 0
            game.returns[seat] += 1
            outcome = LEFT
            break
        cell = board[nxt]
        if cell:
            board[sq] = 0
            board[nxt] = 0
            game.marks[nxt] = 0
            if cell & OWNER != seat << 3:
                game.returns[seat] += 1
                if cell & KIND == MISSILE:
                    game.returns[1 - seat] += 1
            sq = nxt
            outcome = HIT
            break
        board[nxt] = board[sq]
        board[sq] = 0
        sq = nxt
        if _stopped(game, sq, mine, theirs):
            break
    game.trail.append(start | sq << 8 | outcome << 16 | seat << 18)


def back_squares(board, seat, out):
    """Fill `out` with PLACE actions for the empty squares of `seat`'s back rank."""
    del out[WHOLE]
    base = 0 if seat == 0 else 176
    for sq in range(base, base + 16):
        if not board[sq]:
            out.append(PLACE + sq)
    return out
