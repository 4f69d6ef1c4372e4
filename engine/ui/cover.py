"""The hand-over's cover (engine/ui/handover.py): the full-screen cover that
names whose private turn it is, and the shared one both look at. Imported by
Handover only when it draws one, so a match with at most one person at it
(CPU seats, a replay) never loads this code.
"""

import displayio

from engine.ui import theme
from engine.ui.cells import Cells, fixed
from engine.ui.pad import RIGHT

# Drawn with glyph cells, not labels (engine/ui/cells.py): a Missiles &
# Microchips table of six with two people is a board's tightest heap, and
# cells need neither a bitmap per line nor the label code (engine/ui/text.py)
# loaded beside it. Each line is centred by moving its cells (as the table's
# footer does), the title in a group drawn at twice the size.


def build(handover, group, width, height, console=None):
    """Build `handover`'s cover into `group` (Handover.build)."""
    handover.console = console
    cover = displayio.Group()
    theme.rect(cover, 0, 0, width, height, theme.BACKGROUND)
    mid = width // 2
    top = (height - 120) // 2  # laid out for 120 lines, centred on taller screens
    big = displayio.Group(scale=2)
    cover.append(big)
    handover.title = Cells(big, width // 2 // theme.CHAR_W, 0, (top + 8) // 2, theme.TEXT, anchor=0.0)
    # Lines: who looks away (or both look), who presses, the task, the note.
    colors = (theme.BAD, theme.TEXT, theme.DIM, theme.DIM)
    columns = width // theme.CHAR_W
    handover.lines = tuple(Cells(cover, columns, 0, top + 38 + 16 * i, colors[i], anchor=0.0) for i in range(4))
    hint = theme.pause_hint(console)
    fixed(cover, hint, mid - len(hint) * theme.CHAR_W // 2, height - 2 - theme.CHAR_H, theme.DIM, anchor=0.0)
    group.append(cover)
    handover.group = cover
    handover.mid = mid
    if handover.opened:
        # Rebuilt (after a pause): the other player may be looking now, so
        # the owner opens the turn again.
        handover.opened = False
    show(handover)


def _line(cells, text, color, mid):
    """Show `text` centred on `mid` (cells anchored at their left edge)."""
    x = mid - len(text) * theme.CHAR_W // 2
    if cells.x != x:
        cells.x = x
    cells.show(text, color)


def show(handover):
    """Show what the cover says now, or hide it (Handover._show)."""
    handover.group.hidden = not handover.covered
    if not handover.covered:
        return
    seat = handover.owner
    if handover.shared:
        texts = (handover.shared, "Both look now!", "P1 or P2: press " + theme.shared_keys(handover.console, (RIGHT,)))
        colors = (theme.ACCENT, theme.GOOD)
    else:
        name = theme.SEAT_NAMES[seat]
        key = theme.key_name(handover.console, seat, RIGHT)
        texts = (name + " TURN", theme.SEAT_NAMES[1 - seat] + ": look away!", name + ": press " + key + " when ready")
        colors = (theme.SEAT_COLORS[seat], theme.BAD)
    mid = handover.mid
    _line(handover.title, texts[0], colors[0], mid // 2)
    lines = handover.lines
    _line(lines[0], texts[1], colors[1], mid)
    _line(lines[1], texts[2], theme.TEXT, mid)
    _line(lines[2], handover.task, theme.DIM, mid)
    _line(lines[3], handover.note, theme.DIM, mid)
