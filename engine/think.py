"""Bots that think in slices, so no frame freezes while a CPU decides.

A bot's ``think(view, legal)`` is a generator: it does its search in bounded
units of work, ``yield``s after each one and ends with ``return action``.
``choose(view, legal)`` (tests, benchmarks, Match.play_bots) runs ``think`` to
its end through ``finish``; a match scene instead lets Match.think_bots()
advance every thinking CPU by one frame's work budget. A bot picks exactly the
same action either way: slicing only decides where it pauses.

Two ways to slice (Match.think_bots):

- **By measured time, on a board**: the console's ``think_clock`` (a board's
  ``supervisor.ticks_ms``) is read between units; a frame runs units while the
  time spent plus the longest unit so far stays within FRAME_US. A unit's cost is
  whatever it really takes, so a fast unit is never charged a slow one's price.
- **By counted work, elsewhere** (the simulator, the device lane, tests: their
  frames must not depend on how busy the machine is): each unit is charged
  ``DEVICE_FACTOR * UNIT_US``, the bot's declared worst unit (MicroPython wasm
  microseconds) times a fixed factor. This is a pacing, not an estimate.

Picks never depend on either: slicing only decides where a think() pauses.

**The device clock** (one calibration, ``tools/device_clock.py``): a PyBadge
(SAMD51, Cortex-M4 at 120 MHz) runs CircuitPython at BOARD_PYSTONE pystones a
second. Figures for SAMD51 boards under CircuitPython run from about 1,300 to
1,600/s (1,522 is the one this project used before; they vary with the
CircuitPython version and the board's flash cache); we take the low end,
1,300, so every device estimate errs on the slow side: a wait that passes at
1,300 passes on any of them. A tool times its work
under CircuitPython's unix port (``SALVO_CIRCUITPYTHON``) or MicroPython's
WebAssembly build, times Pystone 1.1 in the same run (in the process's own CPU
time, as the work: the machine is shared), and scales: device time = host
time * (host pystones/s / BOARD_PYSTONE). Measured here, unloaded:
circuitpython-unix about 225,000/s (x173), the wasm build about 77,000/s (x59).
(The x28 this file used before came from a wasm figure of 42,500/s that does
not reproduce.)
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


FRAME_US = const(15000)  # bot work per frame on a PyBadge, microseconds
# ... on a board (measured slicing) while nobody at the table has a pick to
# make: the screen then only animates the thinking cue, so a frame of 20 ms of
# thinking (28 at most, when a unit runs longer than every one before it in
# the frame: tools/bench_think.py) and a few of drawing keeps within 33 ms (a
# person waiting gets the CPU's move sooner; engine/ui/match_scene.py).
IDLE_US = const(20000)
# CPU seats "think" this long (ms) before they show as locked, whatever they
# picked and however fast they picked it (engine/ui/match_scene.py).
CPU_DELAY = const(450)
# A bot's think() may `yield True` (LONG) instead of a bare yield when the
# unit it runs next is much longer than most (Arrowbic's sort of its
# candidates): on a board (measured slicing) Match.think_bots then ends the
# frame there, so that unit starts a frame of its own instead of landing on a
# nearly full one. The counted pacing ignores it (simulator frames stay as
# they were); picks never depend on it. (True itself, not a name here: a
# module global costs a match's heap.)
BOARD_PYSTONE = const(1300)  # a PyBadge's CircuitPython, pystones a second (above)
# The counted-work pacing's factor (simulator, lane, tests): a unit declared
# UNIT_US wasm microseconds is charged DEVICE_FACTOR times that. Kept at its
# old value so every frame those runs draw stays the same; device estimates
# come from tools/device_clock.py instead.
DEVICE_FACTOR = const(28)


def unit_cost(bot):
    """Device microseconds charged per unit of `bot`'s thinking; a player
    without UNIT_US (one whole choose() per decision) is charged a frame."""
    unit = getattr(bot, "UNIT_US", 0)
    return DEVICE_FACTOR * unit if unit else FRAME_US


def start(bot, view, legal):
    """The bot's thinking as a generator: its own think(), or a single unit
    running choose() for players that have none (replayed logs, tools)."""
    think = getattr(bot, "think", None)
    if think is not None:
        return think(view, legal)
    return _whole(bot, view, legal)


def _whole(bot, view, legal):
    return bot.choose(view, legal)
    yield  # (never reached: makes this a generator, one unit long)


def finish(thinking):
    """Run a thinking generator to its end; returns the action it returned."""
    try:
        while True:
            next(thinking)
    except StopIteration as done:
        return done.value


class Thinker:
    """Base of bots with a think() generator: choose() runs it to the end."""

    UNIT_US = FRAME_US // DEVICE_FACTOR  # a subclass declares its measured unit

    def think(self, view, legal):
        """The search as a generator (a subclass writes it): yields after each
        unit of work, returns the action."""
        raise NotImplementedError

    def choose(self, view, legal):
        """Pick an action for this view (the whole of think(), at once)."""
        return finish(self.think(view, legal))
