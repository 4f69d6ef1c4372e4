"""Frames and screen changes on the PyBadge estimate: plays the device lane's
tour (tests/device/tour.txt: every game, the how-to and rules pages, pause,
result, rematch, the fresh-heap start of every match) under CircuitPython's
unix port, times every frame of the program, scales the times to a PyBadge
and exits 1 when one is over its goal:

- a frame of a match (drawing, the CPUs' thinking and collections
  included): at most 33 ms (FRAME_MS), one frame at 30 frames a second;
- a screen change: at most 250 ms (CHANGE_MS). A change is a frame that
  switches scenes (menu to how-to or rules, to a match, to pause, to the
  result, rematch) together with the frames right after it that are over a
  frame's time; a page turn of the how-to or rules pages, or any other frame
  outside a match; and a start after a reload (a match, or the menu after
  one, starts in a fresh heap on a board: engine/handoff.py), from importing
  the program to its first frame drawn, CircuitPython's own reload time left
  out;
- a frame of a match that pushes more than half the screen (a reveal, the
  hand-over cover going up or down, a whole board drawn again): at most
  33 ms of the program's own work (the display's refresh left out) and at
  most 100 ms in all (WHOLE_MS). On this estimate a whole-screen refresh
  alone is 50-90 ms (CircuitPython's composition of the layers, scaled as
  the interpreter is), so two frames (66 ms) cannot hold one with more than
  a layer; 100 ms is the time a change still reads as instant. Known only
  with CircuitPython's own displayio (the pixels a refresh pushes); with the
  stand-ins every match frame is held to 33 ms.

It then lists the collections inside matches, per game: the frame, its ms,
quiet (the App's scheduled collection: the frame neither drew nor thought)
or busy (a drawing or thinking frame ran out of heap). A frame that freed
COLLECTION_BYTES or more of the heap held one (tests/device/frame_timer.py).
Last the garbage made inside matches, per game and kind of frame (quiet,
a press, drawing without one, a CPU thinking): the bytes the program
allocated, its collections' cause (a board collects when the garbage of
many frames fills its heap); --raw lists each frame's. Its last line says
what is over its goal, by kind (match frames, screen changes, starts after
a reload).

    SALVO_CIRCUITPYTHON=../shared/bin/circuitpython-unix \\
    SALVO_MPY_CROSS=../shared/bin/circuitpython-mpy-cross \\
        python -m tools.bench_frames [--runs N] [--py] [--all] [--raw FILE] [TOUR]

Timing is wall time on a shared machine: every run plays the same frames
(the tour is deterministic), so each frame's figure is the least of N runs,
which leaves out the time the machine gave to others. The heap is a
PyBadge's (BOARD_KB, the room the program has on the board) plus what the
lane itself keeps there (LANE_KB: its stand-ins for firmware modules and its
driver, `python -m tools.heap_map` prints it; the frame timer allocates
nothing), so collections come as often as on a board. It was 160 KB: 18 KB
more room than a board, which halved the collections counted in matches.
"""

import argparse
import os
import shutil
import sys
import tempfile

from tools import device_lane

FRAME_MS = 33  # a match frame's goal on the PyBadge estimate
CHANGE_MS = 250  # a screen change's goal
START = "start after a reload"  # a start's label, after the game's name
WHOLE_MS = 100  # a match frame that pushes more than half the screen: its goal in all
SCREEN_PIXELS = 160 * 128  # the lane's display (tests/device/lcd.py)
BOARD_KB = 128  # a PyBadge's heap for the program (the brief's figure)
# The lane's own share of the heap (heap_map's "lane overhead": stand-ins and
# driver), with CircuitPython's own displayio (native) and without it (the
# lane's pure-Python Group and TileGrid stand in: 24 KB, and the frames they
# capture for hashing take 8 KB more at a refresh).
LANE_KB = {True: 14, False: 32}


def heap(native, more_kb=0):
    """The lane's heap for a board's room: "142k" with native displayio
    (`more_kb` on top: a profiling hook's own room)."""
    return "{}k".format(BOARD_KB + LANE_KB[native] + more_kb)
# A frame whose heap fell by this many bytes or more held a collection (the
# garbage of many frames); less is a list or string shrunk in place.
COLLECTION_BYTES = 2048
MATCH_SCENE = "Screen"  # every game's match scene class (games/*/screen.py)


# Run under the lane's interpreter: Pystone timed by the lane's own run clock
# (tests/device/frame_timer.py: wall time less run-queue waits), so the
# calibration and the frames are measured alike; the median of short runs.
_PYSTONE = """
import frame_timer
from tools.pystone import pystones
timer = frame_timer.FrameTimer(0)
last = [timer.clock(), 0]
def now_us():
    now = timer.clock()
    step = (now - last[0]) & frame_timer.RUN_MASK
    if step <= frame_timer.RUN_MASK >> 1:  # (a step back counts nothing)
        last[1] += step
    last[0] = now
    return last[1]
rates = sorted([pystones(1000, now_us)[1] for _ in range({runs})])
print("pystones", rates[len(rates) // 2])
"""


def device_factor(binary, runs=31):
    """PyBadge time / `binary`'s time on this machine: Pystone measured under
    the same interpreter and clock as the frames (tools/device_clock.py's
    calibration: a PyBadge runs engine.think.BOARD_PYSTONE pystones a second)."""
    import subprocess

    from engine.think import BOARD_PYSTONE

    env = dict(os.environ, MICROPYPATH=os.pathsep.join((device_lane.DEVICE, device_lane.ROOT)))
    run = subprocess.run([binary, "-X", "heapsize=1m", "-c", _PYSTONE.format(runs=runs)],
                         capture_output=True, text=True, env=env, cwd=device_lane.ROOT)
    words = run.stdout.split()
    if run.returncode or len(words) != 2:
        raise SystemExit("pystone under {} failed:\n{}{}".format(binary, run.stdout, run.stderr))
    return float(words[1]) / BOARD_PYSTONE


def run_times(binary, drive, runs, least_us, native=False, room=None):
    """Play the tour `runs` times; returns ({frame: [us, switched, scene,
    game, us thinking, us refreshing the display, collected, pixels pushed]}, {frame: [us, scene, game]} of starts), each figure
    the least seen. A frame printed in one run but under `least_us` in another is
    left out. The heap is a board's room (heap()) unless `room` is given."""
    frames = {}
    starts = {}
    for run in range(runs):
        for name in os.listdir(drive):
            if name.endswith(".resume"):
                os.remove(os.path.join(drive, name))
        words = ["tour.txt", "frames={}".format(least_us)] + (["native"] if native else [])
        done = device_lane.run_circuitpython(binary, drive, words, heap=room or heap(native))
        if done.returncode or "tour done" not in done.stdout:
            raise SystemExit("the lane's tour failed:\n" + done.stdout[-2000:] + done.stderr[-3000:])
        seen = {}
        seen_starts = {}
        for line in done.stdout.splitlines():
            words = line.split()
            if words and words[0] == "ft" and len(words) == 12:
                seen[int(words[1])] = [int(words[2]), words[3] == "1", words[4], words[5], int(words[6]), int(words[7]),
                                       int(words[8]) >= COLLECTION_BYTES, int(words[9]), int(words[10]),
                                       words[11] == "1"]
            elif words and words[0] == "start_us" and len(words) == 5:
                seen_starts[int(words[1])] = [int(words[2]), words[3], words[4]]
        frames = _least(frames, seen, run)
        starts = _least(starts, seen_starts, run)
        sys.stderr.write("run {} of {}: {} frames over {} us\n".format(run + 1, runs, len(seen), least_us))
    return frames, starts


def _least(kept, seen, run):
    """Per frame, the lesser figure of the runs so far and this one (a frame
    missing from either was under the printing threshold in that run)."""
    if run == 0:
        return seen
    merged = {}
    for frame, figures in seen.items():
        if frame in kept:
            before = kept[frame]
            if figures[0] < 0 or 0 <= before[0] <= figures[0]:  # -1: the clock glitched in that run
                merged[frame] = before
            else:
                merged[frame] = figures
    return merged


def collections(frames, factor):
    """The collections inside matches: {game: [(frame, ms, kind)]}, kind
    "quiet" for a frame that neither drew nor thought (the App's scheduled
    collection, engine/ui/app.py) and "busy" for one that did (the heap ran
    out in it). A collection stops the board for the whole live heap's
    marking: 25-50 ms on the PyBadge estimate with a match's heap."""
    found = {}
    for frame in sorted(frames):
        us, switched, now, game, thought, drawn, collected, pushed, grown, pressed = frames[frame]
        if collected and not switched and now == MATCH_SCENE:
            kind = "busy" if thought or drawn else "quiet"
            found.setdefault(game, []).append((frame, us * factor / 1000, kind))
    return found


def report_collections(found):
    """Print the collections inside matches per game (they are judged as the
    frames holding them are)."""
    print("Collections inside matches (a frame that freed >= {} bytes; the frame's ms all in, OVER past {} ms):".format(
        COLLECTION_BYTES, FRAME_MS))
    if not found:
        print("  none")
    for game in sorted(found):
        held = found[game]
        busy = len([kind for frame, ms, kind in held if kind == "busy"])
        print("  {:10s} {} ({} quiet, {} busy): {}".format(game, len(held), len(held) - busy, busy, ", ".join(
            "frame {} {:.1f} ms {}{}".format(frame, ms, kind, " OVER" if ms > FRAME_MS else "") for frame, ms, kind in held)))


ALLOCATION_KINDS = ("quiet", "press", "drawing", "thinking")


def allocations(frames):
    """The garbage made inside matches: {game: {kind: [bytes, frames that
    allocated, frames]}}, kind "quiet" (a frame with no press that neither
    drew nor thought), "press" (a person's press, no CPU thinking), "drawing"
    (it pushed pixels with no press: a reveal's step, an animation, a turn
    begun) or "thinking" (a CPU thought in it). The bytes are the program's
    alone (tests/device/frame_timer.py leaves out the lane's driver and
    checkpoints); a frame that collected is left out (what it allocated is
    not known). Zero is the aim: a board collects when the garbage of many
    frames fills its heap, 40-60 ms on the PyBadge estimate."""
    found = {}
    for frame in sorted(frames):
        us, switched, now, game, thought, drawn, collected, pushed, grown, pressed = frames[frame]
        if switched or now != MATCH_SCENE or grown < 0:
            continue
        kind = "thinking" if thought else "press" if pressed else "drawing" if drawn or pushed else "quiet"
        figures = found.setdefault(game, {}).setdefault(kind, [0, 0, 0])
        figures[0] += grown
        figures[1] += 1 if grown else 0
        figures[2] += 1
    return found


def report_allocations(found):
    """Print the garbage inside matches per game and kind of frame."""
    print("Garbage inside matches (bytes the program allocated; per kind of frame: bytes, frames that allocated / "
          "frames seen, the most one frame allocated is in --raw):")
    for game in sorted(found):
        kinds = found[game]
        print("  {:10s} {:6d} B: {}".format(game, sum(figures[0] for figures in kinds.values()), ", ".join(
            "{} {} B {}/{}".format(kind, kinds[kind][0], kinds[kind][1], kinds[kind][2])
            for kind in ALLOCATION_KINDS if kind in kinds)))


def changes(frames, starts, factor):
    """The screen changes: [(label, ms, frame)], and the match frames:
    {game: {kind: (ms, frame, ms of it thinking, ms of it refreshing, pixels
    pushed)}}, kind "frame" the worst frame that pushed at most half the
    screen, "whole" the worst (all in) of those that pushed more, "work" the
    one of those with the most program work (its refresh left out)."""
    found = []
    worst = {}
    scene = "start"
    taken = set()
    for frame in sorted(set(frames) | set(starts)):
        if frame in starts:
            us, now, game = starts[frame]
            found.append(("{}: {} -> {}".format(game, START, now), us * factor / 1000, frame))
            scene = now
            continue
        us, switched, now, game, thought, drawn, _, pushed, _, _ = frames[frame]
        ms = us * factor / 1000
        if switched:
            following = frame + 1
            while following in frames and not frames[following][1] and frames[following][0] * factor / 1000 > FRAME_MS:
                ms += frames[following][0] * factor / 1000
                taken.add(following)
                following += 1
            found.append(("{}: {} -> {}".format(game, scene, now), ms, frame))
            scene = now
        elif frame in taken:
            continue
        elif now == MATCH_SCENE:
            figures = (ms, frame, thought * factor / 1000, drawn * factor / 1000, pushed)
            kinds = worst.setdefault(game, {})
            if pushed * 2 <= SCREEN_PIXELS:
                _keep(kinds, "frame", figures, ms)
            else:
                _keep(kinds, "whole", figures, ms)
                _keep(kinds, "work", figures, ms - figures[3])
        else:
            found.append(("{}: {} (a page or a move)".format(game, now), ms, frame))
    return found, worst


def _keep(kinds, kind, figures, key):
    """Keep `figures` as `kind` when its `key` is the greatest so far."""
    kept = kinds.get(kind)
    if kept is None or key > kept[0]:
        kinds[kind] = (key,) + figures


MATCH_LINES = (  # kind, label, goal: what is held to it
    ("frame", "frame", FRAME_MS),
    ("whole", "frame pushing > half the screen", WHOLE_MS),
    ("work", "its program work (refresh left out)", FRAME_MS),
)


def report(found, worst, show_all=False):
    """Print the figures; returns how many kinds of each are over their
    goal (verdict() says it)."""
    over_count = {"match frames": 0, "screen changes": 0, "starts after a reload": 0}
    print("Match frames, worst per game (PyBadge estimate; goals: {} ms a frame; a frame that pushes more than half "
          "the screen {} ms, {} ms of it the program's work):".format(FRAME_MS, WHOLE_MS, FRAME_MS))
    for game in sorted(worst):
        for kind, label, goal in MATCH_LINES:
            if kind not in worst[game]:
                continue
            key, ms, frame, thought, drawn, pushed = worst[game][kind]
            over = key > goal
            over_count["match frames"] += over
            print("  {:10s} {:36s} {:7.1f} ms  (frame {}: {:.1f} ms all in, {:.1f} the CPUs thinking, {:.1f} the "
                  "display's refresh, {} px){}".format(game, label, key, frame, ms, thought, drawn, pushed,
                                                      "  OVER" if over else ""))
    print("Screen changes, worst of each kind (goal {} ms):".format(CHANGE_MS))
    kinds = {}
    for label, ms, frame in found:
        if label not in kinds or ms > kinds[label][0]:
            kinds[label] = (ms, frame)
    for label in sorted(kinds):
        ms, frame = kinds[label]
        over = ms > CHANGE_MS
        over_count["starts after a reload" if START in label else "screen changes"] += over
        if over or show_all or ms > FRAME_MS:
            print("  {:52s} {:7.1f} ms  (frame {}){}".format(label, ms, frame, "  OVER" if over else ""))
    return over_count


def verdict(over_count):
    """Print what is over its goal, by kind (report()'s counts), as the last
    line; True when nothing is."""
    overs = ["{} {}".format(kind, count) for kind, count in over_count.items() if count]
    print("Over its goal (kinds): " + ", ".join(overs) if overs else "Everything within its goal.")
    return not overs


def tour_arguments(doc, runs, each):
    """An argument parser for a bench that plays the lane's tour: TOUR,
    --runs (default `runs`, the least of each kept: `each` says of what)
    and --py; `doc` is the bench's module docstring."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("tour", nargs="?", default=device_lane.TOUR)
    parser.add_argument("--runs", type=int, default=runs,
                        help="plays of the tour; each {}'s least is kept (default {})".format(each, runs))
    parser.add_argument("--py", action="store_true", help="run from .py sources instead of .mpy (a board runs .mpy)")
    return parser


def main(argv=None):
    parser = tour_arguments(__doc__, 5, "frame")
    parser.add_argument("--all", action="store_true", help="list every kind of screen change, not only those over a frame")
    parser.add_argument("--raw", metavar="FILE", help="also write every timed frame (least of the runs) to FILE")
    args = parser.parse_args(argv)
    binary, mpy_cross = device_lane.circuitpython_tools(args.py)
    before = device_factor(binary)
    least_us = int(FRAME_MS * 1000 / before / 2)  # half a frame: what can matter
    with tempfile.TemporaryDirectory() as drive:
        device_lane.build_drive(drive, mpy_cross)
        shutil.copyfile(args.tour, os.path.join(drive, "tour.txt"))
        native = device_lane.real_displayio(binary)
        frames, starts = run_times(binary, drive, args.runs, least_us, native)
    after = device_factor(binary)
    # The faster of the two Pystones (the less loaded moment), as each frame's
    # figure is its fastest run.
    factor = max(before, after)
    print("PyBadge time = circuitpython-unix time x {:.0f} (pystone before and after the runs: x {:.0f}, x {:.0f}); "
          "least of {} runs; {}".format(
        factor, before, after, args.runs, "CircuitPython's own displayio, every refresh drawn" if native else
        "the lane's pure-Python Group and TileGrid (set SALVO_CIRCUITPYTHON to circuitpython-unix-displayio for a board's)"))
    if args.raw:
        with open(args.raw, "w") as handle:
            for frame in sorted(set(frames) | set(starts)):
                if frame in starts:
                    us, scene, game = starts[frame]
                    handle.write("{} {:.1f} start {} {}\n".format(frame, us * factor / 1000, scene, game))
                if frame in frames:
                    us, switched, scene, game, thought, drawn, collected, pushed, grown, pressed = frames[frame]
                    handle.write("{} {:.1f} {} {} {} {:.1f} {:.1f} {} {} {}{}\n".format(
                        frame, us * factor / 1000, "switch" if switched else "frame", scene, game,
                        thought * factor / 1000, drawn * factor / 1000, pushed, grown, "press" if pressed else "-",
                        " collected" if collected else ""))
    found, worst = changes(frames, starts, factor)
    over_count = report(found, worst, args.all)
    report_collections(collections(frames, factor))
    report_allocations(allocations(frames))
    return 0 if verdict(over_count) else 1


if __name__ == "__main__":
    sys.exit(main())
