"""A paged text screen: rules, controls, notices.

Every multi-page screen pages alike (this one and the how-to pictures before
a game's rules, engine/ui/howto.py): LEFT (or UP) the page before, RIGHT, A
(or DOWN) the page after, B back out at once; LEFT on the first page goes
back, RIGHT on the last one is done. The footer shows "page/pages" and both
pads' keys. Pages break between paragraphs (a paragraph longer than a page
is split), never mid-sentence when a paragraph fits, and hold three lines at
least: where a break would leave fewer the text runs on to the page's foot."""

from engine import registry
from engine.ticks import ticks_diff
from engine.ui import hints, theme
from engine.ui.cells import Cells, fixed
from engine.ui.later import AHEAD_MS
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP

LEAST = 3  # lines a page holds at least (all of a shorter text on one page)


def _help(game):
    """A game's HELP as a tuple of strings read as one joined by newlines: a
    help module may give its text as one string or as such a tuple (a long
    one: games/garage/help.py)."""
    text = registry.part(game.NAME, "help").HELP
    return (text,) if isinstance(text, str) else text


def rules_text(game):
    """A game's help text, then its CPU levels with what each one means: a
    tuple of strings read as one joined by newlines (as TextScreen reads a
    text), so the long help is never copied. (Here, not in
    engine/ui/howto.py: a paused match's rules pages load no how-to code.)"""
    notes = getattr(registry.part(game.NAME, "info"), "LEVEL_HELP", None)
    text = _help(game) + (("", "CPU levels:") + tuple(notes) if notes else ())
    registry.forget(game.NAME, "help")  # the text stays; the module's code and names go
    return text


def keys_text(game):
    """The "Keys: ..." paragraph of a game's help (every game has one)."""
    for text in _help(game):
        at = text.find("Keys:")
        if at >= 0:
            break
    end = text.find("\n", at)
    keys = text[at : end if end >= 0 else len(text)]
    # The whole help goes again: beside a paused match a board has room for
    # this paragraph, not for every rule (the menu loads help when it needs it).
    registry.forget(game.NAME, "help")
    return keys


def _sentences(paragraph):
    """Where each sentence of a paragraph lies, cut after each '. ', '! ' or
    '? ' (the cut keeps its mark): begin << 16 | end per sentence (_sentence
    slices it), not the sentences themselves, so paging a paragraph holds no
    copy of it (beside a paused match a rules paragraph of 600 characters
    was its own copy in sentences, and a 180-byte one found no room). Found
    with str.find, not a character at a time (on a board a Python loop over
    a rules text's characters takes a good part of a second)."""
    cuts = []
    begin = 0
    full = len(paragraph)
    stop = full  # the stop found nearest after begin (full: none), a mark each
    dot = ask = cry = -1
    while True:
        if dot < begin:
            dot = paragraph.find(". ", begin)
            dot = full if dot < 0 else dot
        if ask < begin:
            ask = paragraph.find("? ", begin)
            ask = full if ask < 0 else ask
        if cry < begin:
            cry = paragraph.find("! ", begin)
            cry = full if cry < 0 else cry
        stop = min(dot, ask, cry)
        if stop >= full:
            cuts.append(begin << 16 | full)
            return cuts
        cuts.append(begin << 16 | stop + 1)
        begin = stop + 2


def _sentence(paragraph, cut):
    """The sentence at `cut` (one of _sentences' entries, or the text that
    stands in its place: a string)."""
    if isinstance(cut, str):
        return cut
    return paragraph[cut >> 16 : cut & 0xFFFF]


def _paragraphs(text):
    """The paragraphs of `text` (a string, or a tuple of strings read as one
    joined by newlines), one slice at a time: the text is never copied whole."""
    for part in ((text,) if isinstance(text, str) else text):
        at = 0
        while True:
            end = part.find("\n", at)
            if end < 0:
                # (a part that is one paragraph as it is: not copied)
                yield part[at:] if at else part
                break
            yield part[at:end]
            at = end + 1


class _Pages:
    """The lines being paged, numbered from 0; with `keep` >= 0 only the last
    two pages' lines stay (and page `keep`'s), so paging a long text beside a
    paused match holds a page or two of lines, never the whole text's."""

    def __init__(self, rows, keep):
        self.rows = rows
        self.least = min(LEAST, rows)
        self.keep = keep
        self.lines = []  # the lines from number `base` on
        self.base = 0
        self.starts = [0]  # each page's first line
        self.kept = None  # page `keep`'s lines, once it is let go
        self.heading = -1  # the line of the last heading

    def count(self):
        return self.base + len(self.lines)

    def line(self, number):
        return self.lines[number - self.base]

    def used(self):
        return self.count() - self.starts[-1]

    def shown(self):
        used = self.used()
        return used - 1 if used and not self.lines[-1] else used

    def new_page(self):
        """End the page (a heading at its foot opens the next one instead)."""
        starts = self.starts
        at = self.count()
        while at > starts[-1] and not self.line(at - 1):
            at -= 1
        heading = self.heading
        # (what stays behind counts without the blank line above the heading)
        if heading == at - 1 and heading > starts[-1] and heading - starts[-1] - (0 if self.line(heading - 1) else 1) >= self.least:
            del self.lines[at - self.base :]  # the blank after it
            at = self.heading
        else:
            at = self.count()
        starts.append(at)
        if self.keep >= 0 and len(starts) > 2:
            # The page two back is final now: its lines go (kept if wanted).
            if len(starts) - 3 == self.keep:
                self.kept = self.lines[starts[-3] - self.base : starts[-2] - self.base]
            del self.lines[: starts[-2] - self.base]
            self.base = starts[-2]

    def page(self, index):
        """The lines of page `index` (with `keep`: that page only)."""
        if self.kept is not None:
            return self.kept
        starts = self.starts
        if index >= len(starts):
            return []
        end = starts[index + 1] if index + 1 < len(starts) else self.count()
        return self.lines[starts[index] - self.base : end - self.base]


def paginate(text, columns, rows, keep=-1, early=False):
    """(lines, first line of each page): the text (a string or a tuple of
    strings, see _paragraphs) wrapped to `columns` in pages of at most `rows`
    lines, in one pass; `keep` >= 0: only that page's lines, and only a page
    or two of lines held meanwhile. A page breaks between paragraphs, or
    between sentences when a paragraph does not fit; a page that would hold
    fewer than LEAST lines is filled to its foot instead (the sentence is cut
    between lines), as is one sentence longer than a page. A heading (a line
    of its own ending in ':') goes to the next page with what it heads. A
    blank line never starts a page; a last page too short takes lines from
    the one before. `early` (with `keep`): stop once page `keep` is final
    (two pages after it begun: then it is neither of the last two pages,
    the only ones the end of the text changes), returning (its lines, None)
    where the text goes on that long."""
    pages = _Pages(rows, keep)
    lines = pages.lines
    starts = pages.starts
    least = pages.least
    for paragraph in _paragraphs(text):
        if early and pages.kept is not None:
            return pages.kept, None
        if not paragraph:
            if pages.used() not in (0, rows):
                pages.lines.append("")
            continue
        sentences = _sentences(paragraph)
        first = pages.count()
        at = 0
        while at < len(sentences):
            room = rows - pages.used()
            if not room:
                pages.new_page()
                continue
            # The sentences from `at` on that fit in `room` lines, wrapped in
            # one pass: each goes on from where the lines before it stand
            # (hints.wrap_on), as wrapping them joined by spaces would.
            done = []  # the chunk's full lines
            line = ""  # its unfinished last line
            filled = False  # a sentence with text in the chunk (else it wraps to no lines)
            end = at
            while end < len(sentences):
                mark = len(done)
                before = line
                line = hints.wrap_on(line, _sentence(paragraph, sentences[end]), columns, done)
                if len(done) + 1 > room:
                    break
                cut = sentences[end]
                filled = filled or (cut != "" if isinstance(cut, str) else cut >> 16 != cut & 0xFFFF)
                end += 1
            placed = (mark if end < len(sentences) else len(done)) + 1 if filled else 0
            if end == len(sentences) or pages.shown() + placed >= least:
                if filled:
                    if end < len(sentences):
                        del done[mark:]
                        line = before
                    pages.lines.extend(done)
                    pages.lines.append(line)
                at = end
                if at < len(sentences):
                    pages.new_page()
                continue
            # This page would hold too few lines: fill it, carry the rest over.
            done.append(line)  # (the chunk and the sentence that did not fit)
            flow = done
            pages.lines.extend(flow[:room])
            sentences[end] = " ".join(flow[room:])  # (the rest of the sentence stands in its place)
            at = end
            pages.new_page()
        if pages.count() == first + 1 and paragraph[-1] == ":":
            pages.heading = first
    if len(starts) > 1:
        at = starts[-1]
        last = pages.count() - at
        while last < least and at - 1 - starts[-2] >= least:
            at -= 1
            last += 1 if pages.line(at) else 0
            while not pages.line(at) and at - 1 - starts[-2] >= least:
                at -= 1  # a page never starts blank
                last += 1
        if last >= least and pages.line(at):
            starts[-1] = at
    if keep < 0:
        return lines, starts
    return pages.page(keep), starts


def layout(app):
    """(columns, rows, key lines) of a text page on this screen."""
    keys = hints.shared_hint(app.console, page_keys(app.console, False), (app.width - 4) // theme.CHAR_W, "00/00")
    rows = (app.height - 32 - (len(keys) - 1) * theme.CHAR_H) // 11
    return app.width // theme.CHAR_W - 1, rows, keys


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
    if button == LEFT or button == UP:
        return page - 1
    if button == RIGHT or button == A or button == DOWN:
        return page + 1
    return None


def footer(app, page, pages):
    """The footer lines of page `page` of `pages`: '3/7  <>: page  B: back'
    (`pages` 0, not counted yet: the keys alone)."""
    pairs = page_keys(app.console, page + 1 == pages)
    lead = "{}/{}".format(page + 1, pages) if pages else ""
    return hints.shared_hint(app.console, pairs, (app.width - 4) // theme.CHAR_W, lead)


class TextScreen:
    """Shows lines of text a page at a time, then returns to `back`.

    `before` pages come ahead of this text in the count (a game's how-to
    pictures) and `prior` is the scene LEFT leads to from the first page
    (default: `back`)."""

    def __init__(self, title, text, back, before=0, prior=None, paged=None):
        # On the side of the scene it leads back to (engine/ui/modules.py):
        # the menu, or a match's pause screen.
        self.MENU_SIDE = getattr(back, "MENU_SIDE", False)
        self.title = title
        self.text = text
        self.back = back  # scene to return to
        self.before = before
        self.prior = prior if prior is not None else back
        self.page = 0
        self.count = 0  # the text's pages (0: not counted yet: _count)
        self.shown_at = None  # ticks of the first frame
        # The text paged once, a list of its pages' lines, a turn taking its
        # page from them (paging a game's rules again is 50-160 ms on a
        # PyBadge): the how-to's, where the heap has room (engine/ui/howto.py
        # held). None: each turn pages the text again, holding only the page
        # shown (beside a paused match).
        self.paged = paged

    def enter(self, app):
        """Build the group: title, body lines, page footer."""
        import displayio

        self.app = app
        group = displayio.Group()
        # Glyph cells, as a label draws it: the text module need not load
        # (beside a paused match, engine/ui/pause.py drops it).
        fixed(group, self.title, app.width // 2, 2, theme.ACCENT, anchor=0.5)
        # The footer: the page count and both pads' keys (either pad reads),
        # on two lines where P2's keys are named otherwise (a PyBadge).
        # Unless the how-to held the text's lines (`paged`), only the page
        # shown is held (a turn pages the text again): beside a paused match
        # a board has no room for all of a game's rules.
        self.columns, self.rows, keys = layout(app)
        self._turn()
        # Glyph cells, not labels: no bitmap a line (beside a paused match a
        # board has little room). The bottom line first: a line's last pixel
        # row is the next line's first, where only a descender of the line
        # above draws (no glyph draws in its first).
        self.footer = [
            Cells(group, self.columns, app.width // 2, app.height - 1 - (len(keys) - row) * theme.CHAR_H, theme.DIM,
                  anchor=0.5)
            for row in range(len(keys))
        ]
        self.body = [None] * self.rows  # type: list
        for row in range(self.rows - 1, -1, -1):
            self.body[row] = Cells(group, self.columns, 3, 17 + row * 11, theme.TEXT, anchor=0.0)
        app.pads.repeat = True
        self._show()
        return group

    def _turn(self):
        """Page `page`'s lines: from the pages held, or paged again, holding
        only that page (`starts`: each page's first line, or the pages held:
        as many)."""
        self.lines = []  # (let go before the next page is made)
        if self.paged is None:
            # Up to two pages past this one where that is not the end (the
            # pages counted, _count, or not yet): a turn on an early page of
            # a long text pages a few pages, not all of them.
            early = not self.count or self.page < self.count - 2
            self.lines, starts = paginate(self.text, self.columns, self.rows, self.page, early)
            if starts is not None:
                self.count = len(starts)
        else:
            self.count = len(self.paged)
            self.lines = self.paged[self.page]

    def _count(self):
        """Count the pages (the whole text paged) and show the count."""
        self.count = len(paginate(self.text, self.columns, self.rows, self.page)[1])
        self._show()

    def _pages(self):
        """The text's pages (0: not counted yet)."""
        return self.count

    def _show(self):
        for row in range(self.rows):
            self.body[row].show(self.lines[row] if row < len(self.lines) else "", theme.TEXT)
        pages = self.before + self._pages()
        lines = ("any button: back",)
        if not self.count:  # (not counted: three pages at least)
            lines = footer(self.app, self.before + self.page, 0)
        elif pages > 1:
            lines = footer(self.app, self.before + self.page, pages)
        for row in range(len(self.footer)):
            at = row - len(self.footer) + len(lines)  # the last line at the bottom
            self.footer[row].show(lines[at] if at >= 0 else "", theme.DIM)
        self.app.dirty = True

    def press(self, seat, button, now):
        """Page, or leave (B; LEFT on the first page, RIGHT on the last)."""
        if not self.count:
            self._count()  # (a press before the pages were counted: counted now)
        if self.before + self._pages() == 1:
            return self.back  # one page: any button
        page = turn(button, self.page, self._pages())
        if page is None:
            return None
        if page < 0:
            if button == B:
                return self.back
            if getattr(self.prior, "total", None) == 0:
                self.prior.total = self.before + self._pages()  # (a how-to page need not count them again)
            return self.prior
        if page >= self._pages():
            return self.back
        self.page = page
        self._turn()
        self._show()
        return None

    def tick(self, now):
        """The pages counted (_count) AHEAD_MS after the page shows, where
        the first page was made without paging the whole text."""
        if not self.count:
            if self.shown_at is None:
                self.shown_at = now
            elif ticks_diff(now, self.shown_at) >= AHEAD_MS:
                self._count()
        return None
