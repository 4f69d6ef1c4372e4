"""Chess-style coordinates beside a square board, outside its playing squares,
so no piece ever hides them: the ranks (1 at the bottom) in a strip MARGIN
pixels wide left of the board, the files (a, b, ... lower case, as the hints
write a square: "d9") in a strip FILES_H pixels high under it. Two layers just
as big as their characters (3 x 5 each, engine/ui/tiny.py).
Arrowbic's and Spacewar's boards draw them; a screen places its board MARGIN
pixels in and its lines FILES_H pixels lower to make room."""

from engine.ui import theme, tiny

FILES = "abcdefghi"
MARGIN = 3  # the ranks' strip left of a board: 3-pixel characters (the board's grid line is the gap)
FILES_H = 5  # the files' strip under a board's last grid line


def board_coordinates(group, count, cell, left):
    """Add the coordinates of a `count` x `count` board of `cell`-pixel
    squares (grid line included) whose top-left grid corner is (left, 0) to
    `group`: each rank's number beside its square's middle, each file's
    letter under its square's middle, dim like every hint."""
    inner = cell - 1  # a square without its grid line
    ranks, bitmap = tiny.layer(3, count * cell, theme.DIM, left - MARGIN, 0)
    for i in range(count):
        tiny.char(bitmap, str(count - i), 0, i * cell + 1 + (inner - 5) // 2)
    files, bitmap = tiny.layer(count * cell, FILES_H, theme.DIM, left, count * cell + 1)
    for i in range(count):
        tiny.char(bitmap, FILES[i], i * cell + 1 + (inner - 3) // 2, 0)
    group.append(ranks)
    group.append(files)
