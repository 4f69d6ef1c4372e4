"""Spacewar Classic (game 5): the original "garage" Spacewar rules, as ruled in
shared/RULINGS.md ("Spacewar, the original (garage) rules"); the seed text is
the first part of seeds/003_5f43dc6460070d2f.txt. The rules come in parts:
games.garage.board (squares, cells, action ranges), .fields (force fields and
neutralizing), .movement (movement phases), .combat (force combat) and
.missiles (missile phases); this module runs the phases and the contract.

Seat 0 = P1 (red, back rank 1, moves first), seat 1 = P2 (blue, rank 12); the
seed's White and Black (WHITE, BLACK below). A full turn is 8 phases
(PHASE_*): P1 moves, combat (P2 begins), missiles, combat (P1 begins), P2
moves, combat (P1 begins), missiles, combat (P2 begins). Every phase is a run
of single actions by one seat:

- Movement: MOVE + from * 192 + to, one ship at a time (1 to 4 ships: all of
  one type, or at most one of each type: Immobilizer, Tractor, Pressor,
  Motherships-with-Gunboats); DONE ends the phase once one has moved. After a
  Mothership captures, its owner places the captured ship: PLACE + square.
- Combat: BEAM + firer * 192 + target; FIELD + (firer * 192 + target) * 3 +
  choice (the three squares nearer to a Tractor / farther from a Pressor, in
  turning order); COUNTER + ship square (answers the other side's last beam or
  field); PASS. Two passes in a row end the phase.
- Missiles: each side (the side that just moved first) may LOAD + ((mother *
  8 + missile direction) * 8 + gunboat direction) * 3 + choice (the square of
  the next rank at the Gunboat's file - 1, file, file + 1), then DONE; then every
  fired missile flies; then returned missiles are placed with PLACE + square
  on the owner's back rank.

Choices where the rulings are silent (each pinned by tests/test_garage_rules.py):
- The field range option sets the Tractor and Pressor range everywhere: beams,
  fields, fields while moving and neutralizing. Immobilizers always reach 2.
- Fields while moving: the squares a piece passes through (not its last one)
  must be free of unneutralized enemy Tractor/Pressor/Immobilizer fields, and it
  may not start a move inside an unneutralized enemy Immobilizer field. A
  Mothership's two steps take any path that allows them. Within one move a
  friendly ship neutralizes one enemy ship all along the way: within its reach
  of that enemy ship, or of every square of the way the enemy's field holds.
  Each move of the phase is weighed on its own, so one ship may hold fields
  open for several moves.
- A captured ship keeps its power state, counts as moved for the rest of the
  phase and loses its beam marks.
- A piece destroyed by a beam or pushed off the board is gone at once: there
  is nothing left to counter. A counter answers only the action just before it.
- A side that can do nothing but pass in combat passes automatically; a side
  with no load skips loading; a movement phase with no legal move is skipped.
- Missiles fly all P1's, then all P2's, the one nearest the enemy first, each
  its full step one square at a time. A missile that enters a square of an
  unneutralized enemy Tractor/Pressor field stops there (one starting inside
  one still moves); there too each enemy ship needs a friendly ship of its own.
  A loaded missile's extra square is a flight step too.
- A rammed missile is lost; one hit by a friendly missile is lost too.
  Replacements are placed in the order the sides loaded.
- Win: destroy both enemy Motherships. Both sides losing their last at once is
  a draw, and so is the round limit ("rounds" full turns, default 40).
The rulings now also settle what were our choices: a piece carries at most one
mark of each beam type; a missile pushed off the board is lost; a field's three
squares are the nearest (farthest) by straight-line distance; neutralizing is
one to one; only the ships actually needed are held.
No chance events: the seed is unused.
"""

# The parts (combat, missiles, movement) are imported by a match's first Garage(),
# not here: the menu, the how-to and the rules pages load this class for its
# name and options only, and a board has no room to spare there.
from engine.whole import WHOLE  # (del lst[WHOLE]: emptied, its room kept, nothing allocated)
from games.garage.board import DONE, FIRED, GUNBOAT, KIND, MISSILE, MOTHER, MOVE, MOVED, OWNER, PASS, PLACE
from games.garage.board import SETUP, SQUARES, USED
from games.garage.board import BEAM, COUNTER, FIELD, LOAD  # noqa: F401 (the screens read the actions here)
from games.garage.board import FLEW, HIT, LAST_BEAM, LAST_FIELD, LEFT, NO_LAST  # noqa: F401 (the screens read them here)

WHITE = 0
BLACK = 1
# Stages: what the acting seat is doing.
MOVING = 0
CAPTURE = 1  # placing a captured ship
FIGHTING = 2
LOADING = 3
REPLACING = 4  # placing returned missiles
# Why the match ended.
RUNNING = 0
MOTHERS_GONE = 1
ROUND_LIMIT = 2
# view(seat) tuple fields.
V_BOARD = 0  # bytes(192) cells, see games.garage.board
V_MARKS = 1  # bytes(192) beam marks this combat phase (1 Tractor 2 Pressor 4 Immobilizer)
V_PHASE = 2  # 0..7
V_STAGE = 3  # MOVING, CAPTURE, FIGHTING, LOADING or REPLACING
V_TO_MOVE = 4  # acting seat, -1 once over
V_MOVES = 5  # ships moved this movement phase
V_GROUPS = 6  # bytes(4): ships moved per type (Immobilizer, Tractor, Pressor, K+R)
V_LAST = 7  # (kind, seat, a, b, c, ship kind) of the last combat action
V_PASSES = 8  # passes in a row
V_RETURNS = 9  # (P1, P2) missiles waiting to be placed
V_CAPTURE = 10  # (cell to place, Mothership square) or None
V_TRAIL = 11  # tuple of the last missile flights (from | to << 8 | outcome << 16)
V_ROUND = 12  # full turns completed
V_ROUNDS = 13  # the round limit
V_OPTIONS = 14  # (missile step, field range)
V_RESULT = 15  # None, or (r0, r1)
V_ENDING = 16  # RUNNING, MOTHERS_GONE or ROUND_LIMIT
V_SEAT = 17  # the seat this view is for
V_HELD = 18  # bytes: what this movement phase's moves need held (games.garage.movement)


def pieces_of(board, seat, kind):
    """How many pieces of `kind` `seat` has."""
    want = kind | (seat << 3)
    n = 0
    for cell in board:
        if cell & 15 == want:
            n += 1
    return n


class Garage:
    """State of one Spacewar Classic match."""

    ID = 5
    from games.garage.info import NAME, OPTIONS, SEATS, TITLE  # (the menu reads them there)
    # A unit of apply_steps() at most, MicroPython wasm microseconds (as a
    # bot's UNIT_US, engine/think.py): a match scene's staged resolve
    # (engine/settle.py) charges each unit this much of a frame's budget.
    UNIT_US = 130

    def __init__(self, seed=0, options=None, seats=2):
        from games.garage import combat, missiles, movement

        self._movement = movement  # the parts, loaded with the first match (not by the menu)
        self._combat_part = combat
        self._missiles = missiles
        options = tuple(options or ())
        options += tuple(opt[1] for opt in self.OPTIONS[len(options) :])
        self.options = options
        self.rounds = options[0]
        self.missile_step = options[1]
        self.field_range = options[2]
        self.board = bytearray(SQUARES)
        self.marks = bytearray(SQUARES)  # beam marks this combat phase, bits of MARK
        self.groups = bytearray(4)  # ships moved this phase per type (group_of)
        self.returns = bytearray(2)  # missiles waiting to be placed, per seat
        self.seen = bytearray(SQUARES)  # scratch: Mothership destinations
        self.covered = bytearray(SQUARES)  # scratch: enemy fields per square (movement.moves)
        self._mine = []  # scratch: field ship squares of the acting side
        self._theirs = []  # scratch: field ship squares of the other side
        self._path = [0, 0, 0]  # scratch: the squares a move passes
        self._needs = []  # scratch: what a way needs held (games.garage.fields.need)
        self._taken = []  # scratch: neutralizers given out while matching
        # What this movement phase's moves need held, one record a move that
        # crossed an enemy field (games.garage.fields.still_open).
        self.held = []
        # The acting seat's actions (DONE / PASS aside), as _settle found them
        # when `ready`: legal() copies them instead of searching again (a CPU's
        # first unit of thinking pays for legal()).
        self._scratch = []
        self.ready = False
        self.trail = []  # the last missile flights, for the screen
        # A staged resolve's steps under way (apply_steps, engine/settle.py),
        # or None: acting(), legal(), result() and view() finish them first.
        self.resolving = None
        for f in range(16):
            self.board[f] = MISSILE
            self.board[16 + f] = SETUP[f]
            self.board[176 + f] = MISSILE | OWNER
            self.board[160 + f] = SETUP[f] | OWNER
        self.round = 0
        self._result = None
        self.ending = RUNNING
        self.cap_cell = 0  # captured ship waiting to be placed (its new cell), 0 none
        self.cap_at = 0  # the capturing Mothership's square
        self.last = [NO_LAST, 0, 0, 0, 0, 0]  # see V_LAST
        self.first = WHITE  # missile phases: the side that just moved (loads first)
        self.loaders = 2  # loading: sides still to load (2 while `first` loads)
        self._start_phase(0)
        self._settle()

    # ---------------------------------------------------------------- phases

    def _start_phase(self, phase):
        """Set up a phase's first step (no automatic steps here: _settle)."""
        self.ready = False
        board = self.board
        self.phase = phase
        self.passes = 0
        for i in range(6):
            self.last[i] = 0  # nothing for a counter to answer
        for sq in range(SQUARES):
            self.marks[sq] = 0  # marks last one combat phase
        if phase == 0 or phase == 4:
            for sq in range(SQUARES):
                if board[sq]:
                    board[sq] &= ~(USED | MOVED) & 255
            for g in range(4):
                self.groups[g] = 0
            del self.held[WHOLE]
            self.moves = 0
            self.stage = MOVING
            self.to_move = WHITE if phase == 0 else BLACK
        elif phase == 2 or phase == 6:
            self.stage = LOADING
            self.first = WHITE if phase == 2 else BLACK  # the side that just moved
            self.to_move = self.first
            self.loaders = 2
            del self.trail[WHOLE]
        else:
            self.stage = FIGHTING
            self.to_move = BLACK if phase == 1 or phase == 7 else WHITE

    def _end_phase(self):
        """Close the phase and open the next one; a full turn counts a round."""
        board = self.board
        if self.stage == MOVING:
            for sq in range(SQUARES):
                if board[sq]:
                    board[sq] &= ~MOVED & 255
            del self.held[WHOLE]
        phase = (self.phase + 1) & 7
        if phase == 0:
            self.round += 1
            if self.round >= self.rounds:
                self._finish(-1, ROUND_LIMIT)
                return
        self._start_phase(phase)

    def _settle(self):
        """Take the automatic steps until the acting seat has a real choice or
        the match is over; then the choice's actions are in _scratch."""
        for _ in self._settling():
            pass

    def _settling(self):
        """_settle() as a generator that yields between units of its work (a
        ship weighed, a phase opened, missiles flown): apply_steps()."""
        while self._result is None:
            stage = self.stage
            seat = self.to_move
            if stage == MOVING:
                if (yield from self._movement.moves(self, seat, self._scratch)):
                    break
                self._end_phase()
            elif stage == FIGHTING:
                if self.passes >= 2:
                    self._end_phase()
                elif (yield from self._combat_part.actions(self, seat, self._scratch)):
                    break
                else:
                    self._pass()
            elif stage == LOADING:
                if self._missiles.loads(self, seat, self._scratch):
                    break
                yield
                self._loaded()
            elif stage == REPLACING:
                if self.returns[seat] and self._missiles.back_squares(self.board, seat, self._scratch):
                    break
                self.returns[seat] = 0
                if seat == self.first:
                    self.to_move = 1 - seat
                else:
                    self._end_phase()
            else:
                self._movement.neighbours(self.board, self.cap_at, self._scratch)
                break
            yield
        # Left by a break: a real choice; else the match is over.
        self.ready = self._result is None
        if self.ready:
            # DONE or PASS joins the list here, once a step, so legal() hands
            # the list itself over (a copy with it was 100-400 B at every
            # legal(): a CPU's decision, a person's step and each action).
            stage = self.stage
            if stage == FIGHTING:
                self._scratch.append(PASS)
            elif stage == LOADING or stage == MOVING and self.moves:
                self._scratch.append(DONE)

    def _finish(self, loser, ending):
        """End the match: `loser` seat loses, or -1 for a draw."""
        if loser < 0:
            self._result = (0, 0)
        else:
            self._result = (-1, 1) if loser == WHITE else (1, -1)
        self.ending = ending

    def _judge(self):
        """A side without Motherships loses; both at once is a draw."""
        white = black = 0  # (one pass over the board, not one a side)
        for cell in self.board:
            if cell & KIND == MOTHER:
                if cell & OWNER:
                    black += 1
                else:
                    white += 1
        if not white and not black:
            self._finish(-1, MOTHERS_GONE)
        elif not white:
            self._finish(WHITE, MOTHERS_GONE)
        elif not black:
            self._finish(BLACK, MOTHERS_GONE)

    # ------------------------------------------------------------- the parts

    def _move(self, seat, src, to):
        """Move the ship on `src` to `to` (legal), with rams and captures."""
        if self._movement.move(self, seat, src, to):
            self.stage = CAPTURE

    def _pass(self):
        self.passes += 1
        self._combat_part.clear_last(self.last)
        self.to_move = 1 - self.to_move

    def _loaded(self):
        """The loading side is done: the other side loads, or missiles fly."""
        self.loaders -= 1
        if self.loaders:
            self.to_move = 1 - self.first
            return
        self._missiles.fly_all(self)
        self._judge()
        self.stage = REPLACING
        self.to_move = self.first

    # ------------------------------------------------------------- contract

    def settled(self):
        """Finish the steps of a staged resolve under way (engine/settle.py):
        every reader of the state calls this first."""
        steps = self.resolving
        self.resolving = None
        for _ in steps or ():
            pass

    def acting(self):
        """The one seat to act, until the match is over."""
        self.settled()
        return () if self._result else ((0,), (1,))[self.to_move]  # (constant tuples: no new one per call)

    def legal(self, seat):
        """Sorted actions of `seat` now: at a settled step the game's own list
        (read it; don't change it, nor keep it past the next apply())."""
        self.settled()
        if self._result or seat != self.to_move:
            return []
        stage = self.stage
        if self.ready:
            # The settled list itself, DONE or PASS in it (_settling): callers
            # only read a legal list, and a step's list stays as it is until
            # the next action is applied.
            return self._scratch
        out = []
        if stage == MOVING:
            for _ in self._movement.moves(self, seat, out):
                pass
            if self.moves:
                out.append(DONE)
        elif stage == CAPTURE:
            self._movement.neighbours(self.board, self.cap_at, out)
        elif stage == FIGHTING:
            for _ in self._combat_part.actions(self, seat, out):
                pass
            out.append(PASS)
        elif stage == LOADING:
            self._missiles.loads(self, seat, out)
            out.append(DONE)
        else:
            self._missiles.back_squares(self.board, seat, out)
        return out

    def apply(self, actions):
        """Play the acting seat's action; ValueError when it is not legal."""
        for _ in self.apply_steps(actions):
            pass

    def apply_steps(self, actions):
        """apply() as a generator (engine/settle.py, a staged resolve): the
        action is played by the first unit, then the automatic steps follow,
        a yield between units of work; the state is apply()'s once it ends,
        and no reader may look at it before (the match is half settled)."""
        action = actions[0]
        if self._result:
            raise ValueError("the match is over")
        if action not in self.legal(self.to_move):  # (at a settled step the list itself, no copy)
            raise ValueError("illegal action")
        if self._act(action):
            yield
            self._done()
        yield
        yield from self._settling()

    def play(self, action):
        """Apply a legal action of the acting seat without checking it (apply()
        checks; a CPU's private copy calls this directly)."""
        if self._act(action):
            self._done()
        self._settle()

    def _act(self, action):
        """The action itself, before the automatic steps (play()); True for
        DONE, whose work is _done()'s (a unit of its own: apply_steps)."""
        seat = self.to_move
        stage = self.stage
        self.ready = False
        if action == DONE:
            return True
        if stage == MOVING:
            self._move(seat, (action - MOVE) // 192, (action - MOVE) % 192)
        elif stage == CAPTURE:
            self.board[action - PLACE] = self.cap_cell
            self.cap_cell = 0
            self.cap_at = 0
            self.stage = MOVING
        elif stage == FIGHTING:
            if action == PASS:
                self._pass()
            else:
                self._combat_part.fight(self, seat, action)
        elif stage == LOADING:
            self._missiles.load(self, seat, action)
        else:
            self.board[action - PLACE] = MISSILE | (seat << 3)
            self.returns[seat] -= 1
        self._judge()
        return False

    def _done(self):
        """DONE: the movement phase ends, or the side's loading (the last
        side's: the missiles fly)."""
        if self.stage == MOVING:
            self._end_phase()
        else:
            self._loaded()
        self._judge()

    def result(self):
        """None while running, else (seat 0, seat 1) with 1 win, 0 draw, -1 loss."""
        self.settled()
        return self._result

    def view(self, seat):
        """Everything is public in this game; fields are the V_* indexes above
        (read through the Match after acting(): settled)."""
        over = self._result is not None
        return (
            bytes(self.board),
            bytes(self.marks),
            self.phase,
            self.stage,
            -1 if over else self.to_move,
            self.moves,
            bytes(self.groups),
            tuple(self.last),
            self.passes,
            (self.returns[0], self.returns[1]),
            (self.cap_cell, self.cap_at) if self.stage == CAPTURE else None,
            tuple(self.trail),
            self.round,
            self.rounds,
            (self.missile_step, self.field_range),
            self._result,
            self.ending,
            seat,
            bytes(self.held),
        )

    def load_view(self, view):
        """Become the position a view shows (a CPU's private copy)."""
        self.ready = False
        board = self.board
        marks = self.marks
        vb = view[V_BOARD]
        vm = view[V_MARKS]
        for sq in range(SQUARES):
            board[sq] = vb[sq]
            marks[sq] = vm[sq]
        self.phase = view[V_PHASE]
        self.stage = view[V_STAGE]
        self.to_move = view[V_TO_MOVE]
        self.moves = view[V_MOVES]
        for g in range(4):
            self.groups[g] = view[V_GROUPS][g]
        for i in range(6):
            self.last[i] = view[V_LAST][i]
        self.passes = view[V_PASSES]
        self.returns[0] = view[V_RETURNS][0]
        self.returns[1] = view[V_RETURNS][1]
        cap = view[V_CAPTURE]
        self.cap_cell = cap[0] if cap else 0
        self.cap_at = cap[1] if cap else 0
        self.round = view[V_ROUND]
        self.first = WHITE if self.phase < 4 else BLACK
        self.loaders = 2 if self.to_move == self.first else 1
        self._result = view[V_RESULT]
        self.ending = view[V_ENDING]
        del self.held[WHOLE]
        self.held.extend(view[V_HELD])

    # For tests and tools only: the device image is compiled at -O3, where
    # __debug__ is False and mpy-cross leaves this block out, so a board
    # never holds the code of clone, key and check (no device code calls
    # them; tests/test_deploy.py checks that the image lacks them).
    if __debug__:
        def clone(self):
            """An independent copy."""
            twin = Garage(0, self.options)
            twin.load_view(self.view(0))
            twin.trail = self.trail[:]
            return twin

        def key(self):
            """Bytes equal exactly when two states are equal."""
            out = bytearray(self.board)
            out.extend(self.marks)
            out.extend(self.groups)
            out.extend(self.returns)
            r = 3 if self._result is None else self._result[0] + 1
            loaders = self.loaders if self.stage == LOADING else 0
            out.extend(bytes((self.phase, self.stage, self.to_move, self.moves, self.passes, loaders)))
            out.extend(bytes((self.cap_cell, self.cap_at, r, self.ending, self.round)))
            out.extend(bytes(self.last))
            for value in self.options:
                out.append(value & 255)
            out.append(len(self.held))
            out.extend(self.held)
            return bytes(out)

        def check(self):
            """Invariants of the board, phase bookkeeping and result."""
            board = self.board
            counts = [0, 0, 0, 0]  # White pieces, Black pieces, White missiles, Black missiles
            for sq in range(SQUARES):
                cell = board[sq]
                kind = cell & KIND
                assert kind <= GUNBOAT
                if not cell:
                    assert not self.marks[sq]
                    continue
                assert kind
                counts[(cell >> 3) & 1] += 1
                if kind == MISSILE:
                    counts[2 + ((cell >> 3) & 1)] += 1
                    assert not cell & (USED | MOVED)
                else:
                    assert not cell & FIRED
                assert self.marks[sq] <= 7 and not (self.marks[sq] & (self.marks[sq] - 1))
                if self.stage != MOVING and self.stage != CAPTURE:
                    assert not cell & MOVED
            assert counts[0] + counts[1] <= 64 and counts[2] + counts[3] <= 32
            assert sum(self.groups) == self.moves <= 4
            assert not self.held or self.stage == MOVING or self.stage == CAPTURE
            from games.garage.fields import still_open

            assert still_open(board, self.held, 255, [])  # every move so far keeps its way
            assert 0 <= self.round <= self.rounds
            assert self.passes <= 2
            if self.stage == CAPTURE:
                assert self.cap_cell and board[self.cap_at] & KIND == MOTHER
            if self._result is None:
                assert self.ending == RUNNING
                assert pieces_of(board, WHITE, MOTHER) and pieces_of(board, BLACK, MOTHER)
                assert self.to_move in (0, 1)
            else:
                assert self.ending != RUNNING
                assert self._result[0] == -self._result[1]


GAME = Garage
