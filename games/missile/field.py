"""Missile Match field: squares, target rows, lines, and the reveal's steps 1 and 2.

The field is a bytearray(32): square = row * 4 + col, col 0..3 (A-D), row 0..7
(row 1 .. row 8, row 1 at P1's edge). A square holds EMPTY or MARK[seat] (seat + 1).
These pure functions are shared by the rules and by the CPU players' private
simulations, so the CPU plays by exactly the rules it is judged by.

Reveal events are 5-tuples (kind, seat, col, row, extra), in the order things
happen; ``extra`` is the missile's power for missile events, the direction (DIRS
index) for LINE, 0 otherwise.
"""

COLS = 4
ROWS = 8
SQUARES = 32
EMPTY = 0
MARKS = 15  # marks in each supply at the start
SHOT_BYTES = 8  # shots: power, travel per column (see missile_dominoes)

# Event kinds.
CLAIM = 0  # step 1: the missile put a mark of its owner on its target
BLOCKED = 1  # step 1: target already held a mark: nothing happened
NO_MARK = 2  # step 1: the owner had no mark left (even after winning a clash)
BEATEN = 3  # step 1: a higher-powered enemy missile took the same square
DESTROYED = 4  # step 1: equal powers on one empty square: both missiles gone
ERASE = 5  # step 2: the eraser removed an opponent mark from its target
MISS = 6  # step 2: the eraser's target held no opponent mark
PICK = 7  # step 3: the double blank's owner removed the opponent mark at (col, row)
NO_PICK = 8  # step 3: no opponent mark in the double blank's column
LINE = 9  # win check: seat has 4 in a line from (col, row) in direction extra

# Line directions as (column step, row step): along a row, up a column, the two
# diagonals (up-right, down-right).
DIRS = ((1, 0), (0, 1), (1, 1), (1, -1))

# All 38 lines of 4 squares: 8 rows, 4 columns x 5 windows, 5 + 5 diagonals. Line i
# is LINES[4i : 4i + 4], first square first; made from DIRS, checked by the tests.
LINES = (
    b"\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f"
    b"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f"
    b"\x00\x04\x08\x0c\x04\x08\x0c\x10\x08\x0c\x10\x14\x0c\x10\x14\x18\x10\x14\x18\x1c"
    b"\x01\x05\x09\x0d\x05\x09\x0d\x11\x09\x0d\x11\x15\x0d\x11\x15\x19\x11\x15\x19\x1d"
    b"\x02\x06\x0a\x0e\x06\x0a\x0e\x12\x0a\x0e\x12\x16\x0e\x12\x16\x1a\x12\x16\x1a\x1e"
    b"\x03\x07\x0b\x0f\x07\x0b\x0f\x13\x0b\x0f\x13\x17\x0f\x13\x17\x1b\x13\x17\x1b\x1f"
    b"\x00\x05\x0a\x0f\x04\x09\x0e\x13\x08\x0d\x12\x17\x0c\x11\x16\x1b\x10\x15\x1a\x1f"
    b"\x0c\x09\x06\x03\x10\x0d\x0a\x07\x14\x11\x0e\x0b\x18\x15\x12\x0f\x1c\x19\x16\x13"
)
LINE_COUNT = 38


def target_row(seat, travel):
    """Row index (0..7) a missile of travel 1..6 aims at: P1 counts from row 1,
    P2 from row 8."""
    return travel - 1 if seat == 0 else ROWS - travel


def line_squares(col, row, direction):
    """The 4 squares of the line starting at (col, row) in DIRS[direction]."""
    dc, dr = DIRS[direction]
    return tuple((row + k * dr) * COLS + col + k * dc for k in range(4))


def _line_event(seat, i):
    first = LINES[4 * i]
    step = LINES[4 * i + 1] - first  # 1 row, 4 column, 5 up-right, -3 down-right
    direction = 0 if step == 1 else 1 if step == 4 else 2 if step == 5 else 3
    return (LINE, seat, first % COLS, first // COLS, direction)


def has_line(board, mark):
    """True when ``mark`` fills some line."""
    for i in range(0, LINE_COUNT * 4, 4):
        if board[LINES[i]] == mark and board[LINES[i + 1]] == mark:
            if board[LINES[i + 2]] == mark and board[LINES[i + 3]] == mark:
                return True
    return False


def line_events(board, events):
    """Append a LINE event for every full line, seat 0's first."""
    for seat in (0, 1):
        for i in range(LINE_COUNT):
            ok = True
            for k in range(4):
                if board[LINES[4 * i + k]] != seat + 1:
                    ok = False
            if ok:
                events.append(_line_event(seat, i))


def _note(events, kind, seat, col, row, extra):
    if events is not None:
        events.append((kind, seat, col, row, extra))


def _claim(board, supply, seat, col, row, power, events):
    square = row * COLS + col
    if board[square] != EMPTY:
        _note(events, BLOCKED, seat, col, row, power)
    elif supply[seat] == 0:
        _note(events, NO_MARK, seat, col, row, power)
    else:
        board[square] = seat + 1
        supply[seat] -= 1
        _note(events, CLAIM, seat, col, row, power)


def resolve_claims(board, supply, shots0, shots1, events=None):
    """Step 1: every missile with power claims its target, column A to D, seat 0
    before seat 1 within a column. Two claimers meet on one square only when their
    travels add up to 9; then the higher power fights on, equal powers destroy both."""
    for col in range(COLS):
        p0 = shots0[2 * col]
        t0 = shots0[2 * col + 1]
        p1 = shots1[2 * col]
        t1 = shots1[2 * col + 1]
        row = t0 - 1
        if p0 and p1 and t0 + t1 == 9 and board[row * COLS + col] == EMPTY:
            if p0 == p1:
                _note(events, DESTROYED, 0, col, row, p0)
                _note(events, DESTROYED, 1, col, row, p1)
            elif p0 > p1:
                _claim(board, supply, 0, col, row, p0, events)
                _note(events, BEATEN, 1, col, row, p1)
            else:
                _note(events, BEATEN, 0, col, row, p0)
                _claim(board, supply, 1, col, row, p1, events)
            continue
        if p0:
            _claim(board, supply, 0, col, row, p0, events)
        if p1:
            _claim(board, supply, 1, col, ROWS - t1, p1, events)


def resolve_erasers(board, supply, shots0, shots1, events=None):
    """Step 2: every single-blank missile removes an opponent mark on its target;
    the mark goes back to its owner's supply. Own marks are never touched."""
    for col in range(COLS):
        for seat in (0, 1):
            shots = shots1 if seat else shots0
            travel = shots[2 * col + 1]
            if shots[2 * col] or not travel:
                continue  # a claimer, or the double blank
            row = target_row(seat, travel)
            square = row * COLS + col
            if board[square] == 2 - seat:  # the opponent's mark
                board[square] = EMPTY
                supply[1 - seat] += 1
                _note(events, ERASE, seat, col, row, 0)
            else:
                _note(events, MISS, seat, col, row, 0)


def double_blank_column(shots):
    """Column of the double blank in these shots, or -1."""
    for col in range(COLS):
        if shots[2 * col + 1] == 0:
            return col
    return -1


def count_marks(board, mark):
    """How many squares hold ``mark``."""
    n = 0
    for value in board:
        if value == mark:
            n += 1
    return n


def marks_in_column(board, col, mark):
    """Rows (ascending tuple) of the squares in column ``col`` holding ``mark``."""
    return tuple(row for row in range(ROWS) if board[row * COLS + col] == mark)
