"""How to play, through the headless simulator: from the menu, one or two picture
pages drawn from the game's own art, then the full rules, paged between
sentences; everything fits 160x128 and 320x240."""

import displayio
import pytest

from engine import registry
from engine.ui.howto import HowTo
from engine.ui.menu import RULES, Menu, rules_text
from engine.ui.pad import LEFT, RIGHT
from engine.ui.text_screen import TextScreen, paginate
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


def open_how_to(name, size):
    """An app at `size` showing the game's first how-to page, opened from the menu."""
    app = make_app({"game": name, "seats": [0, 1]}, *size)
    app.switch(Menu())
    run(app, 1)
    menu = app.scene
    while menu.rows[menu.cursor][0] != RULES:
        menu.cursor += 1
    tap(app, 0, RIGHT, 2)
    return app


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
@pytest.mark.parametrize("name", GAMES)
def test_how_to_play_is_pictures_then_the_full_rules(name, size):
    app = open_how_to(name, size)
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


def drawn_boxes(group, ox=0, oy=0, scale=1):
    """(text or None, x, y, w, h) of every shown label and TileGrid in a group
    tree, in logical screen pixels (a Group's scale applies to all it holds)."""
    for item in group:
        if getattr(item, "hidden", False):
            continue
        if hasattr(item, "text"):
            if item.text:
                bx, by, bw, bh = item.bounding_box
                k = scale * item.scale
                yield (item.text, ox + item.x * scale + bx * k, oy + item.y * scale + by * k, bw * k, bh * k)
        elif isinstance(item, displayio.Group):
            yield from drawn_boxes(item, ox + item.x * scale, oy + item.y * scale, scale * item.scale)
        elif isinstance(item, displayio.TileGrid):
            yield (None, ox + item.x * scale, oy + item.y * scale,
                   item.width * item.tile_width * scale, item.height * item.tile_height * scale)


def overlap(a, b):
    """True when two (text, x, y, w, h) boxes share a pixel."""
    return a[1] < b[1] + b[3] and b[1] < a[1] + a[3] and a[2] < b[2] + b[4] and b[2] < a[2] + a[4]


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
@pytest.mark.parametrize("name", GAMES)
def test_no_how_to_page_draws_over_its_title(name, size):
    app = open_how_to(name, size)
    title = registry.load(name).TITLE
    while isinstance(app.scene, HowTo):
        page_name = registry.part(name, "howto").PAGES[app.scene.page]
        boxes = list(drawn_boxes(app.root))
        # The first box is the screen-wide background; the title line's labels follow.
        heads = [b for b in boxes if b[0] in (title, page_name) and b[2] < 14]
        assert heads and heads[0][0] == title
        for box in boxes[1:]:
            if box in heads:
                continue
            for head in heads:
                assert not overlap(box, head), (name, app.scene.page, box, head)
        tap(app, 0, RIGHT, 2)
