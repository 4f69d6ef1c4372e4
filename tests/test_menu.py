"""The menu through the headless simulator: PLAY is on the first screen in every
game, scrolling keeps the row at the cursor on screen beside its marker, the line
at the bottom says what the keys do there, and the CPUs-past-the-pads row shows
only when there are such seats."""

import pytest

from engine import registry
from engine.ui.menu import PLAY, Menu
from engine.ui.pad import DOWN, RIGHT, UP
from tests.sim_harness import label_boxes, make_app, run, tap

GAMES = tuple(name for _, name, _ in registry.games())  # every registered game


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
@pytest.mark.parametrize("name", GAMES)
def test_play_is_on_the_first_screen_and_scrolling_keeps_the_cursor_shown(name, size):
    app = make_app({"game": name, "seats": [0, 1]}, *size)
    app.switch(Menu())
    run(app, 1)
    menu = app.scene
    assert "PLAY" in [label.text for label in menu.labels]
    under = menu.bar.y - menu.labels[0].y  # the marker's place beside its row's label
    for step in range(len(menu.rows) + 2):  # all the way down, and round to the top
        line = menu.cursor - menu.top
        assert 0 <= line < menu.shown
        assert menu.bar.y - menu.labels[line].y == under  # the marker is beside the cursor's row
        text = menu.reads(line)
        kind = menu.rows[menu.cursor][0]
        if kind in ("game", "seat", "option", "count"):
            assert "<" in text and text.endswith(">"), text  # only the cursor's row shows <value>
            assert menu.hint() == "^v: move  <>: change"
        elif kind == PLAY:
            assert text == "PLAY" and menu.hint() == "^v: move  >: start"
        for other in range(menu.shown):
            if other != line:
                assert "<" not in menu.reads(other) and menu.reads(other) == menu.labels[other].text
        for label, x, y, w, h in label_boxes(app.root):
            assert 0 <= x and x + w <= app.width and y + h <= app.height, label
        tap(app, 0, DOWN)
    assert menu.top == 0  # wrapped round from the last row to the first ones
    for _ in range(menu.cursor):
        tap(app, 0, UP)
    assert menu.cursor == 0 and menu.top == 0
    tap(app, 0, UP)  # up from the first row wraps to the last: scrolled to the end
    assert menu.cursor == len(menu.rows) - 1 and menu.top == len(menu.rows) - menu.shown


def test_the_cpus_past_the_pads_row_comes_with_a_third_seat():
    app = make_app({"game": "chips", "seats": [0, 1]})
    app.switch(Menu())
    run(app, 1)
    assert "others" not in [kind for kind, _ in app.scene.rows]
    tap(app, 0, DOWN, 1)
    tap(app, 0, DOWN, 1)
    tap(app, 0, DOWN, 1)  # Seats
    assert app.scene.rows[app.scene.cursor][0] == "count"
    tap(app, 0, RIGHT, 2)
    assert app.config["seats"] == [0, 1, 2]
    shown = [label.text for label in app.scene.labels]
    assert "P3:  CPU sharp" in shown and app.scene.rows[app.scene.cursor][0] == "count"


def test_browsing_the_menu_never_changes_a_games_seats():
    """Starship's P2 at CPU shark stays shark after the cursor passed Missile
    Match (two levels: shark becomes its strongest there) and Spacewar, and across a fresh-heap reload (the record
    carries every game's seats)."""
    from engine import handoff
    from engine.ui.pad import LEFT, RIGHT

    app = make_app({"game": "starship", "seats": [0, 4]})
    app.switch(Menu())
    assert "CPU shark" in app.scene.labels[2].text
    tap(app, 0, LEFT)  # the game row: to Missile Match
    assert app.config["game"] == "missile" and app.config["seats"] == [0, 2]
    tap(app, 0, RIGHT)
    assert app.config["game"] == "starship" and app.config["seats"] == [0, 4]
    tap(app, 0, RIGHT)  # on to chips: three seats there
    tap(app, 0, RIGHT)  # the count row is below: chips keeps its own seats
    record = handoff.pack(handoff.MENU, app.config, 0, 0)
    fresh = make_app(handoff.unpack(record, 0)[1])
    fresh.switch(Menu())
    tap(fresh, 0, LEFT)
    tap(fresh, 0, LEFT)
    assert fresh.config["game"] == "starship" and fresh.config["seats"] == [0, 4]
    assert "CPU shark" in fresh.scene.labels[2].text


def test_microchips_starts_at_a_four_seat_table_and_a_duel_game_at_two():
    """Browsing to Missiles & Microchips sets its table of four (CPUs filling
    past the pads), not the duel that stalls; leaving it gives two again."""
    from engine.ui.play import playable

    names = [name for _, name, _ in playable()]
    start = names.index("chips") - 1
    app = make_app({"game": names[start], "seats": [0, 1]})
    app.switch(Menu())
    run(app, 1)
    tap(app, 0, RIGHT, 2)  # the game row: the next game
    assert app.config["game"] == "chips"
    assert app.config["seats"] == [0, 1, 2, 2]  # P1, P2 as they were; P3-P4 CPU sharp
    assert "Seats (CPUs fill):  4" in [label.text for label in app.scene.labels]
    tap(app, 0, RIGHT, 2)
    assert app.config["game"] != "chips" and len(app.config["seats"]) == 2
