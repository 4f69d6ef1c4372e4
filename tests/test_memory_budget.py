"""A short run of tools/bench_memory.py's simulator part: on the Starship match
screen, idle frames and pick presses leave nothing allocated by project code
(tracemalloc, innermost frame in engine/, games/, hw/ or code.py; the simulator
in desktop/ is not counted).
The full benchmark (1,000 frames per window, whole matches, and the MicroPython
heap of every game) is `python -m tools.bench_memory`."""

from tools import bench_memory


def test_idle_frames_and_presses_keep_no_project_allocation():
    results = bench_memory.sim_windows(frames=40, cycles=0)
    assert [name for name, *_ in results] == ["idle", "presses"]
    for name, frames, (project_bytes, project_blocks, _, _), _, lines in results:
        assert frames == 40
        # Nothing kept: no growth. (A block made before the window may be freed
        # in it, e.g. the CPU's finished thinking generator: that is negative.)
        assert project_bytes <= 0 and project_blocks <= 0, (name, project_bytes, project_blocks, lines)


def test_growth_counts_only_project_lines(tmp_path):
    # The filter is the measurement: a project file counts, the simulator does not.
    import os

    assert bench_memory._project(os.path.join(bench_memory.ROOT, "engine", "ui", "app.py"))
    assert bench_memory._project(os.path.join(bench_memory.ROOT, "hw", "pybadge.py"))
    assert bench_memory._project(os.path.join(bench_memory.ROOT, "games", "chips", "screen.py"))
    assert not bench_memory._project(os.path.join(bench_memory.ROOT, "desktop", "sim.py"))
    assert not bench_memory._project(os.path.join(bench_memory.ROOT, "tools", "deploy.py"))
    assert not bench_memory._project(os.path.join(str(tmp_path), "engine", "x.py"))


def test_whole_matches_keep_nothing_more_and_the_player_reaches_the_rematch():
    """The whole-match window: P1 plays matches to their end and takes
    Rematch once the result screen's choices show (a press before then starts
    its quiet second again: the window never ended while the player pressed
    on). What project code keeps does not grow with the matches played: three
    keep no more than one, give or take 256 bytes (the window's first and
    last states differ by a few small objects with the process's history:
    -280 to +56 bytes seen, while a leak grows with every match)."""
    kept = []
    for cycles in (1, 3):
        name, frames, (project_bytes, _, _, _), _, lines = bench_memory.sim_windows(frames=20, cycles=cycles)[-1]
        assert name == "{}matches".format(cycles) and 0 < frames < 20000 * cycles
        kept.append(project_bytes)
    assert kept[1] <= max(kept[0], 0) + 256, kept
