"""Spacewar's how-to-play pages (engine/ui/howto.py), drawn with the board's
own ship tiles."""

import displayio

from engine.ui import theme
from engine.ui.howto import pause_line, write
from games.spacewar import art

PAGES = ("the ships", "keys")
KEYS = True  # draw() gets the console: the pause chord as the console names it
# The piece sheet, painted for the first page drawn and kept for the others
# while this module is loaded (painting it is about 65 ms on a PyBadge).
_SHEET = []


def _ships(group, sheet, side, x, y):
    """The five ship shapes of one side in a row, from the piece tile sheet
    (art.piece_sheet(), painted once: both rows and both pages share it)."""
    bitmap, palette = sheet
    grid = displayio.TileGrid(
        bitmap, pixel_shader=palette, width=5, height=1, tile_width=art.CELL, tile_height=art.CELL, x=x, y=y
    )
    for kind in range(5):
        grid[kind] = 1 + side * 5 + kind
    group.append(grid)


def draw(page, group, width, height, console=None):
    """Page 0: the five ships, how they move and what they carry; page 1: the
    keys."""
    if not _SHEET:
        _SHEET.append(art.piece_sheet())
    sheet = _SHEET[0]
    _ships(group, sheet, 0, 4, 15)
    if page == 0:
        _ships(group, sheet, 1, 4 + 5 * art.CELL + 4, 15)
        lines = (
            "Defender  9/6 straight 1-2",
            "Scout     3/3 leaps",
            "Shooter   6/9 diagonal 1-2",
            "Tractor   3/9 any way 1-2",
            "Medic     9 Health, heals",
            "(Health/Ammo, as above)",
        )
        write(group, lines, 30, 5)
        theme.label(group, "Take both enemy Bases.", 4, 94, theme.ACCENT)
        return
    cursor, _ = art.frame(theme.ACCENT)  # the cursor, on the Scout
    cursor.x = 4 + art.CELL - art.FRAME_OFFSET
    cursor.y = 15 - art.FRAME_OFFSET
    group.append(cursor)
    lines = (
        "tap: move the cursor",
        "hold on a ship: take it",
        "hold on a lit square: act",
        "menu ^v: row, amount",
        "menu >: take  <: back",
        pause_line(console),
    )
    write(group, lines, 30, 5)
    theme.label(group, "Hold the ship again: back", 4, 94, theme.ACCENT)
