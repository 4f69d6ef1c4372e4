"""Missile Match layout: every sprite and label of the scene's View
(games/missile/view.py), built with the pictures of games/missile/art.py.
Only the build runs this: art goes once drawn from (build, before the
texts), this module once built (the view drops it), so a playing match
does not hold the build's code (a resumed match or a rematch loads both
again: the screen's REBUILDS), and the how-to pages, which draw with art,
never load this.
"""

import displayio

from engine import registry
from engine.ui import theme, tiny
from engine.ui.cells import Cells, fixed
from engine.ui.match_scene import NO_DOTS
from games.missile import field

CAPTION_COLUMNS = 17  # characters of a caption line (words.py keeps to them)


def build(view, app, names):
    """Make every sprite and label of a Missile Match View (its __init__)."""
    w = app.width
    oy = (app.height - 120) // 2
    group = displayio.Group()
    panel_x, text_x = _field(view, group, oy)
    # The pictures' code is _field's alone (no global of this module): a
    # board lets go of it here, and the texts are made in its room (the
    # 112 KB tour's resumed build ran out in _panel).
    if registry.unloads():
        registry.drop(("games.missile.art",))
    _panel(view, group, w, oy, names, panel_x, text_x)
    view.group = group


def _field(view, group, oy):
    """build's first part, all that art draws: the field and its row and
    column names, the missiles, the LOCK button, the yard's icon (shown by
    _panel, in its place among the texts). Returns art's PANEL_X and
    TEXT_X, where _panel's texts begin."""
    from games.missile import art

    view.squares = art.field_grid(art.TILES[1], art.FIELD_X, oy + art.FIELD_Y)
    view.markers = art.field_grid(art.TILES[2], art.FIELD_X, oy + art.FIELD_Y)
    group.append(view.squares)
    group.append(view.markers)
    # The field as the screen is drawing it: commit() sets what differs.
    view.want_squares = bytearray(field.SQUARES)
    view.want_markers = bytearray(field.SQUARES)
    # Row numbers 1-8 left of the field (row 1 at P1's edge, at the bottom)
    # and column letters A-D under it: the names the captions use. The
    # square a caption names has its number and letter lit (coords()).
    rows, view.row_bitmap = tiny.layer(3, 8 * art.CELL_H, theme.DIM, 0, oy + art.FIELD_Y, theme.ACCENT)
    cols, view.col_bitmap = tiny.layer(4 * art.CELL_W, 5, theme.DIM, art.FIELD_X, oy + art.COORD_Y, theme.ACCENT)
    view.lit = [-1, -1]  # the column and row whose names are lit
    for row in range(8):
        view._coord(-1, row, 1)
    for col in range(4):
        view._coord(col, -1, 1)
    group.append(rows)
    group.append(cols)
    # The missiles, index seat * 4 + col: each a frame (its colour says
    # whose, or that the cursor is on it) and its two halves' grid on top
    # (missile_grid), no group of their own: a lift moves both.
    sheet = art.TILES[0]
    view.homes = (oy + art.DOMINO_Y[0], oy + art.DOMINO_Y[1])  # their tops, unlifted
    # (The 16 grids a group of their own, not 16 more in the screen's: the
    # collector marks depth first with a 64-entry stack, and a group pushes
    # all its elements at once, with the App's and the scene's fields and
    # the hand-over cover's on it too: docs/PERFORMANCE.md.)
    # (Each missile's frame grid, then its halves' grid: no lists of them or
    # of the frames' palettes, View.missile indexes the group.)
    missiles = view.missiles = displayio.Group()
    group.append(missiles)
    for seat in (0, 1):
        y = view.homes[seat]
        for col in range(4):
            x = art.FIELD_X + col * art.CELL_W
            theme.rect(missiles, x, y, art.DOMINO_W, art.DOMINO_H, theme.SEAT_COLORS[seat])
            missiles.append(art.missile_grid(sheet, x + 1, y + 1))
    view.lock_box = displayio.Group(x=art.LOCK_X)
    view.lock_color = theme.rect(view.lock_box, 0, 0, art.LOCK_W, art.DOMINO_H, theme.DIM)
    # (In the background's colour: without its button the word is not seen,
    # so hiding the button alone takes the LOCK away, and pushes less.)
    fixed(view.lock_box, "LOCK", art.LOCK_W // 2, 5, theme.BACKGROUND, anchor=0.5)
    group.append(view.lock_box)
    view.yard_icon = art.yard_icon()
    return art.PANEL_X, art.TEXT_X


def _panel(view, group, w, oy, names, panel_x, text_x):
    """build's second half: the seats' names, marks and status words, the
    header, captions and hint (two functions: a board loads each one's code
    in a piece of its own); `panel_x` and `text_x` are art's PANEL_X and
    TEXT_X."""
    view.status = []
    view.marks = []
    for seat in (0, 1):
        y = oy + (96 if seat == 0 else 1)
        color = theme.SEAT_COLORS[seat]
        fixed(group, names[seat], panel_x, y, color, anchor=0.0)
        group.append(theme.sprite((".11.", "1111", "1111", ".11."), (color,), w - 20, y + 4))
        view.marks.append(Cells(group, 2, w - 2, y, theme.TEXT))
        # The status word in 8 glyph cells, then the thinking cue's dots
        # in 3 ("thinking..."): one row of cells, so "picking" to "locked"
        # pushes the letters that change and a dot pushes one cell.
        view.status.append(Cells(group, 11, panel_x, y + 11, theme.DIM, anchor=0.0))
    view.words = ["", ""]  # each seat's status word as shown
    view.dots = [NO_DOTS, NO_DOTS]  # ... and its cue's dots
    # The header (round; the yard as a face-down missile and a count), four
    # caption lines, the hint line.
    # (Glyph cells, not labels, for every text of the screen: no bitmap
    # per text, the same pixels.)
    columns = (w - text_x) // theme.CHAR_W
    view.round_label = Cells(group, columns, text_x, oy + 28, theme.DIM, anchor=0.0)
    view.yard_label = Cells(group, 3, w - 2, oy + 28, theme.DIM)
    view.yard_icon.y = oy + 30
    group.append(view.yard_icon)
    # Glyph cells, not labels: a cursor move changes a letter or a number
    # of the caption, and only those cells are pushed.
    # The last line first: each line's cells overlap the next line's top
    # row (always blank), so the line above, on top, keeps its bottom
    # row (a comma's tail) over the line below.
    view.lines = [None] * 4  # filled at once below
    for i in (3, 2, 1, 0):
        view.lines[i] = Cells(group, CAPTION_COLUMNS, text_x, oy + 39 + 11 * i, theme.TEXT, anchor=0.0)
    view.hint = Cells(group, columns, text_x, oy + 83, theme.DIM, anchor=0.0)
