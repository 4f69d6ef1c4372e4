"""Pixels pushed per screen event (tools/bench_pixels.py scripts: the menu and
every registered game): in every game a cursor move pushes at most 5% of the
160x128 screen, and an idle frame nothing, the menu's too. (The menu's cursor
moves its full-width bar, two rows of 1,760 pixels by themselves: its figure
is printed by the benchmark, not held to the goal here.) And the simulator,
which redraws only the display's dirty areas as a board does (desktop/sim.py),
draws every frame exactly as a whole-window redraw would."""

import pytest

from desktop import sim
from tools import bench_pixels

_RUNS = {}


def measured(name):
    """The script's Meter (run once per test session)."""
    if name not in _RUNS:
        _RUNS[name] = bench_pixels.measure(name)
    return _RUNS[name]


@pytest.mark.parametrize("name", bench_pixels.names())
def test_cursor_moves_and_idle_frames_stay_in_budget(name):
    stats = measured(name).stats
    moves = [pushed for pushed, _ in stats.get("cursor move", ())]
    idle = [pushed for pushed, _ in stats.get("idle", ())]
    assert len(moves) >= 4 and len(idle) >= 20  # (the script did move and wait)
    assert max(idle) == 0, idle
    if name != "menu":
        assert max(moves) <= bench_pixels.GOALS["cursor move"], moves


@pytest.mark.parametrize("name", bench_pixels.names())
def test_dirty_areas_draw_the_same_frames_as_a_full_redraw(name, monkeypatch):
    dirty = measured(name)
    monkeypatch.setattr(sim.SimConsole, "_dirty_areas", lambda self: [self.display._core.area])
    full = bench_pixels.measure(name)
    assert len(dirty.drawn) == len(full.drawn) > 10
    assert dirty.drawn == full.drawn
    assert len(set(dirty.drawn)) > 5  # (the script did change the picture)
    pushed = sum(e[0] for events in dirty.stats.values() for e in events)
    assert 0 < pushed < 20480 * len(dirty.drawn) // 2  # (and drew less than whole frames)
