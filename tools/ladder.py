"""Round robin and Elo-style ladder for the game benchmarks (tool only).

    from tools.ladder import round_robin, print_ladder

`round_robin(names, play, games)` plays every pair of players `games` times
(play(a, b, seed) -> a's result: 1 win, 0 draw, -1 loss; the bench alternates
seats by seed) and returns the score table. `ratings` fits Elo ratings to it:
the Bradley-Terry maximum likelihood, with P(i beats j) = 1 / (1 + 10 **
((R_j - R_i) / 400)), a draw counted as half a win each, one virtual draw per
pair (so a 100% score gives a large finite gap rather than an infinite one),
and the first player (random play) pinned at 0.
"""

import math


def round_robin(names, play, games, progress=None):
    """{(a, b): [wins, draws, losses] of a against b} for every pair a < b."""
    table = {}
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            tally = [0, 0, 0]
            for seed in range(games):
                tally[1 - play(a, b, seed)] += 1
            table[a, b] = tally
            if progress:
                progress(a, b, tally)
    return table


def ratings(names, table, iterations=2000):
    """{name: Elo rating}, names[0] pinned at 0 (see the module text)."""
    score = {}
    count = {}
    for (a, b), (w, d, l) in table.items():
        n = w + d + l + 1  # one virtual draw
        s = w + (d + 1) / 2.0
        score[a, b], count[a, b] = s, n
        score[b, a], count[b, a] = n - s, n
    rating = {name: 0.0 for name in names}
    scale = math.log(10) / 400.0
    for _ in range(iterations):
        moved = 0.0
        for name in names[1:]:
            grad = 0.0
            curv = 0.0
            for other in names:
                if (name, other) not in score:
                    continue
                p = 1.0 / (1.0 + math.exp(scale * (rating[other] - rating[name])))
                grad += score[name, other] - count[name, other] * p
                curv += count[name, other] * p * (1.0 - p)
            step = grad / (scale * curv) if curv else 0.0
            step = max(-200.0, min(200.0, step))
            rating[name] += step
            moved = max(moved, abs(step))
        if moved < 1e-6:
            break
    return rating


def print_ladder(names, table, title):
    """Print the pairwise table and the ladder, strongest first."""
    rating = ratings(names, table)
    print(title)
    print("  pairs (row's wins-draws-losses against the column's player):")
    width = max(len(n) for n in names) + 2
    print("  " + " " * width + "".join("{:>14}".format(n) for n in names))
    for a in names:
        cells = []
        for b in names:
            if a == b:
                cells.append("{:>14}".format("-"))
            elif (a, b) in table:
                w, d, l = table[a, b]
                cells.append("{:>14}".format("{}-{}-{}".format(w, d, l)))
            else:
                l, d, w = table[b, a]
                cells.append("{:>14}".format("{}-{}-{}".format(w, d, l)))
        print("  " + a.ljust(width) + "".join(cells))
    print("  ladder (Elo, {} = 0):".format(names[0]))
    for rank, name in enumerate(sorted(names, key=lambda n: -rating[n]), 1):
        print("    {}. {:<12} {:+6.0f}".format(rank, name, rating[name]))
    return rating
