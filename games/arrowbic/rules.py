"""Arrowbic Exercise (game 3, ruled in shared/RULINGS.md): arrow stones push two
pieces around a 9x9 board; the piece that leaves the board loses. (The seed text
is in seeds/004_3249aa665ea44124.txt: the files named 003 and 004 are swapped.)

Seat 0 = Red (P1), piece on e4; seat 1 = Blue (P2), piece on e6. Squares, stones
and the geometry are in games.arrowbic.board. A turn: place one stone of
your color on a square with no stone (a square under a piece is free), pointing
N, E, S or W but not the way your own previous stone points. Loop rule, checked
before captures: following the arrows from the new stone must not come back to a
stone already visited. Then every run of enemy stones, in any of the 8 directions,
closed off by one of your stones is removed. Then the scheduled piece (mover(k)
for the k-th turn: B R R B B R R B ...) moves one square along the stone under
it, if any; a move onto the other piece is blocked; leaving the board loses.

Choices where the rulings are silent (each pinned by tests/test_arrowbic.py):
- A pass is a turn: it counts as k in the move schedule (the scheduled piece still
  moves), for the round limit and for Retake's "last 2 placements". A pass keeps
  the passer's previous direction rule. A placement ends a run of passes.
- The second pass of a row moves its piece first: a fall decides, else a draw.
- Round limit ("rounds", default 120 turns): reaching it is a draw. A fall on
  the last turn still decides the match.
- Starter held: the match opens with one step in which only the holder acts,
  choosing START + seat (who places first). No holder: Red places first.
- Retake (once per match, holder's turn, at least 2 turns played): the state is
  rebuilt by replaying the turn history without its last 2 turns, so stones,
  captures, piece moves and both direction rules are exactly those of that
  earlier turn. The holder's turn timer restarts; spent reserve is not refunded.
- Clock: time is never read here. The UI runs engine.clock.Clock(turn_ms,
  reserve_ms) and, when it reports the seat to move out of time, submits TIMEOUT
  for that seat: the seat loses, and the log replays the loss. So that a log
  replays through legal() alone, TIMEOUT is listed for the seat to move whenever
  the clock option is on; the UI never shows it as a choice (it submits it
  itself), and the CPU never picks it.
  The Starter step runs before the clock starts, so TIMEOUT is not offered there.
- Reserve item: +120 s reserve for its holder.
No chance events: the seed is unused.
"""

from engine.whole import WHOLE  # (del lst[WHOLE]: emptied, its room kept, nothing allocated)
from games.arrowbic.board import (
    CYCLE,
    FELL,
    NEXT,
    NO_DIR,
    OFF,
    SQUARES,
    capture,
    chain_ends,
    closes_loop,
    mover,
    move_piece,
    stone,
)

RED = 0
BLUE = 1
RED_HOME = 31  # e4
BLUE_HOME = 49  # e6
# Actions. 0..323 place: square * 4 + direction (0 N, 1 E, 2 S, 3 W).
PLACEMENTS = 324
PASS = 324  # legal only when no placement is
RETAKE = 325  # the Retake item, see above
TIMEOUT = 326  # the seat to move ran out of time (the UI's clock says so)
START = 327  # START + seat: the Starter holder picks who places first
RESERVE_BONUS_MS = 120000
# Why the match ended (self.ending).
RUNNING = 0
FELL_OFF = 1
TWO_PASSES = 2
ROUND_LIMIT = 3
TIMED_OUT = 4
# view(seat) tuple fields.
V_BOARD = 0  # bytes(81) cell values, see arrowbic_board
V_PIECES = 1  # (Red square, Blue square); OFF (81) once a piece left
V_TO_MOVE = 2  # seat that acts now (the Starter holder during that step), -1 over
V_LAST_DIR = 3  # (Red, Blue) direction of each seat's previous stone, 4 none
V_TURN = 4  # turns played (k of the last turn); the next turn is k + 1
V_PASSES = 5  # passes in a row, 0..2
V_ROUNDS = 6  # the round limit
V_NEXT_PIECE = 7  # seat whose piece moves after the coming turn
V_LAST = 8  # last turn's action (placement or PASS), -1 none
V_CAPTURED = 9  # stones the last turn removed: square << 4 | value
V_MOVED = 10  # last piece move: (piece seat, from, to, outcome) or None
V_RETAKE = 11  # (holder seat or -1, used)
V_STARTER = 12  # (holder seat or -1, seat that placed first or -1 not chosen)
V_RESULT = 13  # None, or (r0, r1) with 1 win 0 draw -1 loss
V_ENDING = 14  # RUNNING, FELL_OFF, TWO_PASSES, ROUND_LIMIT or TIMED_OUT
V_HISTORY = 15  # tuple of every turn's action so far
V_SEAT = 16  # the seat this view is for


class Arrowbic:
    """State of one Arrowbic Exercise match."""

    ID = 3
    from games.arrowbic.info import NAME, OPTIONS, SEATS, TITLE  # (the menu reads them there)

    def __init__(self, seed=0, options=None, seats=2):
        # Missing trailing options take their defaults (e.g. just [rounds]).
        options = tuple(options or ())
        options += tuple(opt[1] for opt in self.OPTIONS[len(options) :])
        self.options = options
        self.rounds = options[0]
        self.clock_on = options[1] == 1
        self.turn_ms = options[2] * 1000
        bonus = options[6]
        base = options[3] * 1000
        self.reserve_ms = (
            base + (RESERVE_BONUS_MS if bonus == 1 else 0),
            base + (RESERVE_BONUS_MS if bonus == 2 else 0),
        )
        self.starter_holder = options[4] - 1  # -1 nobody
        self.retake_holder = options[5] - 1  # -1 nobody
        self.retake_used = False
        # Seat placing first; -1 while the Starter holder has not chosen.
        self.start_seat = -1 if self.starter_holder >= 0 else RED
        self.board = bytearray(SQUARES)
        self.pieces = bytearray(2)  # squares of the Red and Blue piece, OFF gone
        self.last_dir = bytearray(2)  # per seat, NO_DIR before its first stone
        self._ends = bytearray(SQUARES)  # scratch for legal(): chain_ends table
        self._path = bytearray(SQUARES)  # scratch for chain_ends
        # legal()'s list, made once at full capacity while the heap is whole.
        self._legal = [0] * (PLACEMENTS + 3)
        self.turns = []  # every turn's action (placement or PASS), in order
        self._restart()
        if self.start_seat < 0:
            self.to_move = self.starter_holder

    def _restart(self):
        """The opening position (the Starter choice, if any, is kept)."""
        for sq in range(SQUARES):
            self.board[sq] = 0
        self.pieces[RED] = RED_HOME
        self.pieces[BLUE] = BLUE_HOME
        self.last_dir[RED] = NO_DIR
        self.last_dir[BLUE] = NO_DIR
        self.turns = []
        self.round = 0  # turns played, the k of the last turn
        self.passes = 0  # passes in a row
        self.to_move = self.start_seat
        self.last = -1  # last turn's action
        self.captured = []  # stones the last turn removed: square << 4 | value
        self.moved = None  # (piece seat, from, to, outcome) of the last turn
        self._result = None
        self.ending = RUNNING

    def acting(self):
        """The one seat to act, until the match is over."""
        return () if self._result else ((0,), (1,))[self.to_move]  # (constant tuples: no new one per call)

    def _mark(self, seat):
        """Fill the legal list (self._legal, made once) with the placements of
        `seat`, ascending, and return how many. (A direction closes a loop
        when the chain from the neighbour it points at ends on the square, or
        is a loop.) This loop and view() are a CPU decision's first unit, a
        board frame's whole work at the opening's 324 placements
        (tools/bench_think.py), so it keeps to locals (NEXT too: a module
        global is a dictionary look-up each time) and writes no other
        scratch: about a third less than a pass that also kept a mask of
        directions per square."""
        board = self.board
        ends = self._ends
        chain_ends(board, ends, self._path)
        banned = self.last_dir[seat]
        step = NEXT
        out = self._legal
        del out[WHOLE]
        for sq in range(SQUARES):
            if board[sq]:
                continue
            a = sq << 2
            for d in range(4):
                if d != banned:
                    nxt = step[a]
                    if nxt == 255 or not board[nxt] or (ends[nxt] != sq and ends[nxt] != CYCLE):
                        out.append(a)
                a += 1
        return len(out)

    def can_retake(self, seat):
        """True when `seat` may use the Retake item now."""
        return (
            seat == self.retake_holder
            and not self.retake_used
            and self._result is None
            and self.start_seat >= 0
            and seat == self.to_move
            and len(self.turns) >= 2
        )

    def legal(self, seat):
        """Sorted actions of `seat` now: placements or PASS, then RETAKE, TIMEOUT.
        While a seat is to move the list is one made per game and refilled by
        the next call: read it before the game changes, copy it to keep it."""
        if self._result or seat != self.to_move:
            return []
        if self.start_seat < 0:
            return [START, START + 1]
        # Within the capacity made once: neither del nor appending reallocates
        # (at most PLACEMENTS placements, then at most two of the three below).
        out = self._legal
        if not self._mark(seat):
            out.append(PASS)
        if self.can_retake(seat):
            out.append(RETAKE)
        if self.clock_on:
            out.append(TIMEOUT)
        return out

    def _placement_ok(self, seat, action):
        if not 0 <= action < PLACEMENTS:
            return False
        sq = action >> 2
        d = action & 3
        return not self.board[sq] and d != self.last_dir[seat] and not closes_loop(self.board, sq, d)

    def apply(self, actions):
        """Play the acting seat's action; ValueError when it is not legal."""
        action = actions[0]
        seat = self.to_move
        if self._result:
            raise ValueError("the match is over")
        if self.start_seat < 0:
            if action != START and action != START + 1:
                raise ValueError("the Starter holder must pick who starts")
            self.start_seat = action - START
            self.to_move = self.start_seat
        elif action == TIMEOUT and self.clock_on:
            self._finish(seat, TIMED_OUT)
        elif action == RETAKE and self.can_retake(seat):
            keep = self.turns[:-2]
            self._restart()
            for turn in keep:
                self._turn(turn)
            self.retake_used = True
        elif action == PASS and not self._mark(seat):
            self._turn(PASS)
        elif self._placement_ok(seat, action):
            self._turn(action)
        else:
            raise ValueError("illegal action")

    def _turn(self, action):
        """One turn: place (or pass), capture, move the scheduled piece, judge."""
        seat = self.to_move
        k = self.round + 1
        self.captured = []
        if action == PASS:
            self.passes += 1
        else:
            sq = action >> 2
            self.board[sq] = stone(seat, action & 3)
            self.last_dir[seat] = action & 3
            capture(self.board, sq, seat, self.captured)
            self.passes = 0
        self.turns.append(action)
        self.round = k
        self.last = action
        which = mover(k)
        start = self.pieces[which]
        outcome = move_piece(self.board, self.pieces, which)
        self.moved = (which, start, self.pieces[which], outcome)
        self.to_move = 1 - seat
        if outcome == FELL:
            self._finish(which, FELL_OFF)
        elif self.passes >= 2:
            self._finish(-1, TWO_PASSES)
        elif k >= self.rounds:
            self._finish(-1, ROUND_LIMIT)

    def _finish(self, loser, ending):
        """End the match: `loser` seat loses, or -1 for a draw."""
        if loser < 0:
            self._result = (0, 0)
        else:
            self._result = (-1, 1) if loser == RED else (1, -1)
        self.ending = ending

    def result(self):
        """None while running, else (seat 0, seat 1) with 1 win, 0 draw, -1 loss."""
        return self._result

    def view(self, seat):
        """Everything is public in this game; fields are the V_* indexes above."""
        over = self._result is not None
        return (
            bytes(self.board),
            (self.pieces[RED], self.pieces[BLUE]),
            -1 if over else self.to_move,
            (self.last_dir[RED], self.last_dir[BLUE]),
            self.round,
            self.passes,
            self.rounds,
            mover(self.round + 1),
            self.last,
            tuple(self.captured),
            self.moved,
            (self.retake_holder, self.retake_used),
            (self.starter_holder, self.start_seat),
            self._result,
            self.ending,
            tuple(self.turns),
            seat,
        )

    # For tests and tools only: the device image is compiled at -O3, where
    # __debug__ is False and mpy-cross leaves this block out, so a board
    # never holds the code of clone, key and check (no device code calls
    # them; tests/test_deploy.py checks that the image lacks them).
    if __debug__:
        def clone(self):
            """An independent copy."""
            twin = Arrowbic(0, self.options)
            twin.board = bytearray(self.board)
            twin.pieces = bytearray(self.pieces)
            twin.last_dir = bytearray(self.last_dir)
            twin.turns = self.turns[:]
            twin.start_seat = self.start_seat
            twin.retake_used = self.retake_used
            twin.round = self.round
            twin.passes = self.passes
            twin.to_move = self.to_move
            twin.last = self.last
            twin.captured = self.captured[:]
            twin.moved = self.moved
            twin._result = self._result
            twin.ending = self.ending
            return twin

        def key(self):
            """Bytes equal exactly when two states are equal (the turn history is part
            of the state: Retake replays it)."""
            out = bytearray(self.board)
            out.extend(self.pieces)
            out.extend(self.last_dir)
            r = 3 if self._result is None else self._result[0] + 1
            # bytes(...) first: MicroPython's bytearray.extend takes only buffers.
            used = 1 if self.retake_used else 0
            out.extend(bytes((self.to_move, self.start_seat + 1, self.passes, used)))
            out.extend(bytes((self.ending, r, self.round)))
            for value in self.options:
                out.append(value >> 8)
                out.append(value & 255)
            for action in self.turns:
                out.append(action >> 8)
                out.append(action & 255)
            return bytes(out)

        def check(self):
            """Invariants of the board, pieces, counters and result."""
            board = self.board
            for value in board:
                assert value <= 8
            chain_ends(board, self._ends, self._path)
            for sq in range(SQUARES):
                assert not board[sq] or self._ends[sq] <= OFF, "closed loop on the board"
            assert self.round == len(self.turns) <= self.rounds
            trailing = 0
            while trailing < len(self.turns) and self.turns[-1 - trailing] == PASS:
                trailing += 1
            assert self.passes == min(trailing, 2)
            assert self.last_dir[0] <= NO_DIR and self.last_dir[1] <= NO_DIR
            assert not self.retake_used or self.retake_holder >= 0
            if self.start_seat < 0:
                assert self.starter_holder >= 0 and self.round == 0
                assert self.to_move == self.starter_holder
            else:
                assert self.to_move == (self.start_seat + self.round) % 2
            if self._result is None:
                assert self.ending == RUNNING
                assert self.pieces[0] < OFF and self.pieces[1] < OFF
                assert self.pieces[0] != self.pieces[1]
            else:
                assert self.ending != RUNNING
                assert self._result[0] == -self._result[1]
                if self.ending == FELL_OFF:
                    assert OFF in (self.pieces[0], self.pieces[1])


GAME = Arrowbic
