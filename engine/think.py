"""Bots that think in slices, so no frame freezes while a CPU decides.

A bot's ``think(view, legal)`` is a generator: it does its search in bounded
units of work, ``yield``s after each one and ends with ``return action``.
``choose(view, legal)`` (tests, benchmarks, Match.play_bots) runs ``think`` to
its end through ``finish``; a match scene instead lets Match.think_bots()
advance every thinking CPU by one frame's work budget. A bot picks exactly the
same action either way: slicing only decides where it pauses.

The work counter: a bot class declares ``UNIT_US``, the most microseconds one
of its units (the code between two yields, the code before the first yield
included) takes under MicroPython's WebAssembly build, as measured by
``python -m tools.bench_think`` (which fails when a unit runs longer than
declared). A unit costs ``DEVICE_FACTOR * UNIT_US`` microseconds on a PyBadge:
its SAMD51 runs CircuitPython about 28 times slower than that build runs
MicroPython here (pystone: 42,500/s in wasm against 1,522/s published for a
SAMD51 board). A frame spends at most FRAME_US of those, and at least one unit
so thinking always moves on.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


FRAME_US = const(15000)  # bot work per frame on a PyBadge, microseconds
DEVICE_FACTOR = const(28)  # PyBadge CircuitPython time / MicroPython wasm time


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
