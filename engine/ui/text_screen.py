"""A paged text screen: rules, controls, notices.

Every multi-page screen pages alike (this one and the how-to pictures before
a game's rules, engine/ui/howto.py): LEFT (or UP) the page before, RIGHT, A
(or DOWN) the page after, B back out at once; LEFT on the first page goes
back, RIGHT on the last one is done. The footer shows "page/pages" and both
pads' keys. Pages break between paragraphs (a paragraph longer than a page
is split), never mid-sentence when a paragraph fits, and hold three lines at
least: where a break would leave fewer the text runs on to the page's foot."""

from engine.ui import hints, theme
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP

LEAST = 3  # lines a page holds at least (all of a shorter text on one page)


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
    of at most `rows` lines, in one pass. A page breaks between paragraphs, or
    between sentences when a paragraph does not fit; a page that would hold
    fewer than LEAST lines is filled to its foot instead (the sentence is cut
    between lines), as is one sentence longer than a page. A heading (a line
    of its own ending in ':') goes to the next page with what it heads. A
    blank line never starts a page; a last page too short takes lines from
    the one before."""
    least = min(LEAST, rows)
    lines = []
    starts = [0]
    heading = -1  # the line of the last heading

    def shown():
        used = len(lines) - starts[-1]
        return used - 1 if used and not lines[-1] else used

    def new_page():
        at = len(lines)
        while at > starts[-1] and not lines[at - 1]:
            at -= 1
        if heading == at - 1 and heading - starts[-1] >= least:
            del lines[at:]  # the heading opens the next page
            at = heading
        else:
            at = len(lines)
        starts.append(at)

    for paragraph in text.split("\n"):
        if not paragraph:
            if len(lines) - starts[-1] not in (0, rows):
                lines.append("")
            continue
        sentences = _sentences(paragraph)
        first = len(lines)
        at = 0
        while at < len(sentences):
            room = rows - (len(lines) - starts[-1])
            if not room:
                new_page()
                continue
            chunk = ""
            end = at
            while end < len(sentences):
                trial = sentences[end] if not chunk else chunk + " " + sentences[end]
                if len(hints.wrap(trial, columns)) > room:
                    break
                chunk = trial
                end += 1
            placed = hints.wrap(chunk, columns) if chunk else []
            if end == len(sentences) or shown() + len(placed) >= least:
                lines.extend(placed)
                at = end
                if at < len(sentences):
                    new_page()
                continue
            # This page would hold too few lines: fill it, carry the rest over.
            flow = hints.wrap(sentences[end] if not chunk else chunk + " " + sentences[end], columns)
            lines.extend(flow[:room])
            sentences[end] = " ".join(flow[room:])
            at = end
            new_page()
        if len(lines) == first + 1 and paragraph[-1] == ":":
            heading = first
    if len(starts) > 1:
        at = starts[-1]
        last = len(lines) - at
        while last < least and at - 1 - starts[-2] >= least:
            at -= 1
            last += 1 if lines[at] else 0
            while not lines[at] and at - 1 - starts[-2] >= least:
                at -= 1  # a page never starts blank
                last += 1
        if last >= least and lines[at]:
            starts[-1] = at
    return lines, starts


def layout(app):
    """(columns, rows, key lines) of a text page on this screen."""
    keys = hints.shared_hint(app.console, page_keys(app.console, False), (app.width - 4) // theme.CHAR_W, "00/00")
    rows = (app.height - 32 - (len(keys) - 1) * theme.CHAR_H) // 11
    return app.width // theme.CHAR_W - 1, rows, keys


def page_count(app, text):
    """How many pages `text` takes on this screen."""
    columns, rows, _ = layout(app)
    return len(paginate(text, columns, rows)[1])


def page_keys(console, last):
    """The footer's `key: action` pairs of a page (the last one: RIGHT is done).
    A console with four buttons a pad has no B (a PyBadge): LEFT and RIGHT alone."""
    if last:
        return (((LEFT,), "page"), ((RIGHT,) if console.buttons < 6 else (RIGHT, B), "done"))
    if console.buttons < 6:
        return (((LEFT, RIGHT), "page"),)
    return (((LEFT, RIGHT), "page"), ((B,), "back"))


def turn(button, page, pages):
    """Where a press leads on page `page` (0-based) of `pages`: the page's
    number, -1 (back: B, or LEFT on the first page), `pages` (done: RIGHT on
    the last) or None (a key that does nothing)."""
    if button == B:
        return -1
    if button in (LEFT, UP):
        return page - 1
    if button in (RIGHT, A, DOWN):
        return page + 1
    return None


def footer(app, page, pages):
    """The footer lines of page `page` of `pages`: '3/7  <>: page  B: back'."""
    pairs = page_keys(app.console, page + 1 == pages)
    return hints.shared_hint(app.console, pairs, (app.width - 4) // theme.CHAR_W, "{}/{}".format(page + 1, pages))


class TextScreen:
    """Shows lines of text a page at a time, then returns to `back`.

    `before` pages come ahead of this text in the count (a game's how-to
    pictures) and `prior` is the scene LEFT leads to from the first page
    (default: `back`)."""

    def __init__(self, title, text, back, before=0, prior=None):
        # On the side of the scene it leads back to (engine/ui/modules.py):
        # the menu, or a match's pause screen.
        self.MENU_SIDE = getattr(back, "MENU_SIDE", False)
        self.title = title
        self.text = text
        self.back = back  # scene to return to
        self.before = before
        self.prior = prior if prior is not None else back
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
        columns, self.rows, keys = layout(app)
        self.lines, self.starts = paginate(self.text, columns, self.rows)
        self.body = []
        for row in range(self.rows):
            self.body.append(theme.label(group, "", 3, 17 + row * 11))
        self.footer = [
            theme.label(group, "", app.width // 2, app.height - 1 - (len(keys) - 1 - row) * theme.CHAR_H, theme.DIM,
                        anchor=(0.5, 1.0))
            for row in range(len(keys))
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
        pages = self.before + self._pages()
        lines = ("any button: back",)
        if pages > 1:
            lines = footer(self.app, self.before + self.page, pages)
        for row in range(len(self.footer)):
            at = row - len(self.footer) + len(lines)  # the last line at the bottom
            theme.set_text(self.footer[row], lines[at] if at >= 0 else "")
        self.app.dirty = True

    def press(self, seat, button, now):
        """Page, or leave (B; LEFT on the first page, RIGHT on the last)."""
        if self.before + self._pages() == 1:
            return self.back  # one page: any button
        page = turn(button, self.page, self._pages())
        if page is None:
            return None
        if page < 0:
            return self.back if button == B else self.prior
        if page >= self._pages():
            return self.back
        self.page = page
        self._show()
        return None

    def tick(self, now):
        """Nothing moves here."""
        return None
