"""The board self-check (tools/selfcheck.py, tools/board_check/): put on a
drive by one command, and run in the device lane under CircuitPython's unix
port with the PyBadge stand-ins, through its own reload, as on a board."""

import os
import re

import pytest

from tools import device_lane, selfcheck

CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")


def test_one_command_puts_the_check_on_a_drive_with_salvo(tmp_path, capsys):
    with pytest.raises(SystemExit, match="tools.deploy"):
        selfcheck.main(["--drive", str(tmp_path)])
    (tmp_path / "hw").mkdir()
    (tmp_path / "engine").mkdir()
    (tmp_path / "code.py").write_text("salvo")
    assert selfcheck.main(["--drive", str(tmp_path)]) == 0
    assert sorted(os.listdir(tmp_path)) == ["code.py", "engine", "hw", "pystone_check.py", "selfcheck.py"]
    assert (tmp_path / "code.py").read_text() == "salvo"  # Salvo's own start is not touched
    assert 'set_next_code_file("selfcheck.py")' in capsys.readouterr().out


def test_the_check_is_device_code():
    """Compiled by CircuitPython's mpy-cross where it is set (the board's own
    compiler refuses what a board cannot run)."""
    import subprocess

    cross = os.environ.get("SALVO_MPY_CROSS")
    if not cross:
        pytest.skip("SALVO_MPY_CROSS is not set")
    for source, _ in selfcheck.FILES:
        done = subprocess.run([cross, "-o", os.devnull, source], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr


@pytest.mark.skipif(not CIRCUITPYTHON, reason="SALVO_CIRCUITPYTHON is not set (.ci/run sets it)")
def test_the_check_runs_in_the_lane_through_its_reload(tmp_path, report_line):
    folder = str(tmp_path / "CIRCUITPY")
    device_lane.build_drive(folder)
    selfcheck.put(folder)
    run = device_lane.run_circuitpython(CIRCUITPYTHON, folder, ["--call", "selfcheck_run.main"], heap="192k",
                                        stdin="y\n")
    out = run.stdout
    assert run.returncode == 0, out[-2000:] + run.stderr[-2000:]
    assert out.count("reload at selfcheck") == 1 and "dark at start 1" in out
    report = out[out.index("dark at start 1"):]
    found = {}
    for name, pattern in (
        ("menu", r"mem_free at the menu: (\d+)"),
        ("match", r"mem_free in a six-seat Microchips match: (\d+)"),
        ("pystone", r"pystone: (\d+) /s"),
        ("reload", r"reload took \(ms\): (\d+)"),
    ):
        match = re.search(pattern, report)
        assert match, name
        found[name] = int(match.group(1))
    slowest = re.search(r"slowest frames of the CPUs' thinking \(ms\): ([\d ]+)", report).group(1).split()
    assert len(slowest) == 5 and slowest == sorted(slowest, key=int, reverse=True)
    assert 0 < found["match"] < found["menu"] < 192 * 1024
    assert found["pystone"] > 0 and found["reload"] == 900  # the lane's virtual reload
    assert "screen stayed dark: y" in report and report.rstrip().endswith("salvo selfcheck end")
    report_line("Board self-check in the lane ({}, 192 KB heap): mem_free menu {} B, "
                "six-seat match {} B; slowest frames {} ms; pystone {}/s".format(
                    os.path.basename(CIRCUITPYTHON), found["menu"], found["match"], " ".join(slowest), found["pystone"]))
