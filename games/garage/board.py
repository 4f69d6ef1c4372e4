"""Spacewar Classic board facts: squares, cells, ranges and force fields.

Squares: sq = rank * 16 + file, rank 0 = rank 1 (White's back rank), file 0 =
file a. A cell is one byte: kind in bits 0-2 (EMPTY, MISSILE, MOTHER, TRACTOR,
PRESSOR, IMMOB, GUNBOAT), OWNER (Black) in bit 3, USED (power used) bit 4,
FIRED (missiles) bit 5, MOVED (this movement phase) bit 6.

Actions are small ints in ranges, one range per kind (MOVE .. PASS below); the
rules module's docstring says how each is made.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


from engine.whole import WHOLE  # noqa: E402 (del lst[WHOLE]: emptied, its room kept, nothing allocated)

FILES = const(16)
RANKS = const(12)
SQUARES = const(192)
OFF = const(255)  # a square off the board

EMPTY = const(0)
MISSILE = const(1)
MOTHER = const(2)
TRACTOR = const(3)
PRESSOR = const(4)
IMMOB = const(5)
GUNBOAT = const(6)
KIND = const(7)
OWNER = const(8)
USED = const(16)
FIRED = const(32)
MOVED = const(64)

# Action ranges (games.garage.rules docstring).
MOVE = const(0)
BEAM = const(36864)
FIELD = const(73728)
COUNTER = const(184320)
LOAD = const(184512)
PLACE = const(221376)
DONE = const(221568)
PASS = const(221569)
# What a counter may answer (games.garage.combat): nothing, a beam, a field.
NO_LAST = const(0)
LAST_BEAM = const(1)
LAST_FIELD = const(2)
# How a missile's flight ended (games.garage.missiles).
FLEW = const(0)
HIT = const(1)
LEFT = const(2)

# Rank 2 from file a to p (RULINGS.md); rank 1 holds 16 unfired Missiles.
SETUP = bytes(
    (TRACTOR, PRESSOR, IMMOB, GUNBOAT, MOTHER, GUNBOAT, IMMOB, TRACTOR,
     PRESSOR, IMMOB, GUNBOAT, MOTHER, GUNBOAT, IMMOB, PRESSOR, TRACTOR)
)
# The 8 directions in turning order: (file step, rank step), N first (toward Black).
DFILE = (0, 1, 1, 1, 0, -1, -1, -1)
DRANK = (1, 1, 0, -1, -1, -1, 0, 1)
# Beam mark bit of each kind (TRACTOR, PRESSOR, IMMOB), 0 for the others.
MARK = bytes((0, 0, 0, 1, 2, 4, 0))


def dist(a, b):
    """King distance between two squares."""
    df = (a & 15) - (b & 15)
    dr = (a >> 4) - (b >> 4)
    if df < 0:
        df = -df
    if dr < 0:
        dr = -dr
    return df if df > dr else dr


def step(sq, d):
    """The square one step from `sq` in direction d, or OFF."""
    f = (sq & 15) + DFILE[d]
    r = (sq >> 4) + DRANK[d]
    if 0 <= f < FILES and 0 <= r < RANKS:
        return r * 16 + f
    return OFF


def forward(seat):
    """Rank step toward the enemy back rank."""
    return 1 if seat == 0 else -1


def square_name(sq):
    """'a1' .. 'p12'."""
    return "{}{}".format("abcdefghijklmnop"[sq & 15], (sq >> 4) + 1)  # (one string: a str() and a join were two)


def reach(kind, field_range):
    """Range of a ship's beams, fields and neutralizing, 0 if it has none."""
    if kind == TRACTOR or kind == PRESSOR:
        return field_range
    if kind == IMMOB:
        return 2
    return 0


def field_ships(board, seat, mine, theirs):
    """Fill list `mine` with the squares of `seat`'s Tractors, Pressors and
    Immobilizers (the ships with a field), list `theirs` with the other
    side's, each in board order. One pass for both sides: each move and each
    missile load of a CPU's lookahead reads both (tools/bench_think.py)."""
    # (Emptied in place, their room kept: clear() cut a list back to four
    # slots, and the fifth ship grew it again, a call; del lst[:] made a
    # slice object a call.)
    del mine[WHOLE]
    del theirs[WHOLE]
    own = seat << 3
    for sq in range(SQUARES):
        cell = board[sq]
        k = cell & KIND
        if k >= TRACTOR and k <= IMMOB:
            if cell & OWNER == own:
                mine.append(sq)
            else:
                theirs.append(sq)
