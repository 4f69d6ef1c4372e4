"""A headless simulator and app for tests: press buttons, step frames, read
pixels. Uses the real hw/sim.py console with the dummy SDL driver."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.ui.app import App  # noqa: E402
from hw.sim import SimConsole  # noqa: E402


def make_app(config, width=160, height=128, store=None):
    """A headless console and an App on it (no scene yet)."""
    console = SimConsole(width=width, height=height, headless=True, store=store)
    return App(console, config)


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
