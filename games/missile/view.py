"""Missile Match display: builds the scene's group once and offers small drawing
steps (a square, a marker, a missile, a text) that the screen calls when its state
changed. Decides nothing: what to show is the screen's business.

Logical layout (160 x 120, centred on 128): the field at the left with P2's
missiles above it and P1's below (missile_art); the LOCK button right of the
arranging seat's missiles; each seat's name, marks left and status at its own edge
on the right; round, captions, yard and hint in between. The hand-over cover
(engine.ui.handover) is the screen's, added on top of this group.
"""

import displayio  # (for the annotations below)

from engine import registry
from games.missile import field
from games.missile.art import (
    BACK,
    CELL_H,
    CELL_W,
    DOUBLE_BLANK_END,
    EMPTY,
    ERASER_END,
    IN_LINE,
    LIFT,
    MARK,
    NONE,
)
from engine.ui import theme, tiny
from engine.ui.cells import Cells  # (for the annotations below)
from games.missile.words import put


def apply_event(board, supply, event):
    """Change a drawn field and drawn supplies as one reveal event did."""
    kind, seat, col, row, _ = event
    if kind == field.CLAIM:
        board[row * field.COLS + col] = seat + 1
        supply[seat] -= 1
    elif kind == field.ERASE or kind == field.PICK:
        board[row * field.COLS + col] = field.EMPTY
        supply[1 - seat] += 1


def square_index(col, row):
    """The field TileGrid index of (col, row), row 0 being row 1 at the bottom."""
    return (7 - row) * 4 + col


class View:
    """Every sprite and label of the Missile Match scene."""

    # Made by games/missile/layout.py (annotations alone: no code on a board).
    group: "displayio.Group"
    squares: "displayio.TileGrid"
    markers: "displayio.TileGrid"
    want_squares: bytearray
    want_markers: bytearray
    row_bitmap: "displayio.Bitmap"
    col_bitmap: "displayio.Bitmap"
    lit: list
    missiles: "displayio.Group"  # each missile's frame grid, then its halves' grid (index 2 * (seat * 4 + col))
    homes: tuple
    lock_box: "displayio.Group"
    lock_color: "displayio.Palette"
    status: "list[Cells]"
    marks: "list[Cells]"
    words: list
    dots: list
    round_label: "Cells"
    yard_label: "Cells"
    yard_icon: "displayio.TileGrid"
    lines: "list[Cells]"
    hint: "Cells"

    def __init__(self, app, names):
        # Built by games/missile/layout.py, dropped at its end with the
        # pictures it drew from: a board frees their code; a resumed match
        # loads them again. (The info module goes too: the rules took their
        # facts from it, and a match reads nothing else of it.)
        from games.missile import layout

        layout.build(self, app, names)
        if registry.unloads():
            registry.drop(("games.missile.layout", "games.missile.art", "games.missile.info"))

    def _coord(self, col, row, value):
        """Draw a row number (col -1) or a column letter (row -1) in palette
        index `value` (1 dim, 2 lit)."""
        if col < 0:
            tiny.char(self.row_bitmap, "12345678"[row], 0, (7 - row) * CELL_H + 1, value)
        else:
            tiny.char(self.col_bitmap, "ABCD"[col], col * CELL_W + 4, 0, value)

    def coords(self, col, row):
        """Light the letter of column `col` and the number of row `row` (-1:
        none), the square or column a caption names; True when it changed."""
        lit = self.lit
        if lit[0] == col and lit[1] == row:
            return False
        if lit[0] >= 0:
            self._coord(lit[0], -1, 1)
        if lit[1] >= 0:
            self._coord(-1, lit[1], 1)
        if col >= 0:
            self._coord(col, -1, 2)
        if row >= 0:
            self._coord(-1, row, 2)
        lit[0] = col
        lit[1] = row
        return True

    def board(self, board):
        """Begin drawing the field: the marks of `board`, no markers; lines and
        markers go on top, and commit() shows the lot."""
        squares = self.want_squares
        markers = self.want_markers
        for row in range(field.ROWS):
            for col in range(field.COLS):
                mark = board[row * field.COLS + col]
                index = square_index(col, row)
                squares[index] = MARK[mark - 1] if mark else EMPTY
                markers[index] = NONE

    def line(self, seat, col, row, direction):
        """Outline the 4 marks of a winning line."""
        dc, dr = field.DIRS[direction]  # (field.line_squares' squares, with no tuple made of them)
        for k in range(4):
            self.want_squares[square_index(col + k * dc, row + k * dr)] = IN_LINE[seat]

    def marker(self, col, row, tile):
        """Put a marker tile (missile_art AIM .. CURSOR) on a square."""
        self.want_markers[square_index(col, row)] = tile

    def commit(self):
        """Show the field drawn since board(): set only the tiles whose final
        value differs from the one shown (on a board a tile set twice in a frame,
        even back to what it was, is pushed again)."""
        grid = self.squares  # (not a loop over pairs: that made three tuples at every commit)
        want = self.want_squares
        for index in range(len(want)):
            if grid[index] != want[index]:
                grid[index] = want[index]
        grid = self.markers
        want = self.want_markers
        for index in range(len(want)):
            if grid[index] != want[index]:
                grid[index] = want[index]

    def missile(self, seat, col, power, travel, color, lifted=False):
        """One missile face up (travel < 0: face down) in a frame colour, and
        whether it stands lifted out from the field. The ends an eraser's
        blank and the double blank show are what they do. Only what changed
        is set: on a board a set tile is redrawn."""
        at = seat * 4 + col
        if travel < 0:
            power = travel = BACK
        elif travel == 0:
            power = travel = DOUBLE_BLANK_END
        elif not power:
            power = ERASER_END
        if seat:
            power, travel = travel, power  # P2's power half is the lower one
        missiles = getattr(self, "missiles")  # (its grids, not what a Group's stub says it may hold)
        halves = missiles[2 * at + 1]
        if halves[0] != power:
            halves[0] = power
        if halves[1] != travel:
            halves[1] = travel
        box = missiles[2 * at]
        frame = box.pixel_shader
        if frame[0] != color:
            frame[0] = color
        y = self.homes[seat] + (LIFT if seat == 0 else -LIFT) * lifted
        if box.y != y:
            box.y = y
            halves.y = y + 1

    def lock(self, seat, on):
        """The LOCK button beside seat's missiles (seat < 0: hidden), lit when on."""
        theme.set_shown(self.lock_box[0], seat >= 0)  # (its button)
        if seat >= 0:
            self.lock_box.y = self.homes[seat]
            color = theme.ACCENT if on else theme.DIM
            if self.lock_color[0] != color:
                self.lock_color[0] = color

    def _status(self, seat, word, dots):
        """A seat's status word and cue dots (a new text only when either
        changed); True when the cells changed."""
        if word == self.words[seat] and dots == self.dots[seat]:
            return False
        self.words[seat] = word
        self.dots[seat] = dots
        # (In parts: the word, spaces to 8 cells, the dots; no text made.
        # An 8-letter word has no spaces: "", not 0, which shows a "0".)
        return put(self.status[seat], theme.DIM, "%0%1%2", word, len(word) - 8 or "", dots)

    def cue(self, seat, dots):
        """The thinking cue's dots after a seat's status; True when they changed."""
        return self._status(seat, self.words[seat], dots)

    def seat(self, seat, status, marks):
        """A seat's status word and marks left."""
        self._status(seat, status, self.dots[seat])
        put(self.marks[seat], theme.TEXT, "%0", marks)

    def yard(self, yard):
        """The yard's count (and its icon beside it)."""
        if put(self.yard_label, theme.DIM, "%0", yard):
            # (the count's 3 cells end 2 pixels from the right edge)
            self.yard_icon.x = self.yard_label.x + theme.CHAR_W * (2 if yard < 10 else 1) - 9
