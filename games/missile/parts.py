"""Glyph cells (engine/ui/cells.py) that show a text made of parts, never
made as a str: a caption worked out in a frame (a seat name, a square, a
count) allocates nothing. A str made in a frame is garbage, and on a board
garbage adds up to collections of 40-60 ms (docs/PERFORMANCE.md).

Missile Match's own module for now (it goes with the game's code): in
engine/ui, every scene's heap would hold its name, and the 112 KB tour has
no room for it at Microchips' six seats (engine/ui/modules.py would have to
name it to drop it after a match). Nothing in it is Missile's: another
game's screen that needs it moves it there with that room found.
"""

from engine.ui.cells import DIGIT_H, Cells, _Digits, _Font, ink

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


_FIRST = const(32)  # space: the glyph of tile 0 of the cells' tiles (as cells.py)
_COUNT = const(95)  # printable ASCII, space to '~'


class PartCells(Cells):
    """Cells with show_parts() besides show()."""

    def show_parts(self, color, a, b="", c="", d="", e=""):
        """Show the text the parts make one after the other (each a str, an
        int >= 0 written in decimal, or an int < 0: that many spaces), as
        show() shows a text, without
        making it: a caption worked out in a frame allocates nothing
        (a str made is garbage, and a board's collection stops it for
        40-60 ms). `text` is None afterwards (the tiles hold the text). True
        when anything changed."""
        palette = getattr(self, "pixel_shader")  # (see color)
        count = self.width
        size = _size(a) + _size(b) + _size(c) + _size(d) + _size(e)
        if size > count:
            size = count
        self.text = None  # (never equal to a text: the next show() writes its own)
        start = self._start(size)
        tiles = _Digits.tiles if self.tile_height == DIGIT_H else _Font.tiles
        blank = tiles[0]
        changed = False
        for i in range(count):
            tile = blank
            at = i - start
            if 0 <= at < size:
                code = _code(at, a, b, c, d, e) - _FIRST
                if 0 <= code < _COUNT:
                    tile = tiles[code]
            if self[i] != tile:
                self[i] = tile
                changed = True
        if palette[1] != color:
            self.pixel_shader = ink(color, palette[0])
            changed = True
        return changed


def _size(part):
    """Characters of a show_parts part."""
    if isinstance(part, str):
        return len(part)
    if part < 0:
        return -part
    size = 1
    while part >= 10:
        part //= 10
        size += 1
    return size


def _code(at, a, b, c, d, e):
    """The character code at `at` of the text parts a to e make (show_parts;
    one part after the other, no tuple of them)."""
    for k in range(5):
        part = a if k == 0 else b if k == 1 else c if k == 2 else d if k == 3 else e
        size = _size(part)
        if at < size:
            return _char(part, at, size)
        at -= size
    return _FIRST


def _char(part, at, size):
    """The character code at `at` of one part of `size` characters."""
    if isinstance(part, str):
        return ord(part[at])
    if part < 0:
        return _FIRST  # (a space)
    for _ in range(size - 1 - at):
        part //= 10
    return 48 + part % 10
