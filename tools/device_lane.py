"""The device lane from CPython: build a drive folder laid out like CIRCUITPY,
run the tour on it under the MicroPython WebAssembly build (node) or a real
CircuitPython (circuitpython-unix), and run the same tour on the desktop
simulator, whose checkpoints the lane's must equal.

    python -m tools.device_lane wasm [--heap BYTES] [--measure] [TOUR]
    python -m tools.device_lane circuitpython [--heap 128k] [--mpy] [--measure] [--kiosk] [TOUR]
    python -m tools.device_lane sim [--save DIR] [--kiosk] [TOUR]

circuitpython needs SALVO_CIRCUITPYTHON (the circuitpython-unix binary) and,
for --mpy, SALVO_MPY_CROSS (CircuitPython's mpy-cross); .ci/run sets both
when ../shared/bin has them. When that binary has CircuitPython's own display
code (circuitpython-unix-displayio: displayio.Group and displayio_lane), the
lane draws with it and its displayio, fontio and terminalio, and prints
``displayio: circuitpython``; else with the stand-ins of tests/device
(``displayio: stand-in``), as always under MicroPython. The drive: the device image's files (code.py,
engine/, games/, hw/ as tools/device_files.py lists them), lib/ with the label and ticks
libraries copied from this venv's site-packages (the versions tools/deploy.py
pins), and lane/ with the stand-ins and the driver (tests/device/).

--kiosk runs the tour as a board in kiosk mode: the drive writable by the code
(match logs, kiosk stats), hw/guard.py's crash guard and watchdog on
(tests/device/lane.py, kiosk_start); the simulator then keeps saves too, so
its result screens say "log saved" as the board's do.
"""

import argparse
import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")
DEVICE = os.path.join(TESTS, "device")
TOUR = os.path.join(DEVICE, "tour.txt")
LANE_RUNNER = os.path.join(TESTS, "mpy", "lane.mjs")
# Libraries the lane needs on lib/ (imported by engine/ui/theme.py).
NEEDED_LIBS = ("adafruit_display_text/__init__.py", "adafruit_display_text/bitmap_label.py", "adafruit_ticks.py")
# Stay .py on the drive even with --mpy: CircuitPython runs code.py and boot.py
# by name, and lane_main.py is the script circuitpython-unix is given.
SCRIPTS = ("code.py", "boot.py", "lane/lane_main.py")


def _load(name, path):
    """A module of tests/device by file path (that folder must never be on
    CPython's sys.path: its board.py and keypad.py would shadow Blinka's)."""
    spec = importlib.util.spec_from_file_location("device_lane_" + name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def circuitpython_tools(py=False):
    """(circuitpython-unix binary, mpy-cross or None with `py`) from
    SALVO_CIRCUITPYTHON and SALVO_MPY_CROSS; SystemExit says which is missing."""
    binary = os.environ.get("SALVO_CIRCUITPYTHON")
    if not binary:
        raise SystemExit("set SALVO_CIRCUITPYTHON to the circuitpython-unix binary (../shared/bin)")
    mpy_cross = None if py else os.environ.get("SALVO_MPY_CROSS")
    if not py and not mpy_cross:
        raise SystemExit("set SALVO_MPY_CROSS (or pass --py)")
    return binary, mpy_cross


def site_packages():
    """The folder this Python imports adafruit_ticks from."""
    import adafruit_ticks

    return os.path.dirname(adafruit_ticks.__file__)


def build_drive(folder, mpy_cross=None):
    """Write the drive into `folder`: the device tree of tools/deploy.py, lib/
    with the libraries the lane needs (the versions deploy pins, copied from
    this venv), lane/ with the stand-ins and the driver. With `mpy_cross`
    every module but code.py, boot.py and lane/lane_main.py becomes .mpy.
    Returns the folder."""
    from tools import deploy

    deploy.device_tree(folder, mpy_cross)
    members = [member for _, group in deploy.LIBRARIES for member in group]
    extra = []
    for member in NEEDED_LIBS:
        if member not in members:
            raise RuntimeError("tools/deploy.py no longer ships " + member)
        extra.append((os.path.join(site_packages(), member), "lib/" + member))
    for name in sorted(os.listdir(DEVICE)):
        if name.endswith(".py"):
            extra.append((os.path.join(DEVICE, name), "lane/" + name))
    for source, path in extra:
        target = os.path.join(folder, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(source, target)
        if mpy_cross and path not in SCRIPTS:
            deploy.compile_file(folder, path, mpy_cross, roots=("lib/", "lane/"))
    return folder


# At most this many reloads in one lane run (a tour has one a match).
MAX_RELOADS = 100


def reloaded(stdout):
    """True when a lane's interpreter stopped at a reload the program asked
    for (tests/device/lane.py saved the tour's state to go on from)."""
    return any(line.startswith("reload at ") for line in stdout.splitlines())


def run_circuitpython(binary, drive, args, heap="128k", timeout=600, stdin=None):
    """circuitpython-unix on the drive: lane/lane_main.py ARGS. Where the
    program reloads (a match starts in a fresh heap, engine/handoff.py) the
    interpreter is started again with "resume", as a board starts code.py
    again; returns one CompletedProcess holding every start's output."""
    env = dict(os.environ, MICROPYPATH="lane:.:lib")
    command = [binary, "-X", "heapsize=" + heap, "lane/lane_main.py"] + list(args)
    options = dict(cwd=drive, env=env, timeout=timeout)
    if stdin is not None:  # what a person types at the serial console
        options["input"] = stdin
    return _restarting(command, "resume", options)


_REAL = {}


def real_displayio(binary):
    """True when the CircuitPython binary has CircuitPython's own display
    code (displayio.Group and the displayio_lane module), known by asking it."""
    if binary not in _REAL:
        probe = "import displayio, displayio_lane; displayio.Group; displayio.TileGrid"
        run = subprocess.run([binary, "-c", probe], capture_output=True, text=True, timeout=60)
        _REAL[binary] = run.returncode == 0
    return _REAL[binary]


def displayio_line(stdout):
    """The lane's ``displayio: ...`` line (what drew its frames), or None."""
    for line in stdout.splitlines():
        if line.startswith("displayio: "):
            return line
    return None


def smallest_heap(binary, drive, tour="tour.txt", low=64, high=512, step=8):
    """The smallest heap, in KB and a multiple of `step`, in which
    circuitpython-unix plays the whole tour on `drive` (bisection; None when
    not even `high` KB is enough)."""

    def completes(kb):
        run = run_circuitpython(binary, drive, [tour], heap="{}k".format(kb))
        return run.returncode == 0 and "tour done" in run.stdout

    if not completes(high):
        return None
    low //= step
    high //= step
    while low + 1 < high:
        middle = (low + high) // 2
        if completes(middle * step):
            high = middle
        else:
            low = middle
    return high * step


def run_wasm(node, drive, args, heap=192 * 1024, timeout=600):
    """The MicroPython WebAssembly build on the drive (tests/mpy/lane.mjs),
    started again with --resume at each reload, as run_circuitpython."""
    command = [node, LANE_RUNNER, "--drive", drive, "--heap", str(heap)] + list(args)
    return _restarting(command, "--resume", dict(cwd=ROOT, timeout=timeout))


def _restarting(command, resume, options):
    """Run `command` (subprocess.run `options`) until it ends other than at a
    reload, adding `resume` from the second start; one CompletedProcess with
    every start's output."""
    stdout = []
    stderr = []
    for _ in range(MAX_RELOADS + 1):
        run = subprocess.run(command, capture_output=True, text=True, **options)
        stdout.append(run.stdout)
        stderr.append(run.stderr)
        if run.returncode or not reloaded(run.stdout):
            break
        if resume not in command:
            command = command + [resume]
    return subprocess.CompletedProcess(command, run.returncode, "".join(stdout), "".join(stderr))


class LaneRun:
    """What a lane printed (a subprocess.CompletedProcess with text), read:
    its checkpoint lines, heap peaks per game and the other figures."""

    def __init__(self, completed):
        self.returncode = completed.returncode
        self.stdout = completed.stdout
        self.stderr = completed.stderr
        lines = completed.stdout.splitlines()
        self.checks = compared(lines)
        self.heap = {}
        self.figures = {}
        self.live = []  # (checkpoint, live bytes, interned string bytes or None), measure mode
        self.reloads = sum(1 for line in lines if line.startswith("reload at "))  # each a fresh heap
        self.backlight = []  # per start: (started dark, lit by its end, status bar shown)
        for line in lines:
            words = line.split()
            if not words:
                continue
            if line.startswith("qstr pool:"):
                # n_pool=N, n_qstr=N, n_str_data_bytes=N, n_total_bytes=N
                counts = [int(word.split("=")[1].rstrip(",")) for word in words[2:]]
                self.figures["qstrs"], self.figures["qstr_bytes"] = counts[1], counts[3]
                if self.live and self.live[-1][2] is None:
                    self.live[-1] = (self.live[-1][0], self.live[-1][1], counts[3])
            elif words[0] == "live" and len(words) == 3:
                self.live.append((words[1], int(words[2]), None))
            elif words[0] == "heap" and len(words) == 4:
                self.heap[words[1]] = (int(words[2]), int(words[3]))
            elif words[0] == "wall_ms" and len(words) == 2:  # one a start: summed
                self.figures["wall_ms"] = self.figures.get("wall_ms", 0) + int(words[1])
            elif words[0] in ("standins", "driver", "frames") and len(words) == 2:
                self.figures[words[0]] = int(words[1])
            elif words[0] == "heap_total":
                self.figures["heap_start"], self.figures["heap_max"] = int(words[1]), int(words[2])
            elif words[0] == "backlight" and len(words) == 4:  # one a start: (dark, lit by its end, status bar)
                self.backlight.append((int(words[1]), int(words[2]), int(words[3])))
            elif words[0] == "nvm_writes":  # one a start: runs that changed nvm, summed
                self.figures["nvm_writes"] = self.figures.get("nvm_writes", 0) + int(words[1])
            elif words[0] == "kiosk" and len(words) == 5:  # one a start: feeds summed, the last saves
                self.figures["feeds"] = self.figures.get("feeds", 0) + int(words[2])
                self.figures["saves"] = words[4]
            elif words[0] == "render":  # one a start: summed
                self.figures["renders"] = self.figures.get("renders", 0) + int(words[1])
                self.figures["render_ms"] = self.figures.get("render_ms", 0) + int(words[2])

    def ok(self):
        return self.returncode == 0 and "tour done" in self.stdout

    def why(self):
        return "exit {}\n{}\n{}".format(self.returncode, self.stdout[-2000:], self.stderr[-3000:])

    def peaks(self):
        """'game live/frame KB' for every game, as one line."""
        return ", ".join(
            "{} {:.1f}/{:.1f}".format(game, self.heap[game][0] / 1024, self.heap[game][1] / 1024)
            for game in sorted(self.heap)
        )


def compared(lines):
    """The lines a lane must print exactly as the simulator does: every
    checkpoint, and how many LED colours and tones were sent."""
    return [line for line in lines if line.startswith(("check ", "outputs "))]


def frame_hash(rgb):
    """The lane's checkpoint hash (lcd.Display.frame_hash) of a simulator
    frame: Blinka's display widens each RGB565 pixel to 8 bits a channel by
    truncating v * 255 / 31 (or / 63); rounding up v8 * 31 / 255 (or * 63)
    undoes that exactly (tests/test_device_lane.py checks all 65,536)."""
    import numpy

    pixels = numpy.frombuffer(rgb, dtype=numpy.uint8).reshape(-1, 3).astype(numpy.uint32)
    red = (pixels[:, 0] * 31 + 254) // 255
    green = (pixels[:, 1] * 63 + 254) // 255
    blue = (pixels[:, 2] * 31 + 254) // 255
    words = (red << 11 | green << 5 | blue).astype(">u2")
    return hashlib.sha256(words.tobytes()).hexdigest()[:16]


def pybadge_controls(name="CONTROLS"):
    """A constant of hw/pybadge.py (CONTROLS, KEY_NAMES, PAUSE_HINT), read
    without importing it (it needs `board`)."""
    import ast

    with open(os.path.join(ROOT, "hw", "pybadge.py")) as handle:
        tree = ast.parse(handle.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and [t.id for t in node.targets if isinstance(t, ast.Name)] == [name]:
            return ast.literal_eval(node.value)
    raise RuntimeError("hw/pybadge.py has no " + name)


class SimRig:
    """The tour's rig on the headless simulator, made to look like the lane's
    PyBadge: four buttons a pad, its controls text, the clock starting where
    CircuitPython's starts."""

    def __init__(self, console, save=None, every=False):
        self.console = console
        self.save = save  # folder to save each checkpoint frame as a PNG
        self.saved = 0
        self.armed = False
        self.every = every  # draw every refresh (and count its pushed pixels)
        if every:
            return
        # Blinka composes the whole tree in Python on every refresh, the slow
        # part of the simulator. Its display always redraws the full area, so
        # drawing only the checkpoint frames gives those frames unchanged.
        display = console.display
        refresh = display.refresh

        def refresh_when_armed(*args, **kwargs):
            if not self.armed:
                return True
            self.armed = False
            return refresh(*args, **kwargs)

        display.refresh = refresh_when_armed

    def push(self, seat, button, pressed):
        self.console.push(seat, button, pressed)

    def arm(self):
        self.armed = True

    def captured(self):
        if self.save:
            self.saved += 1
            self.console.save_png(os.path.join(self.save, "check{:03d}.png".format(self.saved)))
        return frame_hash(self.console.frame_bytes())

    def heap(self):
        return None

    def render_heap(self):
        return 0


    def outputs(self):
        calls = self.console.leds.calls + self.console.sound.calls
        return (sum(1 for call in calls if call[0] == "show"), sum(1 for call in calls if call[0] == "tone"))


def run_sim(tour_path=TOUR, out=print, save=None, pixels=False, store=None):
    """Play the tour on the simulator; returns the Tour (its lines went to out).
    `pixels`: draw every refresh and print ``pushed FRAME N`` lines (slower).
    `store`: a folder for saves (a kiosk's console has one)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # before pygame starts
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from engine.ui.app import App
    from engine.ui.menu import Menu
    from desktop.sim import SimConsole

    lane = _load("lane_start", os.path.join(DEVICE, "lane_start.py"))
    tour = _load("tour", os.path.join(DEVICE, "tour.py"))
    supervisor = _load("supervisor", os.path.join(DEVICE, "supervisor.py"))
    console = SimConsole(headless=True, start_ticks=supervisor.START, store=store)
    console.buttons = 4
    console.controls = pybadge_controls()
    console.key_names = pybadge_controls("KEY_NAMES")  # what the PyBadge's screens call P2's keys
    console.pause_hint = pybadge_controls("PAUSE_HINT")
    app = App(console, {"game": lane.CONFIG["game"], "seats": list(lane.CONFIG["seats"])}, Menu)
    player = tour.Tour(tour_path, SimRig(console, save, every=pixels), app, out=out)
    if pixels:  # the pixels the simulator's refreshes pushed (desktop/sim.py counts displayio's areas)
        _load("pixels", os.path.join(DEVICE, "pixels.py")).watch(player, lambda: console.pushed)
    service = console.service

    def hooked():
        running = service()
        player.drive()
        return running

    console.service = hooked
    app.switch(app.home())
    while player.running:
        app.step()
        player.after_step()
    player.finish()
    return player


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("where", choices=("wasm", "circuitpython", "sim"))
    parser.add_argument("tour", nargs="?", default=TOUR)
    parser.add_argument("--heap", help="heap size (wasm: bytes, default 196608; circuitpython: 128k)")
    parser.add_argument("--mpy", action="store_true", help="circuitpython: run from .mpy files ($SALVO_MPY_CROSS)")
    parser.add_argument("--measure", action="store_true", help="collect every frame and print heap peaks per game")
    parser.add_argument("--save", metavar="DIR", help="sim: save each checkpoint frame as DIR/checkNNN.png")
    parser.add_argument("--kiosk", action="store_true",
                        help="kiosk mode: a writable drive (saves, stats) and the crash guard (sim: saves only)")
    args = parser.parse_args(argv)
    if args.where == "sim":
        if args.save:
            os.makedirs(args.save, exist_ok=True)
        with tempfile.TemporaryDirectory() as store:
            run_sim(args.tour, save=args.save, store=store if args.kiosk else None)
        return 0
    if args.kiosk and args.where == "wasm":
        raise SystemExit("--kiosk runs on circuitpython (or sim)")
    with tempfile.TemporaryDirectory() as folder:
        extra = (["measure"] if args.measure else []) + (["kiosk"] if args.kiosk else [])
        if args.where == "wasm":
            build_drive(folder)
            run = run_wasm(shutil.which("node"), folder, [args.tour] + (["--measure"] if args.measure else []),
                           heap=int(args.heap or 192 * 1024))
        else:
            binary = os.environ.get("SALVO_CIRCUITPYTHON")
            if not binary:
                raise SystemExit("set SALVO_CIRCUITPYTHON to the circuitpython-unix binary")
            build_drive(folder, os.environ["SALVO_MPY_CROSS"] if args.mpy else None)
            shutil.copyfile(args.tour, os.path.join(folder, "tour.txt"))
            run = run_circuitpython(binary, folder, ["tour.txt"] + extra, heap=args.heap or "128k")
        sys.stdout.write(run.stdout)
        sys.stderr.write(run.stderr)
        return run.returncode


if __name__ == "__main__":
    sys.exit(main())
