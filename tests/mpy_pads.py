"""The shared input layer allocates nothing per frame under MicroPython, idle or
with presses (run by tests/test_micropython.py through tests/mpy/run.mjs)."""

import gc
from engine.ui.pad import Pads, PadEvent, UP, LEFT, RIGHT
from engine.ticks import ticks_diff, ticks_add
pads = Pads(); ev = PadEvent()
pads.repeat = True
now = (1 << 29) - 20000  # near the wrap, as a board's ticks_ms: 20 s in, it wraps
pads.tick(now)
gc.collect(); gc.disable()
before = gc.mem_alloc()
for i in range(1000):
    now = ticks_add(now, 33)
    pads.tick(now)
    while pads.press():
        pass
idle = gc.mem_alloc() - before
before = gc.mem_alloc()
for i in range(200):
    now = ticks_add(now, 33)
    ev.set(i % 2, i % 4, (i // 4) % 2 == 0, now)
    pads.feed(ev)
    pads.tick(now)
    while pads.press():
        pass
busy = gc.mem_alloc() - before
gc.enable()
print("pads idle 1000 frames:", idle, "B; 200 frames with presses:", busy, "B")
