"""Benchmark the Missile Match CPU: win/draw/loss against a random player and the
one-ply greedy player, and the positions it evaluates per decision.

    python tools/bench_missile.py [games] [random|greedy|both]

Game i uses seed i; the CPU takes seat 0 in even games and seat 1 in odd ones.
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from games.missile import bot as cpu  # noqa: E402
from tools.players import missile_greedy
from tools.players import random_play  # noqa: E402
from games.missile.rules import PICK, Missile  # noqa: E402
from engine.prng import Rng  # noqa: E402

OPPONENTS = {"random": random_play, "greedy": missile_greedy}


def bench(opponent, games):
    """Play ``games`` matches; returns (wins, draws, losses, placement decisions,
    evaluations total and max, cheap checks total and max, rounds, CPU seconds,
    seconds)."""
    wins = draws = losses = 0
    decisions = total = most = rounds = checks = most_checks = 0
    cpu_time = 0.0
    start = time.time()
    for seed in range(games):
        me = seed % 2
        game = Missile(seed)
        players = [None, None]
        players[me] = cpu.Bot(me, Rng(seed ^ 0x155555), 1)
        players[1 - me] = OPPONENTS[opponent].Bot(1 - me, Rng(seed ^ 0x2AAAAA), 1)
        while game.result() is None:
            joint = []
            for seat in game.acting():
                clock = time.time()
                action = players[seat].choose(game.view(seat), game.legal(seat))
                if seat == me and game.phase != PICK:
                    cpu_time += time.time() - clock
                    decisions += 1
                    total += players[seat].evaluated
                    most = max(most, players[seat].evaluated)
                    checks += players[seat].checks
                    most_checks = max(most_checks, players[seat].checks)
                joint.append(action)
            game.apply(joint)
        outcome = game.result()[me]
        wins += outcome == 1
        draws += outcome == 0
        losses += outcome == -1
        rounds += game.round
    return (wins, draws, losses, decisions, total, most, checks, most_checks, rounds,
            cpu_time, time.time() - start)


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    which = sys.argv[2] if len(sys.argv) > 2 else "both"
    names = ("random", "greedy") if which == "both" else (which,)
    for name in names:
        w, d, l, n, total, most, checks, most_checks, rounds, cpu_secs, secs = bench(name, games)
        n = max(n, 1)
        print(
            "vs {}: {} games, win {:.1%} draw {:.1%} loss {:.1%}, {:.1f} rounds/game".format(
                name, games, w / games, d / games, l / games, rounds / games
            )
        )
        print(
            "  per CPU placement decision ({}): positions evaluated avg {:.0f} max {}; "
            "cheap checks avg {:.0f} max {}; CPython {:.1f} ms avg; run {:.0f} s".format(
                n, total / n, most, checks / n, most_checks, 1000 * cpu_secs / n, secs
            )
        )


if __name__ == "__main__":
    main()
