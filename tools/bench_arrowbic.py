"""Benchmark: the Arrowbic CPU levels against random play, a one-ply greedy player
and each other, with an Elo-style ladder.

    python -m tools.bench_arrowbic [games] [ladder games] [rounds]

Part 1 plays `games` (default 1000) seeded matches of each CPU level against
uniform random play, the CPU as Red in even seeds and as Blue in odd ones, with
the round limit `rounds` (default 120, the game's default) and the clock option
OFF: with the clock on, TIMEOUT is a legal action and random play would
sometimes resign by it, flattering the CPU. It prints win/draw/loss, how the
matches ended, and the positions the CPU evaluated per decision (its work
budget: games.arrowbic.bot.CAPS, per level).
Part 2 plays every pair of random, greedy (tools/players/arrowbic_greedy.py),
pilot and ace `ladder games` times (default 200; seats alternate) and prints
the ladder (tools/ladder.py).
"""

import sys
import time

from engine.prng import Rng
from games.arrowbic import bot as cpu_bot
from games.arrowbic import rules as arrowbic
from tools.duel import contest
from tools.ladder import print_ladder, round_robin
from tools.players import arrowbic_greedy, random_play

ENDINGS = ("running", "fell off", "two passes", "round limit", "timeout")
PLAYERS = ("random", "greedy") + cpu_bot.LEVELS
CAPS = cpu_bot.CAPS  # per level


def make(name, seat, rng):
    """A player by ladder name."""
    if name == "random":
        return random_play.Bot(seat, rng)
    if name == "greedy":
        return arrowbic_greedy.Bot(seat, rng)
    return cpu_bot.Bot(seat, rng, cpu_bot.LEVELS.index(name) + 1)


def duel(first, second, seed, rounds=120, work=None):
    """One match, `first` as Red in even seeds; first's result. Appends the
    first player's positions per decision to `work` when given."""
    seat = seed & 1
    game = arrowbic.Arrowbic(seed, [rounds, 0, 60, 300, 0, 0, 0])
    players = [None, None]
    players[seat] = make(first, seat, Rng(seed ^ (1 << 20)))
    players[1 - seat] = make(second, 1 - seat, Rng(seed ^ (2 << 20)))

    def count(mover, player, _):
        if mover == seat and work is not None:
            work.append(player.positions)

    return contest(game, players, count)[seat], game.ending


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    ladder_games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 120
    for level, name in enumerate(cpu_bot.LEVELS, 1):
        began = time.time()
        tally = {1: 0, 0: 0, -1: 0}
        endings = [0] * len(ENDINGS)
        work = []
        for seed in range(games):
            outcome, ending = duel(name, "random", seed, rounds, work)
            tally[outcome] += 1
            endings[ending] += 1
        print("arrowbic {} vs random_play: {} games, round limit {}, clock off".format(name, games, rounds))
        print("  win {}  draw {}  loss {}  (win rate {:.1f}%)".format(
            tally[1], tally[0], tally[-1], 100.0 * tally[1] / games))
        print("  endings: " + ", ".join(
            "{} {}".format(e, endings[i]) for i, e in enumerate(ENDINGS) if i))
        print("  positions per decision: avg {:.1f}, max {} (cap {}), over {} decisions; {:.1f} s".format(
            sum(work) / max(len(work), 1), max(work), CAPS[level - 1], len(work), time.time() - began))

    def play(a, b, seed):
        return duel(a, b, seed, rounds)[0]

    def progress(a, b, tally):
        print("  {} vs {}: {}-{}-{}".format(a, b, *tally), flush=True)

    table = round_robin(PLAYERS, play, ladder_games, progress)
    print_ladder(PLAYERS, table, "arrowbic ladder: {} games a pair, round limit {}, clock off".format(
        ladder_games, rounds))


if __name__ == "__main__":
    main()
