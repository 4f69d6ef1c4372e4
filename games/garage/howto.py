"""Spacewar Classic's how-to-play pages (engine/ui/howto.py), drawn with the
board's own tiles."""

import displayio

from engine.ui import theme
from engine.ui.howto import write
from games.garage import art, paint
from games.garage.board import GUNBOAT, IMMOB, MISSILE, MOTHER, PRESSOR, TRACTOR, USED

PAGES = ("the ships", "keys")
KEYS = True  # draw() gets the console: the pause chord as the console names it


# The board squares each page shows, in rows: (rules cells, x, scale).
_ROWS = (
    (
        ((MOTHER, GUNBOAT, TRACTOR, PRESSOR, IMMOB, MISSILE | 32), 4, 2),  # the six kinds twice as large
        ((MOTHER | 8 | USED, TRACTOR | 8 | USED, MISSILE | 8), 104, 2),  # used, waiting
    ),
    (((GUNBOAT, 0, 0, 0), 4, 2),),
)


def _pieces(group, sheet, cells, x, y, scale=1):
    """A row of board squares showing rules cells (at `scale`); `sheet` is
    paint.board_sheet(), painted once per page (its tiles only) and shared by
    its rows."""
    grid = displayio.TileGrid(
        sheet[0], pixel_shader=sheet[1], width=len(cells), height=1,
        tile_width=art.CELL, tile_height=art.CELL,
    )
    for i in range(len(cells)):
        grid[i] = art.tile_of(cells[i], i)
    row = displayio.Group(scale=scale, x=x, y=y)
    row.append(grid)
    group.append(row)


def draw(page, group, width, height, console=None):
    """Page 0: the six kinds and the goal; page 1: a turn and the keys (the
    pause chord in the console's words)."""
    rows = _ROWS[page]
    sheet = paint.board_sheet([art.tile_of(cells[i], i) for cells, _, _ in rows for i in range(len(cells))])
    top = 14  # under the title line (engine/ui/howto.py)
    for cells, x, scale in rows:
        _pieces(group, sheet, cells, x, top, scale)
    if page == 0:
        # The six kinds twice as large, each letter under its ship.
        for i in range(6):
            theme.label(group, "KGTPNM"[i], 4 + i * 16 + 5, top + 17)
        theme.label(group, "used,", 104, top + 17, theme.DIM)
        theme.label(group, "waiting", 104, top + 28, theme.DIM)
        lines = (
            "Destroy both enemy K:",
            "ram with a Gunboat (G),",
            "or hit with two kinds of",
            "beam (T P N). Missiles (M)",
            "fly from a G next to a K.",
        )
        write(group, lines, top + 41)
        return
    # The markers' sheet in a grid over the row of squares alone (a layer
    # over the whole screen, however transparent, costs every refresh of it).
    marks = paint.marker_grid(0, 0, (art.DOT,))
    dots = displayio.TileGrid(
        marks.bitmap, pixel_shader=marks.pixel_shader, width=4, height=1, tile_width=art.CELL, tile_height=art.CELL
    )
    marks = None
    for i in (1, 2, 3):
        dots[i] = art.DOT
    row = displayio.Group(scale=2, x=4, y=top)
    row.append(dots)
    group.append(row)
    theme.label(group, "tap: move", 74, top)
    theme.label(group, "the cursor", 74, top + 10)
    lines = (
        "hold 0.6 s: pick a ship,",
        "then hold where it acts",
        "> past the board, > : DONE",
        "A: at once  B: drop pick",
        theme.pause_hint(console),
        "Turn: P1 moves, combat,",
        "missiles, combat; then P2",
    )
    write(group, lines, top + 20)
