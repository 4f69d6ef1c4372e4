"""Benchmark the Missiles & Microchips CPU levels against random players.

For each level and each table size (3, 4, 6 seats) plays GAMES seeded games with
one CPU seat (seat = seed % seats, so it sits everywhere) and random players in the
other seats, at the default round limit. A shared win counts as a win and is also
shown on its own. "random" is the baseline: a random player in the CPU's seat.
Decision cost: CPython microseconds per CPU decision (view building excluded) and
outcomes scored per decision (the work a device would do).

    python -m tools.bench_chips [games] [--vs LEVEL] [--ladder GAMES] [--duels GAMES] [--default GAMES [SCREENS [SEATS]]]

--vs LEVEL puts CPU players of that level, not random ones, in the other seats.
--duels GAMES plays 2-seat duels (seated both ways by the seed) at round limits 40
and 20 (the ruled default, and a shorter limit players can set): mean rounds, how many
ran to the limit, how many were tied there.
--default GAMES [SCREENS [SEATS]] plays the table a new match starts with (the menu's
and command line's default: games/chips/info.py DEFAULT_SEATS seats at the
default round limit), every seat a CPU of each level: median match length
in rounds, and "draws" (the result screen says DRAW or NOBODY WINS: nobody
won alone or together with fewer than all); then SCREENS (default 8) of those
matches at the strongest level on the headless simulator, for the median
match length on screen in seconds (the animations, CPUs thinking at a board's
pace; a person's own picking time comes on top). SEATS measures another
table size instead (2: the duel that was the default before).
--ladder GAMES (default 200) then plays every pair of random, greedy
(tools/players/chips_greedy.py) and the CPU levels that many times at 4-seat
tables, two seats each (seated A B A B, turned one seat per match): a pair's
match goes to the player with a winning seat when the other has none, else it
is a draw; tools/ladder.py prints the ladder. --ladder 0 skips it.
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from games.chips import bot as chips_bots  # noqa: E402
from tools.players import random_play  # noqa: E402
from games.chips.rules import Chips  # noqa: E402
from engine.match import make_bot  # noqa: E402
from engine.prng import Rng  # noqa: E402
from tools.duel import contest  # noqa: E402
from tools.ladder import print_ladder, round_robin  # noqa: E402
from tools.players import chips_greedy  # noqa: E402

PLAYERS = ("random", "greedy") + chips_bots.LEVELS


def play(seats, level, foe_level, games):
    """Play `games` matches; returns a dict of counts and costs."""
    out = {"solo": 0, "shared": 0, "lost": 0, "scorched": 0, "rounds": 0,
           "decisions": 0, "seconds": 0.0, "work": 0, "max_work": 0}
    for seed in range(games):
        game = Chips(seed, [40], seats)
        hero = seed % seats
        bots = []
        for seat in range(seats):
            lvl = level if seat == hero else foe_level
            if lvl:
                bots.append(make_bot(Chips, seat, lvl, seed))
            else:
                bots.append(random_play.Bot(seat, Rng(seed ^ ((seat + 1) << 20)), 0))
        before = [bots[hero].work if level else 0]

        def count(seat, bot, seconds):
            if seat == hero and level:
                out["seconds"] += seconds
                out["decisions"] += 1
                spent = bot.work - before[0]
                before[0] = bot.work
                out["work"] += spent
                out["max_work"] = max(out["max_work"], spent)

        result = contest(game, bots, count, time.perf_counter)
        out["rounds"] += game.round
        winners = result.count(1)
        if result[hero] == 1:
            out["solo" if winners == 1 else "shared"] += 1
        else:
            out["lost"] += 1
        if winners == 0:
            out["scorched"] += 1
    return out


def make(name, seat, seed):
    """A player by ladder name, its generator from the seed and seat."""
    rng = Rng(seed ^ ((seat + 1) << 20))
    if name == "random":
        return random_play.Bot(seat, rng)
    if name == "greedy":
        return chips_greedy.Bot(seat, rng)
    return chips_bots.Bot(seat, rng, chips_bots.LEVELS.index(name) + 1)


def table_match(a, b, seed, seats=4):
    """a's result at a table seated a, b, a, b turned by the seed: 1 when only a's
    seats win, -1 when only b's do, else 0."""
    game = Chips(seed, [40], seats)
    names = [a if (seat + seed) % 2 == 0 else b for seat in range(seats)]
    bots = [make(names[seat], seat, seed) for seat in range(seats)]
    result = contest(game, bots)
    a_won = any(result[s] == 1 for s in range(seats) if names[s] == a)
    b_won = any(result[s] == 1 for s in range(seats) if names[s] == b)
    return (a_won and not b_won) - (b_won and not a_won)


DUELS = (("sharp", "sharp"), ("sharp", "easy"), ("easy", "easy"), ("sharp", "greedy"), ("sharp", "random"),
         ("greedy", "random"), ("random", "random"))


def duels(games):
    """Print how long 2-seat duels run at round limits 40 and 20."""
    print("duels, {} games a pair: mean rounds, ran to the limit, tied at it".format(games))
    for limit in (40, 20):
        for a, b in DUELS:
            rounds = to_limit = tied = 0
            for seed in range(games):
                names = (a, b) if seed % 2 == 0 else (b, a)
                game = Chips(seed, [limit], 2)
                bots = [make(names[seat], seat, seed) for seat in (0, 1)]
                contest(game, bots)
                rounds += game.round
                if game.round == limit and all(game.alive) and max(game.energy) < 10:
                    to_limit += 1
                    tied += game.result()[0] == game.result()[1]
            print("  limit {}  {:6} vs {:6}  {:5.1f} rounds  {:3.0f}% to the limit  {:3.0f}% tied".format(
                limit, a, b, rounds / games, 100.0 * to_limit / games, 100.0 * tied / games), flush=True)


def default_table(games, screens, seats=0):
    """Print median match length and draw rate at the default table (or at
    `seats` seats, to compare)."""
    import statistics

    from engine import registry

    seats = seats or registry.default_seats(Chips)
    limit = registry.default_options(Chips)[0]
    print("default table: {} seats, round limit {}, {} games a level".format(seats, limit, games))
    for name in chips_bots.LEVELS:
        rounds = []
        draws = solo = 0
        for seed in range(games):
            game = Chips(seed, [limit], seats)
            bots = [make(name, seat, seed) for seat in range(seats)]
            while game.result() is None:
                game.apply([bots[seat].choose(game.view(seat), game.legal(seat)) for seat in game.acting()])
            rounds.append(game.round)
            winners = game.result().count(1)
            draws += winners in (0, seats)
            solo += winners == 1
        print("  all {:6}  median {:4.1f} rounds  draws {:5.1f}%  won alone {:5.1f}%  (shared win the rest)".format(
            name, statistics.median(rounds), 100.0 * draws / games, 100.0 * solo / games), flush=True)
    if screens:
        lengths = [screen_seconds(seats, limit, seed) for seed in range(screens)]
        print("  on screen, all {}: median {:.0f} s a match (of {}: {})".format(
            chips_bots.LEVELS[-1], statistics.median(lengths), screens,
            " ".join("{:.0f}".format(x) for x in sorted(lengths))), flush=True)


def screen_seconds(seats, limit, seed):
    """Seconds a CPU-only match of `seed` runs on the headless simulator,
    from its first frame to its result screen (virtual time, 33 ms frames)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from desktop.sim import FRAME_MS, SimConsole
    from engine.ui.app import App
    from engine.ui.menu import Menu
    from engine.ui.play import start_match

    level = len(chips_bots.LEVELS)
    config = {"game": "chips", "seats": [level] * seats, "options": [limit]}
    app = App(SimConsole(headless=True), config, Menu)
    scene = start_match(app, seed)
    app.switch(scene)
    frames = 0
    while app.scene is scene and frames < 100000:
        app.step()
        frames += 1
    return frames * FRAME_MS / 1000.0


def main():
    args = sys.argv[1:]
    if "--default" in args:
        i = args.index("--default")
        more = [int(word) for word in args[i + 1 : i + 4]]
        default_table(*(more + [400, 8, 0][len(more):]))
        return
    if "--duels" in args:
        duels(int(args[args.index("--duels") + 1]))
        return
    ladder = 200
    if "--ladder" in args:
        i = args.index("--ladder")
        ladder = int(args[i + 1])
        del args[i : i + 2]
    foe = 0
    if "--vs" in args:
        i = args.index("--vs")
        foe = chips_bots.LEVELS.index(args[i + 1]) + 1
        del args[i : i + 2]
    games = int(args[0]) if args else 1000
    foe_name = chips_bots.LEVELS[foe - 1] if foe else "random"
    print("Missiles & Microchips: 1 CPU seat vs {} seats, {} games each".format(foe_name, games))
    print("level  seats  win%  (solo  shared)  scorched  rounds  us/decision  outcomes/decision (max)  run s")
    levels = [(0, "random")] + [(i + 1, n) for i, n in enumerate(chips_bots.LEVELS)]
    for level, name in levels:
        for seats in (3, 4, 6):
            t0 = time.perf_counter()
            r = play(seats, level, foe, games)
            run = time.perf_counter() - t0
            wins = r["solo"] + r["shared"]
            per = r["seconds"] * 1e6 / r["decisions"] if r["decisions"] else 0.0
            work = r["work"] / r["decisions"] if r["decisions"] else 0.0
            print("{:6} {:5} {:5.1f}  ({:4}  {:5})  {:8}  {:6.1f}  {:11.0f}  {:17.1f} ({:3})  {:5.1f}".format(
                name, seats, 100.0 * wins / games, r["solo"], r["shared"], r["scorched"],
                r["rounds"] / games, per, work, r["max_work"], run))
    if ladder:
        table = round_robin(PLAYERS, table_match, ladder,
                            lambda a, b, tally: print("  {} vs {}: {}-{}-{}".format(a, b, *tally), flush=True))
        print_ladder(PLAYERS, table, "chips ladder: {} matches a pair at 4-seat tables".format(ladder))


if __name__ == "__main__":
    main()
