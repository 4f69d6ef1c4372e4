"""The Missile Match admiral under MicroPython (run by tests/test_missile_admiral.py):
over a few matches against the captain, the most one placement decision
allocated (view and legal list included, as the match hands them over; the
WebAssembly build frees nothing inside one call, so this is every byte the
decision made), and how many decisions were measured.

    node tests/mpy/run.mjs tests/mpy_missile_admiral.py
"""

import gc

from engine.prng import Rng
from games.missile.bot import Bot
from games.missile.rules import PICK, Missile


def measure(matches):
    """Play `matches` matches, the admiral in seat seed % 2; returns (most
    bytes one placement decision allocated, decisions)."""
    most = 0
    decisions = 0
    for seed in range(matches):
        game = Missile(seed * 7919 + 11)
        me = seed & 1
        players = [None, None]
        players[me] = Bot(me, Rng(seed + 3), 2)
        players[1 - me] = Bot(1 - me, Rng(seed + 5), 1)
        while game.result() is None:
            joint = []
            for seat in game.acting():
                placing = game.phase != PICK
                gc.collect()
                before = gc.mem_alloc()
                action = players[seat].choose(game.view(seat), game.legal(seat))
                used = gc.mem_alloc() - before
                if seat == me and placing:
                    most = max(most, used)
                    decisions += 1
                joint.append(action)
            game.apply(joint)
    return most, decisions


most, decisions = measure(4)
print("decision_bytes={} decisions={}".format(most, decisions))
