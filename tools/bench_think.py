"""How long CPU thinking takes on a PyBadge, on the device clock.

    python -m tools.bench_think [--seeds N] [--repeats N] [--game NAME] [--level NAME]

Runs itself under the reference interpreter (tools/device_clock.py:
CircuitPython's unix port when SALVO_CIRCUITPYTHON names it, else the official
MicroPython WebAssembly build through node) and scales its times to a PyBadge
by the pystone ratio measured in the same run. For every registered game,
every CPU level, at its fewest and most seats, it plays N seeded all-CPU
matches through the duel harness (tools/duel.py), timing every unit of
thinking (the code between two yields of a bot's think(), and the view and
legal list a decision starts with, a unit of its own) as Match.think_bots runs
them a unit a call with a device clock. Each match is played --repeats times
and each decision's device time is its process CPU time (the mean over the
runs), shared among its units by their least wall times (tools/duel.py: the
machine's other processes are not counted). The units are
then cut into frames as a board's measured slicing cuts them (duel.frames,
engine.think.IDLE_US a frame: nobody picks in an all-CPU match): timing whole frames on a shared machine would
time the other processes.

Prints per game and level: decisions, units per decision (median / worst), the
slowest unit on the device, the most bot work in one frame on the device, frames
per step and device seconds per decision (median / worst). Exit status 1 when a
unit or a frame's bot work takes longer than 28 ms on the device (a frame of a
match may take 33 ms, about 5 of them for the rest of the frame; a unit cannot
be cut, so a longer one makes a frame late whatever the budget). --level NAME
times that level of the bot (its LEVELS) alone, in the menu or not (a level
on trial).
"""

import sys

if sys.implementation.name == "cpython":
    from tools import device_clock

    if __name__ == "__main__":
        sys.exit(device_clock.launch(__file__, sys.argv[1:]))
else:
    import gc

    from engine import registry, think
    from tools import device_clock, duel

    # A match's frame may take 33 ms on a PyBadge (issue 23), of which about 5
    # go to the pads, the scene and the refresh (bench_wait's REST_US): 28 ms
    # for the CPUs. A unit cannot be cut, so no unit may pass that either.
    FRAME_LIMIT_US = 28000  # the most bot work in a frame, device us
    UNIT_LIMIT_US = FRAME_LIMIT_US  # the longest unit, device us

    def option(args, name, default):
        """The value after `name` in args, else default."""
        for i in range(len(args) - 1):
            if args[i] == name:
                return args[i + 1]
        return default

    def median(values):
        ordered = sorted(values)
        return ordered[len(ordered) // 2] if ordered else 0

    def measure(game, level, seats, seeds, repeats):
        """One row of the table; returns (text, fine)."""
        per_units = []  # units per decision
        per_secs = []  # device us per decision
        per_step = []  # frames per step
        worst_unit = worst_frame = 0
        for n in range(seeds):
            for step in duel.timed(game.NAME, n * 7919 + 11, [level] * seats, None, repeats):
                run = []
                longs = []
                for seat in sorted(step.units):
                    if seat < 0:
                        continue  # (a pondering: none in all-CPU matches)
                    times = step.units[seat]
                    if longs:
                        longs[-1] = True  # a seat's view and legal list begin a frame (Match.think_bots)
                    run.extend(times)
                    longs.extend(step.longs[seat])
                    per_units.append(len(times))
                    per_secs.append(sum(times))
                    worst_unit = max(worst_unit, max(times))
                cut = duel.frames(run, think.IDLE_US, longs)  # (nobody picks in an all-CPU match)
                if cut:
                    per_step.append(len(cut))
                    worst_frame = max(worst_frame, max(cut))
        fine = worst_unit <= UNIT_LIMIT_US and worst_frame <= FRAME_LIMIT_US
        text = "{:<9}{:>2} {:>5} {:>9} {:>5} {:>6} {:>8.1f} {:>7.1f} {:>5}/{:<5} {:>5.2f}/{:<5.2f} {}".format(
            game.NAME, level, seats, len(per_units), median(per_units), max(per_units),
            worst_unit / 1000, worst_frame / 1000, median(per_step), max(per_step or [0]),
            median(per_secs) / 1e6, max(per_secs or [0]) / 1e6, "ok" if fine else "OVER")
        return text, fine

    def main(args):
        seeds = int(option(args, "--seeds", "3"))
        repeats = int(option(args, "--repeats", "3"))
        only = option(args, "--game", None)
        trial = option(args, "--level", None)
        print("CPU thinking on a PyBadge (BOARD_PYSTONE {}/s), timed under {}".format(think.BOARD_PYSTONE, device_clock.NAME))
        print("frame budget {} ms (nobody picks), sliced by the device clock; limits: a unit {} ms, a frame {} ms".format(
            think.IDLE_US // 1000, UNIT_LIMIT_US // 1000, FRAME_LIMIT_US // 1000))
        print("{} all-CPU matches per row; each decision timed {} times".format(seeds, repeats))
        print("game  level seats decisions units/decision  unit ms  frame ms frames/step device s/decision")
        print("                            med  worst      worst    worst   med/worst   med/worst")
        fine = True
        gc.collect()
        for _, name, _ in registry.games():
            if only and name != only:
                continue
            game = registry.load(name)
            levels = registry.part(name, "info" if trial is None else "bot").LEVELS
            counts = (game.SEATS[0],) if game.SEATS[0] == game.SEATS[1] else game.SEATS
            for level in range(1, len(levels) + 1):
                if trial is not None and levels[level - 1] != trial:
                    continue
                for seats in counts:
                    text, ok = measure(game, level, seats, seeds, repeats)
                    print(text)
                    fine = fine and ok
        print(device_clock.calibration(duel.SCALES))
        print("heap used {} KB".format(gc.mem_alloc() // 1024))
        if not fine:
            print("OVER: a unit runs longer than {} ms or a frame's bot work passes {} ms on the device".format(
                UNIT_LIMIT_US // 1000, FRAME_LIMIT_US // 1000))
            sys.exit(1)

    main(sys.argv[1:])
