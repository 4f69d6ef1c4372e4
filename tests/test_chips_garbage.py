"""Missiles & Microchips' garbage in the lane's tour, under CircuitPython's unix
port (skipped without SALVO_CIRCUITPYTHON / SALVO_MPY_CROSS, as the lane's
tests; per-frame heap figures need circuitpython-unix-displayio).

A board collects when the garbage of many frames fills its heap, a frame of
40-60 ms on the PyBadge estimate (docs/PERFORMANCE.md). Before its garbage
round (issue 23) the tour's three Microchips matches made 83 KB: drawing
44 KB in 198 of 219 frames (the prompt's key hint rebuilt three ways, a list
of arrows and of badges, tuples for every arrow grown, every seat's status
rebuilt), presses 9 KB, the CPUs' thinking 30 KB (a tuple per chance, a list
per target scored), and 7 collections. What they still make is listed in
docs/PERFORMANCE.md: a new text (a prompt, an event's footer, a seat's target
with its note), a step resolved (the round's record), a CPU's decision begun
(its view, moves and search)."""

from tools import bench_frames
from tests.test_collections import _needs_display_code, tour_frames  # noqa: F401 (the fixture)

# Measured after the round (tools/bench_frames.py --raw, a board's heap), per
# kind of frame: bytes, and frames that allocated anything, with a quarter's
# room (figures in the comments). A count over them is garbage come back.
# (Since issue 23's frames round a step resolved and its drawing are two
# frames, both allocating, and the footer's lines two: drawing 14,896 B in 95
# of 255 frames.)
CHIPS_BYTES = {"quiet": 0, "press": 3600, "drawing": 17600, "thinking": 13600}  # 0, 2304, 14896, 10080
CHIPS_ALLOCATING = {"quiet": 0, "press": 31, "drawing": 119, "thinking": 39}  # of 210, 53, 255, 177 frames: 0, 19, 95, 35
CHIPS_COLLECTIONS = 4  # inside the three matches: 3 measured (7 before)


def test_microchips_matches_make_no_more_garbage_than_after_their_round(tour_frames):  # noqa: F811
    _needs_display_code()
    made = bench_frames.allocations(tour_frames)["chips"]
    assert set(made) <= set(CHIPS_BYTES), made
    over = dict((kind, made[kind][:2]) for kind in made
                if made[kind][0] > CHIPS_BYTES[kind] or made[kind][1] > CHIPS_ALLOCATING[kind])
    assert over == {}, made
    assert made["drawing"][2] > 150 and made["thinking"][2] > 20  # (the matches were played)


def test_microchips_matches_collect_no_more_than_after_their_round(tour_frames):  # noqa: F811
    _needs_display_code()
    held = bench_frames.collections(tour_frames, 1).get("chips", [])
    assert len(held) <= CHIPS_COLLECTIONS, held
