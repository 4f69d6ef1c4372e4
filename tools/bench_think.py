"""How long CPU thinking takes on a PyBadge, measured under MicroPython.

    python -m tools.bench_think [--seeds N] [--repeats N] [--game NAME]

Runs itself under the official MicroPython WebAssembly build (node
tests/mpy/run.mjs, needs `npm ci --prefix tests/mpy`). For every registered
game, every CPU level, at its fewest and most seats, it plays N seeded all-CPU
matches twice over, driving the bots through engine.match.Match.think_bots:

- once a unit per call (budget 1): the time of every unit of thinking, the
  code between two yields of a bot's think();
- once with the real frame budget (engine.think.FRAME_US): the bot work of
  every frame.

Every run is repeated (at least twice, up to --repeats times while a figure is
over) and each unit's and frame's time is the least over the runs (the
sequence of units is the same every time; the least drops the moments another
process had the CPU: on a busy machine a row may need several runs). Device figures are these times times
engine.think.DEVICE_FACTOR (a PyBadge's SAMD51 against this wasm build).

Prints per game and level: decisions, units per decision (median / worst), the
slowest unit against the bot's declared UNIT_US, units per frame, the most bot
work in one frame on the device (target: FRAME_US), frames and device seconds
per decision (median / worst). Exit status 1 when a unit takes longer than its
bot declares or a frame's bot work passes FRAME_US on the device.
"""

import sys

if sys.implementation.name != "micropython":
    import os
    import subprocess

    ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    # The collector stays off while timing (the wasm build's frees nothing
    # inside one call anyway, and its futile passes over a full heap would be
    # counted as thinking), so the heap must hold everything the run makes.
    HEAP = 512 * 1024 * 1024

    def main():
        """Run this file under MicroPython (node) and pass its output on."""
        runner = os.path.join(ROOT, "tests", "mpy", "run.mjs")
        cmd = ["node", runner, "--heap", str(HEAP), os.path.abspath(__file__)] + sys.argv[1:]
        return subprocess.call(cmd, cwd=ROOT)

    if __name__ == "__main__":
        sys.exit(main())
else:
    import gc

    import js  # the wasm build's window on JavaScript: performance.now() has
    # microsecond resolution, where its time.ticks_us() counts whole milliseconds

    from engine import registry, think

    _now = js.performance.now

    def _overhead():
        """Microseconds a timing pair costs by itself (taken off every time)."""
        least = 1e9
        for _ in range(200):
            start = _now()
            took = _now() - start
            if took < least:
                least = took
        return least
    from engine.match import Match

    def option(args, name, default):
        """The value after `name` in args, else default."""
        for i in range(len(args) - 1):
            if args[i] == name:
                return args[i + 1]
        return default

    def play(game, level, seats, seeds, budget):
        """Play the matches; returns (microseconds of each think_bots call, the
        calls of each decision, the calls of each step) in play order. At
        budget 1 a call is one unit of one seat: the first still thinking."""
        times = []
        decisions = []
        steps = []
        for n in range(seeds):
            match = Match(game, n * 7919 + 11, None, [level] * seats)
            while match.result() is None:
                match._start_bots()  # (so thinks() knows who thinks)
                calls = 0
                seat = -1
                done = False
                while not done:
                    thinking = -1
                    for s in range(seats):
                        if match.thinks(s):
                            thinking = s
                            break
                    if thinking != seat:
                        decisions.append(0)
                        seat = thinking
                    start = _now()
                    done = match.think_bots(budget)
                    times.append(int((_now() - start - _OVERHEAD) * 1000))
                    decisions[-1] += 1
                    calls += 1
                steps.append(calls)
                match.resolve()
        return times, decisions, steps

    def least(runs):
        """Per index, the least value over the runs."""
        out = list(runs[0])
        for run in runs[1:]:
            for i in range(len(out)):
                if run[i] < out[i]:
                    out[i] = run[i]
        return out

    def median(values):
        ordered = sorted(values)
        return ordered[len(ordered) // 2] if ordered else 0

    def measure(game, level, seats, seeds, repeats):
        """One row of the table; returns (text, fine)."""
        # A level may declare its own unit (an instance attribute: Starship's shark).
        declared = registry.part(game.NAME, "bot").Bot(0, None, level).UNIT_US
        unit_us = frame_us = units = frames = None
        runs = 0
        while runs < repeats:
            runs += 1
            times, units, _ = play(game, level, seats, seeds, 1)
            unit_us = times if unit_us is None else least((unit_us, times))
            times, _, frames = play(game, level, seats, seeds, think.FRAME_US)
            frame_us = times if frame_us is None else least((frame_us, times))
            if runs >= 2 and max(unit_us) <= declared and max(frame_us) * think.DEVICE_FACTOR <= think.FRAME_US:
                break  # clean twice over: more runs would only lower the figures
        # Per decision: units (calls at budget 1 think one unit each) and their
        # time; per step (every CPU seat of the step thinking): frames.
        per_units = []
        per_secs = []
        at = 0
        for calls in units:
            per_units.append(calls)
            total = 0
            for i in range(at, at + calls):
                total += unit_us[i]
            per_secs.append(total)
            at += calls
        worst_unit = max(unit_us)
        cost = think.DEVICE_FACTOR * declared
        per_frame = max(1, think.FRAME_US // cost)
        worst_frame = max(frame_us) * think.DEVICE_FACTOR
        fine = worst_unit <= declared and worst_frame <= think.FRAME_US
        text = "{:<9}{:>2} {:>5} {:>9} {:>5} {:>6} {:>5}/{:<5} {:>5} {:>7.1f} {:>5}/{:<5} {:>5.2f}/{:<5.2f} {}".format(
            game.NAME, level, seats, len(units), median(per_units), max(per_units),
            worst_unit, declared, per_frame, worst_frame / 1000, median(frames), max(frames),
            median(per_secs) * think.DEVICE_FACTOR / 1e6, max(per_secs) * think.DEVICE_FACTOR / 1e6,
            ("ok" if fine else "OVER") + " ({} runs)".format(runs))
        return text, fine

    _OVERHEAD = _overhead()

    def main(args):
        seeds = int(option(args, "--seeds", "3"))
        repeats = int(option(args, "--repeats", "8"))
        only = option(args, "--game", None)
        print("CPU thinking under MicroPython wasm, device = wasm x {}, frame budget {} ms".format(
            think.DEVICE_FACTOR, think.FRAME_US // 1000))
        print("{} all-CPU matches per row; each unit's and frame's time is the least of 2 to {} runs".format(
            seeds, repeats))
        print("game  level seats decisions units/decision unit us  units/ frame ms frames/step device s/decision")
        print("                            med  worst  worst/decl frame  device  med/worst   med/worst")
        fine = True
        gc.disable()  # see HEAP above
        for _, name, _ in registry.games():
            if only and name != only:
                continue
            game = registry.load(name)
            levels = len(registry.part(name, "info").LEVELS)
            counts = (game.SEATS[0],) if game.SEATS[0] == game.SEATS[1] else game.SEATS
            for level in range(1, levels + 1):
                for seats in counts:
                    text, ok = measure(game, level, seats, seeds, repeats)
                    print(text)
                    fine = fine and ok
        print("heap used {} KB".format(gc.mem_alloc() // 1024))
        if not fine:
            print("OVER: a unit runs longer than its bot's UNIT_US, or a frame passes the budget")
            sys.exit(1)

    main(sys.argv[1:])
