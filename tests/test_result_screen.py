"""The result screen: who won stays on screen; a button mashed from the match
cannot skip it; the choices show after GUARD_MS, then work; ties read DRAW."""

from engine import registry
from engine.match import Match
from engine.ui.pad import DOWN, RIGHT
from engine.ui.result import GUARD_MS, ResultScreen, finish
from engine.ui import theme
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
    run(app, GUARD_MS // FRAME_MS + 2)  # a quiet second
    assert not screen.prompt.hidden
    tap(app, 0, RIGHT, 2)  # now RIGHT picks Rematch
    assert app.scene is not screen and not isinstance(app.scene, ResultScreen)


def test_mashing_right_for_seconds_never_starts_a_rematch():
    """Every press while the choices are hidden starts the quiet second again."""
    app, match = finished_starship()
    screen = app.scene
    for _ in range(3000 // (5 * FRAME_MS)):  # RIGHT mashed every five frames for 3 s
        tap(app, 0, RIGHT, 5)
    assert app.scene is screen and screen.prompt.hidden
    run(app, GUARD_MS // FRAME_MS + 2)
    assert not screen.prompt.hidden


def test_b_on_the_result_goes_to_the_menu():
    from engine.ui.menu import Menu
    from engine.ui.pad import B

    app, match = finished_starship()
    run(app, GUARD_MS // FRAME_MS + 2)
    tap(app, 0, B, 2)
    assert isinstance(app.scene, Menu)


def test_a_round_limit_tie_counts_no_win_and_log_saved_stands_apart(tmp_path):
    """Missiles & Microchips tied at the round limit: DRAW over 'P1 0  P2 0',
    and "log saved" on a line of its own, clear of the choices."""
    from tests.matches import play_out
    from tests.sim_harness import label_boxes

    for size in ((160, 128), (320, 240)):
        app = make_app({"game": "chips", "seats": [0, 0]}, *size, store=str(tmp_path))
        match = play_out(Match(registry.load("chips"), 7, [2], (0, 0)))
        assert match.result() == (1, 1)
        app.switch(finish(app, match))
        run(app, GUARD_MS // FRAME_MS + 2)
        boxes = list(label_boxes(app.root))
        words = [box[0] for box in boxes]
        assert "DRAW" in words and "Wins: P1 0  P2 0" in words, words
        saved = [box for box in boxes if box[0] == "log saved"]
        assert saved, words
        _, sx, sy, sw, sh = saved[0]
        for text, x, y, w, h in boxes:  # (text boxes are 12 high on 11-pixel lines: 1 pixel shared)
            if text != "log saved":
                assert x + w <= sx or sx + sw <= x or y + h - 1 <= sy or sy + sh - 1 <= y, text
        tap(app, 0, DOWN, 2)  # the marker on Menu: "> Menu <" still clear of it
        for text, x, y, w, h in label_boxes(app.root):
            if "Menu" in text:
                assert y >= sy + sh - 1 or x + w + theme.CHAR_W <= sx or sx + sw + theme.CHAR_W <= x, text  # a gap


def test_a_tie_reads_draw():
    assert headline((1, 1)) == "DRAW"  # a two-seat shared win (Missiles & Microchips)
    assert headline((1, 1, 1)) == "DRAW"
    assert headline((0, 0)) == "DRAW"
    assert headline((1, -1, 1)) == "P1 P3 WIN"
    assert headline((-1, 1)) == "P2 WINS"
    assert headline((-1, -1)) == "NOBODY WINS"


def test_load_ahead_only_with_room(monkeypatch):
    """The pause and result screens load a match screen's modules ahead
    (hints.load_ahead) only while the heap has _AHEAD_FREE bytes free (after
    a collection): in a tighter heap the match screen loads them as it
    builds, as before (a module loaded ahead into a nearly full heap broke
    up the room the 112 KB tour's Missile rematch was built in)."""
    import sys
    import types

    from engine.ui import hints
    from engine.ui.later import AHEAD_MS

    name = "games.starship.art"
    sys.modules.pop(name, None)
    collected = []
    room = [hints._AHEAD_FREE - 1]
    fake_gc = types.SimpleNamespace(collect=lambda: collected.append(1), mem_free=lambda: room[0])
    monkeypatch.setattr(hints, "gc", fake_gc)
    names = (name,)
    assert hints.load_ahead(names, 0, AHEAD_MS - 1) == names  # (too soon: nothing yet)
    assert not collected and name not in sys.modules
    assert hints.load_ahead(names, 0, AHEAD_MS) == ()  # no room: given up, not loaded
    assert collected and name not in sys.modules
    room[0] = hints._AHEAD_FREE
    assert hints.load_ahead(names, 0, AHEAD_MS) == names  # room: loaded, then nothing left
    assert name in sys.modules
    assert hints.load_ahead(names, 0, AHEAD_MS) == ()
