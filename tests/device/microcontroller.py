"""Stand-in for CircuitPython's ``microcontroller`` (device lane, tests/device).

Pins are named objects (``board`` hands them out); ``nvm`` is a small
bytearray (a PyBadge's 8 KB lives in flash, not in the heap, so the stand-in
keeps only 256 bytes); the watchdog's feeds and ``reset()`` calls are counted.
"""


class Pin:
    """A pin: just its name; ``board`` makes one per pin name."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


class _Stub:
    """cpu and watchdog: attributes, and a counter for watchdog.feed()."""

    reset_reason = "POWER_ON"  # microcontroller.ResetReason.POWER_ON
    frequency = 120000000  # SAMD51 at 120 MHz
    timeout = 0
    mode = None  # watchdog not started
    feeds = 0

    def feed(self):
        self.feeds += 1


cpu = _Stub()
watchdog = _Stub()
nvm = bytearray(256)
resets = 0  # calls of reset()


def reset():
    """Counted only: the lane never restarts."""
    global resets
    resets += 1
