"""Chess-style coordinates inside a square board's edge squares, where a
board fills the screen's height and there is no room beside it: ranks down
the a-file's top-left corners, files along the first rank's bottom-right
corners. Two strips just as big as their characters (3 x 5 each), not a
layer the board's size. Arrowbic's and Spacewar's boards draw them."""

from engine.ui import tiny

FILES = "abcdefghi"


def board_coordinates(group, count, cell, color, files_at):
    """Add the coordinates of a `count` x `count` board of `cell`-pixel
    squares to `group`; `files_at`: (x, y) of the files' strip."""
    ranks, bitmap = tiny.layer(3, (count - 1) * cell + 5, color, 2, 2)
    for i in range(count):
        tiny.char(bitmap, str(count - i), 0, i * cell)
    files, bitmap = tiny.layer((count - 1) * cell + 3, 5, color, files_at[0], files_at[1])
    for i in range(count):
        tiny.char(bitmap, FILES[i], i * cell, 0)
    group.append(ranks)
    group.append(files)
