"""Missile Match CPU: which lines a hand could fill in one round.

A line still open for a seat (no enemy mark, every empty square in its claim range,
at most one empty square per column) is filled in one round when the seat has a
different non-blank domino showing each needed travel, and enough marks. Rows and
diagonals can go from empty to full in a single round, so the CPU checks guessed
enemy hands against every open line, not just lines that already look dangerous.

Open lines live in a caller's bytearray(LINE_COUNT * LINE_BYTES), made once: record
r starts at base = r * LINE_BYTES and holds the line index, n (1..4, how many empty
squares), then the columns of those squares (4 bytes, the first n used) and the
travel each needs (4 bytes). Records instead of tuples of bytes: the CPU builds
this list every decision and must not allocate.
"""

from games.missile import dominoes as dom
from games.missile import field

LINE_BYTES = 10  # bytes per open-line record
_LINE = 0  # offset of the line index (LINES order)
_COUNT = 1  # offset of n, the number of empty squares to claim
_COLS = 2  # offset of the columns of the empty squares
_TRAVELS = 6  # offset of the travels that aim at them


def open_lines(board, seat, supply, out):
    """Write the lines ``seat`` could fill in one round into ``out`` (records, see
    above), in LINES order; returns how many."""
    mark = seat + 1
    found = 0
    for i in range(field.LINE_COUNT):
        base = found * LINE_BYTES
        out[base + _LINE] = i
        n = 0
        seen = 0  # bit per column that already has an empty square
        ok = True
        for k in range(4):
            sq = field.LINES[4 * i + k]
            v = board[sq]
            if v == mark:
                continue
            row = sq >> 2
            col = sq & 3
            if v or seen >> col & 1:
                ok = False  # enemy mark, or two empty squares in one column
                break
            seen |= 1 << col
            travel = row + 1 if seat == 0 else field.ROWS - row
            if travel > 6:
                ok = False  # out of this seat's range
                break
            out[base + _COLS + n] = col
            out[base + _TRAVELS + n] = travel
            n += 1
        if ok and 0 < n <= supply:
            out[base + _COUNT] = n
            found += 1
    return found


def fill(hand, lines, base, assign, i=0, used=0):
    """True when distinct non-blank dominoes of ``hand`` show the travels i.. of the
    open-line record at ``base``; their hand slots are written to assign[i:]."""
    if i == lines[base + _COUNT]:
        return True
    t = lines[base + _TRAVELS + i]
    for j in range(dom.HAND):
        if used >> j & 1:
            continue
        d = hand[j]
        if dom.LOW[d] and (dom.LOW[d] == t or dom.HIGH[d] == t):
            assign[i] = j
            if fill(hand, lines, base, assign, i + 1, used | 1 << j):
                return True
    return False


def filling_shots(hand, lines, base, assign, shots):
    """Shots that fill the line at ``base`` (after fill() succeeded): the matched
    dominoes claim their squares, the others take the free columns in hand order."""
    used = 0
    taken = 0
    for i in range(lines[base + _COUNT]):
        d = hand[assign[i]]
        t = lines[base + _TRAVELS + i]
        c = lines[base + _COLS + i]
        shots[2 * c] = dom.HIGH[d] if dom.LOW[d] == t else dom.LOW[d]
        shots[2 * c + 1] = t
        used |= 1 << assign[i]
        taken |= 1 << c
    j = 0
    for c in range(field.COLS):
        if taken >> c & 1:
            continue
        while used >> j & 1:
            j += 1
        d = hand[j]
        used |= 1 << j
        shots[2 * c] = dom.LOW[d]
        shots[2 * c + 1] = dom.HIGH[d]


def powers_of(shots, lines, base):
    """The powers ``shots`` fire at the empty squares of the line at ``base``, packed
    3 bits each (power k << 3k): one small int instead of a bytes object."""
    packed = 0
    for k in range(lines[base + _COUNT]):
        packed |= shots[2 * lines[base + _COLS + k]] << 3 * k
    return packed


def stops(shots, seat, board, lines, base, powers):
    """True when ``seat`` firing ``shots`` stops the enemy filling the line at
    ``base`` by claiming its empty squares with ``powers`` (packed, see powers_of):
    a claim of ours on one of them with at least that power, an eraser on one of
    them or on an enemy mark of the line, or our double blank in one of its
    columns."""
    for k in range(lines[base + _COUNT]):
        col = lines[base + _COLS + k]
        if _stops_claim(shots[2 * col], shots[2 * col + 1], seat, lines[base + _TRAVELS + k], powers >> 3 * k & 7):
            return True
    enemy_mark = 2 - seat
    line = lines[base + _LINE]
    for k in range(4):
        sq = field.LINES[4 * line + k]
        if board[sq] == enemy_mark and _stops_mark(shots[2 * (sq & 3)], shots[2 * (sq & 3) + 1], seat, sq):
            return True
    return False


def stops_in_column(col, power, travel, seat, board, lines, base, powers):
    """stops() for one column: True when ``seat``'s missile (power, travel) in
    column ``col`` stops the fill at ``base`` (stops() is true exactly when
    this is for some column; the admiral scores a placement's columns apart)."""
    for k in range(lines[base + _COUNT]):
        if lines[base + _COLS + k] == col:
            if _stops_claim(power, travel, seat, lines[base + _TRAVELS + k], powers >> 3 * k & 7):
                return True
    enemy_mark = 2 - seat
    line = lines[base + _LINE]
    for k in range(4):
        sq = field.LINES[4 * line + k]
        if sq & 3 == col and board[sq] == enemy_mark and _stops_mark(power, travel, seat, sq):
            return True
    return False


def _stops_claim(power, travel, seat, enemy_travel, enemy_power):
    """Our missile (power, travel) stops the enemy's claim (enemy_power,
    enemy_travel) in its column: our double blank (it will pick there), or a
    claim of at least that power or an eraser on the same square."""
    if travel == 0:
        return True
    if field.target_row(seat, travel) == field.target_row(1 - seat, enemy_travel):
        return power == 0 or power >= enemy_power
    return False


def _stops_mark(power, travel, seat, square):
    """Our missile (power, travel) in the column of the enemy mark on
    ``square`` removes it: our double blank, or an eraser aimed at it."""
    return travel == 0 or (power == 0 and field.target_row(seat, travel) == square >> 2)
