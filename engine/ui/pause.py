"""The pause screen: resume the match or give it up and go to the menu."""

from engine.ui import theme
from engine.ui.pad import A, DOWN, RIGHT, UP

_CHOICES = ("Resume", "Quit to menu")


class PauseScreen:
    """Reached by holding LEFT and RIGHT together; hides the match entirely."""

    def __init__(self, scene):
        self.scene = scene  # the match scene to resume
        self.cursor = 0

    def enter(self, app):
        """Build the pause group."""
        import displayio

        self.app = app
        group = displayio.Group()
        theme.background(group, app.width, app.height)
        theme.label(group, "PAUSED", app.width // 2, 14, theme.ACCENT, scale=2, anchor=(0.5, 0.0))
        self.items = [
            theme.label(group, "", app.width // 2, 56 + row * 14, anchor=(0.5, 0.0)) for row in range(2)
        ]
        theme.label(group, "up/down, right or A: ok", app.width // 2, app.height - 2, theme.DIM, anchor=(0.5, 1.0))
        self._show()
        return group

    def _show(self):
        theme.show_choices(self.items, _CHOICES, self.cursor)
        self.app.dirty = True

    def press(self, seat, button, now):
        """Resume or quit."""
        if button in (UP, DOWN):
            self.cursor = 1 - self.cursor
            self._show()
        elif button in (RIGHT, A):
            if self.cursor == 0:
                return self.scene
            from engine.ui.menu import Menu

            return Menu()
        return None

    def tick(self, now):
        """Nothing animates here."""
        return None
