"""The simulator redraws only the display's dirty areas, as a board does
(desktop/sim.py): every frame must come out exactly as a whole-window redraw
draws it. The scripts are tools/bench_pixels.py's (the menu and every game)."""

import pytest

from desktop import sim
from tools import bench_pixels


@pytest.mark.parametrize("name", bench_pixels.names())
def test_dirty_areas_draw_the_same_frames_as_a_full_redraw(name, monkeypatch):
    dirty = bench_pixels.measure(name)
    monkeypatch.setattr(sim.SimConsole, "_dirty_areas", lambda self: [self.display._core.area])
    full = bench_pixels.measure(name)
    assert len(dirty.drawn) == len(full.drawn) > 10
    assert dirty.drawn == full.drawn
    assert len(set(dirty.drawn)) > 5  # (the script did change the picture)
    pushed = sum(e[0] for events in dirty.stats.values() for e in events)
    assert 0 < pushed < 20480 * len(dirty.drawn) // 2  # (and drew less than whole frames)
