"""No screen treats a tick reading as absolute: every game plays the same
whether the clock starts at 0 or just before the tick counter's wrap.

A board's supervisor.ticks_ms starts at engine.ticks.BOOT_TICKS, 65,536 ms
before its first wrap at 2**29, and wraps every 6.2 days; the headless
simulator starts there too. Code that compares a reading with a constant (a
quiet period "until 350") or with < and > works from 0 and fails near the wrap,
so each registered game is played twice by the same seeded monkey (taps and
holds of a person's pad against the strongest CPU): once from tick 0, once
from a few seconds before the wrap. The drawn frames, the scenes and the match
log must be identical. Games come from engine.registry.games(), so a new game
is covered without touching this file.
"""

import hashlib
import random

import pytest

from engine import registry
from engine.match import HUMAN
from engine.ticks import BOOT_TICKS, ticks_add, ticks_diff
from engine.ui.pad import A, DOWN, LEFT, RIGHT, UP
from engine.ui.play import match_seed, start_match
from engine.ui.result import ResultScreen
from games.chips.screen import PICK
from tests.sim_harness import make_app, run

WRAP = 1 << 29
NEAR_WRAP = WRAP - 5000  # the wrap comes 5 s (about 150 frames) into the match
# 40 s of virtual time per run, or until the result screen (a Missile captain
# takes about 28 s of a monkey's presses to decide: a press's frame gives the
# CPUs no thinking, MatchScene.cpu_thinking)
MAX_FRAMES = 1200
GAMES = [row[1] for row in registry.games()]


def monkey_run(name, start_ticks, seed=5):
    """Play `name` from `start_ticks`: the person taps and holds seeded random
    buttons. Returns (trace, log bytes, frame the clock wrapped at or None,
    (log action bytes when it wrapped, at the end)): trace is one (frame, scene class, frame
    hash or None) per frame."""
    levels = registry.part(name, "info").LEVELS
    kinds = [HUMAN, len(levels)]
    app = make_app({"game": name, "seats": kinds, "seed": 11})
    console = app.console
    console._now = start_ticks
    match_scene = start_match(app, match_seed(app.config, console.ticks_ms()))
    app.switch(match_scene)
    rng = random.Random(seed)
    trace = []
    wrapped = None
    logged = 0
    log = match_scene.match.log
    wait = 0
    held = None  # (button, frames left) of a held button
    for frame in range(MAX_FRAMES):
        if held is not None:
            button, left = held
            held = (button, left - 1) if left else None
            if not left:
                console.push(0, button, False)
                wait = rng.randrange(2, 8)
        elif wait:
            wait -= 1
        else:
            button = rng.choice((UP, DOWN, LEFT, RIGHT, RIGHT, A, A))
            console.push(0, button, True)
            if rng.random() < 0.3:
                held = (button, rng.randrange(5, 45))  # Arrowbic places by holding
            else:
                console.push(0, button, False)
                wait = rng.randrange(2, 8)
        before = console.ticks_ms()
        drawn = console.frame_count
        app.step()
        if wrapped is None and console.ticks_ms() < before:
            wrapped = frame
            logged = len(log.actions)
        shown = hashlib.sha1(console.frame_bytes()).hexdigest() if console.frame_count != drawn else None
        trace.append((frame, type(app.scene).__name__, shown))
        if isinstance(app.scene, ResultScreen):
            break
    return trace, log.to_bytes(), wrapped, (logged, len(log.actions))


@pytest.mark.parametrize("name", GAMES)
def test_every_game_plays_the_same_across_a_tick_wrap(name):
    calm, calm_log, calm_wrap, _ = monkey_run(name, 0)
    near, near_log, near_wrap, (at_wrap, at_end) = monkey_run(name, NEAR_WRAP)
    assert calm_wrap is None and near_wrap is not None
    # Not a run that proves nothing: frames drawn and moves played after the wrap.
    assert [row for row in near if row[0] > near_wrap and row[2] is not None]
    assert at_end > at_wrap, "no move was played after the wrap"
    for was, now in zip(calm, near):
        assert was == now, "{} differs from frame {} on ({} started from tick 0, now {} ms before the wrap)".format(
            name, was[0], was[1:], WRAP - NEAR_WRAP
        )
    assert len(calm) == len(near) and calm_log == near_log


@pytest.mark.parametrize("start", [BOOT_TICKS, WRAP - 2000], ids=["power-on", "just-before-wrap"])
def test_microchips_round_one_takes_presses_at_once(start):
    # The issue's reproducer: round 1's quiet period was "until tick 350", so
    # from a board's power-on ticks every press was ignored for 65 s.
    app = make_app({"game": "chips", "seats": [HUMAN, 1, 1], "seed": 3})
    app.console._now = start
    screen = start_match(app, match_seed(app.config, app.console.ticks_ms()))
    app.switch(screen)
    run(app, 15)  # half a second: past the 350 ms quiet time, before the wrap
    cursor = screen.cursor
    assert cursor.seat == 0 and ticks_diff(app.console.ticks_ms(), start) < 1000
    shown = (cursor.stage, cursor.target[0], cursor.action[0])
    app.console.push(0, DOWN, True)
    app.console.push(0, DOWN, False)
    run(app, 2)
    assert (cursor.stage, cursor.target[0], cursor.action[0]) != shown, "round 1 ignored the press"
    for _ in range(3):  # RIGHT goes on from the target to the action, then locks
        app.console.push(0, RIGHT, True)
        app.console.push(0, RIGHT, False)
        run(app, 2)
    assert screen.match.locked[0] or screen.phase != PICK


def test_the_headless_simulator_starts_at_a_boards_power_on_ticks():
    app = make_app({"game": "starship", "seats": [HUMAN, 1]})
    assert app.console.ticks_ms() == BOOT_TICKS
    app.switch(start_match(app, match_seed(app.config, app.console.ticks_ms())))
    run(app, 3)
    assert app.console.ticks_ms() == BOOT_TICKS + 3 * 33
    app.console.headless = False  # the window's clock: real milliseconds since the console opened
    assert 0 <= ticks_diff(app.console.ticks_ms(), BOOT_TICKS) < 60000


@pytest.mark.parametrize("start", [0, WRAP - 3000, BOOT_TICKS + 1234])
def test_arrowbic_one_line_hints_take_turns_from_when_shown_not_from_the_tick_value(start):
    # A 120-line display (the kiosk's 320x240 at scale 2) has one message line
    # under the board, whose two hints take turns every NOTE_MS.
    import displayio

    from engine.ui.notes import NOTE_MS
    from games.arrowbic.panel import Panel

    panel = Panel(displayio.Group(), 160, 120)
    assert len(panel.lines) == 1
    panel.hints = ("first", "second")
    shown = []
    for ms in range(0, 3 * NOTE_MS, NOTE_MS // 5):
        panel.show_lines(ticks_add(start, ms))
        shown.append(panel.lines[0].text)
    assert shown == ["first"] * 5 + ["second"] * 5 + ["first"] * 5
