"""Recorded inputs must end on stored golden screens, pixel for pixel.

The headless simulator runs on a virtual clock, so the same presses draw the same
frames. After an intended change of look, regenerate with
`SALVO_UPDATE_GOLDEN=1 python -m pytest tests/test_golden_frames.py` and look at the
new PNGs in tests/golden/ before committing them."""

import os
from pathlib import Path

import pygame
import pytest

from engine import registry
from games.starship.rules import BOTH, FIRE, NOTHING, SHIELD
from engine.match import Match
from engine.ui.menu import Menu
from engine.ui.pad import DOWN, LEFT, RIGHT, UP
from games.starship.screen import Screen
from tests.sim_harness import make_app, run, tap

GOLDEN = Path(__file__).resolve().parent / "golden"
KEY_OF = {FIRE: UP, SHIELD: DOWN, NOTHING: LEFT, BOTH: RIGHT}


def check(app, name, tmp_path):
    surface = pygame.display.get_surface()
    path = GOLDEN / (name + ".png")
    if os.environ.get("SALVO_UPDATE_GOLDEN"):
        pygame.image.save(surface, str(path))
    assert path.exists(), "no golden frame {}: set SALVO_UPDATE_GOLDEN=1 once".format(path)
    want = pygame.image.load(str(path))
    if pygame.image.tobytes(want, "RGB") != pygame.image.tobytes(surface, "RGB"):
        got = tmp_path / (name + ".png")
        pygame.image.save(surface, str(got))
        pytest.fail("frame differs from {} (this run's frame: {})".format(path, got))


def test_menu(tmp_path):
    app = make_app({"game": "starship", "seats": [0, 1]})
    app.switch(Menu())
    run(app, 2)
    check(app, "menu", tmp_path)


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_sample_game_round_three_reveal_and_result(tmp_path, size):
    app = make_app({"game": "starship", "seats": [0, 0]}, *size)
    match = Match(registry.load("starship"), 9, None, (0, 0))
    app.switch(Screen(match))
    run(app, 2)
    sample = ((SHIELD, SHIELD), (SHIELD, NOTHING), (BOTH, SHIELD), (NOTHING, SHIELD),
              (BOTH, BOTH), (SHIELD, SHIELD), (SHIELD, FIRE), (FIRE, BOTH))
    tag = "{}x{}".format(*size)
    for number, (a, b) in enumerate(sample, 1):
        tap(app, 0, KEY_OF[a])
        tap(app, 1, KEY_OF[b])
        tap(app, 0, KEY_OF[a])
        tap(app, 1, KEY_OF[b])
        if number == 3:
            run(app, 20)  # mid-flight: both fired... A fires, B shields
            check(app, "starship_reveal_" + tag, tmp_path)
        run(app, 80)
    run(app, 35)  # the result screen's choices show after a second
    check(app, "starship_result_" + tag, tmp_path)


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_spacewar_aim_and_amount(tmp_path, size):
    """Three moves by buttons, then P2 takes its Scout (its targets lit) and
    aims at the Red Scout; then the menu, Fire, one less than the most."""
    from games.spacewar.rules import square
    from games.spacewar.screen import Screen as SpacewarScreen
    from tests.test_spacewar_screen import HOLD_FRAMES, enter, goto
    from tests.sim_harness import hold

    app = make_app({"game": "spacewar", "seats": [0, 0]}, *size)
    match = Match(registry.load("spacewar"), 3, None, (0, 0))
    screen = SpacewarScreen(match)
    app.switch(screen)
    run(app, 2)
    for seat, frm, to in ((0, "b1", "c3"), (1, "g8", "f6"), (0, "c3", "d5")):
        enter(app, screen, seat, square(frm) << 6 | square(to))
        run(app, 40)
    goto(app, screen, 1, square("f6"))
    hold(app, 1, UP, HOLD_FRAMES)
    goto(app, screen, 1, square("d5"))
    run(app, 3)  # (the hint's second line a frame after its first: Notes.show_lines)
    tag = "{}x{}".format(*size)
    check(app, "spacewar_aim_" + tag, tmp_path)
    hold(app, 1, UP, HOLD_FRAMES)
    tap(app, 1, DOWN)
    tap(app, 1, RIGHT)
    tap(app, 1, DOWN)
    run(app, 2)
    check(app, "spacewar_amount_" + tag, tmp_path)
