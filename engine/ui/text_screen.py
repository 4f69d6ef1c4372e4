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
    is cut between lines. A blank line never starts a page. One pass: each
    sentence is wrapped once, on from where the paragraph's lines stand."""
    lines = []
    starts = [0]

    def put(full, last):
        for line in full:
            if len(lines) - starts[-1] == rows:
                starts.append(len(lines))
            lines.append(line)
        if len(lines) - starts[-1] == rows:
            starts.append(len(lines))
        lines.append(last)

    for paragraph in text.split("\n"):
        if not paragraph:
            if len(lines) - starts[-1] not in (0, rows):
                lines.append("")
            continue
        pending = None  # the paragraph's wrapped lines not yet put (None: none yet)
        last = ""  # the unfinished last line of `pending`
        for sentence in _sentences(paragraph):
            room = rows - (len(lines) - starts[-1])
            grown = []
            after = hints.wrap_on(last if pending is not None else "", sentence, columns, grown)
            if (len(pending) if pending is not None else 0) + len(grown) + 1 <= room:
                if pending is None:
                    pending = grown
                else:
                    pending.extend(grown)
                last = after
                continue
            if pending is not None:
                put(pending, last)
            if len(lines) > starts[-1]:
                starts.append(len(lines))  # a new page for the sentence that did not fit
            pending = []
            last = hints.wrap_on("", sentence, columns, pending)
        put(pending if pending is not None else [], last)
    return lines, starts


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
        self.lines, self.starts = paginate(self.text, app.width // theme.CHAR_W - 1, self.rows)
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

    def _pages(self):
        return len(self.starts)

    def _show(self):
        start = self.starts[self.page]
        end = self.starts[self.page + 1] if self.page + 1 < len(self.starts) else len(self.lines)
        for row in range(self.rows):
            index = start + row
            theme.set_text(self.body[row], self.lines[index] if index < end else "")
        pages = self._pages()
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
