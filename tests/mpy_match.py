"""Play every registered game over a list of seeds; one line per match.

Runs unchanged on CPython and MicroPython (tests/test_micropython.py runs it on both
and demands byte-identical output):

    python tests/mpy_match.py [--first S] [--seeds N] [--game NAME]
    node tests/mpy/run.mjs tests/mpy_match.py [same options]

First a few "prng" lines (draws of engine.prng), then one line per match: game NAME, seed, the match log as hex, the result (one value per seat).
Seats alternate between the game's fewest and most; CPU seats (level cycling
through the bot's LEVELS) alternate with random-play seats; in every other pair
of matches the CPUs think in slices (Match.think_bots). Full default options.

Heap figures come from tools/mpy_heap.mjs, which steps matches one call at a
time so the wasm collector can work.
"""

import sys

ROOT = None
if sys.implementation.name != "micropython":
    import os

    ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)

from engine import registry  # noqa: E402
from tools.players import random_play  # noqa: E402
from engine.match import HUMAN, Match  # noqa: E402
from engine.prng import Rng  # noqa: E402

_HEX = "0123456789abcdef"


def to_hex(data):
    """Lowercase hex of bytes, without bytes.hex() (not on every MicroPython)."""
    out = []
    for byte in data:
        out.append(_HEX[byte >> 4])
        out.append(_HEX[byte & 15])
    return "".join(out)


def match_seed(index):
    """Seeds spread over 0 .. 2**30-1 without long ints on a 32-bit device."""
    return (index * 40503 + 12345) % 32768 * 32768 + index % 32768


def seat_kinds(game_class, levels, index):
    """Fewest seats on even indices, most on odd; CPU and random seats alternate."""
    low, high = game_class.SEATS
    seats = low if index % 2 == 0 else high
    level = 1 + index % levels
    kinds = []
    for seat in range(seats):
        kinds.append(level if (seat + index // 2) % 2 == 0 else HUMAN)
    return kinds


def play(game_class, index):
    """One full match; returns its Match."""
    seed = match_seed(index)
    module = registry.part(game_class.NAME, "info")
    kinds = seat_kinds(game_class, len(module.LEVELS), index)
    match = Match(game_class, seed, None, kinds)
    game = match.game
    randoms = []
    for seat in range(len(kinds)):
        randoms.append(random_play.Bot(seat, Rng((seed + 7919 * (seat + 1)) % 1073741824)))
    sliced = (index // 2) % 2 == 1  # these CPUs think a unit per call, as on screen
    while game.result() is None:
        if sliced:
            while not match.think_bots(1):
                pass
        for seat in game.acting():
            if match.locked[seat]:
                continue
            bot = match.bots[seat] or randoms[seat]
            action = bot.choose(game.view(seat), game.legal(seat))
            match.choose(seat, action)
            match.lock(seat)
        match.resolve()
    return match


def print_prng_lines():
    """The generator itself, before any game: raw draws, both below() paths, a
    shuffle, so a platform difference shows up even in a game that draws little."""
    for seed in (0, 1, 123456789, 1073741823):
        rng = Rng(seed)
        draws = [rng.next() for _ in range(6)]
        draws.append(rng.below(1000000007))
        draws.append(rng.below(1047299044))
        items = list(range(12))
        rng.shuffle(items)
        print("prng {} {} {}".format(seed, ",".join([str(v) for v in draws]), ",".join([str(v) for v in items])))


def main(args):
    first = 0
    count = 20
    only = None
    i = 0
    while i < len(args):
        if args[i] == "--first":
            first = int(args[i + 1])
            i += 1
        elif args[i] == "--seeds":
            count = int(args[i + 1])
            i += 1
        elif args[i] == "--game":
            only = args[i + 1]
            i += 1
        else:
            raise ValueError("unknown argument: {}".format(args[i]))
        i += 1
    if only is None:
        print_prng_lines()
    for _, name, _ in registry.games():
        if only is not None and name != only:
            continue
        game_class = registry.load(name)
        for index in range(first, first + count):
            match = play(game_class, index)
            result = ",".join([str(v) for v in match.result()])
            print("{} {} {} {}".format(name, match.seed, to_hex(match.log.to_bytes()), result))


main(sys.argv[1:])
