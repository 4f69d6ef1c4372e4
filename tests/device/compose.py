"""Composition of a displayio Group tree into rows of RGB565 pixels, for the
device lane's display (lcd.py). A module of its own, imported for a frame
and dropped again, so its code is in the heap only while a frame is drawn.

As displayio does: layers in order, the last on top; a Group moves its layers
by x, y (in its parent's scaled pixels) and scales them by an integer; hidden
groups and grids draw nothing; a TileGrid maps each pixel through its tile,
bitmap and palette, and transparent palette entries (or values past the
palette) let what is below show; flip_x / flip_y mirror the whole grid;
transpose_xy is refused (nothing in Salvo uses it, and the lane must not draw
something unlike a board). Colours are RGB565, converted from 0xRRGGBB as
displayio does; pixels nothing covers are 0 (black).
"""

import displayio_standin as dio

_TRANSPARENT = -1


def _native_getter(bitmap):
    """bitmap[x, y] for a native bitmap (circuitpython-unix)."""

    def get(x, y):
        return bitmap[x, y]

    return get


def _layers(group, ox, oy, scale, out):
    """Append (grid, x, y, scale) for every shown TileGrid, in drawing order."""
    if group.hidden:
        return
    x0 = ox + scale * group.x
    y0 = oy + scale * group.y
    inner = scale * group._own_scale
    for layer in group._layers:
        if isinstance(layer, dio.TileGrid):
            if not layer.hidden:
                out.append((layer, x0 + inner * layer.x, y0 + inner * layer.y, inner))
        else:
            _layers(layer, x0, y0, inner, out)


class _Layer:
    """What the row loop needs for one grid, worked out once a frame."""

    def __init__(self, item, width):
        grid, x, y, scale = item
        if grid.transpose_xy:
            raise NotImplementedError("transpose_xy is not drawn by the device lane")
        shader = grid.pixel_shader
        colors = []
        for index in range(len(shader)):
            colors.append(_TRANSPARENT if shader.is_transparent(index) else dio.rgb565(shader[index]))
        bitmap = grid.bitmap
        self.grid = grid
        self.x = x
        self.y = y
        self.scale = scale
        self.colors = colors
        self.w = grid.width * grid.tile_width  # in the grid's own pixels
        self.h = grid.height * grid.tile_height
        self.top = y
        self.bottom = y + self.h * scale  # screen rows top .. bottom - 1
        self.first = 0 if x >= 0 else (scale - 1 - x) // scale  # first own column on screen
        self.last = min(self.w, (width - x + scale - 1) // scale)
        tiles = grid._tiles
        self.single = len(tiles) == 1 and tiles[0] == 0  # the bitmap as it is
        # A stand-in bitmap that can only hold 0 under one opaque colour (a
        # filled rectangle): copied as a run of that colour. Only for the
        # pure-Python bitmaps: a native one does not say its value count.
        self.solid = None
        if not dio.NATIVE and bitmap.value_count == 1 and colors[0] >= 0 and self.single:
            run = bytearray(2 * width)
            for at in range(0, 2 * width, 2):
                run[at] = colors[0] >> 8
                run[at + 1] = colors[0] & 0xFF
            self.solid = memoryview(run)
        # 1-bit stand-in bitmaps (labels, most sprites) are read in place.
        self.bits1 = None if dio.NATIVE or bitmap.bits_per_value != 1 or not self.single else bitmap
        self.get = _native_getter(bitmap) if dio.NATIVE else bitmap._get


def compose(root, row, width, height, sink):
    """Compose the tree under `root` (None: nothing) row by row into `row`
    (2 * width bytes, big-endian RGB565) and call sink(row) for each."""
    items = []
    if root is not None:
        _layers(root, 0, 0, 1, items)
    layers = [_Layer(item, width) for item in items]
    black = bytes(2 * width)
    for y in range(height):
        row[:] = black
        for layer in layers:
            if layer.top <= y < layer.bottom:
                _paint(row, width, y, layer)
        sink(row)


def _paint(row, width, y, layer):
    """Draw one grid's pixels of screen row `y` into `row`."""
    grid = layer.grid
    ax = layer.x
    scale = layer.scale
    first = layer.first
    last = layer.last
    if first >= last:
        return
    if layer.solid is not None:
        left = ax + first * scale
        right = min(ax + last * scale, width)
        left = max(left, 0)
        row[2 * left : 2 * right] = layer.solid[: 2 * (right - left)]
        return
    ly = (y - layer.top) // scale
    if grid.flip_y:
        ly = layer.h - 1 - ly
    colors = layer.colors
    count = len(colors)
    flip = grid.flip_x
    local_w = layer.w
    if layer.bits1 is not None and scale == 1 and not flip:
        bitmap = layer.bits1
        data = bitmap._data
        base = ly * bitmap._stride
        at = 2 * (ax + first)
        for lx in range(first, last):
            value = (data[base + (lx >> 3)] >> (lx & 7)) & 1
            if value < count:
                color = colors[value]
                if color >= 0:
                    row[at] = color >> 8
                    row[at + 1] = color & 0xFF
            at += 2
        return
    get = layer.get
    tile_w = grid.tile_width
    tile_h = grid.tile_height
    tile_row = ly // tile_h
    py = ly - tile_row * tile_h
    tiles = grid._tiles
    across = grid.bitmap.width // tile_w
    single = layer.single
    for lx in range(first, last):
        sx = local_w - 1 - lx if flip else lx
        if single:
            value = get(sx, ly)
        else:
            tile_col = sx // tile_w
            tile = tiles[tile_row * grid.width + tile_col]
            value = get((tile % across) * tile_w + sx - tile_col * tile_w, (tile // across) * tile_h + py)
        if value >= count:
            continue
        color = colors[value]
        if color < 0:
            continue
        x = ax + lx * scale
        for _ in range(scale):
            if 0 <= x < width:
                row[2 * x] = color >> 8
                row[2 * x + 1] = color & 0xFF
            x += 1
