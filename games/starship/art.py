"""Starship Combat pixel art: the ship, a missile, an explosion (rows of
characters for engine.ui.theme.sprite), shared by the match screen and the
how-to-play pages; and the shield's bubble (disc)."""

import bitmaptools
import displayio

SHIP = (
    "..1111..........",
    ".122221.........",
    "..1222211111....",
    "...12222222211..",
    "111122223322221.",
    "1222222233222221",
    "111122223322221.",
    "...12222222211..",
    "..1222211111....",
    ".122221.........",
    "..1111..........",
)
MISSILE = ("..11.", "12222", "..11.")
BOOM = (
    "..1..1..1..",
    "...1.1.1...",
    ".1..212..1.",
    "..1222221..",
    "1122232221.",
    "..1222221..",
    ".1..212..1.",
    "...1.1.1...",
    "..1..1..1..",
)


def mirror(rows):
    """Pixel-art rows flipped left to right (CircuitPython's str has no step
    slices, so the characters are reversed one by one)."""
    flipped = []
    for row in rows:
        chars = [row[i] for i in range(len(row) - 1, -1, -1)]
        flipped.append("".join(chars))
    return tuple(flipped)


def disc(radius, color, x, y):
    """A filled circle as a TileGrid (a bitmap, unlike vectorio shapes, scales
    with its Group); returns (grid, palette) so the caller can recolour it."""
    size = radius * 2 + 1
    bitmap = displayio.Bitmap(size, size, 2)
    palette = displayio.Palette(2)
    palette.make_transparent(0)
    palette[1] = color
    limit = radius * radius + radius  # + radius rounds the rim like a real circle
    # A row is one span (bitmaptools.fill_region, native): its half-width is
    # the largest dx with dx * dx + dy * dy <= limit, found from the centre
    # row's outwards (it only shrinks), not a pixel at a time.
    half = radius
    for dy in range(radius + 1):  # the centre row, then each row above with its mirror below
        while half >= 0 and half * half + dy * dy > limit:
            half -= 1
        if half < 0:
            break
        bitmaptools.fill_region(bitmap, radius - half, radius - dy, radius + half + 1, radius - dy + 1, 1)
        if dy:
            bitmaptools.fill_region(bitmap, radius - half, radius + dy, radius + half + 1, radius + dy + 1, 1)
    return displayio.TileGrid(bitmap, pixel_shader=palette, x=x, y=y), palette
