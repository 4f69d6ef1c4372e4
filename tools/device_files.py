"""The one list of files that go on a device: deploy copies them, the
device-code scan checks every .py among them, the type check runs over them.

Device code is what code.py can import: code.py and boot.py, and every file
under engine/ (the portable core), games/ (one package per game) and hw/ (the
boards). desktop/ (the simulator and command line) and tools/ never go on a
device; tests/test_layers.py fails when device code imports them.
"""

import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT_FILES = ("code.py", "boot.py")
DEVICE_DIRS = ("engine", "games", "hw")
SKIPPED_SUFFIXES = (".pyc", ".pyo", "~", ".orig", ".rej", ".swp", ".md")  # leftovers and docs
# hw modules that each belong to one board (the type check takes one at a time).
# "web" is the browser page's board (tools/web.py): MicroPython, not
# CircuitPython, so no board's type check takes it; the browser test runs it.
BOARD_MODULES = ("pybadge", "pygamer", "pico_kiosk", "web")


def device_files(root=ROOT):
    """Relative paths ('/'-separated) of every device file, code and data."""
    found = [name for name in ROOT_FILES if os.path.isfile(os.path.join(root, name))]
    for top in DEVICE_DIRS:
        for folder, dirs, names in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
            for name in sorted(names):
                if name.startswith(".") or name.endswith(SKIPPED_SUFFIXES):
                    continue
                found.append(os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/"))
    return found


def device_modules(root=ROOT):
    """The .py files among device_files()."""
    return [path for path in device_files(root) if path.endswith(".py")]


def board_modules(board, root=ROOT):
    """device_modules() for one board: the other boards' hw modules left out."""
    others = ["hw/{}.py".format(name) for name in BOARD_MODULES if name != board]
    return [path for path in device_modules(root) if path not in others]
