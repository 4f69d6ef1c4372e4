"""A replay says REPLAY and names the seats as they were played (a person is
'P1', never 'P1 CPU', though the log plays every seat), in every game, through
the headless simulator; a live CPU-only match says 'CPUs only'."""

import pytest

from engine import registry
from engine.match import Match
from engine.ui.play import replay_scene
from tests.matches import play_out
from tests.sim_harness import label_boxes, make_app, run

GAMES = tuple(name for _, name, _ in registry.games())  # every registered game


def person_vs_cpu_log(name):
    """The log of a whole match (a replay needs one): P1 a person (first legal
    move each step), P2 a CPU."""
    options = registry.default_options(registry.load(name))
    options[0] = 3  # a short round limit
    match = play_out(Match(registry.load(name), 4, options, (0, 1)))
    assert match.result() is not None and match.log.steps > 0
    return match.log.to_bytes()


def texts(app):
    return [text for text, *_ in label_boxes(app.root)]


@pytest.mark.parametrize("name", GAMES)
def test_a_replay_says_replay_and_names_the_person(name):
    app = make_app({"game": name, "seats": [0, 1]})
    app.switch(replay_scene(person_vs_cpu_log(name)))
    run(app, 4)
    shown = texts(app)
    assert "REPLAY" in shown, shown
    assert not any("demo" in text or "CPUs only" in text for text in shown), shown
    assert not any("P1 CPU" in text for text in shown), shown
    if name != "chips":  # (the chips table names seats P1..P6 only)
        assert any(text.strip(">") == "P1" for text in shown), shown
        assert any("P2 CPU" in text for text in shown), shown


@pytest.mark.parametrize("name", GAMES)
def test_a_live_cpu_only_match_says_cpus_only(name):
    app = make_app({"game": name, "seats": [1, 1]})
    app.switch(registry.part(name, "screen").Screen(Match(registry.load(name), 4, None, (1, 1))))
    run(app, 4)
    shown = texts(app)
    assert any("CPUs only" in text for text in shown), shown
    assert "REPLAY" not in shown
