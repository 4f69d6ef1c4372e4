"""tools/bench_frames.py's judging of the timed frames (no interpreter run:
the figures are made up, the goals are the tool's)."""

from tools import bench_frames as bench

HALF = bench.SCREEN_PIXELS // 2


def frame(us, scene="Screen", game="missile", switched=False, drawn=0, pushed=0):
    return [us, switched, scene, game, 0, drawn, False, pushed, 0, False]


def judge(frames, starts=None):
    found, worst = bench.changes(frames, starts or {}, 1)
    return found, worst, bench.verdict(bench.report(found, worst))


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


def test_a_start_after_a_reload_is_a_screen_change(capsys):
    found, worst, good = judge({}, {5: [bench.CHANGE_MS * 1000 + 1000, "Screen", "chips"]})
    assert found == [("chips: start after a reload -> Screen", bench.CHANGE_MS + 1, 5)] and not good
    # The last line says what is over, by kind.
    assert capsys.readouterr().out.splitlines()[-1] == "Over its goal (kinds): starts after a reload 1"
    frames = {1: frame(bench.FRAME_MS * 1000 + 1000, pushed=HALF), 2: frame(bench.FRAME_MS * 1000, pushed=HALF)}
    assert not judge(frames)[2]
    assert capsys.readouterr().out.splitlines()[-1] == "Over its goal (kinds): match frames 1"
    assert judge({2: frame(bench.FRAME_MS * 1000, pushed=HALF)})[2]
    assert capsys.readouterr().out.splitlines()[-1] == "Everything within its goal."


def test_the_lanes_run_clock_never_counts_a_wait_it_did_not_see_on_both_sides():
    """tests/device/frame_timer.py's run clock is ticks less the time waited
    for a CPU; a turn lost between reading the one and the other would step
    it by the whole turn. It reads the wait again until it agrees."""
    import os
    import sys

    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "device"))
    try:
        import frame_timer
    finally:
        sys.path.pop(0)

    class Stat:  # /proc/self/schedstat: on-CPU ns, waited ns, slices
        def __init__(self, waits):
            self.waits = list(waits)

        def seek(self, at):
            pass

        def readinto(self, buffer):
            text = "123456 {} 7\n".format(self.waits.pop(0) if len(self.waits) > 1 else self.waits[0]).encode()
            buffer[: len(text)] = text
            return len(text)

    timer = object.__new__(frame_timer.FrameTimer)
    timer.buffer = bytearray(96)
    ticks = iter([1000, 900000])
    timer.ticks = lambda: next(ticks)
    # The process lost 800 ms around its first ticks reading: the wait read
    # after it says so, the one before does not; the second try agrees.
    timer.stat = Stat([5000000, 805000000, 805000000, 805000000])
    assert timer.clock() == 900000 - 805000


def test_collections_inside_matches_are_told_apart_quiet_or_busy():
    frames = {
        1: [60000, False, "Screen", "chips", 0, 0, True, 0, -1, False],  # the App's quiet-frame collection
        2: [70000, False, "Screen", "chips", 5000, 0, True, 0, -1, False],  # the heap ran out while a CPU thought
        3: [20000, False, "Screen", "chips", 0, 0, False, 0, 0, False],  # no collection
        4: [200000, True, "Screen", "chips", 0, 0, True, 20480, -1, False],  # a scene change's: not inside a match
        5: [50000, False, "Menu", "chips", 0, 0, True, 0, -1, False],  # outside a match
    }
    found = bench.collections(frames, 1)
    assert found == {"chips": [(1, 60.0, "quiet"), (2, 70.0, "busy")]}


def test_the_garbage_inside_matches_is_summed_per_game_and_kind_of_frame():
    frames = {
        1: [1000, False, "Screen", "chips", 0, 0, False, 0, 0, False],  # quiet, nothing made
        2: [1000, False, "Screen", "chips", 0, 0, False, 0, 32, False],  # quiet, 32 B made
        3: [1000, False, "Screen", "chips", 0, 0, False, 400, 480, True],  # a press (drawn)
        4: [1000, False, "Screen", "chips", 0, 0, False, 0, 48, True],  # a press that drew nothing
        5: [1000, False, "Screen", "chips", 0, 0, False, 400, 16, False],  # drew, no press
        6: [1000, False, "Screen", "chips", 900, 0, False, 400, 64, True],  # thought (and drew, and a press)
        7: [1000, False, "Screen", "chips", 0, 0, True, 0, -1, False],  # collected: not known
        8: [1000, True, "Screen", "chips", 0, 0, False, 20480, 5000, True],  # a scene change: not inside
        9: [1000, False, "Menu", "chips", 0, 0, False, 0, 96, True],  # outside a match
        10: [1000, False, "Screen", "missile", 0, 0, False, 0, 16, False],
    }
    assert bench.allocations(frames) == {
        "chips": {"quiet": [32, 1, 2], "press": [528, 2, 2], "drawing": [16, 1, 1], "thinking": [64, 1, 1]},
        "missile": {"quiet": [16, 1, 1]},
    }
