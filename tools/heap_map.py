"""Where the heap goes on a board, measured under circuitpython-unix on the
device lane's drive: what each module keeps once imported, and what is live
at each checkpoint of the lane's tour (menu, rules, each game's match, pause,
result...), then each game's peak.

    python -m tools.heap_map [--py] [--heap 512k] [--modules-only] [TOUR]

Needs SALVO_CIRCUITPYTHON and (unless --py) SALVO_MPY_CROSS, as
tools/device_lane.py. Module figures: OWN is the module alone with everything
else already imported, ALONE with the program modules it pulls in. Checkpoint
figures include the lane's stand-ins and driver (printed first), which a board
keeps in firmware.
"""

import argparse
import os
import shutil
import sys
import tempfile

from tools import deploy, device_lane
from tools.device_files import BOARD_MODULES, device_modules



def module_names():
    """Every device module as an import name (code.py and boot.py left out:
    importing them runs the program; the other boards' hw modules too). No
    library: the program imports none (adafruit_display_text is still on the
    image but theme.label draws with engine/ui/text.py)."""
    names = []
    for path in device_modules():
        others = ["hw/{}.py".format(board) for board in BOARD_MODULES if board != "pybadge"]
        if path in ("code.py", "boot.py") or path in others:
            continue
        names.append(deploy.import_name(path))
    return names


def measure_modules(binary, drive, heap):
    """{module: (own, alone)} bytes."""
    with open(os.path.join(drive, "modules.txt"), "w") as handle:
        handle.write("\n".join(module_names()) + "\n")
    run = device_lane.run_circuitpython(binary, drive, ["--call", "heap_map.main"], heap=heap)
    if run.returncode:
        raise SystemExit(run.stdout[-2000:] + run.stderr[-3000:])
    found = {}
    for line in run.stdout.splitlines():
        words = line.split()
        if words and words[0] == "module":
            found[words[1]] = (int(words[2]), int(words[3]))
    return found


def group_of(name):
    """The row a module's bytes are summed into."""
    parts = name.split(".")
    if parts[0] == "games" and len(parts) > 1:
        return "games." + parts[1]
    if parts[0] == "engine" and len(parts) > 1 and parts[1] == "ui":
        return "engine.ui"
    return parts[0]


def kb(count):
    return "{:6.1f}".format(count / 1024)


def print_modules(found, out=print):
    out("module bytecode and globals, KB (own / with what it imports)")
    groups = {}
    for name in sorted(found):
        own, alone = found[name]
        groups[group_of(name)] = groups.get(group_of(name), 0) + own
        out("  {:44s} {} {}".format(name, kb(own), kb(alone)))
    out("by group, KB (sum of own)")
    for group in sorted(groups):
        out("  {:44s} {}".format(group, kb(groups[group])))


def print_tour(run, out=print):
    out("live heap at each checkpoint, KB (lane overhead {} KB included), and of it the interned "
        "strings (qstr pool: never freed, it only grows)".format(
            kb(run.figures.get("standins", 0) + run.figures.get("driver", 0)).strip()))
    for name, live, interned in run.live:
        out("  {:44s} {} {}".format(name, kb(live), "" if interned is None else kb(interned)))
    out("peak per game, KB live / within a frame: " + run.peaks())
    if "qstr_bytes" in run.figures:
        out("interned strings at the end: {} strings, {} KB".format(
            run.figures["qstrs"], kb(run.figures["qstr_bytes"]).strip()))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tour", nargs="?", default=device_lane.TOUR)
    parser.add_argument("--py", action="store_true", help="run from .py (default: .mpy)")
    parser.add_argument("--heap", default="512k", help="heap for the measuring runs (default 512k)")
    parser.add_argument("--modules-only", action="store_true")
    args = parser.parse_args(argv)
    binary, mpy_cross = device_lane.circuitpython_tools(args.py)
    with tempfile.TemporaryDirectory() as drive:
        device_lane.build_drive(drive, mpy_cross)
        print_modules(measure_modules(binary, drive, args.heap))
        if args.modules_only:
            return 0
        shutil.copyfile(args.tour, os.path.join(drive, "tour.txt"))
        run = device_lane.LaneRun(device_lane.run_circuitpython(binary, drive, ["tour.txt", "measure"], heap=args.heap))
        if not run.ok():
            raise SystemExit(run.why())
        print_tour(run)
    return 0


if __name__ == "__main__":
    sys.exit(main())
