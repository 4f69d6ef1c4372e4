"""The attract loop and the one idle timer (engine/ui/app.py, engine/ui/attract.py):
menu, pause, rules and result screens give way to the attract loop after 60 s
without a press, a match with people after 180 s, a demo never; time in the pause
screen never counts against the match; the loop shows the stats card and a demo
of every game in turn, and any press goes to the menu."""

import pytest

from desktop.cli import make_app
from desktop.sim import FRAME_MS, SimConsole
from engine import registry, stats
from engine.match import Match
from engine.ui import attract as attract_module
from engine.ui.app import ATTRACT_MS, App
from engine.ui.attract import Attract
from engine.ui.match_scene import IDLE_MS
from engine.ui.menu import Menu
from engine.ui.pad import DOWN, LEFT, RIGHT, UP
from engine.ui.pause import PauseScreen
from engine.ui.play import match_seed, playable, start_match
from engine.ui.result import ResultScreen, finish
from engine.ui.text_screen import TextScreen
from tests.matches import play_out
from tests.sim_harness import pause_chord, run, tap

SECOND = 1000 // FRAME_MS + 1  # frames in a little over a second


def kiosk_app(tmp_path=None, game="starship", seats=(0, 1)):
    console = SimConsole(headless=True, store=str(tmp_path) if tmp_path else None)
    return make_app(console, {"game": game, "seats": list(seats), "options": None, "seed": 5})


def frames_for(ms):
    return ms // FRAME_MS + 1


def wait_ms(app, ms):
    run(app, frames_for(ms))


def stays_then_attracts(app, scene, limit=ATTRACT_MS):
    """`scene` stays until just before `limit` ms without a press, then the
    attract loop takes over."""
    wait_ms(app, limit - 2 * SECOND * FRAME_MS)
    assert app.scene is scene, type(app.scene).__name__
    wait_ms(app, 3 * SECOND * FRAME_MS)
    assert isinstance(app.scene, Attract), type(app.scene).__name__


def started_match(app, now=0):
    app.switch(start_match(app, match_seed(app.config, now)))
    run(app, 30)
    return app.scene


def test_the_menu_gives_way_after_a_minute_and_a_press_restarts_the_timer():
    app = kiosk_app()
    app.switch(Menu())
    menu = app.scene
    wait_ms(app, 50000)
    tap(app, 0, DOWN)  # a press at 50 s
    wait_ms(app, 50000)
    assert app.scene is menu
    stays_then_attracts(app, menu, ATTRACT_MS - 50000)


def test_rules_pause_and_result_screens_give_way_too():
    app = kiosk_app()
    rules = TextScreen("Rules", "Some text.", Menu())
    app.switch(rules)
    stays_then_attracts(app, rules)
    screen = started_match(app)
    app.switch(PauseScreen(screen, 0))
    stays_then_attracts(app, app.scene)
    match = play_out(Match(registry.load("starship"), 2, None, (0, 1)))
    app.switch(finish(app, match))
    assert isinstance(app.scene, ResultScreen)
    stays_then_attracts(app, app.scene)


@pytest.mark.parametrize("name", [row[1] for row in playable()])
def test_every_games_result_screen_gives_way(name):
    # (Arrowbic's result screen used to wait for ever.)
    game = registry.load(name)
    levels = len(registry.part(name, "info").LEVELS)
    match = play_out(Match(game, 3, None, [0] + [levels] * (game.SEATS[0] - 1)))
    app = kiosk_app(game=name)
    app.switch(finish(app, match))
    stays_then_attracts(app, app.scene)


def test_a_match_with_a_person_waits_three_minutes():
    app = kiosk_app()
    screen = started_match(app)
    stays_then_attracts(app, screen, IDLE_MS)


def test_a_cpu_demo_never_times_out():
    app = kiosk_app(seats=(2, 3))
    screen = started_match(app)
    assert screen.idle_ms == 0
    app.last_press = app.console.ticks_ms() - 10 * IDLE_MS  # long ago
    assert app.idle(app.console.ticks_ms()) is None


@pytest.mark.parametrize("with_attract", [True, False])
def test_time_in_the_pause_screen_never_throws_the_match_away(with_attract):
    if with_attract:
        app = kiosk_app()
    else:  # the plain app (no attract loop): idle matches go home instead
        app = App(SimConsole(headless=True), {"game": "starship", "seats": [0, 1], "seed": 5}, Menu)
    screen = started_match(app)
    tap(app, 0, UP)  # a pick: the last press in the match
    pause_chord(app, 0)
    assert isinstance(app.scene, PauseScreen)
    for _ in range(5):  # 250 s in the pause screen, a press now and then
        wait_ms(app, 50000)
        tap(app, 0, DOWN)
        tap(app, 0, UP)
    tap(app, 0, RIGHT)  # Resume
    assert app.scene is screen
    wait_ms(app, IDLE_MS - 5000)
    assert app.scene is screen  # the match's three minutes start again at the resume


def test_the_loop_shows_the_stats_then_a_demo_of_every_game_in_turn(tmp_path):
    app = kiosk_app(tmp_path)
    table = stats.Stats()
    starship = registry.load("starship")
    for result in ((1, -1), (-1, 1), (1, -1)):
        table.record(starship.ID, b"\x00\x01", result)
    app.stats = table
    app.switch(Attract())
    texts = [item.text for item in app.root[0] if hasattr(item, "text")]
    assert "press any button" in texts
    assert "Won by:   human CPU draw" in texts  # never "you" (docs/WORDING.md), nor "ppl"
    assert "Starship      2   1    0" in texts and "Missile       0   0    0" in texts
    shown = []
    for _ in range(2 * len(playable())):
        wait_ms(app, attract_module.CARD_MS + 200)  # the card, then a demo
        assert isinstance(app.scene, Attract) and app.scene.demo is not None
        demo = app.scene.demo
        shown.append(demo.match.game_class.NAME)
        assert not demo.has_humans()
        demo.tick = lambda now: "over"  # the demo's match ends
        wait_ms(app, attract_module.END_MS + 100)
        assert isinstance(app.scene, Attract) and app.scene.demo is None  # the card again
    names = [row[1] for row in playable()]
    assert shown == names + names


def test_a_demo_plays_and_is_neither_saved_nor_counted(tmp_path, monkeypatch):
    monkeypatch.setattr(attract_module, "DEMO_MS", 600000)
    app = kiosk_app(tmp_path)
    app.switch(Attract(3))  # Starship's demo (second in the registry)
    demo = app.scene.demo
    assert demo.match.game_class.NAME == "starship"
    for _ in range(200):
        run(app, 60)
        if app.scene.ended is not None:
            break
    assert demo.match.result() is not None  # played to the end
    assert not (tmp_path / "last.svl").exists() and not (tmp_path / stats.FILE).exists()
    assert app.stats is None or app.stats.rows == {}


def test_any_button_goes_to_the_menu():
    for button in (UP, DOWN, LEFT, RIGHT):
        app = kiosk_app()
        app.switch(Attract(1))
        run(app, 5)
        tap(app, 1, button)
        assert isinstance(app.scene, Menu)


def test_the_banner_blinks():
    app = kiosk_app()
    app.switch(Attract())
    frames = app.console.frame_count
    states = set()
    for _ in range(3 * attract_module.BLINK_MS // FRAME_MS):
        run(app, 1)
        states.add(app.scene.blink.hidden)
    assert states == {True, False} and app.console.frame_count - frames >= 3  # drawn, hidden, shown



@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_the_stats_card_lists_every_game_on_screen(size):
    from tests.sim_harness import label_boxes
    from tests.sim_harness import make_app as sim_app

    app = sim_app({"game": "starship", "seats": [0, 1]}, *size)
    app.switch(Attract())
    run(app, 1)
    boxes = list(label_boxes(app.root))
    names = [attract_module.card_name(playable(), row) for row in range(len(playable()))]
    assert names == ["Missile", "Starship", "Microchips", "Arrowbic", "Spacewar", "S. Classic"]
    for name in names:
        assert [box for box in boxes if box[0].startswith(name + " ")], name + " is not on the card"
    for text, x, y, w, h in boxes:
        assert 0 <= x and x + w <= app.width and 0 <= y and y + h <= app.height + 2, text  # (a cell's blank last rows)
        assert "ppl" not in text


def test_the_microchips_demo_banner_leaves_its_caption_whole_and_shows_the_winner(monkeypatch):
    from games.chips.table import FOOT

    app = kiosk_app()
    names = [row[1] for row in playable()]
    app.switch(Attract(2 * names.index("chips") + 1))
    run(app, 2)
    demo = app.scene.demo
    caption_bottom = app.height - FOOT + 1 + 11  # the caption line's cell, its last (descender) row
    assert app.height - demo.BANNER_H >= caption_bottom
    strip = app.root[0][-2]  # the banner's strip, under its text
    assert strip.y == app.height - demo.BANNER_H
    for _ in range(400):
        run(app, 30)
        if app.scene.ended is not None:
            break
    result = demo.match.result()
    assert result is not None
    from engine.ui import theme

    assert app.scene.blink.text.startswith(theme.headline(result))


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_the_demo_banner_hides_a_bottom_line_whole_and_cuts_none(size):
    """Issue 25 item 7: the DEMO banner's strip covers the demo's bottom line
    whole or leaves it whole, in every game, through a demo's first seconds:
    no text cell of the demo has its glyphs' rows (1 to 11 of 12) both above
    the strip's top and under it."""
    from tests.sim_harness import label_boxes
    from tests.sim_harness import make_app as sim_app

    names = [row[1] for row in playable()]
    for name in names:
        app = sim_app({"game": "starship", "seats": [0, 1]}, *size)
        app.switch(Attract(2 * names.index(name) + 1))
        top = app.height - app.scene.demo.BANNER_H
        for _ in range(8):
            run(app, 20)
            if app.scene.ended is not None:
                break
            for text, x, y, w, h in label_boxes(app.root[0][0]):
                if text.strip():
                    first, last = ink_rows(text)
                    assert not y + first < top <= y + last, (name, text, y, top)


def ink_rows(text):
    """The first and last rows of a glyph cell the text's characters ink."""
    import terminalio

    rows = set()
    for ch in set(text):
        glyph = terminalio.FONT.get_glyph(ord(ch))
        if glyph is None:
            continue
        x0 = glyph.tile_index * glyph.width
        rows.update(y for y in range(glyph.height) if any(glyph.bitmap[x0 + x, y] for x in range(glyph.width)))
    return min(rows), max(rows)
