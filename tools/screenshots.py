"""Make the README's screenshots with the headless simulator:
`python -m tools.screenshots` writes docs/*.png (drawn at 160x128, scaled x3)."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from engine import registry  # noqa: E402
from engine.match import Match  # noqa: E402
from engine.ui.menu import Menu  # noqa: E402
from engine.ui.pad import DOWN, RIGHT, UP  # noqa: E402
from games.starship.screen import Screen  # noqa: E402
from desktop.sim import SimConsole  # noqa: E402
from engine.ui.app import App  # noqa: E402

OUT = "docs"


def shot(app, name):
    surface = pygame.display.get_surface()
    big = pygame.transform.scale(surface, (surface.get_width() * 3, surface.get_height() * 3))
    pygame.image.save(big, os.path.join(OUT, name))


def steps(app, count):
    for _ in range(count):
        app.step()


def main():
    os.makedirs(OUT, exist_ok=True)
    app = App(SimConsole(headless=True), {"game": "starship", "seats": [0, 1]}, Menu)
    app.switch(Menu())
    steps(app, 3)
    shot(app, "menu.png")
    app.switch(Screen(Match(registry.load("starship"), 2026, None, (0, 1))))
    steps(app, 20)
    app.console.push(0, UP, True)
    app.console.push(0, UP, False)
    steps(app, 3)
    shot(app, "picking.png")
    app.console.push(0, UP, True)
    app.console.push(0, UP, False)
    steps(app, 18)
    shot(app, "reveal.png")
    chips(app)
    print("wrote docs/menu.png, docs/picking.png, docs/reveal.png, docs/chips_cover.png, docs/chips_reveal.png")
    return 0


def chips(app):
    """Missiles & Microchips: the hand-over cover, and an event of a six-seat reveal."""
    from games.chips.rules import PLAY
    from games.chips.screen import Screen as ChipsScreen

    chips_game = registry.load("chips")
    screen = ChipsScreen(Match(chips_game, 3, None, (0, 0, 2, 2, 2, 2)))
    app.switch(screen)
    steps(app, 3)
    shot(app, "chips_cover.png")
    screen = ChipsScreen(Match(chips_game, 3, None, (2, 2, 2, 2, 2, 2)))
    app.switch(screen)
    for _ in range(3000):  # until the third event of the first reveal has arrived
        app.step()
        shown = screen.index - sum(1 for e in screen.match.game.events if e[0] == PLAY)
        if screen.current is not None and screen.grown and shown >= 3:
            break
    shot(app, "chips_reveal.png")


if __name__ == "__main__":
    sys.exit(main())
