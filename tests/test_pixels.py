"""Pixels pushed per screen event (tools/bench_pixels.py scripts: the menu, with
every registered game's rows, and every registered game): a cursor move
pushes at most 5% of the 160x128 screen, a lock 10%, a clock tick 1% and an
idle frame nothing, in the menu and in every game. (A menu move that scrolls
its rows is a scroll, not held to a goal: every shown row changes.) And the
simulator, which redraws only the display's dirty areas as a board does
(desktop/sim.py), draws every frame exactly as a whole-window redraw would."""

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
    assert max(moves) <= bench_pixels.GOALS["cursor move"], moves


# The scripts that lock, and the locks each makes at least (a lock that ends
# the step at once, or puts up a hand-over cover, is not a lock here:
# Missiles & Microchips has none, and Missile Match's second, since its CPU
# has thought that round during the first one's reveal: MatchScene.think_ahead),
# and the ones that run a clock.
LOCKS = {"starship": 2, "missile": 1, "arrowbic": 2, "spacewar": 2}
CLOCKS = ("arrowbic",)


@pytest.mark.parametrize("name", bench_pixels.names())
def test_locks_and_clock_ticks_stay_in_budget(name):
    stats = measured(name).stats
    locks = [pushed for pushed, _ in stats.get("lock", ())]
    ticks = [pushed for pushed, _ in stats.get("clock tick", ())]
    if name in LOCKS:
        assert len(locks) >= LOCKS[name] and max(locks) > 0  # (the script did lock)
    if name in CLOCKS:
        assert len(ticks) >= 100 and max(ticks) > 0  # (the clock did tick)
    assert max(locks, default=0) <= bench_pixels.GOALS["lock"], locks
    assert max(ticks, default=0) <= bench_pixels.GOALS["clock tick"], ticks


def test_the_menu_walks_every_game_s_rows():
    stats = measured("menu").stats
    from engine import registry

    rows = 0
    for _, name, _ in registry.games():
        rows += 6  # (at least: the game, P1, P2, PLAY, How to play, Controls)
    assert len(stats["cursor move"]) + len(stats.get("scroll", ())) >= rows


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


def test_bench_counts_as_circuitpythons_displayio(report_line):
    """The pushed pixels this bench counts (the simulator's refresh areas) are
    CircuitPython's own: the device lane's tour, a match of every game, on
    circuitpython-unix-displayio (displayio_lane.render refreshes as a board)
    against the simulator, frame by frame (bench_pixels.lane_check). Where
    they differ the simulator counts more (Blinka's first refresh after its
    first full one), never less, so the goals above hold on a board too."""
    import os

    from tools import device_lane

    binary = os.environ.get("SALVO_CIRCUITPYTHON")
    if not binary or not device_lane.real_displayio(binary):
        pytest.skip("SALVO_CIRCUITPYTHON is not circuitpython-unix-displayio (.ci/run sets it from ../shared/bin)")
    lines = []
    rows = bench_pixels.lane_check(binary, out=lines.append)
    assert set(rows) >= {"starship", "chips", "arrowbic", "spacewar", "garage", "missile"}
    frames = sum(row[0] for row in rows.values())
    differ = [item for row in rows.values() for item in row[3]]
    for game, (count, sim_pixels, lane_pixels, _) in rows.items():
        assert count >= 40, (game, count)  # every game's match was compared, not a few frames
    assert all(sim_pixels > lane_pixels for _, sim_pixels, lane_pixels in differ), differ
    assert len(differ) * 100 <= frames, differ  # 99% of the frames exactly equal
    report_line("bench_pixels against CircuitPython's displayio: {} frames with a refresh compared, {} equal; "
                "differing (frame: simulator/displayio): {}".format(
                    frames, frames - len(differ), ", ".join("{}: {}/{}".format(*item) for item in differ)))
