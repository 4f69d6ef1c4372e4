"""Missile Match's how-to-play pages (engine/ui/howto.py), drawn with the match
screen's own tiles."""

import displayio

from engine.ui import theme
from engine.ui.howto import write
from engine.ui.pad import DOWN, LEFT, RIGHT, UP
from games.missile import art

PAGES = ("arrange", "reveal")
KEYS = True  # draw() gets the console: page 0 names both pads' keys


def draw(page, group, width, height, console=None):
    """Page 0: a missile's two ends and the keys (both pads' where the console
    names them differently: '<> or B/A: column' on a PyBadge); page 1: the
    reveal's steps."""
    if page == 0:
        # Nine lines of text between the title and the key line (height - 13):
        # 120 high (320x240 at scale 2) they stand 10 apart from y 15.
        tight = height < 128
        # A missile as the match draws it (games/missile/view.py): its frame,
        # then power 3 (P1's upper half) and travel 2.
        theme.rect(group, 6, 20, art.DOMINO_W, art.DOMINO_H, theme.SEAT_COLORS[0])
        missile = art.missile_grid(art.TILES[0], 7, 21)
        missile[0] = 3
        missile[1] = 2
        group.append(missile)
        theme.label(group, "< power: marks", 22, 15 if tight else 17, theme.TEXT)
        theme.label(group, "< travel: rows", 22, 25 if tight else 29, theme.TEXT)
        theme.label(group, "  it flies in", 22, 35 if tight else 40, theme.DIM)
        lines = (
            "4 a round, one per column",
            "A-D; the CPU or the other",
            "player cannot see them.",
        )
        column = theme.shared_keys(console, (LEFT, RIGHT))
        if column == "<>":
            keys = ("<>: column  ^: turn round", "v: lift, v again: swap", ">: past D is LOCK")
        else:  # both pads' keys ('<> or B/A'): three lines still
            turn = theme.shared_keys(console, (UP,))
            lift = theme.shared_keys(console, (DOWN,))
            keys = (column + ": A-D, then LOCK", turn + ": turn round", lift + ": lift, swap")
        write(group, lines + keys, 45 if tight else 53, 3)
        return
    squares = displayio.TileGrid(
        art.TILES[1][0], pixel_shader=art.TILES[1][1], width=4, height=4,
        tile_width=art.CELL_W, tile_height=art.CELL_H, x=4, y=18,
    )
    for i in range(16):
        squares[i] = art.EMPTY
    for col in range(4):
        squares[(3 - col) * 4 + col] = art.IN_LINE[0]
    squares[1] = art.MARK[1]
    group.append(squares)
    theme.label(group, "4 marks in a", 58, 17)
    theme.label(group, "line win", 58, 28)
    theme.label(group, "(only one of you)", 58, 39, theme.DIM)
    lines = (
        "1 power marks its square;",
        "  two there: higher wins",
        "2 a blank end (X) erases",
        "3 0-0: take a mark in col.",
    )
    write(group, lines, 54)
    yard = art.yard_icon()
    yard.x = 4
    yard.y = 96
    group.append(yard)
    theme.label(group, "20: left to draw (yard)", 14, 93, theme.DIM)
