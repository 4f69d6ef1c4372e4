"""Missiles & Microchips' how-to-play pages (engine/ui/howto.py), in the table's
own colours and words."""

import displayio

from engine.ui import theme
from engine.ui.howto import write
from engine.ui.lines import draw_arrow
from games.chips.table import ATTACK_COLOR, BLOCK_COLOR, CHARGE_COLOR, COLORS, PANEL, PIP_EMPTY, PIP_FULL

PAGES = ("actions", "winning")


def draw(page, group, width, height):
    """Page 0: a target and an action; page 1: energy, swaps, the end."""
    if page == 0:
        # Two seats' boxes and an attack arrow between them, as on the table.
        for seat, x in ((0, 100), (1, 138)):
            theme.rect(group, x, 14, 20, 12, PANEL)
            theme.label(group, "P{}".format(seat + 1), x + 3, 14, COLORS[seat])
        layer = displayio.Bitmap(20, 12, 2)
        ink = displayio.Palette(2)
        ink.make_transparent(0)
        ink[1] = ATTACK_COLOR
        draw_arrow(layer, 0, 6, 9, 1, 17, 6, 1)
        group.append(displayio.TileGrid(layer, pixel_shader=ink, x=119, y=14))
        theme.label(group, "Pick a target", 4, 14)
        theme.label(group, "and an action:", 4, 24, theme.DIM)
        rows = (
            ("ATK", ATTACK_COLOR, "target -1, and its", "charge fails"),
            ("BLK", BLOCK_COLOR, "attackers -1 (-2 if", "you aimed at them)"),
            ("CHG", CHARGE_COLOR, "+1; +2 if your target", "charges too"),
        )
        # 120 high (320x240 at scale 2) the rows close up, so the last line
        # ends above the key line (height - 13).
        tight = height < 128
        for i in range(3):
            word, color, first, second = rows[i]
            y = 35 + i * 20 if tight else 38 + i * 21
            theme.label(group, word, 4, y, color)
            theme.label(group, first, 28, y)
            theme.label(group, second, 28, y + 10, theme.DIM)
        theme.label(group, "All picked: shown at once", 4, 95 if tight else 102, theme.DIM)
        return
    up = 0 if height >= 128 else 3  # (120 high: the lines close up above the key line)
    for i in range(10):
        theme.rect(group, 4 + i * 5, 20, 4, 3, PIP_FULL if i < 5 else PIP_EMPTY)
    theme.label(group, "start: 5 energy", 60, 15 - up // 3)
    lines = (
        "10 or more: you win",
        "0 or less: you are out",
        "last one in: wins",
        "charge each other: +0",
        "Targets show first; then",
        "each may swap its action",
        "for 1 energy, in turn",
        "from the yellow square",
    )
    write(group, lines, 28 - up, 4)
    theme.rect(group, 142, 102 - up, 5, 5, theme.ACCENT)  # the start token, as on the table
