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

from games.missile import field
from games.missile import art
from engine.ui import theme


def apply_event(board, supply, event):
    """Change a drawn field and drawn supplies as one reveal event did."""
    kind, seat, col, row, _ = event
    if kind == field.CLAIM:
        board[row * field.COLS + col] = seat + 1
        supply[seat] -= 1
    elif kind == field.ERASE or kind == field.PICK:
        board[row * field.COLS + col] = field.EMPTY
        supply[1 - seat] += 1


class View:
    """Every sprite and label of the Missile Match scene."""

    def __init__(self, app, names):
        w = app.width
        h = app.height
        oy = (h - 120) // 2
        group = displayio.Group()
        theme.background(group, w, h)
        self.squares = art.field_grid(art.square_sheet(), art.FIELD_X, oy + art.FIELD_Y)
        self.markers = art.field_grid(art.marker_sheet(), art.FIELD_X, oy + art.FIELD_Y)
        group.append(self.squares)
        group.append(self.markers)
        # Row numbers 1-8 left of the field (row 1 at P1's edge, at the bottom).
        rows, bitmap = theme.tiny_layer(3, 8 * art.CELL_H, theme.DIM, 0, oy + art.FIELD_Y)
        for row in range(8):
            theme.tiny_char(bitmap, "12345678"[row], 0, (7 - row) * art.CELL_H + 1)
        group.append(rows)
        halves = art.half_sheet()
        self.dominoes = tuple(
            tuple(art.Domino(group, halves, seat, col, oy) for col in range(4)) for seat in (0, 1)
        )
        self.lock_box = displayio.Group(x=art.LOCK_X)
        self.lock_color = theme.rect(self.lock_box, 0, 0, art.LOCK_W, art.DOMINO_H, theme.DIM)
        theme.label(self.lock_box, "LOCK", art.LOCK_W // 2, 5, theme.BACKGROUND, anchor=(0.5, 0.0))
        group.append(self.lock_box)
        self.status = []
        self.marks = []
        for seat in (0, 1):
            y = oy + (96 if seat == 0 else 1)
            color = theme.SEAT_COLORS[seat]
            theme.label(group, names[seat], art.PANEL_X, y, color)
            group.append(theme.sprite((".11.", "1111", "1111", ".11."), (color,), w - 20, y + 4))
            self.marks.append(theme.label(group, "", w - 2, y, theme.TEXT, anchor=(1.0, 0.0)))
            self.status.append(theme.label(group, "", art.PANEL_X, y + 11, theme.DIM))
        # The header (round; the yard as a face-down missile and a count), four
        # caption lines, the hint line.
        self.round_label = theme.label(group, "", art.TEXT_X, oy + 28, theme.DIM)
        self.yard_label = theme.label(group, "", w - 2, oy + 28, theme.DIM, anchor=(1.0, 0.0))
        self.yard_icon = art.yard_icon()
        self.yard_icon.y = oy + 30
        group.append(self.yard_icon)
        self.lines = [theme.label(group, "", art.TEXT_X, oy + 39 + 11 * i) for i in range(4)]
        self.hint = theme.label(group, "", art.TEXT_X, oy + 83, theme.DIM)
        self.width = w
        self.group = group

    def board(self, board):
        """Draw the marks of a field and clear every marker."""
        squares = self.squares
        markers = self.markers
        for row in range(field.ROWS):
            for col in range(field.COLS):
                mark = board[row * field.COLS + col]
                index = art.square_index(col, row)
                tile = art.MARK[mark - 1] if mark else art.EMPTY
                # Set only what changed: on a board, a changed tile is redrawn.
                if squares[index] != tile:
                    squares[index] = tile
                if markers[index] != art.NONE:
                    markers[index] = art.NONE

    def line(self, seat, col, row, direction):
        """Outline the 4 marks of a winning line."""
        for square in field.line_squares(col, row, direction):
            self.squares[art.square_index(square % field.COLS, square // field.COLS)] = art.IN_LINE[seat]

    def marker(self, col, row, tile):
        """Put a marker tile (missile_art AIM .. CURSOR) on a square."""
        self.markers[art.square_index(col, row)] = tile

    def missile(self, seat, col, power, travel, color, lifted=False):
        """One missile face up (travel < 0: face down) in a frame colour."""
        domino = self.dominoes[seat][col]
        if travel < 0:
            domino.hide()
        else:
            domino.show(power, travel)
        domino.mark(color, lifted)

    def lock(self, seat, on):
        """The LOCK button beside seat's missiles (seat < 0: hidden), lit when on."""
        self.lock_box.hidden = seat < 0
        if seat >= 0:
            self.lock_box.y = self.dominoes[seat][0].home
            color = theme.ACCENT if on else theme.DIM
            if self.lock_color[0] != color:
                self.lock_color[0] = color

    def seat(self, seat, status, marks):
        """A seat's status word and marks left."""
        theme.set_text(self.status[seat], status)
        theme.set_text(self.marks[seat], str(marks))

    def band(self, round_text, yard, hint, caption, title):
        """The middle texts: round and yard, 4 caption lines (the first as a
        title when `title`), the hint line (REPLAY stands out)."""
        theme.set_text(self.round_label, round_text)
        if theme.set_text(self.yard_label, str(yard)):
            self.yard_icon.x = self.width - 2 - theme.CHAR_W * len(self.yard_label.text) - 9
        theme.set_text(self.hint, hint)
        self.hint.color = theme.ACCENT if hint == "REPLAY" else theme.DIM
        for i in range(4):
            theme.set_text(self.lines[i], caption[i])
            color = theme.ACCENT if title and i == 0 else theme.TEXT
            if self.lines[i].color != color:
                self.lines[i].color = color
