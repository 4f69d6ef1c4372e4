"""Missiles & Microchips one-ply greedy player (a benchmark opponent, not a menu CPU).

It scores every choice by its expected outcome this round (games.chips.odds, the
same scores the sharp CPU uses) as if every other seat picked uniformly at random,
and keeps the best; it remembers nothing (the sharp CPU counts what each seat has
revealed) and never mixes. Near-ties (within the sharp CPU's margin) go to the
first choice found.
"""

from games.chips import bot as chips_bot
from games.chips import odds

LEVELS = ("greedy",)
_UNIFORM = (odds.ONE // 3, odds.ONE // 3, odds.ONE - 2 * (odds.ONE // 3))


class Bot(chips_bot.Bot):
    """The sharp CPU's one-round scores against uniform play, no memory."""

    def __init__(self, seat, rng, level=1):
        chips_bot.Bot.__init__(self, seat, rng, 2)
        self.rng = _First()  # ties: always the first of the best

    def _count(self, view):
        """No memory: nothing is counted."""
        self.seen = view.round

    def _probs(self, seat):
        """Every seat plays each action with the same chance."""
        return _UNIFORM

    def _duel_sharp(self, view, legal):
        """The duel action with the best expected score (no equilibrium mix); a
        generator, like the sharp CPU's."""
        yield
        me = self.seat
        foe = 0
        while foe == me or not view.alive[foe]:
            foe += 1
        last = view.round + 1 >= view.rounds
        best = legal[0]
        top = None
        for a in legal:
            score = odds.duel_score(a, view.energy[me], view.energy[foe], _UNIFORM, last)
            if top is None or score > top:
                best, top = a, score
        return best


class _First:
    """A stand-in generator whose draws are always 0: the first of equals."""

    def below(self, n):
        """Always 0."""
        return 0
