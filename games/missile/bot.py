"""Missile Match CPU: guess enemy hands, see which lines they could fill, rank own
placements with that in mind, then test the best few against guessed enemy rounds.
This is the captain (level 1); the admiral (level 2, games/missile/admiral.py)
models the captain itself and is made by this Bot too.

From its own view only (its hand, the field, supplies, the face-up discards):
1. HANDS enemy hands are drawn from the dominoes it has not seen (yard plus enemy
   hand) and checked against every line the enemy could fill this round
   (missile_threat). The first SAMPLES of them also become guessed enemy rounds: the
   fill of a line when the hand has one, else the best of TRIES random placements
   scored from the enemy's side.
2. Every legal placement is fired on a copy of the field with no enemy missiles and
   scored by missile_eval, minus THREAT times the share of guessed hands whose line
   fill it does not stop (threat.stops, by stop masks); the TOP best are kept. A placement
   that makes a line is not taken blindly: enemy erasers and clashes can break it.
3. Each kept placement is played against every guessed enemy round; the highest
   total wins (ties: the better step-2 score).
Double-blank pick: the removal that scores best (at most 8 evaluations).

Work per placement decision (EVALS_MAX): at most 384 + SAMPLES * (TRIES + TOP) = 600
field evaluations (one round resolved on a scratch field and its 38 lines scored),
plus cheap tests (``checks``): HANDS * (at most 38) line-fill tests of at most 4 x 4
domino comparisons, and the threat term's stop tests. Those are made once per
option of the hand (a missile in a column: at most 32), not per placement: an
option's stop mask (threat.stop_mask) says which guessed line fills (about 10
on average) that missile stops, and a placement stops a fill when one of its
four options does, so its threat term is four masks or'ed and a table look-up
(threat.weight_table), exactly the stop test per fill (threat.stops; fills
past MASK_BITS, rare, are still tested one by one).

Thinking in slices (engine.think): think() yields once the open lines and the
unseen dominoes are listed, after every four open lines of a guessed hand's
line-fill tests, after every field evaluation (a placement's threat term goes
with its evaluation) and every option's stop mask, so a unit is at most one
evaluation and its cheap tests (UNIT_US); choose() runs it to the end. Where
evaluations follow cheap units (a hand's random tries, the ranking after the
stop masks) it yields True (LONG): on a board the first evaluation then
begins a frame, which a frame's cut by the longest unit so far would not
foresee (tools/bench_think.py; tests/test_think_units.py).

Memory: choose() allocates nothing (0 bytes under MicroPython over 30 CPU-vs-CPU
matches); only the rare decision with more than FILLS_START guessed fills grows
that buffer, once. Every buffer is made once, shared by every Bot (see Bot),
and reset in place; open lines and guessed fills are records in bytearrays, not tuples.
"""

from engine.think import Thinker
from games.missile import evaluate as ev
from games.missile import lookahead as sim
from games.missile import threat
from games.missile import dominoes as dom
from games.missile import field
from games.missile.rules import PICK, V_BOARD, V_DISCARD, V_HAND, V_PHASE, V_PICK_COL, V_SUPPLY

# The bot contract's levels, both in the menu (games/missile/info.py).
LEVELS = ("captain", "admiral")
TOP = 6  # placements kept from the lone ranking
SAMPLES = 12  # guessed enemy rounds played against the kept placements
HANDS = 24  # guessed enemy hands checked for line fills (the first SAMPLES play)
TRIES = 12  # random placements tried per guessed enemy hand that fills no line
THREAT = 20000  # cost of a line every guessed enemy hand could fill (WIN = 100000)
EVALS_MAX = 384 + SAMPLES * (TRIES + TOP)  # field evaluations per decision, at most
# A guessed line fill: open-line record number, how many guessed hands fill the line
# with these powers (1..HANDS), then the powers (threat.powers_of) low, high byte.
# Each hand adds at most one per open line, so there can be HANDS * LINE_COUNT (912)
# of them, but about 10 on average and at most 53 in 4,500 test decisions: the
# buffer starts at FILLS_START records and doubles in the rare decision needing more.
FILL_BYTES = threat.FILL_BYTES
FILLS_START = 64


class Bot(Thinker):
    """Sampling CPU for Missile Match.

    Memory: every buffer is made here, once, and reused by every decision (a
    decision runs hundreds of simulated rounds; under MicroPython each list, tuple,
    slice or bytes made in them would be garbage for a 192 KB board's collector).
    """

    UNIT_US = 420  # MicroPython wasm, one unit at most (tools/bench_think.py): 11.8 ms on a PyBadge

    # The buffers are shared by every Bot (class attributes, made once): both
    # seats place at once, but a match thinks for its CPU seats one after the
    # other (Match.think_bots finishes seat 0's decision before seat 1's
    # begins), and a decision sets every buffer before reading it. A match of
    # two CPUs keeps one set, not two. (tests/test_think.py: sliced thinking
    # picks exactly what choose() picks.)
    shots = bytearray(field.SHOT_BYTES)
    rounds = [bytearray(field.SHOT_BYTES) for _ in range(SAMPLES)]  # guesses
    hand = bytearray(dom.HAND)  # a guessed enemy hand
    assign = bytearray(dom.HAND)
    board = bytearray(field.SQUARES)
    supply = [0, 0]
    pool = bytearray(dom.DOMINOES)  # unseen dominoes (first self.pooled)
    lines = bytearray(field.LINE_COUNT * threat.LINE_BYTES)  # open enemy lines
    fills = bytearray(FILLS_START * FILL_BYTES)  # guessed fills, grows
    option_masks = [0] * 32  # stop mask per option of a hand (threat.option_missile)
    table = bytearray(128)  # the hands behind masked fills (threat.weight_table)
    top = [0] * TOP  # kept placement codes, best first
    top_scores = [0] * TOP  # their lone scores (small ints)

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.pooled = 0
        self.evaluated = 0  # field evaluations in the last decision (benchmarks)
        self.checks = 0  # line-fill and stop tests in the last decision (benchmarks)
        # Level 2 (admiral) places by modelling the captain: its own module,
        # loaded only for it.
        self.admiral = None
        if level > 1:
            from games.missile.admiral import Admiral

            self.admiral = Admiral(self, Bot, THREAT, HANDS)

    def _play(self, view, mine, theirs, seat, weights=ev.CAPTAIN):
        """Play one round on the scratch field (``mine`` are ``seat``'s shots) and
        score it for ``seat`` (by evaluate.value's ``weights``)."""
        if seat == 0:
            sim.play_round(view[V_BOARD], view[V_SUPPLY], mine, theirs, self.board, self.supply)
        else:
            sim.play_round(view[V_BOARD], view[V_SUPPLY], theirs, mine, self.board, self.supply)
        self.evaluated += 1
        return ev.value(self.board, self.supply, seat, weights)

    def think(self, view, legal, count=-1):
        """A placement code, or a row during the double-blank pick; yields after
        every unit of work (see the module docstring). Ranks the first ``count``
        codes of ``legal`` (all when negative): the admiral runs this for
        guessed hands with one list of codes made once."""
        self.evaluated = 0
        self.checks = 0
        if view[V_PHASE] == PICK:
            return (yield from self._pick(view, legal))
        if self.admiral is not None:
            return (yield from self.admiral.think(view, legal))
        return (yield from self.captain_think(view, legal, count))

    def captain_think(self, view, legal, count=-1):
        """The captain's placement (steps 1-3 of the module docstring); the
        admiral's too when its own way does not hold. A generator."""
        fills = yield from self._guess(view)
        top = self.top
        kept = yield from self._rank(view, legal, count, fills, top, self.top_scores)
        hand = view[V_HAND]
        best = 0
        best_total = 0
        for i in range(kept):
            dom.decode_into(hand, top[i], self.shots)
            total = 0
            for guess in self.rounds:
                total += self._play(view, self.shots, guess, self.seat)
                yield
            if i == 0 or total > best_total:
                best, best_total = i, total
        return top[best]

    def _rank(self, view, legal, count, fills, top, scores):
        """Keep the best of the first ``count`` codes of ``legal`` (all when
        negative) by score alone minus the threat term of the ``fills`` guessed
        line fills, best first, in ``top`` and their scores in ``scores`` (as
        many as they hold); returns how many were kept. A generator (yields
        after every evaluation)."""
        kept = 0
        hand = view[V_HAND]
        board = view[V_BOARD]
        if count < 0:
            count = len(legal)
        # The threat term by stop masks (exactly _unstopped): which fills
        # each option of the hand stops, worked out once, not per placement.
        masks = self.option_masks
        table = self.table
        weight = 0
        if fills:
            for option in range(32):
                missile = threat.option_missile(hand, option)
                if missile >= 0:
                    masks[option] = threat.stop_mask(option >> 3, missile, self.seat, board, self.lines,
                                                     self.fills, fills)
                    self.checks += min(fills, threat.MASK_BITS)
                    yield
            weight = threat.weight_table(self.fills, fills, table)
            # LONG (engine/think.py): an evaluation below takes two to four
            # times a stop mask's unit, so the first begins a frame rather
            # than landing on one of masks (tools/bench_think.py).
            yield True
        for n in range(count):
            code = legal[n]
            dom.decode_into(hand, code, self.shots)
            score = self._play(view, self.shots, sim.NO_SHOTS, self.seat)
            if fills:
                unstopped = weight - threat.stopped_weight(table, threat.placement_mask(masks, code))
                if fills > threat.MASK_BITS:
                    unstopped += self._missed(board, fills, threat.MASK_BITS)
                score -= unstopped * THREAT // HANDS
            yield
            kept = sim.keep(top, scores, kept, code, score)
        return kept

    def _guess(self, view, rounds=True):
        """Guess SAMPLES enemy rounds into self.rounds and write the ways the guessed
        hands fill a line into self.fills (one record per open line and powers: at
        most HANDS * 38, in practice about 10); returns how many records. A
        generator (yields after every hand's tests and every evaluation).
        ``rounds`` False: the line fills alone (no guessed rounds, no
        evaluations), for the admiral's threat term."""
        enemy = 1 - self.seat
        rng = self.rng
        lines = self.lines
        count = threat.open_lines(view[V_BOARD], enemy, view[V_SUPPLY][enemy], lines)
        fills = self.fills
        found = 0
        pool = self.pool
        self.pooled = sim.unseen_into(view[V_HAND], view[V_DISCARD], pool)
        yield
        hand = self.hand
        shots = self.shots
        assign = self.assign
        for n in range(HANDS):
            sampled = rounds and n < SAMPLES  # this hand also becomes guessed round n
            guess = self.rounds[n if sampled else 0]
            sim.sample_hand(pool, self.pooled, rng, hand)
            filled = not sampled
            self.checks += count
            for r in range(count):
                if r and not r & 3:
                    yield  # (four lines a unit: about an evaluation's time)
                base = r * threat.LINE_BYTES
                if not threat.fill(hand, lines, base, assign):
                    continue
                threat.filling_shots(hand, lines, base, assign, shots)
                if not filled:
                    guess[:] = shots
                    filled = True
                powers = threat.powers_of(shots, lines, base)
                for k in range(found):
                    f = k * FILL_BYTES
                    if fills[f] == r and fills[f + 2] | fills[f + 3] << 8 == powers:
                        fills[f + 1] += 1
                        break
                else:
                    f = found * FILL_BYTES
                    if f == len(fills):
                        # Full (rare): double it in place, once for the match. Not
                        # fills.extend(fills): a buffer read while it moves.
                        fills.extend(bytearray(f))
                    fills[f] = r
                    fills[f + 1] = 1
                    fills[f + 2] = powers & 255
                    fills[f + 3] = powers >> 8
                    found += 1
            # LONG (engine/think.py) when this hand's TRIES evaluations come
            # next: longer than its line tests, they begin a board's frame.
            yield not filled
            if not filled:
                # The best of TRIES random placements of this hand, scored from
                # the enemy's side with no missiles of ours. (Inline: a helper
                # generator would be one more object per hand.)
                best_value = 0
                for k in range(TRIES):
                    perm = rng.below(24)
                    code = perm * 16 + (rng.below(16) & dom.free_flips(hand, perm))
                    dom.decode_into(hand, code, shots)
                    value = self._play(view, shots, sim.NO_SHOTS, enemy)
                    if k == 0 or value > best_value:
                        best_value = value
                        guess[:] = shots
                    yield
        return found

    def _unstopped(self, board, found):
        """THREAT share of the ``found`` guessed line fills that self.shots do not
        stop (the threat term; _rank works it out by stop masks)."""
        return self._missed(board, found) * THREAT // HANDS

    def _missed(self, board, found, first=0):
        """How many guessed hands' line fills, of the ``found`` from the
        ``first``, self.shots do not stop."""
        count = 0
        fills = self.fills
        self.checks += found - first
        for k in range(first, found):
            f = k * FILL_BYTES
            base = fills[f] * threat.LINE_BYTES
            powers = fills[f + 2] | fills[f + 3] << 8
            if not threat.stops(self.shots, self.seat, board, self.lines, base, powers):
                count += fills[f + 1]
        return count

    def _pick(self, view, legal):
        """The double-blank removal that scores best (yields per evaluation)."""
        col = view[V_PICK_COL]
        best, best_value = legal[0], -ev.WIN - 1
        supply = view[V_SUPPLY]
        for row in legal:
            self.board[:] = view[V_BOARD]
            self.board[row * field.COLS + col] = field.EMPTY
            self.supply[0], self.supply[1] = supply
            self.supply[1 - self.seat] += 1
            value = ev.value(self.board, self.supply, self.seat)
            self.evaluated += 1
            if value > best_value:
                best, best_value = row, value
            yield
        return best
