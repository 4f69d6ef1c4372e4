"""A short vertical list of choices (pause, result): UP/DOWN move the marker,
RIGHT or A picks. Scenes own one and pass it their presses."""

from engine.ui import theme
from engine.ui.cells import Cells, centred
from engine.ui.pad import A, DOWN, RIGHT, UP

NONE = -1  # press() result when nothing was picked


class Choices:
    """The labels of a list of choices and which one is marked."""

    def __init__(self, names):
        self.names = names  # tuple of strings, top to bottom
        self.cursor = 0
        self.items = ()

    def build(self, group, x, top, step):
        """Add one row of glyph cells per choice, centred on x as a label
        would be (cells.centred; no label module, no bitmap a row), the
        first at y = top. Opaque on the screens' plain background where the
        rows do not overlap (cells.ink: the same pixels, a refresh composes
        less under them)."""
        width = max(len(name) for name in self.names) + 4  # room for the marker: "> name <"
        self.mid = x
        paper = theme.BACKGROUND if step >= theme.CHAR_H else 0
        self.items = [Cells(group, width, x, top + row * step, theme.TEXT, anchor=0.0, paper=paper)
                      for row in range(len(self.names))]
        self.show()

    def show(self):
        """Redraw the rows with the marked choice highlighted."""
        for row in range(len(self.items)):
            text = self.names[row]
            if row == self.cursor:
                centred(self.items[row], "> " + text + " <", theme.ACCENT, self.mid)
            else:
                centred(self.items[row], text, theme.TEXT, self.mid)

    def press(self, button):
        """Move on UP/DOWN (returns NONE), or return the index picked by RIGHT/A."""
        if button == UP or button == DOWN:
            step = 1 if button == DOWN else len(self.names) - 1
            self.cursor = (self.cursor + step) % len(self.names)
            self.show()
        elif button == RIGHT or button == A:
            return self.cursor
        return NONE
