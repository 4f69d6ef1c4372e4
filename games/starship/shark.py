"""Starship Combat "shark" CPU: the equilibrium, bent toward a best reply to what
this opponent has shown, never risking more than it can afford.

Method: safe opponent exploitation with a risk budget (after Ganzfried and
Sandholm, "Safe opponent exploitation", 2015: risk only a fixed stake plus what
the opponent has given away).

- Values. values.bin holds W(x) for every view x = (m, s, om, os, left), left
  1..STORED_LEFT, in 1/UNIT of a match result: what the perfect level's own
  (quantized) table p guarantees from x against any reply. tools/starship_solve.py
  computes it with exactly the integers used here: A[a][b] is the result (UNIT,
  0, -UNIT) of the joint action (a, b) or W of the next view, and
  W(x) = min over replies b of floor(sum_a p[a] A[a][b] / TOTAL).
- Bend. Each round shark plays sigma: the table's weights with k/PARTS of one
  action's weight (or of every action's) moved to one reply r. Its worth
  against reply b, M[b] = floor(sum_a sigma[a] A[a][b] / TOTAL), must stay at
  least W(x) - budget for every b the opponent can afford; k is the largest
  allowed (k = 0, the table itself, always is). Among all such bends it plays
  the one its model of the opponent likes best (if any gains over MARGIN).
- Budget. It starts at START_BUDGET. When the opponent's action b shows (the
  next view's counts say whether it fired and shielded), the next budget is
  (budget + M[b] - W(x)) * TOTAL / (weight of sigma's draws that did not end
  the match against b): it grows when the opponent plays worse than the table
  expects or walks into the bend, and shrinks by at most what was risked.
- Guarantee. By induction over rounds left: from x with budget B, shark's
  expected result is at least (W(x) - B) / UNIT against every opponent, however
  it plays and whatever it makes the model believe. (Step: against reply b the
  draws that end the match pay A[a][b]; the others reach views worth at least
  W(y) - B' by induction; with B' as above the sum is at least M[b] - (B + M[b]
  - W(x)) = W(x) - B.) From the start of a 20-round match: exploitability at
  most (START_BUDGET - W(start)) / UNIT = (200 + 4) / 4096 = 0.0498.
  tools/starship_exploit.py measures the worst case exactly against an opponent
  that also picks, in every view and for every budget, which bend shark plays
  (so it steers the model any way it likes); tests keep both figures true.
- Model. Counters of the opponent's revealed actions, one row per shark action
  the round before (a copycat's reply depends on it) plus one for the first
  round (20 bytes), and six guesses of its next action weighed by Bayes' rule:
  its equilibrium (from its own policy record), the same with 1/8, 1/2 and all
  of it uniform play, its overall habits and its habits after shark's last
  action (counts backed off to the equilibrium).
- Beyond STORED_LEFT rounds left (round limits over 20) shark plays the table
  and only counts; the budget waits for rounds left <= STORED_LEFT.

All integers (no floats, all under 2**30), all buffers made here: a decision
reads its own and the opponent's 6-byte policy records and one block of 177
values, then tries at most 16 bends by binary search (9 steps each).
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


from engine.datafile import RecordFile, beside
from engine.think import Thinker
from games.starship.table import RECORD_SIZE, STORED_LEFT, TABLE_NAME, TOTAL, record_index

VALUES_NAME = "values.bin"  # beside this module: int16 LE per record_index, left 1..STORED_LEFT
UNIT = const(4096)  # values and the budget are in 1/UNIT of a match result (win +1)
START_BUDGET = const(200)  # 0.0488: the stake risked before any gift (see above)
BUDGET_CAP = const(4096)  # 1.0: the budget never grows past this
PARTS = const(256)  # weight moves in 1/PARTS steps of the source's weight
PARTS_BITS = const(8)
BLOCK = const(177)  # values from the lowest to the highest next view of a view
PRIOR_WEIGHT = const(1)  # the equilibrium prior counts as this many observations
ROW_WEIGHT = const(1)  # all-rows evidence counts as this many observations of a row
MARGIN = const(2)  # bend only for a predicted gain over this, in 1/UNIT
FIRST = const(4)  # model row of the first round seen
ALL = const(4)  # bend source: every action's weight, not one action's
SURE = const(1024)  # a guess's weights add up to about this
NOISE = (0, 1, 4, 8)  # eighths of uniform play in the equilibrium-based guesses
NOISES = const(4)  # len(NOISE)
WIDE = const(16)  # where the WIDE guess starts in Shark.guesses (4 * NOISES)
NARROW = const(20)
GUESSES = const(6)
FIRST_SHARE = 1  # quarters of the budget the first decision may risk (no evidence yet)
MIXED = const(24)  # where the mixed guess starts in Shark.guesses
BELIEF = (8192, 4096, 4096, 2048, 4096, 2048)  # prior weight of each guess


def outcome(m, s, om, os_, a, b, last):
    """Joint action (a, b) from counts (m, s) against (om, os): the result times
    UNIT when the match ends, else None (the next view is a successor)."""
    hit_me = b & 1 and not a & 2
    hit_them = a & 1 and not b & 2
    if hit_me and hit_them:
        return 0
    if hit_me or hit_them:
        return UNIT if hit_them else -UNIT
    m -= a & 1
    om -= b & 1
    if m == 0 or om == 0:
        return ((m > 0) - (om > 0)) * UNIT
    if last:
        return 0
    return None


def legal_mask(missiles, charges):
    """Bit a set when action a is affordable (the rules' legal list as bits)."""
    mask = 1
    if missiles:
        mask |= 2
    if charges:
        mask |= 4
        if missiles:
            mask |= 8
    return mask


def _normal(guesses, at, total):
    """Scale guesses[at:at + 4], adding up to total (under 2**20), to about
    SURE in all."""
    for j in range(at, at + 4):
        guesses[j] = guesses[j] * SURE // total


class Shark(Thinker):
    """One seat's shark: the table, a small model and the budget (see above)."""

    UNIT_US = 250  # MicroPython wasm, one unit at most (tools/bench_think.py: 178 measured)

    def __init__(self, seat, rng):
        self.seat = seat
        self.rng = rng
        self.table = RecordFile(beside(__file__, TABLE_NAME), RECORD_SIZE)
        self.values_path = beside(__file__, VALUES_NAME)
        self.block = bytearray(2 * BLOCK)  # values of the next views
        self.p = [0, 0, 0, 0]  # own table weights, out of TOTAL
        self.prior = [0, 0, 0, 0]  # the opponent's table weights, out of TOTAL
        self.a = [0] * 16  # A[a * 4 + b] in 1/UNIT
        self.ends = 0  # bit a * 4 + b set when (a, b) ends the match
        self.sigma = [0, 0, 0, 0]  # the mix played, out of TOTAL
        self.gains = [0, 0, 0, 0]  # the guess's value of each own action
        self.base = 0  # the guess's value of the table's mix, times TOTAL
        # GUESSES guesses of the opponent's next action, 4 weights each (out of
        # SURE), then their mix by belief (at MIXED), the one bent against.
        self.guesses = [0] * (4 * GUESSES + 4)
        self.belief = list(BELIEF)  # each guess's weight (Bayes, see _score)
        self.m = [0, 0, 0, 0]  # M[b] of the mix just played
        self.counts = bytearray(20)  # [row * 4 + b]: opponent's revealed actions
        self.budget = START_BUDGET
        self.value = 0  # W of the last view played with the budget
        self.banked = False  # True when m and value belong to the last round
        self.last = None  # last view seen (own view tuple)
        self.action = FIRST  # own last action, FIRST before the first
        self.bend = 0  # k of the last decision (tests, benchmarks)
        self.source = ALL  # the action(s) whose weight it moved
        self.reply = 0  # the action it moved weight to

    def observe(self, view):
        """Count the opponent's revealed action and settle the budget."""
        last = self.last
        if last is None or view[4] != last[4] - 1:
            self.banked = False  # a new match, or the first decision
            self.action = FIRST
            return
        b = (last[2] - view[2]) | (last[3] - view[3]) << 1
        row = self.action  # shark's own action last round
        at = row * 4 + b
        if self.counts[at] < 255:
            self.counts[at] += 1
        if self.banked:
            self._score(b)
            # The round's share B + M[b] - W goes to the rounds that follow,
            # which only the draws that did not end the match reach (weight
            # going on out of TOTAL): the budget of the next round is the share
            # divided by that weight (the guarantee's induction step holds).
            going_on = 0
            for i in range(4):
                if not self.ends >> (i * 4 + b) & 1:
                    going_on += self.sigma[i]
            budget = (self.budget + self.m[b] - self.value) * TOTAL // going_on
            self.budget = BUDGET_CAP if budget > BUDGET_CAP else budget

    def think(self, view, legal):
        """Generator: yields after each table read and each bend tried; returns
        the action."""
        self.observe(view)
        m, s, om, os_, left = view
        self.last = view
        rec = self.table.read(record_index(m, s, om, os_, left))
        p = self.p
        p[0] = rec[0] | rec[1] << 8
        p[1] = rec[2] | rec[3] << 8
        p[2] = rec[4] | rec[5] << 8
        p[3] = TOTAL - p[0] - p[1] - p[2]
        self.bend = 0
        self.banked = False
        if left <= STORED_LEFT:
            yield
            rec = self.table.read(record_index(om, os_, m, s, left))
            prior = self.prior
            prior[0] = rec[0] | rec[1] << 8
            prior[1] = rec[2] | rec[3] << 8
            prior[2] = rec[4] | rec[5] << 8
            prior[3] = TOTAL - prior[0] - prior[1] - prior[2]
            yield
            self._matrix(m, s, om, os_, left)
            mine = legal_mask(m, s)
            theirs = legal_mask(om, os_)
            self._predict(theirs)
            self._gains()
            yield
            best = 0
            source = reply = bend = 0
            floor = self.value - self.budget
            if self.action == FIRST:
                floor = self.value - self.budget * FIRST_SHARE // 4
            for r in range(4):
                if not mine >> r & 1:
                    continue
                for x in range(ALL + 1):
                    if x == r or x < ALL and not p[x]:
                        continue
                    k = self.largest(x, r, theirs, floor)
                    if k:
                        gain = self._model_gain()
                        if gain > best:
                            best = gain
                            source = x
                            reply = r
                            bend = k
                    yield
            self.source = source
            self.reply = reply
            self.bend = bend
            self.bent(source, reply, bend, theirs)
            self.banked = True
        else:
            self.sigma[:] = p
        self.action = self.rng.pick_weighted(self.sigma, TOTAL)
        return self.action

    def _matrix(self, m, s, om, os_, left):
        """Fill self.a (results and next-view values), self.ends and self.value
        (W of this view)."""
        last = left == 1
        block = self.block
        base = 0
        if not last:
            base = record_index(m - (m > 1), s - (s > 0), om - (om > 1), os_ - (os_ > 0), left - 1)
            with open(self.values_path, "rb") as f:
                f.seek(2 * base)
                f.readinto(block)
        a = self.a
        mine = legal_mask(m, s)
        theirs = legal_mask(om, os_)
        ends = 0
        for i in range(4):
            for j in range(4):
                if not (mine >> i & 1 and theirs >> j & 1):
                    a[i * 4 + j] = 0
                    continue
                out = outcome(m, s, om, os_, i, j, last)
                if out is not None:
                    ends |= 1 << (i * 4 + j)
                else:
                    at = 2 * (record_index(m - (i & 1), s - (i >> 1), om - (j & 1), os_ - (j >> 1), left - 1) - base)
                    out = block[at] | block[at + 1] << 8
                    if out >= 32768:
                        out -= 65536
                a[i * 4 + j] = out
        self.ends = ends
        p = self.p
        value = 0x3FFFFFFF
        for j in range(4):
            if theirs >> j & 1:
                total = 0
                for i in range(4):
                    total += p[i] * a[i * 4 + j]
                if total // TOTAL < value:
                    value = total // TOTAL
        self.value = value

    def _score(self, b):
        """Bayes: multiply each guess's weight by the chance it gave the action b
        that came (plus one, so no guess dies), then rescale below 2**15."""
        guesses = self.guesses
        belief = self.belief
        top = 0
        for n in range(GUESSES):
            belief[n] *= guesses[4 * n + b] + 1
            if belief[n] > top:
                top = belief[n]
        shift = 0
        while top >> shift >= 32768:
            shift += 1
        for n in range(GUESSES):
            belief[n] = (belief[n] >> shift) or 1

    def _predict(self, theirs):
        """Fill the guesses for the opponent's legal actions (bits of theirs) and
        their mix by belief at MIXED. Guess n < NOISES: the opponent's equilibrium
        (its policy record) with NOISE[n] eighths of uniform play mixed in;
        then WIDE: its revealed actions, backed off to the equilibrium; then
        NARROW: its actions after shark's own last action, backed off to WIDE."""
        counts = self.counts
        prior = self.prior
        guesses = self.guesses
        n_legal = (theirs & 1) + (theirs >> 1 & 1) + (theirs >> 2 & 1) + (theirs >> 3)
        for n in range(NOISES):
            noise = NOISE[n]
            for j in range(4):
                guesses[4 * n + j] = ((8 - noise) * n_legal * prior[j] + noise * TOTAL * (theirs >> j & 1)) >> 6
            _normal(guesses, 4 * n, 8 * n_legal * TOTAL >> 6)
        row = self.action * 4
        total = 0
        for j in range(4):
            h = 0
            if theirs >> j & 1:
                g = counts[j] + counts[4 + j] + counts[8 + j] + counts[12 + j] + counts[16 + j]
                h = g * 256 + PRIOR_WEIGHT * (prior[j] >> 6)
            guesses[WIDE + j] = h
            total += h
        _normal(guesses, WIDE, total)
        total = 0
        for j in range(4):
            h = (counts[row + j] << 10) * (theirs >> j & 1) + ROW_WEIGHT * guesses[WIDE + j]
            guesses[NARROW + j] = h
            total += h
        _normal(guesses, NARROW, total)
        belief = self.belief
        total = 0
        for j in range(4):
            h = 0
            for n in range(GUESSES):
                h += (belief[n] >> 5) * guesses[4 * n + j]
            guesses[MIXED + j] = h
            total += h
        scale = (total >> 10) + 1
        for j in range(MIXED, MIXED + 4):
            guesses[j] //= scale

    def _gains(self):
        """self.gains: the guess's value of each own action (1/UNIT); its value
        of the table's mix times TOTAL in self.base."""
        a = self.a
        q = self.guesses
        at = MIXED
        gains = self.gains
        base = 0
        for i in range(4):
            u = 0
            for j in range(4):
                u += q[at + j] * a[i * 4 + j]
            gains[i] = u >> 10
            base += self.p[i] * gains[i]
        self.base = base

    def _model_gain(self):
        """What self.sigma gains over the table's mix under the guess, in
        1/(UNIT * TOTAL); 0 unless over MARGIN / UNIT."""
        total = -self.base
        for i in range(4):
            total += self.sigma[i] * self.gains[i]
        return total if total > MARGIN * TOTAL else 0

    def largest(self, source, reply, theirs, floor):
        """The k that a binary search over 0..PARTS finds as the largest with
        bent(source, reply, k) >= floor (0 always qualifies: bent(.., 0) is W)."""
        low = 0
        high = PARTS
        while low < high:
            mid = (low + high + 1) >> 1
            if self.bent(source, reply, mid, theirs) >= floor:
                low = mid
            else:
                high = mid - 1
        self.bent(source, reply, low, theirs)  # leave sigma and m at that k
        return low

    def bent(self, source, reply, k, theirs):
        """Fill self.sigma with the table's weights, k/PARTS of the source
        action's weight (source ALL: of every action's) moved to reply; fill
        self.m with M[b] = floor(sum sigma[a] A[a][b] / TOTAL) for the
        opponent's legal b (bits of theirs) and return their minimum."""
        p = self.p
        sigma = self.sigma
        moved = 0
        for i in range(4):
            w = p[i]
            if source == ALL or i == source:
                cut = k * w >> PARTS_BITS
                w -= cut
                moved += cut
            sigma[i] = w
        sigma[reply] += moved
        a = self.a
        worst = 0x3FFFFFFF
        for j in range(4):
            if theirs >> j & 1:
                total = 0
                for i in range(4):
                    total += sigma[i] * a[i * 4 + j]
                total //= TOTAL
                self.m[j] = total
                if total < worst:
                    worst = total
        return worst
