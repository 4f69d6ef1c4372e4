"""Chess-style coordinates beside a board, outside its playing squares, so no
piece ever hides them: the ranks (1 at the bottom) in a strip left of the
board, the files (a, b, ... lower case, as the hints write a square: "d9") in
a strip FILES_H pixels high under it, 3 x 5 characters (engine/ui/tiny.py).
Arrowbic's, Spacewar's and Spacewar Classic's boards draw them; a screen
places its board right of the ranks' strip (MARGIN pixels wide up to rank 9,
five from rank 10: a one-column 1, a gap, the second digit) and its lines
FILES_H pixels lower to make room. The ranks are a column of tiles, one a
rank, so a tall board's strip is no taller a bitmap than one square."""

import displayio

from engine.ui import theme, tiny
from engine.ui.cells import ink

MARGIN = 3  # the ranks' strip up to rank 9: 3-pixel characters (a board's grid line is the gap)
FILES_H = 5  # the files' strip under a board's last grid line


def board_coordinates(group, count, cell, left, height=0):
    """Add the coordinates of a board `count` squares wide and `height` high
    (0: square) of `cell`-pixel squares (grid line included, if it has one)
    whose top-left corner is (left, 0) to `group`: each rank's number at the
    right of the strip from x 0, beside its square's middle, each file's
    letter under its square's middle, dim like every hint."""
    height = height or count
    inner = cell - 1  # a square without its grid line
    width = 5 if height > 9 else MARGIN
    y = 1 + (inner - 5) // 2
    sheet = displayio.Bitmap(width * height, cell, 2)
    for i in range(height):  # tile i: rank i + 1
        x = i * width
        if i > 8:  # the tens' 1
            for row in range(5):
                sheet[x, y + row] = 1
        tiny.char(sheet, str((i + 1) % 10), x + width - 3, y)
    ranks = displayio.TileGrid(
        sheet, pixel_shader=ink(theme.DIM), width=1, height=height, tile_width=width, tile_height=cell
    )
    for i in range(height):
        ranks[i] = height - 1 - i
    files, bitmap = tiny.layer(count * cell, FILES_H, theme.DIM, left, height * cell + 1)
    for i in range(count):
        tiny.char(bitmap, "abcdefghijklmnop"[i], i * cell + 1 + (inner - 3) // 2, 0)
    group.append(ranks)
    group.append(files)
