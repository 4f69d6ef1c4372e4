"""Stand-in for CircuitPython's ``fontio`` (device lane, tests/device):
``BuiltinFont`` over one strip bitmap of glyphs, as a board's built-in font
is (glyph i is tile i of the strip)."""


class Glyph:
    """What get_glyph returns; a new one per call, as on a board."""

    def __init__(self, bitmap, tile_index, width, height, dx, dy, shift_x, shift_y):
        self.bitmap = bitmap
        self.tile_index = tile_index
        self.width = width
        self.height = height
        self.dx = dx
        self.dy = dy
        self.shift_x = shift_x
        self.shift_y = shift_y


class BuiltinFont:
    """Glyphs `first` .. `first + count - 1`, each a `width` x `height` tile
    of `bitmap`, all placed with the same offsets."""

    def __init__(self, bitmap, first, count, width, height, dx, dy):
        self.bitmap = bitmap
        self._first = first
        self._count = count
        self._size = (width, height)
        self._dx = dx
        self._dy = dy

    def get_bounding_box(self):
        return self._size

    def get_glyph(self, codepoint):
        index = codepoint - self._first
        if not 0 <= index < self._count:
            return None
        width, height = self._size
        return Glyph(self.bitmap, index, width, height, self._dx, self._dy, width, 0)
