"""Missile Match CPU, level 2 (admiral): it models the captain from its own view.

The captain (level 1, games/missile/bot.py) ranks its hand's placements by
their score alone minus a threat term (the share of the line fills it guesses
for us that the placement does not stop) and plays one of the best. The
admiral cannot see the enemy's hand, so it guesses it, as the captain guesses
ours, and runs the captain's ranking on each guess:

1. The captain's threat estimate of us, once: the line fills of HANDS hands
   drawn from the dominoes the enemy has not seen (bot.Bot._guess from the
   enemy's seat; its hand unknown, so ours is in that pool and so is its own),
   and for each (column, power, travel) which of them a missile there stops
   (the first threat.MASK_BITS fills; about 10 in a decision, rarely more).
2. Up to GUESSES enemy hands drawn from the dominoes the admiral has not seen
   (the yard plus the enemy's hand). For each, every placement is scored as
   the captain ranks its own: score alone minus the threat term; the best
   (the first on a tie) is one guessed enemy round. (The term only lowers a
   score, so it is worked out only for a placement whose score alone beats
   the best so far.)
3. Every legal placement of its own hand plays every guessed round;
   the TOP best totals are played again in full (lookahead.play_round: the
   double blank's pick exactly), and the best of those wins (ties: the better
   total of the first pass).

Scoring is games/missile/columns.py: a round's outcome split by column, the
placements sharing their first two columns scored together, over twenty
times cheaper than playing each out. When a supply is under 4 marks (the split then does not hold) the
admiral plays as the captain does.

Fair: only the admiral's own view is read; the enemy view it builds holds the
public parts of its own and no hand.

Work per decision is counted in "scores" (one placement scored), the other
steps at what they cost in scores (COST_*, measured under circuitpython-unix),
and capped, the same however it is sliced: a guessed hand is ranked only
while what is done plus that hand's ranking, answers and final full plays
stay within WORK.

Thinking in slices: it yields after every UNIT placements ranked or summed,
every PAIRS batches of Columns.scores(), every column of options() (one hand
against one round), every missile's stop mask and every full play, so a unit
costs a few of the captain's evaluations at most. Its long units (a
prepare(), a column's options, a double blank's pick worked out ahead, a
guessed hand drawn with its legal list, a hand's first UNIT ranked: most of
its threat terms, the stop tables' first fills, a full play) follow a unit
that yields True (LONG, engine/think.py) or another long one, never a run
of cheap ones (batches, placements summed or kept), so on a board each
begins a frame or lands on one a long unit filled: a frame's cut by its
longest unit so far does not foresee them (tools/bench_think.py: the
admiral's worst frame under the wasm clock, 27-29 ms against 28 before,
was cheap units then a column's options; tests/test_think_units.py). The
counted pacing ignores LONG: the units, so its frames, are as before.

Memory: the buffers are class attributes made once (the captain's are its
own); the enemy view is a list made once per admiral and refilled.
"""

from games.missile import dominoes as dom
from games.missile import evaluate as ev
from games.missile import field
from games.missile import lookahead as sim
from games.missile import threat
from games.missile.columns import Columns
from games.missile.rules import V_BOARD, V_DISCARD, V_HAND, V_SEAT, V_SUPPLY

GUESSES = 20  # guessed enemy hands ranked, at most
TOP = 4  # own placements played again in full at the end
WORK = 6000  # work per decision, in scores (see COST_*)
UNIT = 32  # placements ranked or summed between two yields
PAIRS = 2  # Columns.scores() batches between two yields (up to 8 placements each)
# What the other steps cost, in scores (one placement scored by
# Columns.scores and read: about 3.5 us under circuitpython-unix), so WORK
# bounds a decision's time:
COST_OPTIONS = 50  # Columns.options() (its 4 columns)
COST_PLAY = 28  # a full play and evaluation (Bot._play)
# ... the final full plays (step 4) per guessed round: every round's when the
# double blank is ours, else those of rounds with one (about one in five,
# each with its options again).
COST_FINAL_OURS = TOP * COST_PLAY
COST_FINAL = (COST_OPTIONS + TOP * COST_PLAY) // 5
_STOPS = 4 * 8 * 8  # stops: (column, target row, power 0-7) of one missile

# The answers (steps 3-4) weigh a field by evaluate.value's parts with a
# logistic fit of the result on them, 100 to a logit: 4,888 positions of 800
# captain-against-captain matches, none with a full line (python -m
# tools.missile_variants positions). An open line is worth little until it
# has 3 marks, and a line the enemy cannot block by claims is worth about
# four others (SAFE 30 a mark, not 3); a mark kept in the supply 11.
ANSWER = ((0, 4, 14, 39, 120), (0, 4, 14, 39, 120), 30, 11)
# ... and sum each guessed round as a share of points, not as a score: a
# win this round 250, a loss 0, else 250 / (1 + e^(-score / 100)) by ANSWER
# (the fit's odds), here for scores -800, -792, ... 800 (1 to 249: a field
# never ties a win). So a win weighs against the field as the fit says, not
# as WIN (a thousand three-mark lines) does. (tests/test_missile_admiral.py
# checks the table against the formula.)
SHARES = (
    b"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x02\x02\x02"
    b"\x02\x02\x02\x03\x03\x03\x03\x04\x04\x04\x04\x05\x05\x06\x06\x07\x07\x08\x08\x09"
    b"\x0a\x0b\x0b\x0c\x0d\x0e\x0f\x11\x12\x13\x15\x16\x18\x1a\x1c\x1e\x20\x22\x25\x27"
    b"\x2a\x2d\x30\x33\x36\x3a\x3e\x41\x45\x49\x4e\x52\x56\x5b\x60\x64\x69\x6e\x73\x78"
    b"\x7d\x82\x87\x8c\x91\x96\x9a\x9f\xa4\xa8\xac\xb1\xb5\xb9\xbc\xc0\xc4\xc7\xca\xcd"
    b"\xd0\xd3\xd5\xd8\xda\xdc\xde\xe0\xe2\xe4\xe5\xe7\xe8\xe9\xeb\xec\xed\xee\xef\xef"
    b"\xf0\xf1\xf2\xf2\xf3\xf3\xf4\xf4\xf5\xf5\xf6\xf6\xf6\xf6\xf7\xf7\xf7\xf7\xf8\xf8"
    b"\xf8\xf8\xf8\xf8\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9"
    b"\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9\xf9"
    b"\xf9"
)
SHARE_WIN = 250


def share(score):
    """A round's ``score`` by ANSWER as a share of points (see SHARES)."""
    if score >= ev.WIN:
        return SHARE_WIN
    if score <= -ev.WIN:
        return 0
    i = (score + 800) >> 3
    if i < 0:
        i = 0
    elif i > 200:
        i = 200
    return SHARES[i]


class Admiral:
    """The level-2 search of a Bot (``bot``); ``captain_class`` makes its
    captain of the enemy seat (its threat estimate)."""

    codes = [0] * dom.PLACEMENTS  # a guessed enemy hand's placement codes
    hand = bytearray(dom.HAND)  # a guessed enemy hand
    pool = bytearray(dom.DOMINOES)  # the dominoes the admiral has not seen
    rounds = [bytearray(8) for _ in range(GUESSES)]  # guessed enemy rounds (shots)
    totals = [0] * dom.PLACEMENTS  # per own legal placement, over the guessed rounds
    best = [0] * TOP  # indexes of the best totals, best first
    best_totals = [0] * TOP  # those totals
    final = [0] * TOP  # their totals played in full (_final)
    # Which guessed fills a missile stops (threat.stop_mask), worked out for
    # every missile at once from the fills (_stop_tables): by column, target
    # row and power (0: an eraser), and the double blank's by column.
    stops = [0] * _STOPS
    blank_stops = [0] * 4
    columns = Columns()

    def __init__(self, bot, captain_class, threat_cost, hands):
        self.bot = bot
        self.captain = captain_class(1 - bot.seat, bot.rng, 1)
        # The captain's threat term: threat_cost (bot.THREAT) times the share
        # of its `hands` (bot.HANDS) guessed hands (given: admiral.py does not
        # import bot.py, which imports it).
        self.threat_cost = threat_cost
        self.hands = hands
        self.view = [None] * 12  # type: list  # the enemy's view, no hand (refilled)
        self.guessed = 0  # guessed enemy hands in the last decision (benchmarks)

    def think(self, view, legal):
        """The placement code (a generator, see the module docstring)."""
        bot = self.bot
        seat = bot.seat
        enemy = 1 - seat
        captain = self.captain
        columns = self.columns
        board = view[V_BOARD]
        supply = view[V_SUPPLY]
        if not columns.fast(supply):
            # Too few marks for the split: play the captain's own way (its
            # first unit with no prepare() before it: tools/bench_think.py).
            return (yield from bot.captain_think(view, legal))
        columns.prepare(board, supply, enemy)
        yield
        # 1. The captain's threat estimate of us, from its seat, once.
        enemy_view = self.view
        for i in range(len(view)):
            enemy_view[i] = view[i]
        enemy_view[V_SEAT] = enemy
        enemy_view[V_HAND] = b""
        captain.checks = 0
        found = yield from captain._guess(enemy_view, False)
        bot.checks = captain.checks
        # The guessed hands behind the fills a mask tells apart.
        weight = threat.weight_table(captain.fills, found, bot.table)
        yield True  # LONG: the stop tables' units begin a frame
        yield from self._stop_tables(captain.seat, enemy_view[V_BOARD], captain.lines, captain.fills, found)
        # 2. Guessed enemy hands, each ranked as the captain ranks its own.
        pool = self.pool
        pooled = sim.unseen_into(view[V_HAND], view[V_DISCARD], pool)
        hand = self.hand
        codes = self.codes
        rounds = self.rounds
        own = len(legal)
        work = 2 * COST_OPTIONS  # the two prepare() calls
        final = COST_FINAL_OURS if view[V_HAND][0] == dom.DOUBLE_BLANK else COST_FINAL
        guessed = 0
        while guessed < GUESSES:
            sim.sample_hand(pool, pooled, bot.rng, hand)
            count = dom.legal_into(hand, codes)
            # This hand's ranking and its answers (step 3), and its final plays.
            need = 2 * COST_OPTIONS + count + own + final
            if guessed and work + need > WORK:
                break
            yield
            if hand[0] == dom.DOUBLE_BLANK:  # (its picks, each a unit: see Columns.warm)
                for col in range(4):
                    if columns.warm(enemy, col):
                        yield
            for col in range(4):
                columns.options_in(col, hand, sim.NO_SHOTS)
                yield
            self._masks(hand)
            pair = 0
            while pair < 64:
                pair = columns.batches(pair, PAIRS)
                yield pair >= 64  # LONG before the ranking's first UNIT (most threat terms)
            by_code = columns.by_code
            option_masks = bot.option_masks
            table = bot.table
            threat_cost = self.threat_cost
            hands = self.hands
            best = -1
            best_score = 0
            for n in range(count):
                if n % UNIT == UNIT - 1:
                    yield
                code = codes[n]
                score = by_code[code]
                if best >= 0 and score <= best_score:
                    continue  # (the threat term only lowers it: no better)
                if weight:  # (Bot._rank's threat term, written out: a call costs more)
                    unstopped = weight - threat.stopped_weight(table, threat.placement_mask(option_masks, code))
                    score -= unstopped * threat_cost // hands
                if best < 0 or score > best_score:
                    best, best_score = code, score  # (the first best, as Bot._rank keeps)
            dom.decode_into(hand, best, rounds[guessed])
            guessed += 1
            work += need
            yield True  # LONG: the next hand's draw and legal list begin a frame
        self.guessed = guessed
        yield True  # LONG: prepare() begins a frame
        # 3. Every own placement against every guessed round. (Inline, not
        # a generator per round: each would be an object made.)
        columns.prepare(board, supply, seat, ANSWER)
        yield
        totals = self.totals
        for g in range(guessed):
            for col in range(4):
                if (rounds[g][2 * col + 1] == 0 and columns.warm(enemy, col)
                        or view[V_HAND][0] == dom.DOUBLE_BLANK and columns.warm(seat, col)):
                    yield
                columns.options_in(col, view[V_HAND], rounds[g])
                yield
            pair = 0
            while pair < 64:
                pair = columns.batches(pair, PAIRS)
                yield
            by_code = columns.by_code
            for n in range(own):
                score = share(by_code[legal[n]])
                totals[n] = score if g == 0 else totals[n] + score
                if n % UNIT == UNIT - 1:
                    yield own - n <= UNIT  # LONG before the rest and the next round's options
        # 4. The TOP best totals, played again in full against every round.
        pick = yield from self._final(view, legal, guessed)
        bot.evaluated = work  # (benchmarks: work in scores)
        return pick

    def _final(self, view, legal, guessed):
        """The best of the TOP best totals, each played in full against every
        guessed round (ties: the better first total). A generator.

        A round with no double blank (neither ours nor the guessed round's)
        plays in full exactly as columns.score() scored it in step 3, so its
        share is in the total already: only rounds with one are played again
        (their step-3 shares swapped for the full plays'), every round when
        the double blank is ours."""
        totals = self.totals
        best = self.best
        kept = 0
        for n in range(len(legal)):
            kept = sim.keep(best, self.best_totals, kept, n, totals[n])
            if n % UNIT == UNIT - 1:
                yield len(legal) - n <= UNIT  # LONG before the rest and the first options or play
        bot = self.bot
        hand = view[V_HAND]
        columns = self.columns  # (prepared for our seat by ANSWER: step 3)
        ours = hand[0] == dom.DOUBLE_BLANK  # (a hand is in ascending order)
        final = self.final
        for i in range(kept):
            final[i] = 0 if ours else totals[best[i]]
        for g in range(guessed):
            shots = self.rounds[g]
            if not ours:
                if shots[1] and shots[3] and shots[5] and shots[7]:
                    continue  # no double blank (the only travel 0)
                for col in range(4):
                    columns.options_in(col, hand, shots)
                    yield
            for i in range(kept):
                code = legal[best[i]]
                dom.decode_into(hand, code, bot.shots)
                played = share(bot._play(view, bot.shots, shots, bot.seat, ANSWER))
                final[i] += played if ours else played - share(columns.score(code))
                yield
        pick = legal[best[0]]
        pick_total = 0
        for i in range(kept):
            if i == 0 or final[i] > pick_total:
                pick, pick_total = legal[best[i]], final[i]
        return pick

    def _stop_tables(self, seat, board, lines, fills, found):
        """Fill stops and blank_stops from the first threat.MASK_BITS of
        the ``found`` guessed fills (records in ``fills`` of the open lines
        in ``lines``) of the captain's enemy, ``seat`` being the captain's:
        threat.stop_mask of every missile (tests/test_missile_admiral.py
        checks they agree). A fill is stopped in a column by our double
        blank when it claims or relies on a mark there, by an eraser on the
        square it claims or on its mark, by a claim of at least its power on
        the square it claims. A generator (yields after every 8 fills)."""
        stops = self.stops
        for i in range(_STOPS):
            stops[i] = 0
        blank_stops = self.blank_stops
        for col in range(4):
            blank_stops[col] = 0
        enemy_mark = 2 - seat
        squares = field.LINES
        for k in range(min(found, threat.MASK_BITS)):
            bit = 1 << k
            f = k * threat.FILL_BYTES
            base = fills[f] * threat.LINE_BYTES
            powers = fills[f + 2] | fills[f + 3] << 8
            for j in range(lines[base + 1]):  # (threat.py's record: count, columns, travels)
                col = lines[base + 2 + j]
                at = col * 64 + field.target_row(1 - seat, lines[base + 6 + j]) * 8
                stops[at] |= bit  # an eraser
                for power in range(powers >> 3 * j & 7, 8):
                    stops[at + power] |= bit
                blank_stops[col] |= bit
            at = 4 * lines[base]
            for q in range(at, at + 4):
                square = squares[q]
                if board[square] == enemy_mark:
                    stops[(square & 3) * 64 + (square >> 2) * 8] |= bit  # an eraser on it
                    blank_stops[square & 3] |= bit
            if k & 7 == 7:
                yield
        yield True  # LONG: the first hand's draw and legal list begin a frame

    def _masks(self, hand):
        """The stop mask of every option of ``hand`` (the enemy's, guessed)
        into the bot's option_masks (threat.stop_mask's, from the tables)."""
        option_masks = self.bot.option_masks
        stops = self.stops
        seat = self.captain.seat  # (the hand is the captain's, guessed)
        for option in range(32):
            missile = threat.option_missile(hand, option)
            if missile < 0:
                continue  # no such option: it cannot be turned round
            col = option >> 3
            travel = missile & 7
            if travel:
                option_masks[option] = stops[col * 64 + field.target_row(seat, travel) * 8 + (missile >> 3)]
            else:
                option_masks[option] = self.blank_stops[col]
