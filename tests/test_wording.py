"""Boards carry their coordinates and the square a line names is the one lit;
Missiles & Microchips explains in plain words and shows the cause first; the
wording guide's shared words are the ones the screens use (docs/WORDING.md)."""

from engine import registry
from engine.match import Match
from engine.ui import match_scene
from engine.ui.pad import UP
from tests.sim_harness import make_app, pixel, run, tap


def lit(app, x, y, color):
    """True when logical pixel (x, y) shows `color` (the display keeps 16-bit colour)."""
    want = ((color >> 16) & 255, (color >> 8) & 255, color & 255)
    return all(abs(a - b) <= 8 for a, b in zip(pixel(app, x, y), want))


def read_tiny(app, x, y):
    """The tiny character (engine/ui/tiny.py) drawn in the dim colour with
    its top-left at logical (x, y), or '?'."""
    from engine.ui import theme

    drawn = {(col, row) for col in range(3) for row in range(5) if lit(app, x + col, y + row, theme.DIM)}
    for ch in TINY_CHARS:
        if set(tiny_pixels(ch)) == drawn:
            return ch
    return "?"


TINY_CHARS = "0123456789abcdefghijklmnopABCD"  # what engine/ui/tiny.py draws


def tiny_pixels(ch):
    """The (x, y) pixels engine/ui/tiny.py lights for `ch` (drawn into a dict)."""
    from engine.ui import tiny

    class Bitmap(dict):  # (a pixel by its index, y * width + x, as tiny.char sets them)
        width = 3

        def __setitem__(self, index, value):
            dict.__setitem__(self, (index % 3, index // 3), value)

    bitmap = Bitmap()
    tiny.char(bitmap, ch, 0, 0)
    return bitmap


def board_labels(app, count, cell):
    """(ranks top to bottom, files left to right) as read off the screen: in
    the strip left of the board and the one under it."""
    from engine.ui.coords import MARGIN

    inner = cell - 1
    ranks = "".join(read_tiny(app, 0, i * cell + 1 + (inner - 5) // 2) for i in range(count))
    files = "".join(read_tiny(app, MARGIN + i * cell + 1 + (inner - 3) // 2, count * cell + 1) for i in range(count))
    return ranks, files


def test_spacewar_boards_write_every_coordinate_beside_the_board_even_under_ships():
    """Ranks 1 and 8 are full of ships at the start: every label still shows,
    lower case as the hints write them (g is no G)."""
    from games.spacewar import art

    app = make_app({"game": "spacewar", "seats": [0, 1]})
    app.switch(registry.part("spacewar", "screen").Screen(Match(registry.load("spacewar"), 4, None, (0, 1))))
    run(app, 3)
    assert board_labels(app, 8, art.CELL) == ("87654321", "abcdefgh")
    old_g = {(x, y) for y, row in enumerate((".##", "#..", "#.#", "#.#", ".##")) for x in range(3) if row[x] == "#"}
    assert set(tiny_pixels("g")) != old_g  # the old g read as G


def test_arrowbic_board_shows_its_coordinates_and_lights_the_square_it_names():
    from games.arrowbic import art
    from games.arrowbic.board import square_name
    from games.arrowbic.view import cell_xy

    app = make_app({"game": "arrowbic", "seats": [0, 1]})
    screen = registry.part("arrowbic", "screen").Screen(Match(registry.load("arrowbic"), 4, None, (0, 1)))
    app.switch(screen)
    run(app, 3)
    tap(app, 0, UP, 3)
    # '9' left of a9, 'a' under a1 (engine/ui/coords.py), outside the squares.
    assert board_labels(app, 9, art.CELL) == ("987654321", "abcdefghi")
    sq = screen.cursors[0]
    from engine.ui.notes import NOTE_MS

    run(app, NOTE_MS // 33 + 1)  # (a message, the opening one here, stays its time)
    hint = screen.panel.lines[0].text
    assert hint.startswith(square_name(sq) + ":"), hint  # the line names the cursor's square ...
    x, y = cell_xy(sq)
    assert (screen.view.cursor.x, screen.view.cursor.y) == (x - art.CURSOR_OFFSET, y - art.CURSOR_OFFSET)  # ... lit


def test_missile_field_shows_its_row_numbers():
    from engine.ui import theme
    from games.missile import art

    app = make_app({"game": "missile", "seats": [0, 1]})
    app.switch(registry.part("missile", "screen").Screen(Match(registry.load("missile"), 4, None, (0, 1))))
    run(app, 3)
    oy = (app.height - 120) // 2
    top = oy + art.FIELD_Y + 1  # the top row is row 8: '8' is three pixels wide on top
    assert [lit(app, x, top, theme.DIM) for x in range(3)] == [True] * 3
    bottom = oy + art.FIELD_Y + 7 * art.CELL_H + 1  # row 1: '1' has one pixel in the middle
    assert [lit(app, x, bottom, theme.DIM) for x in range(3)] == [False, True, False]


def _box_has(app, x, y, color):
    """True when some pixel of the 3 x 5 tiny character at (x, y) shows `color`."""
    return any(lit(app, x + dx, y + dy, color) for dx in range(3) for dy in range(5))


def test_missile_field_names_its_columns_and_lights_the_square_a_caption_names():
    import re

    from engine.ui import theme
    from games.missile import art
    from games.missile import screen as ms
    from tests.missile_scenes import caption_of

    app = make_app({"game": "missile", "seats": [1, 1]})
    screen = ms.Screen(Match(registry.load("missile"), 5, None, (1, 1)))
    app.switch(screen)
    run(app, 3)
    oy = (app.height - 120) // 2

    def column_box(col):
        return art.FIELD_X + col * art.CELL_W + 4, oy + art.COORD_Y

    def row_box(row):
        return 0, oy + art.FIELD_Y + (7 - row) * art.CELL_H + 1

    for col in range(4):  # A-D under the field, dim while nothing is named
        assert _box_has(app, *column_box(col), theme.DIM) and not _box_has(app, *column_box(col), theme.ACCENT)
    named = 0
    for _ in range(3000):
        run(app, 1)
        text = " ".join(caption_of(screen))
        found = re.search(r"\b([A-D])([1-8])\b", text) if screen.mode == ms.REVEAL else None
        if found:
            col = "ABCD".index(found.group(1))
            row = int(found.group(2)) - 1
            run(app, 1)
            for other in range(4):
                assert _box_has(app, *column_box(other), theme.ACCENT) == (other == col), (text, other)
            for other in range(8):
                assert _box_has(app, *row_box(other), theme.ACCENT) == (other == row), (text, other)
            named += 1
            if named == 3:
                break
    assert named == 3
    # A column on its own ("no P2 mark in B", the 0-0's "mark in column B"):
    # its letter lit and no row number.
    screen.view.coords(1, -1)
    app.dirty = True
    run(app, 1)
    assert [_box_has(app, *column_box(col), theme.ACCENT) for col in range(4)] == [False, True, False, False]
    assert not any(_box_has(app, *row_box(row), theme.ACCENT) for row in range(8))


def test_chips_says_why_in_plain_words_and_shows_the_attacker_first():
    from games.chips.rules import ATTACK, CHARGE, DIED, DISABLED
    from games.chips.words import arrow_of, explain

    for kind in range(1, DIED + 1):  # every kind but PLAY (DIED is the last)
        story, reason = explain((kind, 1, 2, -1))
        for jargon in ("FEEDBACK", "CHAIN", "FIREWALL", "DISABLED", "MAD"):
            assert jargon not in story.upper().split() and jargon not in reason.upper().split(":")[0].split()
    plays = [2 * 3 + ATTACK, 0 * 3 + CHARGE, 1 * 3 + CHARGE]  # P1 attacks P3; P3 charges
    assert arrow_of((DISABLED, 2, 1, 0), plays) == 0 * 8 + 2  # the failed charge is shown by P1's attack on P3


def test_status_words_are_the_guides():
    assert (match_scene.PICKING, match_scene.PICKED, match_scene.LOCKED) == ("picking", "picked", "locked")
    assert (match_scene.THINKING, match_scene.WAITING, match_scene.OUT) == ("thinking", "waiting", "out")
    with open("docs/WORDING.md") as handle:
        guide = handle.read()
    for word in ("picking", "picked", "locked", "thinking", "waiting", "out", "REPLAY", "CPUs only", "hold < >: pause"):
        assert word in guide
