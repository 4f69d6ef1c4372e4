"""The engine under real MicroPython (the official WebAssembly build, in node).

tests/mpy_match.py plays every registered game over the same seeds on CPython and
on MicroPython; the outputs (generator draws, match logs as hex, results) must be
byte-identical. Skipped only when node itself is missing; with node present but
the npm package not installed, the tests fail and say how to install it.
"""

import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from engine import registry

TESTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TESTS)
RUNNER = os.path.join(TESTS, "mpy", "run.mjs")
SCRIPT = os.path.join(TESTS, "mpy_match.py")
PACKAGE_FILE = os.path.join(
    TESTS, "mpy", "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs"
)
SEEDS = 24  # matches per game on each Python

# Heap ceilings on MicroPython's 32-bit build (bytes). A device has roughly
# 100-200 KB free once the display is up; these leave room for the screens.


@pytest.fixture(scope="module")
def node():
    path = shutil.which("node")
    if path is None:
        pytest.skip("node is not installed: the MicroPython tests need node (and `npm install --prefix tests/mpy`)")
    if not os.path.exists(PACKAGE_FILE):
        pytest.fail(
            "MicroPython WebAssembly package missing: run `npm install --prefix tests/mpy` in the repository root"
        )
    return path


def _run(cmd):
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, timeout=600)


def _mpy(node, *args):
    return _run([node, RUNNER, *args])


@pytest.fixture(scope="module")
def cpython_lines():
    run = _run([sys.executable, SCRIPT, "--seeds", str(SEEDS)])
    assert run.returncode == 0, run.stderr.decode()
    return run.stdout


def test_cpython_and_micropython_play_identical_matches(node, cpython_lines):
    run = _mpy(node, SCRIPT, "--seeds", str(SEEDS))
    assert run.returncode == 0, run.stderr.decode()
    assert run.stdout == cpython_lines
    lines = cpython_lines.decode().splitlines()
    assert sum(1 for line in lines if line.startswith("prng ")) == 4
    for _, name, _ in registry.games():
        rows = [line.split() for line in lines if line.startswith(name + " ")]
        assert len(rows) == SEEDS >= 20
        for game_name, seed, log_hex, result in rows:
            assert log_hex.startswith("535601")  # the b"SV\x01" magic
            assert set(result.split(",")) <= {"-1", "0", "1"}


def test_runner_reports_python_exceptions(node, tmp_path):
    script = tmp_path / "boom.py"
    script.write_text(
        "from engine.prng import Rng\nprint('before')\ndef f():\n    Rng(-1)\nf()\n"
    )
    run = _mpy(node, str(script))
    assert run.returncode == 1
    assert run.stdout == b"before\n"
    err = run.stderr.decode()
    assert "Traceback" in err and "ValueError: seed must be" in err
    assert "engine/prng.py" in err


def test_runner_passes_exit_codes_and_argv(node, tmp_path):
    script = tmp_path / "args.py"
    script.write_text(
        "import sys\nprint(sys.implementation.name, sys.argv[1:])\n"
        "sys.stdout.write('no newline')\nsys.exit(int(sys.argv[1]))\n"
    )
    run = _mpy(node, str(script), "3", "x")
    assert run.returncode == 3, run.stderr.decode()
    assert run.stdout == b"micropython ['3', 'x']\nno newline"
    assert _mpy(node, str(script), "0").returncode == 0


HEAP_DRIVER = os.path.join(ROOT, "tools", "mpy_heap.mjs")
HEAP_TARGET = 32 * 1024  # issue target: a game's rules and bots, per match and per decision


def heap_rows(node, matches=2):
    """Rows of tools/mpy_heap.mjs: every game, every CPU level, `matches` matches,
    each decision and each resolve in its own runPython call so the wasm
    collector can free between them (it frees nothing inside one call)."""
    run = subprocess.run([node, HEAP_DRIVER, str(matches)], capture_output=True, timeout=600)
    assert run.returncode == 0, run.stderr.decode()
    return [json.loads(line) for line in run.stdout.decode().splitlines()]


@pytest.fixture(scope="module")
def heap(node):
    return heap_rows(node)


@pytest.mark.parametrize("name", [name for _, name, _ in registry.games()])
def test_micropython_live_heap_per_game(heap, name, report_line):
    rows = [row for row in heap if row["game"] == name]
    assert rows, "no heap rows for " + name
    peak = max(row["peak"] for row in rows)
    decision = max(row["decision"] for row in rows)
    report_line(
        "MicroPython live heap, {}: modules {} B, match peak {} B, decision peak {} B "
        "({} matches, every CPU level)".format(name, rows[0]["import"], peak, decision, len(rows))
    )
    assert all(row["decisions"] > 0 and 0 < row["state"] <= row["peak"] for row in rows)
    assert peak <= HEAP_TARGET and decision <= HEAP_TARGET


def test_input_layer_allocates_nothing_per_frame_under_micropython(node, report_line):
    run = _mpy(node, os.path.join(TESTS, "mpy_pads.py"))
    assert run.returncode == 0, run.stderr.decode()
    found = re.search(r"idle 1000 frames: (\d+) B; 200 frames with presses: (\d+) B", run.stdout.decode())
    assert found, run.stdout.decode()
    report_line("MicroPython input layer: " + found.group(0))
    assert found.groups() == ("0", "0")


def test_the_tools_clock_under_wasm_is_the_threads_time_on_a_cpu(node):
    """tools/device_clock.py under the wasm build on Linux times work by the
    main thread's time on a CPU (run.mjs's salvoRunUs: wall time less its
    waits for a CPU), so a loaded machine's other processes are not counted:
    it never steps back, and it counts busy work as it goes."""
    if not os.path.exists("/proc/thread-self/schedstat"):
        pytest.skip("no /proc/thread-self/schedstat here: the clock is wall time")
    run = _mpy(node, os.path.join(TESTS, "mpy_run_clock.py"))
    assert run.returncode == 0, run.stderr.decode()
    lines = run.stdout.decode().splitlines()
    assert lines[0] == "run clock True"
    assert lines[1] == "never back True"
    words = lines[2].split()
    assert 50000 <= int(words[1]) < 60000 and words[2] == "True"
