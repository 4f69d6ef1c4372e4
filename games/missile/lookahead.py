"""Private simulation for Missile Match CPU players: read a view, guess hidden hands,
play a round forward on scratch buffers with the real rules (missile_field).

Nothing here sees the game object: the inputs are a view (games.missile.rules V_*)
and what the CPU itself picks. Buffers are made once per CPU and reused: nothing
here allocates (no slices, lists or tuples), since a CPU decision runs these
hundreds of times.
"""

from games.missile import dominoes as dom
from games.missile import field

# A side that fires nothing. All zero reads as "no target" in steps 1-2; play_round
# knows it is not a double blank (a real double blank is one column of zeros).
NO_SHOTS = bytes(field.SHOT_BYTES)
W = (0, 1, 4, 16)  # value of an open line by how many marks it has


def unseen_into(view_hand, discard, pool):
    """Write the dominoes this seat has not seen since the last reshuffle (the yard
    plus the opponent's hand) into ``pool`` (bytearray(28)), ascending; returns how
    many. A bit mask of the seen ids (28 bits, a small int) replaces a list."""
    seen = 0
    for d in view_hand:
        seen |= 1 << d
    for d in discard:
        seen |= 1 << d
    n = 0
    for d in range(dom.DOMINOES):
        if not seen >> d & 1:
            pool[n] = d
            n += 1
    return n


def sample_hand(pool, n, rng, out):
    """Fill ``out`` (bytearray(4)) with 4 distinct dominoes drawn from the first
    ``n`` of ``pool`` (reordered in place), ascending."""
    for i in range(dom.HAND):
        j = i + rng.below(n - i)
        pool[i], pool[j] = pool[j], pool[i]
    # Insertion sort of pool[0:4] straight into out: no slice, no sorted() list.
    for i in range(dom.HAND):
        d = pool[i]
        k = i
        while k > 0 and out[k - 1] > d:
            out[k] = out[k - 1]
            k -= 1
        out[k] = d


def best_pick(board, seat, col):
    """Row of the opponent mark in ``col`` that the opponent relies on most (the
    lowest such row on a tie), or -1. A mark is relied on by W of every line
    through its square that holds only the opponent's marks (100 a full one).
    Only those lines are read, at most 7 of the 38 (LINES order, field.py): the
    square's row, the windows of its column that hold it, its two diagonals.
    (Testing all 38 for each mark made a round with a double blank two to three
    times as long as one without: a CPU's longest units, tools/bench_think.py.)"""
    lines = field.LINES
    pack = b"\x01\x08\x40"  # evaluate.py's packing: EMPTY 1, P1 8, P2 64
    mark = 2 - seat
    shift = 3 * mark  # where a line's count of the opponent's marks sits, packed
    best = -1
    best_value = -1
    for row in range(field.ROWS):
        if board[row * field.COLS + col] != mark:
            continue
        value = 0
        for n in range(7):
            if n < 4:
                w = row - n  # the column's window from row w: lines 8-27, 5 a column
                i = 8 + 5 * col
            elif n == 4:
                w = row - col  # up-right from (A, row w): lines 28-32
                i = 28
            elif n == 5:
                w = row + col - 3  # down-right from (A, row w + 3): lines 33-37
                i = 33
            else:
                w = 0
                i = row  # the row: lines 0-7
            if w < 0 or w > 4:
                continue
            i = 4 * (i + w)
            # Indexes, not a slice of LINES: a slice is a new bytes object per line.
            packed = pack[board[lines[i]]] + pack[board[lines[i + 1]]]
            packed += pack[board[lines[i + 2]]] + pack[board[lines[i + 3]]]
            if packed >> 9 - shift & 7:
                continue  # a mark of ``seat`` in the line
            count = packed >> shift & 7
            value += 100 if count == 4 else W[count]
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


def keep(top, scores, kept, code, score):
    """Insert ``code`` into the best-first ``top`` (``kept`` of len(top) used)
    after any equal score, ``scores`` alongside; when full, only a score above
    the last enters and the last drops out. Returns how many are kept now."""
    size = len(top)
    if kept < size:
        i = kept
        kept += 1
    elif score > scores[size - 1]:
        i = size - 1
    else:
        return kept
    while i > 0 and scores[i - 1] < score:
        top[i] = top[i - 1]
        scores[i] = scores[i - 1]
        i -= 1
    top[i] = code
    scores[i] = score
    return kept
