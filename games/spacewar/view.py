"""Spacewar board view: four tile layers (squares and Bases, pieces, Health bars,
targets), the cursor and the chosen piece's frame, the chains on held pieces,
and the sprites of an animated turn (a piece in flight, a shot, a burst).

The scene decides what to show; this module only draws it, from a state
bytearray (games.spacewar.rules layout). Square sq sits at column sq & 7 from
the left and row sq >> 3 from the bottom (Red's rank 1 at the bottom).
Every sprite is made once; showing moves or hides it (no allocation).
"""

from engine import registry
from engine.ui import theme
from games.spacewar.art import CELL, FRAME_OFFSET
from games.spacewar.rules import (
    BASE_INDEX,
    KIND_OF,
    NONE,
    O_BASE,
    O_BOARD,
    O_HEALTH,
    O_HOLD,
    O_POS,
    SQUARES,
    START_HEALTH,
    STATE_LEN,
)


def cell_x(sq):
    """Pixel column of a square's left grid line (x and y apart: no tuple is
    made in a frame)."""
    return (sq & 7) * CELL


def cell_y(sq):
    """Pixel row of a square's top grid line."""
    return (7 - (sq >> 3)) * CELL


def _put(grid, index, tile):
    """Set a tile only when it differs: a set marks its cell for the display
    even when the tile is the same, so a redraw of an unchanged board pushes
    nothing."""
    if grid[index] != tile:
        grid[index] = tile


def _move(sprite, x, y):
    """Move a sprite only when it is elsewhere (a move pushes both places)."""
    if sprite.x != x:
        sprite.x = x
    if sprite.y != y:
        sprite.y = y


def _show(sprite, shown):
    if sprite.hidden == shown:
        sprite.hidden = not shown


def piece_tile(i):
    """The piece sheet tile of piece index i."""
    return 1 + (i >> 3) * 5 + KIND_OF[i & 7]


def bar_tile(health, start):
    """The status tile of a Health bar."""
    if health <= 0:
        return 0
    shade = 0 if health >= start else (2 if health * 3 <= start else 1)
    return health + 9 * shade


class BoardView:
    """The layers and sprites, built once per scene."""

    def __init__(self, group):
        # The pictures' module is needed only here: it is dropped once they
        # are drawn (a board frees its code and pixel art; a resumed match
        # loads it again), and nothing outside a build refers to it.
        import displayio

        from engine.ui.coords import MARGIN, board_coordinates
        from games.spacewar import art

        # The coordinates beside the board, which sits MARGIN pixels in (its
        # layers in a group of their own: every square's pixel stays its own).
        board_coordinates(group, 8, CELL, MARGIN)
        board = displayio.Group(x=MARGIN)
        group.append(board)
        group = board
        self.terrain = art.terrain_grid()
        group.append(self.terrain)
        self.pieces = art.pieces_grid()
        self.status = art.status_grid()
        self.marks = art.marks_grid()
        for layer in (self.pieces, self.status, self.marks):
            group.append(layer)
        theme.rect(group, 8 * CELL, 0, 1, art.BOARD, art.GRID)  # the last grid lines
        theme.rect(group, 0, 8 * CELL, art.BOARD, 1, art.GRID)
        self.chains = [art.held_mark(0), art.held_mark(1)]  # held pieces, by holder
        for chain in self.chains:
            group.append(chain)
        # (Their palettes are read through pixel_shader: twelve attributes
        # fit a table of twelve slots, fourteen grew it to seventeen during
        # the build, when the heap is fullest.)
        self.chosen = art.frame(theme.TEXT)[0]
        group.append(self.chosen)
        self.cursor = art.frame(theme.ACCENT)[0]
        group.append(self.cursor)
        self.flyer = art.flyer(self.pieces)
        group.append(self.flyer)
        self.shot = art.shot()
        group.append(self.shot)
        self.burst = art.burst()
        group.append(self.burst)
        self.hide_flight()
        self.burst.hidden = True
        # The state and flying piece show_state last drew: drawing the same
        # again (a cursor move redraws the screen) is skipped whole, since
        # only show_state writes the board's three layers.
        self.shown = bytearray(STATE_LEN)
        self.shown_hidden = None  # None: nothing drawn yet
        registry.forget("spacewar", "art")

    def show_state(self, state, hidden=NONE):
        """Squares, Bases, pieces, Health bars and chains of `state`; piece
        `hidden` is left off the board (it is in flight)."""
        if hidden == self.shown_hidden and state == self.shown:
            return  # on the board already
        self.shown[:] = state  # (a slice store: no new bytearray)
        self.shown_hidden = hidden
        terrain = self.terrain
        pieces = self.pieces
        status = self.status
        for sq in range(SQUARES):
            index = (7 - (sq >> 3)) * 8 + (sq & 7)  # (the grids' index and _put() inline: 64 squares a redraw)
            tile = ((sq >> 3) + sq) & 1
            b = BASE_INDEX[sq]
            if b != NONE:
                tile = 2 + (b >> 1) if state[O_BASE + b] else 4
            if terrain[index] != tile:
                terrain[index] = tile
            occupant = state[O_BOARD + sq] - 1
            piece = bar = 0
            if occupant >= 0 and occupant != hidden:
                piece = piece_tile(occupant)
                bar = bar_tile(state[O_HEALTH + occupant], START_HEALTH[KIND_OF[occupant & 7]])
            if pieces[index] != piece:
                pieces[index] = piece
            if status[index] != bar:
                status[index] = bar
        for side in (0, 1):
            held = state[O_HOLD + side]
            chain = self.chains[side]
            _show(chain, held != NONE and held != hidden)
            if not chain.hidden:
                _move(chain, cell_x(state[O_POS + held]) + CELL - 6, cell_y(state[O_POS + held]) + 2)

    def show_marks(self, marks, first, end):
        """Target marks of squares first..end-1: marks[sq] is 0 or an art *_MARK."""
        layer = self.marks
        for sq in range(first, end):
            index = (7 - (sq >> 3)) * 8 + (sq & 7)
            if layer[index] != marks[sq]:
                layer[index] = marks[sq]

    def show_cursor(self, sq, color=theme.ACCENT):
        """The cursor frame on sq (-1: hidden)."""
        _place_frame(self.cursor, sq)
        colors = getattr(self.cursor, "pixel_shader")  # (its palette; the stubs allow any shader)
        if colors[1] != color:
            colors[1] = color

    def show_chosen(self, sq):
        """The frame of the chosen piece (-1: none)."""
        _place_frame(self.chosen, sq)

    def fly_piece(self, i, frm, to, part, whole):
        """Piece i drawn `part` of `whole` of the way from square frm to to."""
        flyer = self.flyer
        _put(flyer, 0, piece_tile(i))
        _show(flyer, True)
        _move(flyer, _between(cell_x(frm), cell_x(to), part, whole), _between(cell_y(frm), cell_y(to), part, whole))

    def fly_shot(self, frm, to, part, whole):
        """The shot `part` of `whole` of the way from frm to to."""
        shot = self.shot
        _show(shot, True)
        inset = CELL // 2 - 1
        _move(shot, _between(cell_x(frm), cell_x(to), part, whole) + inset,
              _between(cell_y(frm), cell_y(to), part, whole) + inset)

    def hide_flight(self):
        """No piece nor shot in flight."""
        _show(self.flyer, False)
        _show(self.shot, False)

    def show_burst(self, sq):
        """The capture burst on sq (-1: hidden)."""
        _show(self.burst, sq >= 0)
        if sq >= 0:
            _move(self.burst, cell_x(sq) + 1, cell_y(sq) + 1)


def _place_frame(sprite, sq):
    _show(sprite, sq >= 0)
    if sq >= 0:
        _move(sprite, cell_x(sq) - FRAME_OFFSET, cell_y(sq) - FRAME_OFFSET)


def _between(start, end, part, whole):
    """The pixel `part` / `whole` of the way from start to end."""
    return start + (end - start) * part // whole
