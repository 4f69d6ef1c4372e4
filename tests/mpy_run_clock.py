"""Run by tests/test_micropython.py under the wasm build (tests/mpy/run.mjs):
prints what tools/device_clock.py's clocks read (see the test)."""

import sys

sys.path.insert(0, ".")  # (run.mjs runs from the repository's root: tools/ importable)

import js  # noqa: E402

from tools import device_clock  # noqa: E402

print("run clock", getattr(js, "salvoRunUs", None) is not None)
readings = [device_clock.now_us() for _ in range(2000)]
print("never back", all(readings[i] <= readings[i + 1] for i in range(len(readings) - 1)))
start = device_clock.now_us()
spent = 0
while spent < 50000:  # busy for 50 ms of the clock
    total = 0
    for i in range(1000):
        total += i
    spent = device_clock.now_us() - start
print("busy", spent, device_clock.cpu_us() > 0)
