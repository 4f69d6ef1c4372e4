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


# Stop masks: which guessed line fills one missile stops, as the bits of a small
# int (bit k: fill k). A fill record (games/missile/bot.py) is FILL_BYTES bytes:
# its open-line record number, how many guessed hands fill the line that way,
# and the powers (powers_of) low, high byte. A mask tells apart the first
# MASK_BITS fills (a small int on a board); the rest are tested one by one.
FILL_BYTES = 4
MASK_BITS = 30
_BIT = b"\x00\x00\x01\x00\x02\x00\x00\x00\x03"  # _BIT[1 << b] == b


def option_missile(hand, option):
    """The missile of placement option ``option`` (column * 8 + hand slot * 2
    + turned) of ``hand`` as power << 3 | travel, or -1 when that slot cannot
    be turned round (a blank end, a double: no legal code turns it)."""
    d = hand[option >> 1 & 3]
    if option & 1:
        if not dom.LOW[d] or dom.LOW[d] == dom.HIGH[d]:
            return -1
        return dom.HIGH[d] << 3 | dom.LOW[d]
    return dom.LOW[d] << 3 | dom.HIGH[d]


def stop_mask(col, missile, seat, board, lines, fills, found):
    """Which of the first MASK_BITS of ``found`` fill records in ``fills`` the
    missile (option_missile's number) of ``seat`` in column ``col`` stops:
    stops_in_column() for each, written out (a call per fill would cost more
    than the test; tests/test_missile_bots.py checks they agree)."""
    mask = 0
    power = missile >> 3
    travel = missile & 7
    target = field.target_row(seat, travel)  # (when travel)
    enemy_mark = 2 - seat
    squares = field.LINES
    for k in range(min(found, MASK_BITS)):
        f = k * FILL_BYTES
        base = fills[f] * LINE_BYTES
        stop = False
        for j in range(lines[base + _COUNT]):
            if lines[base + _COLS + j] == col:  # (an open line has one empty square a column at most)
                if travel == 0:
                    stop = True  # our double blank picks there
                elif target == field.target_row(1 - seat, lines[base + _TRAVELS + j]):
                    stop = power == 0 or power >= (fills[f + 2] | fills[f + 3] << 8) >> 3 * j & 7
                break
        if not stop:
            at = 4 * lines[base + _LINE]
            for q in range(at, at + 4):
                square = squares[q]
                if square & 3 == col and board[square] == enemy_mark:
                    if travel == 0 or power == 0 and target == square >> 2:
                        stop = True
                        break
        if stop:
            mask |= 1 << k
    return mask


def placement_mask(option_masks, code):
    """The stop mask of placement ``code``: its four columns' options' masks
    (``option_masks`` by option number, see option_missile) together."""
    base = (code >> 4) * 4
    perms = dom.PERMS
    return (option_masks[perms[base] * 2 + (code & 1)]
            | option_masks[8 + perms[base + 1] * 2 + (code >> 1 & 1)]
            | option_masks[16 + perms[base + 2] * 2 + (code >> 2 & 1)]
            | option_masks[24 + perms[base + 3] * 2 + (code >> 3 & 1)])


def weight_table(fills, found, table):
    """Fill ``table`` (a bytearray(128): 4 fills of at most HANDS hands each
    fit a byte) so that stopped_weight() sums the hands behind the fills a
    mask holds: entry 16 * i + v is the weight of the fills 4i..4i+3 whose
    bits are set in v. Returns the weight of all the first MASK_BITS fills."""
    count = min(found, MASK_BITS)
    total = 0
    for i in range(8):
        at = 16 * i
        table[at] = 0
        if 4 * i >= count:
            continue  # (no mask holds these bits: only the zero entry is read)
        for v in range(1, 16):
            low = v & -v  # the lowest set bit
            k = 4 * i + _BIT[low]
            weight = fills[k * FILL_BYTES + 1] if k < count else 0
            table[at + v] = table[at + (v ^ low)] + weight
        total += table[at + 15]
    return total


def stopped_weight(table, mask):
    """The weight of the fills ``mask`` holds (weight_table's table)."""
    return (table[mask & 15] + table[16 + (mask >> 4 & 15)] + table[32 + (mask >> 8 & 15)]
            + table[48 + (mask >> 12 & 15)] + table[64 + (mask >> 16 & 15)] + table[80 + (mask >> 20 & 15)]
            + table[96 + (mask >> 24 & 15)] + table[112 + (mask >> 28 & 15)])
