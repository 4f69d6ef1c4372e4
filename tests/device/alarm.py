"""Stand-in for CircuitPython's ``alarm`` on a PyBadge (device lane,
tests/device): only ``sleep_memory``, the SAMD51's backup RAM that
engine/handoff.py hands a match over in.

On a board it is kept across ``supervisor.reload()`` (the lane carries it to
the next interpreter, lane.py) and holds garbage at power-on (here a fixed
jumble, so a run is repeatable). A board has 8 KB of it outside the heap;
the stand-in keeps 96 bytes, the hand-off record's slot (engine/handoff.py).
"""

sleep_memory = bytearray((i * 197 + 89) & 0xFF for i in range(96))
