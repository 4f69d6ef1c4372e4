"""What every paged screen shares (the how-to pictures and the text pages
after them, engine/ui/text_screen.py): the footer's keys and page count, and
where a press turns to. Apart from the paging itself, so a how-to page shows
without it: the change from the menu to the first page loads 3 KB less code
(about 50 ms on a PyBadge), and the paging loads in a frame after the page
shows (engine/ui/howto.py).
"""

from engine.ui import hints, theme
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP


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
