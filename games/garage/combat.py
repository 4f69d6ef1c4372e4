"""Spacewar Classic force combat: beams, fields and the counters that answer
them, one action at a time (the turn order and passes are the game's).

game.last remembers the action a counter may answer: (kind, seat, firer,
target, c, firer's ship kind) with kind LAST_BEAM (c: the mark bit) or
LAST_FIELD (target: the square the piece was moved to, c: where it was).
"""

from engine.whole import WHOLE  # (del lst[WHOLE]: emptied, its room kept, nothing allocated)
from games.garage.board import (
    BEAM,
    COUNTER,
    FIELD,
    IMMOB,
    KIND,
    LAST_BEAM,
    LAST_FIELD,
    MARK,
    NO_LAST,
    OFF,
    OWNER,
    PRESSOR,
    SQUARES,
    TRACTOR,
    USED,
    dist,
    reach,
)
from games.garage.fields import field_square



def field_dest(game, action):
    """The square a FIELD action moves its target to, or OFF."""
    pair = (action - FIELD) // 3
    f = pair // 192
    return field_square(f, pair % 192, game.board[f] & KIND == TRACTOR, (action - FIELD) % 3)


def actions(game, seat, out):
    """Fill `out` with `seat`'s beam, field and counter actions (sorted, no
    PASS) in units: a generator that yields after each beam ship it weighed
    and each row of its reach where it found targets, and returns `out`
    (Garage.apply_steps); run it to its end for the list."""
    del out[WHOLE]
    board = game.board
    marks = game.marks
    own = seat << 3
    fr = game.field_range
    for f in range(SQUARES):
        cell = board[f]  # (_ready() inline: 192 calls were most of the resolve)
        kind = cell & KIND
        if kind < TRACTOR or kind > IMMOB or cell & OWNER != own or cell & USED:
            continue
        rng = reach(kind, fr)
        bit = MARK[kind]
        pull = kind == TRACTOR
        f0 = f & 15
        r0 = f >> 4
        for r in range(r0 - rng, r0 + rng + 1):
            if r < 0 or r > 11:
                continue
            found = len(out)
            for file in range(f0 - rng, f0 + rng + 1):
                if file < 0 or file > 15:
                    continue
                t = r * 16 + file
                target = board[t]
                if not target or target & OWNER == own:
                    continue
                if not marks[t] & bit:
                    out.append(BEAM + f * 192 + t)
                if kind != IMMOB:
                    for c in range(3):
                        dest = field_square(f, t, pull, c)
                        if dest == OFF or not board[dest]:
                            out.append(FIELD + (f * 192 + t) * 3 + c)
            if len(out) != found:
                yield  # (a row with targets: their fields weighed are most of the work)
        yield
    last = game.last
    if last[0] != NO_LAST and last[1] != seat:
        for c in range(SQUARES):
            cell = board[c]
            kind = cell & KIND
            if kind < TRACTOR or kind > IMMOB or cell & OWNER != own or cell & USED:
                continue
            rng = reach(kind, fr)
            if last[0] == LAST_BEAM:
                if dist(c, last[2]) <= rng or dist(c, last[3]) <= rng:
                    out.append(COUNTER + c)
            elif kind + last[5] == TRACTOR + PRESSOR and dist(c, last[4]) <= rng:  # (the counter kind: Tractor <-> Pressor)
                out.append(COUNTER + c)
    out.sort()
    return out


def clear_last(last):
    """Nothing left for a counter to answer."""
    for i in range(6):
        last[i] = 0


def fight(game, seat, action):
    """Apply a beam, field or counter of `seat` (legal)."""
    board = game.board
    marks = game.marks
    last = game.last
    if action >= COUNTER:
        c = action - COUNTER
        board[c] |= USED
        if last[0] == LAST_BEAM:
            marks[last[3]] &= ~last[4] & 7
        else:
            board[last[4]] = board[last[3]]
            marks[last[4]] = marks[last[3]]
            board[last[3]] = 0
            marks[last[3]] = 0
        clear_last(last)
    elif action >= FIELD:
        pair = (action - FIELD) // 3
        f = pair // 192
        t = pair % 192
        kind = board[f] & KIND
        dest = field_dest(game, action)
        board[f] |= USED
        clear_last(last)
        if dest == OFF:
            board[t] = 0
            marks[t] = 0
        else:
            board[dest] = board[t]
            marks[dest] = marks[t]
            board[t] = 0
            marks[t] = 0
            last[0] = LAST_FIELD
            last[1] = seat
            last[2] = f
            last[3] = dest
            last[4] = t
            last[5] = kind
    else:
        pair = action - BEAM
        f = pair // 192
        t = pair % 192
        kind = board[f] & KIND
        board[f] |= USED
        marks[t] |= MARK[kind]
        clear_last(last)
        m = marks[t]
        if m & (m - 1):  # two different types: destroyed at once
            board[t] = 0
            marks[t] = 0
        else:
            last[0] = LAST_BEAM
            last[1] = seat
            last[2] = f
            last[3] = t
            last[4] = MARK[kind]
            last[5] = kind
    game.passes = 0
    game.to_move = 1 - seat
