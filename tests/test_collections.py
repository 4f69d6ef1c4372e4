"""Garbage collections inside matches, under CircuitPython's unix port (skipped
without SALVO_CIRCUITPYTHON / SALVO_MPY_CROSS, as the device lane's tests).

A collection stops a PyBadge for the whole live heap's marking (about 35 ms on
the PyBadge estimate with a match's heap: docs/PERFORMANCE.md), so the App
collects in a quiet frame (nothing drawn, no CPU thinking: engine/ui/app.py)
before a frame that draws or thinks meets a full heap. These tests are about
where collections land, not how long they take."""

import os
import shutil
import subprocess

import pytest

from tools import bench_frames, device_lane

CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")
MPY_CROSS = os.environ.get("SALVO_MPY_CROSS")


def needs_circuitpython(mpy=False):
    if not CIRCUITPYTHON:
        pytest.skip("SALVO_CIRCUITPYTHON is not set (the circuitpython-unix binary; .ci/run sets it from ../shared/bin)")
    if mpy and not MPY_CROSS:
        pytest.skip("SALVO_MPY_CROSS is not set (CircuitPython's mpy-cross; .ci/run sets it from ../shared/bin)")


_LINES = """
import gc
import frame_timer
timer = frame_timer.FrameTimer(0)
words = [0] * 11
lines = 0
# The first call's own setup is not a frame's, nor are the one-letter strings
# the words' letters intern the first time they are read (word[i]: whether
# that grows the interned-names pool depends on what was interned before,
# down to this checkout's path on MICROPYPATH).
words[3] = "Screen"
words[4] = "missile"
timer.line(words)
words[4] = None
timer.line(words)
frame = 0
before = gc.mem_alloc()
while frame < 200:  # (a range would be the test's own allocation)
    words[0] = frame
    words[1] = frame * 1000 - 5
    words[2] = frame & 1
    words[3] = "Screen"
    words[4] = None if frame & 2 else "missile"
    words[5] = 1234567
    words[9] = frame & 4
    timer.line(words)
    frame += 1
print("allocated", gc.mem_alloc() - before)
"""


def test_the_frame_timers_lines_allocate_nothing():
    """The lane prints a line for nearly every frame (tools/bench_frames.py
    asks for every frame over half a frame's time); lines made with format()
    and print() left garbage that brought collections a board never sees
    (27 inside the tour's matches where the program's own garbage brings 12)."""
    needs_circuitpython()
    env = dict(os.environ, MICROPYPATH=os.pathsep.join((device_lane.DEVICE, device_lane.ROOT)))
    run = subprocess.run([CIRCUITPYTHON, "-X", "heapsize=160k", "-c", _LINES], capture_output=True, text=True,
                         env=env, cwd=device_lane.ROOT, timeout=60)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[-1] == "allocated 0"
    words = lines[-2].split()
    assert words == ["ft", "199", "198995", "1", "Screen", "None", "1234567", "0", "0", "0", "4", "0"]
    assert lines[-4].split()[:7] == ["ft", "197", "196995", "1", "Screen", "missile", "1234567"]
    assert len(lines[-4]) == len(lines[-2])  # (padded alike, written whole)


@pytest.fixture(scope="module")
def tour_frames(tmp_path_factory):
    """One timed play of the lane's tour (every frame that freed heap, or took
    over a few us, is printed), as tools/bench_frames.py plays it."""
    needs_circuitpython(mpy=True)
    drive = str(tmp_path_factory.mktemp("CIRCUITPY_collect"))
    device_lane.build_drive(drive, MPY_CROSS)
    shutil.copyfile(device_lane.TOUR, os.path.join(drive, "tour.txt"))
    frames, starts = bench_frames.run_times(CIRCUITPYTHON, drive, 1, 1, device_lane.real_displayio(CIRCUITPYTHON))
    return frames


def _needs_display_code():
    """The lane's pure-Python display stand-ins make garbage of their own at
    every refresh (a board's displayio is firmware) and count no pixels, so
    heap figures per frame are read with circuitpython-unix-displayio."""
    if not device_lane.real_displayio(CIRCUITPYTHON):
        pytest.skip("per-frame heap figures need circuitpython-unix-displayio (the stand-ins allocate)")


# Collections in a frame that drew or thought, at a board's heap (bench_frames.heap):
# the goal is none (issue 23, item 3, open). At the 160 KB the bench used to
# give the lane there were none; at a board's room, where a match's heap runs
# out more often, a CPU thinking frame after frame (Missile, Spacewar) or a
# staged draw (Microchips) leaves no quiet frame for the App's collection, and
# these remain. A count over it is a regression.
BUSY_MOST = {"chips": 2}


def test_no_frame_of_a_match_that_draws_or_thinks_holds_a_collection(tour_frames):
    """Every game of the tour, whole matches on its path: a collection inside
    a match comes in a frame that neither drew nor thought (the App's
    scheduled one), not because a drawing or thinking frame ran out of heap,
    except the few BUSY_MOST still allows."""
    _needs_display_code()
    found = bench_frames.collections(tour_frames, 1)
    busy = {}
    for game, held in found.items():
        for frame, ms, kind in held:
            if kind == "busy":
                busy[game] = busy.get(game, 0) + 1
    over = {game: count for game, count in busy.items() if count > BUSY_MOST.get(game, 0)}
    assert over == {}, busy
    matches = set(game for frame, (us, switched, scene, game, *rest) in tour_frames.items()
                  if scene == bench_frames.MATCH_SCENE)
    assert {"starship", "chips", "arrowbic", "spacewar", "garage", "missile"} <= matches  # the whole tour was seen


def _idle(figures):
    """A match frame in which nothing happened: no scene change, no press, no
    CPU thinking, no pixel pushed (tools/bench_frames.py's figures)."""
    us, switched, scene, game, thought, drawn, collected, pushed, grown, pressed = figures
    return scene == bench_frames.MATCH_SCENE and not (switched or pressed or thought or drawn or pushed)


def test_a_matchs_idle_frames_allocate_nothing(tour_frames):
    """Every frame of the tour's matches in which nothing happens, in the
    middle of five such frames (not a turn beginning or ending, nor a step
    of a staged redraw that happens to push nothing), allocates nothing: on
    a board garbage adds up to collections of 40-60 ms (docs/PERFORMANCE.md),
    and an idle frame has no reason to make any. (A frame that collected is
    not known, and left out.) Spacewar Classic is left out: its staged
    resolve's frames are work (engine/settle.py) the lane's timer does not
    count as thinking."""
    _needs_display_code()
    allocating = []
    seen = {}
    for frame, figures in sorted(tour_frames.items()):
        game = figures[3]
        if game == "garage" or figures[8] < 0:
            continue
        stretch = [tour_frames.get(at) for at in range(frame - 2, frame + 3)]
        if None not in stretch and not [around for around in stretch if not _idle(around)]:
            seen[game] = seen.get(game, 0) + 1
            if figures[8]:
                allocating.append((game, frame, figures[8]))
    assert allocating == []
    assert set(seen) == {"starship", "chips", "arrowbic", "spacewar", "missile"}
    assert min(seen.values()) >= 50  # (each game's matches have long idle stretches)


# Bytes a press allocates in a match, on average over the tour's presses
# (frames with a press and no CPU thinking; Microchips and Missile Match draw
# what a press changed over the next frames), measured after the garbage
# round of issue 23 (tools/bench_frames.py --raw: 168, 249, 165, 160 and 32 B)
# with a quarter's room: a press that allocates more than that again fails.
# Zero is the goal (Spacewar is about there): lower these as presses are made
# free.
# Spacewar Classic and Arrowbic after the spacewar-garbage round (49 and 106 B),
# Missile Match after missile-garbage's (mean 24 B).
PRESS_BYTES = {"chips": 210, "missile": 32, "garage": 64, "arrowbic": 140, "spacewar": 64}


def test_presses_in_a_match_allocate_no_more_than_they_did(tour_frames):
    presses = {}
    for frame, figures in tour_frames.items():
        us, switched, scene, game, thought, drawn, collected, pushed, grown, pressed = figures
        if scene == bench_frames.MATCH_SCENE and pressed and not switched and not thought and grown >= 0:
            presses.setdefault(game, []).append(grown)
    means = dict((game, sum(made) // len(made)) for game, made in presses.items())
    assert set(PRESS_BYTES) <= set(means), means
    over = dict((game, mean) for game, mean in means.items() if mean > PRESS_BYTES.get(game, 0))
    assert over == {}, means


# Missile Match after its garbage round (issue 23; tools/bench_frames.py
# --raw, the tour's three matches): bytes its frames allocate, per kind. What
# remains, by frame: quiet, the two people's placement codes (the rules keep
# them for the round: 1,248-2,016 B in the first quiet frame of a round, by
# the hands dealt: the match's seed is the moment PLAY was pressed) and two
# people's reveal resolving (the rules' apply and its events,
# Match.resolve's joint list: 400 B; in the frame after both looked, which
# draws nothing: games/missile/screen.py); press, a lock that puts the
# hand-over cover up (engine/ui/cover.py words its lines, and the cover's
# note: 512 and 624 B); drawing, the caption's title colour the first time a scene shows it
# (its ink palette, kept: 48-64 B); thinking, a decision's view and
# generators (432, 144 B), a reveal resolving beside a CPU's think (480-672
# B), the double blank's pick (its rows and a PyBadge P2's keys: 976 B).
# Every frame that draws a caption, a status, a count or the thinking cue
# makes nothing (the texts are written into the glyph cells from their
# parts: games/missile/words.put): before this round they made 22 KB of the
# drawing frames, 12 KB of the presses and most of the thinking frames' 16
# KB. A figure over these fails.
MISSILE_BYTES = {"quiet": 2416, "press": 1136, "drawing": 512, "thinking": 3696}


def test_missile_matches_make_no_garbage_but_the_few_named_and_never_collect(tour_frames):
    """The tour's Missile matches (a CPU's with a pause and a rematch, then
    two people's): the garbage of each kind of frame stays within
    MISSILE_BYTES, so no collection lands in them, quiet or busy (5 before
    this round, 3 of them in frames that drew or thought: 45-62 ms)."""
    _needs_display_code()
    made = bench_frames.allocations(tour_frames)["missile"]
    assert set(made) == set(MISSILE_BYTES)
    over = dict((kind, made[kind][0]) for kind in made if made[kind][0] > MISSILE_BYTES[kind])
    assert over == {}, made
    assert made["drawing"][2] > 100 and made["thinking"][2] > 500  # (the matches were played)
    assert bench_frames.collections(tour_frames, 1).get("missile", []) == []


class _Heap:
    """A stand-in for CircuitPython's gc figures: `free` bytes free, asks
    and collections counted."""

    def __init__(self, free):
        self.free = free
        self.asked = 0
        self.collections = 0
        self.garbage = 0

    def mem_free(self):
        self.asked += 1
        return self.free

    def collect(self):
        self.collections += 1
        self.free += self.garbage
        self.garbage = 0

    def allocate(self, size):
        self.free -= size
        self.garbage += size


class _Quiet:
    """A scene that draws nothing and thinks nothing (a person picking)."""

    def __init__(self):
        self.busy = False  # set: every frame thinks (as match_scene.cpu_thinking)
        self.app = None

    def enter(self, app):
        import displayio

        self.app = app
        return displayio.Group()

    def press(self, seat, button, now):
        return None

    def tick(self, now):
        if self.busy:
            self.app.thought = True
        return None


def test_the_app_collects_in_a_quiet_frame_once_the_heap_is_low_asking_it_once_a_collecting_frame(monkeypatch):
    from engine.ui import app as app_module

    from tests.sim_harness import make_app

    heap = _Heap(60000)
    monkeypatch.setattr(app_module, "_mem_free", heap.mem_free)
    monkeypatch.setattr(app_module.gc, "collect", heap.collect)
    app = make_app({"game": "starship", "seats": [0, 1], "seed": 1})
    scene = _Quiet()
    app.switch(scene)
    assert heap.collections == 1 and app.collected == 60000  # a scene change collects, and reads what is free
    app.step()  # (the first frame draws the new scene)
    heap.allocate(60000 - app_module.COLLECT_BELOW + 1)  # just below the mark
    scene.busy = True
    for _ in range(40):  # thinking frames never collect, nor ask the heap
        app.step()
    assert heap.collections == 1 and heap.asked == 1
    scene.busy = False
    asked = heap.asked
    steps = 0
    while heap.collections == 1:
        app.step()
        steps += 1
        assert steps <= 8  # every eighth quiet frame asks
    assert heap.asked == asked + 1  # the collecting frame asked once
    app.step()  # the next quiet frame reads what the collection left
    assert heap.asked == asked + 2 and app.collected == 60000
    for _ in range(64):  # the heap is no longer low: asked every eighth frame, no collection
        app.step()
    assert heap.collections == 2 and heap.asked == asked + 2 + 8


def test_a_low_heap_with_little_allocated_since_the_last_collection_is_not_collected_again(monkeypatch):
    from engine.ui import app as app_module

    from tests.sim_harness import make_app

    heap = _Heap(app_module.COLLECT_BELOW - 1000)  # what the scene holds leaves little free
    monkeypatch.setattr(app_module, "_mem_free", heap.mem_free)
    monkeypatch.setattr(app_module.gc, "collect", heap.collect)
    app = make_app({"game": "starship", "seats": [0, 1], "seed": 1})
    app.switch(_Quiet())
    for _ in range(64):
        app.step()
    assert heap.collections == 1  # the scene change's only: collecting again would free nothing
    heap.allocate(app_module.COLLECT_AFTER + 16)
    for _ in range(8):
        app.step()
    assert heap.collections == 2


# Bytes a tour match of Spacewar, Spacewar Classic ("garage") and Arrowbic
# allocates per kind of frame (tools/bench_frames.py's allocations(), the
# figures `bench_frames --runs 2` prints), measured after the spacewar-garbage
# round with about a tenth's room (a frame that collects is not counted, so
# where collections land moves a figure a little): the round took Spacewar
# from 16,400 B drawing and 8,320 B thinking to 6,784 and 6,272, Spacewar
# Classic from 5,072 B quiet, 10,752 press, 3,760 drawing and 16,976 thinking
# to 4,224, 3,184, 1,680 and 6,736 (del lst[:] made a slice object in every
# thinking frame), Arrowbic from 4,400 B to 3,696. Over a figure, garbage
# came back: a board collects once 4 KB more is made (engine/ui/app.py), 40-60
# ms on the PyBadge estimate. Lower these as frames are made free. (Spacewar
# Classic's press 3,500 -> 3,600 with press-think: a press's frame gives the
# CPUs no thinking, so the tour's frames moved and a quiet frame's 320 B
# landed in a press's; its matches still make 16,032 B in all, as before.)
MATCH_GARBAGE = {
    "spacewar": {"quiet": 400, "press": 128, "drawing": 7500, "thinking": 6900},
    "garage": {"quiet": 4700, "press": 3600, "drawing": 1900, "thinking": 7400},
    "arrowbic": {"quiet": 800, "press": 400, "drawing": 1600, "thinking": 1350},
}


def test_spacewar_matches_both_rules_and_arrowbic_make_no_more_garbage_than_they_did(tour_frames):
    _needs_display_code()
    found = bench_frames.allocations(tour_frames)
    made = dict(((game, kind), found[game][kind][0]) for game in MATCH_GARBAGE for kind in MATCH_GARBAGE[game]
                if kind in found.get(game, {}))
    assert set(made) == set((game, kind) for game in MATCH_GARBAGE for kind in MATCH_GARBAGE[game]), made
    over = dict((key, bytes_made) for key, bytes_made in made.items() if bytes_made > MATCH_GARBAGE[key[0]][key[1]])
    assert over == {}, made
