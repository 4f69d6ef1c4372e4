"""Benchmark: the Spacewar Classic CPU against uniform random play.

    python -m tools.bench_garage [games] [rounds]

Plays `games` (default 500) seeded matches of each CPU level against random
play, the CPU as White in even seeds and as Black in odd ones, with the round
limit `rounds` (default 40, the game's default) and default options. Prints
win/draw/loss, how the matches ended, the full turns they took and the
actions the CPU scored per decision (its work per decision).
"""

import sys
import time

from engine.prng import Rng
from games.garage import bot as cpu_bot
from games.garage import rules as garage
from tools.duel import contest
from tools.players import random_play

ENDINGS = ("running", "Motherships gone", "round limit")


def duel(level, seed, rounds=40, work=None):
    """One match of the CPU against random, the CPU White in even seeds; the
    CPU's result, the ending and the rounds played."""
    seat = seed & 1
    game = garage.Garage(seed, [rounds])
    players = [None, None]
    players[seat] = cpu_bot.Bot(seat, Rng(seed ^ (1 << 20)), level)
    players[1 - seat] = random_play.Bot(1 - seat, Rng(seed ^ (2 << 20)))

    def count(mover, player, _):
        if mover == seat and work is not None:
            work.append(player.tried)

    return contest(game, players, count)[seat], game.ending, game.round


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    for level, name in enumerate(cpu_bot.LEVELS, 1):
        began = time.time()
        tally = {1: 0, 0: 0, -1: 0}
        endings = [0] * len(ENDINGS)
        work = []
        turns = 0
        for seed in range(games):
            outcome, ending, played = duel(level, seed, rounds, work)
            tally[outcome] += 1
            endings[ending] += 1
            turns += played
        print("garage {} vs random_play: {} games, round limit {}".format(name, games, rounds))
        print("  win {}  draw {}  loss {}  (win rate {:.1f}%)".format(
            tally[1], tally[0], tally[-1], 100.0 * tally[1] / games))
        print("  endings: " + ", ".join(
            "{} {}".format(e, endings[i]) for i, e in enumerate(ENDINGS) if i))
        print("  full turns per match: avg {:.1f}".format(turns / games))
        print("  actions scored per decision: avg {:.1f}, max {}, over {} decisions; {:.1f} s".format(
            sum(work) / max(len(work), 1), max(work), len(work), time.time() - began))


if __name__ == "__main__":
    main()
