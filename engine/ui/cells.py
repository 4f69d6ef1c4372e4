"""Text that changes a character at a time, such as a running clock.

A label draws its whole text into one bitmap, so changing one digit pushes all
of it to the display again. Cells is a row of terminal-font glyph cells in one
TileGrid: changing a character changes one tile, and a board pushes just that
6x12 cell. Only the characters of CHARS are drawn (others show as blanks).
"""

import displayio
import terminalio

CHARS = " 0123456789:mnoclk"  # clocks, and "no clock"
W = 6  # terminalio glyph cell, pixels
H = 12

_sheet = None  # the glyphs of CHARS side by side, made once (1 bit a pixel)


def sheet():
    """The shared glyph sheet (built on first use, from the terminal font)."""
    global _sheet
    if _sheet is None:
        font = terminalio.FONT
        _sheet = displayio.Bitmap(W * len(CHARS), H, 2)
        for i in range(len(CHARS)):
            glyph = font.get_glyph(ord(CHARS[i]))
            if glyph is None:
                continue
            # (getattr: the fontio stubs name no Glyph fields.) A built-in font's
            # glyphs share one bitmap, tile_index apart.
            bitmap = getattr(glyph, "bitmap")
            width = getattr(glyph, "width")
            ox = getattr(glyph, "tile_index") * width
            for y in range(min(H, getattr(glyph, "height"))):
                for x in range(min(W, width)):
                    if bitmap[ox + x, y]:
                        _sheet[i * W + x, y] = 1
    return _sheet


class Cells(displayio.Group):
    """`count` character cells, right-aligned at x (the cells' right edge) and
    top y, placed like a label anchored there at (1.0, 0.0). Like a label it
    has `text`, `color` and `bounding_box` (of the text shown)."""

    def __init__(self, group, count, x, y, color):
        super().__init__(x=x - count * W, y=y)
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = color
        self.grid = displayio.TileGrid(
            sheet(), pixel_shader=self.palette, width=count, height=1, tile_width=W, tile_height=H)
        self.append(self.grid)
        self.count = count
        self.text = ""
        group.append(self)

    @property
    def color(self):
        """The text colour."""
        return self.palette[1]

    @property
    def bounding_box(self):
        """(x, y, width, height) of the text shown, within the cells."""
        width = len(self.text) * W
        return (self.count * W - width, 0, width, H)

    def show(self, text, color):
        """Right-align `text` in the cells; only changed tiles (and a changed
        colour: all of them) are pushed to the display."""
        self.text = text
        grid = self.grid
        pad = self.count - len(text)
        for i in range(self.count):
            tile = 0
            if i >= pad:
                tile = CHARS.find(text[i - pad])
                if tile < 0:
                    tile = 0
            if grid[i] != tile:
                grid[i] = tile
        if self.palette[1] != color:
            self.palette[1] = color
