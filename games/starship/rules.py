"""Starship Combat (seed 001): two ships, three missiles, six shield charges.

Rules as ruled in shared/RULINGS.md. Each round both captains secretly pick one of
Nothing, Fire, Shield or Fire+Shield. Firing needs a missile and spends it; shielding
needs a charge and spends it whether or not a missile comes. A ship is destroyed when
the enemy fires and it did not shield. End of round: both destroyed is a draw, one
destroyed loses. Otherwise, both out of missiles is a draw and exactly one out of
missiles loses. Reaching the round limit (default 20) is a draw.
"""

NOTHING = 0
FIRE = 1
SHIELD = 2
BOTH = 3
ACTION_NAMES = ("Nothing", "Fire", "Shield", "Fire+Shield")
MISSILES = 3
CHARGES = 6

# Seat order of the joint action never changes: both seats act every round.
_BOTH_SEATS = (0, 1)
_NO_SEATS = ()
# legal() answers from this table, indexed [has missile][has charge]; lists are made
# once so a legal-move query allocates nothing.
_LEGAL = (((NOTHING,), (NOTHING, SHIELD)), ((NOTHING, FIRE), (NOTHING, FIRE, SHIELD, BOTH)))


class Starship:
    """State of one Starship Combat match."""

    ID = 1
    from games.starship.info import NAME, OPTIONS, SEATS, TITLE  # (the menu reads them there)

    def __init__(self, seed=0, options=None, seats=2):
        self.rounds = options[0] if options else 20
        self.missiles = [MISSILES, MISSILES]  # per seat, 0..3
        self.charges = [CHARGES, CHARGES]  # per seat, 0..6
        self.destroyed = [False, False]  # set in the round a ship is hit
        self.round = 0  # rounds completed
        self.last = None  # the last joint action, (action of seat 0, of seat 1)
        self._result = None  # None while running, else (r0, r1)

    def acting(self):
        """Both seats act every round until the match is over."""
        return _NO_SEATS if self._result else _BOTH_SEATS

    def legal(self, seat):
        """Actions this seat can afford now."""
        if self._result:
            return _NO_SEATS
        return _LEGAL[self.missiles[seat] > 0][self.charges[seat] > 0]

    def apply(self, actions):
        """Resolve one round from both locked picks."""
        for seat in _BOTH_SEATS:
            if actions[seat] not in self.legal(seat):
                raise ValueError("illegal action")
        for seat in _BOTH_SEATS:
            act = actions[seat]
            if act & FIRE:
                self.missiles[seat] -= 1
            if act & SHIELD:
                self.charges[seat] -= 1
        for seat in _BOTH_SEATS:
            enemy = actions[1 - seat]
            self.destroyed[seat] = bool(enemy & FIRE) and not actions[seat] & SHIELD
        self.last = (actions[0], actions[1])
        self.round += 1
        self._result = self._judge()

    def _judge(self):
        hit0, hit1 = self.destroyed
        if hit0 or hit1:
            if hit0 and hit1:
                return (0, 0)
            return (-1, 1) if hit0 else (1, -1)
        out0 = self.missiles[0] == 0
        out1 = self.missiles[1] == 0
        if out0 and out1:
            return (0, 0)
        if out0 or out1:
            return (-1, 1) if out0 else (1, -1)
        if self.round >= self.rounds:
            return (0, 0)
        return None

    def result(self):
        """None while running, else (seat 0, seat 1) with 1 win, 0 draw, -1 loss."""
        return self._result

    def view(self, seat):
        """Everything here is public: (own missiles, own charges, enemy missiles,
        enemy charges, rounds left including this one)."""
        other = 1 - seat
        return (
            self.missiles[seat],
            self.charges[seat],
            self.missiles[other],
            self.charges[other],
            self.rounds - self.round,
        )

    # For tests and tools only: the device image is compiled at -O3, where
    # __debug__ is False and mpy-cross leaves this block out, so a board
    # never holds the code of clone, key and check (no device code calls
    # them; tests/test_deploy.py checks that the image lacks them).
    if __debug__:
        def clone(self):
            """An independent copy."""
            twin = Starship(0, (self.rounds,))
            twin.missiles = self.missiles[:]
            twin.charges = self.charges[:]
            twin.destroyed = self.destroyed[:]
            twin.round = self.round
            twin.last = self.last
            twin._result = self._result
            return twin

        def key(self):
            """Bytes equal exactly when two states are equal."""
            r = self._result
            return bytes(
                (
                    self.rounds,
                    self.round,
                    self.missiles[0],
                    self.missiles[1],
                    self.charges[0],
                    self.charges[1],
                    self.destroyed[0],
                    self.destroyed[1],
                    3 if r is None else r[0] + 1,
                )
            )

        def check(self):
            """Invariants: counts in range and only ever spent; results consistent."""
            for seat in _BOTH_SEATS:
                assert 0 <= self.missiles[seat] <= MISSILES
                assert 0 <= self.charges[seat] <= CHARGES
            assert 0 <= self.round <= self.rounds
            assert MISSILES * 2 - sum(self.missiles) <= self.round * 2
            if self._result is None:
                assert not (self.destroyed[0] or self.destroyed[1])
                assert self.missiles[0] and self.missiles[1]
            else:
                assert self._result[0] == -self._result[1]


GAME = Starship
