"""Stand-in for CircuitPython's ``supervisor`` (device lane, tests/device).

``ticks_ms()`` reads a virtual clock that only ``advance(ms)`` moves, so a
scripted run draws the same frames every time. Like a board's, it starts
65.536 s before its wrap at 2**29 (CircuitPython starts it there so code meets
the wrap early), so a tour of more than a minute crosses it.
"""

try:
    from micropython import const
except ImportError:  # CPython (tools/device_lane.py reads START)

    def const(value):
        return value


_PERIOD_MASK = const((1 << 29) - 1)
START = (1 << 29) - 65536

_now = START


def ticks_ms():
    """Virtual milliseconds, wrapping at 2**29."""
    return _now


def advance(ms):
    """Move the virtual clock on (the lane's driver calls this once a frame)."""
    global _now
    _now = (_now + ms) & _PERIOD_MASK


def restore(now):
    """Start as after supervisor.reload(): the clock where the run before
    left it (ticks run on across a reload on a board), and that reason."""
    global _now
    _now = now
    runtime.run_reason = RunReason.SUPERVISOR_RELOAD


class RunReason:
    STARTUP = "STARTUP"
    SUPERVISOR_RELOAD = "SUPERVISOR_RELOAD"


class _Runtime:
    # Only what the program reads (each name a stand-in keeps is an interned
    # string in the heap the lane measures; a board's are in its firmware).
    run_reason = RunReason.STARTUP
    display = True  # (status_bar's)


runtime = _Runtime()


# supervisor.status_bar: whether the status bar shows on the display (kept
# across a reload: the lane carries it, lane.py); an object of the runtime's
# class, which has the attribute, rather than a class of its own.
status_bar = _Runtime()
reloads = 0  # calls of reload()


class ReloadException(BaseException):
    """What a board raises in the running code once reload() is called: not
    an Exception, so no ``except Exception`` stops it. The lane catches it,
    saves where the tour is and starts the interpreter again (lane.py)."""


def reload():
    global reloads
    reloads += 1
    raise ReloadException()


def set_next_code_file(*args, **kwargs):
    """(filename, reload_on_success, reload_on_error, sticky_on_success):
    nothing to do in the lane."""
