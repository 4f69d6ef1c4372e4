"""Starship on screen: hidden picks stay hidden, locks are final, a whole match
can be played with buttons, and the frames look like what happened."""

import itertools

import pytest

from engine import registry, savefile
from games.starship.rules import BOTH, FIRE, NOTHING, SHIELD
from engine.match import Match
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ui.result import ResultScreen
from tests.sim_harness import label_boxes, make_app, run, tap

KEY_OF = {FIRE: UP, SHIELD: DOWN, NOTHING: LEFT, BOTH: RIGHT}
STARSHIP = registry.load("starship")


def start(seed=5, kinds=(0, 0)):
    from games.starship.screen import Screen

    app = make_app({"game": "starship", "seats": list(kinds)})
    match = Match(STARSHIP, seed, None, kinds)
    app.switch(Screen(match))
    run(app, 3)
    return app, match


def picking_frames(first, second):
    """Both humans pick, change, clear and lock; returns (frames drawn before the
    reveal, LED and sound calls, the screen's frames right after)."""
    app, match = start()
    frames = run(app, 2)
    steps = (
        (0, KEY_OF[first]),  # P1 picks
        (1, KEY_OF[second]),  # P2 picks
        (1, B),  # P2 clears
        (1, KEY_OF[(second + 1) % 4]),  # P2 picks something else
        (1, KEY_OF[second]),  # ... and changes back
        (0, KEY_OF[first]),  # P1 locks by pressing again
        (0, KEY_OF[(first + 2) % 4]),  # P1 tries to change after locking
    )
    for seat, button in steps:
        app.console.push(seat, button, True)
        app.console.push(seat, button, False)
        frames.extend(run(app, 2))
    assert match.pending == [first, second] and match.locked == [True, False]
    app.console.push(1, A, True)  # P2 locks with A: the reveal starts
    app.console.push(1, A, False)
    outputs = list(app.console.leds.calls) + list(app.console.sound.calls)
    heard = len(app.console.sound.calls)
    after = run(app, 20)
    # The cues (engine/ui/cues.py) are there: a lock tone each, the reveal's tune.
    from engine.ui import cues

    hzs = [call[2] for call in app.console.sound.calls]
    assert hzs.count(cues.MOVE[0] * 10) >= 2 and cues.REVEAL[0] * 10 in hzs[heard:]
    return frames, outputs, after


def test_nothing_drawn_lit_or_sounded_depends_on_hidden_picks():
    reference = None
    reveals = set()
    for first, second in itertools.product((NOTHING, FIRE, SHIELD, BOTH), repeat=2):
        frames, outputs, after = picking_frames(first, second)
        assert len(frames) >= 5  # picked, picked, cleared, picked, locked
        if reference is None:
            reference = (frames, outputs)
        else:
            assert frames == reference[0], "a frame before the reveal shows a pick"
            assert outputs == reference[1], "an LED or sound before the reveal shows a pick"
        reveals.add(b"".join(after))
    # Once revealed the picks must show: 16 different reveals (so this test can fail).
    assert len(reveals) == 16


def test_a_locked_pick_cannot_change():
    app, match = start()
    tap(app, 0, UP)
    tap(app, 0, UP)  # lock FIRE
    assert match.locked[0] and match.pending[0] == FIRE
    for button in (DOWN, LEFT, RIGHT, B, A, UP):
        tap(app, 0, button)
        assert match.pending[0] == FIRE and match.locked[0]
    assert not match.choose(0, SHIELD)


def test_the_lock_press_does_not_carry_into_the_next_round():
    app, match = start()
    tap(app, 0, UP)
    app.console.push(0, UP, True)  # the locking press is still held ...
    run(app, 1)
    tap(app, 1, DOWN)
    tap(app, 1, DOWN)
    run(app, 80)  # ... through the whole reveal and into round two
    assert match.game.round == 1
    app.console.push(0, UP, False)
    run(app, 2)
    assert match.pending[0] is None, "a held button acted on the next prompt"


def test_mashing_buttons_never_breaks_the_match():
    app, match = start(seed=11)
    buttons = (UP, DOWN, LEFT, RIGHT, A, B)
    for i in range(600):
        seat = i % 2
        app.console.push(seat, buttons[(i * 7 + i // 3) % 6], True)
        app.console.push(seat, buttons[(i * 7 + i // 3) % 6], False)
        app.step()
        match.game.check()
        if isinstance(app.scene, ResultScreen):
            break
    assert match.game.round >= 1


SAMPLE = (  # the seed text's sample game: (A, B) per round
    (SHIELD, SHIELD), (SHIELD, NOTHING), (BOTH, SHIELD), (NOTHING, SHIELD),
    (BOTH, BOTH), (SHIELD, SHIELD), (SHIELD, FIRE), (FIRE, BOTH),
)
BUTTON_WORDS = {UP: "up", DOWN: "down", LEFT: "left", RIGHT: "right"}


def sample_script():
    lines = ["wait 300"]
    for a, b in SAMPLE:
        lines += ["p1 " + BUTTON_WORDS[KEY_OF[a]], "p2 " + BUTTON_WORDS[KEY_OF[b]]]
        lines += ["p1 " + BUTTON_WORDS[KEY_OF[a]], "p2 a", "wait 2000"]
    return "\n".join(lines) + "\n"


def test_whole_match_by_scripted_buttons_through_the_command_line(tmp_path):
    from engine.logread import replay
    from desktop.cli import main

    script = tmp_path / "sample.txt"
    script.write_text(sample_script() + "wait 4000\n")  # (the run ends with the script: time for the result)
    frames = tmp_path / "frames"
    saves = tmp_path / "saves"
    code = main(["--headless", "--game", "starship", "--p1", "human", "--p2", "human", "--seed", "9",
                 "--script", str(script), "--frames", str(frames), "--saves", str(saves)])
    assert code == 0
    final = replay(savefile.load(str(saves / "last.svl")))
    assert final.result() == (-1, 1)
    assert final.game.round == 8 and final.game.missiles == [0, 0]
    drawn = sorted(frames.glob("*.png"))
    assert len(drawn) > 40
    # The last frame is the result screen: P2's colour dominates the headline.
    import pygame

    last = pygame.image.load(str(drawn[-1]))
    blue = sum(1 for x in range(40, 120) for y in range(8, 30) if last.get_at((x, y))[2] > 200 > last.get_at((x, y))[0])
    assert blue > 50


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_screens_fit_small_and_large_displays(size):
    from games.starship.screen import Screen

    app = make_app({"game": "starship", "seats": [0, 1]}, *size)
    app.switch(Screen(Match(STARSHIP, 3, None, (0, 1))))
    run(app, 3)
    assert app.scale == (1 if size[0] < 320 else 2)
    boxes = list(label_boxes(app.root))
    assert len(boxes) >= 8  # title, legend, names, statuses
    for item in boxes:
        _, x, y, w, h = item
        assert 0 <= x and x + w <= app.width and 0 <= y and y + h <= app.height, item


def _reveal_frames(seat_keys, staged=True):
    """Both people lock `seat_keys` (P1's, P2's); returns the frames from the
    lock that starts the reveal until both moves show, and the pixels each
    pushed. `staged` False: both moves put out in the resolving frame, as the
    reveal did in one go (for comparison)."""
    app, match = start()
    screen = app.scene
    if not staged:
        begin = screen._begin_reveal

        def at_once(now):
            begin(now)
            while screen.unveiled < 2:
                screen._unveil()

        screen._begin_reveal = at_once
    for seat in (0, 1):
        for press in range(2):  # pick, then the same again: lock
            app.console.push(seat, seat_keys[seat], True)
            app.console.push(seat, seat_keys[seat], False)
            run(app, 2)
            if screen.reveal_at is not None:
                break
    for _ in range(100):  # (the round's least thinking time: engine/ui/match_scene.py)
        if screen.reveal_at is not None:
            break
        run(app, 1)
    assert screen.reveal_at is not None and screen.unveiled == (0 if staged else 2)
    frames = [app.console.frame_bytes()]
    pushed = []
    for _ in range(2):
        before = app.console.pushed
        frames.extend(run(app, 1))
        pushed.append(app.console.pushed - before)
    assert screen.unveiled == 2
    return frames, pushed


def test_the_reveal_shows_one_seats_move_a_frame():
    """The frame that resolves takes the legend and the status words away;
    the next shows P1's move (its word, its shield, its counts), the next
    P2's: no frame pushes both ships' (all in one frame pushed 8,000 pixels,
    over the PyBadge's 33 ms frame), and the last is the one-go reveal's."""
    for keys in ((DOWN, RIGHT), (UP, LEFT)):
        frames, pushed = _reveal_frames(keys)
        whole, _ = _reveal_frames(keys, staged=False)
        assert len(frames) == 3 and frames[0] != frames[1] != frames[2]
        assert max(pushed) <= 2000  # one ship's shield, word and counts (a screen is 20,480)
        assert frames[-1] == whole[-1]
