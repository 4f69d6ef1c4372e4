"""The result screen: who won stays on screen; a button mashed from the match
cannot skip it; the choices show after GUARD_MS, then work; ties read DRAW."""

from engine import registry
from engine.match import Match
from engine.ui.pad import RIGHT
from engine.ui.play import finish
from engine.ui.result import GUARD_MS, ResultScreen
from engine.ui.theme import headline
from games.starship.rules import FIRE, NOTHING
from tests.sim_harness import make_app, run, tap

FRAME_MS = 33


def finished_starship():
    """An app showing the result of a Starship match P1 won in one round."""
    app = make_app({"game": "starship", "seats": [0, 0]})
    match = Match(registry.load("starship"), 3, None, (0, 0))
    for seat, action in ((0, FIRE), (1, NOTHING)):
        assert match.choose(seat, action) and match.lock(seat)
    match.resolve()
    assert match.result() == (1, -1)
    app.switch(finish(app, match))
    return app, match


def test_mashing_right_does_not_skip_the_result():
    app, match = finished_starship()
    screen = app.scene
    assert isinstance(screen, ResultScreen)
    for _ in range(GUARD_MS // FRAME_MS - 1):  # a press every frame for just under a second
        tap(app, 0, RIGHT, 1)
        tap(app, 1, RIGHT, 0)
    assert app.scene is screen, "a mashed button skipped the result"
    assert screen.prompt.hidden, "the choices showed before the guard time"
    run(app, 3)
    assert not screen.prompt.hidden
    tap(app, 0, RIGHT, 2)  # now RIGHT picks Rematch
    assert app.scene is not screen and not isinstance(app.scene, ResultScreen)


def test_a_tie_reads_draw():
    assert headline((1, 1)) == "DRAW"  # a two-seat shared win (Missiles & Microchips)
    assert headline((1, 1, 1)) == "DRAW"
    assert headline((0, 0)) == "DRAW"
    assert headline((1, -1, 1)) == "P1 P3 WIN"
    assert headline((-1, 1)) == "P2 WINS"
    assert headline((-1, -1)) == "NOBODY WINS"
