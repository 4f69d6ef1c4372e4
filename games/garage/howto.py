"""Spacewar Classic's how-to-play pages (engine/ui/howto.py), drawn with the
board's own tiles."""

import displayio

from engine.ui import theme
from engine.ui.howto import write
from games.garage import art
from games.garage.board import GUNBOAT, IMMOB, MISSILE, MOTHER, PRESSOR, TRACTOR, USED

PAGES = ("the ships", "keys")


def _pieces(group, cells, x, y):
    """A row of board squares showing rules cells."""
    board = art.board_grid(0, 0)
    grid = displayio.TileGrid(
        board.bitmap, pixel_shader=board.pixel_shader, width=len(cells), height=1,
        tile_width=art.CELL, tile_height=art.CELL, x=x, y=y,
    )
    for i in range(len(cells)):
        grid[i] = art.tile_of(cells[i], i)
    group.append(grid)


def draw(page, group, width, height):
    """Page 0: the six kinds and the goal; page 1: a turn and the keys."""
    if page == 0:
        _pieces(group, (MOTHER, GUNBOAT, TRACTOR, PRESSOR, IMMOB, MISSILE | 32), 4, 16)
        _pieces(group, (MOTHER | 8, GUNBOAT | 8, TRACTOR | 8 | USED), 4, 28)
        theme.label(group, "K G T P N M", 56, 14)
        theme.label(group, "small: power used", 30, 27, theme.DIM)
        lines = (
            "Destroy both enemy",
            "Motherships (K). Ram with",
            "a Gunboat (G); two beams",
            "of different ships (T P N)",
            "destroy a piece; fire",
            "missiles (M) from a G.",
        )
        write(group, lines, 44)
        return
    _pieces(group, (GUNBOAT, 0, 0, 0), 4, 16)
    dots = art.marker_grid(4, 16)
    for i in (1, 2, 3):
        dots[i] = art.DOT
    group.append(dots)
    theme.label(group, "pick, then go", 42, 14)
    lines = (
        "tap: move the cursor",
        "hold 0.6 s: pick a ship,",
        "then hold where it acts",
        "> past the board: DONE",
        "A: at once  B: drop pick",
        "Turn: P1 moves, combat,",
        "missiles, combat; then P2",
    )
    write(group, lines, 34, 4)
