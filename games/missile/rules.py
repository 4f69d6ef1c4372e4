"""Missile Match (seed 000): dominoes fired as missiles to get 4 marks in a line.

Rules in our words (shared/RULINGS.md stands over the seed):
- A field of 4 columns (A-D) by 8 rows. P1 (red) sits at the row-1 edge, P2 (black)
  at the row-8 edge. Each has a supply of 15 marks.
- The yard is a shuffled double-six set (28 dominoes). Before each draw, when fewer
  than 8 are left, all 28 are gathered and shuffled again. P1 draws 4, then P2 4.
- Both place their 4 missiles in secret, one in each column, then reveal together.
  Power is the end facing the opponent, travel the end facing the owner. A single
  blank must point its blank at the opponent (an eraser). Travel t aims at the t-th
  row from the owner's edge: P1 row t, P2 row 9-t.
- Step 1: each missile with power claims its target if empty, with a mark from the
  supply. Two claimers on one square (same column, travels adding up to 9): the
  higher power claims, equal powers destroy both. An occupied target: nothing.
- Step 2: each eraser removes an opponent mark on its target (also one claimed in
  step 1). Own marks are never removed. Removed marks return to their supply.
- Step 3: the owner of the double blank removes any one opponent mark in its column
  (a separate pick step; nothing happens when there is none).
- Then: exactly one player with 4 in a line (row, column or diagonal) wins; both or
  neither: the missiles are discarded and play goes on. The round limit (default
  30) ends the match in a draw.

Our rulings where the seed and the rulings are silent (each pinned by a test):
1. Short supply: claims go column A to D; once a supply is empty the owner's later
   claims do nothing. (Reveal events list P1 before P2 within a column.)
2. A clash is fought even by a player with no marks left: the higher power wins and
   claims only if its owner has a mark; otherwise the square stays empty.
3. Claimers and erasers never fight each other: a step-1 claim can be erased in step
   2 of the same round. The double blank has no target and never clashes.
4. Lines are judged only after step 3: a line made in step 1 and broken in step 2 or
   3 does not count. Several lines of one player are still one win.
5. Both having a line when the round limit is reached is a draw.
6. The yard is drawn from its top; hands are kept in ascending domino order.
"""

from games.missile import dominoes as dom
from games.missile import field
from engine.prng import Rng

PLACE = 0  # both seats place 4 missiles (hidden, simultaneous)
PICK = 1  # the double blank's owner picks an opponent mark in its column
OVER = 2

# view() tuple: index names for screens and bots.
V_SEAT = 0  # the viewing seat
V_PHASE = 1  # PLACE, PICK or OVER
V_HAND = 2  # bytes(4): own dominoes (the ones just revealed during PICK)
V_BOARD = 3  # bytes(32): field, see missile_field
V_SUPPLY = 4  # (marks left of seat 0, of seat 1)
V_YARD = 5  # dominoes left in the yard
V_DISCARD = 6  # bytes: revealed dominoes discarded since the last reshuffle
V_ROUND = 7  # rounds completed
V_ROUNDS = 8  # round limit
V_PICK_COL = 9  # column of the double blank during PICK, else -1
V_SHOWN = 10  # None, or (shots of seat 0, shots of seat 1) of the last reveal
V_EVENTS = 11  # tuple of the last reveal's events, in order (missile_field)

_BOTH = (0, 1)
_ALL = bytes(range(dom.DOMINOES))


class Missile:
    """State of one Missile Match."""

    ID = 0
    from games.missile.info import NAME, OPTIONS, SEATS, TITLE  # (the menu reads them there)

    def __init__(self, seed=0, options=None, seats=2):
        self.rounds = options[0] if options else 30
        self.rng = Rng(seed)
        self.round = 0  # rounds completed
        self.board = bytearray(field.SQUARES)
        self.supply = [field.MARKS, field.MARKS]  # marks off the field, per seat
        self.yard = bytearray()  # face-down dominoes; the top is the end
        self.discard = bytearray()  # revealed dominoes since the last reshuffle
        self.hands = [bytearray(), bytearray()]  # ascending ids, 4 once dealt
        self.phase = PLACE
        self.picker = -1  # seat that picks during PICK, else -1
        self.pick_col = -1  # its double blank's column during PICK, else -1
        self.shots = [bytearray(field.SHOT_BYTES), bytearray(field.SHOT_BYTES)]
        self.shown = False  # True once a reveal happened: shots are public
        self.events = []  # the last reveal's events, in order
        self._legal = [None, None]  # cached placement codes of each hand
        self._result = None
        self._draw()

    # -- yard ---------------------------------------------------------------

    def _draw(self):
        """Discard the hands, reshuffle if the yard is short, deal 4 + 4."""
        for seat in _BOTH:
            self.discard.extend(self.hands[seat])
        if len(self.yard) < 2 * dom.HAND:
            self.yard = bytearray(_ALL)
            self.rng.shuffle(self.yard)
            self.discard = bytearray()
        for seat in _BOTH:
            hand = self.yard[-dom.HAND :]
            self.yard = self.yard[: -dom.HAND]
            self.hands[seat] = bytearray(sorted(hand))
        self._legal = [None, None]

    def set_hands(self, hand0, hand1):
        """Give the seats these hands (tests and puzzles); the dominoes come out of
        the yard or discard pile and the old hands go onto the yard."""
        self.yard.extend(self.hands[0])
        self.yard.extend(self.hands[1])
        taken = list(hand0) + list(hand1)
        self.yard = bytearray([d for d in self.yard if d not in taken])
        self.discard = bytearray([d for d in self.discard if d not in taken])
        self.hands = [bytearray(sorted(hand0)), bytearray(sorted(hand1))]
        self._legal = [None, None]

    def set_board(self, board):
        """Put these marks on the field (tests); supplies follow from them."""
        self.board = bytearray(board)
        for seat in _BOTH:
            self.supply[seat] = field.MARKS - field.count_marks(self.board, seat + 1)

    # -- contract -----------------------------------------------------------

    def acting(self):
        """Both seats place; only the double blank's owner picks."""
        if self.phase == PLACE:
            return _BOTH
        if self.phase == PICK:
            return ((0,), (1,))[self.picker]  # (constant tuples: no new one per call)
        return ()

    def legal(self, seat):
        """Placement codes of the seat's hand, or the rows it may pick."""
        if self.phase == PICK:
            if seat != self.picker:
                return ()
            return field.marks_in_column(self.board, self.pick_col, 2 - seat)
        if self.phase == OVER:
            return ()
        if self._legal[seat] is None:
            self._legal[seat] = dom.legal_placements(self.hands[seat])
        return self._legal[seat]

    def forget(self, seat):
        """Let go of the seat's placement codes (legal makes them again when
        next asked: the same list): a person's, while the match screen is
        built (games/missile/screen.py)."""
        self._legal[seat] = None

    def apply(self, actions):
        """Reveal both placements and resolve, or resolve the double-blank pick."""
        acting = self.acting()
        if not acting:
            raise ValueError("the match is over")
        if len(actions) != len(acting):
            raise ValueError("one action per acting seat")
        for i in range(len(acting)):  # (not zip(): an object and a tuple a seat, garbage in a reveal's frame)
            if actions[i] not in self.legal(acting[i]):
                raise ValueError("illegal action")
        if self.phase == PICK:
            self._pick(actions[0])
            return
        events = self.events = []
        for seat in _BOTH:
            dom.decode_into(self.hands[seat], actions[seat], self.shots[seat])
        self.shown = True
        s0, s1 = self.shots
        field.resolve_claims(self.board, self.supply, s0, s1, events)
        field.resolve_erasers(self.board, self.supply, s0, s1, events)
        for seat in _BOTH:
            col = field.double_blank_column(self.shots[seat])
            if col < 0:
                continue
            if field.marks_in_column(self.board, col, 2 - seat):
                self.phase = PICK
                self.picker = seat
                self.pick_col = col
                return
            events.append((field.NO_PICK, seat, col, 0, 0))
        self._end_round()

    def _pick(self, row):
        seat = self.picker
        self.board[row * field.COLS + self.pick_col] = field.EMPTY
        self.supply[1 - seat] += 1
        self.events.append((field.PICK, seat, self.pick_col, row, 0))
        self.phase = PLACE
        self.picker = self.pick_col = -1
        self._end_round()

    def _end_round(self):
        field.line_events(self.board, self.events)
        self.round += 1
        first = field.has_line(self.board, 1)
        if first != field.has_line(self.board, 2):
            self._result = (1, -1) if first else (-1, 1)
        elif self.round >= self.rounds:
            self._result = (0, 0)
        if self._result:
            self.phase = OVER
        else:
            self._draw()

    def result(self):
        """None while running, else (seat 0, seat 1) with 1 win, 0 draw, -1 loss."""
        return self._result

    def view(self, seat):
        """What ``seat`` may see: its own hand, never the other's before the reveal
        (index names V_* above)."""
        shown = (bytes(self.shots[0]), bytes(self.shots[1])) if self.shown else None
        return (
            seat,
            self.phase,
            bytes(self.hands[seat]),
            bytes(self.board),
            (self.supply[0], self.supply[1]),
            len(self.yard),
            bytes(self.discard),
            self.round,
            self.rounds,
            self.pick_col,
            shown,
            tuple(self.events),
        )

    def hand(self, seat):
        """The seat's own 4 dominoes (ascending ids)."""
        return bytes(self.hands[seat])

    # For tests and tools only: the device image is compiled at -O3, where
    # __debug__ is False and mpy-cross leaves this block out, so a board
    # never holds the code of clone, key and check (no device code calls
    # them; tests/test_deploy.py checks that the image lacks them).
    if __debug__:
        def clone(self):
            """An independent copy."""
            twin = Missile(0, (self.rounds,))
            twin.rng.state = self.rng.state
            twin.round = self.round
            twin.board = bytearray(self.board)
            twin.supply = self.supply[:]
            twin.yard = bytearray(self.yard)
            twin.discard = bytearray(self.discard)
            twin.hands = [bytearray(self.hands[0]), bytearray(self.hands[1])]
            twin.phase = self.phase
            twin.picker = self.picker
            twin.pick_col = self.pick_col
            twin.shots = [bytearray(self.shots[0]), bytearray(self.shots[1])]
            twin.shown = self.shown
            twin.events = self.events[:]
            twin._result = self._result
            return twin

        def key(self):
            """Bytes equal exactly when two states are equal."""
            out = bytearray((self.rounds, self.round, self.phase, self.picker + 1, self.pick_col + 1))
            for part in self.rng.state:
                out.append(part >> 8)
                out.append(part & 255)
            r = self._result
            out.extend((self.supply[0], self.supply[1], self.shown, 3 if r is None else r[0] + 1))
            out.extend(self.board)
            out.extend(self.hands[0])
            out.extend(self.hands[1])
            out.extend(self.shots[0])
            out.extend(self.shots[1])
            out.append(len(self.yard))
            out.extend(self.yard)
            out.append(len(self.discard))
            out.extend(self.discard)
            for event in self.events:
                out.extend(event)
            return bytes(out)

        def check(self):
            """Invariants: every domino in exactly one place, marks conserved, phase and
            result consistent."""
            pool = bytearray(self.yard) + self.discard + self.hands[0] + self.hands[1]
            assert sorted(pool) == list(_ALL)
            for seat in _BOTH:
                assert self.supply[seat] + field.count_marks(self.board, seat + 1) == field.MARKS
                assert list(self.hands[seat]) == sorted(self.hands[seat])
            assert max(self.board) <= 2 and len(self.board) == field.SQUARES
            assert 0 <= self.round <= self.rounds
            if self._result is None:
                assert self.phase != OVER
                assert self.round < self.rounds
            else:
                assert self.phase == OVER and self._result[0] == -self._result[1]
            if self.phase == PICK:
                assert self.legal(self.picker)
                assert field.double_blank_column(self.shots[self.picker]) == self.pick_col


GAME = Missile
