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

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value

from engine.ui import theme
from engine.ui.cells import H, W, Cells, centred
from engine.ui.pad import RIGHT

_TITLE_SCALE = 2
# The cover is taken away like a curtain going up, a band a frame from the
# bottom (open_band): hiding it at once pushed the whole screen, every layer
# of the scene under it composed (100-110 ms on the PyBadge estimate,
# tools/bench_frames.py). Its paper is one rectangle a band, group[0..6]
# from the top: a strip above the title, the title's, one for each line,
# the hint's. A band's lines go the frame before it (their areas pushed over
# the cover's plain paper, cheap), so the frame a band goes pushes that band
# of the scene alone, not the lines' areas again in it. (It comes back
# whole, at once: what is under it may be private from then on.)
_BANDS = const(7)
# The lines' places in the group follow the bands' (7 bands, the title's
# group at 7, 4 lines, the hint at 12): band b's line (b >= 1) is group[b + 6]
# (a tuple of them was 0.2 KB more of a match's heap).
_LINE = const(6)


def build(handover, group, width, height, app=None):
    """Build `handover`'s cover into `group` (Handover.build)."""
    console = None if app is None else app.console
    handover.app = app
    cover = displayio.Group()
    top = (height - 120) // 2  # laid out for 120 lines, centred on taller screens
    # The bands' paper, one palette (the lines begin at top + 40, 16 apart).
    paper = displayio.Palette(1)
    paper[0] = theme.BACKGROUND
    # (The title's 24 rows, top + 10 on, lie across the first two bands, 18
    # and 20 rows: it goes before them. A band of 30 rows with the title
    # pushed 4,800-5,500 pixels of the scene, 34-36 ms of a PyBadge's frame
    # for Microchips' six seats.)
    edges = (0, top + 14, top + 34, top + 54, top + 70, top + 86, top + 102, height)
    for band in range(_BANDS):
        cover.append(displayio.TileGrid(theme.blank(width), pixel_shader=paper, height=edges[band + 1] - edges[band],
                                        tile_width=width, tile_height=1, y=edges[band]))
    mid = handover.mid = width // 2
    # Cells a screen wide and one more each side: a longer line shows its
    # middle, clipped at both edges as a label would be (cells.centred).
    title = displayio.Group(scale=_TITLE_SCALE, y=top + 10)
    Cells(title, width // (W * _TITLE_SCALE) + 2, 0, 0, theme.TEXT, anchor=0.0, paper=theme.BACKGROUND)
    cover.append(title)
    handover.title = title
    # Lines: who looks away (or both look), who presses, the task, the note.
    handover.lines = tuple(Cells(cover, width // W + 2, mid, top + 40 + 16 * i, theme.TEXT, anchor=0.0,
                                 paper=theme.BACKGROUND) for i in range(4))
    hint = Cells(cover, width // W + 2, mid, height - 2 - H, theme.DIM, anchor=0.0, paper=theme.BACKGROUND)  # a label's bottom at height - 2
    centred(hint, theme.pause_hint(console), theme.DIM, mid)
    group.append(cover)
    handover.group = cover
    if handover.opened:
        # Rebuilt (after a pause): the other player may be looking now, so
        # the owner opens the turn again.
        handover.opened = False
    show(handover)
    while open_band(handover):  # no cover: none at once (the scene is shown whole)
        pass


def open_band(handover):
    """The cover going down: hide its next band and the lines on it; True
    when one went (then the screen must be refreshed). The cover's group
    stays shown, with nothing in it shown."""
    cover = handover.group
    if cover is None or handover.covered or cover[0].hidden:  # (the top band gone: down)
        return False
    band = _BANDS - 1
    while cover[band].hidden:  # the lowest band still shown (band 0 is)
        band -= 1
    if band and not cover[band + _LINE].hidden:  # (the first frame: the bottom band's line)
        cover[band + _LINE].hidden = True
        return True
    cover[band].hidden = True
    if band > 2:  # (band 0, the strip above the title, has no line; the title, 2,900 pixels, goes alone)
        cover[band + _LINE - 1].hidden = True
    return True


def show(handover):
    """Show what the cover says now, or begin taking it down (Handover._show;
    without an app, at once)."""
    hidden = not handover.covered
    app = handover.app
    cover = handover.group
    if hidden and app is None:
        while open_band(handover):
            pass
    if not hidden and cover[_BANDS - 1].hidden:
        # Up at once, whole: what is under it may be private from now on.
        for item in range(len(cover)):
            cover[item].hidden = False
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
