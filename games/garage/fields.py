"""Spacewar Classic force fields: where an enemy ship's field holds a piece,
which friendly ships may neutralize it (one friendly ship for one enemy ship),
and the three squares a Tractor's pull or a Pressor's push may choose.

A need is a flat list of small ints written by need(): for every enemy field
ship that holds a path, the number of friendly ships that may neutralize it,
then their squares. fits() asks whether each of those enemy ships gets a
friendly ship of its own (a matching) among the ships still free to do it.
"""

from games.garage.board import (
    DFILE,
    DRANK,
    IMMOB,
    KIND,
    MOVED,
    OFF,
    PRESSOR,
    SQUARES,
    TRACTOR,
    step,
)

HOLD = 1  # need(): Tractor and Pressor fields hold the path's squares
STOP = 2  # need(): Immobilizer fields hold them too


def need(board, start, path, count, kinds, field_range, skip, enemies, friends, out):
    """Append to `out` what a piece needs to go: for each ship of `enemies`
    whose field holds it (an Immobilizer's field at `start`, unless OFF; the
    fields in `kinds` (HOLD, STOP) at the first `count` squares of `path`), the
    count and squares of the ships of `friends` that may neutralize it: the
    counter kind, not moved this phase, not `skip` (the moving piece), within
    their own reach of that enemy ship or of every square it holds. Returns the
    number of enemy ships appended."""
    found = 0
    for g in enemies:
        gk = board[g] & KIND
        if gk == IMMOB:
            if not kinds & STOP:
                continue
            grng = 2  # (reach() and counter_kind() inline, and dist() below)
            ck = IMMOB
        else:
            if not kinds & HOLD:
                continue
            grng = field_range
            ck = PRESSOR if gk == TRACTOR else TRACTOR
        gf = g & 15
        gr = g >> 4
        at_start = False
        if start != OFF and gk == IMMOB:
            at_start = -grng <= (start & 15) - gf <= grng and -grng <= (start >> 4) - gr <= grng
        held = at_start
        for i in range(count):
            sq = path[i]
            if -grng <= (sq & 15) - gf <= grng and -grng <= (sq >> 4) - gr <= grng:
                held = True
                break
        if not held:
            continue
        crng = grng  # (a counter kind's reach is its enemy's)
        mark = len(out)
        out.append(0)
        for c in friends:
            cell = board[c]
            if c == skip or cell & MOVED or cell & KIND != ck:
                continue
            cf = c & 15
            cr = c >> 4
            if not (-crng <= cf - gf <= crng and -crng <= cr - gr <= crng):
                if at_start and not (-crng <= cf - (start & 15) <= crng and -crng <= cr - (start >> 4) <= crng):
                    continue
                ok = True
                for i in range(count):
                    sq = path[i]
                    if -grng <= (sq & 15) - gf <= grng and -grng <= (sq >> 4) - gr <= grng:
                        if not (-crng <= (sq & 15) - cf <= crng and -crng <= (sq >> 4) - cr <= crng):
                            ok = False
                            break
                if not ok:
                    continue
            out.append(c)
        out[mark] = len(out) - mark - 1
        found += 1
    return found


def cover(board, enemies, field_range, out):
    """Fill bytearray `out` (one byte a square) with the fields of `enemies`
    there: HOLD (a Tractor's or Pressor's), STOP (an Immobilizer's); returns it.
    A square with neither needs no neutralizer (a quick test before need())."""
    for sq in range(SQUARES):
        out[sq] = 0
    for g in enemies:
        k = board[g] & KIND
        rng = 2 if k == IMMOB else field_range  # (reach() of a field ship)
        bit = STOP if k == IMMOB else HOLD
        f0 = g & 15
        r0 = g >> 4
        left = f0 - rng if f0 > rng else 0
        width = (f0 + rng if f0 + rng < 15 else 15) + 1 - left
        for r in range(r0 - rng if r0 > rng else 0, (r0 + rng if r0 + rng < 11 else 11) + 1):
            at = r * 16 + left
            for sq in range(at, at + width):
                out[sq] |= bit
    return out


def fits(needs, at, left, board, skip, taken):
    """True when the `left` enemy ships written in `needs` from index `at` each
    get a neutralizer of their own: a ship still on its square, not moved this
    phase, not `skip`, none in list `taken` (emptied again on return)."""
    if not left:
        return True
    n = needs[at]
    nxt = at + 1 + n
    for i in range(at + 1, nxt):
        c = needs[i]
        cell = board[c]
        if c == skip or not cell or cell & MOVED or c in taken:
            continue
        taken.append(c)
        ok = fits(needs, nxt, left - 1, board, skip, taken)
        taken.pop()
        if ok:
            return True
    return False


def still_open(board, held, skip, taken):
    """True when every move recorded in `held` still has a way and a set of
    neutralizers of its own with the ship on `skip` gone too. A record: the
    number of ways, then each way as its number of enemy ships and their
    need() entries."""
    at = 0
    end = len(held)
    while at < end:
        ways = held[at]
        at += 1
        ok = False
        for _ in range(ways):
            left = held[at]
            if not ok and fits(held, at + 1, left, board, skip, taken):
                ok = True
            at += 1
            for _ in range(left):  # (past the way's enemy ships)
                at += 1 + held[at]
        if not ok:
            return False
    return True


def field_square(f, t, pull, c):
    """Choice c (0..2, in turning order) of the squares a field from `f` moves
    the piece on `t` into, or OFF: the three of its eight neighbours nearest
    to `f` (pull) or farthest from it (push) by straight-line distance. They
    are always three neighbours in a row round `t` (never a tie for the third),
    centred on a straight step when one offset is more than twice the other
    (a pull) or at least twice it (a push), else on a diagonal one: squared,
    a straight neighbour's distance is odd and a diagonal one's even."""
    df = (t & 15) - (f & 15)
    dr = (t >> 4) - (f >> 4)
    af = df if df >= 0 else -df
    ar = dr if dr >= 0 else -dr
    edge = 0 if pull else 1  # push: a tie of the offsets' ratio goes straight
    if af + edge > 2 * ar:
        dr = 0
    elif ar + edge > 2 * af:
        df = 0
    sf = (df > 0) - (df < 0)
    sr = (dr > 0) - (dr < 0)
    if pull:
        sf = -sf
        sr = -sr
    center = 0
    for d in range(8):
        if DFILE[d] == sf and DRANK[d] == sr:
            center = d
            break
    return step(t, (center + c + 7) & 7)
