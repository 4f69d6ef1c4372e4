"""Starship Combat's how-to-play pages (engine/ui/howto.py), drawn with the match
screen's own sprites."""

import displayio

from engine.ui import theme
from engine.ui.pad import DOWN, LEFT, RIGHT, UP
from games.starship.art import BOOM, MISSILE, SHIP

PAGES = ("your move", "who wins")
KEYS = True  # draw() gets the console: page 0 names each pad's keys
_MOVES = (
    (UP, "FIRE", "send a missile", "a missile"),
    (DOWN, "SHIELD", "stop missiles", "block"),
    (LEFT, "WAIT", "do nothing", "nothing"),
    (RIGHT, "BOTH", "fire and shield", "fire+shield"),
)

def _ship(group, seat, x, y, scale=2):
    holder = displayio.Group(scale=scale, x=x, y=y)
    ship = theme.sprite(SHIP, (0xDDDDDD, theme.SEAT_COLORS[seat], theme.ACCENT))
    # P2's ship faces left: the display mirrors it (the match's mirror(SHIP),
    # the same pixels, without reversing the art a character at a time).
    ship.flip_x = seat == 1
    holder.append(ship)
    group.append(holder)


def draw(page, group, width, height, console=None):
    """Page 0: both pick at once, the four moves and their keys (each pad's in
    its seat colour where the console names them differently: '^ SELECT FIRE'
    on a PyBadge); page 1: hits, meters, the end."""
    mid = width // 2
    if page == 0:
        # 120 high (320x240 at scale 2): the moves 10 apart, so the last line
        # ends above the key line (height - 13).
        step = 11 if height >= 128 else 10
        _ship(group, 0, 4, 16)
        _ship(group, 1, width - 36, 16)
        theme.label(group, "Both pick", mid, 17, theme.TEXT, anchor=(0.5, 0.0))
        theme.label(group, "in secret,", mid, 28, theme.TEXT, anchor=(0.5, 0.0))
        theme.label(group, "shown at once", mid, 39, theme.DIM, anchor=(0.5, 0.0))
        for i in range(4):
            button, move, what, short = _MOVES[i]
            y = 54 + i * step
            first = theme.key_name(console, 0, button)
            second = theme.key_name(console, 1, button)
            if first == second:
                theme.label(group, first + " " + move, 4, y, theme.ACCENT)
                theme.label(group, what, 60, y)
            else:
                theme.label(group, first, 2, y, theme.SEAT_COLORS[0])
                theme.label(group, second, 10, y, theme.SEAT_COLORS[1])
                theme.label(group, move, 52, y, theme.ACCENT)
                theme.label(group, short, 94, y)
        theme.label(group, "Same key again: lock", mid, min(101, height - 25), theme.DIM, anchor=(0.5, 0.0))
        return
    up = 0 if height >= 128 else 3  # (120 high: the lines close up above the key line)
    _ship(group, 0, 4, 16)
    flyer = displayio.Group(scale=2, x=48, y=22)
    flyer.append(theme.sprite(MISSILE, (theme.SEAT_COLORS[0], 0xFFFFFF)))
    group.append(flyer)
    boom = displayio.Group(scale=2, x=width - 34, y=14)
    boom.append(theme.sprite(BOOM, (theme.ACCENT, theme.BAD, 0xFFFFFF)))
    group.append(boom)
    theme.label(group, "No shield + hit: destroyed", mid, 40 - up, theme.TEXT, anchor=(0.5, 0.0))
    for i in range(3):
        group.append(theme.sprite(MISSILE, (theme.SEAT_COLORS[0], 0xDDDDDD), 6 + i * 8, 57 - up))
    theme.label(group, "3 missiles each", 34, 53 - up)
    for i in range(6):
        theme.rect(group, 6 + i * 4, 64 - up, 3, 6, 0x3FA7D6)
    theme.label(group, "6 shields (1 a use)", 34, 64 - up)
    step = 11 - up // 3
    for i, line in enumerate(("Hit and survive: you win", "Both hit: draw. Run out", "of missiles first: lose")):
        theme.label(group, line, 4, 78 - 4 * up // 3 + i * step)
