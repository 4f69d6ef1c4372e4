"""The words at the foot and in the body of the screens between matches
(result, pause, rules pages, the safe menu): hint lines either pad reads, and
text wrapped to a width; the short list of choices of the pause, the result
and the safe menu (Choices); and the pause's and result's loading of a match
screen's modules ahead of a resume or rematch (load_ahead). Kept out of
engine/ui/theme.py and engine/ui/later.py, which every match loads, so a
match does without them. (Choices was a module of its own: one module fewer
to import is 25-35 ms less of the change to the pause on a PyBadge
estimate.)
"""

import gc
import sys

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from engine.ticks import ticks_diff
from engine.ui import theme
from engine.ui.cells import Cells, centred
from engine.ui.later import AHEAD_MS
from engine.ui.pad import A, DOWN, RIGHT, UP


# A short vertical list of choices (pause, result, safe menu): UP/DOWN move
# the marker, RIGHT or A picks. Scenes own one and pass it their presses.
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
        first at y = top."""
        width = max(len(name) for name in self.names) + 4  # room for the marker: "> name <"
        self.mid = x
        self.items = [Cells(group, width, x, top + row * step, theme.TEXT, anchor=0.0) for row in range(len(self.names))]
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


def shared_hint(console, pairs, columns=26, lead=""):
    """The hint lines of a screen either pad drives: `key: action` pairs for
    both pads' keys (theme.shared_keys), on one line when it fits (two spaces
    apart, else one, else 'A:ok'), else one line a pair. `lead` (a page count, '1/3')
    goes first, or before the last line when the pairs take a line each.
    Built when a screen is, never per frame."""
    keys = [theme.shared_keys(console, buttons) for buttons, _ in pairs]
    start = lead + "  " if lead else ""
    for spacing in range(3):
        text = start + theme.pairs_line(keys, pairs, spacing)
        if len(text) <= columns:
            return (text,)
        start = lead + " " if lead else ""
    lines = [keys[i] + ": " + pairs[i][1] for i in range(len(keys))]
    if lead:
        last = lead + "  " + lines[-1]
        lines[-1] = last if len(last) <= columns else lead + " " + lines[-1]
    return tuple(lines)


def wrap(text, columns):
    """Split text into lines of at most `columns` characters, at spaces; a blank
    line in the text stays a blank line."""
    lines = []
    for paragraph in text.split("\n"):
        lines.append(wrap_on("", paragraph, columns, lines))
    return lines


def wrap_on(line, text, columns, done):
    """Go on wrapping from `line` (the last, unfinished line) with the words of
    `text` (one paragraph), as wrap would wrap them all together: lines that
    fill up are appended to `done`; returns the new unfinished line.

    The words are found with str.find and a line is sliced from `text` once
    it is full, not grown a word at a time (a rules text is a few thousand
    characters: this is most of a rules page's time on a board). Words are
    what text.split(" ") gives (two spaces make an empty word), so a line
    keeps the text's spaces between its words and begins at a word."""
    head = line  # the line carried in, before any word of `text`
    begin = -1  # where the line's words of `text` begin (-1: none yet)
    length = len(line)
    stop = 0  # the end of the last word taken
    at = 0
    while True:
        space = text.find(" ", at)
        end = len(text) if space < 0 else space
        if not length:
            head = ""
            begin = at
            length = end - at
        elif length + 1 + end - at <= columns:
            if begin < 0:
                begin = at
            length += 1 + end - at
        else:
            done.append(_joined(head, text, begin, stop))
            head = ""
            begin = at
            length = end - at
        stop = end
        if space < 0:
            return _joined(head, text, begin, stop)
        at = space + 1


def _joined(head, text, begin, stop):
    """The line made of `head` and the words of `text` from `begin` to `stop`."""
    if begin < 0:
        return head
    if head:
        return head + " " + text[begin:stop]
    return text[begin:stop]


# A match screen's modules are loaded ahead only with this much of the heap
# free: beside the still screen's objects, a module loaded into a nearly full
# heap breaks up the room the match screen is built in next (the 112 KB
# tour's Missile Match rematch, its art loaded ahead with 5.6 KB free,
# failed for want of 232 bytes in one piece: 12 KB is that and a margin for
# what later changes move). A board's real heap has the room (bench_frames'
# 160 KB lane too); a tight one builds the screen as before, loading its art
# then.
_AHEAD_FREE = const(12288)


def load_ahead(names, shown, now):
    """Import the first of `names` not loaded (a match screen's REBUILDS),
    once AHEAD_MS have passed since `shown` (ticks), and while the heap has
    _AHEAD_FREE bytes free: the pause and result screens call it each
    frame, so one module loads a frame, in frames of a still screen, not in
    the change to it. Returns `names` while some are still to load, else ()
    (nothing left to do, or no room to do it)."""
    if ticks_diff(now, shown) < AHEAD_MS:
        return names
    for name in names:
        if name not in sys.modules:
            free = getattr(gc, "mem_free", None)  # (CPython has no such figure, and room)
            if free is not None:
                gc.collect()
                if free() < _AHEAD_FREE:
                    return ()
            __import__(name)
            return names
    return ()
