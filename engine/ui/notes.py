"""Message lines under a board: the two standing hints of the scene's state, and
a message over the first one for a while (a refusal, what just happened). With
one line (a short display) the two hints take turns.

The lines are glyph cells (engine/ui/cells.py), made once: a cursor move that
changes a square's name in the first line pushes only those cells, and an idle
frame changes nothing. The thinking cue's dots follow the first line's text. Board screens (Arrowbic, Spacewar)
keep their panels on top of this.
"""

from engine.ticks import ticks_add, ticks_diff
from engine.ui import theme
from engine.ui.cells import Cells
from engine.ui.match_scene import NO_DOTS

NOTE_MS = 2500  # a message stays this long; a single message line alternates its hints


class Notes:
    """The lines from pixel row `top` down to `height`, `width` wide: two when
    there is room."""

    def __init__(self, group, top, width, height):
        room = height - top
        count = 2 if room >= 24 else 1
        first = top + (room - count * 12) // 2
        columns = (width - 1) // theme.CHAR_W
        self.lines = [Cells(group, columns, 1, first + i * 12, theme.TEXT, anchor=0.0) for i in range(count)]
        # The thinking cue's dots, right after the first line's text.
        self.cue = Cells(group, 3, 1, first, theme.TEXT, anchor=0.0)
        self.dots = NO_DOTS  # what the cue shows (the scene sets it each frame)
        self.hints = ("", "")  # the standing lines for the scene's state
        self.note = None  # a message over the first line, until note_until
        self.note_color = theme.TEXT
        self.note_until = 0
        # One line: which hint shows, and the tick it flips at (None: from the
        # next show_lines). Timed from a reading, never from the tick's value.
        self.second_hint = False
        self.flip_at = None
        self.seats = None  # show_seats': each seat's name unmarked and marked, then the names they are of

    def show_seats(self, names, to_move):
        """The seats' names in the panel's `names` cells (the subclass's),
        '>' before the seat to move (-1: nobody). Each name's two lines are
        made at the first call, not joined at every redraw (two strings a
        turn)."""
        seats = self.seats
        if seats is None or seats[4] is not names:
            seats = self.seats = [" " + names[0], ">" + names[0], " " + names[1], ">" + names[1], names]
        for seat in (0, 1):
            cells = getattr(self, "names")[seat]  # (the subclass's cells)
            cells.show(seats[2 * seat + (seat == to_move)], cells.color)

    def say(self, text, now, color=theme.ACCENT):
        """Show a message on the first line for NOTE_MS."""
        self.note = text
        self.note_color = color
        self.note_until = ticks_add(now, NOTE_MS)

    def show_lines(self, now, split=False):
        """Write the message or the hints into the lines; True when one changed.
        With one line the two hints take turns every NOTE_MS. `split`: the
        second line waits a frame when the first changed (a scene that
        calls this every frame, and builds its lines anew at every enter)."""
        if self.note is not None and ticks_diff(now, self.note_until) >= 0:
            self.note = None
        lines = self.lines
        hints = self.hints
        first = hints[0]
        if self.flip_at is None or ticks_diff(now, self.flip_at) >= 0:
            self.second_hint = self.flip_at is not None and not self.second_hint
            self.flip_at = ticks_add(now, NOTE_MS)
        if len(lines) == 1 and hints[1] and self.second_hint:
            first = hints[1]
        color = theme.TEXT
        if self.note is not None:
            first = self.note
            color = self.note_color
        wrote = lines[0].show(first, color)
        cue = self.cue
        x = 1 + len(first) * theme.CHAR_W  # right after the text
        if cue.x != x and (self.dots != NO_DOTS or cue.text != "" and cue.text != NO_DOTS):
            cue.x = x  # (a blank cue is not moved: that would push it for nothing)
        changed = cue.show(self.dots, color) or wrote
        if len(lines) > 1 and not (split and wrote):
            # (Split: both rewritten in one frame pushed 3,500 pixels, a
            # Spacewar frame of 31-36 ms on a PyBadge.)
            changed = lines[1].show(hints[1], theme.DIM) or changed
        return changed
