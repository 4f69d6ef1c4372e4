"""Hand-over: private turns for two people who share one screen.

When both pads are people and a step holds a choice the other must not see, a
match screen takes the choices one person at a time. A full-screen cover names
whose turn it is and asks the other pad to look away; the owner opens the turn
with RIGHT (or A) once the other looks away, picks with the screen's usual cursor,
and when the pick is locked the screen covers itself again (for the next person)
or goes on to the public part. Where that public part must not start while one
of them still looks away (a reveal), a shared cover asks both to look and either
pad opens it.

Everything drawn while the cover is up is the same whatever anybody picked, and a
screen draws private things only while `is_open(seat)`. The pads are P1 and P2,
so "the other" is always the other pad. Any game screen can use it (Missiles &
Microchips for its picks and swaps, Missile Match for its private hands):

    self.handover = Handover()
    ...enter():  self.handover.build(group, width, height, app)   # last: on top
    ...turn:     self.handover.cover(seat, "Pick a target")  # note= an extra line
    ...press():  if self.handover.covered:
                     if self.handover.press(seat, button): app.pads.guard(seat)
                     return None
    ...locked:   self.handover.close(), or .share("REVEAL", "Both have locked.")
    ...tick:     if self.handover.step(): app.dirty = True   # the cover goes down a band a frame
"""

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
        self.shared = ""  # title of the shared cover ("both look now") while up, else ""
        self.task = ""  # what the owner will do (shared: what happened), on the cover
        self.note = ""  # an extra line under the task (say the round), "" none
        self.group = None
        self.app = None  # the App (None: built without one): its console names the keys, its root is set anew when the cover goes up or down
        self.mid = 0  # x the cover's lines are centred on (engine/ui/cover.py)

    @property
    def covered(self):
        """True while the cover hides the screen."""
        return (self.owner >= 0 and not self.opened) or bool(self.shared)

    def is_open(self, seat):
        """True while `seat` has its private turn on screen."""
        return self.opened and self.owner == seat

    def build(self, group, width, height, app=None):
        """Build the cover into `group` (call after everything it must hide;
        `app` None: keys named by arrows, and no whole-screen pushes).
        Its drawing is engine/ui/cover.py, imported only now: a match with
        at most one person at it never loads it."""
        from engine.ui import cover

        cover.build(self, group, width, height, app)

    def step(self):
        """Once a frame: the cover going down (it goes a band a frame,
        engine/ui/cover.py) moves on; True when the screen must refresh."""
        if self.group is None or self.covered or self.group[0].hidden:
            return False  # (down: the top band hidden, as cover.open_band reads it)
        # (`from engine.ui import cover` allocates at every call on a board;
        # __import__ with a from-list hands over the loaded module, no garbage)
        return __import__("engine.ui.cover", None, None, ("_",)).open_band(self)

    def release(self):
        """Let go of the cover's display objects (the match is paused); build()
        makes them again."""
        self.group = self.title = self.lines = None

    def cover(self, seat, task, note=""):
        """Cover the screen for `seat`'s private turn; `task` says what it is for."""
        self._put(seat, "", task, note)

    def share(self, title, task, note=""):
        """Cover the screen until both look: the private turns are over (`task`
        says so) and what follows is for both eyes; either pad opens it."""
        self._put(-1, title, task, note)

    def press(self, seat, button):
        """A press while covered: True when it opened the owner's turn (or, on the
        shared cover, any pad's press removed the cover)."""
        if button != RIGHT and button != A:
            return False
        if self.shared:
            self.close()
            return True
        if self.covered and seat == self.owner:
            self.opened = True
            self._show()
            return True
        return False

    def close(self):
        """No cover and no private turn (its pick is locked, or both look)."""
        self._put(-1, "", self.task, self.note)

    def _put(self, owner, shared, task, note):
        self.owner = owner
        self.opened = False
        self.shared = shared
        self.task = task
        self.note = note
        self._show()

    def _show(self):
        if self.group is None:
            return
        __import__("engine.ui.cover", None, None, ("_",)).show(self)  # (as in step())
