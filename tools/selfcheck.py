"""Put the board self-check on a drive: the first person with a PyBadge,
PyGamer or Pico runs it and pastes its output into an issue, which settles
what docs/HARDWARE.md can only estimate ("What only a board can confirm").

    python -m tools.selfcheck --drive /media/you/CIRCUITPY

The drive must hold Salvo (python -m tools.deploy --drive ... first): the check
uses its code. It writes selfcheck.py and pystone_check.py to the drive's
root (tools/board_check/) and prints how to run them; code.py is not touched.
"""

import argparse
import os
import shutil
import sys

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "board_check")
TOOLS = os.path.dirname(os.path.abspath(__file__))
# (source, name on the drive): the check, and the same Pystone the device clock
# runs (tools/pystone.py), so a board's figure and the calibration's agree.
FILES = ((os.path.join(HERE, "selfcheck.py"), "selfcheck.py"), (os.path.join(TOOLS, "pystone.py"), "pystone_check.py"))

HOW = """The self-check is on {drive}. To run it, open the board's serial console
(Mu, Thonny, or `screen /dev/ttyACM0 115200`), press Ctrl-C for the REPL, type

    import supervisor; supervisor.set_next_code_file("selfcheck.py")

and press Ctrl-D. Watch the screen when it says "reloading": answer the
question on the serial console, then paste everything from "salvo selfcheck"
to "salvo selfcheck end" into an issue. The next reload runs Salvo again."""


def put(drive):
    """Copy the check program onto `drive`; returns the paths written."""
    if not os.path.isdir(os.path.join(drive, "hw")) or not os.path.isdir(os.path.join(drive, "engine")):
        raise SystemExit("{} holds no Salvo (engine/, hw/): run python -m tools.deploy --drive {} first".format(
            drive, drive))
    written = []
    for source, name in FILES:
        target = os.path.join(drive, name)
        shutil.copyfile(source, target)
        written.append(target)
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--drive", required=True, help="the board's CIRCUITPY drive, with Salvo on it")
    args = parser.parse_args(argv)
    for path in put(args.drive):
        print("wrote " + path)
    print(HOW.format(drive=args.drive))
    return 0


if __name__ == "__main__":
    sys.exit(main())
