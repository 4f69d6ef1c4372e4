"""Spacewar Classic movement phases: which ships may move where through the
enemy fields, rams and captures, and which ships must stay put because an
earlier move of the phase needs them to hold a field open.

Every move that crossed an enemy field is recorded in the game's `held` list
(see games.garage.fields.still_open): its ways (a Mothership's two steps may
take several) and, for each way, the enemy ships to neutralize with the
friendly ships that could. A ship may move as long as every record still has a
way with a neutralizer of its own for each enemy ship among the ships not yet
moved: no ship is held in advance where another would do.
"""

from engine.whole import WHOLE  # (del lst[WHOLE]: emptied, its room kept, nothing allocated)
from games.garage.board import (
    DFILE,
    DRANK,
    GUNBOAT,
    IMMOB,
    KIND,
    MOTHER,
    MOVE,
    MOVED,
    OFF,
    OWNER,
    PLACE,
    PRESSOR,
    SQUARES,
    TRACTOR,
    USED,
    dist,
    field_ships,
    reach,
    step,
)
from games.garage.fields import HOLD, STOP, cover, fits, need, still_open

_KNIGHT_F = (1, 2, 2, 1, -1, -2, -2, -1)
_KNIGHT_R = (2, 1, -1, -2, -2, -1, 1, 2)


def group_of(kind):
    """Movement type of a ship kind: 0 Immobilizer, 1 Tractor, 2 Pressor, 3
    Motherships and Gunboats."""
    if kind == IMMOB:
        return 0
    if kind == TRACTOR:
        return 1
    if kind == PRESSOR:
        return 2
    return 3


def group_ok(groups, moves, g):
    """True when one more ship of type g may move after `groups` (counts per
    type, `moves` in all): all of one type, or at most one of each, 4 at most."""
    if moves >= 4:
        return False
    if groups[g] == moves:
        return True  # every ship so far is of type g (or none moved)
    if groups[g]:
        return False
    for count in groups:
        if count > 1:
            return False
    return True


def held(game, sq):
    """True when the ship on `sq` must stay put: an earlier move of this phase
    has no way left without it."""
    return bool(game.held) and not still_open(game.board, game.held, sq, game._taken)


def _clear(game, src, count, mine, theirs):
    """True when the ship on `src` may start and pass the first `count`
    squares of game._path: each enemy ship whose field holds it gets a
    neutralizer of its own (game.covered: the enemy fields, from moves())."""
    covered = game.covered
    path = game._path
    free = not covered[src] & STOP
    for i in range(count):
        if covered[path[i]]:
            free = False
    if free:
        return True
    needs = game._needs
    del needs[WHOLE]
    n = need(game.board, src, game._path, count, HOLD | STOP, game.field_range, src, theirs, mine, needs)
    return fits(needs, 0, n, game.board, src, game._taken)


def moves(game, seat, out):
    """Fill `out` with `seat`'s MOVE actions (sorted), a ship at a time: a
    generator that yields after each ship it weighed (and each weighing of
    fields) and returns `out`, so a staged resolve (Garage.apply_steps)
    spreads the search over frames; run it to its end for the list. Steps
    are walked in place (no call a square) and _clear() is asked only where
    an enemy field is met."""
    del out[WHOLE]
    board = game.board
    mine = game._mine
    theirs = game._theirs
    field_ships(board, seat, mine, theirs)
    yield
    covered = cover(board, theirs, game.field_range, game.covered)
    yield
    path = game._path
    own = seat << 3
    dfile = DFILE
    drank = DRANK
    for sq in range(SQUARES):
        cell = board[sq]
        kind = cell & KIND
        if kind < MOTHER or cell & OWNER != own or cell & MOVED:
            continue
        if not group_ok(game.groups, game.moves, group_of(kind)):
            continue
        if held(game, sq) or (covered[sq] & STOP and not _clear(game, sq, 0, mine, theirs)):
            continue
        base = MOVE + sq * 192
        f0 = sq & 15
        r0 = sq >> 4
        if kind == IMMOB:
            for i in range(8):
                f = f0 + _KNIGHT_F[i]
                r = r0 + _KNIGHT_R[i]
                if 0 <= f < 16 and 0 <= r < 12:
                    to = r * 16 + f
                    if not board[to] or board[to] & OWNER != own:
                        out.append(base + to)
        elif kind == MOTHER:
            # game.seen (all 0 between calls) marks the squares listed.
            seen = game.seen
            mark = len(out)
            for d in range(8):
                if d & 1:
                    yield  # (a Mothership's squares are its longest search: two first steps a unit)
                f1 = f0 + dfile[d]
                r1 = r0 + drank[d]
                if f1 < 0 or f1 > 15 or r1 < 0 or r1 > 11:
                    continue
                mid = r1 * 16 + f1
                if board[mid] and board[mid] & OWNER == own:
                    continue
                if not seen[mid]:
                    seen[mid] = 1
                    out.append(base + mid)
                path[0] = mid
                if board[mid]:
                    continue
                if covered[sq] & STOP or covered[mid]:
                    ok = _clear(game, sq, 1, mine, theirs)
                    yield  # (weighing the fields a way meets is a unit of its own)
                    if not ok:
                        continue
                for d2 in range(8):
                    f = f1 + dfile[d2]
                    r = r1 + drank[d2]
                    if f < 0 or f > 15 or r < 0 or r > 11:
                        continue
                    to = r * 16 + f
                    if to != sq and not seen[to] and not (board[to] and board[to] & OWNER == own):
                        seen[to] = 1
                        out.append(base + to)
            for i in range(mark, len(out)):
                seen[out[i] - base] = 0
        else:
            first = 0 if kind == GUNBOAT or kind == TRACTOR else 1
            stride = 1 if kind == GUNBOAT else 2
            start_free = not covered[sq] & STOP
            for d in range(first, 8, stride):
                df = dfile[d]
                dr = drank[d]
                f = f0
                r = r0
                free = start_free
                for i in range(3):
                    f += df
                    r += dr
                    if f < 0 or f > 15 or r < 0 or r > 11:
                        break
                    at = r * 16 + f
                    target = board[at]
                    if target and target & OWNER == own:
                        break
                    out.append(base + at)
                    path[i] = at
                    if covered[at]:
                        free = False
                    if target:
                        break
                    if not free:
                        ok = _clear(game, sq, i + 1, mine, theirs)
                        yield
                        if not ok:
                            break
        yield
    out.sort()
    return out


def _record(game, src, count, mine, theirs, record):
    """Append one way of a move (the first `count` squares of game._path) to
    `record` when it is open now; returns -1 when it crosses no enemy field
    (the move needs nothing held), else how many ways `record` gained (0, 1)."""
    mark = len(record)
    record.append(0)
    n = need(game.board, src, game._path, count, HOLD | STOP, game.field_range, src, theirs, mine, record)
    if not n:
        return -1
    if not fits(record, mark + 1, n, game.board, src, game._taken):
        del record[mark:]
        return 0
    record[mark] = n
    return 1


def move(game, seat, src, to, fields=True):
    """Move the ship on `src` to `to` (legal), with rams and captures; note in
    game.held what the move needs held (`fields` False: the enemy fields are
    not read and nothing is held, the board changes the same: a CPU's
    lookahead, which scores the board alone). True when a captured ship waits
    to be placed next to the Mothership."""
    board = game.board
    mine = game._mine
    theirs = game._theirs
    if fields:
        field_ships(board, seat, mine, theirs)
    else:
        del theirs[WHOLE]  # (no enemy field ship: nothing touched, nothing held)
    cell = board[src]
    kind = cell & KIND
    path = game._path
    two = kind == MOTHER and dist(src, to) == 2
    count = 0
    if kind != IMMOB and kind != MOTHER:
        d = (to - src) // dist(src, to)  # the slide's square step
        at = src + d
        while at != to:
            path[count] = at
            count += 1
            at += d
    # Most moves meet no enemy field: then no need is written (on a board each
    # call below allocates its frame). A two-step way's middle square is next to src.
    touched = False
    for g in theirs:
        gk = board[g] & KIND
        rng = reach(gk, game.field_range)
        far = dist(g, src)
        if (gk == IMMOB and far <= rng) or (two and far <= rng + 1):
            touched = True
        for i in range(count):
            if dist(g, path[i]) <= rng:
                touched = True
        if touched:
            break
    record = game._needs
    ways = 0
    if touched:
        del record[WHOLE]
        record.append(0)  # the number of ways, filled in below
    if touched and two:
        for d in range(8):
            mid = step(src, d)
            if mid != OFF and not board[mid] and dist(mid, to) == 1:
                path[0] = mid
                got = _record(game, src, 1, mine, theirs, record)
                if got < 0:
                    ways = 0
                    break
                ways += got
    elif touched:
        ways = _record(game, src, count, mine, theirs, record)
    if ways > 0:
        record[0] = ways
        game.held.extend(record)
    board[src] = 0
    target = board[to]
    tkind = target & KIND
    moved = cell | MOVED
    capture = False
    if not target:
        board[to] = moved
    elif kind == GUNBOAT:
        board[to] = 0 if tkind == GUNBOAT else moved
    elif kind == MOTHER and tkind >= TRACTOR:
        board[to] = moved
        game.cap_cell = (target & (KIND | USED)) | (seat << 3) | MOVED
        game.cap_at = to
        if neighbours(board, to, game._scratch):
            capture = True
        else:
            game.cap_cell = 0
            game.cap_at = 0
    else:
        board[to] = 0
    game.marks[to] = 0
    game.groups[group_of(kind)] += 1
    game.moves += 1
    return capture


def neighbours(board, sq, out):
    """Fill `out` with PLACE actions for the empty squares next to `sq`."""
    del out[WHOLE]
    for d in (5, 4, 3, 6, 2, 7, 0, 1):  # (ascending squares: SW S SE W E NW N NE)
        to = step(sq, d)
        if to != OFF and not board[to]:
            out.append(PLACE + to)
    return out
