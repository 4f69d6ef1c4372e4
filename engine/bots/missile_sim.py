"""Private simulation for Missile Match CPU players: read a view, guess hidden hands,
play a round forward on scratch buffers with the real rules (missile_field).

Nothing here sees the game object: the inputs are a view (engine.games.missile V_*)
and what the CPU itself picks. Buffers are made once per CPU and reused.
"""

from engine.games import missile_dominoes as dom
from engine.games import missile_field as field

# A side that fires nothing. All zero reads as "no target" in steps 1-2; play_round
# knows it is not a double blank (a real double blank is one column of zeros).
NO_SHOTS = bytes(field.SHOT_BYTES)
W = (0, 1, 4, 16)  # value of an open line by how many marks it has


def unseen(view_hand, discard):
    """Dominoes this seat has not seen since the last reshuffle: the yard plus the
    opponent's hand, ascending (bytearray)."""
    seen = list(view_hand) + list(discard)
    return bytearray([d for d in range(dom.DOMINOES) if d not in seen])


def sample_hand(pool, rng, out):
    """Fill ``out`` (bytearray(4)) with 4 distinct dominoes drawn from ``pool``
    (reordered in place), ascending."""
    n = len(pool)
    for i in range(dom.HAND):
        j = i + rng.below(n - i)
        pool[i], pool[j] = pool[j], pool[i]
    picked = sorted(pool[: dom.HAND])
    for i in range(dom.HAND):
        out[i] = picked[i]


def line_pressure(board, square, mark):
    """How much ``mark`` relies on ``square``: W of every line through it that holds
    only ``mark`` (used to choose a double-blank removal cheaply)."""
    total = 0
    for i in range(0, field.LINE_COUNT * 4, 4):
        line = field.LINES[i : i + 4]
        if square not in line:
            continue
        count = 0
        for sq in line:
            if board[sq] == mark:
                count += 1
            elif board[sq] != field.EMPTY:
                count = -9
        if count >= 4:
            total += 100
        elif count > 0:
            total += W[count]
    return total


def best_pick(board, seat, col):
    """Row of the opponent mark in ``col`` that the opponent relies on most, or -1."""
    best = -1
    best_value = -1
    mark = 2 - seat
    for row in field.marks_in_column(board, col, mark):
        value = line_pressure(board, row * field.COLS + col, mark)
        if value > best_value:
            best, best_value = row, value
    return best


def play_round(board, supply, shots0, shots1, out_board, out_supply):
    """Resolve steps 1-3 of a round into the out buffers (double blanks pick by
    best_pick; NO_SHOTS for a side that fires nothing)."""
    out_board[:] = board
    out_supply[0] = supply[0]
    out_supply[1] = supply[1]
    field.resolve_claims(out_board, out_supply, shots0, shots1)
    field.resolve_erasers(out_board, out_supply, shots0, shots1)
    for seat in (0, 1):
        shots = shots1 if seat else shots0
        if shots is NO_SHOTS:
            continue
        col = field.double_blank_column(shots)
        if col >= 0:
            row = best_pick(out_board, seat, col)
            if row >= 0:
                out_board[row * field.COLS + col] = field.EMPTY
                out_supply[1 - seat] += 1
