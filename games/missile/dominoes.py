"""Missile Match dominoes and the placement code: one small int per placement.

A domino is an id 0..27 in the order (0,0) (0,1) .. (0,6) (1,1) .. (6,6); its ends
are LOW[id] <= HIGH[id]. A hand is 4 domino ids, ascending.

A placement puts the 4 missiles of a hand into the 4 columns, one each, with an
orientation: power = the end facing the opponent, travel = the end facing the
owner. Its code is ``perm * 16 + flips``:
- ``perm`` 0..23 picks which hand slot goes to column c: PERMS[perm * 4 + c];
- bit c of ``flips`` set means column c's missile shows power = HIGH, travel = LOW;
  clear means power = LOW, travel = HIGH.
A blank end must be the power (an eraser), and a double has one look, so for those
the bit must be clear: every distinct placement has exactly one code.

"Shots" are the decoded form the rules use: a bytearray(8) with shots[2c] the power
and shots[2c + 1] the travel of the missile in column c. The double blank is the only
missile with travel 0 (it has no target square).
"""

DOUBLE_BLANK = 0  # id of the (0,0) domino
DOMINOES = 28
HAND = 4  # missiles per seat per round

# Ends of each domino id (LOW <= HIGH).
LOW = b"\x00\x00\x00\x00\x00\x00\x00\x01\x01\x01\x01\x01\x01\x02\x02\x02\x02\x02\x03\x03\x03\x03\x04\x04\x04\x05\x05\x06"
HIGH = b"\x00\x01\x02\x03\x04\x05\x06\x01\x02\x03\x04\x05\x06\x02\x03\x04\x05\x06\x03\x04\x05\x06\x04\x05\x06\x05\x06\x06"

# The 24 orders of hand slots 0..3, lexicographic; row p is PERMS[4p : 4p + 4] and
# gives the hand slot placed in columns A, B, C, D.
PERMS = (
    b"\x00\x01\x02\x03\x00\x01\x03\x02\x00\x02\x01\x03\x00\x02\x03\x01\x00\x03\x01\x02\x00\x03\x02\x01"
    b"\x01\x00\x02\x03\x01\x00\x03\x02\x01\x02\x00\x03\x01\x02\x03\x00\x01\x03\x00\x02\x01\x03\x02\x00"
    b"\x02\x00\x01\x03\x02\x00\x03\x01\x02\x01\x00\x03\x02\x01\x03\x00\x02\x03\x00\x01\x02\x03\x01\x00"
    b"\x03\x00\x01\x02\x03\x00\x02\x01\x03\x01\x00\x02\x03\x01\x02\x00\x03\x02\x00\x01\x03\x02\x01\x00"
)
PLACEMENTS = 384  # codes run 0..383 (24 orders x 16 flip patterns)


def domino_id(a, b):
    """The id of the domino with ends a and b (either order)."""
    if a > b:
        a, b = b, a
    # Ids before row a: 7 + 6 + ... (a terms) = a * (15 - a) / 2.
    return a * (15 - a) // 2 + b - a


def free_flips(hand, perm):
    """Bit mask of the columns whose missile may be turned round (two different,
    non-blank ends) when the hand is placed in order ``perm``."""
    mask = 0
    base = perm * 4
    for col in range(HAND):
        dom = hand[PERMS[base + col]]
        if LOW[dom] and LOW[dom] != HIGH[dom]:
            mask |= 1 << col
    return mask


def legal_placements(hand):
    """Every distinct placement code of a hand, ascending: a list made at its
    final length (grown by appending, it would leave a hole at every doubling,
    up to 2 KB of them on a board, and a tuple of it would be a copy); the
    rules keep it and share it, so nobody may change it."""
    # Every subset of each order's free flips: as many in every order (the
    # same missiles, in other columns).
    codes = [0] * (24 << _bits(free_flips(hand, 0)))
    legal_into(hand, codes)
    return codes


def legal_into(hand, codes):
    """Write every distinct placement code of a hand, ascending, into ``codes``
    (a list of at least PLACEMENTS, made once by a caller that guesses many
    hands); returns how many."""
    i = 0
    for perm in range(24):
        mask = free_flips(hand, perm)
        code = perm * 16
        flips = 0
        while True:  # the subsets of mask, ascending
            codes[i] = code + flips
            i += 1
            if flips == mask:
                break
            flips = (flips - mask) & mask
    return i


def _bits(mask):
    """How many bits of a 4-bit mask are set."""
    return (mask & 1) + (mask >> 1 & 1) + (mask >> 2 & 1) + (mask >> 3 & 1)


def decode_into(hand, code, shots):
    """Write the (power, travel) of each column into ``shots`` (bytearray(8))."""
    base = (code >> 4) * 4
    for col in range(HAND):
        dom = hand[PERMS[base + col]]
        if code >> col & 1:
            shots[2 * col] = HIGH[dom]
            shots[2 * col + 1] = LOW[dom]
        else:
            shots[2 * col] = LOW[dom]
            shots[2 * col + 1] = HIGH[dom]


def columns_of(shots):
    """Shots as 4 (domino, power, travel) tuples, column A first (for screens)."""
    out = []
    for col in range(HAND):
        power = shots[2 * col]
        travel = shots[2 * col + 1]
        out.append((domino_id(power, travel), power, travel))
    return tuple(out)


def decode(hand, code):
    """A placement code as 4 (domino, power, travel) tuples, column A first."""
    shots = bytearray(8)
    decode_into(hand, code, shots)
    return columns_of(shots)


def encode(hand, columns):
    """The code of a placement given as 4 (domino, power, travel) tuples, column A
    first; ValueError when it is not a legal placement of this hand."""
    if len(columns) != HAND:
        raise ValueError("a placement fills all 4 columns")
    ids = list(hand)
    slots = []
    flips = 0
    for col in range(HAND):
        dom, power, travel = columns[col]
        if dom not in ids or ids.index(dom) in slots:
            raise ValueError("each missile of the hand goes to one column")
        if (power, travel) == (LOW[dom], HIGH[dom]):
            pass
        elif (power, travel) == (HIGH[dom], LOW[dom]) and LOW[dom]:
            flips |= 1 << col
        else:
            raise ValueError("that missile cannot point that way")
        slots.append(ids.index(dom))
    for perm in range(24):
        if list(PERMS[perm * 4 : perm * 4 + 4]) == slots:
            return perm * 16 + flips
    raise ValueError("bad slot order")  # cannot happen: all 24 orders are listed
