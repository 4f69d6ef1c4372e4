"""The pause screen: resume the match or give it up and go to the menu.

A match scene may offer its own actions here (a turn-based game's Retake or
Pass): ``pause_choices(seat)`` returns their names for the seat that paused, and
``pause_pick(seat, index, now)`` is called when one is chosen; it returns the
next scene (None: back to the match).
"""

from engine.ui import hints, theme
from engine.ui.choices import NONE, Choices
from engine.ui.pad import DOWN, RIGHT, UP

_RESUME = ("Resume",)
_QUIT = ("Quit to menu",)


class PauseScreen:
    """Reached by holding LEFT and RIGHT together; hides the match entirely."""

    def __init__(self, scene, seat=0):
        self.scene = scene  # the match scene to resume
        self.seat = seat  # the pad that held the chord
        offer = getattr(scene, "pause_choices", None)
        self.extra = tuple(offer(seat)) if offer else ()
        self.choices = Choices(_RESUME + self.extra + _QUIT)

    def enter(self, app):
        """Build the pause group."""
        import displayio

        self.app = app
        group = displayio.Group()
        theme.background(group, app.width, app.height)
        theme.label(group, "PAUSED", app.width // 2, 14, theme.ACCENT, scale=2, anchor=(0.5, 0.0))
        top = 56 if len(self.choices.names) <= 2 else 42
        self.choices.build(group, app.width // 2, top, 13)
        # Either pad answers here: both pads' keys ('^v or SELECT/START' on a PyBadge).
        keys = hints.shared_hint(app.console, (((UP, DOWN), "move"), ((RIGHT,), "ok")), (app.width - 4) // theme.CHAR_W)
        for row in range(len(keys)):
            y = app.height - 2 - (len(keys) - 1 - row) * theme.CHAR_H
            theme.label(group, keys[row], app.width // 2, y, theme.DIM, anchor=(0.5, 1.0))
        return group

    def press(self, seat, button, now):
        """Resume, a scene action, or quit."""
        picked = self.choices.press(button)
        self.app.dirty = True
        if picked == NONE:
            return None
        if picked == 0:
            return self.scene
        if picked <= len(self.extra):
            following = self.scene.pause_pick(self.seat, picked - 1, now)
            return self.scene if following is None else following
        return self.app.home()

    def tick(self, now):
        """Nothing animates here."""
        return None
