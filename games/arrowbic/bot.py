"""Arrowbic Exercise CPU: one full ply, then the opponent's sharpest replies.

Work budget per decision (what a 120 MHz board pays): every legal placement is
scored once (at most 81 * 4 = 324 positions, in practice up to 3 directions on
each free square), then the best few (_SEARCH, per level) are re-scored
against the opponent's replies on "hot" squares (the pieces' squares, where
their arrow chains stop, and squares that capture a stone of a chain) plus one
quiet reply, until the level's cap of positions in all have been evaluated. A position is one make / evaluate / unmake on a private
81-byte board built from the view: no allocation per position.

The score of a position is how close the enemy piece's arrow chain brings it to
falling off, minus the same for our own piece (score_after()).
The CPU never picks TIMEOUT; it uses RETAKE when every placement looks lost.
Level 2 ("ace") is this search made wider (80 root moves, 1,600 positions),
with cutoffs.

Thinking in slices (engine.think): think() yields after every position (and
after marking the hot squares), so a unit is one position at most (UNIT_US);
choose() runs it to the end.
"""

from games.arrowbic.rules import (
    PASS,
    PLACEMENTS,
    RETAKE,
    START,
    V_BOARD,
    V_LAST_DIR,
    V_PIECES,
    V_TURN,
)
from games.arrowbic.board import (
    EDGE,
    LINE_STEP,
    NEXT,
    OFF,
    ROOM,
    SQUARES,
    capture,
    closes_loop,
    follow,
)

from engine.think import Thinker
from engine.whole import WHOLE
from games.arrowbic.info import LEVELS  # noqa: F401 (the bot contract)
# Per level (pilot, ace): root moves re-scored against replies, positions
# evaluated per decision at most (root ones included), and whether a move's
# replies stop once one pushes it below the best move so far (an alpha-beta
# cutoff: ties are still scored in full). The cutoff pays for the ace's width:
# about 600 positions a decision on average (the pilot: about 500). The ace's
# cap was 3,000: its longest decisions took 6.7 s on a PyBadge (tools.bench_wait);
# at 1,600 it scores 80-233-87 against the 3,000 ace over 400 matches (issue 23).
_SEARCH = ((6, 700, False), (80, 1600, True))
CAPS = (_SEARCH[0][1], _SEARCH[1][1])
WIN = 30000
LOST = -20000  # below this every placement loses: try RETAKE if we hold it
_BIAS = 32768  # makes every score positive for packing
_LOOK = 12  # arrow steps followed from a piece when scoring
_CLEAR = bytes(SQUARES)  # clears the hot squares in one store


class Bot(Thinker):
    """Greedy over every placement, then a capped look at the replies."""

    UNIT_US = 250  # MicroPython wasm, one unit at most (tools/bench_think.py, either level: 224 measured): 7 ms on a PyBadge

    # Scratch shared by every Bot (class attributes, made once): one seat acts
    # at a time (acting() is the seat to move), so no two Bots ever think at
    # once, and every decision sets them afresh before reading them. A match
    # of two CPUs keeps one set, not two (1.5 KB on a board).
    board = bytearray(SQUARES)  # private simulation
    pieces = bytearray(2)
    hot = bytearray(SQUARES)  # reply squares worth trying, 1 = hot
    caps = []  # captured stones of the moves made, for unmake
    # Packed root scores, see think(): made with room for every placement
    # (emptied by del, a list keeps its room), so a decision never grows it
    # (growing by appending doubles it to 512 slots, 2 KB on a board, and
    # leaves holes of every smaller size).
    scores = [0] * PLACEMENTS
    del scores[WHOLE]

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.level = level - 1  # index into _SEARCH
        self.positions = 0  # positions evaluated in the last decision (either level)

    def make(self, action, color, k):
        """Play turn k (action < PLACEMENTS, or PASS) on the private board; returns
        an int that unmake() takes, packed so nothing is allocated. (stone(),
        mover() and move_piece() inlined: this runs once a position.)"""
        board = self.board
        pieces = self.pieces
        sq = 127
        mark = len(self.caps)
        if action != PASS:
            sq = action >> 2
            board[sq] = 1 + 4 * color + (action & 3)
            capture(board, sq, color, self.caps)
        which = 1 if k <= 1 or not (k >> 1) & 1 else 0
        before = pieces[which]
        fell = 0
        value = board[before]
        if value:
            nxt = NEXT[before << 2 | (value - 1) & 3]
            if nxt == 255:
                pieces[which] = OFF
                fell = 1
            elif nxt != pieces[1 - which]:
                pieces[which] = nxt
        self.positions += 1
        return sq | mark << 7 | which << 16 | before << 17 | fell << 24

    def unmake(self, token):
        """Undo make()."""
        board = self.board
        self.pieces[(token >> 16) & 1] = (token >> 17) & 127
        caps = self.caps
        mark = (token >> 7) & 511
        while len(caps) > mark:
            value = caps.pop()
            board[value >> 4] = value & 15
        sq = token & 127
        if sq != 127:
            board[sq] = 0

    def score_after(self, token):
        """Score of the simulated position for our seat, once a move is made:
        a fall ends the match. Else the danger of the enemy piece minus that
        of ours: high when its arrow chain runs off the board in few moves,
        else higher the nearer its resting square is to the rim (followed
        _LOOK moves; a longer chain counts as safe). Runs once a position,
        so nothing here calls more than follow()."""
        if token >> 24:
            return WIN if (token >> 16) & 1 != self.seat else -WIN
        board = self.board
        me = self.seat
        score = 0
        for p in range(2):
            walk = follow(board, self.pieces[p], _LOOK)
            moves = walk >> 8
            where = walk & 255
            if where == OFF:
                danger = 1200 // moves
            elif board[where]:
                danger = 0
            else:
                danger = 50 - 10 * EDGE[where] + (moves == 0) * 5
            score += danger if p != me else -danger
        return score

    def think(self, view, legal):
        """Pick an action from the view and the legal list; yields after every
        position."""
        if legal[0] >= START:
            return START + self.seat
        top, cap, cut = _SEARCH[self.level]
        self.positions = 0
        del self.caps[WHOLE]  # (a decision left unfinished, e.g. by a rematch, may have left some)
        board = self.board
        board[0:SQUARES] = view[V_BOARD]  # (a slice store allocates nothing)
        self.pieces[0] = view[V_PIECES][0]
        self.pieces[1] = view[V_PIECES][1]
        k = view[V_TURN] + 1
        me = self.seat
        # Root scores packed as (score + _BIAS) << 9 | action: small ints, so the
        # list holds no heap objects and sorts by score.
        scores = self.scores
        del scores[WHOLE]
        # The legal list is sorted: placements first, then PASS, RETAKE, TIMEOUT.
        placements = len(legal)
        while placements and legal[placements - 1] >= PLACEMENTS:
            placements -= 1
        for action in legal:
            if action < PLACEMENTS:
                token = self.make(action, me, k)
                scores.append((self.score_after(token) + _BIAS) << 9 | action)
                self.unmake(token)
                # The unit after the last placement sorts them all (7 ms
                # on a PyBadge): on a board it gets a frame of its own
                # (True: LONG, engine/think.py).
                yield len(scores) == placements or None
        if not scores:
            return PASS if PASS in legal else legal[0]
        scores.sort(reverse=True)
        enemy = 1 - me
        enemy_dir = view[V_LAST_DIR][enemy]
        hot = self.hot
        best = -1
        best_score = -WIN - 1
        for i in range(len(scores)):
            score = (scores[i] >> 9) - _BIAS
            action = scores[i] & 511
            if i >= top and (score <= best_score or self.positions >= cap):
                break
            if -WIN < score < WIN and self.positions + 2 <= cap:
                # The score after the enemy's best hot reply, or a quiet one
                # (the scheduled piece still moves). Inline, not a helper
                # generator: one generator object per decision, not per root move.
                token = self.make(action, me, k)
                self.mark_hot()
                yield
                quiet = self.make(PASS, enemy, k + 1)
                score = self.score_after(quiet)
                self.unmake(quiet)
                yield
                # The hot squares in order (found by bytearray.find, in C:
                # nothing changes at the others).
                sq = hot.find(b"\x01")
                while sq >= 0 and score > -WIN and self.positions < cap:
                    if cut and score < best_score:
                        break  # below the best move so far: it can no longer be chosen
                    if not board[sq]:
                        for d in range(4):
                            if d == enemy_dir or self.positions >= cap or closes_loop(board, sq, d):
                                continue
                            reply = self.make(sq * 4 + d, enemy, k + 1)
                            after = self.score_after(reply)
                            self.unmake(reply)
                            yield
                            if after < score:
                                score = after
                                if cut and score < best_score:
                                    break
                    sq = hot.find(b"\x01", sq + 1)
                self.unmake(token)
            # Ties: the rng picks among equals, so the CPU is not fully predictable.
            if score > best_score or (score == best_score and self.rng.below(2)):
                best = action
                best_score = score
        if best_score <= LOST and RETAKE in legal:
            return RETAKE
        return best

    def mark_hot(self):
        """Mark reply squares that can change a piece's fate: the pieces' own
        squares, every square on or ending their arrow chains, and squares that
        close a capture line through a chain stone."""
        board = self.board
        hot = self.hot
        hot[0:SQUARES] = _CLEAR
        for p in (0, 1):
            at = self.pieces[p]
            moves = 0
            while at != 255 and moves <= _LOOK:
                value = board[at]
                hot[at] = 1
                if not value:
                    break
                self.mark_capture_lines(at, (value - 1) >> 2)
                at = NEXT[at << 2 | (value - 1) & 3]
                moves += 1

    def mark_capture_lines(self, at, color):
        """Mark the empty squares that end a line of `color` stones through `at`."""
        board = self.board
        hot = self.hot
        lo = 1 + 4 * color
        base = at << 3
        for i in range(8):
            delta = LINE_STEP[i]
            s = at
            for _ in range(ROOM[base + i]):
                s += delta
                value = board[s]
                if lo <= value < lo + 4:
                    continue
                if not value:
                    hot[s] = 1
                break
