"""Missile Match display: builds the scene's group once and offers small drawing
steps (a square, a marker, a missile, a text) that the screen calls when its state
changed. Decides nothing: what to show is the screen's business.

Logical layout (160 x 120, centred on 128): the field at the left with P2's
missiles above it and P1's below (missile_art); the LOCK button right of the
arranging seat's missiles; each seat's name, marks left and status at its own edge
on the right; round, captions, yard and hint in between. The hand-over cover
(engine.ui.handover) is the screen's, added on top of this group.
"""

import displayio

from engine import registry
from games.missile import field
from games.missile.art import (
    BACK,
    CELL_H,
    CELL_W,
    DOMINO_H,
    DOMINO_W,
    DOUBLE_BLANK_END,
    EMPTY,
    ERASER_END,
    IN_LINE,
    LIFT,
    MARK,
    NONE,
)
from engine.ui import theme, tiny
from engine.ui.cells import Cells, fixed
from engine.ui.match_scene import NO_DOTS


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


CAPTION_COLUMNS = 17  # characters of a caption line (words.py keeps to them)


class View:
    """Every sprite and label of the Missile Match scene."""

    def __init__(self, app, names):
        # The pictures' module only for the build: dropped at its end (a
        # board frees its code; a resumed match loads it again).
        from games.missile import art

        w = app.width
        h = app.height
        oy = (h - 120) // 2
        group = displayio.Group()
        theme.background(group, w, h)
        self.squares = art.field_grid(art.square_sheet(), art.FIELD_X, oy + art.FIELD_Y)
        self.markers = art.field_grid(art.marker_sheet(), art.FIELD_X, oy + art.FIELD_Y)
        group.append(self.squares)
        group.append(self.markers)
        # The field as the screen is drawing it: commit() sets what differs.
        self.want_squares = bytearray(field.SQUARES)
        self.want_markers = bytearray(field.SQUARES)
        # Row numbers 1-8 left of the field (row 1 at P1's edge, at the bottom)
        # and column letters A-D under it: the names the captions use. The
        # square a caption names has its number and letter lit (coords()).
        rows, self.row_bitmap = tiny.layer(3, 8 * art.CELL_H, theme.DIM, 0, oy + art.FIELD_Y, theme.ACCENT)
        cols, self.col_bitmap = tiny.layer(4 * art.CELL_W, 5, theme.DIM, art.FIELD_X, oy + art.COORD_Y, theme.ACCENT)
        self.lit = [-1, -1]  # the column and row whose names are lit
        for row in range(8):
            self._coord(-1, row, 1)
        for col in range(4):
            self._coord(col, -1, 1)
        group.append(rows)
        group.append(cols)
        # The missiles, index seat * 4 + col: each a frame (its colour says
        # whose, or that the cursor is on it) and its two halves' grid on top
        # (art.missile_grid), no group of their own: a lift moves both.
        sheet = art.half_sheet()
        self.frames = []  # each frame's palette
        self.boxes = []  # each frame's grid
        self.halves = []  # each halves' grid
        self.homes = (oy + art.DOMINO_Y[0], oy + art.DOMINO_Y[1])  # their tops, unlifted
        for seat in (0, 1):
            y = self.homes[seat]
            for col in range(4):
                x = art.FIELD_X + col * art.CELL_W
                self.frames.append(theme.rect(group, x, y, DOMINO_W, DOMINO_H, theme.SEAT_COLORS[seat]))
                self.boxes.append(group[-1])
                self.halves.append(art.missile_grid(sheet, x + 1, y + 1))
                group.append(self.halves[-1])
        self.lock_box = displayio.Group(x=art.LOCK_X)
        self.lock_color = theme.rect(self.lock_box, 0, 0, art.LOCK_W, art.DOMINO_H, theme.DIM)
        self.lock_rect = self.lock_box[-1]
        # (In the background's colour: without its button the word is not seen,
        # so hiding the button alone takes the LOCK away, and pushes less.)
        fixed(self.lock_box, "LOCK", art.LOCK_W // 2, 5, theme.BACKGROUND, anchor=0.5)
        group.append(self.lock_box)
        self.status = []
        self.marks = []
        for seat in (0, 1):
            y = oy + (96 if seat == 0 else 1)
            color = theme.SEAT_COLORS[seat]
            fixed(group, names[seat], art.PANEL_X, y, color, anchor=0.0)
            group.append(theme.sprite((".11.", "1111", "1111", ".11."), (color,), w - 20, y + 4))
            self.marks.append(Cells(group, 2, w - 2, y, theme.TEXT))
            # The status word in 8 glyph cells, then the thinking cue's dots
            # in 3 ("thinking..."): one row of cells, so "picking" to "locked"
            # pushes the letters that change and a dot pushes one cell.
            self.status.append(Cells(group, 11, art.PANEL_X, y + 11, theme.DIM, anchor=0.0, paper=theme.BACKGROUND))
        self.words = ["", ""]  # each seat's status word as shown
        self.dots = [NO_DOTS, NO_DOTS]  # ... and its cue's dots
        # The header (round; the yard as a face-down missile and a count), four
        # caption lines, the hint line.
        # (Glyph cells, not labels, for every text of the screen: no bitmap
        # per text, the same pixels.)
        columns = (w - art.TEXT_X) // theme.CHAR_W
        self.round_label = Cells(group, columns, art.TEXT_X, oy + 28, theme.DIM, anchor=0.0)
        self.yard_label = Cells(group, 3, w - 2, oy + 28, theme.DIM)
        self.yard_icon = art.yard_icon()
        self.yard_icon.y = oy + 30
        group.append(self.yard_icon)
        # Glyph cells, not labels: a cursor move changes a letter or a number
        # of the caption, and only those cells are pushed.
        # On plain background paper (opaque, the same pixels): a reveal
        # rewrites them all, and an opaque row composes in half the time.
        # The last line first: each line's cells overlap the next line's top
        # row (always blank), so the line above, on top, keeps its bottom
        # row (a comma's tail) over the paper of the line below.
        self.lines = [None] * 4  # type: list[Cells]  # type: ignore[list-item]  # filled at once below
        for i in (3, 2, 1, 0):
            self.lines[i] = Cells(group, CAPTION_COLUMNS, art.TEXT_X, oy + 39 + 11 * i, theme.TEXT, anchor=0.0,
                                  paper=theme.BACKGROUND)
        self.hint = Cells(group, columns, art.TEXT_X, oy + 83, theme.DIM, anchor=0.0)
        self.width = w
        self.group = group
        registry.forget("missile", "art")

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
        for square in field.line_squares(col, row, direction):
            self.want_squares[square_index(square % field.COLS, square // field.COLS)] = IN_LINE[seat]

    def marker(self, col, row, tile):
        """Put a marker tile (missile_art AIM .. CURSOR) on a square."""
        self.want_markers[square_index(col, row)] = tile

    def commit(self):
        """Show the field drawn since board(): set only the tiles whose final
        value differs from the one shown (on a board a tile set twice in a frame,
        even back to what it was, is pushed again)."""
        for grid, want in ((self.squares, self.want_squares), (self.markers, self.want_markers)):
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
        halves = self.halves[at]
        if halves[0] != power:
            halves[0] = power
        if halves[1] != travel:
            halves[1] = travel
        frame = self.frames[at]
        if frame[0] != color:
            frame[0] = color
        y = self.homes[seat] + (LIFT if seat == 0 else -LIFT) * lifted
        box = self.boxes[at]
        if box.y != y:
            box.y = y
            halves.y = y + 1

    def lock(self, seat, on):
        """The LOCK button beside seat's missiles (seat < 0: hidden), lit when on."""
        theme.set_shown(self.lock_rect, seat >= 0)
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
        return self.status[seat].show(word + " " * (8 - len(word)) + dots, theme.DIM)

    def cue(self, seat, dots):
        """The thinking cue's dots after a seat's status; True when they changed."""
        return self._status(seat, self.words[seat], dots)

    def seat(self, seat, status, marks):
        """A seat's status word and marks left."""
        self._status(seat, status, self.dots[seat])
        self.marks[seat].show(str(marks), theme.TEXT)

    def band(self, round_text, yard, hint, caption, title):
        """The middle texts: round and yard, 4 caption lines (the first as a
        title when `title`), the hint line (REPLAY stands out)."""
        self.round_label.show(round_text, theme.DIM)
        if self.yard_label.show(str(yard), theme.DIM):
            self.yard_icon.x = self.width - 2 - theme.CHAR_W * len(self.yard_label.text) - 9
        self.hint.show(hint, theme.ACCENT if hint == "REPLAY" else theme.DIM)
        for i in range(4):
            self.lines[i].show(caption[i], theme.ACCENT if title and i == 0 else theme.TEXT)
