"""Stand-in for CircuitPython's ``microcontroller`` (device lane, tests/device).

Pins are named objects (``board`` hands them out); ``nvm`` is a small
bytearray (a PyBadge's 8 KB lives in flash, not in the heap, so the stand-in
keeps only 256 bytes); the watchdog and ``reset()`` only count calls.
"""


class Pin:
    """A pin: just its name; ``board`` makes one per pin name."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


class ResetReason:
    """The reset reasons the lane can report (the lane always powers on)."""

    POWER_ON = "POWER_ON"
    SOFTWARE = "SOFTWARE"
    WATCHDOG = "WATCHDOG"


class _Processor:
    reset_reason = ResetReason.POWER_ON
    frequency = 120000000  # SAMD51 at 120 MHz
    temperature = 25.0


class _Watchdog:
    """Counts feeds; ``mode`` None means not started, as on a board."""

    def __init__(self):
        self.timeout = 0
        self.mode = None
        self.feeds = 0

    def feed(self):
        self.feeds += 1

    def deinit(self):
        self.mode = None


cpu = _Processor()
nvm = bytearray(256)
watchdog = _Watchdog()
resets = 0  # calls of reset()


def reset():
    """Counted only: the lane never restarts."""
    global resets
    resets += 1
