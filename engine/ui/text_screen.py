"""A paged text screen: rules, controls, notices. UP/DOWN page, any other button
goes back (either pad: the footer names both pads' keys). Pages break between paragraphs (a paragraph longer than a page is
split), never mid-sentence when a paragraph fits."""

from engine.ui import hints, theme
from engine.ui.pad import DOWN, LEFT, UP


def _sentences(paragraph):
    """A paragraph cut after each '. ', '! ' or '? ' (the cut keeps its mark)."""
    parts = []
    begin = 0
    for at in range(len(paragraph) - 1):
        if paragraph[at] in ".!?" and paragraph[at + 1] == " ":
            parts.append(paragraph[begin : at + 1])
            begin = at + 2
    parts.append(paragraph[begin:])
    return parts


def paginate(text, columns, rows):
    """(lines, first line of each page): the text wrapped to `columns` in pages
    of at most `rows` lines. A page breaks between paragraphs, or between
    sentences when a paragraph does not fit; only a sentence longer than a page
    is cut between lines. A blank line never starts a page."""
    lines = []
    starts = [0]

    def keep(page, line):
        if page == len(starts):
            starts.append(len(lines))
        lines.append(line)

    _walk(text, columns, rows, keep)
    return lines, starts


def page_lines(text, columns, rows, page):
    """(how many pages, the lines of page `page`) as paginate() pages `text`:
    a screen keeps only the page it shows (a game's whole rules, a line a
    string, are a few KB of heap on a board)."""
    shown = []

    def keep(at, line):
        if at == page:
            shown.append(line)

    return _walk(text, columns, rows, keep), shown


def _walk(text, columns, rows, emit):
    """Page `text` (paginate's rules), calling emit(page, line) for every
    line in order; returns how many pages there are."""
    at = [0, 0, 0]  # lines so far, the current page's first line, its number

    def new_page():
        at[1] = at[0]
        at[2] += 1

    def put(chunk):
        for line in hints.wrap(chunk, columns):
            if at[0] - at[1] == rows:
                new_page()
            emit(at[2], line)
            at[0] += 1

    for paragraph in text.split("\n"):
        if not paragraph:
            if at[0] - at[1] not in (0, rows):
                emit(at[2], "")
                at[0] += 1
            continue
        pending = ""
        for sentence in _sentences(paragraph):
            trial = sentence if not pending else pending + " " + sentence
            room = rows - (at[0] - at[1])
            if len(hints.wrap(trial, columns)) <= room:
                pending = trial
                continue
            if pending:
                put(pending)
            if at[0] > at[1]:
                new_page()  # a new page for the sentence that did not fit
            pending = sentence
        put(pending)
    return at[2] + 1


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
        # The footer: the page count and both pads' keys (either pad reads),
        # on two lines where P2's keys are named otherwise (a PyBadge).
        pairs = (((UP, DOWN), "page"), ((LEFT,), "back"))
        self.keys = hints.shared_hint(app.console, pairs, (app.width - 4) // theme.CHAR_W, "00/00")
        self.rows = (app.height - 32 - (len(self.keys) - 1) * theme.CHAR_H) // 11
        self.columns = app.width // theme.CHAR_W - 1
        self.pages = page_lines(self.text, self.columns, self.rows, -1)[0]
        self.body = []
        for row in range(self.rows):
            self.body.append(theme.label(group, "", 3, 17 + row * 11))
        self.footer = [
            theme.label(group, "", app.width // 2, app.height - 1 - (len(self.keys) - 1 - row) * theme.CHAR_H, theme.DIM,
                        anchor=(0.5, 1.0))
            for row in range(len(self.keys))
        ]
        app.pads.repeat = True
        self._show()
        return group

    def _show(self):
        shown = page_lines(self.text, self.columns, self.rows, self.page)[1]
        for row in range(self.rows):
            theme.set_text(self.body[row], shown[row] if row < len(shown) else "")
        pages = self.pages
        lines = ("any button: back",)
        if pages > 1:
            lead = "{}/{}".format(self.page + 1, pages)
            pairs = (((UP, DOWN), "page"), ((LEFT,), "back"))
            lines = hints.shared_hint(self.app.console, pairs, (self.app.width - 4) // theme.CHAR_W, lead)
        for row in range(len(self.footer)):
            at = row - len(self.footer) + len(lines)  # the last line at the bottom
            theme.set_text(self.footer[row], lines[at] if at >= 0 else "")
        self.app.dirty = True

    def press(self, seat, button, now):
        """Page or leave."""
        if button == DOWN and self.page + 1 < self.pages:
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
