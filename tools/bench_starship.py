"""Starship CPU benchmark: table size, exploitability, results, decision cost.

    python -m tools.bench_starship [games] [--shark-only]   (default 1,000 games)

Seeds 0..games-1; the CPU takes seat seed % 2 against tools.players.random_play.
Then shark against perfect: each plays `games` matches against random play,
always-fire, shield-happy, copycat (tools/players/starship_styles.py) and the
easy and medium levels. Both get the same generator seed in each match (common
random numbers: they draw the same actions until shark's model bends its mix),
so their difference is measured much more precisely than two separate runs
would; the difference's standard error is printed with it. --shark-only skips
everything else (the exploitability pass takes a minute or two).
Heap per decision under MicroPython comes from tools/mpy_heap.mjs, run
here when node and its package (npm install --prefix tests/mpy) are present.
"""

import json
import os
import shutil
import subprocess
import sys
import time

from tools.players import random_play
from tools.players.starship_styles import STYLES
from games.starship import bot, shark
from games.starship.rules import Starship
from engine.match import make_bot
from engine.prng import Rng
from tools.starship_exploit import against_uniform, exploitability, shark_bound, shark_worst
from tools.starship_model import MAX_LEFT, Transitions
from tools.starship_solve import TABLE_PATH

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def play(level, seed, rounds=20):
    """One match, CPU of this level against random play; the CPU's result."""
    game = Starship(seed, [rounds])
    seat = seed % 2
    cpu = make_bot(Starship, seat, level, seed)
    other = random_play.Bot(1 - seat, Rng(seed ^ 0x2A2A2A))
    picks = [0, 0]
    while game.result() is None:
        picks[seat] = cpu.choose(game.view(seat), game.legal(seat))
        picks[1 - seat] = other.choose(game.view(1 - seat), game.legal(1 - seat))
        game.apply(picks)
    return game.result()[seat]


def opponent(name, seat, seed):
    """A benchmark opponent by name: random, a style, or a CPU level."""
    rng = Rng(seed ^ 0x2A2A2A)
    if name == "random":
        return random_play.Bot(seat, rng)
    if name in STYLES:
        return STYLES[name](seat, rng)
    return bot.Bot(seat, rng, bot.LEVELS.index(name) + 1)


def duel(level, name, seed, rounds=20):
    """One match of a CPU level against a named opponent; the CPU's result. The
    CPU's generator depends on the seed only, not on its level."""
    game = Starship(seed, [rounds])
    seat = seed % 2
    players = [None, None]
    players[seat] = bot.Bot(seat, Rng(seed ^ 0x155555), level)
    players[1 - seat] = opponent(name, 1 - seat, seed)
    picks = [0, 0]
    while game.result() is None:
        for s in (0, 1):
            picks[s] = players[s].choose(game.view(s), game.legal(s))
        game.apply(picks)
    return game.result()[seat]


SHARK_OPPONENTS = ("random", "always-fire", "shield-happy", "copycat", "easy", "medium", "perfect")


def shark_table(games):
    """Rows (opponent, perfect tally, shark tally, mean difference, its standard
    error); a tally is (wins, draws, losses)."""
    rows = []
    for name in SHARK_OPPONENTS:
        tallies = []
        results = []
        for level in (bot.SHARK - 1, bot.SHARK):
            got = [duel(level, name, seed) for seed in range(games)]
            results.append(got)
            tallies.append((got.count(1), got.count(0), got.count(-1)))
        diffs = [b - a for a, b in zip(results[0], results[1])]
        mean = sum(diffs) / games
        spread = (sum((d - mean) ** 2 for d in diffs) / (games - 1)) ** 0.5
        rows.append((name, tallies[0], tallies[1], mean, spread / games ** 0.5))
    return rows


def print_shark_table(games):
    """The docs/CPU.md table: shark and perfect against each opponent."""
    print("shark vs perfect, {} matches per opponent (seats alternate, 20 rounds,"
          " same generator seeds):".format(games))
    print("| opponent | perfect W-D-L | perfect mean | shark W-D-L | shark mean | shark - perfect |")
    print("|---|---|---|---|---|---|")
    for name, old, new, mean, error in shark_table(games):
        print("| {} | {}-{}-{} | {:+.3f} | {}-{}-{} | {:+.3f} | {:+.3f} +- {:.3f} |".format(
            name, old[0], old[1], old[2], (old[0] - old[2]) / games,
            new[0], new[1], new[2], (new[0] - new[2]) / games, mean, error))


def decision_cost(level, decisions=20000):
    """Mean microseconds per choose() on this CPython, over varied views."""
    cpu = bot.Bot(0, Rng(3), level)
    views = [(m, s, om, os_, left) for m in (1, 2, 3) for s in (0, 3, 6)
             for om in (1, 3) for os_ in (0, 6) for left in (1, 7, 20, 60)]
    legal = {}
    for view in views:
        game = Starship(0, [2])
        game.missiles[0], game.charges[0] = view[0], view[1]
        legal[view] = game.legal(0)
    start = time.perf_counter()
    for i in range(decisions):
        view = views[i % len(views)]
        cpu.choose(view, legal[view])
    return (time.perf_counter() - start) / decisions * 1e6


def main(argv):
    """Print every figure the issue asks for."""
    args = [a for a in argv if not a.startswith("--")]
    games = int(args[0]) if args else 1000
    if "--shark-only" in argv:
        print_shark_table(games)
        return 0
    print("table: {} bytes ({} records of {} bytes, rounds left 1..{}, clamped above)".format(
        os.path.getsize(TABLE_PATH), bot.STORED_LEFT * bot.PER_LEFT, bot.RECORD_SIZE,
        bot.STORED_LEFT))
    transitions = Transitions()
    print("exploitability (best-response value, win +1 loss -1; game value 0):")
    for level, name in enumerate(bot.LEVELS, 1):
        if level == bot.SHARK:
            figures = shark_worst(MAX_LEFT, transitions)
            bound = shark_bound(MAX_LEFT, transitions)
            print("  {:8} {:.6f} at 20 rounds, worst over limits 1..{}: {:.6f} (proven ceiling {:.6f};"
                  " the opponent also picks shark's bends)".format(
                      name, figures[19], MAX_LEFT, max(figures), max(bound)))
            continue
        figures = exploitability(level, MAX_LEFT, transitions)
        print("  {:8} {:.6f} at 20 rounds, worst over limits 1..{}: {:.6f}".format(
            name, figures[19], MAX_LEFT, max(figures)))
    print("vs random play, {} seeded games each (seats alternate), 20 rounds:".format(games))
    for level, name in enumerate(bot.LEVELS, 1):
        tally = {1: 0, 0: 0, -1: 0}
        for seed in range(games):
            tally[play(level, seed)] += 1
        exact = "adapts" if level == bot.SHARK else "{:+.3f}".format(against_uniform(level, 20, transitions))
        print("  {:8} win {:4}  draw {:4}  loss {:4}  (mean {:+.3f}; exact {})".format(
            name, tally[1], tally[0], tally[-1], (tally[1] - tally[-1]) / games, exact))
    print_shark_table(games)
    print("decision: 1 seek + 1 read of {} bytes, 0 positions searched, 1 weighted draw".format(
        bot.RECORD_SIZE))
    print("  (shark: 2 records, 1 block of {} values, at most 16 bends x 9 search steps)".format(
        shark.BLOCK))
    for level, name in enumerate(bot.LEVELS, 1):
        print("  {:8} {:.1f} us per choose() on CPython".format(name, decision_cost(level)))
    script = os.path.join(ROOT, "tools", "mpy_heap.mjs")
    if shutil.which("node") and os.path.isdir(os.path.join(ROOT, "tests", "mpy", "node_modules")):
        out = subprocess.run(["node", script, "4"], capture_output=True, text=True, check=True).stdout
        rows = [json.loads(line) for line in out.splitlines()]
        for level, name in enumerate(bot.LEVELS, 1):
            mine = [row for row in rows if row["game"] == "starship" and row["level"] == level]
            print("MicroPython (wasm) {} heap per decision: max {} bytes over {} decisions".format(
                name, max(row["decision"] for row in mine), sum(row["decisions"] for row in mine)))
    else:
        print("heap: run `npm ci --prefix tests/mpy`, then node " + script)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
