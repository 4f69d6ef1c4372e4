"""Every key hint on a match screen names the keys of the console it runs on, for
the seat it talks to: on a PyBadge P2 plays SELECT, START, B and A (hw/pybadge.py
KEY_NAMES), and its screens must not draw arrows for P2. Run on the headless
simulator dressed as a PyBadge (four buttons a pad, its key names)."""

import re

import pytest

from engine import registry
from engine.match import Match
from engine.ui.pad import DOWN, RIGHT
from tests.missile_scenes import caption_of, hint_of
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
    caption = " | ".join(caption_of(screen)) + " | " + hint_of(screen)
    assert "SELECT: turn" in caption and "START: lift" in caption and "B/A: column" in caption, caption
    assert not ARROWS.search(caption), caption
    tap(app, 1, DOWN, 2)  # lift
    caption = " | ".join(caption_of(screen))
    assert "START: drop" in caption and "B/A: carry it" in caption and not ARROWS.search(caption), caption
    tap(app, 1, DOWN, 2)  # put it back
    for _ in range(6):
        tap(app, 1, RIGHT, 1)
    caption = " | ".join(caption_of(screen))
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


# Shared screens: either pad drives them (engine/ui/app.py hands every press to the
# scene, whichever seat), so their hints name both pads' keys where they differ.


def badge_app(game="starship", kinds=(0, 1)):
    app = make_app({"game": game, "seats": list(kinds)})
    app.console.buttons = 4
    app.console.key_names = KEY_NAMES
    app.console.pause_hint = pybadge_controls("PAUSE_HINT")
    return app


def fits(app):
    for text, x, y, w, h in texts(app):
        assert 0 <= x and x + w <= app.width and 0 <= y and y + h <= app.height, text


def test_shared_hints_name_both_pads_keys():
    from engine.ui import hints

    class Badge:
        key_names = KEY_NAMES

    pairs = (((0, 1), "move"), ((2, 3), "change"))
    assert hints.shared_hint(object(), pairs) == ("^v: move  <>: change",)  # one name for both pads
    assert hints.shared_hint(Badge(), pairs) == ("^v or SELECT/START: move", "<> or B/A: change")
    assert hints.shared_hint(Badge(), (((3,), "next"), ((2,), "back")), lead="1/2") == ("1/2  >/A: next  </B: back",)
    paged = hints.shared_hint(Badge(), (((0, 1), "page"), ((2,), "back")), lead="2/12")
    assert paged == ("^v or SELECT/START: page", "2/12  </B: back")


def test_the_menu_hint_names_both_pads_and_play_stays_on_the_first_screen():
    from engine.ui.menu import Menu

    for game in ("starship", "missile", "chips", "arrowbic"):
        app = badge_app(game)
        app.switch(Menu())
        run(app, 2)
        menu = app.scene
        assert menu.hint() == "^v or SELECT/START: move | <> or B/A: change", menu.hint()
        assert "PLAY" in [label.text for label in menu.labels]
        fits(app)
        while menu.rows[menu.cursor][0] != "play":
            tap(app, 1, DOWN)  # P2's START moves the cursor too
        assert menu.hint() == "^v or SELECT/START: move | > or A: start", menu.hint()
        bottom = max(label.y + 12 for label in menu.labels)
        assert bottom <= menu.keys.y - 12  # the rows stop above both hint lines


def test_pages_pause_and_covers_name_both_pads_keys():
    from engine.ui.howto import HowTo
    from engine.ui.menu import Menu
    from engine.ui.pause import PauseScreen
    from engine.ui.text_screen import TextScreen

    for game in ("starship", "missile", "chips", "arrowbic"):
        app = badge_app(game)
        app.switch(HowTo(registry.load(game), "Rules. " * 200, Menu()))
        run(app, 8)  # (the page count joins the keys AHEAD_MS after the page shows)
        assert "<> or B/A: page" in shown(app) and "1/" in shown(app), shown(app)
        assert "back" not in shown(app)  # four buttons a pad: no B to name
        fits(app)
        while isinstance(app.scene, HowTo):
            tap(app, 1, RIGHT, 2)  # P2's A turns the pages
            fits(app)
        assert "<> or B/A: page" in shown(app) and "/" in shown(app), shown(app)
    screen = registry.part("starship", "screen").Screen(Match(registry.load("starship"), 5, None, (0, 1)))
    app.switch(PauseScreen(screen, 0))
    run(app, 2)
    assert "^v or SELECT/START: move" in shown(app) and ">/A: ok" in shown(app), shown(app)
    assert "up/down" not in shown(app)
    fits(app)
    app.switch(TextScreen("Controls", "Short.", Menu()))
    run(app, 2)
    assert "any button: back" in shown(app)
    chips = registry.part("chips", "screen").Screen(Match(registry.load("chips"), 5, None, (0, 0)))
    app.switch(chips)
    run(app, 3)
    chips.handover.share("REVEAL", "Both have locked.")
    run(app, 2)
    assert "P1 or P2: press >/A" in shown(app), shown(app)


def test_the_plain_console_keeps_one_arrow_hint():
    from engine.ui.pause import PauseScreen

    app = make_app({"game": "starship", "seats": [0, 1]})
    screen = registry.part("starship", "screen").Screen(Match(registry.load("starship"), 5, None, (0, 1)))
    app.switch(PauseScreen(screen, 0))
    run(app, 2)
    assert "^v: move  >: ok" in shown(app) and " or " not in shown(app), shown(app)


def test_arrowbic_who_starts_names_the_seats_in_their_colours():
    from engine.ui import theme

    app, screen = pybadge("arrowbic", (0, 0), options=[120, 1, 60, 300, 2, 0, 0])
    items = screen.view.start_items
    assert not screen.view.start_box.hidden
    assert [item.text.strip("<> ") for item in items] == ["P1", "P2"], [item.text for item in items]
    assert [item.color for item in items] == list(theme.SEAT_COLORS[:2])
    assert "red" not in shown(app) and "blue" not in shown(app)


def test_the_safe_menu_says_its_keys_over_its_notes():
    from engine.ui.safe_menu import SafeMenu

    for badge in (True, False):
        app = badge_app() if badge else make_app({"game": "starship", "seats": [0, 1]})
        app.switch(SafeMenu(("3 crashes, 3 in a row", "MemoryError at chips:211"), lambda: None))
        run(app, 2)
        boxes = texts(app)
        keys = [box for box in boxes if box[0].endswith(": ok")]
        notes = [box for box in boxes if "crashes" in box[0] or "Error" in box[0]]
        assert keys and len(notes) == 2, shown(app)
        assert max(y + h for _, _, y, _, h in notes) <= min(y for _, _, y, _, _ in keys) + 2  # notes above the keys
        assert ("SELECT/START" in shown(app)) == badge, shown(app)
        fits(app)


def test_the_result_names_both_pads_keys_once_its_choices_show():
    from engine.ui.result import ResultScreen
    from games.starship.rules import FIRE, NOTHING

    for badge in (True, False):
        app = badge_app() if badge else make_app({"game": "starship", "seats": [0, 1]})
        app.config["tally"] = [1, 0]
        match = Match(registry.load("starship"), 3, None, (0, 0))
        for seat, action in ((0, FIRE), (1, NOTHING)):
            assert match.choose(seat, action) and match.lock(seat)
        match.resolve()
        app.switch(ResultScreen(match, "Round limit reached with no lone line: draw.", "saves/x.log"))
        run(app, 2)
        assert ": ok" not in shown(app)  # (the keys come with the choices, after the guard)
        run(app, 40)
        words = shown(app)
        assert ("^v or SELECT/START: move" in words and ">/A: ok" in words) if badge else "^v: move  >: ok" in words, words
        assert "Round limit reached with" in words and "saved" in words, words
        fits(app)
        boxes = texts(app)
        for i in range(len(boxes)):  # nothing drawn over anything else (lines 11 apart: 1 px of cell)
            for j in range(i):
                a, b = boxes[i], boxes[j]
                apart = a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1] or a[2] + a[4] <= b[2] + 1 or b[2] + b[4] <= a[2] + 1
                assert apart, (a, b)


@pytest.mark.parametrize("game,page,names", [
    ("starship", 0, ("SELECT", "START", "B", "A")),
    ("missile", 0, ("<> or B/A", "^ or SELECT", "v or START")),
    ("arrowbic", 1, ("B+A",)),
])
def test_how_to_pages_name_p2s_keys(game, page, names):
    from engine.ui.howto import HowTo
    from engine.ui.menu import Menu

    app = badge_app(game)
    app.switch(HowTo(registry.load(game), "Rules.", Menu(), page))
    run(app, 2)
    words = [box[0] for box in texts(app)]
    for name in names:
        assert any(name in word for word in words), (name, words)
    fits(app)
    plain = make_app({"game": game, "seats": [0, 1]})
    plain.switch(HowTo(registry.load(game), "Rules.", Menu(), page))
    run(plain, 2)
    assert "SELECT" not in shown(plain) and "B/A" not in shown(plain) and "B+A" not in shown(plain), shown(plain)


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
