"""Stand-in for CircuitPython's ``displayio`` (device lane, tests/device),
installed as ``sys.modules["displayio"]`` by lane_start.install().

Group and TileGrid are pure Python here on both interpreters. Bitmap, Palette
and ColorConverter are the interpreter's own when it has them: the
circuitpython-unix port has a native displayio with exactly those three (and a
native ``bitmaptools`` that only takes native bitmaps), so there the label
library runs its board code path and a bitmap costs the heap bytes it costs
on a board. That port's built-in ``displayio`` cannot be extended or replaced
by a file of the same name, hence the ``sys.modules`` entry. MicroPython has
none of them, so it gets the pure-Python ones below, which pack pixels as
tightly as a board does (1, 2, 4, 8 or 16 bits per value, rows padded to 32
bits), so the heap figures stay close.

Nothing here draws: the display stand-in (lcd.py) composes the tree only when
a frame is asked for.
"""

try:
    from displayio import Bitmap, ColorConverter, Palette  # circuitpython-unix: native

    NATIVE = True
except ImportError:
    NATIVE = False

    class Bitmap:
        """Pixels of `value_count` values, packed like a board's bitmap."""

        def __init__(self, width, height, value_count, buffer=None):
            bits = 1
            while (1 << bits) < value_count:
                bits *= 2
            if bits > 16:
                raise ValueError("value_count too large for the stand-in")
            self.width = width
            self.height = height
            self.value_count = value_count  # stand-in only: a board's Bitmap does not say
            self.bits_per_value = bits
            self._stride = ((width * bits + 31) >> 5) << 2  # bytes per row
            self._mask = (1 << bits) - 1
            # `buffer` (stand-in only): packed rows to use as they are, e.g.
            # the font's bytes, which then cost no copy.
            self._data = bytearray(self._stride * height) if buffer is None else buffer

        def _get(self, x, y):
            """The value at (x, y), no bounds check (the renderer's fast path)."""
            bits = self.bits_per_value
            if bits == 8:
                return self._data[y * self._stride + x]
            if bits == 16:
                at = y * self._stride + 2 * x
                return self._data[at] | self._data[at + 1] << 8
            bit = x * bits
            return (self._data[y * self._stride + (bit >> 3)] >> (bit & 7)) & self._mask

        def _set(self, x, y, value):
            bits = self.bits_per_value
            if bits == 8:
                self._data[y * self._stride + x] = value
            elif bits == 16:
                at = y * self._stride + 2 * x
                self._data[at] = value & 0xFF
                self._data[at + 1] = value >> 8
            else:
                bit = x * bits
                at = y * self._stride + (bit >> 3)
                shift = bit & 7
                self._data[at] = (self._data[at] & ~(self._mask << shift)) | (value & self._mask) << shift

        def _xy(self, index):
            if isinstance(index, int):
                x, y = index % self.width, index // self.width
            else:
                x, y = index
            if not (0 <= x < self.width and 0 <= y < self.height):
                raise IndexError("pixel outside the bitmap")
            return x, y

        def __getitem__(self, index):
            x, y = self._xy(index)
            return self._get(x, y)

        def __setitem__(self, index, value):
            x, y = self._xy(index)
            if not 0 <= value < self.value_count:
                raise ValueError("value out of range")
            self._set(x, y, value)

        def fill(self, value):
            """Every pixel to `value` (a byte pattern, so the loop is per byte)."""
            bits = self.bits_per_value
            data = self._data
            if bits == 16:
                for at in range(0, len(data), 2):
                    data[at] = value & 0xFF
                    data[at + 1] = value >> 8
                return
            pattern = value & self._mask
            width = bits
            while width < 8:
                pattern |= pattern << width
                width *= 2
            for at in range(len(data)):
                data[at] = pattern

        def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
            """Nothing to do: frames are composed from scratch."""

        def deinit(self):
            pass

    class Palette:
        """`color_count` colours (0xRRGGBB), each opaque until made transparent."""

        def __init__(self, color_count, dither=False):
            self._colors = [0] * color_count
            self._clear = bytearray(color_count)  # 1: transparent
            self.dither = dither

        def __len__(self):
            return len(self._colors)

        def __getitem__(self, index):
            return self._colors[index]

        def __setitem__(self, index, color):
            if not isinstance(color, int):  # (r, g, b) or 3 bytes
                color = color[0] << 16 | color[1] << 8 | color[2]
            self._colors[index] = color & 0xFFFFFF

        def make_transparent(self, index):
            self._clear[index] = 1

        def make_opaque(self, index):
            self._clear[index] = 0

        def is_transparent(self, index):
            return self._clear[index] == 1

    class ColorConverter:
        """RGB888 in, RGB565 out (the only conversion the lane needs)."""

        def __init__(self, input_colorspace=None, dither=False):
            self.dither = dither

        def convert(self, color):
            return rgb565(color)


def rgb565(color):
    """0xRRGGBB as the display's 16-bit colour (as displayio converts it)."""
    return (color >> 19) << 11 | ((color >> 10) & 0x3F) << 5 | (color >> 3) & 0x1F


def _int16(value):
    """A coordinate as a board keeps it: an int (a float is refused, as
    mp_obj_get_int refuses it), wrapped to 16 bits signed."""
    if not isinstance(value, int):
        raise TypeError("can't convert {} to int".format(type(value).__name__))
    return ((value + 0x8000) & 0xFFFF) - 0x8000


def _scale(value):
    if not isinstance(value, int):
        raise TypeError("can't convert {} to int".format(type(value).__name__))
    if not 1 <= value <= 32767:
        raise ValueError("scale must be 1-32767")
    return value


def _index(index):
    """A layer index as a board takes it: an int; no slices."""
    if isinstance(index, int):
        return index
    if type(index).__name__ == "slice":
        raise NotImplementedError("Slices not supported")
    raise TypeError("Group indices must be integers, not {}".format(type(index).__name__))


# Memory: a board's Group and TileGrid are C structs; these are instances whose
# attributes live in a hash table that grows 7 -> 19 -> 43 slots of 8 bytes.
# So each keeps at most 7 attributes: a grid's sizes share one tuple, and
# hidden / flip_x / flip_y / transpose_xy / "in a group" are bits of
# `_flags`, an attribute made only when one is set.
#
# As strict as a board (tests/test_displayio_strict.py runs the same probes
# on CircuitPython's own displayio): a layer is in at most one group, only a
# Group or TileGrid is a layer (ValueError), x and y are ints wrapped to 16
# bits (a float raises TypeError), a Group takes keywords only, a TileGrid needs a pixel_shader and keeps
# its bitmap's size, a Group takes no slices, an empty Group is false.
_HIDDEN = 1
_FLIP_X = 2
_FLIP_Y = 4
_TRANSPOSE = 8
_IN_GROUP = 16  # a layer in a group (or a display's root): refused by another


def _flag_property(bit):
    def get(self):
        return bool(self._flags & bit)

    def put(self, value):
        if value:
            self._flags |= bit
        elif self._flags & bit:
            self._flags &= ~bit

    return property(get, put)


def _coordinate(name):
    def get(self):
        return getattr(self, name)

    def put(self, value):
        setattr(self, name, _int16(value))

    return property(get, put)


def _adopt(layer):
    """Mark `layer` as in a group; refuse it when it is not a layer or is
    in one already (as displayio's group does)."""
    if not isinstance(layer, (Group, TileGrid)):
        raise ValueError("Layer must be a Group or TileGrid subclass")
    if layer._flags & _IN_GROUP:
        raise ValueError("Layer already in a group")
    layer._flags |= _IN_GROUP
    return layer


def _release(layer):
    layer._flags &= ~_IN_GROUP
    return layer


class Group:
    """Layers drawn in order (last on top), moved by x, y and scaled by an
    integer scale; a hidden group hides everything in it."""

    _flags = 0

    def __init__(self, *, scale=1, x=0, y=0):
        self._layers = []
        # The group's own scale, read by the renderer. Kept under its own name
        # because a subclass may redefine ``scale`` (the label library's
        # LabelBase does, to scale its inner group instead).
        self._own_scale = _scale(scale)
        self._x = _int16(x)
        self._y = _int16(y)

    hidden = _flag_property(_HIDDEN)
    x = _coordinate("_x")
    y = _coordinate("_y")

    @property
    def scale(self):
        return self._own_scale

    @scale.setter
    def scale(self, value):
        self._own_scale = _scale(value)

    def append(self, layer):
        self._layers.append(_adopt(layer))

    def insert(self, index, layer):
        self._layers.insert(_index(index), _adopt(layer))

    def index(self, layer):
        return self._layers.index(layer)

    def pop(self, index=-1):
        return _release(self._layers.pop(_index(index)))

    def remove(self, layer):
        self._layers.remove(layer)
        _release(layer)

    def sort(self, key=None, reverse=False):
        self._layers.sort(key=key, reverse=reverse)

    def __len__(self):
        return len(self._layers)

    def __bool__(self):
        return len(self._layers) > 0  # as on a board: an empty group is false

    def __getitem__(self, index):
        return self._layers[_index(index)]

    def __setitem__(self, index, layer):
        index = _index(index)
        old = self._layers[index]
        if old is layer:
            raise ValueError("Layer already in a group")
        self._layers[index] = _adopt(layer)
        _release(old)

    def __delitem__(self, index):
        self.pop(index)


class TileGrid:
    """A grid of tiles cut from one bitmap, coloured by its pixel shader."""

    _flags = 0

    def __init__(
        self,
        bitmap,
        *,
        pixel_shader,
        width=1,
        height=1,
        tile_width=None,
        tile_height=None,
        default_tile=0,
        x=0,
        y=0,
    ):
        tile_width = tile_width or bitmap.width
        tile_height = tile_height or bitmap.height
        if bitmap.width % tile_width or bitmap.height % tile_height:
            raise ValueError("tile size must divide the bitmap size")
        self._bitmap = bitmap
        self.pixel_shader = pixel_shader
        self._shape = (width, height, tile_width, tile_height)  # width, height in tiles
        self._tiles = bytearray(width * height)
        if default_tile:
            for at in range(width * height):
                self._tiles[at] = default_tile
        self._x = _int16(x)
        self._y = _int16(y)

    hidden = _flag_property(_HIDDEN)
    flip_x = _flag_property(_FLIP_X)
    flip_y = _flag_property(_FLIP_Y)
    transpose_xy = _flag_property(_TRANSPOSE)  # not drawn by the lane: refused at render
    x = _coordinate("_x")
    y = _coordinate("_y")

    @property
    def bitmap(self):
        return self._bitmap

    @bitmap.setter
    def bitmap(self, bitmap):
        if bitmap.width != self._bitmap.width or bitmap.height != self._bitmap.height:
            raise ValueError("New bitmap must be same size as old bitmap")
        self._bitmap = bitmap

    @property
    def pixel_shader(self):
        return self._shader

    @pixel_shader.setter
    def pixel_shader(self, shader):
        if not isinstance(shader, (Palette, ColorConverter)):
            raise TypeError("unsupported pixel_shader type")
        self._shader = shader

    @property
    def width(self):
        return self._shape[0]

    @property
    def height(self):
        return self._shape[1]

    @property
    def tile_width(self):
        return self._shape[2]

    @property
    def tile_height(self):
        return self._shape[3]

    def contains(self, touch_tuple):
        """True when (x, y, z)'s x, y is on the grid (its own x, y and size
        in pixels, as displayio's TileGrid.contains)."""
        if len(touch_tuple) != 3:
            raise ValueError("requested length 3 but object has length {}".format(len(touch_tuple)))
        width, height, tile_width, tile_height = self._shape
        x = touch_tuple[0]
        y = touch_tuple[1]
        return self._x <= x < self._x + width * tile_width and self._y <= y < self._y + height * tile_height

    def _at(self, index):
        if isinstance(index, int):
            at = index
        else:
            at = index[1] * self._shape[0] + index[0]
        if not 0 <= at < len(self._tiles):
            raise IndexError("Tile index out of bounds")
        return at

    def __getitem__(self, index):
        return self._tiles[self._at(index)]

    def __setitem__(self, index, tile):
        width, height, tile_width, tile_height = self._shape
        count = (self._bitmap.width // tile_width) * (self._bitmap.height // tile_height)
        if not 0 <= tile < count:
            raise ValueError("tile must be 0-{}".format(count - 1))
        self._tiles[self._at(index)] = tile


def release_displays():
    """Nothing to release: the lane's display is board.DISPLAY, made once."""
