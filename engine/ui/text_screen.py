"""A paged text screen: rules, controls, notices. UP/DOWN page, any other button
goes back."""

from engine.ui import theme
from engine.ui.pad import DOWN, UP


class TextScreen:
    """Shows lines of text a page at a time, then returns to `back`."""

    MENU_SIDE = True  # opened from the menu (engine/ui/modules.py)

    def __init__(self, title, text, back):
        self.title = title
        self.text = text
        self.back = back  # scene to return to
        self.page = 0

    def enter(self, app):
        """Build the group: title, body lines, page footer."""
        import displayio

        self.app = app
        group = displayio.Group()
        theme.background(group, app.width, app.height)
        theme.label(group, self.title, app.width // 2, 2, theme.ACCENT, anchor=(0.5, 0.0))
        self.lines = theme.wrap(self.text, app.width // theme.CHAR_W - 1)
        self.rows = (app.height - 32) // 11
        self.body = []
        for row in range(self.rows):
            self.body.append(theme.label(group, "", 3, 17 + row * 11))
        self.footer = theme.label(group, "", app.width // 2, app.height - 1, theme.DIM, anchor=(0.5, 1.0))
        app.pads.repeat = True
        self._show()
        return group

    def _pages(self):
        return max(1, (len(self.lines) + self.rows - 1) // self.rows)

    def _show(self):
        start = self.page * self.rows
        for row in range(self.rows):
            index = start + row
            theme.set_text(self.body[row], self.lines[index] if index < len(self.lines) else "")
        pages = self._pages()
        if pages > 1:
            hint = "{}/{} up/down:page <:back".format(self.page + 1, pages)
        else:
            hint = "any button: back"
        theme.set_text(self.footer, hint)
        self.app.dirty = True

    def press(self, seat, button, now):
        """Page or leave."""
        if button == DOWN and self.page + 1 < self._pages():
            self.page += 1
            self._show()
        elif button == UP and self.page > 0:
            self.page -= 1
            self._show()
        elif button not in (UP, DOWN):
            return self.back
        return None

    def tick(self, now):
        """Nothing moves here."""
        return None
