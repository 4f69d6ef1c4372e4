"""Make the README's screenshots with the headless simulator:
`python -m tools.screenshots` writes docs/*.png (drawn at 160x128, scaled x3).
The menu shows what `python code.py` opens with (the command line's defaults)."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import desktop  # noqa: E402,F401  (first: it quiets Blinka's platform warning)
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
    from desktop.cli import build_config, parser

    os.makedirs(OUT, exist_ok=True)
    app = App(SimConsole(headless=True), build_config(parser().parse_args([])), Menu)
    app.switch(Menu())
    steps(app, 3)
    shot(app, "menu.png")
    howto(app)
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
    missile(app)
    spacewar(app)
    garage(app)
    print("wrote docs/menu.png, docs/howto.png, docs/picking.png, docs/reveal.png, docs/chips_cover.png, "
          "docs/chips_reveal.png, docs/missile_reveal.png, docs/spacewar_aim.png, docs/spacewar_hit.png, "
          "docs/garage_pick.png")
    return 0


def howto(app):
    """Starship's first how-to-play page."""
    from engine.ui.howto import HowTo
    from engine.ui.text_screen import rules_text

    game = registry.load("starship")
    app.switch(HowTo(game, rules_text(game), Menu()))
    steps(app, 2)
    shot(app, "howto.png")


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


def missile(app):
    """Missile Match: a reveal caption naming a square, its letter and number lit."""
    from games.missile import field
    from games.missile.screen import REVEAL, Screen as MissileScreen

    screen = MissileScreen(Match(registry.load("missile"), 5, None, (1, 1)))
    app.switch(screen)
    for _ in range(6000):  # until the second claim of the first reveal is on screen
        app.step()
        if screen.mode == REVEAL and screen.event_index >= 2 and screen.events[screen.event_index - 1][0] == field.CLAIM:
            break
    steps(app, 2)
    shot(app, "missile_reveal.png")


def spacewar(app):
    """Spacewar: a Scout taken and its targets lit, the cursor on a Red Scout it
    may fire at or crash into; then a CPU match's burst where a shot lands."""
    from games.spacewar.rules import FIRE, square
    from games.spacewar.screen import PHASE_ANIM, Screen as SpacewarScreen

    game = registry.load("spacewar")
    screen = SpacewarScreen(Match(game, 3, None, (0, 0)))
    app.switch(screen)
    steps(app, 2)
    for seat, frm, to in ((0, "b1", "c3"), (1, "g8", "f6"), (0, "c3", "d5"), (1, "f6", None)):
        _spacewar_pick(app, screen, seat, square(frm))
        if to is None:
            _spacewar_cursor(app, screen, seat, square("d5"))
            break
        _spacewar_cursor(app, screen, seat, square(to))
        _spacewar_hold(app, seat)
        steps(app, 40)
    steps(app, 2)
    shot(app, "spacewar_aim.png")
    screen = SpacewarScreen(Match(game, 8, None, (2, 2)))
    app.switch(screen)
    for _ in range(20000):  # until a shot lands after the tenth turn
        app.step()
        if screen.phase == PHASE_ANIM and screen.drawn == 1 and screen.act >> 16 == FIRE and screen.match.game.round > 10:
            break
    shot(app, "spacewar_hit.png")


def garage(app):
    """Spacewar Classic: a person's first move, the e2 Mothership picked by a
    hold, where it may go lit, the coordinates beside the board."""
    from games.garage.screen import Screen as GarageScreen

    app.switch(GarageScreen(Match(registry.load("garage"), 7, None, (0, 1))))
    steps(app, 3)
    app.console.push(0, UP, True)
    steps(app, 20)
    app.console.push(0, UP, False)
    steps(app, 2)
    shot(app, "garage_pick.png")


def _spacewar_hold(app, seat):
    from games.spacewar.screen import PLACE_MS

    app.console.push(seat, UP, True)
    steps(app, PLACE_MS // 33 + 2)
    app.console.push(seat, UP, False)
    steps(app, 1)


def _spacewar_cursor(app, screen, seat, target):
    from engine.ui.pad import LEFT

    while screen.cursors[seat] != target:
        cur = screen.cursors[seat]
        if cur & 7 != target & 7:
            button = RIGHT if cur & 7 < target & 7 else LEFT
        else:
            button = UP if cur < target else DOWN
        app.console.push(seat, button, True)
        app.console.push(seat, button, False)
        steps(app, 1)


def _spacewar_pick(app, screen, seat, sq):
    _spacewar_cursor(app, screen, seat, sq)
    _spacewar_hold(app, seat)


if __name__ == "__main__":
    sys.exit(main())
