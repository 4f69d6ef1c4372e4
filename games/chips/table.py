"""The Missiles & Microchips table: up to six computers around a round table, the
arrows between them, a header and a two-line footer. It only draws what the
screen tells it; it never reads the game (so it cannot leak a hidden choice).

Seats sit clockwise from the top left (P1 top left or left, P2 to its right).
Each seat is a 50x24 box:
    row 1:  start token, name, badge (an energy change), energy number
    row 2:  action (ATK, BLK, CHG) and status ("thinking", ">P4 paid", "OUT", ...)
    bottom: ten energy pips (10 energy wins)
Arrows live in one 2-bit bitmap under the boxes: 1 dim aim, 2 the highlighted
arrow (its colour changes per use), 3 a cursor arrow. It covers only where an
arrow can go (games.chips.layout works it out from arrow_points). A board pushes what
changed in it as one rectangle (and all of it when its palette changes), so
arrows are taken off by filling only the box round the lines drawn, never by
clearing the layer, and a person choosing a target sees a frame move round
the boxes, not an arrow redrawn.
"""

import bitmaptools

from engine.ui import theme
from engine.ui.cells import centred
from engine.ui.lines import clip_to_box, draw_arrow

BOX_W = 50
BOX_H = 24
TOP = 12  # first row of the table (the header is above)
FOOT = 25  # pixels of footer below the table
# Seat colours: P1 and P2 as everywhere, then P3-P6 (engine/ui/theme.py).
COLORS = theme.SEAT_COLORS
NAMES = ("P1", "P2", "P3", "P4", "P5", "P6")
# After a seat's target in row 2: nothing, kept, paid (games.chips.draw's
# NOTE_NONE, NOTE_KEPT, NOTE_PAID), or deciding.
NOTES = ("", " kept", " paid", " ...")
PANEL = 0x1A2238
PANEL_OUT = 0x10131C
PANEL_TURN = 0x3A3410  # the seat whose turn it is / the cursor's target
PIP_EMPTY = 0x2A3348
PIP_FULL = 0xD8D8D8
PIP_WIN = 0xF5C542
PIP_STEP = 5  # pixels from one pip to the next (4 of pip, 1 of gap)
AIM = 0x5A6478
# Action colours, none a seat's (an ATK arrow must not read as P1's): magenta,
# olive gold, green; apart from each other and from the seats under the
# colour-vision deficiencies too (tests/test_palette.py). The words ATK, BLK,
# CHG and the footer's sentence always say the action as well.
ATTACK_COLOR = 0xD050D0
BLOCK_COLOR = 0xB0B030
CHARGE_COLOR = 0x30B070
_ACT_WORDS = ("ATK", "BLK", "CHG")
_ACT_COLORS = (ATTACK_COLOR, BLOCK_COLOR, CHARGE_COLOR)
ROW1 = -1  # text tops: the font's glyphs start 3 pixels into a cell
ROW2 = 8
_STATUS_X = (2, 20)  # row 2's status text: without, with an action word before it
_BEND = 6  # pixels an arrow's middle moves to its right


class Table:
    """The boxes, arrows, header and footer of one match screen."""

    def __init__(self, seats, width, parts):
        """`parts`: the display objects games.chips.layout.table() made, in
        its order (only building a table needs that module)."""
        self.seats = seats
        self.width = width
        self.mid = width // 2
        (self.boxes, self.layer, self.at, self.ink, self.panels, self.names, self.energy, self.acts, self.status, self.pips,
         self.badges, self.token, self.round, self.step, self.line1, self.line2, self.frame) = parts
        self.badged = [-1, -1]  # the seat each of the two badges is on, -1: none
        self.shown_energy = [None] * seats
        self.aimed = [-1] * seats  # per seat, set_aim's code of what row 2 shows, -1: another text
        # The arrows on the layer, as chips_draw coded them (one small int
        # each; a -1 in it: not known, redraw), kept and refilled in place.
        self.drawn = [-1]
        self.points = [0] * 6  # arrow_points' answer, reused (a tuple every frame an arrow grows)
        self.bounds = [1 << 14, 1 << 14, -1, -1]  # left, top, right, bottom of the lines on the layer
        # The person's prompt the footer shows (games.chips.draw._prompt_key),
        # -1: another text; or, for a frame, the footer's second line still
        # to show (games.chips.draw.follow shows a line a frame).
        self.prompted = -1

    # -- seats -------------------------------------------------------------------
    def set_energy(self, seat, energy):
        """Show a seat's energy (number and pips); True when it changed."""
        if self.shown_energy[seat] == energy:
            return False
        self.shown_energy[seat] = energy
        cells = self.energy[seat]
        cells.show(str(energy), cells.color)
        pips = self.pips[seat]  # tiles: 0 empty, 1 full, 2 won; 3 more for the last pip (games.chips.layout)
        for cell in range(10):
            tile = 0
            if cell < energy:
                tile = 2 if energy >= 10 else 1
            if cell == 9:
                tile += 3
            if pips[cell] != tile:
                pips[cell] = tile
        return True

    def set_look(self, seat, out, lit):
        """Grey a seat that is out; light the box whose turn it is (or the one a
        cursor or the current event points at)."""
        if lit:
            panel = PANEL_TURN
        else:
            panel = PANEL_OUT if out else PANEL
        self.panels[seat][0] = panel
        # (Each recoloured only when its colour differs: a drawing draws
        # every seat, most unchanged, and show() costs twice the look.)
        name = self.names[seat]
        color = theme.DIM if out else COLORS[seat]
        if name.color != color:
            name.show(name.text, color)
        energy = self.energy[seat]
        color = theme.DIM if out else theme.TEXT
        if energy.color != color:
            energy.show(energy.text, color)

    def set_frame(self, seat):
        """Frame one seat's box (-1: none)."""
        if seat < 0:
            self.frame.hidden = True
            return
        x, y = self.boxes[seat]
        self.frame.x = x - 1
        self.frame.y = y - 1
        self.frame.hidden = False

    def set_start(self, seat):
        """Put the start token on one seat."""
        x, y = self.boxes[seat]
        token = self.token
        if token.hidden or token.x != x + 1 or token.y != y + 3:
            token.x = x + 1
            token.y = y + 3
            token.hidden = False

    def set_status(self, seat, text, color=theme.DIM, action=-1):
        """Row 2: an action word (0 attack, 1 block, 2 charge, -1 none) and text."""
        self.aimed[seat] = -1
        act = self.acts[seat]
        if action >= 0:
            act.show(_ACT_WORDS[action], _ACT_COLORS[action])
        elif act.text:
            act.show("", act.color)
        cells = self.status[seat]
        x = self.boxes[seat][0] + _STATUS_X[action >= 0]
        if cells.x != x:
            cells.x = x
        cells.show(text, color)

    def set_aim(self, seat, aim, note=0, action=-1):
        """Row 2 as set_status shows it: the target `aim` ('>P3'), NOTES[note]
        after it, in the text colour, and an action word. Its text is made
        only when it changed (a drawing draws every seat, most unchanged:
        their strings were most of its garbage)."""
        code = (aim * 4 + note) * 4 + action + 1
        if self.aimed[seat] != code:
            self.set_status(seat, ">{}{}".format(NAMES[aim], NOTES[note]), theme.TEXT, action)
            self.aimed[seat] = code

    def show_badges(self, first, first_value, second, second_value):
        """Row 1, middle: an energy change like '-1' (delta_text) on seat
        `first` (the first badge) and seat `second` (the second), -1: none.
        (Seats and ints: a list of (seat, text, colour) a drawing was
        garbage.)"""
        self._badge(0, first, first_value)
        self._badge(1, second, second_value)

    def _badge(self, i, seat, value):
        """Badge `i` on `seat` saying `value`, or hidden (seat -1)."""
        badge = self.badges[i]
        if seat < 0:
            if badge.text:
                badge.show("", badge.color)
        else:
            if self.badged[i] != seat:
                x, y = self.boxes[seat]
                badge.x = x + 22
                badge.y = y + ROW1
            badge.show(delta_text(value), delta_color(value))
        self.badged[i] = seat

    # -- arrows ------------------------------------------------------------------
    def clear_arrows(self):
        """Remove every arrow: the box round the lines drawn is filled with the
        background value 0, one native call (the layer holds nothing else), so
        only the pixels near them change (filling the layer would change all
        of it; drawing each arrow again in that value took a PyBadge about a
        tenth of a second). True when a large box was only half filled: call
        again, in the next frame."""
        bounds = self.bounds
        if bounds[2] >= bounds[0]:
            bottom = bounds[3] + 1
            if (bounds[2] + 1 - bounds[0]) * (bottom - bounds[1]) > 3000:
                # A large box (up to the whole layer, 5,325 pixels at six
                # seats: 36-39 ms on the PyBadge estimate with the new
                # arrow): its top half now, the rest at the next call.
                bottom = (bounds[1] + bottom) // 2
                bitmaptools.fill_region(self.layer, bounds[0], bounds[1], bounds[2] + 1, bottom, 0)
                bounds[1] = bottom
                while self.drawn:
                    self.drawn.pop()
                self.drawn.append(-1)  # (the layer shows no list)
                return True
            bitmaptools.fill_region(self.layer, bounds[0], bounds[1], bounds[2] + 1, bottom, 0)
        bounds[0] = bounds[1] = 1 << 14
        bounds[2] = bounds[3] = -1
        # (Emptied by pop(): `del x[:]` makes a slice object, 16 B of
        # garbage, and one kept would cost a class in the heap, as the
        # WebAssembly MicroPython cannot make one with slice()
        # (docs/PERFORMANCE.md). The room pop() gives back at the end of
        # the list is taken again in place as the arrows are drawn.)
        while self.drawn:
            self.drawn.pop()
        return False

    def arrow(self, source, target, value, limit=1 << 14, color=None, start=0):
        """Draw an arrow from seat `source` to seat `target` (`limit` pixels of
        shaft: arrows grow by redrawing with a larger limit; `start`: the
        layer holds it drawn with that limit already). `color`, if given,
        becomes the colour of `value`. True once it is whole."""
        if color is not None and self.ink[value] != color:
            self.ink[value] = color
        at = self.at
        p = arrow_points(self.boxes, self.width, at[2], source, target, self.points)
        return draw_arrow(self.layer, p[0], p[1], p[2], p[3], p[4], p[5], value, limit, self.bounds, at[0], at[1], start)

    # -- text --------------------------------------------------------------------
    def header(self, left, right):
        """Top line: round on the left, step name on the right."""
        self.round.show(left, theme.DIM)
        self.step.show(right, theme.ACCENT)

    def footer_line(self, index, text):
        """Footer line `index` (0: what happens now, 1: why or which keys);
        True when it changed."""
        self.prompted = -1
        cells = self.line2 if index else self.line1
        return centred(cells, text, cells.color, self.mid)


def delta_text(value):
    """'+2', '+0' or '-1': a constant (no new string when a badge or a
    reason line says one). A round changes a seat's energy by -2 to +2
    (games/chips/rules.py: a Firewall -2, a Chain +2)."""
    return ("-2", "-1", "+0", "+1", "+2")[value + 2]


def delta_color(value):
    """Green for a gain, red for a loss, grey for nothing."""
    if value > 0:
        return theme.GOOD
    return theme.BAD if value < 0 else theme.DIM


def arrow_points(boxes, width, span, source, target, out):
    """[x0, y0, cx, cy, x1, y1]: where the arrow from seat `source` to seat
    `target` starts, bends toward and ends (engine.ui.lines.draw_arrow), in
    the table's coordinates below the header (`span` pixels high), written
    into `out` (a list of six the caller keeps), which is returned.

    Arrows bend toward the middle of the table, so neighbours' arrows stay
    long enough to read, and to their own right, so two seats aiming at each
    other get two arrows side by side."""
    half_w = BOX_W // 2
    half_h = BOX_H // 2
    sx, sy = boxes[source]
    tx, ty = boxes[target]
    sx += half_w
    sy += half_h - TOP
    tx += half_w
    ty += half_h - TOP
    dx = tx - sx
    dy = ty - sy
    # The bend: 3/4 of the way from the middle of the two boxes to the middle
    # of the table; all the way for one box above the other (neighbours),
    # whose arrow would otherwise be a stub in the gap between them.
    stacked = -BOX_W < dx < BOX_W
    pull = 6 if stacked else 3
    mx = (sx + tx) // 2
    my = (sy + ty) // 2
    cx = mx + (width // 2 - mx) * pull // 4
    cy = my + (span // 2 - my) * pull // 4
    length = (dx * dx + dy * dy) ** 0.5
    if length >= 1:
        bend = 2 * _BEND if stacked else _BEND
        cx -= int(dy * bend / length)
        cy += int(dx * bend / length)
    if stacked:
        # One box above the other (neighbours around the table): both ends
        # face the bend, so the arrow hooks out into the table and back.
        clip_to_box(sx, sy, cx, cy, half_w + 2, half_h + 2, out, 0)
        clip_to_box(tx, ty, cx, cy, half_w + 2, half_h + 2, out, 4)
    else:
        # Each end leaves its box halfway between facing the other box and
        # facing the bend: arrows from different seats reach a box at
        # different points instead of piling up where it faces the middle.
        clip_to_box(sx, sy, (tx + cx) // 2, (ty + cy) // 2, half_w + 2, half_h + 2, out, 0)
        clip_to_box(tx, ty, (sx + cx) // 2, (sy + cy) // 2, half_w + 2, half_h + 2, out, 4)
    out[2] = cx
    out[3] = cy
    return out
