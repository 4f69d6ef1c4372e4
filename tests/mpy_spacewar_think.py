"""The Spacewar CPU under MicroPython (run by tests/test_spacewar_bot.py):
per level, over a few matches against random play:
- decision_bytes: the most one decision allocated (view and legal list
  included, as the match hands them over);
- unit_swing: the most the heap moved between two yields of think() (the
  scratch lists are made with room for a turn's actions and emptied with
  del, which keeps it: no garbage, and the heap figure moves only when a
  turn has more);
- units and the decision's time (wasm speed, not a board's);
- ponder_bytes: the most one pondering on the opponent's turn allocated (the
  captain's ponder() run to its end, its view included: what it keeps for
  think() and its garbage; a captain's first one also makes its buffers).
  games/spacewar/ahead.py is imported first: this port compiles it from
  source, and that compiler's garbage (which a board, running .mpy, never
  makes) counted here as much as a collection during it had not cleared:
  5,264 or 7,536 bytes for the same code, by where the collections fell.

    node tests/mpy/run.mjs tests/mpy_spacewar_think.py
"""

import gc
import time

from engine.prng import Rng
from games.spacewar import ahead  # noqa: F401 (imported before the measuring: see ponder_bytes)
from games.spacewar.bot import Bot
from games.spacewar.info import LEVELS
from games.spacewar.rules import Spacewar
from tools.players import random_play


def measure(level, matches):
    """Play `matches` matches; returns the figures for one line."""
    decision = 0
    swing = 0
    units_max = 0
    units = 0
    decisions = 0
    ms = 0
    ms_max = 0
    ponder_bytes = 0
    for seed in range(matches):
        game = Spacewar(seed * 7919 + 11)
        me = seed & 1
        cpu = Bot(me, Rng(seed + 3), level)
        foe = random_play.Bot(1 - me, Rng(seed + 5))
        while game.result() is None:
            seat = game.acting()[0]
            if seat != me:
                gc.collect()
                before = gc.mem_alloc()
                thinking = cpu.ponder(game.view(me))  # (None: the cadet does not ponder)
                if thinking is not None:
                    for _ in thinking:
                        pass
                ponder_bytes = max(ponder_bytes, gc.mem_alloc() - before)
                game.apply([foe.choose(game.view(seat), game.legal(seat))])
                continue
            gc.collect()
            before = gc.mem_alloc()
            began = time.ticks_ms()
            action = cpu.choose(game.view(seat), game.legal(seat))
            spent = time.ticks_diff(time.ticks_ms(), began)
            decision = max(decision, gc.mem_alloc() - before)
            ms += spent
            ms_max = max(ms_max, spent)
            units += cpu.positions
            units_max = max(units_max, cpu.positions)
            decisions += 1
            # The same decision again, unit by unit.
            view = game.view(seat)
            legal = game.legal(seat)
            gc.collect()
            steps = cpu.think(view, legal)
            last = gc.mem_alloc()
            while True:
                try:
                    next(steps)
                except StopIteration:
                    break
                now = gc.mem_alloc()
                swing = max(swing, abs(now - last))
                last = now
            game.apply([action])
    return decision, swing, units_max, units // decisions, ms // decisions, ms_max, ponder_bytes


for level in range(1, len(LEVELS) + 1):
    decision, swing, units_max, units_avg, ms_avg, ms_max, ponder_bytes = measure(level, 3)
    print(
        "level {} {} decision_bytes={} unit_swing={} units_max={} units_avg={} ms_avg={} "
        "ms_max={} ponder_bytes={}".format(
            level, LEVELS[level - 1], decision, swing, units_max, units_avg, ms_avg, ms_max, ponder_bytes)
    )
