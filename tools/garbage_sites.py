"""Where a match's garbage is made: the lines of the program that allocate in
a match's frames, found on the device lane (tests/device/tour.txt) under
CircuitPython's unix port.

    SALVO_CIRCUITPYTHON=../shared/bin/circuitpython-unix-displayio \\
        python -m tools.garbage_sites [--game NAME] [--kind KIND] [--limit N] [TOUR]

It plays the tour once from .py (so tracebacks name lines) in a roomy heap
and reads the bytes each match frame allocated (tests/device/frame_timer.py,
as tools/bench_frames.py reads them), then plays it again once for each of
the `--limit` frames that allocated most (of the game and kind of frame
asked: quiet, press, drawing, thinking; tools/bench_frames.py's kinds), with
the heap locked in that frame (frame_timer's ``lock=`` word): the first
allocation raises and its traceback names the line. Each site is printed
with the frames and bytes it was first to allocate in (a frame may allocate
at more than one line: once a site is mended, ask again). The heap is roomy
(HEAP), the same in both plays, so the frames are the same frames.
"""

import argparse
import os
import shutil
import sys
import tempfile

from tools import bench_frames, device_lane

HEAP = "400k"  # roomy: the tour runs from .py, and no frame collects to hide what it made


def match_frames(binary, drive, native):
    """{frame: (game, kind, bytes)} of the match frames that allocated."""
    frames, _ = bench_frames.run_times(binary, drive, 1, 1 << 30, native, room=HEAP)
    found = {}
    for frame, figures in frames.items():
        us, switched, scene, game, thought, drawn, collected, pushed, grown, pressed = figures
        if switched or scene != bench_frames.MATCH_SCENE or grown <= 0:
            continue
        kind = "thinking" if thought else "press" if pressed else "drawing" if drawn or pushed else "quiet"
        found[frame] = (game, kind, grown)
    return found


def site_of(binary, drive, native, frame):
    """The traceback's innermost lines of the first allocation in `frame`
    (two, the caller first), or None when it allocated nothing this time."""
    words = ["tour.txt", "frames=1073741824", "lock={}".format(frame)] + (["native"] if native else [])
    done = device_lane.run_circuitpython(binary, drive, words, heap=HEAP)
    lines = [line.strip() for line in done.stdout.splitlines() if line.strip().startswith('File "')]
    if "locked frame" not in done.stdout or not lines:
        return None
    return " <- ".join(reversed(lines[-2:]))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tour", nargs="?", default=device_lane.TOUR,
                        help="a tour script (default the lane's; a shorter one that plays one game asks faster)")
    parser.add_argument("--game", help="only this game's matches (chips, missile, spacewar, garage, arrowbic, starship)")
    parser.add_argument("--kind", choices=bench_frames.ALLOCATION_KINDS, help="only this kind of frame")
    parser.add_argument("--limit", type=int, default=8, help="frames to lock, those that allocated most (default 8)")
    args = parser.parse_args(argv)
    binary, _ = device_lane.circuitpython_tools(py=True)
    native = device_lane.real_displayio(binary)
    with tempfile.TemporaryDirectory() as drive:
        device_lane.build_drive(drive, None)
        shutil.copyfile(args.tour, os.path.join(drive, "tour.txt"))
        found = match_frames(binary, drive, native)
        chosen = [frame for frame, (game, kind, grown) in found.items()
                  if (args.game is None or game == args.game) and (args.kind is None or kind == args.kind)]
        total = sum(found[frame][2] for frame in chosen)
        print("{} match frames allocated {} B{}{}".format(len(chosen), total,
                                                        " in " + args.game if args.game else "",
                                                        ", " + args.kind if args.kind else ""))
        chosen.sort(key=lambda frame: (-found[frame][2], frame))
        sites = {}
        for frame in chosen[:args.limit]:
            site = site_of(binary, drive, native, frame) or "(nothing this time)"
            held = sites.setdefault(site, [])
            held.append(frame)
            game, kind, grown = found[frame]
            sys.stderr.write("frame {} ({} {}, {} B): {}\n".format(frame, game, kind, grown, site))
    print("Sites (first allocation of each locked frame):")
    for site, frames in sorted(sites.items(), key=lambda item: -sum(found[frame][2] for frame in item[1])):
        print("  {:5d} B in {} frame(s) {}: {}".format(sum(found[frame][2] for frame in frames), len(frames),
                                                      ",".join(str(frame) for frame in frames), site))
    return 0


if __name__ == "__main__":
    sys.exit(main())
