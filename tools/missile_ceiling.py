"""How much better than the captain can a Missile Match player be? Analysis only:
the "move", "hand" and "generator" players below cheat (they read the
captain's hand, its next placement or its generator); no menu level may do
that. They bound what opponent modelling can reach against the captain with
the captain's one-round look-ahead and evaluation.

    python -m tools.missile_ceiling MODE [games] [first seed] [hands]

MODE:
- move: sees the captain's coming placement (it runs a copy of the captain,
  generator state included) and answers with its best placement (every legal
  placement, one round played, the captain's evaluation);
- hand: sees the captain's hand, not its generator: models the captain's reply
  with the captain's own ranking (every placement of that hand, its score alone
  minus its threat term, see games/missile/bot.py) and answers it as above;
- generator: hands drawn from its own view as "sampled" does (``hands`` of
  them), but each answered by the captain's whole program run from a copy of
  the captain, its generator's state included: not fair, it bounds what
  knowing the captain's random draws adds to modelling it (issue 23's 60.2%);
- sampled: a fair player (own view only): ``hands`` enemy hands (default 64)
  drawn from the dominoes it has not seen, each answered by the best of TRIES
  random placements under the captain's ranking (score alone minus the threat
  term, that term's guessed line fills made once a decision); its own TOP best
  placements alone then play every guessed reply and the best total wins. About
  384 + hands * (TRIES + TOP) evaluations a decision: 4,480 with 64 hands, 7.5
  times the captain's 600.

Game i uses seed i, seats alternate (the player in seat i % 2), the captain
plays with the benches' generator seeds (tools/bench_missile.py). Prints wins,
draws, losses and the win rate with its 95% Wilson interval.
"""

import copy
import math
import sys

from engine.prng import Rng
from engine.think import finish
from games.missile import bot as cpu
from games.missile import dominoes as dom
from games.missile import lookahead as sim
from games.missile.rules import PICK, V_BOARD, V_DISCARD, V_HAND, V_PHASE, Missile


def wilson(wins, games, z=1.96):
    """95% Wilson score interval of a win rate (low, high)."""
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


TRIES = 48  # sampled: random placements tried per guessed enemy hand
TOP = 16  # sampled: own placements (best alone) played against the guesses


def modelled_reply(model, view, fills=None, codes=None):
    """The captain's ranking stage for the hand in ``view`` (its seat's view):
    the placement with the best score alone minus the threat term, as shots.
    ``fills``: that term's guessed line fills (made here when None); ``codes``:
    the placements to rank (default every legal one)."""
    if fills is None:
        fills = finish(model._guess(view))
    hand = view[V_HAND]
    best = best_score = None
    for code in codes or dom.legal_placements(hand):
        dom.decode_into(hand, code, model.shots)
        score = model._play(view, model.shots, sim.NO_SHOTS, model.seat)
        score -= model._unstopped(view[V_BOARD], fills)
        if best is None or score > best_score:
            best, best_score = code, score
    shots = bytearray(8)
    dom.decode_into(hand, best, shots)
    return shots


class Analyst(cpu.Bot):
    """Answers predicted captain placements with its best placement."""

    def __init__(self, seat, rng, mode, hands, game, captain):
        cpu.Bot.__init__(self, seat, rng, 1)
        self.mode = mode
        self.hands = hands
        self.game = game
        self.captain = captain
        self.model = cpu.Bot(1 - seat, rng, 1)

    def predictions(self, view):
        enemy = 1 - self.seat
        game = self.game
        if self.mode == "move":
            spy = copy.deepcopy(self.captain)
            enemy_view = game.view(enemy)
            shots = bytearray(8)
            dom.decode_into(enemy_view[V_HAND], spy.choose(enemy_view, game.legal(enemy)), shots)
            return [shots]
        if self.mode == "hand":
            return [modelled_reply(self.model, game.view(enemy))]
        if self.mode == "generator":
            return self.generator_replies(view, game.view(enemy))
        pool = bytearray(dom.DOMINOES)
        n = sim.unseen_into(view[V_HAND], view[V_DISCARD], pool)
        out = []
        fills = None
        rng = self.rng
        for _ in range(self.hands):
            hand = bytearray(dom.HAND)
            sim.sample_hand(pool, n, rng, hand)
            guessed = (enemy, view[V_PHASE], bytes(hand)) + tuple(view[3:])
            if fills is None:
                fills = finish(self.model._guess(guessed))
            codes = []
            for _ in range(TRIES):
                perm = rng.below(24)
                codes.append(perm * 16 + (rng.below(16) & dom.free_flips(hand, perm)))
            out.append(modelled_reply(self.model, guessed, fills, codes))
        return out

    def generator_replies(self, view, enemy_view):
        """The captain's whole program, run on ``hands`` hands drawn from our
        own view, each time from a copy of the captain with its generator's
        state (read from the captain: not fair), as shots."""
        pool = bytearray(dom.DOMINOES)
        n = sim.unseen_into(view[V_HAND], view[V_DISCARD], pool)
        out = []
        for _ in range(self.hands):
            hand = bytearray(dom.HAND)
            sim.sample_hand(pool, n, self.rng, hand)
            guessed = enemy_view[:2] + (bytes(hand),) + enemy_view[3:]
            spy = copy.deepcopy(self.captain)
            shots = bytearray(8)
            dom.decode_into(hand, spy.choose(guessed, dom.legal_placements(hand)), shots)
            out.append(shots)
        return out

    def candidates(self, view, legal):
        """Every legal placement, or (sampled) the TOP best alone."""
        if self.mode != "sampled":
            return legal
        scored = []
        for code in legal:
            dom.decode_into(view[V_HAND], code, self.shots)
            scored.append((-self._play(view, self.shots, sim.NO_SHOTS, self.seat), code))
        scored.sort()
        return [code for _, code in scored[:TOP]]

    def choose(self, view, legal):
        if view[V_PHASE] == PICK:
            return cpu.Bot.choose(self, view, legal)
        replies = self.predictions(view)
        best = best_total = None
        for code in self.candidates(view, legal):
            dom.decode_into(view[V_HAND], code, self.shots)
            total = 0
            for shots in replies:
                total += self._play(view, self.shots, shots, self.seat)
            if best is None or total > best_total:
                best, best_total = code, total
        return best


def duel(mode, seed, hands):
    """The analyst's result in one match against the captain."""
    seat = seed % 2
    game = Missile(seed)
    players = [None, None]
    players[1 - seat] = cpu.Bot(1 - seat, Rng(seed ^ 0x2AAAAA), 1)
    players[seat] = Analyst(seat, Rng(seed ^ 0x155555), mode, hands, game, players[1 - seat])
    while game.result() is None:
        game.apply([players[s].choose(game.view(s), game.legal(s)) for s in game.acting()])
    return game.result()[seat]


def main():
    args = sys.argv[1:]
    mode = args[0] if args else "move"
    if mode not in ("move", "hand", "sampled", "generator"):
        raise SystemExit(__doc__)
    games = int(args[1]) if len(args) > 1 else 300
    first = int(args[2]) if len(args) > 2 else 0
    hands = int(args[3]) if len(args) > 3 else 64
    tally = [0, 0, 0]
    for seed in range(first, first + games):
        tally[1 - duel(mode, seed, hands)] += 1
    low, high = wilson(tally[0], games)
    print("{} vs captain: {}-{}-{} of {} (win {:.1%}, 95% interval {:.1%}-{:.1%})".format(
        mode if mode != "sampled" else "sampled {} hands".format(hands), tally[0], tally[1], tally[2],
        games, tally[0] / games, low, high))


if __name__ == "__main__":
    main()
