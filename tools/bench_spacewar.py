"""Benchmark: the Spacewar CPU levels against uniform random play and each other.

    python tools/bench_spacewar.py [games] [--rounds N] [--only A-B]

For every CPU level against random play, then for each stronger level against
each weaker one, plays `games` (default 1000) seeded matches, the first-named
player as Red in even seeds and as Blue in odd ones, with the round limit
`rounds` (default 200, the game's default). Prints the first player's
win/draw/loss, how the matches ended, the turns per match, and the work of the
CPU's decisions: positions scored per decision (the unit think() yields after;
games.spacewar.bot.CAP caps it). --only 2-0 runs one pairing (0 = random).
"""

import argparse
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 2)[0] if "/" in __file__ else "..")

from engine.prng import Rng  # noqa: E402
from games.spacewar import bot as cpu  # noqa: E402
from games.spacewar import rules  # noqa: E402
from games.spacewar.info import LEVELS  # noqa: E402
from tools.duel import contest  # noqa: E402
from tools.players import random_play  # noqa: E402

ENDINGS = ("running", "bases taken", "fleet gone", "both fleets gone", "round limit")


def player(level, seat, seed):
    """A CPU of that level, or random play for level 0."""
    if level == 0:
        return random_play.Bot(seat, Rng((seed * 7919 + seat + 1) % (1 << 30)), 1)
    return cpu.Bot(seat, Rng((seed * 104729 + 2 * seat + level) % (1 << 30)), level)


def play(seed, first, second, rounds):
    """One match; returns (first player's result, ending, turns, the first
    player's units per decision)."""
    first_seat = seed & 1
    game = rules.Spacewar(seed, [rounds])
    bots = [None, None]
    bots[first_seat] = player(first, first_seat, seed)
    bots[1 - first_seat] = player(second, 1 - first_seat, seed)
    work = []

    def count(seat, bot, _):
        if seat == first_seat and first:
            work.append(bot.positions)

    contest(game, bots, count)
    return game.result()[first_seat], game.ending, game.round, work


def name(level):
    return LEVELS[level - 1] if level else "random"


def pairing(first, second, games, rounds):
    """Play and print one pairing; returns the first player's win rate."""
    began = time.time()
    tally = {1: 0, 0: 0, -1: 0}
    endings = [0] * len(ENDINGS)
    turns = 0
    decisions = 0
    units = 0
    most = 0
    for seed in range(games):
        outcome, ending, played, work = play(seed, first, second, rounds)
        tally[outcome] += 1
        endings[ending] += 1
        turns += played
        decisions += len(work)
        units += sum(work)
        most = max([most] + work)
    rate = 100.0 * tally[1] / games
    print("{} vs {}: {} games, round limit {}".format(name(first), name(second), games, rounds))
    print("  win {}  draw {}  loss {}  (win rate {:.1f}%)".format(tally[1], tally[0], tally[-1], rate))
    print("  endings: " + ", ".join("{} {}".format(n, endings[i]) for i, n in enumerate(ENDINGS) if i))
    print("  turns per match: avg {:.1f}".format(turns / games))
    print("  {} positions per decision: avg {:.1f}, max {} (cap {}), over {} decisions".format(
        name(first), units / max(decisions, 1), most, cpu.CAP[first], decisions))
    print("  runtime {:.1f} s".format(time.time() - began))
    return rate


def main(argv):
    parser = argparse.ArgumentParser(description="Spacewar CPU levels against random play and each other.")
    parser.add_argument("games", nargs="?", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--only", type=lambda text: tuple(int(part) for part in text.split("-")))
    args = parser.parse_args(argv)
    games, rounds, only = args.games, args.rounds, args.only
    if only:
        pairings = [only]
    else:
        pairings = [(level, 0) for level in range(1, len(LEVELS) + 1)]
        pairings += [(a, b) for a in range(2, len(LEVELS) + 1) for b in range(1, a)]
    for first, second in pairings:
        pairing(first, second, games, rounds)


if __name__ == "__main__":
    main(sys.argv[1:])
