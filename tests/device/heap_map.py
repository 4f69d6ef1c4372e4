"""Heap each module of the program keeps once imported, on the device lane
(tools/heap_map.py runs it: lane_main.py --call heap_map.main, the stand-ins
in place). Reads the module names from modules.txt on the drive, one a line,
and prints per module ``module NAME OWN ALONE``: OWN is what importing it
costs when everything else is already imported (its bytecode, its globals),
ALONE what it costs with the program's modules it pulls in, starting from
none of them loaded.
"""

import gc
import sys

_PROGRAM = ("engine", "games", "hw", "code", "adafruit_display_text", "adafruit_ticks")


def _heap():
    gc.collect()
    return gc.mem_alloc()


def _ours(name):
    for top in _PROGRAM:
        if name == top or name.startswith(top + "."):
            return True
    return False


def _forget():
    """Drop every program module (stand-ins and the driver stay)."""
    for name in [key for key in sys.modules if _ours(key)]:
        del sys.modules[name]


def _cost(name):
    before = _heap()
    __import__(name)
    return _heap() - before


def main():
    with open("modules.txt") as handle:
        names = [line.strip() for line in handle if line.strip()]
    alone = {}
    for name in names:
        _forget()
        alone[name] = _cost(name)
    _forget()
    for name in names:
        __import__(name)
    for name in names:
        del sys.modules[name]
        print("module {} {} {}".format(name, _cost(name), alone[name]))
