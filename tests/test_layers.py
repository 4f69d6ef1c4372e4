"""Imports flow one way: desktop -> hw -> engine.ui -> games' screens -> games'
rules and bots -> engine core, with no circles (issue 12).

Every import statement of the project's modules is read from source (function
level ones too), so a lazy import cannot hide a wrong direction. The checks:
- a game's rules and bot, with everything they import, never reach a screen,
  engine.ui, a display library or another game;
- the engine core (engine/*.py) imports nothing of engine.ui, games or hw;
- device code never imports desktop/ or tools/ (code.py's hand-over to the
  desktop launcher under CPython is the one allowed exception);
- no module imports itself back through others.
"""

import ast
import os

import pytest

from engine import registry
from tools.device_files import device_modules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("engine", "games", "hw", "desktop", "tools")
DISPLAY = ("displayio", "terminalio", "adafruit_display_text", "vectorio")


def module_name(path):
    """'games/chips/rules.py' -> 'games.chips.rules'; package __init__ -> package."""
    name = path[:-3].replace("/", ".")
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def project_modules():
    """{module name: path} of every project .py file (device, desktop, tools)."""
    found = {module_name(p): p for p in device_modules()}
    for top in ("desktop", "tools"):
        for folder, dirs, names in os.walk(os.path.join(ROOT, top)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for name in names:
                if name.endswith(".py"):
                    path = os.path.relpath(os.path.join(folder, name), ROOT).replace(os.sep, "/")
                    found[module_name(path)] = path
    return found


MODULES = project_modules()


def _resolve(name):
    """The project module an import of `name` loads (a from-import of a module
    from a package gives the module), or None for an outside module."""
    if name in MODULES:
        return name
    return None


def imports_of(module, skip_cpython_branch=False):
    """(line, imported name) of every import in a module: outside modules by their
    top-level name, project modules by their full name."""
    with open(os.path.join(ROOT, MODULES[module]), encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.append((node.lineno, _resolve(alias.name) or alias.name.split(".")[0]))
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                full = node.module + "." + alias.name
                found.append((node.lineno, _resolve(full) or _resolve(node.module) or node.module.split(".")[0]))
    if skip_cpython_branch:
        # code.py: `if sys.implementation.name == "cpython": from desktop.cli import main`
        found = [(line, name) for line, name in found if not name.startswith("desktop")]
    return found


def closure(start):
    """Every project module reachable from `start` by imports, start included."""
    seen, todo = set(), [start]
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        todo.extend(name for _, name in imports_of(module) if name in MODULES)
    return seen


def games():
    return [name for _, name, _ in registry.games()]


@pytest.mark.parametrize("game", games())
@pytest.mark.parametrize("part", ("rules", "bot", "info"))
def test_rules_and_bots_never_reach_a_screen_or_another_game(game, part):
    reached = closure("games.{}.{}".format(game, part))
    for module in reached:
        assert not module.startswith(("engine.ui", "hw", "desktop", "tools")), (part, module)
        assert not module.endswith((".screen", ".words", ".help")), (part, module)
        if module.startswith("games."):
            assert module.split(".")[1] == game, (part, module)
        outside = [name for _, name in imports_of(module) if name not in MODULES]
        assert not [name for name in outside if name in DISPLAY], (module, outside)


def test_the_engine_core_imports_no_ui_games_or_boards():
    core = [m for m in MODULES if m.startswith("engine.") and not m.startswith("engine.ui")]
    assert "engine.match" in core and "engine.registry" in core
    for module in core:
        for line, name in imports_of(module):
            assert not name.startswith(("engine.ui", "games", "hw", "desktop", "tools")), (module, line, name)


def test_device_code_never_imports_desktop_or_tools():
    checked = 0
    for path in device_modules():
        module = module_name(path)
        for line, name in imports_of(module, skip_cpython_branch=(module == "code")):
            assert not name.startswith(("desktop", "tools")), "{}:{} imports {}".format(path, line, name)
        checked += 1
    assert checked > 50


def test_hw_imports_no_game():
    for module in [m for m in MODULES if m == "hw" or m.startswith("hw.")]:
        for line, name in imports_of(module):
            assert not name.startswith(("games", "desktop")), (module, line, name)


def test_no_import_circles():
    graph = {m: sorted(set(n for _, n in imports_of(m) if n in MODULES and n != m)) for m in MODULES}
    # The package __init__ of a module is imported with it; that is no circle.
    state, path = {}, []

    def visit(module):
        state[module] = 1
        path.append(module)
        for other in graph[module]:
            if state.get(other) == 1:
                cycle = path[path.index(other):] + [other]
                raise AssertionError("import circle: " + " -> ".join(cycle))
            if other not in state:
                visit(other)
        path.pop()
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module)


def test_the_checks_see_a_wrong_import():
    # The scan must not pass by reading nothing: the menu reaches the registry,
    # a screen reaches engine.ui, and code.py's desktop branch is really there.
    assert "engine.registry" in closure("engine.ui.menu")
    assert any(name.startswith("engine.ui") for _, name in imports_of("games.starship.screen"))
    assert any(name.startswith("desktop") for _, name in imports_of("code"))
