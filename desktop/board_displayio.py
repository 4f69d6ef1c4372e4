"""The simulator's displayio made to behave as a board's (desktop only).

Blinka's displayio is a port of CircuitPython's, and draws the same pixels,
but it accepts some things a board refuses and its font is placed otherwise.
A screen that works in the simulator must not fail on a board, so
``follow_board()`` (called once, by desktop/sim.py and tests/conftest.py)
changes the simulator where it differs from CircuitPython's own display
code, as measured on circuitpython-unix-displayio
(tests/test_displayio_strict.py runs the same probes on both):

- The font. Blinka loads Terminus ter-u12n from its BDF file, where every
  printable glyph is a 6x12 box with ``dy = -2``. A board's terminalio.FONT
  is made from the same file by the firmware build, which draws each glyph
  into a tile of the font's whole 6x12 cell: the same pixels, with
  ``dx = dy = 0``. The offsets decide where a label's text sits (its
  ascent, and a baseline-anchored label's top), so the simulator takes the
  board's.
- Coordinates: x and y must be ints (a float raises TypeError, not
  ValueError or nothing) and wrap to 16 bits signed, as a board stores them;
  a scale must be an int (TypeError).
- A TileGrid needs a pixel_shader (TypeError without one); setting a tile
  past the bitmap's raises ValueError, reading past the grid IndexError.
- A Group takes int indices only: a slice raises NotImplementedError.
"""

BOARD_DX = 0
BOARD_DY = 0
_FIRST = 0x20
_LAST = 0x7E  # printable ASCII: what a board's terminalio font holds
_DONE = []


def follow_board():
    """Make Blinka's displayio and terminalio.FONT behave as a board's (once)."""
    if _DONE:
        return
    _DONE.append(True)
    import displayio
    import terminalio

    board_font(terminalio.FONT)
    _strict_group(displayio.Group)
    _strict_tilegrid(displayio.TileGrid)


def board_font(font):
    """Give `font` the board's glyph offsets; its glyphs are loaded once and
    shared, so every label made after sees them. Refuses a font whose glyphs
    are not all one cell (a board's tiles would then hold more than the
    glyph's own bitmap)."""
    cell = tuple(font.get_bounding_box()[:2])
    for code in range(_FIRST, _LAST + 1):
        glyph = font.get_glyph(code)
        if glyph is None:
            continue
        if (glyph.width, glyph.height) != cell:
            raise ValueError("glyph {} is {}x{}, not the font's {}x{} cell".format(code, glyph.width, glyph.height, *cell))
        glyph.dx = BOARD_DX
        glyph.dy = BOARD_DY
    return font


def _as_int(value):
    """`value` as mp_obj_get_int takes it: an int (a bool is one), never a
    float or anything else (TypeError)."""
    if isinstance(value, int):
        return value
    raise TypeError("can't convert {} to int".format(type(value).__name__))


def int16(value):
    """A coordinate as a board keeps it: an int, wrapped to 16 bits signed."""
    return ((_as_int(value) + 0x8000) & 0xFFFF) - 0x8000


def _scale(value):
    if 1 <= _as_int(value) <= 32767:
        return value
    raise ValueError("scale must be 1-32767")


def _index(index):
    """A layer's index: an int; a slice is not supported, anything else a TypeError."""
    if isinstance(index, slice):
        raise NotImplementedError("Slices not supported")
    if isinstance(index, int):
        return index
    raise TypeError("Group indices must be integers, not {}".format(type(index).__name__))


def _coordinates(cls):
    """x and y of `cls` through int16 (its own setters do the rest)."""
    for name in ("x", "y"):
        old = getattr(cls, name)
        setattr(cls, name, property(old.fget, lambda self, value, put=old.fset: put(self, int16(value)), doc=old.__doc__))


def _strict_group(cls):
    init = cls.__init__

    def __init__(self, *, scale=1, x=0, y=0):
        init(self, scale=_scale(scale), x=int16(x), y=int16(y))

    cls.__init__ = __init__
    _coordinates(cls)
    set_scale = cls._set_scale
    cls._set_scale = lambda self, value: set_scale(self, _scale(value))
    for name in ("__getitem__", "__delitem__", "pop"):
        setattr(cls, name, _indexed(getattr(cls, name)))
    insert = cls.insert
    cls.insert = lambda self, index, layer: insert(self, _index(index), layer)
    setitem = cls.__setitem__
    cls.__setitem__ = lambda self, index, layer: setitem(self, _index(index), layer)


def _indexed(method):
    def strict(self, index=-1):
        return method(self, _index(index))

    strict.__name__ = method.__name__
    return strict


def _strict_tilegrid(cls):
    init = cls.__init__

    def __init__(self, bitmap, *, pixel_shader=None, x=0, y=0, **options):
        if pixel_shader is None:
            raise TypeError("'pixel_shader' argument required")
        init(self, bitmap, pixel_shader=pixel_shader, x=int16(x), y=int16(y), **options)

    cls.__init__ = __init__
    _coordinates(cls)
    getitem = cls.__getitem__
    setitem = cls.__setitem__

    def __getitem__(self, index):
        try:
            return getitem(self, index)
        except ValueError as error:  # Blinka's "Tile index out of bounds"
            raise IndexError(str(error)) from None

    def __setitem__(self, index, tile):
        count = (self.bitmap.width // self.tile_width) * (self.bitmap.height // self.tile_height)
        if not 0 <= tile < count:
            raise ValueError("tile must be 0-{}".format(count - 1))
        try:
            setitem(self, index, tile)
        except ValueError as error:
            raise IndexError(str(error)) from None

    cls.__getitem__ = __getitem__
    cls.__setitem__ = __setitem__
