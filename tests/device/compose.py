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


def _prepare(item):
    """What the row loop needs for one grid: colours as RGB565 (-1 where
    transparent) and a pixel reader."""
    grid, x, y, scale = item
    if grid.transpose_xy:
        raise NotImplementedError("transpose_xy is not drawn by the device lane")
    shader = grid.pixel_shader
    colors = []
    for index in range(len(shader)):
        colors.append(_TRANSPARENT if shader.is_transparent(index) else dio.rgb565(shader[index]))
    bitmap = grid.bitmap
    get = _native_getter(bitmap) if dio.NATIVE else bitmap._get
    return (grid, x, y, scale, colors, get)


def compose(root, row, width, height, sink):
    """Compose the tree under `root` (None: nothing) row by row into `row`
    (2 * width bytes, big-endian RGB565) and call sink(row) for each."""
    items = []
    if root is not None:
        _layers(root, 0, 0, 1, items)
    items = [_prepare(item) for item in items]
    for y in range(height):
        for at in range(2 * width):
            row[at] = 0
        for item in items:
            _paint(row, width, y, item)
        sink(row)


def _paint(row, width, y, item):
    """Draw one grid's pixels of screen row `y` into `row`."""
    grid, ax, ay, scale, colors, get = item
    tile_w = grid.tile_width
    tile_h = grid.tile_height
    local_h = grid.height * tile_h
    if y < ay or y >= ay + local_h * scale:
        return
    local_w = grid.width * tile_w
    ly = (y - ay) // scale
    if grid.flip_y:
        ly = local_h - 1 - ly
    tile_row = ly // tile_h
    py = ly - tile_row * tile_h
    first = 0 if ax >= 0 else (scale - 1 - ax) // scale
    last = min(local_w, (width - ax + scale - 1) // scale)
    tiles = grid._tiles
    single = len(tiles) == 1 and tiles[0] == 0
    across = grid.bitmap.width // tile_w
    count = len(colors)
    flip = grid.flip_x
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
