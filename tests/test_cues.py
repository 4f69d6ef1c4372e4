"""Sound and light (engine/ui/cues.py, the jingle in engine/ui/result.py): every game has a lock or move tone, a
reveal tune, "your turn" after a CPU's move and a win, lose or draw jingle, on
the console's speaker and seat LEDs; the attract loop's demos are quiet; the
simulator plays the tones through pygame's mixer unless muted."""

import pytest

from engine import registry
from engine.ui import cues, theme
from engine.ui import result as result_module
from engine.ui.play import start_match
from engine.ui.result import ResultScreen
from tests.sim_harness import make_app, run

GAMES = ("starship", "missile", "chips", "arrowbic", "spacewar", "garage")
TOGETHER = ("starship", "missile", "chips")  # every seat picks at once: a reveal
TURNS = ("arrowbic", "spacewar", "garage")  # one seat moves at a time


def tones(app):
    return [call for call in app.console.sound.calls if call[0] == "tone"]


def starts(calls, tune):
    """True when the tones hold the tune's first two notes in a row."""
    first, second = tune[0] * 10, tune[2] * 10 or tune[4] * 10
    hzs = [call[2] for call in calls]
    return any(hzs[i] == first and hzs[i + 1] == second for i in range(len(hzs) - 1))


def cpu_match(name, seed=7):
    """A CPU-only match of `name` (round limit 2) played to its result screen
    and a second of it; returns the app."""
    game = registry.load(name)
    options = registry.default_options(game)
    options[0] = 2
    app = make_app({"game": name, "seats": [1] * registry.default_seats(game), "options": options})
    app.switch(start_match(app, seed))
    for _ in range(20000):
        if isinstance(app.scene, ResultScreen):
            break
        app.step()
    assert isinstance(app.scene, ResultScreen)
    run(app, 40)
    return app


@pytest.mark.parametrize("name", GAMES)
def test_every_game_sounds_its_reveals_or_moves_and_a_jingle_at_the_end(name):
    app = cpu_match(name)
    calls = tones(app)
    if name in TOGETHER:
        assert starts(calls, cues.REVEAL), "no reveal tune"
    else:
        assert [call for call in calls if call[2] == cues.MOVE[0] * 10], "no move tone"
    result = app.scene.match.result()
    tune = result_module.jingle(result, app.scene.match.kinds)
    assert [call[2] for call in calls[-(len(tune) // 2 - tune[::2].count(0)):]] == [
        hz * 10 for hz in tune[::2] if hz
    ], "the match did not end with its jingle"
    # The pads' LEDs show who won (dark for a seat that did not).
    leds = app.console.leds.calls
    for seat in (0, 1):
        lit = [call[2] for call in leds if call[1] == seat][-1]
        won = result[seat] > 0 and not all(value > 0 for value in result)
        assert lit == (theme.SEAT_COLORS[seat] if won else 0)


def _move_for_the_person(app, seat):
    """The person's move, made the way each turn game's screen makes one."""
    scene = app.scene
    match = scene.match
    action = match.game.legal(seat)[0]
    if match.game.NAME == "spacewar":
        scene._submit(seat, action, app.console.ticks_ms())
    else:
        assert scene.play_now(seat, action)


@pytest.mark.parametrize("name", TURNS)
def test_your_turn_sounds_and_flashes_once_the_cpu_has_moved(name):
    app = make_app({"game": name, "seats": [0, 1]})
    app.switch(start_match(app, 3))
    person = 0
    moved = 0
    for _ in range(6000):
        app.step()
        match = app.scene.match
        acting = match.game.acting()
        if ("tone", person, cues.YOUR_TURN[0] * 10, cues.YOUR_TURN[1] * 10) in tones(app):
            break
        if acting == (person,) and not match.locked[person] and getattr(app.scene, "pending", -1) < 0:
            before = len(tones(app))
            _move_for_the_person(app, person)
            moved += 1
            assert tones(app)[before:][:1] == [("tone", person, cues.MOVE[0] * 10, cues.MOVE[1] * 10)]
    assert moved and match.game.acting() == (person,), "no 'your turn' after the CPU moved"
    assert ("show", person, cues.FLASH) in app.console.leds.calls
    run(app, 10)  # the tune's second blip; the flash ends: the LED is dark again (not locked)
    assert starts(tones(app), cues.YOUR_TURN)
    assert app.console.leds.calls[-1] == ("show", person, 0)


def test_the_jingle_is_the_one_persons_outcome():
    person_cpu = (0, 2)
    assert result_module.jingle((1, -1), person_cpu) is result_module.WIN
    assert result_module.jingle((-1, 1), person_cpu) is result_module.LOSE
    assert result_module.jingle((0, 0), person_cpu) is result_module.DRAW
    assert result_module.jingle((1, 1), person_cpu) is result_module.DRAW  # a shared win of all: DRAW on screen
    assert result_module.jingle((-1, -1, -1), (0, 0, 2)) is result_module.LOSE  # nobody wins
    assert result_module.jingle((-1, 1, -1), (0, 0, 2)) is result_module.WIN  # two people: a winner
    assert result_module.jingle((-1, -1, 1, 1), (0, 1, 1, 1)) is result_module.LOSE


def test_attract_demos_are_quiet():
    from engine.ui.attract import Attract

    app = make_app({"game": "starship", "seats": [0, 1]})
    app.switch(Attract(1 + 2 * 1))  # the second game's demo (Starship: reveals)
    run(app, 600)
    assert tones(app) == []
    assert app.cues.quiet
    from engine.ui.menu import Menu

    app.switch(Menu())
    assert not app.cues.quiet


def test_the_simulator_plays_tones_through_the_mixer_unless_muted(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    import pygame

    from desktop import cli
    from desktop.sim import SimSound

    played = []

    class Channel:
        def play(self, clip):
            played.append(clip.get_length())

    sound = SimSound(pygame)
    assert sound.mixer is not None, "the mixer did not start on the dummy driver"
    sound.channel = Channel()
    sound.tone(0, 990, 40)
    assert sound.calls == [("tone", 0, 990, 40)] and played and abs(played[0] - 0.04) < 0.005
    sound.muted = True
    sound.tone(0, 660, 40)
    assert len(played) == 1 and len(sound.calls) == 2
    assert cli.parser().parse_args(["--mute"]).mute
    pygame.mixer.quit()


def test_headless_runs_are_silent():
    from desktop.sim import Recorder, SimSound

    app = make_app({"game": "starship", "seats": [0, 1]})
    assert type(app.console.sound) is Recorder and not isinstance(app.console.sound, SimSound)
