"""Hand-over: private turns for two people who share one screen.

When both pads are people and a step holds a choice the other must not see, a
match screen takes the choices one person at a time. A full-screen cover names
whose turn it is and asks the other pad to look away; the owner opens the turn
with RIGHT (or A) once the other looks away, picks with the screen's usual cursor,
and when the pick is locked the screen covers itself again (for the next person)
or goes on to the public reveal.

Everything drawn while the cover is up is the same whatever anybody picked, and a
screen draws private things only while `is_open(seat)`. The pads are P1 and P2,
so "the other" is always the other pad. Any game screen can use it (Missiles &
Microchips for its picks and swaps, Missile Match for its private hands):

    self.handover = Handover()
    ...enter():  self.handover.build(group, width, height)   # last: on top
    ...turn:     self.handover.cover(seat, "Pick a target")
    ...press():  if self.handover.covered:
                     if self.handover.press(seat, button): app.pads.guard(seat)
                     return None
    ...locked:   self.handover.close()
"""

import displayio

from engine.ui import theme
from engine.ui.pad import A, RIGHT


def private_seats(match, seats):
    """The human seats among `seats` when two or more of them are human (each then
    picks behind the cover), else () (at most one person: nobody to hide from)."""
    humans = tuple(seat for seat in seats if match.is_human(seat))
    return humans if len(humans) >= 2 else ()


class Handover:
    """The cover and whose private turn it is. State lives here, not in the
    group, so a screen rebuilt after a pause shows the same thing again."""

    def __init__(self):
        self.owner = -1  # seat whose turn is covered or open; -1: no turn
        self.opened = False  # the owner pressed RIGHT: the private part shows
        self.task = ""  # what the owner will do, shown on the cover
        self.group = None

    @property
    def covered(self):
        """True while the cover hides the screen."""
        return self.owner >= 0 and not self.opened

    def is_open(self, seat):
        """True while `seat` has its private turn on screen."""
        return self.opened and self.owner == seat

    def build(self, group, width, height):
        """Build the cover into `group` (call after everything it must hide)."""
        cover = displayio.Group()
        theme.rect(cover, 0, 0, width, height, theme.BACKGROUND)
        mid = width // 2
        self.title = theme.label(cover, "", mid, 14, theme.TEXT, scale=2, anchor=(0.5, 0.0))
        self.away = theme.label(cover, "", mid, 44, theme.BAD, anchor=(0.5, 0.0))
        self.go = theme.label(cover, "", mid, 62, theme.TEXT, anchor=(0.5, 0.0))
        self.what = theme.label(cover, "", mid, 80, theme.DIM, anchor=(0.5, 0.0))
        theme.label(cover, "hold <+> : pause", mid, height - 2, theme.DIM, anchor=(0.5, 1.0))
        group.append(cover)
        self.group = cover
        self._show()
        if self.opened:
            # Rebuilt (after a pause): the other player may be looking now, so
            # the owner opens the turn again.
            self.opened = False
            self._show()

    def cover(self, seat, task):
        """Cover the screen for `seat`'s private turn; `task` says what it is for."""
        self.owner = seat
        self.opened = False
        self.task = task
        self._show()

    def press(self, seat, button):
        """A press while covered: True when it opened the owner's turn."""
        if self.covered and seat == self.owner and button in (RIGHT, A):
            self.opened = True
            self._show()
            return True
        return False

    def close(self):
        """The private turn is over (its pick is locked)."""
        self.owner = -1
        self.opened = False
        self._show()

    def _show(self):
        if self.group is None:
            return
        self.group.hidden = not self.covered
        if not self.covered:
            return
        seat = self.owner
        name = theme.SEAT_NAMES[seat]
        theme.set_text(self.title, name + " TURN")
        self.title.color = theme.SEAT_COLORS[seat]
        theme.set_text(self.away, theme.SEAT_NAMES[1 - seat] + ": look away!")
        theme.set_text(self.go, name + ": press > when ready")
        theme.set_text(self.what, self.task)
