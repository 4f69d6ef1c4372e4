"""Stand-in for CircuitPython's ``watchdog`` (device lane, tests/device):
the mode names hw/guard.py sets on ``microcontroller.watchdog``, which counts
its feeds (microcontroller.py)."""


class WatchDogMode:
    RAISE = "RAISE"
    RESET = "RESET"
