"""The device clock: PyBadge time from the time a tool measures here (tool only).

    from tools import device_clock
    factor = device_clock.factor()            # host seconds -> PyBadge seconds
    result, device_us = device_clock.timed(fn, *args)
    device_clock.launch(__file__, argv)       # (from CPython) run a tool file under
                                              # the reference interpreter, below

One calibration for every benchmark: a PyBadge runs CircuitPython at
``engine.think.BOARD_PYSTONE`` pystones a second (1,300: see engine/think.py for
why), and the interpreter a tool runs under is timed with the same Pystone 1.1
(``tools/pystone.py``) in the same run. A stretch of work that takes t seconds
here takes t * factor seconds on a PyBadge, with

    factor = pystones per second here / BOARD_PYSTONE.

Two ways to time: ``factor()`` (wall time, the median of many short pystone
runs) for a quick figure, and what the CPU benchmarks use (tools/duel.py): the
process's own CPU time, ``cpu_us()``, for the work and for short pystone runs
taken between its steps (``sample``, ``cpu_factor``). On a shared machine wall
time is mostly other processes' time, and a pystone run catches quiet moments
the work does not: wall-clock estimates came out two to three times too short
under load, CPU-time ones agree from run to run within about 10%.

The reference interpreter is CircuitPython's own unix port (circuitpython-unix:
the board's object layout, single-precision floats, the board's compiler), when
``SALVO_CIRCUITPYTHON`` names it; else the official MicroPython WebAssembly
build (node, tests/mpy). Measured on this machine (2 cores), unloaded:
circuitpython-unix about 225,000 pystones/s (factor about 173), the wasm build
about 77,000/s (factor about 59). Game code gains more from the unix port than
Pystone does, so a wasm-based estimate of the same work reads about 1.3 times
slower than a circuitpython-unix one (Spacewar's captain: 3.2 s against 2.5 s
a median wait): the wasm figure errs on the slow side. CPython works too, but
its game code is not the board's, so benchmarks run under one of the two.

Clocks: under wasm on Linux, both ``now_us`` and ``cpu_us`` are the main
thread's own time on a CPU (wall time less its waits for a CPU, from
``/proc/thread-self/schedstat``, through tests/mpy/run.mjs's ``salvoRunUs``,
microseconds): a loaded machine's other
processes and node's helper threads (its wasm compiler's tier-up, its
collector) are not counted, where wall time and ``process.cpuUsage()`` counted
them and a unit's least of three runs could still read 5-15 times long. Else
under wasm, ``performance.now()`` (microsecond resolution; its
``time.ticks_us`` counts whole milliseconds); under circuitpython-unix,
``time.ticks_us`` (wall time); under CPython, ``time.perf_counter_ns``. Those are
wall clocks (``cpu_us`` is the CPU clock: see _cpu_clock).
"""

import sys

from engine.think import BOARD_PYSTONE

NAME = sys.implementation.name  # "circuitpython", "micropython" or "cpython"
LOOPS = 1000  # pystone loops a run: 4-13 ms here, as short as the work it calibrates
RUNS = 61  # runs; the median counts


def _clock():
    """now_us() of this interpreter: microseconds, only ever growing."""
    if NAME == "cpython":
        import time

        perf = time.perf_counter_ns

        def now_us():
            return perf() // 1000

        return now_us
    try:
        import js  # the wasm build's window on JavaScript
    except ImportError:
        js = None
    if js is not None:
        run_us = getattr(js, "salvoRunUs", None)  # tests/mpy/run.mjs: the thread's time on a CPU
        if run_us is not None:
            return run_us
        performance = js.performance

        def now_us():
            return int(performance.now() * 1000)

        return now_us
    import time

    ticks_us = time.ticks_us
    ticks_diff = time.ticks_diff
    state = [ticks_us(), 0]  # last reading, microseconds counted so far

    def now_us():
        # ticks_us wraps (2**30 us on a 32-bit port): count its steps.
        now = ticks_us()
        state[1] += ticks_diff(now, state[0])
        state[0] = now
        return state[1]

    return now_us


def _cpu_clock():
    """cpu_us() of this interpreter: microseconds of CPU this process has
    used (another process's turn on the CPU is not counted). CPython:
    process_time; the wasm build: the main thread's time on a CPU where
    run.mjs gives it (salvoRunUs), else node's process.cpuUsage()
    (microseconds, every thread of node);
    circuitpython-unix: time.clock() (whole milliseconds: a sum of many
    readings is still right on average, since where a unit starts within a
    millisecond is chance)."""
    import time

    if NAME == "cpython":
        process = time.process_time_ns

        def cpu_us():
            return process() // 1000

        return cpu_us
    try:
        import js

        run_us = getattr(js, "salvoRunUs", None)
        if run_us is not None:
            return run_us
        usage = js.process.cpuUsage

        def cpu_us():
            return int(usage().user)

        return cpu_us
    except ImportError:
        pass
    clock = time.clock

    def cpu_us():
        return int(clock() * 1000 + 0.5) * 1000

    return cpu_us


now_us = _clock()
cpu_us = _cpu_clock()
_factor = [None]


def pystone_rate(runs=RUNS, loops=LOOPS):
    """Pystones per second here: the median of `runs` short runs."""
    from tools.pystone import pystones

    rates = sorted(pystones(loops, now_us)[1] for _ in range(runs))
    return rates[len(rates) // 2]


def sample(loops=500):
    """(loops, CPU us) of one short pystone run: a benchmark takes these
    between its steps, so the calibration spans the same minutes as the work
    (a shared machine's load comes and goes), and adds them up:
    cpu_factor(samples)."""
    from tools.pystone import pystones

    return loops, int(pystones(loops, cpu_us)[0] * 1e6)


def cpu_overhead(count=500):
    """CPU us one timed interval costs by itself (two cpu_us and two now_us
    readings around nothing), the mean: taken off every unit's CPU time (the
    wasm build's cpu_us goes through JavaScript, about 20 us a reading)."""
    start = cpu_us()
    for _ in range(count):
        cpu_us()
        now_us()
        now_us()
    return (cpu_us() - start) / count


def cpu_factor(samples):
    """Host CPU seconds -> PyBadge seconds from (loops, CPU us) samples: all
    the loops over all their CPU time, against BOARD_PYSTONE."""
    loops = spent = 0
    for n, took in samples:
        loops += n
        spent += took
    return loops * 1e6 / max(spent, 1) / BOARD_PYSTONE


def median(values):
    """The middle value (the upper one of an even count)."""
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def factor(runs=RUNS):
    """How many seconds on a PyBadge one second of work here takes (measured
    once per run of a tool, then kept)."""
    if _factor[0] is None:
        _factor[0] = pystone_rate(runs) / BOARD_PYSTONE
    return _factor[0]


def set_factor(value):
    """Keep `value` as factor() from now on (a benchmark's running median)."""
    _factor[0] = value


def calibration(scales=None):
    """One line saying what the device estimate stands on: factor(), or the
    factors of a benchmark's runs (`scales`: their median and range)."""
    if scales:
        middle = median(scales)
        return "device = {} time x {:.0f} (runs x{:.0f}-x{:.0f}: {:.0f} pystones/s here; a PyBadge {}/s)".format(
            NAME, middle, min(scales), max(scales), middle * BOARD_PYSTONE, BOARD_PYSTONE)
    rate = factor() * BOARD_PYSTONE
    return "device = {} time x {:.0f} ({:.0f} pystones/s here, median of {}; a PyBadge {}/s)".format(
        NAME, factor(), rate, RUNS, BOARD_PYSTONE)


def timed(fn, *args):
    """(fn(*args), PyBadge microseconds it would take): the callable run once
    here, its wall time scaled by factor()."""
    scale = factor()
    start = now_us()
    result = fn(*args)
    return result, int((now_us() - start) * scale)


def device_ms_clock():
    """A ticks_ms-like clock of PyBadge milliseconds (int) that runs factor()
    times faster than this machine's: what Match.think_bots(clock=) reads in a
    benchmark, as a board's supervisor.ticks_ms."""
    scale = factor() / 1000.0

    def ticks_ms():
        return int(now_us() * scale) & ((1 << 29) - 1)

    return ticks_ms


def interpreter():
    """(name, command prefix) of the reference interpreter for a tool run from
    CPython: circuitpython-unix when SALVO_CIRCUITPYTHON names it, else the
    MicroPython wasm build through node."""
    import os

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    port = os.environ.get("SALVO_CIRCUITPYTHON")
    if port:
        return "circuitpython", [port, "-X", "heapsize=64m"]
    runner = os.path.join(root, "tests", "mpy", "run.mjs")
    return "micropython", ["node", runner, "--heap", str(512 * 1024 * 1024)]


def launch(path, argv):
    """Run the tool file `path` with `argv` under the reference interpreter
    (interpreter()), from the repository's root; returns its exit status."""
    import os
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    _, command = interpreter()
    env = dict(os.environ)
    env["MICROPYPATH"] = root  # circuitpython-unix: engine/, games/, tools/ importable
    return subprocess.call(command + [os.path.abspath(path)] + list(argv), cwd=root, env=env)


if __name__ == "__main__":
    if NAME == "cpython" and "--here" not in sys.argv:
        print(calibration())
        sys.exit(launch(__file__, ["--here"]))
    print(calibration())
