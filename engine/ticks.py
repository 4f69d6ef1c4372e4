"""Millisecond ticks that wrap at 2**29, as CircuitPython's supervisor.ticks_ms.

A board's ticks_ms starts about 65 s before its first wrap (2**29 - 65,536) and
wraps every 6.2 days, so code never compares ticks with < or >: it asks
ticks_diff, and never stores an absolute tick as a constant.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


# Half of the 2**29 tick range, as in adafruit_ticks: differences wrap around.
_TICKS_HALF = const(1 << 28)
_TICKS_MASK = const((1 << 29) - 1)
# Where CircuitPython's ticks_ms starts at power-on: 65,536 ms before the wrap.
BOOT_TICKS = const((1 << 29) - 65536)


def ticks_diff(later, earlier):
    """Signed difference of two tick values that may have wrapped."""
    diff = (later - earlier) & _TICKS_MASK
    return ((diff + _TICKS_HALF) & _TICKS_MASK) - _TICKS_HALF


def ticks_add(ticks, delta):
    """Tick value delta ms after ticks, wrapped like the hardware's."""
    return (ticks + delta) & _TICKS_MASK
