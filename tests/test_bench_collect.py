"""tools/bench_collect.py: the collection timer's lines read and summed (made-up
lines), and the lane's tour timed at every game's match and menu (under
circuitpython-unix; skipped without SALVO_CIRCUITPYTHON, as the device lane's
tests)."""

import os
import shutil

import pytest

from tools import bench_collect, device_lane

CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")


def test_the_timers_lines_are_read_and_each_game_and_scene_summed():
    out = "\n".join((
        "check 3 menu Menu chips 0123456789abcdef",
        "gct 10 100 90 92160 check Menu chips",
        "gct 20 220 200 112640 switch Screen chips",
        "gct 30 210 -1 112640 quiet Screen chips",  # the board's clock glitched: left out of its figures
        "gct 40 230 110 112640 check Screen chips",
        "gct 50 1 2 3 check",  # not a whole line
    ))
    points = bench_collect.parse(out)
    assert sorted(points) == [10, 20, 30, 40]
    assert points[20] == [220, 200, 112640, "switch", "Screen", "chips"]
    board = bench_collect.summary(points)
    assert board[("chips", "Menu")] == (1, 92160, 90, 90, 90 * 1024 / 92160)
    assert board[("chips", "Screen")][:4] == (2, 112640, 200, 155)
    lane = bench_collect.summary(points, lane=True)
    assert lane[("chips", "Screen")][:4] == (3, 112640, 230, 220)
    lines = []
    assert not bench_collect.report(board, 100, lines.append)  # 1.82 us a KB: a rescan of the heap
    assert lines[2].split() == ["chips", "Screen", "2", "110.0", "200", "155", "20.0", "1.82", "EXTRA", "PASS"]
    assert lines[1].split()[-1] == "1.00"
    assert bench_collect.report({("chips", "Menu"): board[("chips", "Menu")]}, 100, lines.append)


def test_the_lesser_of_two_runs_is_kept_and_a_glitch_is_no_figure():
    assert bench_collect._less(120, 100) == 100
    assert bench_collect._less(-1, 100) == 100
    assert bench_collect._less(100, -1) == 100


def test_the_tour_times_a_collection_in_every_games_match_and_menu(tmp_path):
    if not CIRCUITPYTHON:
        pytest.skip("SALVO_CIRCUITPYTHON is not set (the circuitpython-unix binary; .ci/run sets it from ../shared/bin)")
    drive = str(tmp_path)
    mpy_cross = os.environ.get("SALVO_MPY_CROSS")
    device_lane.build_drive(drive, mpy_cross)
    shutil.copyfile(device_lane.TOUR, os.path.join(drive, "tour.txt"))
    room = None if mpy_cross else bench_collect.PY_HEAP  # (a board's room is for .mpy)
    points = bench_collect.run_points(CIRCUITPYTHON, drive, 1, device_lane.real_displayio(CIRCUITPYTHON), room)
    found = bench_collect.summary(points)
    games = {game for game, scene in found}
    assert games == {"starship", "missile", "chips", "arrowbic", "spacewar", "garage"}
    for game in games:
        for scene in ("Menu", "Screen"):
            count, used, worst, median, per_kb = found[(game, scene)]
            assert count and used > 40000 and worst > 0, (game, scene, found[(game, scene)])
    kinds = {kind for _, _, _, kind, _, _ in points.values()}
    # (the App's quiet-frame collections come only where the heap runs low: a board's room)
    assert kinds == ({"check", "switch", "quiet"} if mpy_cross else {"check", "switch"}), kinds
