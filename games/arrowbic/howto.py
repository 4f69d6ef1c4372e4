"""Arrowbic Exercise's how-to-play pages (engine/ui/howto.py), drawn with the
board's own tiles."""

import displayio

from engine.ui import theme
from engine.ui.howto import pause_line, write
from games.arrowbic import art
from games.arrowbic.board import E, N, stone

PAGES = ("a turn", "keys")
KEYS = True  # draw() gets the console: the pause chord as the console names it


def _squares(group, tiles, x, y):
    """A small row of board squares from the board's tile sheet."""
    bitmap, palette = art.board_sheet(tiles)
    grid = displayio.TileGrid(
        bitmap, pixel_shader=palette, width=len(tiles), height=1, tile_width=art.CELL, tile_height=art.CELL, x=x, y=y
    )
    for i in range(len(tiles)):
        grid[i] = tiles[i]
    group.append(grid)


def draw(page, group, width, height, console=None):
    """Page 0: place a stone, a piece moves along it; page 1: the keys (the
    pause chord in the console's words: 'pause: <> or B+A' on a PyBadge)."""
    if page == 0:
        _squares(group, (art.RED_PIECE + stone(0, E), 0, art.BLUE_PIECE), 4, 16)
        theme.label(group, "piece walks", 42, 14)
        theme.label(group, "the arrows", 42, 25)
        lines = (
            "Your turn: place a stone",
            "(arrow ^ > v <) on an",
            "empty square; not the",
            "way your last one points.",
            "Then one piece moves one",
            "square along its arrow.",
        )
        write(group, lines, 36)
        theme.label(group, "Off the board: it loses.", 4, 96, theme.BAD)
        return
    _squares(group, (stone(1, N), stone(0, E), stone(1, N)), 4, 16)
    theme.label(group, "between 2 of", 42, 14)
    theme.label(group, "yours: taken", 42, 25)
    lines = (
        "tap a direction: move",
        "hold it 0.6 s: place",
        pause_line(console),
        "clock: turn time first",
        "(let go early: cancel)",
        "(pause menu: retake, pass)",
        "(then the reserve runs)",
    )
    write(group, lines, 36, 4)
