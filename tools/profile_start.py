"""Where a start after a reload goes (a match, or the menu after one, starts in
a fresh heap on a board: engine/handoff.py), and its floor, on the PyBadge
estimate of tools/bench_frames.py (circuitpython-unix time x the Pystone
ratio), from .mpy as a board runs it:

    SALVO_CIRCUITPYTHON=../shared/bin/circuitpython-unix-displayio \\
    SALVO_MPY_CROSS=../shared/bin/circuitpython-mpy-cross \\
        python -m tools.profile_start [--runs N] [--game NAME] [--all] [--count]

1. The profile: the lane's tour is played once with tests/device/start_profile.py
   hooked into each start (frame_timer.py's ``profile`` word): every module the
   start imports (inclusive time, nesting) and the start's parts (App(), the
   hand-off read, the scene made, its enter). The hook costs time of its own
   (a Python call per import statement), so these figures are inflated by
   about half: read them as shares, not as the start's time
   (tools/bench_frames.py gives that).
2. The floor: each start's modules imported again, in the order the start
   finished them (each one's own modules first, so each figure is the module
   alone), in a fresh interpreter with no hook, the least of N runs; plus the
   whole-screen refresh its first frame drew (CircuitPython's displayio, least
   over the starts of that kind). Loading that code and one refresh is what
   any start of that kind costs before it builds anything: the floor the
   program's own work sits on. ``--all`` lists each module's figure.
3. ``--count`` (needs valgrind): the same floor's code loading counted in
   instructions instead of timed, so the host's own file calls, caches and
   load count for nothing: valgrind's cachegrind counts the instructions the
   interpreter runs to import the start's program modules (engine, games,
   hw; a run with no imports subtracted) and to run Pystone loops; the
   board's time is then instructions / (instructions a Pystone loop x
   BOARD_PYSTONE a second). The count is the host's (x86), not a Cortex-M4's:
   both run the same interpreter code, so the ratio to Pystone is what it
   measures, and a board's flash reads (its FAT file system) are left out.
"""

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile

from engine.think import BOARD_PYSTONE
from tools import bench_frames, device_files, device_lane

# Run in the drive by the lane's interpreter: each module of order.txt
# imported, timed by the lane's run clock (frame_timer.py); "x US NAME".
_FLOOR = """
import sys
import lane_start
lane_start.install()
import frame_timer
timer = frame_timer.FrameTimer(0)
for name in open("order.txt").read().split():
    if name in sys.modules:
        continue
    begun = timer.clock()
    __import__(name)
    print("x", (timer.clock() - begun) & frame_timer.RUN_MASK, name)
"""


def profile(binary, drive):
    """Play the tour with the start profile; [(frame, scene, game, us,
    refresh us, [(kind, depth, name, begun us, us)])] per start. In a roomy
    heap: the hook keeps a record per import, which a board's room has no
    space for (its figures are shares; the floor below is in a board's heap)."""
    done = device_lane.run_circuitpython(binary, drive, ["tour.txt", "frames=100000000", "native", "profile"],
                                         heap="1m")
    if "tour done" not in done.stdout:
        raise SystemExit("the lane's tour failed:\n" + done.stdout[-2000:] + done.stderr[-3000:])
    starts = []
    for line in done.stdout.splitlines():
        words = line.split()
        if not words:
            continue
        if words[0] == "start_us":
            starts.append([int(words[1]), words[3], words[4], int(words[2]), 0, []])
        elif words[0] == "prof" and words[1] == "total":
            starts[-1][4] = int(words[4])
        elif words[0] == "prof" and words[1] in ("imp", "run"):
            starts[-1][5].append((words[1], int(words[4]), words[5], int(words[2]), int(words[3])))
    return starts


def module_times(binary, drive, order, runs):
    """{module: least us} of importing `order` (each after the modules before
    it) in a fresh interpreter, `runs` times."""
    with open(os.path.join(drive, "order.txt"), "w") as handle:
        handle.write("\n".join(order))
    env = dict(os.environ, MICROPYPATH="lane:.:lib")
    least = {}
    for _ in range(runs):
        done = subprocess.run([binary, "-X", "heapsize=" + bench_frames.heap(True), "-c", _FLOOR], cwd=drive, env=env,
                              capture_output=True, text=True)
        if done.returncode:
            raise SystemExit("importing a start's modules failed:\n" + done.stdout[-2000:] + done.stderr[-2000:])
        for line in done.stdout.splitlines():
            words = line.split()
            if len(words) == 3 and words[0] == "x":
                least[words[2]] = min(least.get(words[2], 1 << 30), int(words[1]))
    return least


_BASE = "import lane_start\nlane_start.install()\n"
_PYSTONE_LOOPS = "from tools.pystone import pystones\npystones({}, lambda: 0)\n"


def instructions(binary, drive, script):
    """Instructions `binary` runs for `script` in the lane's drive (cachegrind)."""
    path = os.path.join(drive, "counted.py")
    with open(path, "w") as handle:
        handle.write(_BASE + script)
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(("lane", ".", "lib", device_lane.ROOT)))
    done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                           binary, "-X", "heapsize=" + bench_frames.heap(True), path], cwd=drive, env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise SystemExit("counting failed:\n" + done.stdout[-2000:] + done.stderr[-2000:])
    return refs(done.stderr)


def refs(report):
    """The instruction count ("I refs") in cachegrind's report."""
    for line in report.splitlines():
        if "I" in line and "refs:" in line:
            return int(line.split("refs:")[1].replace(",", ""))
    raise SystemExit("no instruction count in:\n" + report[-2000:])


def program(order):
    """The program's modules of a start's import order (engine, games, hw), once each."""
    kept = []
    for name in order:
        if name.split(".")[0] in device_files.DEVICE_DIRS and name not in kept:
            kept.append(name)
    return kept


def counted_floor(binary, drive, order, per_pystone, base):
    """(modules, board ms) of importing `order`'s program modules, counted
    (`base`: the instructions of a run that imports nothing)."""
    modules = program(order)
    loaded = instructions(binary, drive, "".join("import {}\n".format(name) for name in modules)) - base
    return len(modules), loaded / per_pystone / BOARD_PYSTONE * 1000


def pystone_count(binary, drive, loops=200):
    """Instructions one Pystone loop takes under `binary` (two runs' difference)."""
    return (instructions(binary, drive, _PYSTONE_LOOPS.format(2 * loops)) -
            instructions(binary, drive, _PYSTONE_LOOPS.format(loops))) / loops


@contextlib.contextmanager
def tour_drive():
    """(binary, PyBadge factor, drive): the lane's drive from .mpy with the
    tour, in a temporary folder (tools.profile_changes uses it too)."""
    binary, mpy_cross = device_lane.circuitpython_tools()
    factor = bench_frames.device_factor(binary)
    with tempfile.TemporaryDirectory() as drive:
        device_lane.build_drive(drive, mpy_cross)
        shutil.copyfile(device_lane.TOUR, os.path.join(drive, "tour.txt"))
        yield binary, factor, drive


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh imports per kind of start (default 5)")
    parser.add_argument("--game", help="only this game's starts")
    parser.add_argument("--all", action="store_true", help="each module's figure and the profile's lines")
    parser.add_argument("--count", action="store_true", help="also the floor's code loading counted in "
                        "instructions (valgrind)")
    args = parser.parse_args(argv)
    if args.count and shutil.which("valgrind") is None:
        raise SystemExit("--count needs valgrind (Debian: apt install valgrind)")
    with tour_drive() as (binary, factor, drive):
        ms = lambda us: us * factor / 1000  # noqa: E731
        starts = profile(binary, drive)
        print("PyBadge time = circuitpython-unix time x {:.0f}; from .mpy; floor: least of {} fresh imports".format(
            factor, args.runs))
        per_pystone = pystone_count(binary, drive) if args.count else 0
        base = instructions(binary, drive, "") if args.count else 0  # (a run that imports nothing, once)
        if per_pystone:
            print("counted: a Pystone loop is {:.0f} instructions here, so a PyBadge runs {:.0f} M of them a "
                  "second".format(per_pystone, per_pystone * BOARD_PYSTONE / 1e6))
        seen = {}
        for frame, scene, game, us, refresh, lines in starts:
            if args.game and game != args.game:
                continue
            key = (scene, game)
            if key in seen:
                seen[key][1] = min(seen[key][1], refresh)
                continue
            seen[key] = [lines, refresh, us, frame]
        for (scene, game), (lines, refresh, us, frame) in seen.items():
            order = [name for kind, _, name, _, _ in lines if kind == "imp"]
            least = module_times(binary, drive, order, args.runs)
            loaded = sum(least.values())
            print("{} -> {} (frame {}): profiled {:.0f} ms; floor {:.0f} ms = {} modules {:.0f} ms + a whole-screen "
                  "refresh {:.0f} ms".format(game, scene, frame, ms(us), ms(loaded + refresh), len(least), ms(loaded),
                                              ms(refresh)))
            if per_pystone:
                count, board_ms = counted_floor(binary, drive, order, per_pystone, base)
                print("  counted: {} program modules loaded in {:.0f} ms of a PyBadge's instructions".format(
                    count, board_ms))
            if args.all:
                for kind, depth, name, begun, spent in lines:
                    own = " own {:6.1f}".format(ms(least[name])) if kind == "imp" and name in least else ""
                    print("  {:7.1f} {:7.1f}{:11s} {}{} {}".format(ms(begun), ms(spent), own, "  " * depth, kind,
                                                                  name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
