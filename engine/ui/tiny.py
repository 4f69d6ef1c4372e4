"""A 3x5 pixel font for the coordinates beside a board (terminalio's 6x12
cells do not fit there): the boards of Arrowbic, Spacewar and Spacewar
Classic (engine/ui/coords.py) and Missile Match's field. A module of its own,
not engine/ui/theme.py, so the screens without a board never load it.
"""

import displayio

from engine.ui.cells import ink


def layer(width, height, color, x=0, y=0, lit=None):
    """A transparent layer for tiny text: (TileGrid, Bitmap). Characters are
    drawn in `color` (value 1), or with a `lit` colour as value 2."""
    if lit is None:  # one colour: the scene's shared text palette of it
        bitmap = displayio.Bitmap(width, height, 2)
        return displayio.TileGrid(bitmap, pixel_shader=ink(color), x=x, y=y), bitmap
    bitmap = displayio.Bitmap(width, height, 3)
    palette = displayio.Palette(3)
    palette.make_transparent(0)
    palette[1] = color
    palette[2] = lit
    return displayio.TileGrid(bitmap, pixel_shader=palette, x=x, y=y), bitmap


def char(bitmap, ch, x, y, value=1):
    """Draw one 3x5 character (a digit, a-p or A-D) with its top-left at
    (x, y) of a layer() bitmap, in palette index `value` (a layer with more
    colours can light one character)."""
    # The font: its characters, then five rows each, three bits a row, left
    # = 4 (literals, not module names: a board keeps names interned until it
    # resets, and a match that draws coordinates drops this module again).
    at = "0123456789abcdefghijklmnopABCD".find(ch) * 5
    rows = (
        "75557262276124761216557117461634757712227575775716"
        "03553465560344313553037433464435316446552022210116"
        "45665622230675506555025520656425755656563444365556"
    )
    width = bitmap.width
    for row in range(5):
        bits = ord(rows[at + row]) - 48
        # (A pixel by its index, y * width + x: bitmap[x, y] makes a tuple
        # a pixel, garbage in the frame that lights a coordinate.)
        pixel = (y + row) * width + x
        for col in range(3):
            if bits & (4 >> col):
                bitmap[pixel + col] = value
