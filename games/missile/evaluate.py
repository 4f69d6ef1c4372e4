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
    ``weights`` (OWN, ENEMY, SAFE, MARK: CAPTAIN, or the admiral's ANSWER)."""
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
