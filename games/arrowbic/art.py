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


def _arrow_at(direction, x, y):
    """True when pixel (x, y) of the square is part of the arrow `direction`."""
    n = _INNER - 1
    if direction == 1:  # E: the N arrow turned a quarter clockwise
        x, y = y, n - x
    elif direction == 2:  # S
        x, y = n - x, n - y
    elif direction == 3:  # W
        x, y = n - y, x
    return _ARROW_N[y][x] == "1"


def _paint(bitmap, tile, value, piece):
    """Draw one tile: cell value (0 or a stone) with piece -1, 0 or 1 on it."""
    left = tile * CELL
    for y in range(CELL):
        for x in range(CELL):
            bitmap[left + x, y] = _GRID
    for y in range(_INNER):
        for x in range(_INNER):
            color = _EMPTY
            if value:
                color = _FILL[(value - 1) >> 2]
            if piece >= 0:
                ch = _DISC[y][x]
                if ch == "2":
                    color = _RIM
                elif ch == "1":
                    color = _PIECE[piece]
            if value and _arrow_at((value - 1) & 3, x, y):
                # On a piece the arrow takes the stone's colour: it still says whose it is.
                color = _FILL[(value - 1) >> 2] if piece >= 0 else _ARROW
            bitmap[left + 1 + x, 1 + y] = color


def board_sheet():
    """The tile sheet bitmap and its palette."""
    bitmap = displayio.Bitmap(CELL * TILES, CELL, len(SHEET_COLORS))
    palette = displayio.Palette(len(SHEET_COLORS))
    for i in range(len(SHEET_COLORS)):
        palette[i] = SHEET_COLORS[i]
    for value in range(9):
        _paint(bitmap, value, value, -1)
        _paint(bitmap, RED_PIECE + value, value, 0)
        _paint(bitmap, BLUE_PIECE + value, value, 1)
    for piece in (-1, 0, 1):
        tile = CAPTURED + 1 + piece
        _paint(bitmap, tile, 0, piece)
        for y in range(_INNER):
            for x in range(_INNER):
                if _CROSS[y][x] == "1":
                    bitmap[tile * CELL + 1 + x, 1 + y] = _MARK
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
