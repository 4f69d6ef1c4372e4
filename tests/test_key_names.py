"""Every key hint on a match screen names the keys of the console it runs on, for
the seat it talks to: on a PyBadge P2 plays SELECT, START, B and A (hw/pybadge.py
KEY_NAMES), and its screens must not draw arrows for P2. Run on the headless
simulator dressed as a PyBadge (four buttons a pad, its key names)."""

import re

import pytest

from engine import registry
from engine.match import Match
from engine.ui.pad import DOWN, RIGHT
from tests.sim_harness import label_boxes, make_app, run, tap
from tools.device_lane import pybadge_controls

KEY_NAMES = pybadge_controls("KEY_NAMES")
ARROWS = re.compile(r"(^|\s)[\^v<>]+:?(\s|$)")  # an arrow key named in a hint ("^v: other", "v lift")


def pybadge(game, kinds, seed=5, options=None):
    app = make_app({"game": game, "seats": list(kinds)})
    app.console.buttons = 4
    app.console.key_names = KEY_NAMES
    app.console.pause_hint = pybadge_controls("PAUSE_HINT")
    screen = registry.part(game, "screen").Screen(Match(registry.load(game), seed, options, kinds))
    app.switch(screen)
    run(app, 5)
    return app, screen


def texts(app):
    """Every label and glyph-cell line shown, with its box."""
    return list(label_boxes(app.root))


def shown(app):
    return " | ".join(box[0] for box in texts(app))


def test_names_come_from_the_console_and_fall_back_to_arrows():
    from engine.ui import theme

    class Badge:
        key_names = KEY_NAMES

    pairs = (((0, 1), "other"), ((3,), "ok"))
    assert theme.key_hint(object(), 1, pairs) == "^v: other  >: ok"
    assert theme.key_hint(Badge(), 0, pairs) == "^v: other  >: ok"
    assert theme.key_hint(Badge(), 1, pairs) == "SELECT/START: other  A: ok"
    longer = pairs + (((2,), "back"),)
    assert len(theme.key_hint(Badge(), 1, longer)) <= 26  # squeezed, then the last pair left out
    assert theme.key_hint(Badge(), 1, longer) == "SELECT/START: other  A: ok"
    lock = (((0, 1), "other"), ((3,), "lock"), ((2,), "back"))
    assert theme.key_hint(Badge(), 1, lock) == "SELECT/START:other A:lock"  # squeezed, back left out


def test_starship_legend_names_each_persons_keys():
    app, _ = pybadge("starship", (0, 0))
    words = shown(app)
    for name in ("SELECT", "START"):
        assert name in words
    for text, x, y, w, h in texts(app):
        assert 0 <= x and x + w <= app.width, text
    app, _ = pybadge("starship", (1, 0))  # only P2 plays: only P2's keys
    words = shown(app)
    assert "SELECT FIRE" in words and "^ FIRE" not in words
    app, _ = pybadge("starship", (0, 1))  # only P1 plays: the d-pad
    words = shown(app)
    assert "^ FIRE" in words and "SELECT" not in words


def test_chips_prompts_name_p2s_keys():
    for kinds in ((1, 0), (1, 0, 1)):
        app, screen = pybadge("chips", kinds)
        for _ in range(400):
            run(app, 1)
            if screen.cursor.seat == 1 and "P2:" in shown(app):
                break
        words = shown(app)
        prompt = [box for box in texts(app) if "SELECT/START" in box[0]]
        assert prompt, words
        assert not ARROWS.search(prompt[0][0]) and prompt[0][1] >= 0 and prompt[0][1] + prompt[0][3] <= app.width


def test_missile_arranging_names_p2s_keys():
    app, screen = pybadge("missile", (1, 0))
    run(app, 3)
    caption = " | ".join(screen._place_caption()) + " | " + screen.keys_hint(screen.hint)
    assert "SELECT: turn" in caption and "START: lift" in caption and "B/A: column" in caption, caption
    assert not ARROWS.search(caption), caption
    tap(app, 1, DOWN, 2)  # lift
    caption = " | ".join(screen._place_caption())
    assert "START: drop" in caption and "B/A: carry it" in caption and not ARROWS.search(caption), caption
    tap(app, 1, DOWN, 2)  # put it back
    for _ in range(6):
        tap(app, 1, RIGHT, 1)
    caption = " | ".join(screen._place_caption())
    assert not ARROWS.search(caption), caption


@pytest.mark.parametrize("game", ["starship", "missile", "chips"])
def test_p1_keeps_its_arrows_on_a_pybadge(game):
    app, screen = pybadge(game, (0, 1) if game != "chips" else (0, 1, 1))
    for _ in range(200):
        run(app, 1)
        if ARROWS.search(shown(app)):
            break
    assert ARROWS.search(shown(app)), shown(app)
    assert "SELECT" not in shown(app)


def test_arrowbic_starter_prompt_names_p2s_keys():
    app, screen = pybadge("arrowbic", (1, 0), options=[120, 1, 60, 300, 2, 0, 0])  # P2 holds the Starter
    for _ in range(200):
        run(app, 1)
        if "has the Starter" in shown(app):
            break
    lines = [line for line in screen.panel.hints]
    assert lines[0] == "P2 has the Starter" and lines[1].startswith("SELECT/START"), lines
    assert not ARROWS.search(lines[1])


def test_the_simulator_window_names_its_keyboard_keys():
    import pygame

    from desktop import sim

    table = sim._key_table()
    glyphs = {"^": pygame.K_UP, "v": pygame.K_DOWN, "<": pygame.K_LEFT, ">": pygame.K_RIGHT}
    for seat in (0, 1):
        for button, name in enumerate(sim.KEY_NAMES[seat]):
            key = glyphs.get(name) or getattr(pygame, "K_" + name.lower())
            assert table[key] == (seat, button), (seat, button, name)  # the key named is the key that plays it
    assert len(sim.PAUSE_HINT) <= 17
    app = make_app({"game": "chips", "seats": [0, 1]})
    assert app.console.key_names is None  # headless: the pads' glyphs (tests, screenshots)
    app.console.key_names = sim.KEY_NAMES  # as the window has them
    app.console.pause_hint = sim.PAUSE_HINT
    screen = registry.part("chips", "screen").Screen(Match(registry.load("chips"), 5, None, (0, 1)))
    app.switch(screen)
    run(app, 5)
    assert "W/S: other  D: lock" in shown(app), shown(app)


def test_spacewar_menu_names_p2s_keys():
    from games.spacewar import screen as ui
    from games.spacewar.rules import square
    from tests.test_spacewar_screen import HOLD_FRAMES, goto, wait_turn
    from tests.sim_harness import hold
    from engine.ui.pad import UP

    app, screen = pybadge("spacewar", (0, 0))
    assert not ARROWS.search(shown(app)), shown(app)  # picking: "tap: cursor  hold: take"
    hold(app, 0, UP, HOLD_FRAMES)  # P1's Tractor, d1 (the cursor starts there)
    goto(app, screen, 0, square("d2"))
    hold(app, 0, UP, HOLD_FRAMES)  # moved: P2's turn
    assert wait_turn(app, screen, 1)
    goto(app, screen, 1, square("a8"))
    hold(app, 1, UP, HOLD_FRAMES)  # P2's Defender
    goto(app, screen, 1, square("a1"))
    hold(app, 1, UP, HOLD_FRAMES)  # fire at P1's Defender: the menu
    assert screen.stage == ui.MENU
    assert screen.panel.hints[1].startswith("SELECT/START: row"), screen.panel.hints
    tap(app, 1, RIGHT)  # the amount
    assert screen.stage == ui.AMOUNT
    assert screen.panel.hints[1].startswith("SELECT/START: amount"), screen.panel.hints
    assert not ARROWS.search(shown(app)), shown(app)
    assert screen._menu_keys(0, "row", "take") == "^v: row  >: take  <: back"  # P1 keeps its arrows
