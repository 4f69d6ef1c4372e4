"""How to play, through the headless simulator: from the menu, one or two picture
pages drawn from the game's own art, then the full rules, paged between
sentences; everything fits 160x128 and 320x240."""

import random

import displayio
import pytest

from desktop.sim import FRAME_MS
from engine import registry
from engine.ui.howto import HowTo
from engine.ui.text_screen import rules_text
from engine.ui.later import AHEAD_MS
from engine.ui.menu import RULES, Menu
from engine.ui.pad import B, LEFT, RIGHT
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


# Frames until a first how-to page has counted its pages (HowTo._count).
COUNTED = AHEAD_MS // FRAME_MS + 3


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


def page_sizes(lines, starts):
    """The lines shown on each page (a blank line at a page's foot not counted)."""
    ends = starts[1:] + [len(lines)]
    return [len([line for line in lines[starts[i] : ends[i]] if line]) for i in range(len(starts))]


@pytest.mark.parametrize("size", [(160, 128), (320, 240), (128, 128), (240, 135)])
@pytest.mark.parametrize("name", GAMES)
def test_rules_pages_break_between_sentences_and_hold_three_lines(name, size):
    text = rules_text(registry.load(name))
    columns, rows = size[0] // 6 - 1, (size[1] - 32) // 11
    lines, starts = paginate(text, columns, rows)
    assert "\n".join(lines).split() == "\n".join(text).split()  # nothing lost or added
    for page in range(len(starts)):  # paged a page at a time (a paused match's rules): the same pages
        end = starts[page + 1] if page + 1 < len(starts) else len(lines)
        assert paginate(text, columns, rows, page) == (lines[starts[page] : end], starts)
    assert min(page_sizes(lines, starts)) >= 3, page_sizes(lines, starts)  # no stray one-line pages
    assert all(lines[first] for first in starts)  # no page starts blank
    cut = 0
    for first in starts[1:]:
        before = lines[first - 1].rstrip()
        cut += not (before == "" or before[-1] in ".!?:)")
    assert cut <= len(starts) // 4, (name, cut)  # mid-sentence only to fill a page that would be short


def test_a_heading_goes_with_what_it_heads_and_a_last_page_is_never_short():
    text = "One two three. Four five six. Seven eight.\n\nCPU levels:\n" + "Word word word word word word. " * 6 + "\n\nEnd."
    lines, starts = paginate(text, 20, 6)
    assert "CPU levels:" in [lines[first] for first in starts]
    assert min(page_sizes(lines, starts)) >= 3



def test_paging_odd_texts_at_any_size_never_raises():
    """Texts with blank lines, headings and stray stops, paged down to one row:
    every line lands on a page (once paging reached a heading alone at a page's
    top with nothing above it, it read before the first line and raised)."""
    rng = random.Random(2)
    for _ in range(3000):
        text = "".join(rng.choice("ab c.:\n  e. x") for _ in range(rng.randint(0, 120)))
        columns, rows = rng.randint(1, 30), rng.randint(1, 10)
        lines, starts = paginate(text, columns, rows)
        assert starts[0] == 0 and list(starts) == sorted(starts)
        for page in range(len(starts)):
            end = starts[page + 1] if page + 1 < len(starts) else len(lines)
            assert paginate(text, columns, rows, page) == (lines[starts[page] : end], starts)
            early, where = paginate(text, columns, rows, page, True)  # stopped two pages on, or the whole
            assert early == lines[starts[page] : end] and where in (None, starts), (text, columns, rows, page)
    assert paginate("  \n b..x\n ab\na b", 27, 1)[0]


@pytest.mark.parametrize("name", GAMES)
def test_a_page_paged_alone_stopping_early_is_the_page_paged_whole(name):
    """TextScreen pages an early page of a long text only two pages past it
    (paginate's `early`); that page reads as in the whole text paged."""
    text = rules_text(registry.load(name))
    for columns, rows in ((25, 9), (25, 8), (26, 9)):
        lines, starts = paginate(text, columns, rows)
        stopped = 0
        for page in range(len(starts)):
            end = starts[page + 1] if page + 1 < len(starts) else len(lines)
            early, where = paginate(text, columns, rows, page, True)
            assert early == lines[starts[page] : end], (name, page)
            stopped += where is None
        assert stopped >= len(starts) - 3 and len(starts) > 3, (name, stopped, len(starts))


def test_a_long_text_page_shows_before_the_text_is_counted_and_the_count_follows():
    """A text screen beside a paused match (no pages held) shows its first
    page having paged three pages, not the whole text; the page count joins
    the keys AHEAD_MS later, or at a press before then."""
    text = rules_text(registry.load("garage"))
    for presses in (False, True):
        app = make_app({"game": "garage", "seats": [0, 1]})
        app.switch(TextScreen("Spacewar Classic", text, Menu()))
        run(app, 1)
        scene = app.scene
        keys = " ".join(cells.text for cells in scene.footer)
        assert scene.count == 0 and "/" not in keys and ": page" in keys, keys
        if presses:
            tap(app, 0, RIGHT, 1)
            assert scene.page == 1 and scene.count > 3
        else:
            run(app, COUNTED)
            assert scene.count > 3
        assert "{}/{}".format(scene.page + 1, scene.count) in " ".join(cells.text for cells in scene.footer)

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
def test_one_navigation_through_pictures_and_rules(name, size):
    """RIGHT turns every page under one count and leaves only after the last;
    LEFT comes back page by page; B leaves from anywhere."""
    app = make_app({"game": name, "seats": [0, 1]}, *size)
    app.switch(HowTo(registry.load(name), rules_text(registry.load(name)), Menu()))
    run(app, COUNTED)
    total = app.scene.total
    seen = []
    for page in range(total):
        # (In reading order: a text page adds its lines from the bottom up.)
        words = " ".join(box[0] for box in sorted(label_boxes(app.root), key=lambda box: (box[2], box[1])))
        assert "{}/{}".format(page + 1, total) in words, words
        assert (": done" in words) == (page + 1 == total) and ": next" not in words and ": all rules" not in words
        seen.append(type(app.scene).__name__)
        tap(app, 0, RIGHT, 2)
        if page + 1 < total:
            assert not isinstance(app.scene, Menu), (name, page, total)  # RIGHT never leaves mid-way
    assert isinstance(app.scene, Menu)
    assert seen[0] == "HowTo" and seen[-1] == "TextScreen"
    app.switch(HowTo(registry.load(name), rules_text(registry.load(name)), Menu()))
    for _ in range(total - 1):
        tap(app, 0, RIGHT, 2)
    for _ in range(total - 1):
        tap(app, 0, LEFT, 2)
        assert not isinstance(app.scene, Menu)
    tap(app, 0, LEFT, 2)
    assert isinstance(app.scene, Menu)
    app.switch(HowTo(registry.load(name), rules_text(registry.load(name)), Menu()))
    for _ in range(total - 2):
        tap(app, 0, RIGHT, 2)
    tap(app, 0, B, 2)  # B: back out at once
    assert isinstance(app.scene, Menu)


def test_player_text_never_speaks_as_developers():
    from engine.ui.text_screen import rules_text

    for name in GAMES:
        text = "\n".join(rules_text(registry.load(name)))
        for phrase in ("we chose", "+0.", " a game:", "exploit"):
            assert phrase not in text, (name, phrase)


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


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
@pytest.mark.parametrize("name", GAMES)
def test_every_picture_page_draws_above_its_key_line(name, size):
    """The key line (the bottom line, naming the keys) is the page's own: with
    it hidden, its cell rows (height - 13 down) show the background only, on
    every picture page (issue 25: three games drew up to 9 pixels into it at
    320x240)."""
    from engine.ui import theme
    from engine.ui.text_screen import footer
    from tests.sim_harness import pixel

    want = ((theme.BACKGROUND >> 16) & 255, (theme.BACKGROUND >> 8) & 255, theme.BACKGROUND & 255)
    app = open_how_to(name, size)
    while isinstance(app.scene, HowTo):
        keys = app.root[0][-1]  # the key line: the last label
        assert keys.text == footer(app, app.scene.page, app.scene.total)[-1]
        keys.hidden = True
        app.dirty = True
        run(app, 1)
        over = sorted(
            {y for y in range(app.height - 13, app.height) for x in range(app.width) if
             max(abs(a - b) for a, b in zip(pixel(app, x, y), want)) > 8}
        )
        assert not over, "page {} draws into the key line's rows {}".format(app.scene.page, over)
        tap(app, 0, RIGHT, 2)


def test_the_first_page_shows_before_the_rules_are_paged_and_its_count_follows():
    """Paging a game's rules (45-150 ms on a PyBadge) is not part of the
    change to the first picture page: its key line names the keys at once,
    and the page count joins them AHEAD_MS later; a press before then turns
    the page as well."""
    from engine.ui.text_screen import footer

    name = "spacewar"
    for presses in (False, True):
        app = make_app({"game": name, "seats": [0, 1]})
        app.switch(HowTo(registry.load(name), rules_text(registry.load(name)), Menu()))
        run(app, 1)
        scene = app.scene
        keys = app.root[0][-1]  # the key line: the last label
        assert scene.total == 0 and "/" not in keys.text and ": page" in keys.text, keys.text
        if presses:  # a turn does not wait for the count: the next page counts itself
            tap(app, 0, RIGHT, 1)
            assert isinstance(app.scene, HowTo) and app.scene.page == 1 and app.scene.total == 0
            assert "/" not in app.root[0][-1].text
            run(app, COUNTED)
            assert app.scene.total > 2 and app.root[0][-1].text.startswith("2/{}".format(app.scene.total))
            continue
        run(app, COUNTED)
        assert scene.total > 2 and keys.text == footer(app, 0, scene.total)[-1]
        assert keys.text.startswith("1/{}".format(scene.total)), keys.text

