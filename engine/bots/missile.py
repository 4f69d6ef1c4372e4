"""Missile Match CPU: guess enemy hands, see which lines they could fill, rank own
placements with that in mind, then test the best few against guessed enemy rounds.

From its own view only (its hand, the field, supplies, the face-up discards):
1. HANDS enemy hands are drawn from the dominoes it has not seen (yard plus enemy
   hand) and checked against every line the enemy could fill this round
   (missile_threat). The first SAMPLES of them also become guessed enemy rounds: the
   fill of a line when the hand has one, else the best of TRIES random placements
   scored from the enemy's side.
2. Every legal placement is fired on a copy of the field with no enemy missiles and
   scored by missile_eval, minus THREAT times the share of guessed hands whose line
   fill it does not stop (missile_threat.stops); the TOP best are kept. A placement
   that makes a line is not taken blindly: enemy erasers and clashes can break it.
3. Each kept placement is played against every guessed enemy round; the highest
   total wins (ties: the better step-2 score).
Double-blank pick: the removal that scores best (at most 8 evaluations).

Work per placement decision (EVALS_MAX): at most 384 + SAMPLES * (TRIES + TOP) = 600
field evaluations (one round resolved on a scratch field and its 38 lines scored),
plus cheap tests (``checks``): HANDS * (at most 38) line-fill tests of at most 4 x 4
domino comparisons, and per placement one stop test (at most 8 column looks) per
distinct guessed line fill (about 10 on average).
"""

from engine.bots import missile_eval as ev
from engine.bots import missile_sim as sim
from engine.bots import missile_threat as threat
from engine.games import missile_dominoes as dom
from engine.games import missile_field as field
from engine.games.missile import PICK, V_BOARD, V_DISCARD, V_HAND, V_PHASE, V_PICK_COL, V_SUPPLY

LEVELS = ("captain",)
TOP = 6  # placements kept from the lone ranking
SAMPLES = 12  # guessed enemy rounds played against the kept placements
HANDS = 24  # guessed enemy hands checked for line fills (the first SAMPLES play)
TRIES = 12  # random placements tried per guessed enemy hand that fills no line
THREAT = 20000  # cost of a line every guessed enemy hand could fill (WIN = 100000)
EVALS_MAX = 384 + SAMPLES * (TRIES + TOP)  # field evaluations per decision, at most


class Bot:
    """Sampling CPU for Missile Match."""

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.shots = bytearray(field.SHOT_BYTES)
        self.rounds = [bytearray(field.SHOT_BYTES) for _ in range(SAMPLES)]  # guesses
        self.hand = bytearray(dom.HAND)  # a guessed enemy hand
        self.assign = bytearray(dom.HAND)
        self.board = bytearray(field.SQUARES)
        self.supply = [0, 0]
        self.evaluated = 0  # field evaluations in the last decision (benchmarks)
        self.checks = 0  # line-fill and stop tests in the last decision (benchmarks)

    def _play(self, view, mine, theirs, seat):
        """Play one round on the scratch field (``mine`` are ``seat``'s shots) and
        score it for ``seat``."""
        if seat == 0:
            sim.play_round(view[V_BOARD], view[V_SUPPLY], mine, theirs, self.board, self.supply)
        else:
            sim.play_round(view[V_BOARD], view[V_SUPPLY], theirs, mine, self.board, self.supply)
        self.evaluated += 1
        return ev.value(self.board, self.supply, seat)

    def choose(self, view, legal):
        """A placement code, or a row during the double-blank pick."""
        self.evaluated = 0
        self.checks = 0
        if view[V_PHASE] == PICK:
            return self._pick(view, legal)
        fills = self._guess(view)
        top = []
        scores = []
        hand = view[V_HAND]
        for code in legal:
            dom.decode_into(hand, code, self.shots)
            score = self._play(view, self.shots, sim.NO_SHOTS, self.seat)
            score -= self._unstopped(view[V_BOARD], fills)
            if len(top) < TOP or score > scores[-1]:
                i = len(top)
                while i > 0 and scores[i - 1] < score:
                    i -= 1
                top.insert(i, code)
                scores.insert(i, score)
                if len(top) > TOP:
                    top.pop()
                    scores.pop()
        best = 0
        best_total = None
        for i in range(len(top)):
            dom.decode_into(hand, top[i], self.shots)
            total = 0
            for guess in self.rounds:
                total += self._play(view, self.shots, guess, self.seat)
            if best_total is None or total > best_total:
                best, best_total = i, total
        return top[best]

    def _guess(self, view):
        """Guess SAMPLES enemy rounds into self.rounds; returns the ways the guessed
        hands fill a line: [line, cols, travels, powers, how many hands], one entry
        per line and powers (at most HANDS * 38, in practice about 10)."""
        enemy = 1 - self.seat
        lines = threat.open_lines(view[V_BOARD], enemy, view[V_SUPPLY][enemy])
        fills = []
        pool = sim.unseen(view[V_HAND], view[V_DISCARD])
        hand = self.hand
        shots = self.shots
        for n in range(HANDS):
            guess = self.rounds[n] if n < SAMPLES else None
            sim.sample_hand(pool, self.rng, hand)
            filled = guess is None
            self.checks += len(lines)
            for line, cols, travels in lines:
                if not threat.fill(hand, travels, self.assign):
                    continue
                threat.filling_shots(hand, cols, travels, self.assign, shots)
                if not filled:
                    guess[:] = shots
                    filled = True
                powers = bytes([shots[2 * c] for c in cols])
                for known in fills:
                    if known[0] == line and known[3] == powers:
                        known[4] += 1
                        break
                else:
                    fills.append([line, cols, travels, powers, 1])
            if not filled:
                self._best_try(view, hand, guess)
        return fills

    def _best_try(self, view, hand, out):
        """Write into ``out`` the best of TRIES random placements of the enemy
        ``hand``, scored from the enemy's side with no missiles of ours."""
        rng = self.rng
        shots = self.shots
        enemy = 1 - self.seat
        best_value = None
        for _ in range(TRIES):
            perm = rng.below(24)
            code = perm * 16 + (rng.below(16) & dom.free_flips(hand, perm))
            dom.decode_into(hand, code, shots)
            value = self._play(view, shots, sim.NO_SHOTS, enemy)
            if best_value is None or value > best_value:
                best_value = value
                out[:] = shots

    def _unstopped(self, board, fills):
        """THREAT share of the guessed line fills that self.shots do not stop."""
        count = 0
        self.checks += len(fills)
        for line, cols, travels, powers, hands in fills:
            if not threat.stops(self.shots, self.seat, board, line, cols, travels, powers):
                count += hands
        return count * THREAT // HANDS

    def _pick(self, view, legal):
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
        return best
