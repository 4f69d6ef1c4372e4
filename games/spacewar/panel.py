"""Spacewar text beside and under the board: who plays which side and who is to
act, the turn, the square under the cursor, what is on it (a piece's Health and
Ammo, the Medic's Repair and Supply, a Base's stock) or the action menu; and the
message lines under the board (engine.ui.notes).

Every label is made once (in the scene's enter); updates change text only when
what it says changed, so an idle frame allocates nothing.
"""

from engine.ui import theme
from engine.ui.notes import Notes
from games.spacewar.art import BOARD, SIDE_COLORS
from games.spacewar.rules import (
    BASE_INDEX,
    KIND_OF,
    MEDIC,
    NONE,
    O_AMMO,
    O_BASE,
    O_BOARD,
    O_BREPAIR,
    O_BSUPPLY,
    O_HEALTH,
    O_HOLD,
    O_SUPPLY,
    START_AMMO,
    START_HEALTH,
    square_name,
)
from games.spacewar.words import COLOR_NAMES, KIND_NAMES

X = BOARD + 2  # first pixel column of the panel
LINE = 12  # panel line pitch (a label's box is 12 high)
ROWS = 5  # info / menu rows
ROW_TOP = 3 * LINE


class Panel(Notes):
    """The labels; the scene tells it what to show."""

    def __init__(self, group, width, height):
        self.names = [theme.label(group, "", X, seat * LINE, theme.SEAT_COLORS[seat]) for seat in (0, 1)]
        self.turn = theme.label(group, "", X, 2 * LINE, theme.DIM)
        self.square = theme.label(group, "", width - 1, 2 * LINE, theme.DIM, anchor=(1.0, 0.0))
        self.rows = [theme.label(group, "", X, ROW_TOP + k * LINE) for k in range(ROWS)]
        super().__init__(group, BOARD + 1, height)  # the message lines under the board

    def show_seats(self, match, to_move):
        """Seat names, '>' before the seat to act (-1: nobody)."""
        for seat in (0, 1):
            kind = COLOR_NAMES[seat] if match.is_human(seat) else "CPU"
            mark = ">" if seat == to_move else " "
            theme.set_text(self.names[seat], mark + theme.SEAT_NAMES[seat] + " " + kind)

    def show_turn(self, number, limit):
        """'Turn 12' (never past the limit)."""
        theme.set_text(self.turn, "Turn {}".format(min(number, limit)))

    def _row(self, k, text, color=theme.TEXT):
        label = self.rows[k]
        theme.set_text(label, text)
        if label.color != color:
            label.color = color

    def show_square(self, state, sq):
        """The square's name, and what stands on it."""
        theme.set_text(self.square, square_name(sq) if sq >= 0 else "")
        k = 0
        occupant = state[O_BOARD + sq] - 1 if sq >= 0 else -1
        if occupant >= 0:
            side = occupant >> 3
            kind = KIND_OF[occupant & 7]
            self._row(0, KIND_NAMES[kind], SIDE_COLORS[side])
            self._row(1, "Health {}/{}".format(state[O_HEALTH + occupant], START_HEALTH[kind]))
            ammo = state[O_AMMO + occupant]
            if kind == MEDIC:
                self._row(2, "Repair {}".format(ammo))
                self._row(3, "Supply {}".format(state[O_SUPPLY + side]))
            else:
                self._row(2, "Ammo {}/{}".format(ammo, START_AMMO[kind]))
                self._row(3, "")
            k = 4
            if state[O_HOLD + 1 - side] == occupant:
                self._row(4, "held", theme.BAD)
                k = 5
        b = BASE_INDEX[sq] if sq >= 0 else NONE
        if b != NONE and k < 4:
            standing = state[O_BASE + b]
            self._row(0, COLOR_NAMES[b >> 1] + " Base", SIDE_COLORS[b >> 1])
            self._row(1, "Repair {}".format(state[O_BREPAIR + b]) if standing else "captured")
            self._row(2, "Supply {}".format(state[O_BSUPPLY + b]) if standing else "")
            k = 3
        elif b != NONE and k == 4:
            self._row(4, "on Base" if state[O_BASE + b] else "", theme.DIM)
            k = 5
        while k < ROWS:
            self._row(k, "")
            k += 1

    def show_menu(self, title, rows, cursor, amount_mode):
        """The action menu: a title row, then one row per action, the one at
        cursor marked ('<' '>' round it while its amount is being chosen)."""
        self._row(0, title, theme.DIM)
        for k in range(1, ROWS):
            if k - 1 < len(rows):
                text = rows[k - 1]
                if k - 1 == cursor:
                    text = ("^" + text + "v") if amount_mode else ">" + text
                    self._row(k, text, theme.ACCENT)
                else:
                    self._row(k, " " + text)
            else:
                self._row(k, "")
