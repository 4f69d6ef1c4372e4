"""tools/bench_frames.py's judging of the timed frames (no interpreter run:
the figures are made up, the goals are the tool's)."""

from tools import bench_frames as bench

HALF = bench.SCREEN_PIXELS // 2


def frame(us, scene="Screen", game="missile", switched=False, drawn=0, pushed=0):
    return [us, switched, scene, game, 0, drawn, False, pushed]


def judge(frames, starts=None):
    found, worst = bench.changes(frames, starts or {}, 1)
    return found, worst, bench.report(found, worst)


def test_a_match_frame_over_its_goal_fails_and_one_within_passes():
    ms = bench.FRAME_MS
    assert judge({1: frame(ms * 1000, pushed=HALF)})[2]
    assert not judge({1: frame(ms * 1000 + 1000, pushed=HALF)})[2]


def test_a_frame_pushing_more_than_half_the_screen_is_held_to_its_own_goal_and_to_a_frames_work():
    whole = bench.WHOLE_MS * 1000
    work = bench.FRAME_MS * 1000
    found, worst, good = judge({1: frame(whole, drawn=whole - work, pushed=HALF + 1)})
    assert good and set(worst["missile"]) == {"whole", "work"}
    assert not judge({1: frame(whole + 1000, drawn=whole - work, pushed=HALF + 1)})[2]  # too long in all
    assert not judge({1: frame(whole, drawn=whole - work - 1000, pushed=HALF + 1)})[2]  # too much program work
    # The same frame pushing half the screen or less is an ordinary frame: over.
    assert not judge({1: frame(whole, drawn=whole - work, pushed=HALF)})[2]


def test_a_screen_change_takes_the_slow_frames_after_it():
    change = bench.CHANGE_MS * 1000 // 2
    frames = {1: frame(change, scene="PauseScreen", switched=True), 2: frame(change + 1000, scene="PauseScreen")}
    found, worst, good = judge(frames)
    assert [label for label, ms, at in found] == ["missile: start -> PauseScreen"]
    assert found[0][1] == (2 * change + 1000) / 1000 and not good
    frames[2] = frame(bench.FRAME_MS * 1000, scene="PauseScreen")  # a frame's time: not part of the change
    assert judge(frames)[2]


def test_a_start_after_a_reload_is_a_screen_change():
    found, worst, good = judge({}, {5: [bench.CHANGE_MS * 1000 + 1000, "Screen", "chips"]})
    assert found == [("chips: start after a reload -> Screen", bench.CHANGE_MS + 1, 5)] and not good
