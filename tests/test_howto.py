"""How to play, through the headless simulator: from the menu, one or two picture
pages drawn from the game's own art, then the full rules, paged between
sentences; everything fits 160x128 and 320x240."""

import displayio
import pytest

from engine import registry
from engine.ui.howto import HowTo
from engine.ui.menu import RULES, Menu, rules_text
from engine.ui.pad import LEFT, RIGHT
from engine.ui.text_screen import TextScreen, page_lines, paginate
from tests.sim_harness import label_boxes, make_app, run, tap

GAMES = ("starship", "missile", "chips", "arrowbic", "spacewar", "garage")


def pictures(group, width):
    """TileGrids in a group tree, text labels and the screen-wide background left out."""
    found = 0
    for item in group:
        if hasattr(item, "text"):
            continue
        if isinstance(item, displayio.Group):
            found += pictures(item, width)
        elif isinstance(item, displayio.TileGrid) and not (item.x == item.y == 0 and item.bitmap.width == width):
            found += 1
    return found


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
@pytest.mark.parametrize("name", GAMES)
def test_how_to_play_is_pictures_then_the_full_rules(name, size):
    app = make_app({"game": name, "seats": [0, 1]}, *size)
    app.switch(Menu())
    run(app, 1)
    menu = app.scene
    while menu.rows[menu.cursor][0] != RULES:
        menu.cursor += 1
    tap(app, 0, RIGHT, 2)
    pages = 0
    while isinstance(app.scene, HowTo):
        pages += 1
        assert pictures(app.root, app.width) >= 1, "a how-to page without a picture"
        for text, x, y, w, h in label_boxes(app.root):
            assert 0 <= x and x + w <= app.width and 0 <= y and y + h <= app.height, text
        tap(app, 0, RIGHT, 2)
    assert 1 <= pages <= 2
    assert isinstance(app.scene, TextScreen) and app.scene.text == rules_text(registry.load(name))
    tap(app, 0, LEFT, 2)  # back from the rules: the last picture page
    assert isinstance(app.scene, HowTo) and app.scene.page == pages - 1


@pytest.mark.parametrize("name", GAMES)
def test_rules_pages_break_between_sentences(name):
    text = rules_text(registry.load(name))
    lines, starts = paginate(text, 25, 8)
    assert "\n".join(lines).split() == text.split()  # nothing lost or added
    for first in starts[1:]:
        before = lines[first - 1].rstrip()
        assert before == "" or before[-1] in ".!?:)", (name, before, lines[first])


@pytest.mark.parametrize("name", GAMES)
def test_a_page_alone_is_the_page_of_the_whole(name):
    """TextScreen keeps only the page it shows (page_lines): each is exactly
    that page of the whole text paginated at once."""
    text = rules_text(registry.load(name))
    lines, starts = paginate(text, 25, 8)
    ends = starts[1:] + [len(lines)]
    assert page_lines(text, 25, 8, -1) == (len(starts), [])
    for page in range(len(starts)):
        assert page_lines(text, 25, 8, page) == (len(starts), lines[starts[page]:ends[page]])
