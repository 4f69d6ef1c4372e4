"""Colours, font and the few drawing helpers every screen shares."""

import bitmaptools
import displayio
import terminalio

from engine.ui import cells

FONT = terminalio.FONT
CHAR_W = 6  # terminalio glyph cell, pixels
CHAR_H = 12

# The screens' background: black, which is what a display shows where no
# layer is (CircuitPython's BusDisplay zeroes each chunk before composing
# the layers into it), so no screen has a background layer. A full-screen
# layer of any other colour is composed under every pixel of every refresh:
# 50 ms of a whole-screen refresh's 60-100 on the PyBadge estimate
# (tools/bench_frames.py; it was dark blue, 0x0B1020, until 2026-11-28).
BACKGROUND = 0x000000
TEXT = 0xF2F2F2
DIM = 0x7C8594
ACCENT = 0xF5C542
GOOD = 0x58D46A
BAD = 0xF0503C
# Seat colours, P1 to P6 (two-seat games use the first two): P1 red, P2 blue,
# then pale green, rose, cyan and yellow. Chosen to stay apart under protan-,
# deuteran- and tritanopia as well (tests/test_palette.py simulates them),
# and never a seat's only sign: its name is written beside it.
SEAT_COLORS = (0xF0503C, 0x4C9BF0, 0xB0F090, 0xD07090, 0x30F0F0, 0xF0F030)
SEAT_NAMES = ("P1", "P2")
# How to pause, where a screen explains its keys: hold LEFT and RIGHT together
# (engine/ui/pad.py). A console whose pads name those keys otherwise says so in
# an optional ``pause_hint`` (hw/__init__.py).
PAUSE_HINT = "hold < >: pause"


KEY_GLYPHS = "^v<>AB"  # UP, DOWN, LEFT, RIGHT, A, B on screen (a str: no tuple in the heap)


def pause_hint(console):
    """The console's words for the pause chord (fits 17 columns)."""
    return getattr(console, "pause_hint", None) or PAUSE_HINT


def key_name(console, seat, button):
    """What a seat's button is called on screen: an arrow, A or B, or the
    console's own name for it (its optional ``key_names``)."""
    names = getattr(console, "key_names", None)
    return names[seat][button] if names else KEY_GLYPHS[button]


def keys_text(console, seat, buttons):
    """A seat's keys for one action: arrows run together ('^v'), names and
    letters joined by '/' ('SELECT/START', 'B/A'). (Built name by name, no
    list nor join: a prompt's hint is made while a match plays. One or two
    buttons, as every hint names them: a '/' where either side is a name.)"""
    text = ""
    for button in buttons:
        name = key_name(console, seat, button)
        if text and (name not in "^v<>" or text[-1] not in "^v<>"):
            text += "/"
        text += name
    return text


def pairs_line(keys, pairs, spacing, columns=0):
    """`keys[i] + ": " + action` for each pair, spaced as `spacing` (0-2,
    roomiest first) says: two spaces apart, one, then one with no space
    after the colon ('A:lock'). With `columns`, None for a line longer than
    that, measured before anything is built (each line key_hint tried was
    built whole: 1.7 KB and 12 ms of a PyBadge's frame a prompt,
    tools/bench_frames.py). (No table of the three: a tuple would stay in
    the heap with this module; one format() a pair: a generator and join
    made four times the garbage.)"""
    between = "  " if spacing == 0 else " "
    colon = ":" if spacing == 2 else ": "
    if columns:
        size = -len(between)
        for i in range(len(keys)):
            size += len(between) + len(keys[i]) + len(colon) + len(pairs[i][1])
        if size > columns:
            return None
    text = ""
    for i in range(len(keys)):
        text = "{}{}{}{}{}".format(text, between if i else "", keys[i], colon, pairs[i][1])
    return text


def key_hint(console, seat, pairs, columns=26):
    """A hint line in `key: action` pairs for this seat's keys on this console,
    e.g. ((UP, DOWN), "other"), ((RIGHT,), "ok") -> '^v: other  >: ok', or on a
    PyBadge's P2 'SELECT/START: other  A: ok'. Pairs two spaces apart, else
    one, else written 'A:lock'; the last pairs left out while it is still too
    long. Built when a prompt changes, never per frame."""
    keys = [""] * len(pairs)  # (made at its length: a comprehension cost five times as much)
    for i in range(len(pairs)):
        keys[i] = keys_text(console, seat, pairs[i][0])
    while True:
        for spacing in range(3):
            # (the last pair left, squeezed, is written however long)
            text = pairs_line(keys, pairs, spacing, 0 if spacing == 2 and len(keys) == 1 else columns)
            if text is not None:
                return text
        keys.pop()


def shared_keys(console, buttons):
    """The keys for one action on a screen either pad drives (menus, pages,
    pause): one name where both pads call them alike ('^v'), else P1's and
    P2's, '>/A' or '^v or SELECT/START' (a PyBadge's P2 plays SELECT, START,
    B, A)."""
    first = keys_text(console, 0, buttons)
    second = keys_text(console, 1, buttons)
    if first == second:
        return first
    return first + ("/" if len(first) == len(second) == 1 else " or ") + second


def label(group, text, x, y, color=TEXT, scale=1, anchor=(0.0, 0.0)):
    """Add a text label to group, anchored at (x, y); returns it. (Its module
    is imported here, not with this one: a match screen drawn with glyph cells
    alone, engine/ui/cells.py, never loads it.)"""
    from engine.ui.text import Text

    item = Text(FONT, text, color, scale)
    item.anchor_point = anchor
    item.anchored_position = (x, y)
    group.append(item)
    return item


def set_text(item, text):
    """Change a label's text only when it differs (no redraw, no allocation)."""
    if item.text != text:
        item.text = text
        return True
    return False


def set_shown(item, shown):
    """Show or hide a TileGrid or Group only when that changes (setting
    `hidden` pushes it again even when unchanged, in CircuitPython's core too);
    True when it changed."""
    if item.hidden == shown:
        item.hidden = not shown
        return True
    return False


# A rectangle's bitmap is never written (one value: every pixel is 0), so it
# is one row, and the rectangle a column of one-pixel-high tiles of it: a
# 160x128 fill keeps 20 bytes of pixels and 128 of tile numbers, not 2,560
# of pixels. Rectangles of one width share the row, per scene (new_scene()
# forgets them).
_blank = {}


def new_scene():
    """Forget the shared rectangle bitmaps and text palettes (cells.ink) of
    the last scene (App.switch)."""
    _blank.clear()
    cells.INKS.clear()


def blank(w):
    """A w x 1 one-value Bitmap, shared by every rectangle w wide."""
    bitmap = _blank.get(w)
    if bitmap is None:
        bitmap = _blank[w] = displayio.Bitmap(w, 1, 1)
    return bitmap


def rect(group, x, y, w, h, color):
    """Add a filled rectangle as a one-colour TileGrid; returns its palette so the
    caller can recolour it, and the grid is group[-1] (h tiles of one row)."""
    palette = displayio.Palette(1)
    palette[0] = color
    grid = displayio.TileGrid(blank(w), pixel_shader=palette, height=h, tile_width=w, tile_height=1, x=x, y=y)
    group.append(grid)
    return palette


def sprite(rows, colors, x=0, y=0):
    """A TileGrid from pixel art: rows of characters, '.' transparent and '1'..'9'
    indexes into colors. Built once per scene, never per frame."""
    count = len(colors) + 1
    bitmap = displayio.Bitmap(len(rows[0]), len(rows), count)
    palette = displayio.Palette(count)
    palette.make_transparent(0)
    for i in range(1, count):
        palette[i] = colors[i - 1]
    for row in range(len(rows)):
        paint(bitmap, rows[row], len(rows[0]), 0, row, range(1, count))
    return displayio.TileGrid(bitmap, pixel_shader=palette, x=x, y=y)


def paint(bitmap, text, width, x, y, values):
    """Paint pixel art into `bitmap` at (x, y): `text` holds its rows of
    `width` characters one after another, '.' left as it is, a digit d of
    '1'..'9' painted in values[d - 1] (one past them raises IndexError). A run
    of one digit is one bitmaptools.fill_region (native), not a Python store
    a pixel: the screens a start builds paint 1,000-2,000 pixels of art."""
    codes = text.encode()
    begun = 0
    for end in range(1, len(codes) + 1):
        value = codes[begun]
        if end % width and codes[end] == value:
            continue
        if value != 46:  # "."
            row = begun // width
            bitmaptools.fill_region(bitmap, x + begun % width, y + row, x + (end - 1) % width + 1, y + row + 1,
                                    values[value - 49])
        begun = end


def set_color(item, color):
    """Recolour a label only when the colour differs: setting a label's colour
    marks its palette changed, so the whole label is pushed to the display
    again even for the same colour (in CircuitPython's core too). True when
    it changed."""
    if item.color != color:
        item.color = color
        return True
    return False


def headline(result):
    """'P1 WINS', 'P2 WINS', 'P1 P3 WIN', 'DRAW' (nobody lost: everybody won,
    or nobody did and somebody drew) or 'NOBODY WINS'."""
    winners = [seat for seat in range(len(result)) if result[seat] > 0]
    if len(winners) == len(result) or not winners:
        return "DRAW" if winners or 0 in result else "NOBODY WINS"
    names = " ".join("P{}".format(seat + 1) for seat in winners)
    return names + (" WINS" if len(winners) == 1 else " WIN")
