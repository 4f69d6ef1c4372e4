"""A scene made late (Later), and when code is loaded ahead of the scene that
needs it (AHEAD_MS; the loading is engine/ui/hints.py's load_ahead, on the
pause and result screens: every match has this module, for App's Later, and
does without that code)."""

# Work a screen defers out of the change to it (the pause and result screens
# loading a match screen's REBUILDS, hints.load_ahead; the result's choices; the
# how-to's page count) starts this long after it shows: a frame of the still
# screen (30 a second) passes first, so the change ends with the screen drawn.
AHEAD_MS = 50


class Later:
    """A scene to be made by App.switch once the scene before it is gone and
    the code it needed is dropped (``make()``), so the two scenes' code and
    objects are never in the heap together: leaving a match for the menu, or
    the menu for a match, would otherwise load the one while the other is
    still whole. Reads as the side it will be on (``MENU_SIDE``)."""

    def __init__(self, make, args=(), menu_side=False):
        self.MENU_SIDE = menu_side
        self._make = make
        self._args = args

    def make(self):
        """The scene itself."""
        return self._make(*self._args)


def remade(module, name, args):
    """``module.name(*args)``, the module imported now: a Later of this makes
    a scene again whose code need not stay loaded meanwhile."""
    return getattr(__import__(module, None, None, ("_",)), name)(*args)
