"""A resolve spread over frames (engine/settle.py: begin / run, a game's
apply_steps: Spacewar Classic's automatic steps) ends in the very state,
log and CPU picks of a resolve done at once; nobody reads the game half
settled (its readers, the Match's through them, settle it first, the screen draws nothing
while it settles); and a long resolve really is cut into several frames."""

import pytest

from engine import registry, settle
from engine.match import Match
from engine.ui.pad import UP
from games.garage import screen as ui
from tests.sim_harness import hold, make_app, run

GARAGE = registry.load("garage")
CPUS = (1, 1)  # both seats the captain
FRAME = 15000  # a frame's budget, device microseconds (engine/think.py FRAME_US)


class _Scene:
    """What settle.begin needs of a match scene."""

    def __init__(self, match):
        self.match = match
        self.resolving = None


def _play(seed, staged, rounds=3):
    """A CPU match; staged: each resolve settles a frame's budget at a time.
    Returns (match, the most settle() calls one resolve took)."""
    match = Match(GARAGE, seed, [rounds, 2, 3], CPUS)
    most = 0
    while match.result() is None:
        match.play_bots()
        if not staged:
            match.resolve()
            continue
        settle.begin(_Scene(match), (), False)
        frames = 1
        while not settle.run(match, FRAME):
            frames += 1
        most = max(most, frames)
    return match, most


def test_a_staged_resolve_plays_the_same_match_as_one_at_once():
    for seed in (1, 2, 5):
        whole, _ = _play(seed, False)
        staged, most = _play(seed, True)
        assert staged.log.to_bytes() == whole.log.to_bytes()
        assert staged.game.key() == whole.game.key()
        assert most >= 4  # a movement phase's search does not fit one frame


def test_the_readers_settle_a_half_settled_game_first():
    match = Match(GARAGE, 3, None, CPUS)
    twin = match.game.clone()
    match.play_bots()
    joint = list(match.pending[:1])
    settle.begin(_Scene(match), (), False)
    assert match.game.resolving is not None
    assert match.log.steps == 1  # logged at once, as the joint action played
    twin.apply(joint)
    assert match.acting() == twin.acting()  # read: settled first
    assert match.game.resolving is None and match.game.key() == twin.key()
    assert settle.run(match, FRAME) is True  # nothing left


def test_the_screen_draws_the_move_at_once_and_nothing_while_the_match_settles():
    app = make_app({"game": "garage", "seats": [0, 1]})
    match = Match(GARAGE, 7, None, (0, 1))
    screen = ui.Screen(match)
    app.switch(screen)
    run(app, 3)
    before = app.console.frame_bytes()
    hold(app, 0, UP, 600 // 33 + 2)  # pick the e2 Mothership (the cursor goes to its nearest square)
    hold(app, 0, UP, 600 // 33 + 2)  # move it there: the action frame, then the settling
    assert match.log.steps == 1
    moved = app.console.frame_bytes()
    assert moved != before
    settling = 0
    while match.game.resolving is not None:
        assert screen.mode == ui.SETTLE
        assert run(app, 1) == []  # no frame drawn from a half-settled match
        settling += 1
    assert settling >= 2
    for _ in range(3):
        run(app, 1)
    assert screen.mode == ui.TURN and "move 2/4" in " ".join(t.text for t in screen.lines)


def test_no_collection_in_a_frame_a_resolve_runs_in_its_last_included():
    """Every frame that runs resolve units is a busy one (app.thought: the App's
    quiet-frame collection waits), the one that settles it and plays its cue
    too: a collection beside the last units took a frame to 32-34 ms on a
    PyBadge (tools/bench_frames.py)."""

    class App:
        think_us = FRAME
        think_clock = None
        thought = False

    class Scene(_Scene):
        app = App()
        cues = []

        def resolved(self, acting, waited):
            self.cues.append(acting)

    match = Match(GARAGE, 7, None, CPUS)
    match.play_bots()
    scene = Scene(match)
    settle.begin(scene, (0, 1), False)
    for frames in range(1, 200):
        scene.app.thought = False
        if settle.settled(scene):
            break
        assert scene.app.thought
    else:
        pytest.fail("the staged resolve never settled")
    assert scene.app.thought and scene.cues == [(0, 1)]  # the last frame: units, then the cue
    assert frames >= 2
