"""Spacewar Classic's match screen built a part a step (games/garage/screen.py
Screen.build at once, Screen.ahead a part a still frame of the pause screen),
from games.garage.paint's sheets and sprites. Loaded only while a screen is
built: its code goes with the last part."""

import displayio

from engine import registry
from engine.ui import theme
from engine.ui.cells import Cells, fixed
from games.garage.art import CELL, PIECES
from games.garage.board import SQUARES


def parts(screen, app, left, x):
    """Build `screen` (the board's left edge at `left`, the column's at `x`)
    a part a step: None after each but the last, which gives the group. The
    coordinates, the board's sheet in two halves (then the markers and
    sprites), the column and lines, then the code the screen needs once shown (the
    staged resolve's; the words' too where the screen is built ahead,
    screen.steps). Each part's code goes once it is done."""
    group = displayio.Group()
    # (The coordinates' code loaded and let go in one step: an engine module
    # left loaded by a build given up, a quit from the pause, would stay.)
    __import__("engine.ui.coords", None, None, ("_",)).board_coordinates(group, 16, CELL, left, 12)
    if registry.unloads():  # (the coordinates are drawn: their code goes)
        registry.drop(("engine.ui.coords", "engine.ui.tiny"))
    yield None
    from games.garage import paint

    yield None
    sheet = paint.board_sheet(range(26))  # (half the tiles a step)
    yield None
    screen.grid = paint.board_grid(paint.board_sheet(range(26, 2 + 2 * PIECES), sheet), left, 0)
    sheet = None
    group.append(screen.grid)
    screen.shown = bytearray(b"\xff" * SQUARES)  # the cells the grid shows (255: none yet)
    screen.marks = paint.marker_grid(left, 0)
    group.append(screen.marks)
    screen.pick = paint.frame(8, theme.GOOD)[0]
    group.append(screen.pick)
    screen.cursor = paint.frame(10, theme.ACCENT)[0]
    group.append(screen.cursor)
    paint = None
    if registry.unloads():  # (the sheets are painted: the art's code goes)
        registry.drop(("games.garage.paint",))
    yield None
    # The column: each seat, its colour, and "CPU" under a CPU seat (as
    # played: a replay names the people still); ">" before the seat to act;
    # the key under them.
    screen.seat_cells = []
    for seat in (0, 1):
        y = 50 - seat * 50  # beside its side of the board: P2 on top
        screen.seat_cells.append(Cells(group, 3, x + 1, y, theme.SEAT_COLORS[seat], anchor=0.0))
        if screen.seat_name(seat).endswith("CPU"):
            fixed(group, "CPU", x + 7, y + 12, theme.DIM, anchor=0.0)
    theme.rect(group, x, 78, 26, 18, theme.DIM)
    theme.rect(group, x + 1, 79, 24, 16, theme.BACKGROUND)
    screen.key_cells = Cells(group, 4, x + 2, 81, theme.DIM, anchor=0.0)
    # Two lines where they fit under the board (96 high), a gap and the
    # files (engine/ui/coords.py): 160x128; else one (a 320x240 display is
    # 160x120 at scale 2), the last BANNER_H from the bottom.
    count = 2 if app.height - 12 * CELL - 6 >= 24 else 1
    top = app.height - screen.BANNER_H - 12 * (count - 1)
    screen.lines = tuple(Cells(group, 26, 1, top + 12 * i, theme.TEXT, anchor=0.0) for i in range(count))
    screen.cue = Cells(group, 3, 1, top, theme.TEXT, anchor=0.0)
    yield None
    if screen.steps is not None:  # (built ahead: the texts' words load now too, not in the resume)
        __import__("games.garage.words")
        yield None
    __import__("engine.settle")  # (loaded in the scene change, which collects, not by the first action: that frame met a collection)
    if registry.unloads():
        registry.drop(("games.garage.build",))
    yield group
