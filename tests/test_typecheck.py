"""The device code type-checks against CircuitPython's own API stubs, once per
board, with that board's `board` module selected.

circuitpython-stubs (requirements-dev.txt) ships one stub per CircuitPython
module, plus `board_definitions/<board_id>/__init__.pyi` for every board; its
`circuitpython_setboard BOARD` command copies one of those over the installed
`board` stub. That edits site-packages, so instead each run here takes the
same file through the command's own lookup (`get_definitions_or_exit`) and
puts it first on MYPYPATH in a temporary folder: the boards can be checked one
after another, or in parallel, without touching the environment.

Checked per board: the device modules of tools/device_files.py with the other
boards' hw modules left out (tests/mypy_device.ini says what is
relaxed for the unannotated engine, and why). About 1-2 s per board.
"""

import os
import subprocess
import sys

import pytest

from tools.device_files import board_modules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIG = os.path.join("tests", "mypy_device.ini")
# board_id -> that board's module in hw/
BOARDS = (("pybadge", "pybadge"), ("pygamer", "pygamer"), ("raspberry_pi_pico", "pico_kiosk"))

pytest.importorskip("mypy", reason="mypy missing: pip install -r requirements-dev.txt")
setboard = pytest.importorskip(
    "circuitpython_setboard", reason="circuitpython-stubs missing: pip install -r requirements-dev.txt"
)


def device_files(board_module):
    """Relative paths of the device code that runs on one board."""
    return board_modules(board_module)


def run_mypy(board_id, files, tmp_path):
    """mypy over `files` with board `board_id` selected; (exit code, output)."""
    stubs = tmp_path / "stubs" / "board"
    stubs.mkdir(parents=True)
    definitions = setboard.get_definitions_or_exit(board_id)
    (stubs / "__init__.pyi").write_text(definitions.read_text())
    env = dict(os.environ, MYPYPATH=str(tmp_path / "stubs"))
    command = [sys.executable, "-m", "mypy", "--config-file", CONFIG, "--cache-dir", str(tmp_path / "cache")]
    run = subprocess.run(command + files, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    return run.returncode, run.stdout + run.stderr


@pytest.mark.parametrize("board_id,module", BOARDS)
def test_device_code_type_checks_for_board(board_id, module, tmp_path):
    files = device_files(module)
    assert os.path.join("hw", module + ".py") in files and "boot.py" in files
    code, output = run_mypy(board_id, files, tmp_path)
    assert code == 0, output
    assert "Success: no issues found" in output


def test_a_board_module_fails_on_another_boards_pins(tmp_path):
    # The check can fail: the PyBadge has no joystick, so hw/pygamer.py does
    # not type-check with the PyBadge's board stub selected.
    code, output = run_mypy("pybadge", device_files("pygamer"), tmp_path)
    assert code != 0
    assert 'Module has no attribute "JOYSTICK_X"' in output
