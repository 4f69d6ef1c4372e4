"""Starship Combat CPU: plays a Nash equilibrium of the game, round limit included.

The policy is solved on the desktop by tools/starship_solve.py (backward induction
over rounds left, each state's 4x4 stage game solved exactly) and shipped as
games/starship/policy.bin. One record per view (m, s, om, os, left): own
missiles 1..3 and charges 0..6, the enemy's, rounds left. A record is 3 unsigned
16-bit little-endian weights for Nothing, Fire, Shield; Fire+Shield gets the rest of
TOTAL. The device reads only the one 6-byte record it needs (engine.datafile) and
draws from it with the engine's Rng: no floats, no table in RAM, no search. Where
several equilibrium strategies exist, the table holds the one that does best
against a random reply (it never shields-only when fire+shield is as safe, and
takes a sure win at once).

Rounds left beyond STORED_LEFT use the STORED_LEFT records: the quantized solution
stops changing at 17 rounds left (the tool solves every left up to 99, the highest
round limit, and refuses to write a table for which clamping would be wrong), so
every round limit 1..99 is played at equilibrium.

Weaker levels mix the equilibrium with uniform play over the legal actions.
Exploitability (what a best-responding opponent who knows the bot's mixed strategy
wins per match on average, win +1 loss -1, default 20 rounds) is measured by
tools/starship_exploit.py and quoted in LEVEL_HELP; tests keep the quotes true.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


from engine.datafile import RecordFile, beside

from games.starship.info import LEVELS  # noqa: E402

# Share of uniform random play mixed in, in eighths, per level (index level - 1).
_UNIFORM_EIGHTHS = (4, 1, 0)

TABLE_NAME = "policy.bin"  # beside this module
TOTAL = const(16384)  # the weights of one record add up to this (fits one Rng draw)
RECORD_SIZE = const(6)  # 3 x uint16: Nothing, Fire, Shield; Fire+Shield implied
STORED_LEFT = const(20)  # records for rounds left 1..STORED_LEFT
# Records per value of rounds left: m 1..3, s 0..6, om 1..3, os 0..6.
PER_LEFT = const(441)


def record_index(missiles, charges, enemy_missiles, enemy_charges, left):
    """Record number of a view; left is clamped to STORED_LEFT (see above)."""
    if left > STORED_LEFT:
        left = STORED_LEFT
    return (
        (((left - 1) * 3 + missiles - 1) * 7 + charges) * 3 + enemy_missiles - 1
    ) * 7 + enemy_charges


class Bot:
    """Draws each round's action from the equilibrium record of its own view."""

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.eighths = _UNIFORM_EIGHTHS[level - 1]
        self.table = RecordFile(beside(__file__, TABLE_NAME), RECORD_SIZE)
        self.weights = [0, 0, 0, 0]  # per action id, reused every decision

    def policy(self, view, legal):
        """Fill self.weights for this view at this level; returns their total."""
        m, s, om, os_, left = view
        rec = self.table.read(record_index(m, s, om, os_, left))
        w = self.weights
        w[0] = rec[0] | rec[1] << 8
        w[1] = rec[2] | rec[3] << 8
        w[2] = rec[4] | rec[5] << 8
        w[3] = TOTAL - w[0] - w[1] - w[2]
        k = self.eighths
        if not k:
            return TOTAL
        # (8 - k)/8 of the equilibrium plus k/8 spread evenly over the legal actions:
        # scaled by 8 * n so it stays integer; at most 8 * 4 * 16384 = 2**19.
        n = len(legal)
        for action in range(4):
            if action in legal:
                w[action] = (8 - k) * n * w[action] + k * TOTAL
            else:
                w[action] = 0
        return 8 * n * TOTAL

    def choose(self, view, legal):
        """Pick an action for this round (one 6-byte table read, one weighted draw)."""
        total = self.policy(view, legal)
        return self.rng.pick_weighted(self.weights, total)
