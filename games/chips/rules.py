"""Missiles & Microchips (seed 002): rogue supercomputers bluff for energy.

Rules as ruled in shared/RULINGS.md, in our own words. 2 to 6 seats, each starting
with 5 energy. The start player is drawn from the match generator.

A round with 3 or more computers alive has five steps:
1. CHOOSE: every living seat secretly picks a target (another living seat) and an
   action: Attack, Block or Charge. One code holds both: target * 3 + action.
2. AIM: all targets are shown (they are public from here on).
3. CHANGE: one seat at a time, from the start player on in seat order, each living
   seat keeps its action or swaps it for one of its other two, paying 1 energy at
   once (allowed with 1 energy or more). The code is the action the seat ends with:
   its current action keeps it for free. The new action stays hidden, but energy is
   public, so everyone sees THAT a seat changed (its energy drops), never to what.
4. All actions are shown and resolve together:
   - Attack on X: X loses 1 unless X blocks. Mirrored attacks (two seats attacking
     each other, "Mutually Assured Destruction") are just two hits: each loses 1.
   - Block: attacks on the blocker do nothing; each attacker loses 1 instead, or 2
     if it is the blocker's own target (Firewall).
   - Charge toward Y: gain 1; 2 if Y's action is Charge too (Chain); 0 if Y charges
     toward us (mirrored: Feedback); 0 if anyone attacked the charger (disabled).
5. Clean-up: seats at 0 energy or less die. Then any living seat at 10 or more wins,
   sharing the win with every other such seat. Else, if every seat that was alive
   this round died: nobody wins (Scorched Earth). Else one seat left wins (Last
   Standing). Else the start player passes to the next living seat in seat order.
With 2 alive (from the start with 2 seats) the round is a duel: no targets and no
change step; both pick just an action (code 0..2), each aiming at the other.
Reaching the round limit (default 40; 20 for a table of 2) without a winner: the living seats with the
highest energy win together. A win is 1 in result(), everything else -1.

Rulings we added where seed and RULINGS.md are silent (each pinned by a test):
- Paying the change cost can leave a seat at 0. It still plays its action this
  round; it dies at clean-up only if it is still at 0 or less after resolution
  (a successful Charge saves it).
- The 1-energy requirement never blocks a living seat in practice (every living seat
  starts the round with 1 or more and changes at most once); legal() enforces it.
- Chain looks at Y's chosen action: it counts even if Y's own charge is disabled.
- A charge that is both attacked and mirrored is reported as disabled.
- In a duel each seat's target is the other, so Block against Attack is a Firewall
  (the attacker loses 2) and Charge against Charge is Feedback (nobody gains).
- When the start player dies, the token passes to the next living seat after it.
- Round-limit ties share the win; dead seats never win.

The round's public record, `events`, is a list of (kind, seat, other, value) tuples
in the order a screen should animate them. It holds the change costs as they are
paid during CHANGE, then at the reveal one PLAY per living seat (from the start
player on), then each seat's resolution in the same order, then the deaths. It stays
readable through the next CHOOSE step and is cleared when the next round's picks
are applied. Every entry is public when it is added.
"""

from engine.prng import Rng

ATTACK = 0
BLOCK = 1
CHARGE = 2
ACTION_NAMES = ("Attack", "Block", "Charge")
START_ENERGY = 5
WIN_ENERGY = 10

# Steps: what acting() and legal() mean now.
CHOOSE = 0  # all living seats pick target * 3 + action
CHANGE = 1  # seat `turn` alone: keep or swap (code = final action 0..2)
DUEL = 2  # both living seats pick an action 0..2
OVER = 3

# Event kinds. `seat` is whose energy changes, `other` the seat that caused it (or
# the charger's target), `value` the energy change; PLAY and DIED differ as noted.
PLAY = 0  # seat revealed `value` (an action) aimed at `other`
COST = 1  # seat paid 1 to change its action (other = seat)
HIT = 2  # seat was hit by attacker `other`
MAD = 3  # hit by `other` while attacking `other` back (mirrored attacks)
BLOCKED = 4  # seat attacked blocker `other` and lost 1
FIREWALL = 5  # seat attacked blocker `other`, whose target it was, and lost 2
CHARGED = 6  # seat charged toward `other`: +1
CHAIN = 7  # `other` charged too: +2
FEEDBACK = 8  # mirrored charges: +0
DISABLED = 9  # seat was attacked while charging: +0
DIED = 10  # seat died at clean-up (value 0); the last kind (no tuple of their
# names: it was in a match's heap for the tests alone, and the 112 KB tour's
# six-seat match is at its edge)

_ALL_ACTIONS = (ATTACK, BLOCK, CHARGE)
_KEEP_ONLY = ((ATTACK,), (BLOCK,), (CHARGE,))  # legal() when a swap is unaffordable


def encode(target, action):
    """The CHOOSE code for aiming `action` at seat `target`."""
    return target * 3 + action


def decode(code):
    """(target, action) of a CHOOSE code."""
    return code // 3, code % 3


class ChipsView:
    """What one seat may see (built by Chips.view; bots get only this).

    energy, alive, events and everything about the round count are public.
    targets: per seat, only during CHANGE (public after AIM); -1 otherwise.
    action: this seat's own current action during CHANGE, else -1; nobody else's
    action is ever shown before the reveal.
    Only what a CPU reads (the start seat, whose turn it is and who paid are
    public too, but nothing reads them here): six CPUs make a view each at
    every step, and each attribute is heap on a board (nine fit a dict of
    ten slots; fourteen took seventeen, 136 bytes in one piece).
    """

    def __init__(self, game, seat):
        change = game.step == CHANGE
        self.seats = game.seats
        self.step = game.step
        self.round = game.round  # rounds completed
        self.rounds = game.rounds  # the round limit
        self.energy = tuple(game.energy)
        self.alive = tuple(game.alive)
        self.targets = tuple(game.targets) if change else (-1,) * game.seats
        self.action = game.actions[seat] if change else -1
        self.events = tuple(game.events)


def _living(alive):
    """The living seats, ascending, as a tuple. (A function of its own: a
    generator expression in acting() made its locals cells, a new object at
    every call, on every path.)"""
    return tuple(s for s in range(len(alive)) if alive[s])


class Chips:
    """State of one Missiles & Microchips match."""

    ID = 2
    from games.chips.info import NAME, OPTIONS, SEATS, TITLE  # (the menu reads them there)

    def __init__(self, seed=0, options=None, seats=3):
        self.rounds = options[0] if options else 40
        self.seats = seats
        self.rng = Rng(seed)
        self.energy = [START_ENERGY] * seats  # public; a dead seat keeps its last
        self.alive = [True] * seats
        self.start = self.rng.below(seats)  # start player, always alive in play
        self.step = DUEL if seats == 2 else CHOOSE
        self.turn = -1  # CHANGE: the seat acting now
        self.targets = [-1] * seats  # this round's targets; -1 outside CHANGE
        self.actions = [-1] * seats  # this round's actions; -1 outside CHANGE
        self.paid = [False] * seats  # paid the change cost this round
        self.events = []  # this (or the last) round's public record, see above
        self.round = 0  # rounds completed
        self._result = None

    def acting(self):
        """CHOOSE and DUEL: every living seat; CHANGE: the one seat whose turn it is."""
        if self.step == CHANGE:
            return ((0,), (1,), (2,), (3,), (4,), (5,))[self.turn]  # (constant tuples: no new one per call)
        if self.step == OVER:
            return ()
        if False not in self.alive:  # every seat: a constant tuple, not a new one per call
            return ((0, 1), (0, 1, 2), (0, 1, 2, 3), (0, 1, 2, 3, 4), (0, 1, 2, 3, 4, 5))[self.seats - 2]
        return _living(self.alive)

    def legal(self, seat):
        """Sorted action codes for a seat that acts now, else ()."""
        step = self.step
        if step == OVER or not self.alive[seat]:
            return ()
        if step == CHOOSE:
            alive = self.alive
            codes = [0] * (3 * (sum(alive) - 1))  # made at its length: see bot.py
            i = 0
            for target in range(self.seats):
                if target != seat and alive[target]:
                    for act in range(3):
                        codes[i] = target * 3 + act
                        i += 1
            return codes
        if step == CHANGE:
            if seat != self.turn:
                return ()
            if self.energy[seat] >= 1:
                return _ALL_ACTIONS
            return _KEEP_ONLY[self.actions[seat]]
        return _ALL_ACTIONS

    def apply(self, actions):
        """Apply one joint action (one code per acting() seat, in that order)."""
        acting = self.acting()
        if len(actions) != len(acting):
            raise ValueError("wrong number of actions")
        # (Indexes, not zip(): a match resolves in a frame, and each zip made
        # a tuple a seat.)
        for i in range(len(acting)):
            if not self.allows(acting[i], actions[i]):
                raise ValueError("illegal action")
        if self.step == CHOOSE:
            self.events = []
            for i in range(len(acting)):
                self.targets[acting[i]] = actions[i] // 3
                self.actions[acting[i]] = actions[i] % 3
            self.step = CHANGE
            self.turn = self.start
        elif self.step == CHANGE:
            seat = self.turn
            if actions[0] != self.actions[seat]:
                self.energy[seat] -= 1
                self.paid[seat] = True
                self.actions[seat] = actions[0]
                self.events.append((COST, seat, seat, -1))
            self.turn = self._next_alive(seat)
            if self.turn == self.start:
                self._resolve()
        else:
            self.events = []
            first, second = acting
            self.targets[first] = second
            self.targets[second] = first
            self.actions[first] = actions[0]
            self.actions[second] = actions[1]
            self._resolve()

    def allows(self, seat, code):
        """code in legal(seat), without CHOOSE's list of codes (apply checks
        every seat's pick: six lists in the frame that resolves)."""
        if self.step == CHOOSE and type(code) is int and self.alive[seat]:
            return 0 <= code < 3 * self.seats and code // 3 != seat and self.alive[code // 3]
        return code in self.legal(seat)

    def _next_alive(self, seat):
        seat = (seat + 1) % self.seats
        while not self.alive[seat]:
            seat = (seat + 1) % self.seats
        return seat

    def _attacked(self, seat):
        for other in range(self.seats):
            if self.targets[other] == seat and self.actions[other] == ATTACK:
                return True
        return False

    def _resolve(self):
        """Steps 4 and 5: reveal, resolve all at once, clean up."""
        tgt = self.targets
        act = self.actions
        energy = self.energy
        events = self.events
        # Living seats from the start player on, in seat order: three passes
        # over (start + i) % n (a list of them was the resolving frame's garbage).
        n = self.seats
        for i in range(n):
            seat = (self.start + i) % n
            if self.alive[seat]:
                events.append((PLAY, seat, tgt[seat], act[seat]))
        for i in range(n):
            seat = (self.start + i) % n
            if not self.alive[seat]:
                continue
            t = tgt[seat]
            if act[seat] == ATTACK:
                if act[t] == BLOCK:
                    loss = 2 if tgt[t] == seat else 1
                    energy[seat] -= loss
                    events.append((FIREWALL if loss == 2 else BLOCKED, seat, t, -loss))
                else:
                    energy[t] -= 1
                    mad = act[t] == ATTACK and tgt[t] == seat
                    events.append((MAD if mad else HIT, t, seat, -1))
            elif act[seat] == CHARGE:
                if self._attacked(seat):
                    kind, gain = DISABLED, 0
                elif act[t] == CHARGE:
                    kind, gain = (FEEDBACK, 0) if tgt[t] == seat else (CHAIN, 2)
                else:
                    kind, gain = CHARGED, 1
                energy[seat] += gain
                events.append((kind, seat, t, gain))
        for i in range(n):
            seat = (self.start + i) % n
            if self.alive[seat] and energy[seat] <= 0:
                self.alive[seat] = False
                events.append((DIED, seat, seat, 0))
        self._clean_up()

    def _clean_up(self):
        self.round += 1
        n = self.seats
        for seat in range(n):
            self.targets[seat] = -1
            self.actions[seat] = -1
            self.paid[seat] = False
        self.turn = -1
        # The winners are the living seats with `floor` energy or more (no
        # lists of them: this runs in the frame that resolves a round).
        living = 0
        best = -WIN_ENERGY
        floor = -WIN_ENERGY  # no energy win: any living seat (Last Standing), or none (Scorched Earth)
        for s in range(n):
            if self.alive[s]:
                living += 1
                if self.energy[s] > best:
                    best = self.energy[s]
        if best >= WIN_ENERGY:
            floor = WIN_ENERGY  # energy win first
        elif living > 1:
            if self.round < self.rounds:
                self.start = self._next_alive(self.start)
                self.step = DUEL if living == 2 else CHOOSE
                return
            floor = best  # round limit: the most energy
        self.step = OVER
        result = [-1] * n
        for s in range(n):
            if self.alive[s] and self.energy[s] >= floor:
                result[s] = 1
        self._result = tuple(result)

    def result(self):
        """None while running, else per seat 1 (won, shared too) or -1 (lost)."""
        return self._result

    def view(self, seat):
        """What this seat may see now (a ChipsView)."""
        return ChipsView(self, seat)

    # For tests and tools only: the device image is compiled at -O3, where
    # __debug__ is False and mpy-cross leaves this block out, so a board
    # never holds the code of clone, key and check (no device code calls
    # them; tests/test_deploy.py checks that the image lacks them).
    if __debug__:
        def clone(self):
            """An independent copy."""
            twin = Chips(0, (self.rounds,), self.seats)
            twin.rng.state = self.rng.state
            twin.energy = self.energy[:]
            twin.alive = self.alive[:]
            twin.start = self.start
            twin.step = self.step
            twin.turn = self.turn
            twin.targets = self.targets[:]
            twin.actions = self.actions[:]
            twin.paid = self.paid[:]
            twin.events = self.events[:]  # the tuples inside are immutable
            twin.round = self.round
            twin._result = self._result
            return twin

        def key(self):
            """Bytes equal exactly when two states are equal."""
            out = bytearray((self.seats, self.rounds, self.round, self.start, self.step))
            out.append(self.turn + 1)
            for part in self.rng.state:  # each below 2**15
                out.append(part >> 8)
                out.append(part & 0xFF)
            for seat in range(self.seats):
                out.append(self.energy[seat] + 64)  # energy stays within -16 .. 16
                out.append(self.alive[seat] + 2 * self.paid[seat])
                out.append(self.targets[seat] + 1)
                out.append(self.actions[seat] + 1)
                out.append(2 if self._result is None else self._result[seat] + 1)
            out.append(len(self.events))
            for kind, seat, other, value in self.events:
                out.extend((kind, seat, other, value + 8))
            return bytes(out)

        def check(self):
            """Raise AssertionError when a rule invariant is broken."""
            n = self.seats
            living = [s for s in range(n) if self.alive[s]]
            assert 2 <= n <= 6 and 0 <= self.round <= self.rounds
            for seat in range(n):
                assert -16 <= self.energy[seat] < WIN_ENERGY + 3
                if not self.alive[seat]:
                    assert self.energy[seat] <= 0 and self.targets[seat] == -1
            if self._result is not None:
                assert self.step == OVER and self.turn == -1
                for seat in range(n):
                    assert self._result[seat] in (-1, 1)
                    assert self._result[seat] == -1 or self.alive[seat]
                return
            assert self.round < self.rounds and self.alive[self.start]
            if len(living) == 2:
                assert self.step == DUEL
            else:
                assert len(living) > 2 and self.step in (CHOOSE, CHANGE)
            for seat in living:
                assert 0 <= self.energy[seat] < WIN_ENERGY
                if self.step != CHANGE:
                    assert self.energy[seat] >= 1 and not self.paid[seat]
                    assert self.targets[seat] == -1 and self.actions[seat] == -1
            if self.step == CHANGE:
                assert self.alive[self.turn]
                acted = True  # seats before `turn` (from the start player) have acted
                n = self.seats
                for seat in [s % n for s in range(self.start, self.start + n) if self.alive[s % n]]:
                    if seat == self.turn:
                        acted = False
                    t = self.targets[seat]
                    assert t != seat and self.alive[t] and 0 <= self.actions[seat] <= 2
                    assert acted or not self.paid[seat]
                    assert self.energy[seat] >= 1 - self.paid[seat]


GAME = Chips
