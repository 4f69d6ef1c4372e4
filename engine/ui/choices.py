"""A short vertical list of choices (pause, result): UP/DOWN move the marker,
RIGHT or A picks. Scenes own one and pass it their presses."""

from engine.ui import theme
from engine.ui.pad import A, DOWN, RIGHT, UP

NONE = -1  # press() result when nothing was picked


def show_choices(items, choices, cursor):
    """Write a vertical list of choices into labels, the one at cursor marked."""
    for row in range(len(items)):
        text = choices[row]
        if row == cursor:
            text = "> " + text + " <"
        theme.set_text(items[row], text)
        theme.set_color(items[row], theme.ACCENT if row == cursor else theme.TEXT)


class Choices:
    """The labels of a list of choices and which one is marked."""

    def __init__(self, names):
        self.names = names  # tuple of strings, top to bottom
        self.cursor = 0
        self.items = ()

    def build(self, group, x, top, step):
        """Add one centred label per choice, the first at y = top."""
        self.items = [theme.label(group, "", x, top + row * step, anchor=(0.5, 0.0)) for row in range(len(self.names))]
        self.show()

    def show(self):
        """Redraw the labels with the marked choice highlighted."""
        show_choices(self.items, self.names, self.cursor)

    def press(self, button):
        """Move on UP/DOWN (returns NONE), or return the index picked by RIGHT/A."""
        if button == UP or button == DOWN:
            step = 1 if button == DOWN else len(self.names) - 1
            self.cursor = (self.cursor + step) % len(self.names)
            self.show()
        elif button == RIGHT or button == A:
            return self.cursor
        return NONE
