"""Holding the pause chord (LEFT+RIGHT, or A+B) pauses and plays no move, in every
game, fed through the headless simulator from input scripts with press/release
lines (desktop/sim.py). A plain tap of the same buttons still acts, so every
check here can fail."""

from engine import registry
from engine.match import Match
from engine.ui.pause import PauseScreen
from desktop.sim import SimConsole, parse_script
from engine.ui.app import App
from engine.ui.menu import Menu


def play_script(name, kinds, text, seed=5):
    """Run a match screen from a script until the script ends; (app, match)."""
    console = SimConsole(headless=True, script=parse_script(text))
    app = App(console, {"game": name, "seats": list(kinds)}, Menu)
    match = Match(registry.load(name), seed, None, kinds)
    app.switch(registry.part(name, "screen").Screen(match))
    while not console.script_done:
        app.step()
    for _ in range(3):
        app.step()
    return app, match


CHORD = """
press {seat} {one}
press {seat} {two}
wait 1000
release {seat} {one}
release {seat} {two}
wait 200
"""


def chord(seat, one="left", two="right"):
    return CHORD.format(seat=seat, one=one, two=two)


def acted(match, seat):
    """True when the seat locked (its lock may already be resolved into the log)."""
    return match.locked[seat] or match.log.steps > 0


def test_script_press_and_release_lines():
    steps = parse_script("press p1 left\npress p1 right\nwait 900\nrelease p1 left\nrelease p2 b\n")
    assert [step[0] for step in steps] == ["press", "press", "wait", "release", "release"]
    assert steps[4][1:3] == (1, 5)


def test_starship_chord_on_a_picked_wait_does_not_lock_it():
    # P1 picked WAIT (LEFT); LEFT again would lock it. The chord only pauses.
    app, match = play_script("starship", (0, 0), "wait 600\np1 left\n" + chord("p1"))
    assert isinstance(app.scene, PauseScreen)
    assert not match.locked[0] and match.pending[0] == 0
    # Control: LEFT tapped again locks.
    app, match = play_script("starship", (0, 0), "wait 600\np1 left\np1 left\nwait 200\n")
    assert match.locked[0]


def test_starship_p2_a_and_b_does_not_lock_its_pick():
    app, match = play_script("starship", (0, 0), "wait 600\np2 up\n" + chord("p2", "a", "b"))
    assert isinstance(app.scene, PauseScreen)
    assert not match.locked[1] and match.pending[1] == 1  # FIRE still picked, not locked
    app, match = play_script("starship", (0, 0), "wait 600\np2 up\np2 a\nwait 200\n")
    assert match.locked[1]


def test_missile_a_and_b_does_not_lock_the_arrangement():
    app, match = play_script("missile", (0, 1), "wait 600\n" + chord("p1", "a", "b"))
    assert isinstance(app.scene, PauseScreen)
    assert not acted(match, 0)
    app, match = play_script("missile", (0, 1), "wait 600\np1 a\nwait 200\n")
    assert acted(match, 0)


def test_missile_lock_button_chord_does_not_lock():
    # The cursor on LOCK: RIGHT would lock; RIGHT held with LEFT pauses instead.
    to_lock = "wait 600\n" + "p1 right\n" * 4
    app, match = play_script("missile", (0, 1), to_lock + chord("p1", "right", "left"))
    assert isinstance(app.scene, PauseScreen)
    assert not acted(match, 0)
    app, match = play_script("missile", (0, 1), to_lock + "p1 right\nwait 200\n")
    assert acted(match, 0)


def test_chips_chord_does_not_pick_or_lock():
    # Two seats are a duel (an action, no target): RIGHT locks the action shown.
    target_and_action = "wait 600\n"
    app, match = play_script("chips", (0, 1), target_and_action + chord("p1", "right", "left"))
    assert isinstance(app.scene, PauseScreen)
    assert not acted(match, 0)
    app, match = play_script("chips", (0, 1), target_and_action + "p1 right\nwait 200\n")
    assert acted(match, 0)


def test_a_released_chord_that_never_completed_plays_nothing():
    # LEFT and RIGHT down together for a moment: no pause, and no move either.
    text = "wait 600\np1 left\npress p1 left\npress p1 right\nwait 200\nrelease p1 left\nrelease p1 right\nwait 200\n"
    app, match = play_script("starship", (0, 0), text)
    assert not isinstance(app.scene, PauseScreen)
    assert not match.locked[0] and match.pending[0] == 0


def test_arrowbic_chord_places_nothing():
    app, match = play_script("arrowbic", (0, 1), "wait 600\n" + chord("p1"))
    assert isinstance(app.scene, PauseScreen)
    assert match.game.round == 0 and not any(match.game.board)


def test_a_paused_match_lets_go_of_its_screen_and_builds_it_again_on_resume(monkeypatch):
    # On a board's tight heap two match screens do not fit: pausing with
    # less than 20 KB free (MatchScene.pause) drops every display object the
    # screen built (MatchScene.BUILT), resuming builds them anew.
    import gc

    monkeypatch.setattr(gc, "mem_free", lambda: 20479, raising=False)
    for name in [name for _, name, _ in registry.games()]:
        kinds = (0, 0)
        screen_class = registry.part(name, "screen").Screen
        assert screen_class.BUILT, name
        app, match = play_script(name, kinds, "wait 600\n")
        scene = app.scene
        built = {attr: getattr(scene, attr) for attr in screen_class.BUILT}
        assert all(value is not None for value in built.values()), (name, built)
        paused = scene.pause(0, 0)  # (a Later: made once the screen's objects are gone)
        assert all(getattr(scene, attr) is None for attr in screen_class.BUILT), name
        app.switch(paused)
        assert isinstance(app.scene, PauseScreen)
        app.switch(scene)  # Resume
        for attr, old in built.items():
            assert getattr(scene, attr) is not None and getattr(scene, attr) is not old, (name, attr)


# Where each game's screen is paused: at once, aiming (Arrowbic's A), and
# after some moves (a CPU's reply, an animation under way).
PAUSED_AT = ("wait 600\n", "wait 600\np1 a\nwait 100\n",
             "wait 600\np1 up\np1 right\nwait 150\np1 right\np1 a\nwait 400\np1 down\nhold p1 up 800\nwait 90\n")


def test_a_screen_kept_under_the_pause_resumes_as_one_built_again(monkeypatch):
    # With 20 KB free, a screen that can draw on its kept objects
    # (MatchScene.resumed) stays built under the pause and a resume shows it
    # again (a PyBadge's rebuild was 120-300 ms of the change): the frames
    # after the resume are the frames a screen built again shows, and the
    # pause screen's frame is the same whether kept or not (nothing of the
    # match shows under it).
    import gc

    from engine.ui.pad import RIGHT

    kept = []
    for name in [name for _, name, _ in registry.games()]:
        screen_class = registry.part(name, "screen").Screen
        for script in PAUSED_AT:
            frames = {}
            for free in (20479, 20480):
                monkeypatch.setattr(gc, "mem_free", lambda free=free: free, raising=False)
                app, match = play_script(name, (0, 1), script + chord("p1"))
                scene = app.scene.scene
                assert isinstance(app.scene, PauseScreen), name
                seen = [app.console.frame_bytes()]
                objects = [getattr(scene, attr) for attr in screen_class.BUILT]
                held = all(item is not None for item in objects)
                seen_ahead = app.scene.ahead
                assert held == (free == 20480 and getattr(screen_class, "resumed", None) is not None), (name, free)
                app.scene.press(0, RIGHT, app.console.ticks_ms())  # Resume
                app.switch(scene)
                assert app.scene is scene
                if held:
                    assert [getattr(scene, attr) for attr in screen_class.BUILT] == objects, name
                    assert seen_ahead == (), name  # (nothing to load back: load_ahead)
                for _ in range(12):
                    app.step()
                    seen.append(app.console.frame_bytes())
                frames[free] = seen
            assert frames[20479] == frames[20480], (name, script)
        if getattr(screen_class, "resumed", None) is not None:
            kept.append(name)
    assert sorted(kept) == ["arrowbic", "garage", "missile", "spacewar"]


def test_an_open_private_turn_is_never_kept_under_the_pause(monkeypatch):
    # A resume covers an open hand again (whoever looks now must not see
    # it): a screen whose hand-over is open is built again, with room or not.
    import gc

    from engine.ui.pad import RIGHT

    monkeypatch.setattr(gc, "mem_free", lambda: 1 << 20, raising=False)
    app, match = play_script("missile", (0, 0), "wait 600\np1 right\nwait 300\n")
    scene = app.scene
    assert scene.handover and scene.handover.opened
    view = scene.view
    app.switch(scene.pause(0, 0))
    assert scene.view is None
    app.scene.press(0, RIGHT, 0)
    app.switch(scene)
    assert scene.view is not view and not scene.handover.opened


def test_pause_offers_the_games_controls_and_rules_and_b_or_left_resumes():
    from engine.ui.pad import B, DOWN, LEFT, RIGHT
    from engine.ui.pause import PauseScreen
    from engine.ui.text_screen import TextScreen

    from tests.sim_harness import label_boxes, make_app, pause_chord, run, tap

    for button in (B, LEFT):
        app = make_app({"game": "starship", "seats": [0, 1]})
        screen = registry.part("starship", "screen").Screen(Match(registry.load("starship"), 5, None, (0, 1)))
        app.switch(screen)
        run(app, 5)
        pause_chord(app, 0)
        assert isinstance(app.scene, PauseScreen)
        assert app.scene.choices.names == ("Resume", "Controls", "Rules", "Quit to menu")
        tap(app, 0, button, 2)
        assert app.scene is screen
    pause_chord(app, 0)
    tap(app, 0, DOWN, 1)
    tap(app, 0, RIGHT, 2)  # Controls: the game's keys
    assert isinstance(app.scene, TextScreen) and not app.scene.MENU_SIDE  # a board keeps the match (no reload)
    assert app.scene.text.startswith("Keys: up FIRE")
    tap(app, 0, B, 2)
    # A pause screen made again (its code is not kept beside the pages), on
    # the choice that opened them and resuming the same match.
    assert isinstance(app.scene, PauseScreen) and app.scene.scene is screen and app.scene.choices.cursor == 1
    tap(app, 0, DOWN, 1)
    tap(app, 0, RIGHT, 2)  # Rules
    assert isinstance(app.scene, TextScreen) and not app.scene.MENU_SIDE
    assert app.scene.text[0].startswith("Two starships meet")
    tap(app, 0, RIGHT, 2)
    tap(app, 0, LEFT, 2)
    tap(app, 0, LEFT, 2)  # LEFT on the first page: back to the pause
    assert isinstance(app.scene, PauseScreen) and app.scene.scene is screen and app.scene.choices.cursor == 2
    tap(app, 0, B, 2)
    assert app.scene is screen


def test_the_pause_and_result_screens_load_the_match_screens_art_back_while_they_stand_still(monkeypatch):
    # A board drops a match screen's art once built (REBUILDS); the pause
    # and the result load it back a module a frame, once AHEAD_MS have
    # passed, so that a resume or a rematch finds it loaded.
    import sys

    from desktop.sim import FRAME_MS
    from engine.ui.later import AHEAD_MS
    from engine.ui.result import ResultScreen
    from tests.sim_harness import make_app, run

    def drop(names):  # as a board drops them (engine.registry.drop), undone after the test
        for module in names:
            monkeypatch.delitem(sys.modules, module, raising=False)
            package, _, attr = module.rpartition(".")
            monkeypatch.delattr(sys.modules[package], attr, raising=False)

    import gc

    free = [1 << 20]
    monkeypatch.setattr(gc, "mem_free", lambda: free[0], raising=False)
    tested = []
    for name in [name for _, name, _ in registry.games()]:
        screen_class = registry.part(name, "screen").Screen
        names = screen_class.REBUILDS
        if not names:  # (Arrowbic, Spacewar, Spacewar Classic: see their Screen)
            continue
        tested.append(name)
        app = make_app({"game": name, "seats": [0, 0]})
        match = Match(registry.load(name), 5, None, (0, 0))
        screen = screen_class(match)
        drop(names)
        app.switch(screen)
        assert all(module in sys.modules for module in names), name  # the build loads them
        run(app, 5)
        free[0] = 0  # (a tight heap: the pause lets the screen go, MatchScene.pause)
        app.switch(screen.pause(0, app.console.ticks_ms()))
        free[0] = 1 << 20  # (and load_ahead finds room)
        assert isinstance(app.scene, PauseScreen), name
        drop(names)  # (as a board has dropped them by now)
        run(app, AHEAD_MS // FRAME_MS)
        assert not any(module in sys.modules for module in names), name  # not in the change, nor at once
        loaded = [0]
        for _ in range(len(names) + 3):
            run(app, 1)
            loaded.append(sum(module in sys.modules for module in names))
        first = loaded.index(1)
        assert 0 < first <= 3 and loaded[first:first + len(names)] == list(range(1, len(names) + 1)), (name, loaded)
        drop(names)
        monkeypatch.setattr(match, "result", lambda: (1, -1))  # (as if P1 won)
        app.switch(ResultScreen(match, "over", None))
        assert isinstance(app.scene, ResultScreen), name
        run(app, AHEAD_MS // FRAME_MS + 2 + len(names))
        assert all(module in sys.modules for module in names), name
    assert len(tested) >= 3, tested


def test_a_screen_kept_under_the_pause_stays_under_its_text_pages_with_room(monkeypatch):
    # With 32 KB free the pause's Controls and Rules pages leave the kept
    # match screen alone, so the resume after them needs no rebuild either;
    # with less they let it go (the pages need its room) and the resume
    # builds it again.
    import gc

    from engine.ui.pad import B, DOWN, RIGHT
    from engine.ui.text_screen import TextScreen
    from tests.sim_harness import tap

    for free, kept in ((32768, True), (32767, False)):
        monkeypatch.setattr(gc, "mem_free", lambda free=free: free, raising=False)
        app, match = play_script("garage", (0, 1), "wait 600\n" + chord("p1"))
        scene = app.scene.scene
        view = scene.grid
        assert view is not None
        tap(app, 0, DOWN, 1)
        tap(app, 0, RIGHT, 2)  # Controls
        assert isinstance(app.scene, TextScreen)
        assert (scene.grid is view) == kept
        tap(app, 0, B, 2)
        assert isinstance(app.scene, PauseScreen) and app.scene.ahead == (() if kept else scene.REBUILDS)
        tap(app, 0, B, 2)  # Resume
        assert app.scene is scene and (scene.grid is view) == kept and scene.grid is not None
