"""Spacewar pixel art: tile sheets for the board's four layers and the sprites
that move over it. Built once per scene (enter), never per frame; only that
build uses this module, and the board view drops it once drawn (on a board its
code and pixel art are not kept while the match plays; a resumed match loads it
again). What plays reads from here are constants, imported by name.

Every tile is CELL x CELL pixels: row 0 and column 0 are the grid line, the other
CELL - 1 the square. A piece's shape says its kind, its colour its side:
Defender a tower, Scout a dart, Shooter a diamond with a cross-hair, Tractor a
magnet, Medic a cross. Layers, bottom to top:
    terrain  0 light square, 1 dark square, 2 + b a standing Base of side b
             (Red 2, Blue 3), 4 a captured Base
    pieces   0 none, 1 + side * 5 + kind a piece
    status   0 none, a Health bar on the square's bottom row: 1 + (health - 1)
             + 9 * shade (0 whole, 1 hurt, 2 one hit from capture)
    marks    0 none, MOVE_MARK a square it may move to, HIT_MARK one it may
             hit or crash into, OTHER_MARK one it may force, hold or tend
"""

import bitmaptools
import displayio

from engine.ui import theme

CELL = 12  # pixels per square including its grid line; the board is 8 * CELL + 1
INNER = CELL - 1
BOARD = 8 * CELL + 1

GRID = 0x2A3350
SQUARE_COLORS = (0x182036, 0x111829)  # light, dark
BASE_COLORS = ((0x4A1E22, 0xB5432F), (0x1A2F55, 0x3F7CC8))  # per side: fill, ring
TAKEN_COLORS = (0x1E1E24, 0x55555F)  # a captured Base: fill, cross
SIDE_COLORS = (0xFF6A4D, 0x5CB6FF)  # Red and Blue pieces
DETAIL = 0xF2F2F2
BAR_COLORS = (theme.GOOD, theme.ACCENT, theme.BAD)  # whole, hurt, one hit from capture
HIT_COLOR = 0xFF4FD8  # magenta: stands out on Red and Blue pieces alike
MOVE_MARK = 1
HIT_MARK = 2
OTHER_MARK = 3

# Shapes, 11 x 10 ('1' body, '3' detail); the square's last row is the Health bar.
_SHAPES = (
    (  # Defender: a tower
        "...........",
        ".11.111.11.",
        ".111111111.",
        "..1111111..",
        "..1133311..",
        "..1133311..",
        "..1111111..",
        "..1111111..",
        ".111111111.",
        "...........",
    ),
    (  # Scout: a dart
        ".....1.....",
        "....131....",
        "....131....",
        "...11311...",
        "...11111...",
        "..1111111..",
        ".111111111.",
        ".11.111.11.",
        ".1...1...1.",
        "...........",
    ),
    (  # Shooter: a diamond with a cross-hair
        ".....1.....",
        "....111....",
        "...11311...",
        "..1113111..",
        ".113333311.",
        "..1113111..",
        "...11311...",
        "....111....",
        ".....1.....",
        "...........",
    ),
    (  # Tractor: a magnet
        ".333...333.",
        ".111...111.",
        ".111...111.",
        ".111...111.",
        ".111...111.",
        ".1111.1111.",
        "..1111111..",
        "...11111...",
        "...........",
        "...........",
    ),
    (  # Medic: a cross
        "....111....",
        "....131....",
        "....131....",
        ".111131111.",
        ".133333331.",
        ".111131111.",
        "....131....",
        "....131....",
        "....111....",
        "...........",
    ),
)


def _sheet(tiles, colors, transparent):
    """An empty sheet of `tiles` tiles and its palette (index 0 transparent when
    asked)."""
    bitmap = displayio.Bitmap(CELL * tiles, CELL, len(colors))
    palette = displayio.Palette(len(colors))
    for i in range(len(colors)):
        palette[i] = colors[i]
    if transparent:
        palette.make_transparent(0)
    return bitmap, palette


def _grid(bitmap, palette, x=0, y=0):
    """An 8 x 8 TileGrid over a sheet, all tiles 0."""
    return displayio.TileGrid(
        bitmap, pixel_shader=palette, width=8, height=8, tile_width=CELL, tile_height=CELL, x=x, y=y
    )


def terrain_grid():
    """The squares and Bases layer (each square painted as rectangles:
    its fill, a Base's ring, a captured Base's cross)."""
    colors = (GRID,) + SQUARE_COLORS + BASE_COLORS[0] + BASE_COLORS[1] + TAKEN_COLORS
    bitmap, palette = _sheet(5, colors, False)
    for tile in range(5):
        left = tile * CELL + 1
        if tile < 2:
            bitmaptools.fill_region(bitmap, left, 1, left + INNER, 1 + INNER, 1 + tile)
            continue
        ring = 4 + 2 * (tile - 2) if tile < 4 else 8
        bitmaptools.fill_region(bitmap, left, 1, left + INNER, 1 + INNER, ring)
        bitmaptools.fill_region(bitmap, left + 1, 2, left + INNER - 1, INNER, ring - 1)
        if tile == 4:
            for y in range(INNER):
                bitmap[left + y, 1 + y] = 8
                bitmap[left + INNER - 1 - y, 1 + y] = 8
    return _grid(bitmap, palette)


def piece_sheet():
    """(bitmap, palette) of the piece tiles: 0 none, 1 + side * 5 + kind."""
    bitmap, palette = _sheet(11, (0,) + SIDE_COLORS + (DETAIL,), True)
    for side in (0, 1):
        for kind in range(5):
            tile = 1 + side * 5 + kind
            shape = _SHAPES[kind]
            theme.paint(bitmap, "".join(shape), len(shape[0]), tile * CELL + 1, 1, (1 + side, 1 + side, 3))
    return bitmap, palette


def pieces_grid():
    """The pieces layer."""
    bitmap, palette = piece_sheet()
    return _grid(bitmap, palette)


def flyer(pieces):
    """One piece tile that moves over the board (a move or a forced piece in
    flight), cut from the pieces layer's sheet; its [0] is the piece tile."""
    return displayio.TileGrid(pieces.bitmap, pixel_shader=pieces.pixel_shader, tile_width=CELL, tile_height=CELL)


def status_grid():
    """The Health bars layer."""
    bitmap, palette = _sheet(28, (0,) + BAR_COLORS, True)
    for shade in range(3):
        for health in range(1, 10):
            tile = health + 9 * shade
            bitmaptools.fill_region(bitmap, tile * CELL + 2, CELL - 1, tile * CELL + 2 + health, CELL, 1 + shade)
    return _grid(bitmap, palette)


def marks_grid():
    """The targets layer: a dot where the piece may move, corners where it may
    hit or crash (magenta) or force, hold or tend (amber)."""
    bitmap, palette = _sheet(4, (0, theme.GOOD, HIT_COLOR, theme.ACCENT), True)
    for x in range(3):
        for y in range(3):
            bitmap[MOVE_MARK * CELL + 5 + x, 5 + y] = 1
    for tile in (HIT_MARK, OTHER_MARK):
        left = tile * CELL
        for k in range(3):
            for x, y in ((1 + k, 1), (1, 1 + k), (INNER - k, 1), (INNER, 1 + k),
                         (1 + k, INNER), (1, INNER - k), (INNER - k, INNER), (INNER, INNER - k)):
                bitmap[left + x, y] = tile
    return _grid(bitmap, palette)


# A frame round a square (the cursor, the chosen piece): on its grid lines.
_FRAME = (
    "11111111111111",
    "11111111111111",
    "11..........11",
    "11..........11",
    "11..........11",
    "11..........11",
    "11..........11",
    "11..........11",
    "11..........11",
    "11..........11",
    "11..........11",
    "11..........11",
    "11111111111111",
    "11111111111111",
)
FRAME_OFFSET = 1  # a frame sprite starts this far above-left of the square's grid corner
_SHOT = (".11.", "1111", "1111", ".11.")
_BURST = (
    "1....1....1",
    ".1...1...1.",
    "..1.222.1..",
    "...22222...",
    "..2222222..",
    "1122232211.",
    "..2222222..",
    "...22222...",
    "..1.222.1..",
    ".1...1...1.",
    "1....1....1",
)
# A piece held by a Tractor: a small chain link in the square's top-right.
_HELD = (".111.", "1...1", "1.1.1", "1...1", ".111.")


def frame(color):
    """(TileGrid, palette) of a square frame; palette[1] is its colour."""
    grid = theme.sprite(_FRAME, (color,))
    return grid, grid.pixel_shader


def shot():
    """A shot in flight."""
    return theme.sprite(_SHOT, (theme.ACCENT,))


def burst():
    """A capture: sparks, flash and a white-hot core."""
    return theme.sprite(_BURST, (theme.ACCENT, theme.BAD, DETAIL))


def held_mark(side):
    """The chain on a held piece, in the holding Tractor's colour."""
    return theme.sprite(_HELD, (SIDE_COLORS[side],))
