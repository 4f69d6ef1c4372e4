"""Spacewar Classic's tiles: what each tile of the board's 8x8 tile sheet and
of the markers' sheet shows (games.garage.paint paints the sheets, the cursor
and the selection frame; a match keeps only this module loaded).

Board tiles (tile of a square = what the board cell shows):
    0, 1                 an empty dark / light square (a checkerboard)
    2 + piece * 2 + light    a piece on a dark or light square, where
    piece = (kind - 1) * 4 + seat * 2 + small
with small = 1 for a ship whose power is used (the seed's small side) or an
unfired Missile, 0 for a ship with its power or a fired Missile.
Marker tiles (the layer over the board, transparent where blank):
    0 none, DOT a square it may go to, RING a piece it may target, RANGE a square
    in the selected ship's reach, MARK + type (0 Tractor, 1 Pressor, 2
    Immobilizer) a beam mark, TRAIL a missile's flight, BURST where it hit.
"""

CELL = 8
PIECES = 24  # 6 kinds x 2 seats x 2 sizes
DOT = 1
RING = 2
RANGE = 3
MARK = 4  # 4, 5, 6
TRAIL = 7
BURST = 8
MARKERS = 9


def tile_of(cell, square):
    """The board tile showing `cell` (a rules cell byte) on `square`."""
    light = ((square & 15) + (square >> 4)) & 1
    kind = cell & 7
    if not kind:
        return light
    seat = (cell >> 3) & 1
    if kind == 1:
        small = 0 if cell & 32 else 1  # fired: the dart; unfired: the pod
    else:
        small = 1 if cell & 16 else 0
    return 2 + ((kind - 1) * 4 + seat * 2 + small) * 2 + light
