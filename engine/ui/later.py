"""A scene made late: see Later."""


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
