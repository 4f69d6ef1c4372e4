"""Missile Match CPU: which lines a hand could fill in one round.

A line still open for a seat (no enemy mark, every empty square in its claim range,
at most one empty square per column) is filled in one round when the seat has a
different non-blank domino showing each needed travel, and enough marks. Rows and
diagonals can go from empty to full in a single round, so the CPU checks guessed
enemy hands against every open line, not just lines that already look dangerous.
"""

from engine.games import missile_dominoes as dom
from engine.games import missile_field as field


def open_lines(board, seat, supply):
    """Lines ``seat`` could fill in one round, as a list of (line index, columns,
    travels): bytes of the columns of the empty squares and the travel each needs."""
    mark = seat + 1
    found = []
    for i in range(field.LINE_COUNT):
        cols = bytearray()
        travels = bytearray()
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
            cols.append(col)
            travels.append(travel)
        if ok and 0 < len(cols) <= supply:
            found.append((i, bytes(cols), bytes(travels)))
    return found


def fill(hand, travels, assign, i=0, used=0):
    """True when distinct non-blank dominoes of ``hand`` show travels[i:]; their hand
    slots are written to assign[i:]."""
    if i == len(travels):
        return True
    t = travels[i]
    for j in range(dom.HAND):
        if used >> j & 1:
            continue
        d = hand[j]
        if dom.LOW[d] and (dom.LOW[d] == t or dom.HIGH[d] == t):
            assign[i] = j
            if fill(hand, travels, assign, i + 1, used | 1 << j):
                return True
    return False


def filling_shots(hand, cols, travels, assign, shots):
    """Shots that fill the line (after fill() succeeded): the matched dominoes
    claim their squares, the others take the free columns in hand order."""
    used = 0
    taken = 0
    for i in range(len(cols)):
        d = hand[assign[i]]
        t = travels[i]
        c = cols[i]
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


def stops(shots, seat, board, line, cols, travels, powers):
    """True when ``seat`` firing ``shots`` stops the enemy filling ``line`` by
    claiming the empty squares cols/travels with ``powers``: a claim of ours on one of
    them with at least that power, an eraser on one of them or on an enemy mark of
    the line, or our double blank in one of its columns."""
    for k in range(len(cols)):
        col = cols[k]
        power = shots[2 * col]
        travel = shots[2 * col + 1]
        if travel == 0:
            return True  # our double blank will pick in this column
        if field.target_row(seat, travel) == field.target_row(1 - seat, travels[k]):
            if power == 0 or power >= powers[k]:
                return True
    enemy_mark = 2 - seat
    for k in range(4):
        sq = field.LINES[4 * line + k]
        if board[sq] != enemy_mark:
            continue
        col = sq & 3
        travel = shots[2 * col + 1]
        if travel == 0:
            return True
        if shots[2 * col] == 0 and field.target_row(seat, travel) == sq >> 2:
            return True
    return False
