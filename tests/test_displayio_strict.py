"""What a board's displayio refuses, the lane's stand-ins and the simulator
refuse too (issue 22): the probes of tests/device/displayio_probe.py (a layer
in two groups, a TileGrid without a pixel_shader, a bitmap of another size,
float x / y, Group slicing, bool of an empty Group, coordinates wrapping to
16 bits, a Bitmap appended, TileGrid.contains, the font's offsets) run on

- the lane's stand-ins under MicroPython (the WebAssembly build, needs node),
- SALVO_CIRCUITPYTHON when set: CircuitPython's own display code when it is
  circuitpython-unix-displayio, else the stand-ins on a real CircuitPython,
- the simulator's displayio (Blinka, made strict by desktop/board_displayio.py),

and each must give BOARD's outcome: what CircuitPython's own displayio gives,
measured on circuitpython-unix-displayio (built from CircuitPython's source
at cd3da4a5d8) and written here so the stand-ins are held to it without
that binary.
"""

import os
import shutil

import pytest

from tools import device_lane

NODE = shutil.which("node")
CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")

BOARD = {
    "layer_in_two_groups": "ValueError",
    "group_in_two_groups": "ValueError",
    "layer_twice_in_one_group": "ValueError",
    "layer_set_over_itself": "ValueError",
    "layer_free_after_pop": "= 1",
    "layer_free_after_remove_and_del": "= 1",
    "layer_free_after_replaced": "= None",
    "tilegrid_without_pixel_shader": "TypeError",
    "tilegrid_pixel_shader_positional": "TypeError",
    "tilegrid_pixel_shader_none": "TypeError",
    "bitmap_of_another_size": "ValueError",
    "bitmap_of_the_same_size": "= 4",
    "float_x_of_group": "TypeError",
    "float_y_of_group_made": "TypeError",
    "float_x_of_tilegrid": "TypeError",
    "float_y_of_tilegrid_made": "TypeError",
    "float_scale": "TypeError",
    "group_positional_scale": "TypeError",
    "scale_zero": "ValueError",
    "group_slice": "NotImplementedError",
    "group_float_index": "TypeError",
    "empty_group_is_false": "= False",
    "group_with_a_layer_is_true": "= True",
    "group_x_wraps": "= -25536",
    "group_y_wraps_when_set": "= 25536",
    "tilegrid_x_wraps": "= -25536",
    "append_a_bitmap": "ValueError",
    "append_a_palette": "ValueError",
    "tilegrid_contains": "= [True, True, False, False, False]",
    "tilegrid_contains_needs_three": "ValueError",
    "tile_out_of_range": "ValueError",
    "tile_index_out_of_range": "IndexError",
    # A board's 6x12 terminalio font: every glyph a whole cell, dx = dy = 0.
    "font_metrics": "= [(6, 12), ('A', 6, 12, 0, 0, 6, 0), ('g', 6, 12, 0, 0, 6, 0), ('_', 6, 12, 0, 0, 6, 0), "
    "('|', 6, 12, 0, 0, 6, 0)]",
}


def _probe_module():
    return device_lane._load("displayio_probe", os.path.join(device_lane.DEVICE, "displayio_probe.py"))


def _lane_outcomes(run):
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[-1] == "probe done", run.stdout
    return {line.split(" ", 2)[1]: line.split(" ", 2)[2] for line in lines[:-1]}


@pytest.fixture(scope="module")
def probe_drive(tmp_path_factory):
    return device_lane.build_drive(str(tmp_path_factory.mktemp("CIRCUITPY_probe")))


@pytest.fixture(scope="module")
def wasm_outcomes(probe_drive):
    if NODE is None:
        pytest.skip("node is not installed (the MicroPython lane)")
    return _lane_outcomes(device_lane.run_wasm(NODE, probe_drive, ["--call", "displayio_probe.main"]))


@pytest.fixture(scope="module")
def circuitpython_outcomes(probe_drive):
    if not CIRCUITPYTHON:
        pytest.skip("SALVO_CIRCUITPYTHON is not set (.ci/run sets it from ../shared/bin)")
    return _lane_outcomes(device_lane.run_circuitpython(CIRCUITPYTHON, probe_drive, ["--call", "displayio_probe.main"]))


@pytest.fixture(scope="module")
def simulator_outcomes():
    import displayio
    import terminalio

    from desktop.board_displayio import follow_board

    follow_board()
    probe = _probe_module()
    found = {function.__name__: probe.outcome(function, displayio) for function in probe.PROBES}
    found["font_metrics"] = probe.outcome(probe.font_metrics, terminalio.FONT)
    return found


def test_every_probe_has_the_boards_outcome():
    probe = _probe_module()
    assert sorted(BOARD) == sorted([function.__name__ for function in probe.PROBES] + ["font_metrics"])


@pytest.mark.parametrize("name", sorted(BOARD))
def test_lane_standins_under_micropython_as_a_board(name, wasm_outcomes):
    assert wasm_outcomes[name] == BOARD[name]


@pytest.mark.parametrize("name", sorted(BOARD))
def test_circuitpython_lane_as_a_board(name, circuitpython_outcomes):
    """The real display code when SALVO_CIRCUITPYTHON has it (then BOARD is
    re-measured here), else the stand-ins on a real CircuitPython."""
    assert circuitpython_outcomes[name] == BOARD[name]


@pytest.mark.parametrize("name", sorted(BOARD))
def test_simulator_as_a_board(name, simulator_outcomes):
    assert simulator_outcomes[name] == BOARD[name]


def test_simulator_puts_a_baseline_anchored_label_where_a_board_does():
    """With a board's font offsets (dy 0: ascent 12, half of it above the
    anchor) a label anchored at its baseline (anchor y -1.0) on y 20 has its
    6x12 cell on rows 8..19, bitmap_label's and the engine's Text alike;
    Blinka's own offsets (dy -2) would put it on rows 10..21. The same scene
    on the lanes and CircuitPython's displayio: tests/test_device_lane.py."""
    import sim_harness  # noqa: F401  (SDL dummy drivers)
    import displayio
    import terminalio
    from adafruit_display_text import bitmap_label

    from desktop.sim import SimConsole

    selftest = device_lane._load("selftest", os.path.join(device_lane.DEVICE, "selftest.py"))
    console = SimConsole(headless=True)
    console.display.root_group = dict(selftest.scenes(displayio, terminalio, bitmap_label))["baseline"]
    console.display.refresh()
    rgb = console.frame_bytes()
    lit = {(at // 3 % 160, at // 3 // 160) for at in range(0, len(rgb), 3) if rgb[at : at + 3] != b"\0\0\0"}
    glyph = terminalio.FONT.get_glyph(ord("I"))
    cell = {(x, y) for x in range(6) for y in range(12) if glyph.bitmap[x, y]}
    assert lit == {(5 + x, 8 + y) for x, y in cell} | {(25 + x, 8 + y) for x, y in cell}
