"""How to play: a game's picture pages, then its full rules.

Each game draws its own pages in games/<name>/howto.py (its own art, a few short
lines): ``PAGES``, the page titles, and ``draw(page, group, width, height)``,
which adds the page's sprites and labels to `group` between the title line and
the key line (y 14 to height - 13). A module whose pages name keys sets
``KEYS = True`` and gets the console as a fifth argument, so it can name them
as the console does (engine/ui/theme.py key_name, shared_keys, pause_hint). After the last picture page comes the full
rules text (the game's help, paged at paragraphs), so nothing is lost.

The pictures and the rules page as one (engine/ui/text_screen.py): one page
count over both, LEFT/RIGHT a page, B back to the menu at once.
"""

import gc

from engine import registry
from engine.ticks import ticks_diff
from engine.ui import theme
from engine.ui.later import AHEAD_MS
from engine.ui.text_screen import TextScreen, footer, layout, paginate, rules_text, turn


def write(group, lines, y, dim_from=99, x=4, step=10):
    """A page's lines, one under another from (x, y); lines from index
    `dim_from` on in the dim colour (asides, keys)."""
    for i in range(len(lines)):
        theme.label(group, lines[i], x, y + i * step, theme.DIM if i >= dim_from else theme.TEXT)


def pause_line(console):
    """A keys page's pause line: "hold < >: pause menu", or the console's own
    words for the chord."""
    hint = theme.pause_hint(console)
    return "hold < >: pause menu" if hint == theme.PAUSE_HINT else hint


# The heap free (collected) for the how-to to hold the rules' lines (held)
# beside the pictures' code and art: a game's rules hold 4-6 KB of lines.
HOLD_FREE = 40960
_mem_free = getattr(gc, "mem_free", None)  # (None on CPython: room to spare)


def held(app, text):
    """`text` paged for this screen: a list of its pages' lines where the heap
    has room, else the page count."""
    columns, rows, _ = layout(app)
    if _mem_free is None or _mem_free() >= HOLD_FREE:
        try:
            lines, starts = paginate(text, columns, rows)
            starts.append(len(lines))
            return [lines[starts[page] : starts[page + 1]] for page in range(len(starts) - 1)]
        except MemoryError:  # free, but not in pieces as large as the lines need
            gc.collect()
    return len(paginate(text, columns, rows, 0)[1])


class HowTo:
    """One picture page of a game's how-to-play."""

    KEEPS_GAME = True  # the game's modules stay between pages (engine/ui/modules.py)

    def __init__(self, game, rules_text, back, page=0, total=0, paged=None):
        # On the side of the scene it leads back to (engine/ui/modules.py):
        # opened from the menu, or from a match's pause screen.
        self.MENU_SIDE = getattr(back, "MENU_SIDE", False)
        self.game = game  # the rules class, or its info module (the menu's): NAME, TITLE
        # The full rules, shown after the last page (None: made by _count from
        # the game's help, which then loads after the first page shows).
        self.rules_text = rules_text
        self.back = back  # the scene before the first page
        self.page = page
        self.total = total  # pictures and rules pages (0: not yet: counted by _count, after the first page shows)
        # The rules' pages, their lines held where the heap has room (held),
        # else None: handed on to the rules pages.
        self.paged = paged

    def enter(self, app):
        """Build the page: the game's title and this page's name, its picture and
        lines, the key line."""
        import displayio

        self.app = app
        self.shown_at = None
        pages = registry.part(self.game.NAME, "howto")
        self.count = len(pages.PAGES)
        group = displayio.Group()
        theme.label(group, self.game.TITLE, 2, 1, theme.ACCENT)
        name = pages.PAGES[self.page]
        if (len(self.game.TITLE) + len(name) + 1) * theme.CHAR_W <= app.width - 4:
            theme.label(group, name, app.width - 2, 1, theme.DIM, anchor=(1.0, 0.0))
        if getattr(pages, "KEYS", False):  # its pages name keys: the console's names for them
            pages.draw(self.page, group, app.width, app.height, app.console)
        else:
            pages.draw(self.page, group, app.width, app.height)
        # Either pad turns the pages: both pads' keys ('<> or B/A' on a PyBadge).
        # (Before the rules are paged, _count, the keys alone.)
        keys = footer(app, self.page, self.total)
        self.keys = theme.label(group, keys[-1], app.width // 2, app.height - 1, theme.DIM, anchor=(0.5, 1.0))
        return group

    def _count(self):
        """Make the rules text (where it is not made yet), page it (its lines
        held where the heap has room: the rules pages then need not page
        them again), count all the pages, and put the count in the footer.
        Done in a frame after the first page shows, not in the change to it:
        loading the help and paging it is 60-200 ms on a PyBadge."""
        app = self.app
        if self.rules_text is None:
            self.rules_text = rules_text(self.game)
        paged = held(app, self.rules_text)
        self.paged = None if isinstance(paged, int) else paged
        self.total = self.count + (paged if self.paged is None else len(paged))
        # (No collection here: this frame already pages the rules; the App
        # collects in a quiet frame when the heap runs low.)
        theme.set_text(self.keys, footer(app, self.page, self.total)[-1])
        app.dirty = True

    def press(self, seat, button, now):
        """A page on (after the last picture: the full rules), a page back, or
        back to the menu. (Not counted yet, the next page counts itself:
        a turn never waits for the rules to be paged.)"""
        page = turn(button, self.page, self.total or self.count + 1)
        if page is None:
            return None
        if page < 0:
            # Back: a match started from the menu need not carry these.
            registry.forget(self.game.NAME, "howto")
            registry.forget(self.game.NAME, "help")
            return self.back
        if page < self.count:
            self._turn(page)
            return None
        return self.rules()

    def _turn(self, page):
        """Turn to picture page `page` in place: the page is built again and
        shown in a root group of its own, pushed whole, as App.switch shows
        a scene (engine/ui/cover.py moves a scene so too), but without the
        switch's collection (10-30 ms of the turn on a PyBadge): the page
        before is garbage for a quiet frame to collect once the heap runs
        low (App.step), and nothing else of the scene changes. It counts as
        a scene change (scene_changes) as a turn always did."""
        import displayio

        app = self.app
        self.page = page
        app.root.pop()  # (the page before: let go before the next is built)
        root = displayio.Group(scale=app.scale)
        root.append(self.enter(app))
        app.root = root
        app.console.display.root_group = root
        app.pads.clear()  # (as a switch: a press still pending does not turn again)
        app.dirty = True
        app.scene_changes += 1

    def rules(self):
        """The full rules, after the pictures (LEFT from their first page: the
        last picture)."""
        if self.rules_text is None:
            self.rules_text = rules_text(self.game)
        count = len(registry.part(self.game.NAME, "howto").PAGES)
        here = HowTo(self.game, self.rules_text, self.back, count - 1, self.total, self.paged)
        return TextScreen(self.game.TITLE, self.rules_text, self.back, count, here, self.paged)

    def tick(self, now):
        """AHEAD_MS after the first page shows, the rules text made, and in
        the next frame the pages counted (_count)."""
        if not self.total:
            if self.shown_at is None:
                self.shown_at = now
            elif ticks_diff(now, self.shown_at) < AHEAD_MS:
                pass
            elif self.rules_text is None:
                self.rules_text = rules_text(self.game)  # (its help loaded: a frame of its own)
            else:
                self._count()
        return None
