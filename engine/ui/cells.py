"""Text that changes a few characters at a time: a clock, a caption that names
the column under a cursor, the thinking cue's dots.

A label of several lines (or of characters the cells lack) draws its whole text
into one bitmap, so changing one character pushes all of it to the display again
(and makes a new bitmap); one line of printable ASCII is a row of these glyph
cells inside the label too (engine/ui/text.py), but one sized to its text, made
again when the length changes, and placed as a label. Cells is a row of
terminal-font glyph cells in one TileGrid: changing characters changes tiles,
and a board pushes just the span of cells that changed. A drop-in for a label
whose text changes often: it has `text`, `color` and `bounding_box` too.
Printable ASCII only (anything else shows as a blank).
"""

import displayio
import terminalio

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


W = 6  # terminalio glyph cell, pixels
H = 12
_FIRST = const(32)  # space: the glyph of tile _Font.tiles[0]
_COUNT = const(95)  # printable ASCII, space to '~'

# Clock digits: glyph rows 2-9 only (the digits, ':' and 'm' lie within them),
# so a changed digit pushes 6x8 pixels, not 6x12.
DIGITS = " 0123456789:m"
DIGIT_TOP = 2  # the glyph row the digit cells begin at
DIGIT_H = 8


# Text in one colour (glyph cells, labels) draws through a two-entry palette,
# 0 transparent and the colour at 1; those are shared by colour, per scene
# (theme.new_scene() forgets them), and never written: a recolour gives the
# grid the other colour's palette.
INKS = {}


def ink(color, paper=None):
    """The shared palette of text in `color` (transparent, then `color`):
    read-only, a TileGrid recoloured takes another one. With `paper` (a
    colour), the blank is that colour, opaque: text over a plain `paper`
    background looks the same, and a display composes the layers under it
    no more (a transparent layer on top about doubles a refresh)."""
    key = color if paper is None else ~color  # (an opaque ink: a key of its own, no tuple)
    palette = INKS.get(key)
    if palette is None or paper is not None and palette[0] != paper:
        palette = INKS[key] = displayio.Palette(2)
        if paper is None:
            palette.make_transparent(0)
        else:
            palette[0] = paper
        palette[1] = color
    return palette


class _Font:
    """Where the cells' tiles come from: filled by _load() on first use."""

    sheet = displayio.Bitmap(1, 1, 2)  # the glyph sheet (a stand-in until loaded)
    tiles = bytearray(_COUNT)  # tile index in sheet of each printable character
    loaded = False


def _load():
    """The font's own glyph sheet when it keeps every glyph in one bitmap, a
    tile apart (CircuitPython's built-in font: no extra memory); else a sheet
    copied from its glyphs, made once (Blinka's font has a bitmap per glyph)."""
    _Font.loaded = True
    font = terminalio.FONT
    tiles = bytearray(_COUNT)
    shared = None
    for i in range(_COUNT):
        glyph = font.get_glyph(_FIRST + i)
        if glyph is None:
            continue
        # (getattr: the fontio stubs name no Glyph fields.)
        bitmap = getattr(glyph, "bitmap")
        index = getattr(glyph, "tile_index")
        if shared is None:
            shared = bitmap
        if bitmap is not shared or index > 255 or getattr(glyph, "width") != W or getattr(glyph, "height") != H:
            shared = False
            break
        tiles[i] = index
    _Font.tiles = tiles
    if shared:
        _Font.sheet = shared
        return
    sheet = displayio.Bitmap(W * _COUNT, H, 2)
    for i in range(_COUNT):
        glyph = font.get_glyph(_FIRST + i)
        tiles[i] = i
        if glyph is None:
            continue
        bitmap = getattr(glyph, "bitmap")
        width = getattr(glyph, "width")
        ox = getattr(glyph, "tile_index") * width
        for y in range(min(H, getattr(glyph, "height"))):
            for x in range(min(W, width)):
                if bitmap[ox + x, y]:
                    sheet[i * W + x, y] = 1
    _Font.sheet = sheet


class _Digits:
    """The clock digits' sheet and tiles: made on first use (DIGITS.__len__
    glyphs, 6x8 each: 78 bytes)."""

    sheet = None
    tiles = b""  # (a bytearray made with the sheet: most scenes have no clock)


def _load_digits():
    import bitmaptools

    if not _Font.loaded:
        _load()
    font = _Font.sheet
    tiles = bytearray(_COUNT)
    sheet = displayio.Bitmap(W * len(DIGITS), DIGIT_H, 2)
    for i in range(len(DIGITS)):
        code = ord(DIGITS[i]) - _FIRST
        tiles[code] = i
        ox = _Font.tiles[code] * W  # (the font sheet is one row of glyphs)
        # One native copy of the glyph's rows (its values are 0 and 1), not
        # a Python test a pixel (part of a match's start where a clock shows).
        bitmaptools.blit(sheet, font, i * W, 0, x1=ox, y1=DIGIT_TOP, x2=ox + W, y2=DIGIT_TOP + DIGIT_H)
    _Digits.sheet = sheet
    _Digits.tiles = tiles


class Cells(displayio.TileGrid):
    """`count` glyph cells with their top at y, placed like a label anchored at
    (anchor, 0.0): x is their left edge (anchor 0.0), middle (0.5) or right
    edge (1.0), and the text sits at that side of them. `digits`: only the
    characters of DIGITS, drawn where a glyph cell would draw them but in
    cells 8 pixels high (a clock's tick pushes less; anything else blank).
    `paper`: the colour of a plain layer under the cells (ink()): opaque
    cells stop a refresh's composing there (the hand-over cover's bands,
    Microchips' footer). On the black screen itself, with nothing under
    them, cells stay transparent: opaque black would only write its pixels.

    The cells are a TileGrid themselves (no Group round them), moved and
    hidden as one. They keep two attributes of their own (anchor, text): the
    grid knows the rest (cell count, height, colour: its palette is ink()'s,
    shared by every text of that colour), since every attribute of an
    instance costs heap on a board and a screen has up to 40 of these."""

    scale = 1  # read like a label's (a TileGrid is drawn at its group's scale)

    def __init__(self, group, count, x, y, color, anchor=1.0, digits=False, paper=None):
        if not _Font.loaded:
            _load()
        height = H
        sheet = _Font.sheet
        tiles = _Font.tiles
        if digits:
            if _Digits.sheet is None:
                _load_digits()
            height = DIGIT_H
            sheet = _Digits.sheet
            tiles = _Digits.tiles
            y += DIGIT_TOP
        super().__init__(
            sheet, pixel_shader=ink(color, paper), width=count, height=1, tile_width=W, tile_height=height,
            default_tile=tiles[0], x=x - int(count * W * anchor), y=y)
        self.anchor = anchor
        self.text = ""
        group.append(self)

    @property
    def color(self):
        """The text colour."""
        return getattr(self, "pixel_shader")[1]  # (an ink palette; the stubs allow any shader)

    def _start(self, length):
        """The cell the text begins in."""
        return int((self.width - length) * self.anchor)

    @property
    def bounding_box(self):
        """(x, y, width, height) of the text shown, within the cells."""
        return (self._start(len(self.text)) * W, 0, len(self.text) * W, self.tile_height)

    def show(self, text, color):
        """Show `text` (cut to the cells) in `color`: only the tiles that change
        are pushed (a new colour: all of them). True when anything changed. The
        same text and colour again cost nothing, so a scene may call it every
        frame."""
        palette = getattr(self, "pixel_shader")  # (see color)
        shown = palette[1]
        if text == self.text and shown == color:
            return False
        changed = False
        if text != self.text:
            count = self.width
            if len(text) > count:
                text = text[:count]
            self.text = text
            size = len(text)
            start = self._start(size)
            tiles = _Digits.tiles if self.tile_height == DIGIT_H else _Font.tiles
            blank = tiles[0]
            for i in range(count):
                tile = blank
                at = i - start
                if 0 <= at < size:
                    code = ord(text[at]) - _FIRST  # (a character at a time: text.encode() was garbage at every change)
                    if 0 <= code < _COUNT:
                        tile = tiles[code]
                if self[i] != tile:
                    self[i] = tile
                    changed = True
        if shown != color:
            self.pixel_shader = ink(color, None if palette.is_transparent(0) else palette[0])  # (opaque cells keep their paper)
            changed = True
        return changed


def centred(cells, text, color, mid, holder=None):
    """Show `text` in `cells` (anchor 0.0) centred on x = `mid` as a label
    anchored at (0.5, y) centres it: its left edge at mid - 3 pixels a
    letter (cells anchored at their middle would miss by 3 pixels for half
    the lengths), moving the cells, or `holder`, a Group of a larger scale
    round them, to there. A text longer than the cells shows its middle
    (cells a screen wide and one more each side show what a label would:
    the rest is off the screen). True when anything changed."""
    target = cells if holder is None else holder
    step = W * target.scale
    x = mid - len(text) * step // 2
    extra = len(text) - cells.width
    if extra > 0:
        cut = extra // 2
        text = text[cut : cut + cells.width]
        x += cut * step
    moved = target.x != x
    if moved:
        target.x = x
    return cells.show(text, color) or moved


def fixed(group, text, x, y, color, anchor=1.0, paper=None):
    """Glyph cells showing one text for good (a name, a word that never
    changes), as many cells as it has characters, placed as Cells are
    (`paper`: as Cells')."""
    cells = Cells(group, len(text), x, y, color, anchor, paper=paper)
    cells.show(text, color)
    return cells


def heading(group, text, mid, y, color, scale, paper=None):
    """`text` for good, `scale` times the glyph size, centred on x = `mid`
    with its top at y, as a label of that scale anchored at (0.5, 0.0) shows
    it: fixed cells in a Group of that scale (a pause's or a result's title;
    `paper`: as Cells')."""
    holder = displayio.Group(scale=scale, x=mid - len(text) * W * scale // 2, y=y)
    fixed(holder, text, 0, 0, color, anchor=0.0, paper=paper)
    group.append(holder)
    return holder


def glyph(group, char, color, x=0, y=0):
    """One glyph cell as a TileGrid of its own, added to group: a marker a
    scene moves (x, y) or hides, which pushes just the cells it left and
    entered, not the text around them."""
    if not _Font.loaded:
        _load()
    grid = displayio.TileGrid(
        _Font.sheet, pixel_shader=ink(color), width=1, height=1, tile_width=W, tile_height=H,
        default_tile=_Font.tiles[ord(char) - _FIRST], x=x, y=y)
    group.append(grid)
    return grid
