"""The hand-over's cover (engine/ui/handover.py): the full-screen cover that
names whose private turn it is, and the shared one both look at. Imported by
Handover only when it draws one, so a match with at most one person at it
(CPU seats, a replay) never loads this code.

Its lines are glyph cells (engine/ui/cells.py), not labels: the same pixels
as centred labels, without a bitmap per line or the label module's code (a
cover is up in the matches of two people, the heaviest of the tour: six
seats of Missiles & Microchips).
"""

import displayio

from engine.ui import theme
from engine.ui.cells import H, W, Cells, centred
from engine.ui.pad import RIGHT

_TITLE_SCALE = 2


def build(handover, group, width, height, app=None):
    """Build `handover`'s cover into `group` (Handover.build)."""
    console = None if app is None else app.console
    handover.app = app
    cover = displayio.Group()
    theme.rect(cover, 0, 0, width, height, theme.BACKGROUND)
    mid = handover.mid = width // 2
    top = (height - 120) // 2  # laid out for 120 lines, centred on taller screens
    # Cells a screen wide and one more each side: a longer line shows its
    # middle, clipped at both edges as a label would be (cells.centred).
    title = displayio.Group(scale=_TITLE_SCALE, y=top + 10)
    Cells(title, width // (W * _TITLE_SCALE) + 2, 0, 0, theme.TEXT, anchor=0.0)
    cover.append(title)
    handover.title = title
    # Lines: who looks away (or both look), who presses, the task, the note.
    handover.lines = tuple(Cells(cover, width // W + 2, mid, top + 40 + 16 * i, theme.TEXT, anchor=0.0) for i in range(4))
    hint = Cells(cover, width // W + 2, mid, height - 2 - H, theme.DIM, anchor=0.0)  # a label's bottom at height - 2
    centred(hint, theme.pause_hint(console), theme.DIM, mid)
    group.append(cover)
    handover.group = cover
    if handover.opened:
        # Rebuilt (after a pause): the other player may be looking now, so
        # the owner opens the turn again.
        handover.opened = False
    show(handover)


def show(handover):
    """Show what the cover says now, or hide it (Handover._show)."""
    hidden = not handover.covered
    app = handover.app
    if handover.group.hidden != hidden:
        handover.group.hidden = hidden
        if app is not None and len(app.root):  # (an empty root: the scene is being built, shown whole anyway)
            # The whole screen changes: the scene moves to a new root group,
            # which a display pushes once, whole (20,480 pixels on a PyBadge),
            # not each changed layer's area with the overlaps again (35,000-
            # 41,000 pixels, the same frame). Written here with names the
            # program has already, not as a new App method: one more name to
            # intern can grow the interpreter's table of names by 1.8 KB at
            # once (docs/PERFORMANCE.md, frames).
            root = displayio.Group(scale=app.scale)
            root.append(app.root.pop())
            app.root = root
            app.console.display.root_group = root
    if hidden:
        return
    console = None if app is None else app.console  # names the keys
    seat = handover.owner
    if handover.shared:
        texts = (handover.shared, "Both look now!", "P1 or P2: press " + theme.shared_keys(console, (RIGHT,)))
        colors = (theme.ACCENT, theme.GOOD)
    else:
        name = theme.SEAT_NAMES[seat]
        key = theme.key_name(console, seat, RIGHT)
        texts = (name + " TURN", theme.SEAT_NAMES[1 - seat] + ": look away!", name + ": press " + key + " when ready")
        colors = (theme.SEAT_COLORS[seat], theme.BAD)
    mid = handover.mid
    title = handover.title
    centred(title[0], texts[0], colors[0], mid, title)
    lines = handover.lines
    centred(lines[0], texts[1], colors[1], mid)
    centred(lines[1], texts[2], theme.TEXT, mid)
    centred(lines[2], handover.task, theme.DIM, mid)
    centred(lines[3], handover.note, theme.DIM, mid)
