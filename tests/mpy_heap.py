"""True heap figures under MicroPython, one match step per runPython call:

    node tests/mpy/run.mjs --loop step tests/mpy_heap.py GAME [MATCHES]

Prints one line: "# heapstep GAME code=B live_peak=B peak=B steps=N", where code is
the heap the game's rules and bot modules take once imported, live_peak the most
heap live (after a collect) at the start of a step over the heap before the match,
and peak the most heap ever in use during the match: live at a step's start plus
everything that step allocated (bot decisions included) with the collector off.
All CPU seats play the game's strongest level. MicroPython only (gc.mem_alloc).
"""

import gc
import sys

gc.collect()
_start = gc.mem_alloc()
_name = sys.argv[1]
_matches = int(sys.argv[2]) if len(sys.argv) > 2 else 5

from engine import games  # noqa: E402
from engine.match import Match  # noqa: E402

_game = games.load(_name)
_bots = __import__("engine.bots." + _game.NAME, None, None, ("LEVELS",))
gc.collect()
code = gc.mem_alloc() - _start
level = len(_bots.LEVELS)
seats = _game.SEATS[1]
match = None
seed = 0
base = 0
live_peak = 0
peak = 0
steps = 0
more = True


def step():
    """One step of the current match (starting the next one when it ends)."""
    global match, seed, base, live_peak, peak, steps, more
    gc.collect()
    if match is None:
        if seed >= _matches:
            print("# heapstep {} code={} live_peak={} peak={} steps={}".format(_name, code, live_peak, peak, steps))
            more = False
            return
        base = gc.mem_alloc()
        match = Match(_game, seed, None, [level] * seats)
        seed += 1
        return
    live = gc.mem_alloc() - base
    if live > live_peak:
        live_peak = live
    gc.disable()
    before = gc.mem_alloc()
    match.play_bots()
    match.resolve()
    used = gc.mem_alloc() - before
    gc.enable()
    if live + used > peak:
        peak = live + used
    steps += 1
    if match.result() is not None:
        match = None
