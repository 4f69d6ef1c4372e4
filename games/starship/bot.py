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

Weaker levels mix the equilibrium with uniform play over the legal actions; the
strongest, shark (games/starship/shark.py), bends the equilibrium toward a best
reply to what the opponent has shown, within a proven risk budget.
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
from engine.think import Thinker

from games.starship.info import LEVELS  # noqa: E402

# Share of uniform random play mixed in, in eighths, per level (index level - 1).
_UNIFORM_EIGHTHS = (4, 1, 0)
SHARK = const(4)  # the level played by games.starship.shark

from games.starship.table import RECORD_SIZE, TABLE_NAME, TOTAL, record_index  # noqa: E402
from games.starship.table import PER_LEFT, STORED_LEFT  # noqa: E402,F401 (tools, tests)


class Bot(Thinker):
    """Draws each round's action from the equilibrium record of its own view."""

    UNIT_US = 100  # MicroPython wasm: a decision is one unit, a table read (tools/bench_think.py); the shark level has its own

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.shark = None
        if level == SHARK:
            from games.starship.shark import Shark

            self.shark = Shark(seat, rng)
            self.UNIT_US = Shark.UNIT_US  # its think() slices are the shark's
            level = SHARK - 1  # policy() answers with the table's own mix
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

    def think(self, view, legal):
        """Pick an action for this round (one 6-byte table read, one weighted
        draw: a single unit of thinking; the shark level asks its opponent
        model first, a table read or a bend tried per unit)."""
        if self.shark:
            return (yield from self.shark.think(view, legal))
        total = self.policy(view, legal)
        return self.rng.pick_weighted(self.weights, total)
        yield  # (never reached: makes think() a generator)
