"""Arrowbic Exercise board geometry: steps, the loop rule, captures, piece moves.

Pure functions on a 81-byte board, shared by the rules (games.arrowbic.rules) and
the CPU (games.arrowbic.bot), so the CPU's private simulation can never drift
from the rules.

Squares: sq = row * 9 + col, col 0..8 = files a..i (left to right), row 0..8 =
ranks 1..9 (bottom to top). So a1 = 0, i1 = 8, e4 = 31, e6 = 49, i9 = 80.
Board cell values: 0 no stone; 1 + 4 * color + direction for a stone, where color
0 = Red (seat 0), 1 = Blue (seat 1) and direction 0 N, 1 E, 2 S, 3 W. So 1..4 are
Red stones, 5..8 Blue stones; (value - 1) & 3 is the arrow, (value - 1) >> 2 the color.
"""

SIZE = 9
SQUARES = 81
OFF = 81  # "off the board": a piece that left, or a chain that runs off an edge
CYCLE = 82  # chain_ends marker for a closed loop (never on a legal board)
_UNKNOWN = 255
N = 0
E = 1
S = 2
W = 3
NO_DIR = 4  # last_dir value of a seat that has not placed yet

# The 8 capture lines as square steps: N, E, S, W, NE, SE, SW, NW; and by
# sq * 8 + line the squares from sq to the edge along each (capture() and the
# CPU's capture lines walk no further).
LINE_STEP = (SIZE, 1, -SIZE, -1, SIZE + 1, 1 - SIZE, -SIZE - 1, SIZE - 1)


def _room():
    """ROOM, filled in place a square at a time: in LINE_STEP's order the
    rows or columns to the edge that way, the nearer of the two on a
    diagonal. (Made an entry at a time, its table was most of this module's
    import, which the menu's how-to and every match start wait for.)"""
    room = bytearray(SQUARES * 8)
    for sq in range(SQUARES):
        up, right = SIZE - 1 - sq // SIZE, SIZE - 1 - sq % SIZE
        down, left = sq // SIZE, sq % SIZE
        at = sq * 8
        room[at] = up
        room[at + 1] = right
        room[at + 2] = down
        room[at + 3] = left
        room[at + 4] = min(up, right)
        room[at + 5] = min(down, right)
        room[at + 6] = min(down, left)
        room[at + 7] = min(up, left)
    return room


ROOM = _room()
del _room
# Squares between each square and the nearest edge: 0 on the rim, 4 on e5.
EDGE = bytes(min(sq // SIZE, SIZE - 1 - sq // SIZE, sq % SIZE, SIZE - 1 - sq % SIZE) for sq in range(SQUARES))


def stone(color, direction):
    """Cell value of a stone of that color (0 Red, 1 Blue) pointing that way."""
    return 1 + 4 * color + direction


def square(name):
    """'e4' -> 31 (tests and help screens)."""
    return (ord(name[1]) - 49) * SIZE + ord(name[0]) - 97


def square_name(sq):
    """31 -> 'e4'."""
    return chr(97 + sq % SIZE) + chr(49 + sq // SIZE)


def step(sq, direction):
    """The neighbour of sq in an arrow direction (0 N..3 W), or -1 off the board."""
    if direction == N:
        return sq + SIZE if sq < SQUARES - SIZE else -1
    if direction == E:
        return sq + 1 if sq % SIZE != SIZE - 1 else -1
    if direction == S:
        return sq - SIZE if sq >= SIZE else -1
    return sq - 1 if sq % SIZE else -1


# step() by sq * 4 + direction, 255 off the board: the walks that run once a
# position or more (the CPU's and the legal list's) read this instead of
# calling step().
NEXT = bytes(step(sq >> 2, sq & 3) & 255 for sq in range(SQUARES * 4))  # (-1 & 255: 255)


def closes_loop(board, sq, direction):
    """True when a stone placed on the empty square sq pointing `direction` closes
    a loop: following arrows from it, square to square while each square holds a
    stone, comes back to a stone already visited. The board before the placement
    never holds a loop, so any loop runs through sq: the walk from its neighbour
    ends on sq itself. A walk longer than the board would be a pre-existing loop
    (impossible on a legal board) and also counts as closing one."""
    cur = NEXT[sq << 2 | direction]
    count = 0
    while cur != 255 and board[cur]:
        count += 1
        if count > SQUARES:
            return True
        cur = NEXT[cur << 2 | (board[cur] - 1) & 3]
    return cur == sq


def chain_ends(board, ends, path):
    """Fill ends[s] for every stone square s with where its arrow chain stops:
    the empty square it runs onto, OFF when it runs off an edge, CYCLE inside a
    loop. ends[empty square] is left as 255. `path` is an 81-byte scratch buffer.
    One pass, each stone walked once: O(81)."""
    for s in range(SQUARES):
        ends[s] = _UNKNOWN
    for s in range(SQUARES):
        if not board[s] or ends[s] != _UNKNOWN:
            continue
        n = 0
        cur = s
        while True:
            if cur == 255:
                end = OFF
                break
            if not board[cur]:
                end = cur
                break
            if ends[cur] != _UNKNOWN:
                end = ends[cur]
                break
            if n >= SQUARES:
                end = CYCLE
                break
            path[n] = cur
            n += 1
            cur = NEXT[cur << 2 | (board[cur] - 1) & 3]
        for i in range(n):
            ends[path[i]] = end


def capture(board, sq, color, out):
    """Remove every run of one or more enemy stones that lies, in one of the 8
    directions from sq, between sq and a stone of `color`. Appends each removed
    stone to `out` as square << 4 | old value (so it can be put back); returns
    how many were removed. (Runs once a position of the CPU's search: the
    squares to the edge come from ROOM.)"""
    own = 1 + 4 * color
    enemy = 5 - 4 * color
    removed = 0
    base = sq << 3
    for i in range(8):
        n = ROOM[base + i]
        if n < 2:
            continue  # no room for an enemy stone and one of ours
        delta = LINE_STEP[i]
        s = sq + delta
        value = board[s]
        if value < enemy or value >= enemy + 4:
            continue
        run = 1
        while run < n:
            s += delta
            value = board[s]
            if enemy <= value < enemy + 4:
                run += 1
                continue
            if own <= value < own + 4:
                removed += run
                while run:
                    s -= delta
                    out.append(s << 4 | board[s])
                    board[s] = 0
                    run -= 1
            break
    return removed


def mover(k):
    """Whose piece moves after the k-th turn (k = 1, 2, ...): 1 Blue for k = 1,
    then Red (0) when k div 2 is odd, Blue (1) when it is even:
    B R R B B R R B B ..."""
    if k <= 1:
        return 1
    return 0 if (k >> 1) & 1 else 1


# Outcomes of one scheduled piece move.
STAYED = 0  # no stone under the piece
MOVED = 1
BLOCKED = 2  # the arrow points at the other piece
FELL = 3  # the arrow points off the board: that piece's seat loses


def move_piece(board, pieces, which):
    """Move piece `which` (0 Red, 1 Blue) one square along the stone under it.
    Updates pieces[which] (to OFF when it leaves the board); returns the outcome."""
    at = pieces[which]
    value = board[at]
    if not value:
        return STAYED
    nxt = NEXT[at << 2 | (value - 1) & 3]
    if nxt == 255:
        pieces[which] = OFF
        return FELL
    if nxt == pieces[1 - which]:
        return BLOCKED
    pieces[which] = nxt
    return MOVED


def follow(board, sq, limit):
    """Walk the arrows from a piece on sq for up to `limit` moves, ignoring the
    other piece. Returns moves << 8 | where: where = OFF when it would fall off
    after `moves` moves, else the square it comes to rest on (no stone there, or
    the limit reached)."""
    moves = 0
    while moves < limit:
        value = board[sq]
        if not value:
            break
        moves += 1
        sq = NEXT[sq << 2 | (value - 1) & 3]
        if sq == 255:
            return moves << 8 | OFF
    return moves << 8 | sq
