"""A text label that draws exactly what adafruit_display_text's bitmap_label
draws (the same pixels at the same place for the same text, anchor and
scale) with only what Salvo's screens use: one colour on a transparent
background, left to right, any number of lines, an anchor point, a whole
number scale.

Why not bitmap_label itself: on a board every label keeps its attributes in
the heap, and bitmap_label keeps 42 of them (outlines, accents, scrolling,
tabs, directions, padding) besides its bitmap, which is about 750 bytes per
label before any text; a match screen has 12 to 40 labels. This one keeps
ten, and its module is a fraction of the library's code (which then need
not be imported at all). tests/test_text.py draws both side by side. One
line of printable ASCII in terminalio's font holds no bitmap at all: it is a
row of the font's own glyph cells, exactly what stamping the glyphs would
draw (Text._cells).

Anchoring, as bitmap_label: ``anchor_point`` (0..1 of the text's box on
each axis; a y of -1.0 means the baseline) is placed at
``anchored_position``; the box is the text's, as wide as its glyph advances
and as tall as its glyphs' ink on the first line down to the last line's
baseline.
"""

import displayio
import terminalio
from displayio import Group  # ImportError, not AttributeError, where displayio lacks it

from engine.ui import cells
from engine.ui.cells import H, W, ink

try:
    import bitmaptools
except ImportError:  # a board without it: Bitmap.blit is used
    bitmaptools = None

_LINE_SPACING = 1.25  # bitmap_label's default
_BASELINE = -1.0
_SHARED = []  # [font, its _metrics] of the last font measured: every label shares the tuple


def _metrics(font):
    """(ascent, descent, line pixels, ascender, descender) of a font, as
    bitmap_label finds them; one tuple per font, shared by its labels."""
    if _SHARED and _SHARED[0] is font:
        return _SHARED[1]
    metrics = _found_metrics(font)
    _SHARED.clear()
    _SHARED.append(font)
    _SHARED.append(metrics)
    return metrics


def _found_metrics(font):
    if hasattr(font, "ascent") and hasattr(font, "descent"):
        ascent, descent = font.ascent, font.descent
    else:
        ascent = descent = 0
        for char in "M j'":
            glyph = font.get_glyph(ord(char))
            if glyph:
                ascent = max(ascent, glyph.height + glyph.dy)
                descent = max(descent, -glyph.dy)
    bbox = font.get_bounding_box()
    line = int(_LINE_SPACING * bbox[1])
    ascender, descender = (bbox[1], -bbox[3]) if len(bbox) == 4 else (ascent, descent)
    return ascent, descent, line, ascender, descender, _cell_height(font, ascent, ascender, descender)


def _cell_height(font, ascent, ascender, descender):
    """The tight height of a line drawn as glyph cells (Text._cells), or 0
    where a line's bitmap is not a row of the font's cells: terminalio's
    built-in font has one size for every glyph (checked on the space), each
    at x 0 and advancing a cell, which fills the bitmap's rows when its dy
    puts it at the bitmap's top and its height is the bitmap's."""
    glyph = font.get_glyph(32)
    dy = getattr(glyph, "dy", 0)  # (getattr: the fontio stubs name no Glyph fields)
    if (font is not terminalio.FONT or ascender - H != dy or ascender + descender != H
            or (getattr(glyph, "width"), getattr(glyph, "height"), getattr(glyph, "dx"), getattr(glyph, "shift_x")) != (W, H, 0, W)):
        return 0
    return max(0, ascent // 2 - dy) - min(0, ascent // 2 - H - dy)


class Text(Group):
    """A label: ``text``, ``color``, ``anchor_point``, ``anchored_position``
    and ``scale`` as bitmap_label's, plus a Group's ``hidden``, ``x``, ``y``.

    The text's TileGrid sits in the label itself at scale 1 (nearly every
    label), and in an inner Group of that scale otherwise (``_local``, made
    when a scale other than 1 is first asked for): a Group less per label,
    the same pixels."""

    def __init__(self, font, text="", color=0xFFFFFF, scale=1):
        super().__init__()
        self._font = font
        self._metrics = _metrics(font)
        self._color = color  # drawn through cells.ink(color), a shared palette
        self._local = None  # the inner Group, only for a scale other than 1
        if scale != 1:
            self._scaled(scale)
        self._anchor = None
        self._at = None
        self._box = (0, 0, 0, 0)  # x, y, width, height of the text in the label
        self._bitmap = None
        self._text = text
        self._draw(text)

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text == self._text:
            return
        self._text = text
        self._draw(text)

    @property
    def bounding_box(self):
        """(x, y, width, height) of the text within the label, unscaled."""
        return self._box

    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, color):
        self._color = color
        local = self._holder()
        if len(local):
            local[0].pixel_shader = ink(color)

    @property
    def scale(self):
        return 1 if self._local is None else self._local.scale

    @scale.setter
    def scale(self, scale):
        if self._local is None:
            if scale == 1:
                return
            self._scaled(scale)
        else:
            self._local.scale = scale
        self._place()

    def _scaled(self, scale):
        """Move the text into an inner Group of `scale`."""
        local = self._local = displayio.Group(scale=scale)
        while len(self):
            local.append(self.pop(0))
        self.append(local)

    def _holder(self):
        """The group the text's TileGrid is in."""
        return self if self._local is None else self._local

    @property
    def anchor_point(self):
        return self._anchor

    @anchor_point.setter
    def anchor_point(self, point):
        self._anchor = point if point[1] != _BASELINE else (point[0], _BASELINE)
        self._place()

    @property
    def anchored_position(self):
        return self._at

    @anchored_position.setter
    def anchored_position(self, position):
        self._at = position
        self._place()

    def _place(self):
        anchor = self._anchor
        position = self._at
        if anchor is None or position is None:
            return
        scale = self.scale
        box = self._box
        self.x = int(position[0] - (box[0] * scale) - round(anchor[0] * (box[2] * scale)))
        if anchor[1] == _BASELINE:
            self.y = int(position[1] - (self._metrics[0] // 2) * scale)
        else:
            self.y = int(position[1] - (box[1] * scale) - round(anchor[1] * box[3] * scale))

    def _draw(self, text):
        local = self._holder()
        if not text:
            self._box = (0, 0, 0, 0)
            while len(local):
                local.pop()
            self._bitmap = None
            self._place()
            return
        if self._cells(text):
            return
        width, tight_height, left, height, top = self._measure(text)
        bitmap = self._bitmap
        if bitmap is None or bitmap.width != width or bitmap.height != height:
            bitmap = self._bitmap = displayio.Bitmap(width, height, 2)
            grid = displayio.TileGrid(
                bitmap, pixel_shader=ink(self._color), width=1, height=1, tile_width=width, tile_height=height,
                default_tile=0, x=left, y=self._metrics[0] // 2 - top,
            )
            while len(local):
                local.pop()
            local.append(grid)
        else:
            bitmap.fill(0)
            grid = local[0]
        self._stamp(bitmap, text, -left, top)
        self._box = (grid.x, grid.y, width, tight_height)
        self._place()

    def _cells(self, text):
        """Show `text` as a row of the font's own glyph cells (a TileGrid on
        its glyph sheet, as engine/ui/cells.py does) where that is exactly
        the bitmap the glyphs would be stamped into: one line of printable
        ASCII in terminalio's font (_cell_height). Nothing is measured or
        stamped glyph by glyph in Python (15-30 ms a label on a PyBadge), and
        the label holds no bitmap. False (nothing done) otherwise."""
        height = self._metrics[5]
        codes = text.encode()
        if not height or len(codes) != len(text) or min(codes) < 32 or max(codes) > 126:
            return False  # (a newline is under 32)
        font = cells._Font
        if not font.loaded:
            cells._load()
        local = self._holder()
        grid = local[0] if self._bitmap is None and len(local) else None
        if grid is None or grid.width != len(codes):
            grid = displayio.TileGrid(
                font.sheet, pixel_shader=ink(self._color), width=len(codes), height=1, tile_width=W, tile_height=H,
                default_tile=font.tiles[0], y=self._metrics[0] // 2 - self._metrics[3])
            self._bitmap = None
            while len(local):
                local.pop()
            local.append(grid)
        for i in range(len(codes)):
            tile = font.tiles[codes[i] - 32]
            if grid[i] != tile:
                grid[i] = tile
        self._box = (0, grid.y, len(codes) * W, height)
        self._place()
        return True

    def _measure(self, text):
        """(width, tight height, left, loose height, loose top) of `text`, as
        bitmap_label's _text_bounding_box (no padding, loose background)."""
        font = self._font
        ascent, _, line, ascender, descender, _ = self._metrics
        lines = 1
        x = y = 0
        left = None
        right = top = bottom = 0
        middle = ascent // 2
        newlines = 0
        for char in text:
            if char == "\n":
                newlines += 1
                continue
            glyph = font.get_glyph(ord(char))
            if glyph is None:
                continue
            if newlines:
                x = 0
                y += line * newlines
                lines += newlines
                newlines = 0
            if x == 0:
                left = 0 if left is None else min(left, glyph.dx)
            ink_right = x + glyph.width + glyph.dx
            x += glyph.shift_x
            right = max(right, x, ink_right)
            if y == 0:
                top = min(top, -glyph.height - glyph.dy + middle)
            bottom = max(bottom, y - glyph.dy + middle)
        if left is None:
            left = 0
        return right - left, bottom - top, left, (lines - 1) * line + ascender + descender, ascender

    def _stamp(self, bitmap, text, x_start, y):
        """Copy the glyphs into `bitmap`, as bitmap_label's _place_text."""
        font = self._font
        line = self._metrics[2]
        x = x_start
        for char in text:
            if char == "\n":
                x = x_start
                y += line
                continue
            glyph = font.get_glyph(ord(char))
            if glyph is None:
                continue
            source_x = glyph.tile_index * glyph.width
            target_y = y - glyph.height - glyph.dy
            clip = 0
            if target_y < 0:
                clip = -target_y
                target_y = 0
            try:
                if hasattr(bitmap, "blit"):
                    bitmap.blit(max(x + glyph.dx, 0), target_y, glyph.bitmap, x1=source_x, y1=clip,
                                x2=source_x + glyph.width, y2=glyph.height, skip_index=0)
                else:
                    bitmaptools.blit(bitmap, glyph.bitmap, max(x + glyph.dx, 0), target_y, x1=source_x, y1=clip,
                                     x2=source_x + glyph.width, y2=glyph.height, skip_source_index=0)
            except ValueError:
                pass
            x += glyph.shift_x
