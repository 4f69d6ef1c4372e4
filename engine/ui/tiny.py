"""A 3x5 pixel font for the coordinates beside a board (terminalio's 6x12
cells do not fit there): Arrowbic's and Spacewar's boards (engine/ui/coords.py)
and Missile Match's field. A module of its own, not engine/ui/theme.py, so
the screens without a board never load it.
"""

import displayio

# Five rows per character, each row three bits, left = 4.
_TINY = "123456789abcdefghiABCD"
_TINY_ROWS = "26227612476121655711746163475771222757577571603553465560344313553037433464434553446552022225755656563444365556"


def layer(width, height, color, x=0, y=0, lit=None):
    """A transparent layer for tiny text: (TileGrid, Bitmap). Characters are
    drawn in `color` (value 1), or with a `lit` colour as value 2."""
    colors = 2 if lit is None else 3
    bitmap = displayio.Bitmap(width, height, colors)
    palette = displayio.Palette(colors)
    palette.make_transparent(0)
    palette[1] = color
    if lit is not None:
        palette[2] = lit
    return displayio.TileGrid(bitmap, pixel_shader=palette, x=x, y=y), bitmap


def char(bitmap, ch, x, y, value=1):
    """Draw one 3x5 character (a digit 1-9, a-i or A-D) with its top-left at
    (x, y) of a layer() bitmap, in palette index `value` (a layer with more
    colours can light one character)."""
    at = _TINY.find(ch) * 5
    for row in range(5):
        bits = ord(_TINY_ROWS[at + row]) - 48
        for col in range(3):
            if bits & (4 >> col):
                bitmap[x + col, y + row] = value
