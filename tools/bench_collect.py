"""What a collection of the live heap costs, per game and scene: plays the
device lane's tour (tests/device/tour.txt) under CircuitPython's unix port
in a board's room (tools/bench_frames.heap) and, at every checkpoint, scene
change and quiet-frame collection of the App, times a collection of the
live heap alone (tests/device/collect_timer.py: the least of several, issued
as the App issues its own, after one that took the garbage away).

    SALVO_CIRCUITPYTHON=../shared/bin/circuitpython-unix-displayio \\
    SALVO_MPY_CROSS=../shared/bin/circuitpython-mpy-cross \\
        python -m tools.bench_collect [--runs N] [--py] [--heap N] [--lane] [--raw FILE] [TOUR]

Per game and scene it prints the bytes in use (the lane's own modules
included), the worst and median host us, the worst on the PyBadge estimate
(tools/bench_frames.py's Pystone factor) and us per KB. A collection marks
the live heap depth first with a 64-entry stack (py/gc.c); a block with
more unmarked children than the stack has room for costs a rescan of the
whole heap, so one heap of the same bytes can take twice as long as another
(docs/PERFORMANCE.md). The figures are those with sys.modules as a board
has it (the lane's stand-ins and driver out of it while timed); `--lane`
prints the lane's as it runs instead. It exits 1 when a collection took such
a rescan: more than EXTRA_PASS_US_PER_KB us per KB of live heap (one mark
is 0.9-1.15 here, one extra pass 1.8-2.0).
"""

import os
import shutil
import statistics
import sys
import tempfile

from tools import bench_frames, device_lane

PY_HEAP = "256k"  # the lane's heap from .py (the board compiles at import: no board's room)
EXTRA_PASS_US_PER_KB = 1.5  # over this, the collection rescanned the heap (its mark stack overflowed)


def run_points(binary, drive, runs, native, room=None):
    """Play the tour `runs` times with the collection timer; returns
    {frame: [lane us, board us, used bytes, kind, scene, game]}, each us the
    least of the runs (a point missing from a run is left out). The heap is
    a board's room (bench_frames.heap) unless `room` is given."""
    points = {}
    for run in range(runs):
        for name in os.listdir(drive):
            if name.endswith(".resume"):
                os.remove(os.path.join(drive, name))
        words = ["tour.txt", "collect"] + (["native"] if native else [])
        done = device_lane.run_circuitpython(binary, drive, words, heap=room or bench_frames.heap(native))
        if done.returncode or "tour done" not in done.stdout:
            raise SystemExit("the lane's tour failed:\n" + done.stdout[-2000:] + done.stderr[-3000:])
        seen = parse(done.stdout)
        if run == 0:
            points = seen
        else:
            points = {frame: [_less(kept[0], seen[frame][0]), _less(kept[1], seen[frame][1])] + kept[2:]
                      for frame, kept in points.items() if frame in seen}
        sys.stderr.write("run {} of {}: {} collections timed\n".format(run + 1, runs, len(seen)))
    return points


def _less(one, other):
    """The lesser of two us figures, -1 (the clock glitched) counting as none."""
    if one < 0:
        return other
    if other < 0:
        return one
    return min(one, other)


def parse(stdout):
    """The ``gct`` lines of a lane's output: {frame: [lane us, board us,
    used bytes, kind, scene, game]}."""
    points = {}
    for line in stdout.splitlines():
        words = line.split()
        if len(words) == 8 and words[0] == "gct":
            points[int(words[1])] = [int(words[2]), int(words[3]), int(words[4]), words[5], words[6], words[7]]
    return points


def summary(points, lane=False):
    """{(game, scene): (points, most used bytes, worst us, median us, us per
    KB at the worst)}, the board's figures (the lane's with `lane`)."""
    grouped = {}
    for frame in sorted(points):
        lane_us, board_us, used, kind, scene, game = points[frame]
        us = lane_us if lane else board_us
        if us >= 0:
            grouped.setdefault((game, scene), []).append((us, used))
    found = {}
    for key, seen in grouped.items():
        worst = max(seen)
        found[key] = (len(seen), max(used for us, used in seen), worst[0],
                      statistics.median(us for us, used in seen), worst[0] * 1024 / worst[1])
    return found


def report(found, factor, out=print):
    """Print the summary, per game (a match's scenes: Screen, pause, result);
    returns True when no scene's worst collection rescanned the heap."""
    good = True
    out("{:10s} {:14s} {:>4s} {:>8s} {:>8s} {:>9s} {:>10s} {:>7s}".format(
        "game", "scene", "n", "used KB", "worst us", "median us", "PyBadge ms", "us/KB"))
    for game, scene in sorted(found):
        count, used, worst, median, per_kb = found[(game, scene)]
        over = per_kb > EXTRA_PASS_US_PER_KB
        good = good and not over
        out("{:10s} {:14s} {:4d} {:8.1f} {:8d} {:9.0f} {:10.1f} {:7.2f}{}".format(
            game, scene, count, used / 1024, worst, median, worst * factor / 1000, per_kb,
            "  EXTRA PASS" if over else ""))
    return good


def main(argv=None):
    parser = bench_frames.tour_arguments(__doc__, 2, "point")
    parser.add_argument("--lane", action="store_true",
                        help="the figures with sys.modules as the lane has it (its stand-ins and driver in it)")
    parser.add_argument("--heap", help="the lane's heap (default: a board's room, {} with CircuitPython's own "
                        "displayio; with --py {}: from .py the tour needs more)".format(bench_frames.heap(True), PY_HEAP))
    parser.add_argument("--raw", metavar="FILE", help="also write every timed point to FILE")
    args = parser.parse_args(argv)
    binary, mpy_cross = device_lane.circuitpython_tools(args.py)
    if args.py and not args.heap:
        args.heap = PY_HEAP
    factor = bench_frames.device_factor(binary)
    with tempfile.TemporaryDirectory() as drive:
        device_lane.build_drive(drive, mpy_cross)
        shutil.copyfile(args.tour, os.path.join(drive, "tour.txt"))
        native = device_lane.real_displayio(binary)
        points = run_points(binary, drive, args.runs, native, args.heap)
    factor = max(factor, bench_frames.device_factor(binary))
    print("Collections of the live heap: PyBadge time = circuitpython-unix time x {:.0f}; heap {}; least of {} "
          "runs of several collections each; sys.modules as {}".format(
              factor, args.heap or bench_frames.heap(native), args.runs, "the lane has it" if args.lane else "a board has it"))
    if args.raw:
        with open(args.raw, "w") as handle:
            for frame in sorted(points):
                handle.write("{} {} {} {} {} {} {}\n".format(frame, *points[frame]))
    return 0 if report(summary(points, args.lane), factor) else 1


if __name__ == "__main__":
    sys.exit(main())
