"""A headless simulator and app for tests: press buttons, step frames, read
pixels. Uses the real desktop/sim.py console with the dummy SDL driver."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.ui.app import App  # noqa: E402
from engine.ui.menu import Menu  # noqa: E402
from desktop.sim import SimConsole  # noqa: E402
from engine.ui.pad import LEFT, RIGHT  # noqa: E402


def make_app(config, width=160, height=128, store=None):
    """A headless console and an App on it (no scene yet)."""
    console = SimConsole(width=width, height=height, headless=True, store=store)
    return App(console, config, Menu)


def tap(app, seat, button, frames=1):
    """Press and release one button, then run `frames` frames."""
    app.console.push(seat, button, True)
    app.console.push(seat, button, False)
    run(app, frames)


def run(app, frames):
    """Run frames; returns the list of frame bytes drawn during them."""
    drawn = []
    for _ in range(frames):
        before = app.console.frame_count
        app.step()
        if app.console.frame_count != before:
            drawn.append(app.console.frame_bytes())
    return drawn


def walk_cursor(app, cursors, seat, target, width):
    """Tap a board cursor (cursors[seat], squares numbered row * width + col,
    row 0 at the bottom) to `target`: across first, then up or down."""
    from engine.ui.pad import DOWN, LEFT, RIGHT, UP

    for _ in range(2 * width + 4):
        cur = cursors[seat]
        if cur == target:
            return
        if cur % width != target % width:
            tap(app, seat, RIGHT if cur % width < target % width else LEFT)
        else:
            tap(app, seat, UP if cur < target else DOWN)
    raise AssertionError("cursor stuck at {}".format(cursors[seat]))


def hold(app, seat, button, frames):
    """Press a button, run `frames` frames holding it, release, run one frame."""
    app.console.push(seat, button, True)
    run(app, frames)
    app.console.push(seat, button, False)
    run(app, 1)


def pause_chord(app, seat):
    """Hold LEFT and RIGHT together on a pad until the pause chord fires, then
    let go."""
    app.console.push(seat, LEFT, True)
    app.console.push(seat, RIGHT, True)
    run(app, 30)
    app.console.push(seat, LEFT, False)
    app.console.push(seat, RIGHT, False)
    run(app, 2)


def label_boxes(group, ox=0, oy=0):
    """(text, x, y, w, h) of every shown, non-empty label in a group tree, in
    logical screen pixels."""
    if getattr(group, "hidden", False):
        return
    for item in group:
        if getattr(item, "hidden", False):
            continue
        if getattr(item, "text", "") is None:  # glyph cells written in parts (games/missile/words.put): their tiles say
            text = cells_text(item)
            if text:
                x = int((item.width - len(text)) * item.anchor) * 6
                yield (text, ox + item.x + x, oy + item.y, len(text) * 6, item.tile_height)
        elif hasattr(item, "bounding_box") and hasattr(item, "text"):
            if item.text:
                bx, by, bw, bh = item.bounding_box
                s = item.scale
                yield (item.text, ox + item.x + bx * s, oy + item.y + by * s, bw * s, bh * s)
        elif hasattr(item, "__len__"):
            yield from label_boxes(item, ox + item.x, oy + item.y)


def cells_text(cells):
    """The text glyph cells (engine/ui/cells.py) show, read back from their
    tiles, without the blank cells its anchor pads it with on either side."""
    from engine.ui import cells as module

    tiles = module._Digits.tiles if cells.tile_height == module.DIGIT_H else module._Font.tiles
    text = "".join(chr(32 + bytes(tiles).index(cells[i])) for i in range(cells.width))
    if cells.anchor == 0.0:
        return text.rstrip()
    return text.lstrip() if cells.anchor == 1.0 else text.strip()


def text_cells(width=40):
    """Glyph cells `width` wide (engine/ui/cells.py) to hand a screen's or a
    game's words that write a line into cells; cells_text() reads them."""
    import displayio

    from engine.ui.cells import Cells

    return Cells(displayio.Group(), width, 0, 0, 0xFFFFFF, anchor=0.0)


def pixel(app, x, y):
    """RGB of logical pixel (x, y) of the last drawn frame."""
    import pygame

    surface = pygame.display.get_surface()
    return tuple(surface.get_at((x * app.scale, y * app.scale)))[:3]


def cover_down(cover):
    """True when a hand-over cover (engine/ui/cover.py) shows nothing: it goes
    down a band a frame, each band and line hidden, its group left shown."""
    return all(cover[i].hidden for i in range(len(cover)))


def cover_up(cover):
    """True when every part of a hand-over cover shows."""
    return not cover.hidden and not any(cover[i].hidden for i in range(len(cover)))
