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
    for name, frames, growth, _, lines in results:
        project_bytes, project_blocks, _, _, grown = growth
        assert frames == 40
        # Nothing kept: no growth. (A block made before the window may be freed
        # in it, e.g. the CPU's finished thinking generator: that is negative.)
        assert project_bytes <= 0 and project_blocks <= 0 and grown == 0, (name, growth, lines)
        assert not bench_memory.sim_kept(name, growth)


def test_growth_counts_only_project_lines(tmp_path):
    # The filter is the measurement: a project file counts, the simulator does not.
    import os

    assert bench_memory._project(os.path.join(bench_memory.ROOT, "engine", "ui", "app.py"))
    assert bench_memory._project(os.path.join(bench_memory.ROOT, "hw", "pybadge.py"))
    assert bench_memory._project(os.path.join(bench_memory.ROOT, "games", "chips", "screen.py"))
    assert not bench_memory._project(os.path.join(bench_memory.ROOT, "desktop", "sim.py"))
    assert not bench_memory._project(os.path.join(bench_memory.ROOT, "tools", "deploy.py"))
    assert not bench_memory._project(os.path.join(str(tmp_path), "engine", "x.py"))


def test_whole_matches_keep_nothing_and_the_player_reaches_the_rematch():
    """The whole-match window: P1 plays matches to their end and takes
    Rematch once the result screen's choices show (a press before then starts
    its quiet second again: the window never ended while the player pressed
    on). From one new match's first frame to another's, on collected heaps,
    no project line grows (the bench's own verdict, sim_kept)."""
    name, frames, growth, _, lines = bench_memory.sim_windows(frames=20, cycles=3)[-1]
    assert name == "3matches" and 0 < frames < 20000 * 3
    assert growth[4] == 0 and not bench_memory.sim_kept(name, growth), (growth, lines)


def test_a_leak_of_32_bytes_a_match_fails_the_whole_match_window(monkeypatch):
    """What the window must catch: an int of 32 B kept at every rematch, made
    by a function whose code claims a file in engine/ (where tracemalloc's
    innermost frame puts it: project code) though none is written there. The
    window's net figure hides it (-20 B over 3 matches: CPython's shrinking
    attribute arrays, see sim_kept); the lines that grew show it."""
    import os

    from engine.match import Match

    space = {}
    exec(compile("KEPT = []\ndef leak():\n    KEPT.append((1 << 40) + len(KEPT))\n",
                 os.path.join(bench_memory.ROOT, "engine", "leak_for_test.py"), "exec"), space)
    rematch = Match.rematch

    def leaking(self, seed):
        space["leak"]()
        return rematch(self, seed)

    monkeypatch.setattr(Match, "rematch", leaking)
    name, frames, growth, _, lines = bench_memory.sim_windows(frames=20, cycles=3)[-1]
    assert growth[4] >= 3 * 32 and bench_memory.sim_kept(name, growth), (growth, lines)
    assert any("engine/leak_for_test.py" in line for line in lines), lines
