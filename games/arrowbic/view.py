"""Arrowbic Exercise board view: the 9x9 tiles, the cursor with the ways allowed,
the last-stone flag, the next-move brackets and the Starter box.

The scene decides what to show; this module only draws it. Square sq sits at
column sq % 9 from the left and row sq // 9 from the bottom (a1 bottom-left).
"""

import displayio

from games.arrowbic.board import FELL, MOVED, SQUARES, move_piece
from games.arrowbic.art import BLUE_PIECE, CAPTURED, CELL, CURSOR_OFFSET, PIECE_COLORS, RED_PIECE
from engine.ui import theme


def cell_x(sq):
    """Pixel x of a square's top-left grid corner."""
    return (sq % 9) * CELL


def cell_y(sq):
    """Pixel y of a square's top-left grid corner."""
    return (8 - sq // 9) * CELL


def cell_xy(sq):
    """Pixel (x, y) of a square's top-left grid corner."""
    return cell_x(sq), cell_y(sq)


class BoardView:
    """The board and its markers, built once per scene."""

    def __init__(self, group):
        # The pictures' module only for the build (the screen drops it after).
        import displayio

        from games.arrowbic import art

        # The board's tiles first: their sheet (1.8 KB) needs one piece of
        # the heap, found more easily before the coordinates' code and the
        # rest of the build are spread through it (made after them, it found
        # none in a 111 KB heap).
        self.grid = art.board_grid(0, 0)
        from engine.ui.coords import MARGIN, board_coordinates

        # The coordinates beside the board, which sits MARGIN pixels in (its
        # layers in a group of their own).
        board_coordinates(group, 9, CELL, MARGIN)
        board = displayio.Group(x=MARGIN)
        group.append(board)
        group = board
        group.append(self.grid)
        edge = 9 * CELL  # the last grid lines, right and bottom
        theme.rect(group, edge, 0, 1, edge + 1, art.SHEET_COLORS[0])
        theme.rect(group, 0, edge, edge, 1, art.SHEET_COLORS[0])
        self.flag = art.last_flag()
        group.append(self.flag)
        self.target, self.target_colors = art.target()
        group.append(self.target)
        self.cursor, self.cursor_colors = art.cursor()
        group.append(self.cursor)
        # The Starter choice, over the middle of the board: made (at this
        # place among the layers) only while a person has it to make; a
        # CPU's choice shows no box.
        self.group = group
        self.start_at = len(group)
        self.start_box = None
        self.start_items = []  # its two seat labels
        self.spots = bytearray(2)  # scratch piece squares for predictions

    def show_board(self, board, pieces, marks=()):
        """Tiles for every square: stones, the two pieces (pieces[i] may be off
        the board), and a cross where a stone in `marks` (sq << 4 | value) was
        just taken."""
        grid = self.grid
        for sq in range(SQUARES):
            tile = board[sq]
            if sq == pieces[0]:
                tile += RED_PIECE
            elif sq == pieces[1]:
                tile += BLUE_PIECE
            if marks:
                for mark in marks:
                    if mark >> 4 == sq and not board[sq]:
                        tile = CAPTURED + (1 if sq == pieces[0] else 2 if sq == pieces[1] else 0)
            index = (8 - sq // 9) * 9 + sq % 9
            # Set only the tiles that change: a board pushes every tile set,
            # even to the value it had.
            if grid[index] != tile:
                grid[index] = tile

    def show_flag(self, last):
        """Flag the square of the last placement (an action; -1 or PASS: none)."""
        if self.flag.hidden != (not 0 <= last < SQUARES * 4):  # (a TileGrid shown again is pushed again)
            self.flag.hidden = not self.flag.hidden
        if not self.flag.hidden:
            sq = last >> 2  # (x and y apart, no tuple: every redraw comes here)
            self.flag.x = cell_x(sq) + 1
            self.flag.y = cell_y(sq) + 1

    def predict(self, board, pieces, which):
        """(outcome, square) of moving piece `which` along `board` now."""
        spots = self.spots
        spots[0] = pieces[0]
        spots[1] = pieces[1]
        outcome = move_piece(board, spots, which)
        return outcome, spots[which]

    def show_target(self, pieces, which, outcome, dest, shown):
        """Brackets where the scheduled piece goes; red on it when it would fall."""
        shown = shown and (outcome == MOVED or outcome == FELL)
        if self.target.hidden == shown:  # (shown again: pushed again)
            self.target.hidden = not shown
        if shown:
            x, y = cell_xy(pieces[which] if outcome == FELL else dest)
            self.target.x = x
            self.target.y = y
            self.target_colors[1] = theme.BAD if outcome == FELL else PIECE_COLORS[which]

    def show_alarm(self, sq):
        """Red brackets on sq (-1: none), e.g. where a piece left the board."""
        if self.target.hidden != (sq < 0):
            self.target.hidden = sq < 0
        if sq >= 0:
            self.target.x, self.target.y = cell_xy(sq)
            self.target_colors[1] = theme.BAD

    def show_cursor(self, sq, ways, color):
        """The cursor on sq (-1: hidden); bit d of `ways` lights arrowhead d."""
        if self.cursor.hidden != (sq < 0):
            self.cursor.hidden = sq < 0
        if sq < 0:
            return
        x, y = cell_xy(sq)
        self.cursor.x = x - CURSOR_OFFSET
        self.cursor.y = y - CURSOR_OFFSET
        palette = self.cursor_colors
        palette[1] = color
        for d in range(4):
            if ways >> d & 1:
                palette.make_opaque(2 + d)
            else:
                palette.make_transparent(2 + d)

    def show_start(self, shown, pick):
        """The Starter box, with `pick` (0: P1, 1: P2) under its cursor: the
        seats as every screen names them, in their colours (docs/WORDING.md)."""
        if not shown:
            if self.start_box is not None:  # chosen: the box goes for good
                self.group.remove(self.start_box)
                self.start_box = None
                self.start_items = []
            return
        if self.start_box is None:
            box = displayio.Group()
            theme.rect(box, 6, 24, 88, 52, theme.ACCENT)
            theme.rect(box, 7, 25, 86, 50, theme.BACKGROUND)
            theme.label(box, "Who starts?", 50, 28, theme.ACCENT, anchor=(0.5, 0.0))
            # (two calls, not a list comprehension: one made `box` a cell, a new
            # object at every call of this method, which every redraw makes)
            self.start_items = [theme.label(box, "", 50, 44, anchor=(0.5, 0.0)), theme.label(box, "", 50, 57, anchor=(0.5, 0.0))]
            self.group.insert(self.start_at, box)
            self.start_box = box
        items = self.start_items
        for seat in (0, 1):
            theme.set_text(items[seat], "> " + theme.SEAT_NAMES[seat] + " <" if seat == pick else theme.SEAT_NAMES[seat])
            theme.set_color(items[seat], theme.SEAT_COLORS[seat])
