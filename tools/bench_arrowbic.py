"""Benchmark: the Arrowbic CPU against uniform random play.

    python tools/bench_arrowbic.py [games] [rounds]

Plays `games` (default 1000) seeded matches, the CPU as Red in even seeds and as
Blue in odd ones, with the round limit `rounds` (default 120, the game's default)
and the clock option OFF: with the clock on, TIMEOUT is a legal action and random
play would sometimes resign by it, flattering the CPU. Prints the CPU's
win/draw/loss, how the matches ended, and the positions the CPU evaluated per
decision (its work budget, games.arrowbic.bot.CAP).
"""

import sys
import time

sys.path.insert(0, __file__.rsplit("/", 2)[0] if "/" in __file__ else "..")

from games.arrowbic import bot as cpu_bot  # noqa: E402
from tools.players import random_play  # noqa: E402
from games.arrowbic import rules as arrowbic  # noqa: E402
from engine.prng import Rng  # noqa: E402

ENDINGS = ("running", "fell off", "two passes", "round limit", "timeout")


def play(seed, rounds):
    """One match; returns (CPU result, ending, list of positions per decision)."""
    cpu_seat = seed & 1
    options = [rounds, 0, 60, 300, 0, 0, 0]
    game = arrowbic.Arrowbic(seed, options)
    bots = [None, None]
    bots[cpu_seat] = cpu_bot.Bot(cpu_seat, Rng(seed ^ (1 << 20)), 1)
    bots[1 - cpu_seat] = random_play.Bot(1 - cpu_seat, Rng(seed ^ (2 << 20)), 1)
    work = []
    while game.result() is None:
        seat = game.acting()[0]
        action = bots[seat].choose(game.view(seat), game.legal(seat))
        if seat == cpu_seat:
            work.append(bots[seat].positions)
        game.apply([action])
    return game.result()[cpu_seat], game.ending, work


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 120
    began = time.time()
    tally = {1: 0, 0: 0, -1: 0}
    endings = [0] * len(ENDINGS)
    decisions = 0
    positions = 0
    most = 0
    for seed in range(games):
        outcome, ending, work = play(seed, rounds)
        tally[outcome] += 1
        endings[ending] += 1
        decisions += len(work)
        positions += sum(work)
        most = max([most] + work)
    print("arrowbic CPU vs random_play: {} games, round limit {}, clock off".format(games, rounds))
    print("CPU win {}  draw {}  loss {}  (win rate {:.1f}%)".format(
        tally[1], tally[0], tally[-1], 100.0 * tally[1] / games))
    print("endings: " + ", ".join(
        "{} {}".format(name, endings[i]) for i, name in enumerate(ENDINGS) if i))
    print("positions per CPU decision: avg {:.1f}, max {} (cap {}), over {} decisions".format(
        positions / max(decisions, 1), most, cpu_bot.CAP, decisions))
    print("runtime {:.1f} s".format(time.time() - began))


if __name__ == "__main__":
    main()
