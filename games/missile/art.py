"""Missile Match pictures: tile sheets for domino halves, field squares and field
markers, drawn once per scene into small bitmaps; the screen then only changes
tile numbers (no allocation per change). Only the build uses this module, and
the view drops it once built (on a board its code and pixel art are not kept
while the match plays; a resumed match loads it again). What plays reads from
here are constants, imported by name.

Layout (logical 160 x 120, centred on 128): P2's four missiles stand above the
field, P1's below, one per column, power end next to the field. The field is 4
columns of CELL_W by 8 rows of CELL_H, row 1 (P1's edge) at the bottom, with the
row numbers 1-8 at its left and the column letters A-D under it (COORD_Y), the
names the captions use ("P1 marks B5").
"""

import bitmaptools
import displayio

from engine.ui import theme

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


# -- geometry (y values are added to the screen's vertical offset) -------------
FIELD_X = 4
CELL_W = 12
CELL_H = 7
FIELD_Y = 29
COORD_Y = FIELD_Y + 8 * CELL_H + 2  # top of the column letters (3 x 5 pixels)
HALF = 10  # a domino half is HALF x HALF pixels inside a 1-pixel frame
DOMINO_W = HALF + 2
DOMINO_H = 2 * HALF + 3
LIFT = 3  # a lifted missile stands this far out from the field
DOMINO_Y = (94, 3)  # top of P1's and P2's missiles: P1 below the field, P2 above
LOCK_X = FIELD_X + 4 * CELL_W + 3
LOCK_W = 26
TEXT_X = LOCK_X - 1  # captions between the two rows of missiles
PANEL_X = LOCK_X + LOCK_W + 5  # seat names, marks left, status

# -- domino half tiles -----------------------------------------------------------
BACK = 7  # face down
ERASER_END = 8  # the blank power end of a single blank: it erases
DOUBLE_BLANK_END = 9  # either end of the double blank: the owner picks a mark
_HALF_TILES = const(10)
# Pips of faces 0..6 as cells k of a 3 x 3 grid (column k // 3, row k % 3).
_PIPS = ("", "4", "08", "048", "0268", "02468", "012678")
_FACE, _PIP, _BACK, _STRIPE, _ERASE, _PICK = range(6)
_HALF_COLORS = (0xEDE6CF, 0x1A1A1A, 0x24505A, 0x3D8B99, 0xE0503C, 0xA070F0)

# -- field square tiles -------------------------------------------------------
EMPTY = 0
MARK = (1, 2)  # a mark of P1, of P2
IN_LINE = (3, 4)  # that mark, part of a winning line
_SQUARE_TILES = const(5)
_CELL, _GRID, _RED, _BLUE, _GOLD = range(5)
_SQUARE_COLORS = (0x1B2540, theme.BACKGROUND, theme.SEAT_COLORS[0], theme.SEAT_COLORS[1], theme.ACCENT)

# -- marker tiles drawn over the field (0 transparent) --------------------------
NONE = 0
AIM = 1  # where an arranged claimer will land
AIM_ERASE = 2  # where an arranged eraser will land
EVENT = 3  # the square the reveal is talking about
CLASH = 4  # missiles destroyed, beaten or blocked there
CURSOR = 5  # the double blank's owner is choosing this mark
_MARKER_TILES = const(6)
_MARKER_COLORS = (theme.ACCENT, 0xFFFFFF)


def _sheet(tiles, width, height, colors, transparent):
    bitmap = displayio.Bitmap(tiles * width, height, len(colors) + 1)
    palette = displayio.Palette(len(colors) + 1)
    for i in range(len(colors)):
        palette[i + 1] = colors[i]
    if transparent:
        palette.make_transparent(0)
    return bitmap, palette


def _disc(x, y):
    """Squared distance, in half pixels, from the centre of a square's 11 x 6
    drawn pixels (x 5, y 2.5): a mark is d <= 40 (rows 3, 5, 7, 7, 5, 3 wide)."""
    dx = 2 * x - 10
    dy = 2 * y - 5
    return dx * dx + dy * dy


def half_sheet():
    """Bitmap and palette of the domino half tiles: faces 0-6, BACK, ERASER_END,
    DOUBLE_BLANK_END. A tile is HALF wide and HALF + 1 high: its last row is
    transparent, so a missile's two halves are one grid of two tiles that
    shows the frame between them. (Painted as rectangles and a few pixels,
    not a Python test a pixel: this is part of a match's start.)"""
    bitmap, palette = _sheet(_HALF_TILES, HALF, HALF + 1, _HALF_COLORS, True)
    fill = bitmaptools.fill_region
    fill(bitmap, 0, 0, _HALF_TILES * HALF, HALF, _FACE + 1)
    ox = BACK * HALF
    fill(bitmap, ox, 0, ox + HALF, HALF, _BACK + 1)
    for y in range(HALF):
        for x in range(-y % 4, HALF, 4):  # (x + y) % 4 == 0
            bitmap[ox + x, y] = _STRIPE + 1
        if 1 <= y <= 8:  # the eraser's cross: x == y or x == 9 - y, 1 <= x <= 8
            bitmap[ERASER_END * HALF + y, y] = _ERASE + 1
            bitmap[ERASER_END * HALF + 9 - y, y] = _ERASE + 1
        for x in range(HALF):  # the double blank's ring
            if abs(2 * x - 9) + abs(2 * y - 9) in (6, 8):
                bitmap[DOUBLE_BLANK_END * HALF + x, y] = _PICK + 1
    for tile in range(len(_PIPS)):
        for ch in _PIPS[tile]:
            k = ord(ch) - 48
            px = tile * HALF + 1 + 3 * (k // 3)
            py = 1 + 3 * (k % 3)
            fill(bitmap, px, py, px + 2, py + 2, _PIP + 1)
    return bitmap, palette


def square_sheet():
    """Bitmap and palette of the field square tiles: EMPTY, MARK, IN_LINE:
    grid lines (each tile's last column and row), the square (IN_LINE's
    with a gold edge), the mark's disc (rows 3, 5, 7, 7, 5, 3 wide)."""
    bitmap, palette = _sheet(_SQUARE_TILES, CELL_W, CELL_H, _SQUARE_COLORS, False)
    fill = bitmaptools.fill_region
    fill(bitmap, 0, 0, _SQUARE_TILES * CELL_W, CELL_H, _GRID + 1)
    for tile in range(_SQUARE_TILES):
        ox = tile * CELL_W
        fill(bitmap, ox, 0, ox + 11, 6, (_GOLD if tile >= 3 else _CELL) + 1)
        if tile >= 3:
            fill(bitmap, ox + 1, 1, ox + 10, 5, _CELL + 1)
        if tile:
            for y in range(6):
                x = b"\4\3\2\2\3\4"[y]
                fill(bitmap, ox + x, y, ox + 11 - x, y + 1, (_BLUE if tile % 2 == 0 else _RED) + 1)
    return bitmap, palette


def marker_sheet():
    """Bitmap and palette of the marker tiles (index 0 transparent): AIM a
    ring, AIM_ERASE and CLASH a cross, EVENT an edge, CURSOR an edge with
    its second columns."""
    bitmap, palette = _sheet(_MARKER_TILES, CELL_W, CELL_H, _MARKER_COLORS, True)
    for y in range(CELL_H - 1):
        for x in range(CELL_W - 1):
            if 18 <= _disc(x, y) <= 40:
                bitmap[AIM * CELL_W + x, y] = 1
        half = (abs(2 * y - 5) + 1) // 2  # the cross: |2x - 10| == |2y - 5| + 1
        for tile, on in ((AIM_ERASE, 1), (CLASH, 2)):
            bitmap[tile * CELL_W + 5 - half, y] = on
            bitmap[tile * CELL_W + 5 + half, y] = on
    for tile, on, inner in ((EVENT, 2, 1), (CURSOR, 1, 2)):
        ox = tile * CELL_W
        bitmaptools.fill_region(bitmap, ox, 0, ox + 11, 6, on)
        bitmaptools.fill_region(bitmap, ox + inner, 1, ox + 11 - inner, 5, 0)
    return bitmap, palette


def yard_icon():
    """A small face-down missile (the BACK tile's stripes): the yard, dominoes
    left to draw, beside its count."""
    rows = ("1111111", "1222221", "1232321", "1223221", "1232321", "1222221", "1111111")
    return theme.sprite(rows, (_HALF_COLORS[_FACE], _HALF_COLORS[_BACK], _HALF_COLORS[_STRIPE]))


def field_grid(sheet, x, y):
    """A 4 x 8 TileGrid over the field; tile index (7 - row) * 4 + col."""
    bitmap, palette = sheet
    return displayio.TileGrid(
        bitmap, pixel_shader=palette, width=4, height=8, tile_width=CELL_W, tile_height=CELL_H, x=x, y=y
    )


def missile_grid(sheet, x, y):
    """A missile's two halves, upper and lower, as one grid of two half tiles
    (their transparent last rows show the frame between them) at (x, y)."""
    bitmap, palette = sheet
    return displayio.TileGrid(
        bitmap, pixel_shader=palette, width=1, height=2, tile_width=HALF, tile_height=HALF + 1, x=x, y=y
    )


# The three sheets, painted once a load (half_sheet, square_sheet, marker_sheet:
# only read after): a match's start imports this with its screen; the pause
# and result screens load it back ahead of a resume or a rematch
# (hints.load_ahead), in a still frame, not in the change that builds the view
# (15-25 ms of a PyBadge's rematch).
TILES = (half_sheet(), square_sheet(), marker_sheet())
