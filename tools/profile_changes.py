"""Where each screen change goes (menu to how-to, pause, result, rematch...),
on the PyBadge estimate of tools/bench_frames.py, from .mpy as a board runs it:

    SALVO_CIRCUITPYTHON=../shared/bin/circuitpython-unix-displayio \\
    SALVO_MPY_CROSS=../shared/bin/circuitpython-mpy-cross \\
        python -m tools.profile_changes [--game NAME] [--kind TEXT]

The lane's tour is played once with tests/device/change_profile.py hooked into
every frame (frame_timer.py's ``changes`` word); for each frame that switches
scenes and the frame after it: every module imported (inclusive time,
nesting), the change's parts (App.switch, settle, Later.make, the scene made
and entered) and the display's refresh. The hook costs time of its own (a
Python call per import statement), so read the figures as shares; the
change's time is tools/bench_frames.py's.
"""

import argparse
import sys

from tools import bench_frames, device_lane, profile_start


# The hook's own lines and wrappers need room beside the board's heap
# (bench_frames.heap: 142k): the tour ran out at Spacewar's result with
# 14 KB more and completed with 18 KB more; since this round's merges
# (2026-11-28) it runs out at 18-26 KB more now and then (where the heap
# breaks up, not how much it holds), and completes at 28, 30, 32 and 34.
# Where that room changes a heap
# rule (a pause keeping its match screen, a change that does not collect),
# the profile follows the larger heap's way: read its parts as shares.
HOOK_KB = 32


def profile(binary, drive, imports=True, wrap=None, dump=None, heap=None):
    """Play the tour with the changes' profile: [(frame, us, refresh us,
    [(kind, depth, name, begun us, us)])], and {frame: (scene, game, switched)};
    `dump`: frames profiled too, whatever they are ("1403,7600")."""
    words = ["tour.txt", "frames=100000000", "native", "changes" if imports else "parts"]
    if wrap:
        words.append("wrap=" + wrap)
    if dump:
        words.append("dump=" + dump)
    # Every function of a match's modules wrapped does not fit a board's heap.
    done = device_lane.run_circuitpython(binary, drive, words, heap=heap or ("1m" if wrap else bench_frames.heap(True, HOOK_KB)))
    if "tour done" not in done.stdout:
        raise SystemExit("the lane's tour failed:\n" + done.stdout[-2000:] + done.stderr[-3000:])
    frames = []
    scenes = {}
    for line in done.stdout.splitlines():
        words = line.split()
        if not words:
            continue
        if words[0] == "start_us" and len(words) == 5:
            scenes[int(words[1])] = (words[3], words[4], False)
        elif words[0] == "ft" and len(words) == 12:  # (as tools.bench_frames reads them)
            scenes[int(words[1])] = (words[4], words[5], words[3] == "1")
        elif words[0] == "chg" and words[1] == "frame":
            frames.append([int(words[2]), int(words[3]), int(words[4]), []])
        elif words[0] == "chg" and words[1] == "area":  # (x1, y1, x2, y2 as begun, us, depth, name)
            x1, y1, x2, y2 = (int(word) for word in words[2:6])
            frames[-1][3].append(("area", x1, "{}x{} at {},{}".format(x2 - x1, y2 - y1, x1, y1), 0,
                                  (x2 - x1) * (y2 - y1)))
        elif words[0] == "chg" and words[1] == "fn":
            frames[-1][3].append(("fn", 0, words[5], int(words[3]), int(words[2])))
        elif words[0] == "chg":
            frames[-1][3].append((words[1], int(words[4]), words[5], int(words[2]), int(words[3])))
    return frames, scenes


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", help="only this game's changes")
    parser.add_argument("--parts", action="store_true", help="no import hook: the parts' times alone, unhooked")
    parser.add_argument("--wrap", help="also time every function of modules whose names begin so (comma-separated: "
                        "engine.ui.,games.); 'fn' lines give us and calls (the timing slows the frames)")
    parser.add_argument("--kind", help="only changes whose 'BEFORE -> AFTER' label holds this text")
    parser.add_argument("--frames", help="profile these frames of the tour instead (comma-separated, as "
                        "tools.bench_frames names them: a match's slow frames; with --wrap, each function's time)")
    parser.add_argument("--heap", help="the lane's heap (default: bench_frames' board heap and HOOK_KB; 1m with --wrap)")
    args = parser.parse_args(argv)
    with profile_start.tour_drive() as (binary, factor, drive):
        frames, scenes = profile(binary, drive, not args.parts, args.wrap, args.frames, args.heap)
    wanted = set(int(frame) for frame in args.frames.split(",")) if args.frames else set()
    if wanted:
        frames = [entry for entry in frames if entry[0] in wanted]
    ms = lambda us: us * factor / 1000  # noqa: E731
    print("PyBadge time = circuitpython-unix time x {:.0f}; from .mpy; profiled (inflated by the hook)".format(factor))
    before = "start"
    seen = set()
    labels = {}
    for frame in sorted(scenes):
        scene, game, switched = scenes[frame]
        if switched:
            labels[frame] = "{}: {} -> {}".format(game, before, scene)
        before = scene
    for frame in wanted:
        scene, game, _ = scenes.get(frame, ("?", "?", False))
        labels[frame] = "{}: {} frame {}".format(game, scene, frame)
    for frame, us, refresh, lines in frames:
        label = labels.get(frame, labels.get(frame - 1, "?") + " (next frame)")
        game = label.split(":")[0]
        if args.game and game != args.game or args.kind and args.kind not in label:
            continue
        if label in seen:
            continue
        seen.add(label)
        print("{} (frame {}): {:.0f} ms, refresh {:.0f} ms".format(label, frame, ms(us), ms(refresh)))
        if wanted:  # the functions, the costliest first
            lines = sorted(lines, key=lambda line: -line[4])
        for kind, depth, name, begun, spent in lines:
            if kind == "area":  # (spent holds the pixels)
                print("  {:7d} px   pushed {}".format(spent, name))
            elif kind == "fn":  # (begun holds the calls)
                print("  {:7.1f} ms {:5d} calls  fn {}".format(ms(spent), begun, name))
            else:
                print("  {:7.1f} {:7.1f}  {}{} {}".format(ms(begun), ms(spent), "  " * depth, kind, name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
