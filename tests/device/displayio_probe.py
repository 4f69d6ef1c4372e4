"""Probes of what a board's displayio accepts and refuses, run the same on
the lane's stand-ins and on CircuitPython's own display code
(tests/test_displayio_strict.py): each probe does one thing a screen might
do and its outcome is compared, so a screen that passes the lane cannot fail
on a board for one of these.

    lane_main.py --call displayio_probe.main

prints ``probe NAME OUTCOME`` per probe (OUTCOME: ``= value`` or the name of
the exception raised), then ``probe done``.
"""


def _layers(displayio):
    """A 4x4 bitmap, its palette and a TileGrid of it at (3, 2)."""
    bitmap = displayio.Bitmap(4, 4, 2)
    palette = displayio.Palette(2)
    return bitmap, palette, displayio.TileGrid(bitmap, pixel_shader=palette, x=3, y=2)


def layer_in_two_groups(d):
    grid = _layers(d)[2]
    d.Group().append(grid)
    d.Group().append(grid)


def group_in_two_groups(d):
    inner = d.Group()
    d.Group().append(inner)
    d.Group().insert(0, inner)


def layer_twice_in_one_group(d):
    grid = _layers(d)[2]
    group = d.Group()
    group.append(grid)
    group.append(grid)


def layer_set_over_itself(d):
    grid = _layers(d)[2]
    group = d.Group()
    group.append(grid)
    group[0] = grid


def layer_free_after_pop(d):
    grid = _layers(d)[2]
    group = d.Group()
    group.append(grid)
    group.pop()
    other = d.Group()
    other.append(grid)
    return len(other)


def layer_free_after_remove_and_del(d):
    grid = _layers(d)[2]
    group = d.Group()
    group.append(grid)
    group.remove(grid)
    group.append(grid)
    del group[0]
    group.append(grid)
    return len(group)


def layer_free_after_replaced(d):
    bitmap, palette, grid = _layers(d)
    group = d.Group()
    group.append(grid)
    group[0] = d.TileGrid(bitmap, pixel_shader=palette)
    d.Group().append(grid)


def tilegrid_without_pixel_shader(d):
    d.TileGrid(d.Bitmap(4, 4, 2))


def tilegrid_pixel_shader_positional(d):
    d.TileGrid(d.Bitmap(4, 4, 2), d.Palette(2))


def tilegrid_pixel_shader_none(d):
    d.TileGrid(d.Bitmap(4, 4, 2), pixel_shader=None)


def bitmap_of_another_size(d):
    _layers(d)[2].bitmap = d.Bitmap(8, 4, 2)


def bitmap_of_the_same_size(d):
    grid = _layers(d)[2]
    grid.bitmap = d.Bitmap(4, 4, 4)
    return grid.bitmap.width


def float_x_of_group(d):
    d.Group().x = 1.5


def float_y_of_group_made(d):
    d.Group(y=0.5)


def float_x_of_tilegrid(d):
    _layers(d)[2].x = 2.0


def float_y_of_tilegrid_made(d):
    d.TileGrid(d.Bitmap(4, 4, 2), pixel_shader=d.Palette(2), y=1.5)


def float_scale(d):
    d.Group(scale=1.5)


def group_positional_scale(d):
    return d.Group(2).scale


def scale_zero(d):
    d.Group(scale=0)


def group_slice(d):
    group = d.Group()
    group.append(_layers(d)[2])
    return len(group[0:1])


def group_float_index(d):
    group = d.Group()
    group.append(_layers(d)[2])
    return group[0.0]


def empty_group_is_false(d):
    return bool(d.Group())


def group_with_a_layer_is_true(d):
    group = d.Group()
    group.append(d.Group())
    return bool(group)


def group_x_wraps(d):
    return d.Group(x=40000).x


def group_y_wraps_when_set(d):
    group = d.Group()
    group.y = -40000
    return group.y


def tilegrid_x_wraps(d):
    return d.TileGrid(d.Bitmap(4, 4, 2), pixel_shader=d.Palette(2), x=40000).x


def append_a_bitmap(d):
    d.Group().append(d.Bitmap(4, 4, 2))


def append_a_palette(d):
    d.Group().append(d.Palette(2))


def tilegrid_contains(d):
    grid = d.TileGrid(d.Bitmap(4, 2, 2), pixel_shader=d.Palette(2), width=2, height=3, tile_width=2, tile_height=2,
                      x=10, y=20)
    return [grid.contains(point) for point in ((10, 20, 0), (13, 25, 0), (14, 25, 0), (13, 26, 0), (9, 20, 0))]


def tilegrid_contains_needs_three(d):
    return _layers(d)[2].contains((3, 2))


def tile_out_of_range(d):
    _layers(d)[2][0] = 1


def tile_index_out_of_range(d):
    return _layers(d)[2][1]


PROBES = (
    layer_in_two_groups,
    group_in_two_groups,
    layer_twice_in_one_group,
    layer_set_over_itself,
    layer_free_after_pop,
    layer_free_after_remove_and_del,
    layer_free_after_replaced,
    tilegrid_without_pixel_shader,
    tilegrid_pixel_shader_positional,
    tilegrid_pixel_shader_none,
    bitmap_of_another_size,
    bitmap_of_the_same_size,
    float_x_of_group,
    float_y_of_group_made,
    float_x_of_tilegrid,
    float_y_of_tilegrid_made,
    float_scale,
    group_positional_scale,
    scale_zero,
    group_slice,
    group_float_index,
    empty_group_is_false,
    group_with_a_layer_is_true,
    group_x_wraps,
    group_y_wraps_when_set,
    tilegrid_x_wraps,
    append_a_bitmap,
    append_a_palette,
    tilegrid_contains,
    tilegrid_contains_needs_three,
    tile_out_of_range,
    tile_index_out_of_range,
)


def font_metrics(font):
    """The built-in font's cell and the offsets of a few glyphs: what places
    a label's text (a board's 6x12 terminalio font: dx = dy = 0)."""
    found = [tuple(font.get_bounding_box())]
    for char in "Ag_|":
        glyph = font.get_glyph(ord(char))
        found.append((char, glyph.width, glyph.height, glyph.dx, glyph.dy, glyph.shift_x, glyph.shift_y))
    return found


def outcome(probe, module):
    """``= value`` (repr) or the name of the exception `probe(module)` raised."""
    try:
        return "= " + repr(probe(module))
    except Exception as error:  # noqa: BLE001 -- the outcome is the exception's kind
        return type(error).__name__


def main():
    """Print every probe's outcome on this interpreter's displayio."""
    import displayio
    import terminalio

    for probe in PROBES:
        print("probe {} {}".format(probe.__name__, outcome(probe, displayio)))
    print("probe font_metrics {}".format(outcome(font_metrics, terminalio.FONT)))
    print("probe done")
