"""Arrowbic Exercise pixel art: one tile sheet for the whole board, the cursor,
and two small markers. Built once per scene (enter), never per frame; only that
build uses this module, and the screen drops it once drawn (on a board its code
and pixel art are not kept while the match plays; a resumed match loads it
again). What plays reads from here are constants, imported by name.

Board tiles are CELL x CELL pixels: row 0 and column 0 are the grid line, the
other CELL - 1 pixels the square. Tile numbers (what a board cell shows):
    0            empty square
    1..8         a stone: the board cell value itself (1 + 4 * color + direction)
    9 + v        the Red piece on cell value v (0 empty, 1..8 a stone)
    18 + v       the Blue piece on cell value v
    CAPTURED     a stone just taken (while a turn is animated or previewed);
    CAPTURED + 1 + p  ... with piece p standing on its square
so the tile of a cell is value + piece offset: no table needed.
"""

import bitmaptools
import displayio

from engine.ui import theme

CELL = 11  # pixels per square including its grid line; the board is 9 * CELL + 1
RED_PIECE = 9  # tile offset of a square under the Red piece
BLUE_PIECE = 18  # ... under the Blue piece
CAPTURED = 27
TILES = 30
_INNER = CELL - 1  # drawable pixels of a square

# Palette indexes of the sheet.
_GRID = 0
_EMPTY = 1
_FILL = (2, 3)  # stone fill per color (Red, Blue)
_ARROW = 4
_PIECE = (5, 6)  # piece body per seat
_RIM = 7  # piece outline
_MARK = 8  # the cross of a captured stone
SHEET_COLORS = (0x2A3350, 0x121A2E, 0x8E2A20, 0x1F4E8C, 0xF2F2F2, 0xFF7A5C, 0x6CB8FF, 0xFFFFFF, 0xF5C542)
# Bright piece colours, also used by markers that point at a piece.
PIECE_COLORS = (SHEET_COLORS[5], SHEET_COLORS[6])

# An arrow pointing N on the 10 x 10 square; other directions are rotations.
_ARROW_N = (
    "..........",
    "....11....",
    "...1111...",
    "..111111..",
    ".11.11.11.",
    "....11....",
    "....11....",
    "....11....",
    "....11....",
    "..........",
)
# A piece: a disc with an outline; '.' lets the square below show.
_DISC = (
    "...2222...",
    "..211112..",
    ".21111112.",
    "2111111112",
    "2111111112",
    "2111111112",
    "2111111112",
    ".21111112.",
    "..211112..",
    "...2222...",
)
_CROSS = (
    "..........",
    ".11....11.",
    "..11..11..",
    "...1111...",
    "....11....",
    "...1111...",
    "..11..11..",
    ".11....11.",
    "..........",
    "..........",
)


# The patterns above as runs of pixels, (x, y, length) a run, row by row
# (for bitmaptools.fill_region): the disc's outline and body, its body, the
# arrow, the cross. Constants, not found from the patterns at each build:
# that search was a third of the sheet's time on a PyBadge estimate.
# tests/test_arrowbic_screen.py checks them against the patterns.
_DISC_RUNS = b"\x03\x00\x04\x02\x01\x06\x01\x02\x08\x00\x03\n\x00\x04\n\x00\x05\n\x00\x06\n\x01\x07\x08\x02\x08\x06\x03\t\x04"
_BODY_RUNS = b"\x03\x01\x04\x02\x02\x06\x01\x03\x08\x01\x04\x08\x01\x05\x08\x01\x06\x08\x02\x07\x06\x03\x08\x04"
_ARROW_RUNS = b"\x04\x01\x02\x03\x02\x04\x02\x03\x06\x01\x04\x02\x04\x04\x02\x07\x04\x02\x04\x05\x02\x04\x06\x02\x04\x07\x02\x04\x08\x02"
_CROSS_RUNS = (b"\x01\x01\x02\x07\x01\x02\x02\x02\x02\x06\x02\x02\x03\x03\x04\x04\x04\x02\x03\x05\x04\x02\x06\x02\x06\x06\x02"
               b"\x01\x07\x02\x07\x07\x02")


def _fill_runs(bitmap, tile, runs, value, direction=0):
    """Fill the runs (bytes of x, y, length) of a 10 x 10 pattern into a square of the sheet, turned
    a quarter clockwise `direction` times (0 N, 1 E, 2 S, 3 W)."""
    left = tile * CELL + 1
    n = _INNER - 1
    for i in range(0, len(runs), 3):
        x = runs[i]
        y = runs[i + 1]
        end = x + runs[i + 2] - 1
        if direction == 0:
            x0, y0, x1, y1 = x, y, end, y
        elif direction == 1:  # E: pixel (n - y, x) of the square shows (x, y) of N
            x0, y0, x1, y1 = n - y, x, n - y, end
        elif direction == 2:  # S
            x0, y0, x1, y1 = n - end, n - y, n - x, n - y
        else:  # W
            x0, y0, x1, y1 = y, n - end, y, n - x
        bitmaptools.fill_region(bitmap, left + x0, 1 + y0, left + x1 + 1, 2 + y1, value)


def board_sheet(only=None):
    """The tile sheet bitmap and its palette. Painted in rectangles by the
    firmware's bitmaptools (a pixel at a time in Python took a PyBadge about
    a third of a second): the grid lines are the new bitmap's zeros, then each
    square is filled, a piece's disc laid on it, the stone's arrow on top (in
    the stone's colour on a piece: it still says whose it is). `only`: the
    tiles a picture shows (the how-to's few squares; about a quarter of a
    second on a PyBadge for the 30), the others left unpainted."""
    bitmap = displayio.Bitmap(CELL * TILES, CELL, len(SHEET_COLORS))
    bitmap.fill(_GRID)
    palette = displayio.Palette(len(SHEET_COLORS))
    for i in range(len(SHEET_COLORS)):
        palette[i] = SHEET_COLORS[i]
    disc = _DISC_RUNS
    body = _BODY_RUNS
    arrow = _ARROW_RUNS
    cross = _CROSS_RUNS
    # Per piece, the left of a square painted with its disc alone (on an
    # empty square): the disc is copied from there (one blit, the empty
    # square's pixels skipped) rather than painted again in runs.
    painted = [0, 0]
    for tile in range(TILES) if only is None else only:
        if tile < CAPTURED:
            piece = tile // RED_PIECE - 1  # -1 none, 0 Red, 1 Blue
            value = tile % RED_PIECE
        else:
            piece = tile - CAPTURED - 1
            value = 0
        fill = _FILL[(value - 1) >> 2] if value else _EMPTY
        left = tile * CELL + 1
        bitmaptools.fill_region(bitmap, left, 1, left + _INNER, 1 + _INNER, fill)
        if piece >= 0 and painted[piece]:
            source = painted[piece]
            bitmaptools.blit(bitmap, bitmap, left, 1, x1=source, y1=1, x2=source + _INNER, y2=1 + _INNER,
                             skip_source_index=_EMPTY)
        elif piece >= 0:
            _fill_runs(bitmap, tile, disc, _RIM)
            _fill_runs(bitmap, tile, body, _PIECE[piece])
            if not value and tile < CAPTURED:
                painted[piece] = left
        if value:
            _fill_runs(bitmap, tile, arrow, fill if piece >= 0 else _ARROW, (value - 1) & 3)
        elif tile >= CAPTURED:
            _fill_runs(bitmap, tile, cross, _MARK)
    return bitmap, palette


def board_grid(x, y):
    """The 9 x 9 board TileGrid (all squares empty) at (x, y)."""
    bitmap, palette = board_sheet()
    return displayio.TileGrid(
        bitmap, pixel_shader=palette, width=9, height=9, tile_width=CELL, tile_height=CELL, x=x, y=y
    )


# The cursor: a frame on the square's grid lines (1), and a small arrowhead out of
# each side (2 N, 3 E, 4 S, 5 W) shown only for the directions allowed there.
_CURSOR = (
    ".......22.......",
    "......2222......",
    "..111111111111..",
    "..111111111111..",
    "..11........11..",
    "..11........11..",
    ".511........113.",
    "5511........1133",
    "5511........1133",
    ".511........113.",
    "..11........11..",
    "..11........11..",
    "..111111111111..",
    "..111111111111..",
    "......4444......",
    ".......44.......",
)
CURSOR_OFFSET = 2  # the cursor sprite starts this far above-left of the square


def cursor():
    """(TileGrid, palette) of the cursor; palette[1] is the frame colour and
    palette[2 + d] the arrowhead of direction d (made transparent when refused)."""
    grid = theme.sprite(_CURSOR, (theme.ACCENT,) * 5)
    return grid, grid.pixel_shader


# Where the scheduled piece goes next: four corner brackets on the grid lines.
_TARGET = (
    "111......111",
    "1..........1",
    "1..........1",
    "............",
    "............",
    "............",
    "............",
    "............",
    "............",
    "1..........1",
    "1..........1",
    "111......111",
)
# The last stone placed: a small corner flag.
_LAST = ("111", "11.", "1..")
# A piece in the side panel.
_ICON = ("..111..", ".11111.", "1111111", "1111111", "1111111", ".11111.", "..111..")


def target():
    """(TileGrid, palette) of the next-move marker; palette[1] is its colour."""
    grid = theme.sprite(_TARGET, (theme.ACCENT,))
    return grid, grid.pixel_shader


def last_flag():
    """The last-placement marker."""
    return theme.sprite(_LAST, (theme.ACCENT,))


def icon():
    """(TileGrid, palette) of a small piece for the side panel."""
    grid = theme.sprite(_ICON, (PIECE_COLORS[0],))
    return grid, grid.pixel_shader
