"""Spacewar text beside and under the board: who plays, who is to act, the
round, and five rows that show the fleets' count while a ship is being picked,
the chosen (or held-down) ship's Health and Ammo, or the Medic's Repair and
Supply, a Base's stock, or the action menu; and the message lines under the
board (engine.ui.notes).

Every label is made once (in the scene's enter); updates change text only when
what it says changed, so an idle frame, and a cursor moving over the board,
push nothing here.
"""

from engine.ui import theme
from engine.ui.cells import Cells, glyph
from engine.ui.notes import Notes
from engine.ui.coords import FILES_H, MARGIN
from games.spacewar.art import BOARD, SIDE_COLORS
from games.spacewar.rules import (
    KIND_OF,
    MEDIC,
    NONE,
    O_AMMO,
    O_BASE,
    O_BREPAIR,
    O_BSUPPLY,
    O_HEALTH,
    O_HOLD,
    O_POS,
    O_SUPPLY,
    START_AMMO,
    START_HEALTH,
)
from games.spacewar.words import KIND_NAMES, owner

X = MARGIN + BOARD  # first pixel column of the panel (the board sits MARGIN in: its ranks; a glyph's first column is blank)
COLUMNS = 10  # characters that fit beside the board
LINE = 12  # panel line pitch (a glyph cell is 12 high)
ROWS = 5  # info / menu rows
ROW_TOP = 3 * LINE


class Panel(Notes):
    """The labels; the scene tells it what to show."""

    def __init__(self, group, width, height):
        # Every text is glyph cells, not a label (no bitmap per text, the same
        # pixels): as many cells as reach the screen's edge.
        cells = (width - X + theme.CHAR_W - 1) // theme.CHAR_W
        self.names = [Cells(group, cells, X, seat * LINE, theme.SEAT_COLORS[seat], anchor=0.0) for seat in (0, 1)]
        self.round = Cells(group, cells, X, 2 * LINE, theme.DIM, anchor=0.0)
        self.rows = [Cells(group, cells, X, ROW_TOP + k * LINE, theme.TEXT, anchor=0.0) for k in range(ROWS)]
        # The menu's row marker: one glyph that moves, so a row change pushes
        # two glyph cells rather than two rows.
        self.marker = glyph(group, ">", theme.ACCENT, X, ROW_TOP)
        self.marker.hidden = True
        self.round_said = None  # show_round's text as given
        self.thinking = None  # the lines while each seat's CPU thinks (the scene's, made at its first CPU turn)
        self.fleets = -1  # show_fleets' counts shown in rows 1 and 3 (-1: those rows show something else)
        super().__init__(group, BOARD + FILES_H, width, height)  # the message lines under the board and its files

    def show_round(self, text):
        """'Round 3/200' (MatchScene.round_text, the same str while the
        round stands), or 'Round 3' when the limit does not fit: cut and
        shown only when the text changed, not at every redraw."""
        if text is not self.round_said:
            self.round_said = text
            if len(text) > COLUMNS:
                text = text[: text.find("/")]
            self.round.show(text, theme.DIM)

    def _row(self, k, text, color=theme.TEXT):
        if k == 1 or k == 3:
            self.fleets = -1  # (another text there: show_fleets writes its own again)
        self.rows[k].show(text, color)

    def _rest(self, k):
        self.marker.hidden = True
        while k < ROWS:
            self._row(k, "")
            k += 1

    def show_fleets(self, state):
        """Ships and Bases each side has left."""
        # The four counts as one small int (no list), the rows' texts made
        # only when one changed since they were shown.
        counts = 0
        for i in range(16):
            if state[O_POS + i] != NONE:
                counts += 1 << (i >> 3) * 5
        for b in range(4):
            counts += state[O_BASE + b] << (2 + (b >> 1)) * 5
        self._row(0, "Ships", theme.DIM)
        self._row(2, "Bases", theme.DIM)
        if counts != self.fleets:
            self._row(1, "P1 {}  P2 {}".format(counts & 31, counts >> 5 & 31))
            self._row(3, "P1 {}  P2 {}".format(counts >> 10 & 31, counts >> 15))
            self.fleets = counts
        self._rest(4)

    def show_ship(self, state, i):
        """A ship's kind, Health and Ammo (the Medic: Repair and Supply), held."""
        side = i >> 3
        kind = KIND_OF[i & 7]
        self._row(0, KIND_NAMES[kind], SIDE_COLORS[side])
        self._row(1, "Health {}/{}".format(state[O_HEALTH + i], START_HEALTH[kind]))
        if kind == MEDIC:
            self._row(2, "Repair {}".format(state[O_AMMO + i]))
            self._row(3, "Supply {}".format(state[O_SUPPLY + side]))
        else:
            self._row(2, "Ammo {}/{}".format(state[O_AMMO + i], START_AMMO[kind]))
            self._row(3, "")
        self._row(4, "held" if state[O_HOLD + 1 - side] == i else "", theme.BAD)

    def show_base(self, state, b):
        """A Base's owner and stock, or that it is taken."""
        self._row(0, owner(b >> 1) + " Base", SIDE_COLORS[b >> 1])
        if state[O_BASE + b]:
            self._row(1, "Repair {}".format(state[O_BREPAIR + b]))
            self._row(2, "Supply {}".format(state[O_BSUPPLY + b]))
        else:
            self._row(1, "taken")
            self._row(2, "")
        self._rest(3)

    def show_nothing(self):
        """Empty rows."""
        self._rest(0)

    def show_menu(self, effect, rows, cursor, amount_mode):
        """The action menu: what the marked row would do (a few words), then one
        row per action, the one at cursor marked ('^' 'v' round it while its
        amount is being chosen)."""
        self._row(0, effect, theme.ACCENT)
        for k in range(1, ROWS):
            text = ""
            color = theme.TEXT
            if k - 1 < len(rows):
                text = " " + rows[k - 1]
                if k - 1 == cursor and amount_mode:
                    text = "^" + rows[k - 1] + "v"
                    color = theme.ACCENT
            self._row(k, text, color)
        marker = self.marker
        if marker.hidden != amount_mode:  # (a TileGrid shown again is pushed again)
            marker.hidden = amount_mode
        marker.y = ROW_TOP + (cursor + 1) * LINE


