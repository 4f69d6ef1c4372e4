"""Missile Match, issue 23 item 4 (a level above the captain): what the field
after a round says about a match's result, and the admiral with its answers
scored other ways. Analysis only, nothing here is a level.

    python -m tools.missile_variants positions [matches] [first seed]
    python -m tools.missile_variants VARIANT [games] [first seed]

positions: the captain against itself (generator seeds 7 * seed + seat + 99),
every position a placement decision starts from, from both seats: the share
of points (a draw half) by the captain's evaluation of it (evaluate.value)
and by marks ahead on the field, then a logistic fit of the result on the
evaluation's parts (open own and enemy lines by marks, apart on the safe
lines, and marks ahead) with its log-loss beside a coin's (0.693). Default
800 matches from seed 10000.

VARIANT: the admiral against the captain as `python -m tools.bench_missile
GAMES captain --only admiral --ladder 0 --first SEED` plays it (seeds
alternate the seats, the same generator seeds), with its answers (steps 3
and 4 of games/missile/admiral.py: every own placement against every guessed
round, the best totals played in full) scored another way; its model of
the captain (steps 1 and 2) keeps the captain's evaluation:

- base: the admiral as it is: a guessed round's field weighed by
  admiral.ANSWER (the fit of `positions`, 100 to a logit) and summed as a
  share of points (admiral.share: a win 250, a loss 0);
- captain: the captain's weights (evaluate.CAPTAIN) and the scores summed,
  a win 100,000: the admiral before ANSWER and share;
- fitted: ANSWER, the scores summed (no share);
- marks: the captain's weights but a mark on the field worth 20 (MARK -20),
  the scores summed;
- clip600: the captain's weights, each guessed round's score clipped to
  +-600 before it is summed;
- wide: the admiral with 60 guessed hands within 40,000 scores (its 20
  within 9,000): more thinking than a board has for a decision, a bound on
  what more of the same buys;
- work=N: the admiral within N scores a decision (admiral.WORK, 9,000),
  what a cheaper admiral keeps.

Prints wins, draws and losses, the win rate with its 95% Wilson interval
and the rate counting a draw as half.
"""

import math
import sys

from engine.prng import Rng
from games.missile import admiral as adm
from games.missile import bot as cpu
from games.missile import evaluate as ev
from games.missile import field
from games.missile.rules import PLACE, V_BOARD, V_SUPPLY, Missile
from tools.missile_ceiling import wilson

FITTED = {"OWN": (0, 4, 14, 39, 120), "ENEMY": (0, 4, 14, 39, 120), "SAFE": 30, "MARK": 11}
def _summed(score):
    return score


VARIANTS = {  # name: (the answers' weights, what a guessed round's score counts as)
    "base": (adm.ANSWER, adm.share),
    "captain": (ev.CAPTAIN, _summed),
    "fitted": (adm.ANSWER, _summed),
    "marks": ((ev.OWN, ev.ENEMY, ev.SAFE, -20), _summed),
    "clip600": (ev.CAPTAIN, lambda score: max(-600, min(600, score))),
    "wide": (adm.ANSWER, adm.share),
}
WIDE = (60, 40000)  # "wide": guessed hands, work in scores
_ADMIRAL = adm.Admiral  # (versus_captain puts Variant in its place)


class Variant(_ADMIRAL):
    """The admiral with the variant's answer scoring (VARIANTS): the admiral's
    ANSWER and share() are the variant's while it thinks (the admiral's
    answers alone read them)."""

    variant = "base"

    def __init__(self, bot, captain_class, threat_cost, hands):
        _ADMIRAL.__init__(self, bot, captain_class, threat_cost, hands)
        if self.variant == "wide":
            self.rounds = [bytearray(8) for _ in range(WIDE[0])]

    def think(self, view, legal):
        kept = adm.GUESSES, adm.WORK, adm.ANSWER, adm.share
        if self.variant == "wide":
            adm.GUESSES, adm.WORK = WIDE
        if self.variant.startswith("work="):
            adm.WORK = int(self.variant[5:])
        adm.ANSWER, adm.share = VARIANTS.get(self.variant, VARIANTS["base"])
        try:
            return (yield from _ADMIRAL.think(self, view, legal))
        finally:
            adm.GUESSES, adm.WORK, adm.ANSWER, adm.share = kept


def versus_captain(variant, games, first):
    """(wins, draws, losses) of the variant against the captain."""
    from tools.bench_missile import bench

    Variant.variant = variant
    adm.Admiral = Variant  # (Bot makes its admiral from this name)
    try:
        wins, draws, losses = bench(2, "captain", games, first)[:3]
    finally:
        adm.Admiral = _ADMIRAL
    return wins, draws, losses


_PACK = b"\x01\x08\x40"  # evaluate.py's packing


def features(board, supply, seat):
    """The evaluation's parts for ``seat``: open own lines with 1-3 marks,
    the same on its safe lines, the enemy's likewise, marks ahead on the
    field; None once a line is full."""
    out = [0] * 13
    out[12] = supply[1 - seat] - supply[seat]
    for n in range(field.LINE_COUNT):
        packed = 0
        for k in range(4):
            packed += _PACK[board[field.LINES[4 * n + k]]]
        m = packed >> (3 + 3 * seat) & 7
        o = packed >> (6 - 3 * seat) & 7
        flag = ev.LINE_FLAGS[n]
        if m == 4 or o == 4:
            return None
        if o == 0 and m and flag & (1 << seat):
            out[m - 1 + (3 if flag & (4 << seat) else 0)] += 1
        elif m == 0 and o and flag & (2 >> seat):
            out[6 + o - 1 + (3 if flag & (8 >> seat) else 0)] += 1
    return out


def logistic(rows, points, rounds=12):
    """Weights (the last the bias) of a logistic fit by Newton's method, and
    its mean log-loss."""
    size = len(rows[0]) + 1
    w = [0.0] * size
    for _ in range(rounds):
        grad = [0.0] * size
        hess = [[1e-4 * (i == j) for j in range(size)] for i in range(size)]
        for x, y in zip(rows, points):
            x = x + [1]
            p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(w, x))))
            for i in range(size):
                grad[i] += (p - y) * x[i]
                if x[i]:
                    for j in range(size):
                        hess[i][j] += p * (1 - p) * x[i] * x[j]
        # Solve hess * step = grad (Gauss-Jordan, small).
        a = [hess[i][:] + [grad[i]] for i in range(size)]
        for c in range(size):
            pivot = max(range(c, size), key=lambda r: abs(a[r][c]))
            a[c], a[pivot] = a[pivot], a[c]
            for r in range(size):
                if r != c and a[r][c]:
                    f = a[r][c] / a[c][c]
                    a[r] = [u - f * v for u, v in zip(a[r], a[c])]
        w = [wi - a[i][size] / a[i][i] for i, wi in enumerate(w)]
    loss = 0.0
    for x, y in zip(rows, points):
        p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(w, x + [1]))))
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return w, loss / len(rows)


def positions(matches, first):
    """Print what the field at a decision says about the result (see above)."""
    by_value = {}
    by_marks = {}
    rows = []
    points = []
    edges = (-100, -30, -5, 5, 30, 100)
    for seed in range(first, first + matches):
        game = Missile(seed)
        players = [cpu.Bot(seat, Rng(seed * 7 + seat + 99), 1) for seat in (0, 1)]
        seen = []
        while game.result() is None:
            if game.phase == PLACE:
                view = game.view(0)
                seen.append((view[V_BOARD], view[V_SUPPLY]))
            game.apply([players[seat].choose(game.view(seat), game.legal(seat)) for seat in game.acting()])
        result = game.result()
        for board, supply in seen:
            for seat in (0, 1):
                x = features(board, supply, seat)
                if x is None:
                    continue
                point = (result[seat] + 1) / 2
                value = ev.value(board, supply, seat)
                bucket = sum(value >= e for e in edges)
                by_value.setdefault(bucket, []).append(point)
                by_marks.setdefault(max(-4, min(4, x[12])), []).append(point)
                rows.append(x)
                points.append(point)
    print("captain against captain, {} matches from seed {}: {} positions (both seats)".format(
        matches, first, len(points)))
    names = ["under -100"] + ["{} to {}".format(a, b) for a, b in zip(edges, edges[1:])] + ["100 and up"]
    for bucket in sorted(by_value):
        got = by_value[bucket]
        print("  evaluation {:>10}: {:5} positions, {:.1%} of points".format(names[bucket], len(got), sum(got) / len(got)))
    for ahead in sorted(by_marks):
        got = by_marks[ahead]
        print("  marks ahead {:+d}{}: {:5} positions, {:.1%} of points".format(
            ahead, " or more" if abs(ahead) == 4 else "", len(got), sum(got) / len(got)))
    w, loss = logistic(rows, points)
    labels = ("own 1", "own 2", "own 3", "own safe 1", "own safe 2", "own safe 3", "enemy 1", "enemy 2",
              "enemy 3", "enemy safe 1", "enemy safe 2", "enemy safe 3", "marks ahead", "bias")
    print("  logistic fit, logits per line or mark: " + ", ".join("{} {:+.3f}".format(n, x) for n, x in zip(labels, w)))
    print("  log-loss {:.4f} (a coin: {:.4f})".format(loss, math.log(2)))


def main():
    args = sys.argv[1:]
    if not args or args[0] not in ("positions",) + tuple(VARIANTS) and not args[0].startswith("work="):
        raise SystemExit(__doc__)
    if args[0] == "positions":
        positions(int(args[1]) if len(args) > 1 else 800, int(args[2]) if len(args) > 2 else 10000)
        return
    games = int(args[1]) if len(args) > 1 else 400
    first = int(args[2]) if len(args) > 2 else 0
    w, d, l = versus_captain(args[0], games, first)
    low, high = wilson(w, games)
    print("admiral {} vs captain, seeds {}-{}: {}-{}-{}, win {:.1%} (95% interval {:.1%}-{:.1%}), "
          "draws as half {:.1%}".format(args[0], first, first + games - 1, w, d, l, w / games, low, high,
                                        (w + d / 2) / games))


if __name__ == "__main__":
    main()
