"""tools/profile_start.py's counted floor: cachegrind's report read, the
program's modules picked from a start's import order, and (under
circuitpython-unix with valgrind; skipped without them) more modules counted
as more of a PyBadge's time, Pystone's loop a plausible count."""

import os
import shutil

import pytest

from tools import device_lane, profile_start

CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")


def test_cachegrinds_instruction_count_is_read():
    report = "==1== Cachegrind, a high-precision tracing profiler\n==1== \n==1== I   refs:      49,108,088\n"
    assert profile_start.refs(report) == 49108088
    with pytest.raises(SystemExit):
        profile_start.refs("==1== error: no such file\n")


def test_only_the_programs_own_modules_count_once_each():
    order = ["hw", "gc", "displayio", "engine.think", "micropython", "engine.ticks", "board", "engine.think",
             "games.missile.rules", "lane_start", "hw.pybadge", "adafruit_ticks"]
    assert profile_start.program(order) == ["hw", "engine.think", "engine.ticks", "games.missile.rules",
                                            "hw.pybadge"]


def test_more_modules_count_as_more_of_a_boards_time(tmp_path):
    if not CIRCUITPYTHON or shutil.which("valgrind") is None:
        pytest.skip("needs SALVO_CIRCUITPYTHON (the circuitpython-unix binary) and valgrind")
    drive = device_lane.build_drive(str(tmp_path), os.environ.get("SALVO_MPY_CROSS"))
    per_pystone = profile_start.pystone_count(CIRCUITPYTHON, drive, loops=20)
    assert 20000 < per_pystone < 200000  # (62,000 on x86 for CircuitPython 10's unix port)
    base = profile_start.instructions(CIRCUITPYTHON, drive, "")
    few = profile_start.counted_floor(CIRCUITPYTHON, drive, ["engine.ticks"], per_pystone, base)
    more = profile_start.counted_floor(CIRCUITPYTHON, drive, ["engine.ticks", "engine.prng", "engine.match"],
                                       per_pystone, base)
    assert few[0] == 1 and more[0] == 3
    assert 0 < few[1] < more[1]
