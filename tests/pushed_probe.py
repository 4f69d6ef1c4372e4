"""Pixels a refresh pushes where a TileGrid is hidden, moved and shown again
(tests/test_sim_pushed.py): each scenario builds a new root group, changes
it between refreshes and returns the pixels each refresh pushed. The same
code runs on the simulator (desktop/sim.py's count) and on
circuitpython-unix-displayio (displayio_lane.render's areas), so the rules
the simulator follows are CircuitPython's own (shared-module/displayio/
TileGrid.c: every refresh ends with finish_refresh, which records where a
grid is as drawn even when it is hidden)."""


def _grid(displayio, x, y):
    """A 10x4 one-colour TileGrid at (x, y): 40 pixels."""
    palette = displayio.Palette(1)
    palette[0] = 0xFF0000
    return displayio.TileGrid(displayio.Bitmap(10, 4, 1), pixel_shader=palette, x=x, y=y)


def _shown_at(layer, x, y, root, render, pushed):
    """Move `layer` to (x, y) and show it; two refreshes (the second pushes
    nothing). Returns `pushed` with their pixels."""
    layer.x = x
    layer.y = y
    layer.hidden = False
    pushed.append(render(root))
    pushed.append(render(root))
    return pushed


def _drawn_then_hidden(displayio, root, render):
    """A grid in `root`, pushed shown, then hidden and pushed again (its area
    once): returns the grid and the two refreshes' pixels."""
    grid = _grid(displayio, 20, 30)
    root.append(grid)
    pushed = [render(root)]
    grid.hidden = True
    pushed.append(render(root))
    return grid, pushed


def hidden_at_whole_refresh(displayio, render):
    """Hidden when its root group is pushed whole, then shown elsewhere: its
    old place is pushed too (finish_refresh recorded it as drawn)."""
    root = displayio.Group()
    grid = _grid(displayio, 20, 30)
    root.append(grid)
    grid.hidden = True
    return _shown_at(grid, 60, 30, root, render, [render(root)])


def group_hidden_at_whole_refresh(displayio, render):
    """The same with the grid in a hidden Group that moves (Missiles &
    Microchips' frame round a box: four thin grids)."""
    root = displayio.Group()
    frame = displayio.Group(x=20, y=30)
    frame.append(_grid(displayio, 0, 0))
    frame.hidden = True
    root.append(frame)
    return _shown_at(frame, 60, 10, root, render, [render(root)])


def drawn_hidden_before_whole_refresh(displayio, render):
    """Hidden and pushed so (its area once), then put in a new root group,
    which is pushed whole, then shown elsewhere: its place at the whole
    refresh is pushed too. (The tour's Missiles & Microchips frame 1433: the
    aiming frame, hidden, came back in a new root group with its table.)"""
    first = displayio.Group()
    grid, pushed = _drawn_then_hidden(displayio, first, render)
    first.remove(grid)
    root = displayio.Group()
    root.append(grid)
    pushed.append(render(root))
    return _shown_at(grid, 60, 30, root, render, pushed)


def moved_while_hidden(displayio, render):
    """Shown, hidden (its area pushed once), moved while hidden (nothing
    pushed, but the refresh records the new place), moved again and shown:
    both places are pushed."""
    root = displayio.Group()
    grid, pushed = _drawn_then_hidden(displayio, root, render)
    grid.x = 60
    pushed.append(render(root))
    return _shown_at(grid, 100, 30, root, render, pushed)


SCENARIOS = (hidden_at_whole_refresh, group_hidden_at_whole_refresh, drawn_hidden_before_whole_refresh, moved_while_hidden)


def lane_render(group):
    """The pixels circuitpython-unix-displayio's refresh of `group` pushes."""
    import displayio_lane

    pushed = 0
    for x1, y1, x2, y2 in displayio_lane.render(group, 160, 128):
        pushed += (x2 - x1) * (y2 - y1)
    return pushed


if __name__ == "__main__":  # on circuitpython-unix-displayio
    import displayio

    for scenario in SCENARIOS:
        print(scenario.__name__, scenario(displayio, lane_render))
