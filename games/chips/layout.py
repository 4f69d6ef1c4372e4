"""Where the Missiles & Microchips table's boxes go and its display objects,
built once per scene: the match screen's build() calls table() and, on a
board, drops this module again once the table is built (a match keeps only
the table's drawing code, games.chips.table)."""

import displayio

from engine.ui import theme
from engine.ui.cells import Cells
from engine.ui.lines import _SEGMENTS, _reach

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value

from games.chips.table import AIM, BOX_H, BOX_W, COLORS, FOOT, NAMES, PANEL, PIP_EMPTY, PIP_FULL, PIP_STEP, PIP_WIN, ROW1, ROW2, TOP, Table, arrow_points

_FOOT_PAPER = const(0x141A2C)  # the footer's colour

# Box columns and rows per seat count, clockwise from the top left: x, then a row
# number (0 top, 1 middle, 2 bottom).
# The outer columns leave a pixel for the frame round a box (BOX_W + 2 wide).
_X_LEFT, _X_INNER_L, _X_MID, _X_INNER_R, _X_RIGHT = 1, 14, 55, 96, 109
_SLOTS = (
    (),
    (),
    ((5, 1), (105, 1)),
    ((_X_MID, 0), (_X_INNER_R, 2), (_X_INNER_L, 2)),
    ((_X_INNER_L, 0), (_X_INNER_R, 0), (_X_INNER_R, 2), (_X_INNER_L, 2)),
    ((_X_MID, 0), (_X_RIGHT, 1), (_X_INNER_R, 2), (_X_INNER_L, 2), (_X_LEFT, 1)),
    ((_X_INNER_L, 0), (_X_INNER_R, 0), (_X_RIGHT, 1), (_X_INNER_R, 2), (_X_INNER_L, 2), (_X_LEFT, 1)),
)


# How far an arrow head's pixels reach from its point
# (engine.ui.lines.draw_arrow): 6 back along it and 3.5 across, rounded (at
# most 7); one more to spare.
_HEAD_REACH = const(8)


def arrow_box(x0, y0, cx, cy, x1, y1, box):
    """Widen `box` [left, top, right, bottom] (inclusive) to hold every pixel
    engine.ui.lines.draw_arrow sets for this arrow: its shaft's pieces (each
    with its second pixel, one further) and its head, within _HEAD_REACH of
    its point. (Here, not beside draw_arrow: only building a table needs it,
    and this module is dropped once the table is built, 0.2 KB less of a
    match's heap.)"""
    whole = _SEGMENTS * _SEGMENTS
    for i in range(_SEGMENTS + 1):
        a = (_SEGMENTS - i) * (_SEGMENTS - i)
        b = 2 * i * (_SEGMENTS - i)
        c = i * i
        qx = (a * x0 + b * cx + c * x1 + whole // 2) // whole
        qy = (a * y0 + b * cy + c * y1 + whole // 2) // whole
        _reach(box, qx, qy)
        _reach(box, qx + 1, qy + 1)  # the shaft's second pixel
    _reach(box, x1 - _HEAD_REACH, y1 - _HEAD_REACH)
    _reach(box, x1 + _HEAD_REACH, y1 + _HEAD_REACH)


def _arrow_area(boxes, width, span):
    """(left, top, right, bottom), right and bottom past the edge: the part
    of the table below the header (`span` high) where an arrow between two
    of `boxes` can set a pixel. The arrow layer covers only that (at six
    seats on 160x128, 71x75 pixels, 1.5 KB, instead of the whole 160x91,
    3.6 KB): the same pixels."""
    box = [width, span, -1, -1]
    seats = len(boxes)
    points = [0] * 6
    for source in range(seats):
        for target in range(seats):
            if source != target:
                x0, y0, cx, cy, x1, y1 = arrow_points(boxes, width, span, source, target, points)
                arrow_box(x0, y0, cx, cy, x1, y1, box)
    left = max(box[0], 0)
    top = max(box[1], 0)
    return left, top, max(min(box[2] + 1, width), left + 1), max(min(box[3] + 1, span), top + 1)


def table(group, width, height, seats):
    """A Table for `seats` seats: its arrow layer, boxes, header, footer and
    frame put into `group`."""
    y2 = height - FOOT - BOX_H - 1
    rows = (TOP, (TOP + y2) // 2, y2)
    boxes = [(x, rows[row]) for x, row in _SLOTS[seats]]
    span = height - FOOT - TOP
    at = _arrow_area(boxes, width, span)
    layer = displayio.Bitmap(at[2] - at[0], at[3] - at[1], 4)
    ink = displayio.Palette(4)
    ink[0] = theme.BACKGROUND
    # (Opaque: 0 is the background's colour, so wherever the layer lies a
    # refresh takes its pixels from it alone, the background under it
    # skipped, instead of looking through it at every pixel: the same
    # pixels, a whole table composed in 80% of the time.)
    ink[1] = AIM
    ink[2] = theme.ACCENT
    ink[3] = theme.ACCENT
    group.append(displayio.TileGrid(layer, pixel_shader=ink, x=at[0], y=TOP + at[1]))
    panels = []
    names = []
    energy = []
    status = []
    acts = []
    pips = []
    # Every seat's ten pips are tiles of one small sheet (a bitmap a seat
    # was 80 bytes more each): a pip 4 wide and the gap after it in the
    # panel's colour, empty, full and won (Table.set_energy), then the same
    # three with the gap transparent for the tenth pip (the bar is 49 wide).
    pip_colors = displayio.Palette(5)
    pip_colors[0] = PANEL
    pip_colors[1] = PIP_EMPTY
    pip_colors[2] = PIP_FULL
    pip_colors[3] = PIP_WIN
    pip_colors.make_transparent(4)
    pip_sheet = displayio.Bitmap(6 * PIP_STEP, 2, 5)
    for tile in range(6):
        for row in (0, 1):
            for col in range(PIP_STEP - 1):
                pip_sheet[tile * PIP_STEP + col, row] = tile % 3 + 1
            pip_sheet[tile * PIP_STEP + PIP_STEP - 1, row] = 0 if tile < 3 else 4
    for seat in range(seats):
        x, y = boxes[seat]
        if not seat % 3:
            # Three seats' boxes a group of their own (18 elements), not 36
            # more in the table's at six seats: the collector marks depth
            # first with a 64-entry stack, and a group pushes all its
            # elements at once, with the App's and the scene's fields still
            # on it (docs/PERFORMANCE.md). (A group of two seats' each was
            # 80 bytes more: the 112 KB tour ran out at six seats.)
            boxed = displayio.Group()
            group.append(boxed)
        panels.append(theme.rect(boxed, x, y, BOX_W, BOX_H, PANEL))
        # Glyph cells, not labels: no bitmap per text (about 220 bytes
        # less each, 30 of them at six seats), the same pixels.
        name = Cells(boxed, 2, x + 7, y + ROW1, COLORS[seat], anchor=0.0)
        name.show(NAMES[seat], COLORS[seat])
        names.append(name)
        energy.append(Cells(boxed, 3, x + BOX_W - 2, y + ROW1, theme.TEXT))
        acts.append(Cells(boxed, 3, x + 2, y + ROW2, theme.TEXT, anchor=0.0))
        status.append(Cells(boxed, 8, x + 2, y + ROW2, theme.DIM, anchor=0.0))
        bar = displayio.TileGrid(pip_sheet, pixel_shader=pip_colors, width=10, height=1, tile_width=PIP_STEP,
                                 tile_height=2, default_tile=3, x=x + 1, y=y + BOX_H - 3)  # the seat's ten pips
        boxed.append(bar)
        pips.append(bar)
    # An energy change ('-1', '+2') shows on two seats at most (an event and
    # its mirror): two badges, moved to the seats that show one.
    badges = (Cells(group, 3, 0, 0, theme.TEXT, anchor=0.0), Cells(group, 3, 0, 0, theme.TEXT, anchor=0.0))
    # One start token, moved to the start seat's box (one seat has it).
    accent = theme.rect(group, 0, 0, 5, 5, theme.ACCENT)  # (its palette: the frame's too)
    token = group[-1]  # (its TileGrid itself: no Group round it)
    token.hidden = True
    mid = width // 2
    columns = (width - 4) // theme.CHAR_W // 2
    round_cells = Cells(group, columns, 2, 0, theme.DIM, anchor=0.0)
    step_cells = Cells(group, columns, width - 2, 0, theme.ACCENT)
    theme.rect(group, 0, height - FOOT + 1, width, FOOT - 1, _FOOT_PAPER)
    # Centred as a label centres them (at mid - 3 pixels a letter), which
    # cells anchored at their middle would miss by 3 pixels for half the
    # lengths: left-anchored cells moved to where the text starts.
    # On the footer's plain paper, opaque (the same pixels; most steps
    # rewrite both lines, which then compose in half the time). The second
    # line first: the first line's cells overlap its top row (always blank),
    # so the first, on top, keeps its own bottom row (a descender).
    columns = width // theme.CHAR_W
    line2 = Cells(group, columns, mid, height - FOOT + 12, theme.ACCENT, anchor=0.0, paper=_FOOT_PAPER)
    line1 = Cells(group, columns, mid, height - FOOT + 1, theme.TEXT, anchor=0.0, paper=_FOOT_PAPER)
    # The frame round the box a person is about to aim at (4 thin rects, in
    # the token's palette: neither is ever recoloured, a palette each was
    # 0.1 KB more of the match's heap).
    frame = displayio.Group()
    for x, y, w, h in ((0, 0, BOX_W + 2, 1), (0, BOX_H + 1, BOX_W + 2, 1), (0, 1, 1, BOX_H), (BOX_W + 1, 1, 1, BOX_H)):
        frame.append(displayio.TileGrid(theme.blank(w), pixel_shader=accent, height=h, tile_width=w, tile_height=1, x=x, y=y))
    frame.hidden = True
    group.append(frame)
    parts = (boxes, layer, (at[0], at[1], span), ink, panels, names, energy, acts, status, pips, badges, token, round_cells, step_cells,
             line1, line2, frame)
    return Table(seats, width, parts)
