"""Spacewar Classic CPU: weighs every legal action one at a time.

From its own view only: it copies the view into a private Garage (the same
rules code), plays each legal action there with the rules' own steps (a move,
a beam or field, a load, a placement; no automatic follow-up), scores the
position (evaluate()) and takes the best, the rng breaking ties. DONE and PASS
score the position as it stands.

The score, for our seat: Motherships above all (none left: lost / won), ship
values, Gunboats and beam ships closing on the nearest enemy Mothership, an
enemy Mothership in reach of two of our beam types (a kill in the next combat),
beam marks carried, powers kept for later, and enemy ships near our own
Motherships (a ram or capture threat).

Thinking in slices (engine.think): think() yields after the restore and step,
after the Motherships are found and the first HALF squares scored, and after
the rest, so a unit is one of those (UNIT_US): about as long as each other on
a board, since measured slicing cuts a frame by the longest unit so far
(tools/bench_think.py); the movement stage's cheap look for threats ends with
LONG. Moves not worth scoring are skipped before any work (worth()).
"""

from engine.think import Thinker
from engine.whole import WHOLE
from games.garage.board import (
    OFF,
    FIRED,
    GUNBOAT,
    IMMOB,
    KIND,
    MARK,
    MISSILE,
    MOTHER,
    OWNER,
    SQUARES,
    TRACTOR,
    USED,
    dist,
    reach,
)
from games.garage.info import LEVELS  # noqa: F401 (the bot contract)
from games.garage.rules import (
    CAPTURE,
    DONE,
    FIGHTING,
    Garage,
    LOADING,
    MOVE,
    MOVING,
    PASS,
    PLACE,
    V_BOARD,
    V_CAPTURE,
    V_GROUPS,
    V_HELD,
    V_LAST,
    V_MARKS,
    V_MOVES,
    V_OPTIONS,
    V_STAGE,
)

WIN = 100000
HALF = 64  # squares scored in the unit that finds the Motherships (the rest: the next)
# Worth of each kind: -, Missile, Mothership, Tractor, Pressor, Immobilizer, Gunboat.
VALUE = (0, 2, 300, 14, 14, 10, 18)
KEEP_POWER = 3  # an unused power, worth keeping for a better target
CLOSE = 3  # per square a Gunboat (or beam ship, a third) is nearer an enemy Mothership
KILL_READY = 120  # an enemy Mothership in reach of two of our unused beam types
NEAR_HOME = 40
# A fired missile whose path meets an enemy Mothership 1-2, 3-4, 5-6, 7-8 squares ahead.
AIM = (250, 150, 90, 60)  # an enemy ship within 3 of one of our Motherships


class Bot(Thinker):
    """Greedy over the legal actions, one step deep."""

    UNIT_US = 400  # MicroPython wasm, one unit at most (tools/bench_think.py: 285 us measured): 11 ms on a PyBadge

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.sim = Garage(0)  # private copy of the position (options from the view)
        self.mothers = bytearray(4)  # squares of up to 2 + 2 Motherships (ours first)
        self.counts = bytearray(2)  # Motherships: ours, theirs
        self.reached = bytearray(2)  # our unused beam types in reach of each of theirs
        self.score = 0  # the score being added up
        self.tried = 0  # actions scored in the last decision
        self.fleeing = bytearray(2)  # our Motherships worth moving (OFF: none)

    def restore(self, view):
        """Reset the private game to the view's position."""
        sim = self.sim
        board = sim.board
        marks = sim.marks
        # Whole copies in place (the sizes match: nothing allocated), not a
        # loop over the squares: that made restoring the longest of the
        # bot's units on a board (tools/bench_think.py).
        board[:] = view[V_BOARD]
        marks[:] = view[V_MARKS]
        sim.groups[:] = view[V_GROUPS]
        sim.moves = view[V_MOVES]
        sim.stage = view[V_STAGE]
        last = view[V_LAST]
        for i in range(6):  # (a list: a slice store would make a slice object)
            sim.last[i] = last[i]
        del sim.trail[WHOLE]
        held = view[V_HELD]
        if sim.held:
            del sim.held[WHOLE]
        for i in range(len(held)):  # (an index loop: extend() would make an iterator)
            sim.held.append(held[i])
        cap = view[V_CAPTURE]
        sim.cap_cell = cap[0] if cap else 0
        sim.cap_at = cap[1] if cap else 0

    def step(self, stage, action):
        """Play one action on the private game, without the automatic steps."""
        sim = self.sim
        seat = self.seat
        if action == DONE or action == PASS:
            return
        if stage == MOVING:
            # The rules' move without reading the enemy fields: what a move
            # leaves held is no part of the score, and looking the field ships
            # up was most of a move's cost (the stage a capture sets is not
            # scored either).
            sim._movement.move(sim, seat, (action - MOVE) // 192, (action - MOVE) % 192, False)
        elif stage == FIGHTING:
            sim._combat_part.fight(sim, seat, action)
        elif stage == LOADING:
            sim._missiles.load(sim, seat, action)
        elif stage == CAPTURE:
            sim.board[action - PLACE] = sim.cap_cell
            sim.cap_cell = 0
        else:
            sim.board[action - PLACE] = MISSILE | (seat << 3)

    def find_mothers(self):
        """Note both sides' Motherships (squares in self.mothers: ours in 0-1,
        theirs in 2-3; counts in self.counts)."""
        board = self.sim.board
        me = self.seat << 3
        mothers = self.mothers
        mine = 0
        theirs = 0
        for sq in range(SQUARES):
            cell = board[sq]
            if cell & KIND == MOTHER:
                if cell & OWNER == me:
                    if mine < 2:
                        mothers[mine] = sq
                    mine += 1
                else:
                    if theirs < 2:
                        mothers[2 + theirs] = sq
                    theirs += 1
        self.counts[0] = mine
        self.counts[1] = theirs
        self.score = (mine - theirs) * VALUE[MOTHER]
        if self.sim.cap_cell:
            self.score += VALUE[self.sim.cap_cell & KIND]
        self.reached[0] = 0  # beam types of ours in reach of their Motherships
        self.reached[1] = 0

    def score_squares(self, first, last):
        """Add squares first..last-1 to the score (after find_mothers)."""
        board = self.sim.board
        marks = self.sim.marks
        fr = self.sim.field_range
        me = self.seat << 3
        mothers = self.mothers
        mine = self.counts[0]
        theirs = self.counts[1]
        if not mine or not theirs:
            return
        score = self.score
        for sq in range(first, last):
            cell = board[sq]
            kind = cell & KIND
            if not kind or kind == MOTHER:
                continue
            value = VALUE[kind]
            if marks[sq]:
                value -= value >> 1
            # Distances to their Motherships, kept for the reach tests below.
            near = first_d = dist(sq, mothers[2])
            if theirs > 1:
                second_d = dist(sq, mothers[3])
                near = second_d if second_d < near else near
            if cell & OWNER == me:
                score += value
                if kind == GUNBOAT:
                    score += CLOSE * (14 - near)
                elif kind >= TRACTOR and kind <= IMMOB:
                    score += (14 - near) * CLOSE // 3
                    if not cell & USED:
                        score += KEEP_POWER
                        rng = reach(kind, fr)
                        if first_d <= rng:
                            self.reached[0] |= MARK[kind]
                        if theirs > 1 and second_d <= rng:
                            self.reached[1] |= MARK[kind]
            else:
                score -= value
                if kind != MISSILE:
                    home = dist(sq, mothers[0])
                    if mine > 1:
                        other = dist(sq, mothers[1])
                        home = other if other < home else home
                    if home <= 3:
                        score -= NEAR_HOME
            if kind == MISSILE and cell & FIRED:
                score += self.aim(sq, cell)
        self.score = score

    def final_score(self):
        """The score once every square is added."""
        mine = self.counts[0]
        theirs = self.counts[1]
        if not theirs:
            return WIN if mine else 0
        if not mine:
            return -WIN
        marks = self.sim.marks
        mothers = self.mothers
        score = self.score
        for i in range(theirs if theirs < 2 else 2):
            sq = mothers[2 + i]
            got = marks[sq] | self.reached[i]
            if got & (got - 1):
                score += KILL_READY
            elif marks[sq]:
                score += KILL_READY // 3
        for i in range(mine if mine < 2 else 2):
            if marks[mothers[i]]:
                score -= KILL_READY // 2
        return score

    def evaluate(self):
        """Score of the private position for our seat (all at once)."""
        self.find_mothers()
        self.score_squares(0, SQUARES)
        return self.final_score()

    def aim(self, sq, cell):
        """What a fired missile on `sq` threatens, signed for our seat: the
        first piece in its path, when that is a Mothership of the other side."""
        board = self.sim.board
        fwd = 16 if not cell & OWNER else -16
        at = sq + fwd
        ahead = 1
        while 0 <= at < SQUARES and ahead <= 8:
            hit = board[at]
            if hit:
                if hit & KIND != MOTHER or hit & OWNER == cell & OWNER:
                    return 0
                threat = AIM[(ahead - 1) >> 1]
                return threat if cell & OWNER == self.seat << 3 else -threat
            at += fwd
            ahead += 1
        return 0

    def worth(self, board, action):
        """False for a move not worth scoring: a Mothership move that neither
        captures nor flees a threat (an enemy ship within 3, an enemy missile
        in flight on its file), another ship's move backwards that rams nothing."""
        src = (action - MOVE) // 192
        to = (action - MOVE) % 192
        cell = board[src]
        if board[to]:
            return True  # a ram or a capture
        if cell & KIND == MOTHER:
            return src == self.fleeing[0] or src == self.fleeing[1]
        ahead = (to >> 4) - (src >> 4)
        return ahead >= 0 if self.seat == 0 else ahead <= 0

    def find_threat(self, board, k, slot):
        """Note our Mothership on k in fleeing[slot] when it should consider
        moving: an enemy ship within 3, or an enemy missile in flight on its
        file (else OFF)."""
        me = self.seat << 3
        self.fleeing[slot] = OFF
        for sq in range(SQUARES):
            other = board[sq]
            if other and other & OWNER != me:
                if other & KIND == MISSILE:
                    threat = other & FIRED and sq & 15 == k & 15
                else:
                    threat = dist(sq, k) <= 3
                if threat:
                    self.fleeing[slot] = k
                    return

    def think(self, view, legal):
        """Pick an action from the view and the legal list; yields after each
        third of an action tried (restore and step, the Motherships found and
        HALF squares scored, the rest)."""
        opts = view[V_OPTIONS]
        self.sim.missile_step = opts[0]
        self.sim.field_range = opts[1]
        stage = view[V_STAGE]
        board = view[V_BOARD]
        best = legal[0]
        best_score = -WIN - 1
        self.tried = 0
        skipped = 0
        if stage == MOVING:
            slot = 0
            self.fleeing[1] = OFF
            mine = MOTHER | (self.seat << 3)  # (once, not a square)
            for k in range(SQUARES):
                if board[k] & 15 == mine and slot < 2:
                    yield
                    self.find_threat(board, k, slot)
                    slot += 1
            # LONG (engine/think.py): an action's units are longer than these,
            # so the first begins a board's frame (tools/bench_think.py).
            yield True
        for action in legal:
            if stage == MOVING and action < DONE and not self.worth(board, action):
                skipped += 1
                if not skipped & 15:
                    yield  # (sixteen skips at most a unit)
                continue
            self.restore(view)
            self.step(stage, action)
            yield
            self.find_mothers()
            self.score_squares(0, HALF)
            yield
            self.score_squares(HALF, SQUARES)
            score = self.final_score()
            self.tried += 1
            if score > best_score or (score == best_score and self.rng.below(2)):
                best = action
                best_score = score
            yield
        return best
