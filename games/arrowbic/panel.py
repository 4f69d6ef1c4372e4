"""Arrowbic Exercise text beside and under the board: who plays which colour and
who is to move, both clocks, the turn, the last stone, which piece moves next and
where, the Retake item; and one or two message lines under the board.

Every label is made once (in the scene's enter); updates change text only when
what it says changed, so an idle frame allocates nothing.
"""

from games.arrowbic.rules import PASS
from games.arrowbic.board import FELL, MOVED, square_name
from engine.ui import theme
from engine.ui.cells import Cells, fixed
from engine.ui.coords import FILES_H, MARGIN
from games.arrowbic.art import CELL, PIECE_COLORS
from games.arrowbic.words import clock_short
from engine.ui.notes import Notes

X = MARGIN + 9 * CELL + 2  # first pixel column of the panel (the board, MARGIN in for its ranks, ends at MARGIN + 9 * CELL)
LINE = 11  # panel line pitch
_NEXT_WORDS = ("stays", "", "blocked", "FALLS!")  # by move outcome; MOVED says where


class Panel(Notes):
    """The labels; the scene tells it what to show."""

    def __init__(self, group, width, height, clock=True):
        """`clock` False: the clock option is off (the panel says so)."""
        # (Seventeen attributes with Notes' own: an eighteenth grows their
        # table to 23 slots, 184 bytes asked in one piece during the build.)
        self.names = []
        self.clocks = []  # per seat: (turn time, reserve)
        # Every text is glyph cells, not a label (no bitmap per text, the same
        # pixels): as many cells as reach the screen's edge.
        cells = (width - X + theme.CHAR_W - 1) // theme.CHAR_W
        for seat in (0, 1):
            self.names.append(Cells(group, cells, X, seat * 2 * LINE, theme.SEAT_COLORS[seat], anchor=0.0))
            # Digit cells, not a label: a tick pushes the digits that changed
            # (a minute's rollover three of 6x8 pixels), and the turn time's
            # colour change (at 0:00) recolours its own four.
            y = (seat * 2 + 1) * LINE
            self.clocks.append((Cells(group, 4, width - 1 - 5 * theme.CHAR_W, y, theme.DIM, digits=True),
                                Cells(group, 4, width - 1, y, theme.DIM, digits=True)))
        self.turn = Cells(group, cells, X, 4 * LINE + 1, theme.DIM, anchor=0.0)
        self.last = Cells(group, cells, X, 5 * LINE + 1, theme.TEXT, anchor=0.0)
        fixed(group, "Next:", X, 6 * LINE + 1, theme.DIM, anchor=0.0)
        from games.arrowbic.art import icon  # (the screen drops art after the build)

        self.icon = icon()[0]  # (recoloured through its pixel_shader: show_next)
        self.icon.x = X + 33
        self.icon.y = 6 * LINE + 4
        group.append(self.icon)
        self.next = Cells(group, cells, X, 7 * LINE + 1, theme.TEXT, anchor=0.0)
        self.retake = Cells(group, cells, X, 8 * LINE + 1, theme.TEXT, anchor=0.0)
        # What each clock label shows, packed (running, turn s, reserve s): a new
        # string is made only when a shown second changes.
        self.clock_keys = [-1, -1]
        # The message lines under the board and its files (a line's top pixel
        # row, blank in every glyph, on the files' last one: two lines fit 128).
        super().__init__(group, 9 * CELL + FILES_H, width, height)
        if not clock:
            fixed(group, "no clock", width - 1, LINE, theme.DIM)

    def show_game(self, game, round_text):
        """The round ('Round 3', its limit too when the panel has the room),
        the last stone, the Retake item."""
        if len(round_text) > 9:
            round_text = round_text[: round_text.find("/")]
        self.turn.show(round_text, theme.DIM)
        last = game.last
        if last < 0:
            self.last.show("", self.last.color)
        else:
            from games.arrowbic.words import action_text

            self.last.show("Last pass" if last == PASS else "Last " + action_text(last),
                           theme.SEAT_COLORS[1 - game.to_move])
        holder = game.retake_holder
        if holder < 0 or game.retake_used or game.result() is not None:
            self.retake.show("", self.retake.color)
        else:
            self.retake.show("Retake " + theme.SEAT_NAMES[holder], theme.SEAT_COLORS[holder])

    def show_next(self, which, outcome, dest):
        """The piece that moves after this turn (-1: none), and what it will do."""
        if self.icon.hidden != (which < 0):  # (a TileGrid shown again is pushed again)
            self.icon.hidden = which < 0
        if which < 0:
            self.next.show("-", self.next.color)
            return
        getattr(self.icon, "pixel_shader")[1] = PIECE_COLORS[which]  # (its palette; the stubs allow any shader)
        text = "to " + square_name(dest) if outcome == MOVED else _NEXT_WORDS[outcome]
        self.next.show(text, theme.BAD if outcome == FELL else theme.TEXT)

    def show_clocks(self, clock):
        """Both clocks: the running seat as 'turn reserve', the other its reserve.
        Returns True when a label changed."""
        changed = False
        for seat in (0, 1):
            running = clock.seat == seat
            turn_s = (clock.turn_left + 999) // 1000 if running else 0
            key = (4096 if running else 0) + turn_s << 12 | (clock.reserve[seat] + 999) // 1000
            if key == self.clock_keys[seat]:
                continue
            self.clock_keys[seat] = key
            turn, reserve = self.clocks[seat]
            if running:
                turn.show(clock_short(clock.turn_left), theme.ACCENT if clock.turn_left else theme.BAD)
            else:
                turn.show("", turn.color)
            reserve.show(clock_short(clock.reserve[seat]), theme.ACCENT if running else theme.DIM)
            changed = True
        return changed

    def clock_text(self, seat):
        """A seat's clocks as they read: '0:59 5:00' running, '5:00' not."""
        turn, reserve = self.clocks[seat]
        return (turn.text + " " + reserve.text).strip()
