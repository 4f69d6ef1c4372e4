"""Spacewar Classic pixel art: paints the board's tile sheet and the markers'
sheet in the tile order games.garage.art gives, the cursor and the selection
frame. Only a scene's building needs it: the match screen drops it again once
its sheets are painted (the sheets stay)."""

import bitmaptools
import displayio

from engine.ui import theme
from games.garage.art import CELL, MARKERS, PIECES

# Sheet palette.
_DARK = 0
_LIGHT = 1
_SEAT = (2, 3)
_SHINE = 4
SHEET_COLORS = (0x141C30, 0x1E2842, 0xFF6A50, 0x5CA8FF, 0xFFFFFF)
# Marker palette: 0 transparent.
MARKER_COLORS = (0, 0x58D46A, 0xF5C542, 0x56617E, 0x3CE0E0, 0xF060F0, 0xF5C542, 0xFFB040, 0xFFFFFF)
MARK_NAMES = ("T", "P", "N")

_BLANK = "." * 64  # an empty 8x8 tile
# Large glyphs, 8x8 (one string of 8 rows each), pointing up (toward P2's side; P2's are turned round):
# '1' the seat colour, '2' white shine. Kinds MISSILE (fired) .. GUNBOAT.
_GLYPHS = (
    (  # Missile, fired: a dart
        "...1...."
        "..121..."
        "..111..."
        "..111..."
        "..111..."
        ".11111.."
        ".1.1.1.."
        "........"
    ),
    (  # Mothership: a saucer with a dome
        "...11..."
        "..1221.."
        ".111111."
        "11211211"
        "11111111"
        ".111111."
        "..1..1.."
        "........"
    ),
    (  # Tractor: a magnet
        ".11..11."
        ".11..11."
        ".11..11."
        ".11..11."
        ".112211."
        "..1111.."
        "........"
        "........"
    ),
    (  # Pressor: a hollow diamond
        "...11..."
        "..1111.."
        ".11..11."
        "11.22.11"
        ".11..11."
        "..1111.."
        "...11..."
        "........"
    ),
    (  # Immobilizer: a ring round a core
        "..1111.."
        ".1....1."
        "1..22..1"
        "1..22..1"
        ".1....1."
        "..1111.."
        "........"
        "........"
    ),
    (  # Gunboat: a gun ship
        "...11..."
        "...11..."
        "..1111.."
        ".112211."
        "11111111"
        "11.11.11"
        "........"
        "........"
    ),
)
# An unfired Missile: a pod on its rack.
_POD = (
    "........"
    "........"
    "..111..."
    "..121..."
    "..111..."
    ".1...1.."
    "........"
    "........"
)


def _paint(bitmap, tile, rows, color, light, flip, small):
    """Draw `rows` (8 rows of 8 in one string) into tile `tile` of the sheet
    (all of its 8x8 pixels): the square by the firmware's fill_region, then
    the glyph: whole, a run of one colour a fill_region (theme.paint); small,
    scaled to 5x5 and centred (x and y 1 to 5), a pixel at a time."""
    x0 = tile * CELL
    bitmaptools.fill_region(bitmap, x0, 0, x0 + CELL, CELL, _LIGHT if light else _DARK)
    if not small:
        if flip:  # the last row at the top
            rows = "".join([rows[y * CELL : (y + 1) * CELL] for y in range(CELL - 1, -1, -1)])
        theme.paint(bitmap, rows, CELL, x0, 0, (color, _SHINE))
        return
    for y in range(1, 6):
        sy = (y - 1) * 6 // 4
        row = (CELL - 1 - sy if flip else sy) * CELL
        for x in range(1, 6):
            ch = rows[row + (x - 1) * 7 // 4]
            if ch == "1":
                bitmap[x0 + x, y] = color
            elif ch == "2":
                bitmap[x0 + x, y] = _SHINE


def board_sheet(only=None, sheet=None):
    """The board's tile sheet: (bitmap, palette), two empty squares then every
    piece on a dark and a light square (see tile_of). `only`: the tiles a
    picture shows (the how-to's few squares), the others left unpainted;
    `sheet`: a sheet this made, on which `only` is painted (a match screen
    built in steps paints it in two). A piece on a light square whose dark
    tile is painted is that tile copied onto the light square (one blit that
    skips the dark)."""
    tiles = 2 + PIECES * 2
    if sheet is None:
        bitmap = displayio.Bitmap(tiles * CELL, CELL, 5)
        palette = displayio.Palette(5)
        for i, color in enumerate(SHEET_COLORS):
            palette[i] = color
        sheet = bitmap, palette
    bitmap = sheet[0]
    painted = bytearray(tiles)
    for tile in sorted(only) if only is not None else range(tiles):
        if painted[tile]:
            continue
        painted[tile] = 1
        x0 = tile * CELL
        if tile < 2:
            bitmaptools.fill_region(bitmap, x0, 0, x0 + CELL, CELL, tile)  # _DARK, _LIGHT
            continue
        piece, light = divmod(tile - 2, 2)  # piece: kind * 4 + seat * 2 + small
        if light and painted[tile - 1]:
            bitmaptools.fill_region(bitmap, x0, 0, x0 + CELL, CELL, _LIGHT)
            bitmaptools.blit(bitmap, bitmap, x0, 0, x1=x0 - CELL, y1=0, x2=x0, y2=CELL, skip_source_index=_DARK)
            continue
        kind, seat, small = piece >> 2, (piece >> 1) & 1, piece & 1
        rows = _POD if kind == 0 and small else _GLYPHS[kind]
        _paint(bitmap, tile, rows, _SEAT[seat], light, seat == 1, small and kind != 0)
    return sheet


def board_grid(sheet, x, y):
    """The 16x12 board TileGrid on `sheet` (board_sheet's: every square empty)."""
    grid = displayio.TileGrid(
        sheet[0], pixel_shader=sheet[1], width=16, height=12, tile_width=CELL, tile_height=CELL, x=x, y=y
    )
    for i in range(192):
        grid[i] = ((i % 16) + (i // 16)) & 1
    return grid


_MARKER_ROWS = (
    _BLANK,  # none
    (  # DOT
        "........"
        "........"
        "........"
        "...11..."
        "...11..."
        "........"
        "........"
        "........"
    ),
    (  # RING: corners
        "22....22"
        "2......2"
        "........"
        "........"
        "........"
        "........"
        "2......2"
        "22....22"
    ),
    (  # RANGE: faint corner points
        "3......3"
        "........"
        "........"
        "........"
        "........"
        "........"
        "........"
        "3......3"
    ),
    (  # MARK Tractor: a cyan flash in the top-right corner
        ".....444"
        "......44"
        ".......4"
        "........"
        "........"
        "........"
        "........"
        "........"
    ),
    (  # MARK Pressor: magenta
        ".....555"
        "......55"
        ".......5"
        "........"
        "........"
        "........"
        "........"
        "........"
    ),
    (  # MARK Immobilizer: yellow
        ".....666"
        "......66"
        ".......6"
        "........"
        "........"
        "........"
        "........"
        "........"
    ),
    (  # TRAIL: a streak
        "...77..."
        "...77..."
        "........"
        "...77..."
        "...77..."
        "........"
        "...77..."
        "...77..."
    ),
    (  # BURST
        "8..8..8."
        ".8.8.8.."
        "..888..."
        "8888888."
        "..888..."
        ".8.8.8.."
        "8..8..8."
        "........"
    ),
)


def marker_grid(x, y, only=None):
    """The marker layer over the board (all blank); `only`: the marker tiles
    to paint (a how-to picture's), the others left blank."""
    sheet = displayio.Bitmap(MARKERS * CELL, CELL, len(MARKER_COLORS))
    palette = displayio.Palette(len(MARKER_COLORS))
    palette.make_transparent(0)
    for i in range(1, len(MARKER_COLORS)):
        palette[i] = MARKER_COLORS[i]
    for tile in range(1, MARKERS) if only is None else only:
        theme.paint(sheet, _MARKER_ROWS[tile], CELL, tile * CELL, 0, range(1, len(MARKER_COLORS)))
    return displayio.TileGrid(
        sheet, pixel_shader=palette, width=16, height=12, tile_width=CELL, tile_height=CELL, x=x, y=y
    )


def frame(size, color):
    """A size x size outline sprite: (TileGrid, palette) to move and recolour."""
    edge = "1" * size
    middle = "1" + "." * (size - 2) + "1"
    rows = [edge] + [middle] * (size - 2) + [edge]
    grid = theme.sprite(rows, (color,))
    return grid, grid.pixel_shader
