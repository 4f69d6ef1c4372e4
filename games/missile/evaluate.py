"""Missile Match CPU evaluation: how good a field is for one seat, in small ints.

Only lines a seat can still fill count for it: P1 claims rows 1-6, P2 rows 3-8, so
a line reaching into the other's two home rows is dead for it. An open line (no
enemy mark) with n own marks is worth OWN[n]; the enemy's open lines count against
with ENEMY[n]. Empty squares that only the line's owner can reach (its home rows)
cannot be blocked by enemy claims or erasers, so such lines earn SAFE per own mark.
A lone full line is +-WIN; both full lines: play goes on, so the lines still count.
Marks left in the supply are worth MARK each (a player without marks cannot claim).
"""

from games.missile import field

WIN = 100000
OWN = (0, 2, 8, 40, 120)  # open own line, by own marks; [4] when both have lines
ENEMY = (0, 2, 10, 60, 120)  # open enemy line, by enemy marks (threats weigh more)
SAFE = 3  # bonus per own mark on a line the enemy cannot block by claims
MARK = 1  # per mark in own supply, minus the same per enemy mark
CAPTAIN = (OWN, ENEMY, SAFE, MARK)  # the captain's weights (value()'s default)
# The admiral's answers (games/missile/admiral.py steps 3-4) weigh a field by a
# logistic fit of the result on these same parts, 100 to a logit: 4,888
# positions of 800 captain-against-captain matches, none with a full line
# (python -m tools.missile_variants positions). An open line is worth little
# until it has 3 marks, and a line the enemy cannot block by claims is worth
# about four others (SAFE 30 a mark, not 3); a mark kept in the supply 11.
ANSWER = ((0, 4, 14, 39, 120), (0, 4, 14, 39, 120), 30, 11)
# ... and sum each guessed round as a share of points, not as a score: a
# win this round 250, a loss 0, else 250 / (1 + e^(-score / 100)) by ANSWER
# (the fit's odds), here for scores -800, -792, ... 800 (1 to 249: a field
# never ties a win). So a win weighs against the field as the fit says, not
# as WIN (a thousand three-mark lines) does. (tests/test_missile_admiral.py
# checks the table against the formula.)
SHARES = (
    b"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x02\x02\x02"
    b"\x02\x02\x02\x03\x03\x03\x03\x04\x04\x04\x04\x05\x05\x06\x06\x07\x07\x08\x08\x09"
    b"\x0a\x0b\x0b\x0c\x0d\x0e\x0f\x11\x12\x13\x15\x16\x18\x1a\x1c\x1e\x20\x22\x25\x27"
    b"\x2a\x2d\x30\x33\x36\x3a\x3e\x41\x45\x49\x4e\x52\x56\x5b\x60\x64\x69\x6e\x73\x78"
    b"\x7d\x82\x87\x8c\x91\x96\x9a\x9f\xa4\xa8\xac\xb1\xb5\xb9\xbc\xc0\xc4\xc7\xca\xcd"
    b"\xd0\xd3\xd5\xd8\xda\xdc\xde\xe0\xe2\xe4\xe5\xe7\xe8\xe9\xeb\xec\xed\xee\xef\xef"
    b"\xf0\xf1\xf2\xf2\xf3\xf3\xf4\xf4\xf5\xf5\xf6\xf6\xf6\xf6\xf7\xf7\xf7\xf7\xf8\xf8"
    b"\xf8\xf8\xf8\xf8\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9"
    b"\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9"
    b"\xf9"
)
SHARE_WIN = 250


def share(score):
    """A round's ``score`` by ANSWER as a share of points (see SHARES)."""
    if score >= WIN:
        return SHARE_WIN
    if score <= -WIN:
        return 0
    i = (score + 800) >> 3
    if i < 0:
        i = 0
    elif i > 200:
        i = 200
    return SHARES[i]


# Per line (LINES order): bit 0 P1 can claim every square (rows 1-6), bit 1 P2 can
# (rows 3-8), bit 2 the line lies in P1's home rows (1-2, out of P2's claim and
# eraser range), bit 3 in P2's (7-8). Made from LINES; checked by the tests.
LINE_FLAGS = (
    b"\x05\x05\x03\x03\x03\x03\x0a\x0a\x01\x01\x03\x02\x02\x01\x01\x03\x02\x02\x01"
    b"\x01\x03\x02\x02\x01\x01\x03\x02\x02\x01\x01\x03\x02\x02\x01\x01\x03\x02\x02"
)
# Square contents EMPTY, 1, 2 as 1, 8, 64: the sum over a line's 4 squares holds the
# P1 count in bits 3-5 and the P2 count in bits 6-8 (each 0..4).
_PACK = b"\x01\x08\x40"


def value(board, supply, seat, weights=CAPTAIN):
    """Score of ``board`` and ``supply`` for ``seat`` (higher is better), by
    ``weights`` (OWN, ENEMY, SAFE, MARK: CAPTAIN or ANSWER)."""
    enemy = 1 - seat
    own_weights = weights[0]
    enemy_weights = weights[1]
    safe = weights[2]
    total = weights[3] * (supply[seat] - supply[enemy])
    own_full = enemy_full = False
    lines = field.LINES
    flags = LINE_FLAGS
    pack = _PACK
    mine_shift = 3 + 3 * seat
    enemy_shift = 6 - 3 * seat
    reach_mine = 1 << seat
    reach_enemy = 2 >> seat
    safe_mine = 4 << seat
    safe_enemy = 8 >> seat
    for n in range(field.LINE_COUNT):
        i = 4 * n
        packed = pack[board[lines[i]]] + pack[board[lines[i + 1]]]
        packed += pack[board[lines[i + 2]]] + pack[board[lines[i + 3]]]
        m = packed >> mine_shift & 7
        o = packed >> enemy_shift & 7
        flag = flags[n]
        if o == 0:
            if m == 4:
                own_full = True
            if flag & reach_mine:
                total += own_weights[m]
                if flag & safe_mine:
                    total += safe * m
        elif m == 0:
            if o == 4:
                enemy_full = True
            if flag & reach_enemy:
                total -= enemy_weights[o]
                if flag & safe_enemy:
                    total -= safe * o
    if own_full != enemy_full:
        return WIN if own_full else -WIN
    return total
