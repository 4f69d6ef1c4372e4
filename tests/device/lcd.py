"""The device lane's display: board.DISPLAY of the stand-in ``board``.

A board's display keeps its frame in the display chip, not in the heap; so
does this one in spirit: ``refresh()`` only counts, and the Group tree is
composed into pixels when a frame is asked for (``capture``), one row at a
time into a single row buffer (320 bytes at 160 wide) that is handed to a
sink (a hash, a dump, a pixel probe). A whole frame in the heap would be
40 KB, a third of a PyBadge's free RAM, and would make the lane's heap figures
meaningless.

Composition follows displayio: layers in order, the last on top; a Group moves
its layers by x, y (in its parent's scaled pixels) and scales them by an
integer; hidden groups and grids draw nothing; a TileGrid maps each pixel
through its tile, bitmap and palette, and transparent palette entries (or
values past the palette) let what is below show; flip_x / flip_y mirror the
whole grid; transpose_xy is refused (nothing in Salvo uses it, and the lane
must not draw something it does not do like a board). Colours are the
display's RGB565, converted from 0xRRGGBB as displayio does; uncovered pixels
are 0 (black).

``arm()`` makes the next ``refresh()`` compose the frame it shows and keep
its hash in ``captured``: a checkpoint sees exactly what the refresh drew.
"""

import gc

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


class Display:
    """A built-in display of `width` x `height` pixels (RGB565)."""

    def __init__(self, width=160, height=128):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = True
        self.brightness = 1.0
        self.rotation = 0
        self.refreshes = 0  # refresh() calls
        self.captured = None  # hex hash of the last armed refresh's frame
        self.render_heap = 0  # gc.mem_alloc() just before that frame was composed
        self._armed = False
        self._row = bytearray(2 * width)  # one row, big-endian RGB565

    def refresh(self, target_frames_per_second=None, minimum_frames_per_second=0):
        """Show the tree; composed only when armed (see the module notes)."""
        self.refreshes += 1
        if self._armed:
            self._armed = False
            alloc = getattr(gc, "mem_alloc", None)
            self.render_heap = alloc() if alloc else 0
            self.captured = self.frame_hash()
        return True

    def arm(self):
        """Compose the frame the next refresh() shows (a checkpoint)."""
        self._armed = True

    def frame_hash(self):
        """The first 16 hex digits of sha256 over the frame's rows (big-endian
        RGB565): what checkpoints compare with the simulator's frames."""
        import hashlib

        digest = hashlib.sha256()
        self.capture(digest.update)
        return "".join(["%02x" % byte for byte in digest.digest()[:8]])

    def capture(self, sink):
        """Compose the tree now; call sink(row) for each row, top to bottom
        (the same bytearray every time: copy it to keep it)."""
        items = []
        if self.root_group is not None:
            _layers(self.root_group, 0, 0, 1, items)
        items = [_prepare(item) for item in items]
        row = self._row
        width = self.width
        for y in range(self.height):
            for at in range(2 * width):
                row[at] = 0
            for item in items:
                _paint(row, width, y, item)
            sink(row)

    def pixel(self, x, y):
        """The RGB565 colour at (x, y) now (tests)."""
        found = []
        self.capture(lambda row: found.append(row[2 * x] << 8 | row[2 * x + 1]))
        return found[y]


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
