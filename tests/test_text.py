"""engine/ui/text.py draws what adafruit_display_text's bitmap_label draws:
the same pixels at the same place, for texts, anchors, scales and text
changes the screens use (the labels are compared under Blinka's displayio:
position, the text bitmap's place and every pixel of it)."""

import pytest
import terminalio
from adafruit_display_text import bitmap_label

from engine.ui.text import Text

TEXTS = ["", "A", "Hello world", "P1: < CPU sharp >", "two\nlines", "\nlead", "tail\n", "a\n\nb", "x" * 30, "g,j'M|",
         " ~{}", "caf\u00e9"]
ANCHORS = [(0.0, 0.0), (0.5, 0.0), (1.0, 0.0), (0.5, 1.0), (1.0, 0.5), (0.0, -1.0)]


def state(label, local, grid, bitmap):
    """Where the label is and what its bitmap holds."""
    pixels = None
    if bitmap is not None:
        pixels = [[bitmap[x, y] for x in range(bitmap.width)] for y in range(bitmap.height)]
    return (label.x, label.y, local.scale, None if grid is None else (grid.x, grid.y), pixels)


def theirs(label):
    return state(label, label._local_group, label._tilegrid, label._bitmap)


class _CellPixels:
    """The pixels of a row of glyph cells (a label drawn on the font's sheet,
    engine/ui/text.py _cells), read as a bitmap."""

    def __init__(self, grid):
        self.grid = grid
        self.width = grid.width * grid.tile_width
        self.height = grid.tile_height

    def __getitem__(self, at):
        x, y = at
        grid = self.grid
        sheet = grid.bitmap
        tile = grid[x // grid.tile_width]
        across = sheet.width // grid.tile_width
        return sheet[(tile % across) * grid.tile_width + x % grid.tile_width, (tile // across) * grid.tile_height + y]


def ours(label):
    local = label._holder()
    grid = local[0] if len(local) else None
    bitmap = label._bitmap
    if bitmap is None and grid is not None:
        bitmap = _CellPixels(grid)
    return state(label, label, grid, bitmap)


def pair(text, anchor, scale, color=0xF2F2F2):
    a = bitmap_label.Label(terminalio.FONT, text=text, color=color, scale=scale)
    b = Text(terminalio.FONT, text, color, scale)
    for label in (a, b):
        label.anchor_point = anchor
        label.anchored_position = (80, 40)
    return a, b


@pytest.mark.parametrize("scale", [1, 2])
@pytest.mark.parametrize("anchor", ANCHORS)
def test_same_as_bitmap_label(anchor, scale):
    for text in TEXTS:
        a, b = pair(text, anchor, scale)
        assert ours(b) == theirs(a), (text, anchor, scale)
        assert tuple(b.bounding_box) == tuple(a.bounding_box)


@pytest.mark.parametrize("anchor", ANCHORS)
def test_text_changes_draw_alike(anchor):
    a, b = pair("start", anchor, 1)
    for text in ["stark", "", "a longer line", "a longer line", "short", "two\nlines", "x"]:
        a.text = text
        b.text = text
        assert b.text == text
        assert ours(b) == theirs(a), (text, anchor)
    a.anchored_position = b.anchored_position = (3, 100)
    assert ours(b) == theirs(a)


def test_one_line_of_printable_text_is_glyph_cells():
    """A label of one line of printable ASCII holds no bitmap of its own: a
    row of the font's glyph cells (the same pixels, checked above); other
    texts are stamped into a bitmap."""
    assert Text(terminalio.FONT, "P1: < CPU sharp >")._bitmap is None
    assert Text(terminalio.FONT, "two\nlines")._bitmap is not None
    label = Text(terminalio.FONT, "two\nlines")
    label.text = "one line"  # from a bitmap to cells and back
    assert label._bitmap is None and len(label) == 1
    label.text = "\u00e9t\u00e9"  # not ASCII: stamped
    assert label._bitmap is not None and len(label) == 1


def test_colour_and_scale_change():
    a, b = pair("Score", (0.5, 0.0), 1)
    a.color = b.color = 0x58D46A
    assert b.color == 0x58D46A
    assert b._holder()[0].pixel_shader[1] == a._palette[1]
    a.scale = b.scale = 2
    assert ours(b) == theirs(a)
