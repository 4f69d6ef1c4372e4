"""The hand-over's cover (engine/ui/handover.py): the full-screen cover that
names whose private turn it is, and the shared one both look at. Imported by
Handover only when it draws one, so a match with at most one person at it
(CPU seats, a replay) never loads this code.
"""

import displayio

from engine.ui import theme
from engine.ui.pad import RIGHT


def build(handover, group, width, height, console=None):
    """Build `handover`'s cover into `group` (Handover.build)."""
    handover.console = console
    cover = displayio.Group()
    theme.rect(cover, 0, 0, width, height, theme.BACKGROUND)
    mid = width // 2
    top = (height - 120) // 2  # laid out for 120 lines, centred on taller screens
    handover.title = theme.label(cover, "", mid, top + 10, theme.TEXT, scale=2, anchor=(0.5, 0.0))
    # Lines: who looks away (or both look), who presses, the task, the note.
    colors = (theme.BAD, theme.TEXT, theme.DIM, theme.DIM)
    handover.lines = tuple(theme.label(cover, "", mid, top + 40 + 16 * i, colors[i], anchor=(0.5, 0.0)) for i in range(4))
    theme.label(cover, theme.pause_hint(console), mid, height - 2, theme.DIM, anchor=(0.5, 1.0))
    group.append(cover)
    handover.group = cover
    if handover.opened:
        # Rebuilt (after a pause): the other player may be looking now, so
        # the owner opens the turn again.
        handover.opened = False
    show(handover)


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
    theme.set_text(handover.title, texts[0])
    theme.set_color(handover.title, colors[0])
    lines = handover.lines
    theme.set_color(lines[0], colors[1])
    theme.set_text(lines[0], texts[1])
    theme.set_text(lines[1], texts[2])
    theme.set_text(lines[2], handover.task)
    theme.set_text(lines[3], handover.note)
