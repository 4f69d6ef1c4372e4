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


def _most(group):
    """The longest palette of any grid under `group` (1 at least)."""
    most = 1
    for layer in group._layers:
        if isinstance(layer, dio.TileGrid):
            most = max(most, len(layer._shader))
        else:
            most = max(most, _most(layer))
    return most


def _draw(group, ox, oy, scale, row, width, y, colors):
    """Paint screen row `y` of every shown grid under `group`, in drawing
    order. The tree is walked again for each row rather than listed once:
    a checkpoint of a six-seat table has 80-odd grids, and whatever the lane
    holds for its own drawing is room a board never needs (a list of the
    grids with their palettes came to some 5 KB at that checkpoint)."""
    if group.hidden:
        return
    x0 = ox + scale * group._x
    y0 = oy + scale * group._y
    inner = scale * group._own_scale
    for layer in group._layers:
        if isinstance(layer, dio.TileGrid):
            if layer.hidden:
                continue
            top = y0 + inner * layer._y
            if top <= y < top + layer.height * layer.tile_height * inner:
                _paint(row, width, y, layer, top, x0 + inner * layer._x, inner, colors)
        else:
            _draw(layer, x0, y0, inner, row, width, y, colors)


def compose(root, row, width, height, sink):
    """Compose the tree under `root` (None: nothing) row by row into `row`
    (2 * width bytes, big-endian RGB565) and call sink(row) for each."""
    colors = [0] * (1 if root is None else _most(root))  # a palette as RGB565, one grid at a time
    size = len(row)
    for y in range(height):
        for at in range(size):  # black, without a row of zeros made for it
            row[at] = 0
        if root is not None:
            _draw(root, 0, 0, 1, row, width, y, colors)
        sink(row)


def _colors(shader, colors):
    """Fill `colors` with the palette as RGB565 (-1 transparent); returns how
    many entries it has."""
    count = len(shader)
    for index in range(count):
        colors[index] = _TRANSPARENT if shader.is_transparent(index) else dio.rgb565(shader[index])
    return count


def _paint(row, width, y, grid, top, ax, scale, colors):
    """Draw the pixels of screen row `y` of `grid` (its top row at `top`, its
    left edge at `ax`, scaled by `scale`) into `row`."""
    if grid.transpose_xy:
        raise NotImplementedError("transpose_xy is not drawn by the device lane")
    local_w = grid.width * grid.tile_width  # in the grid's own pixels
    first = 0 if ax >= 0 else (scale - 1 - ax) // scale  # first own column on screen
    last = min(local_w, (width - ax + scale - 1) // scale)
    if first >= last:
        return
    bitmap = grid._bitmap
    tiles = grid._tiles
    single = len(tiles) == 1 and tiles[0] == 0  # the bitmap as it is
    count = _colors(grid._shader, colors)
    if not dio.NATIVE and single and bitmap.value_count == 1 and colors[0] >= 0:
        # A stand-in bitmap that can only hold 0 under one opaque colour (a
        # filled rectangle): a run of that colour. (A native bitmap does
        # not say its value count.)
        high = colors[0] >> 8
        low = colors[0] & 0xFF
        for x in range(max(ax + first * scale, 0), min(ax + last * scale, width)):
            row[2 * x] = high
            row[2 * x + 1] = low
        return
    ly = (y - top) // scale
    if grid.flip_y:
        ly = grid.height * grid.tile_height - 1 - ly
    flip = grid.flip_x
    if not dio.NATIVE and single and bitmap.bits_per_value == 1 and scale == 1 and not flip:
        # 1-bit stand-in bitmaps (labels, most sprites), read in place.
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
    # A native bitmap is read by its linear index (an (x, y) key would be a
    # tuple made for every pixel); a stand-in one by its _get.
    get = None if dio.NATIVE else bitmap._get
    across_px = bitmap.width
    tile_w = grid.tile_width
    tile_h = grid.tile_height
    tile_row = ly // tile_h
    py = ly - tile_row * tile_h
    across = across_px // tile_w
    for lx in range(first, last):
        sx = local_w - 1 - lx if flip else lx
        if single:
            bx = sx
            by = ly
        else:
            tile_col = sx // tile_w
            tile = tiles[tile_row * grid.width + tile_col]
            bx = (tile % across) * tile_w + sx - tile_col * tile_w
            by = (tile // across) * tile_h + py
        value = bitmap[by * across_px + bx] if get is None else get(bx, by)
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
