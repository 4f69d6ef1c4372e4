"""The simulator counts the pixels a refresh pushes as CircuitPython's
displayio does where a TileGrid is hidden, moved and shown again
(tests/pushed_probe.py's scenarios): CircuitPython ends every refresh with
each grid's finish_refresh, which records where the grid stands as drawn,
hidden or not, after a whole refresh too; showing it elsewhere later pushes
that place as well. (Blinka skips it for grids the refresh did not ask for
areas; desktop/sim.py opens it, else tools/bench_pixels.py counted fewer
pixels than a board pushes: Missiles & Microchips' aiming frame, 152 px.)
BOARD is what circuitpython-unix-displayio gives; with SALVO_CIRCUITPYTHON
set to it, it is measured again."""

import os
import subprocess

import pytest

from tests import pushed_probe
from tests.sim_harness import SimConsole  # (with the dummy SDL driver)
from tools import device_lane

BOARD = {
    "hidden_at_whole_refresh": [20480, 80, 0],
    "group_hidden_at_whole_refresh": [20480, 80, 0],
    "drawn_hidden_before_whole_refresh": [20480, 40, 20480, 80, 0],
    "moved_while_hidden": [20480, 40, 0, 80, 0],
}


def _simulator_render():
    console = SimConsole(headless=True)
    display = console.display

    def render(group):
        display.root_group = group
        before = console.pushed
        display.refresh()
        return console.pushed - before

    return render


@pytest.mark.parametrize("scenario", pushed_probe.SCENARIOS, ids=lambda scenario: scenario.__name__)
def test_simulator_pushes_what_circuitpython_pushes(scenario):
    import displayio

    assert scenario(displayio, _simulator_render()) == BOARD[scenario.__name__]


def test_board_figures_are_circuitpythons():
    binary = os.environ.get("SALVO_CIRCUITPYTHON")
    if not binary or not device_lane.real_displayio(binary):
        pytest.skip("SALVO_CIRCUITPYTHON is not circuitpython-unix-displayio (.ci/run sets it from ../shared/bin)")
    run = subprocess.run([binary, pushed_probe.__file__], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    measured = {}
    for line in run.stdout.splitlines():
        name, _, figures = line.partition(" ")
        measured[name] = [int(figure) for figure in figures.strip("[]").split(",")]
    assert measured == BOARD
