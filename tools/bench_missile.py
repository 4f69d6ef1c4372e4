"""Benchmark the Missile Match CPU levels: win/draw/loss against a random player,
the one-ply greedy player or a CPU level, the work each does per decision, and a
ladder of random, greedy and every level against each other.

    python -m tools.bench_missile [games] [random|greedy|both|none|LEVEL] [--only LEVEL] [--first SEED] [--ladder GAMES]

Game i uses seed i (from --first, default 0); the CPU takes seat 0 in even
seeds and seat 1 in odd ones.
The opponent may be a CPU level by name (captain, admiral): then every other
level (or the --only one) plays it, and the win rate comes with its 95% Wilson
interval, e.g. the admiral against the captain:

    python -m tools.bench_missile 400 captain --only admiral --ladder 0

Work per decision: field evaluations for the captain; for the admiral its work
in column scores (games/missile/admiral.py: an evaluation costs about 5).
--ladder GAMES (default 200, 0 skips it) plays every pair that many times and
prints the ladder (tools/ladder.py).
"""

import sys
import time

from engine.prng import Rng
from games.missile import bot as cpu
from games.missile.rules import PICK, Missile
from tools.duel import contest
from tools.ladder import print_ladder, round_robin
from tools.missile_ceiling import wilson
from tools.players import missile_greedy, random_play

OPPONENTS = {"random": random_play, "greedy": missile_greedy}
PLAYERS = ("random", "greedy") + cpu.LEVELS


def make(name, seat, rng):
    """A player by ladder name (random, greedy or a level)."""
    if name in OPPONENTS:
        return OPPONENTS[name].Bot(seat, rng, 1)
    return cpu.Bot(seat, rng, cpu.LEVELS.index(name) + 1)


def bench(level, opponent, games, first=0):
    """Play ``games`` matches (seeds from ``first``) of a CPU level against an
    opponent; returns (wins,
    draws, losses, placement decisions, evaluations total and max, cheap checks
    total and max, rounds, CPU seconds, seconds)."""
    wins = draws = losses = 0
    decisions = total = most = rounds = checks = most_checks = 0
    cpu_time = 0.0
    start = time.time()
    for seed in range(first, first + games):
        me = seed % 2
        game = Missile(seed)
        players = [None, None]
        players[me] = cpu.Bot(me, Rng(seed ^ 0x155555), level)
        players[1 - me] = make(opponent, 1 - me, Rng(seed ^ 0x2AAAAA))

        def count(seat, player, spent):
            nonlocal cpu_time, decisions, total, most, checks, most_checks
            if seat == me and game.phase != PICK:
                cpu_time += spent
                decisions += 1
                total += player.evaluated
                most = max(most, player.evaluated)
                checks += player.checks
                most_checks = max(most_checks, player.checks)

        outcome = contest(game, players, count, time.time)[me]
        wins += outcome == 1
        draws += outcome == 0
        losses += outcome == -1
        rounds += game.round
    return (wins, draws, losses, decisions, total, most, checks, most_checks, rounds,
            cpu_time, time.time() - start)


def duel(a, b, seed):
    """a's result in one match against b, a in seat seed % 2."""
    seat = seed % 2
    game = Missile(seed)
    players = [None, None]
    players[seat] = make(a, seat, Rng(seed ^ 0x155555))
    players[1 - seat] = make(b, 1 - seat, Rng(seed ^ 0x2AAAAA))
    return contest(game, players)[seat]


def main():
    args = sys.argv[1:]
    ladder = 200
    if "--ladder" in args:
        i = args.index("--ladder")
        ladder = int(args[i + 1])
        del args[i : i + 2]
    first = 0
    if "--first" in args:
        i = args.index("--first")
        first = int(args[i + 1])
        del args[i : i + 2]
    only = None
    if "--only" in args:
        i = args.index("--only")
        only = args[i + 1]
        del args[i : i + 2]
    games = int(args[0]) if args else 1000
    which = args[1] if len(args) > 1 else "both"
    names = {"both": ("random", "greedy"), "none": ()}.get(which, (which,))
    for level, level_name in enumerate(cpu.LEVELS, 1):
        if only is not None and level_name != only:
            continue
        for name in names:
            if name == level_name:
                continue  # (a level against itself: nothing to learn)
            w, d, l, n, total, most, checks, most_checks, rounds, cpu_secs, secs = bench(level, name, games, first)
            n = max(n, 1)
            low, high = wilson(w, games)
            print(
                "{} vs {}: {} games, {}-{}-{}, win {:.1%} (95% interval {:.1%}-{:.1%}) draw {:.1%} loss {:.1%}, "
                "{:.1f} rounds/game".format(
                    level_name, name, games, w, d, l, w / games, low, high, d / games, l / games, rounds / games
                )
            )
            print(
                "  per CPU placement decision ({}): work avg {:.0f} max {}; "
                "cheap checks avg {:.0f} max {}; CPython {:.1f} ms avg; run {:.0f} s".format(
                    n, total / n, most, checks / n, most_checks, 1000 * cpu_secs / n, secs
                )
            )
    if ladder:
        table = round_robin(PLAYERS, duel, ladder,
                            lambda a, b, tally: print("  {} vs {}: {}-{}-{}".format(a, b, *tally), flush=True))
        print_ladder(PLAYERS, table, "missile ladder: {} matches a pair".format(ladder))


if __name__ == "__main__":
    main()
