"""Arrowbic Exercise on screen: a whole match by buttons, refusals with reasons,
only the allowed ways, the clock and its timeout, Retake and Pass through the
pause menu, the Starter box, layouts at both sizes, and mashing."""

import pytest

from engine import registry
from games.arrowbic import bot as cpu
from engine.clock import TICKS_PERIOD
from games.arrowbic import board as ab
from games.arrowbic.rules import FELL_OFF, PASS, RETAKE, ROUND_LIMIT, START, TIMED_OUT, TIMEOUT, TWO_PASSES
from engine.logread import replay
from engine.match import Match
from engine.prng import Rng
from games.arrowbic import help, info, words
from games.arrowbic import screen as ui
from engine.ui.notes import NOTE_MS
from engine.ui import theme
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ui.pause import PauseScreen
from engine.ui.result import ResultScreen
from tests.sim_harness import hold, label_boxes, make_app, pixel, run, tap, walk_cursor

ARROWBIC = registry.load("arrowbic")
BUTTON_OF = (UP, RIGHT, DOWN, LEFT)  # the button for arrow direction 0 N, 1 E, 2 S, 3 W
PLACE_FRAMES = ui.PLACE_MS // 33 + 2  # a hold this long places
sq = ab.square


def options(clock=1, turn_s=60, reserve_s=300, starter=0, retake=0, reserve_item=0, rounds=120):
    return [rounds, clock, turn_s, reserve_s, starter, retake, reserve_item]


def start(kinds=(0, 1), size=(160, 128), now=None, **opts):
    """A match scene on a headless console; returns (app, screen, match)."""
    app = make_app({"game": "arrowbic", "seats": list(kinds)}, *size)
    if now is not None:
        app.console._now = now  # virtual ticks_ms, e.g. just before the wrap
    match = Match(ARROWBIC, 7, options(**opts), kinds)
    screen = ui.Screen(match)
    app.switch(screen)
    run(app, 2)
    return app, screen, match


def wait_turn(app, screen, seat, limit=1200):
    """Run until `seat` is to place (True) or the match is over (False), its
    turn drawn whole (the lines come a frame each after the board and panel).
    (A CPU's turn takes up to about 400 frames: it thinks a frame's budget at
    a time.)"""
    for _ in range(limit):
        if isinstance(app.scene, ResultScreen):
            return False
        game = screen.match.game
        if screen.phase == ui.PHASE_TURN and game.to_move == seat and game.result() is None and not screen.words_due:
            return True
        app.step()
    raise AssertionError("seat {} never got its turn".format(seat))


def goto(app, screen, seat, target):
    """Tap the cursor to a square."""
    walk_cursor(app, screen.cursors, seat, target, 9)


def place(app, screen, seat, action):
    """Enter a placement with the four directions: taps, then a long hold."""
    goto(app, screen, seat, action >> 2)
    hold(app, seat, BUTTON_OF[action & 3], PLACE_FRAMES)


def lines(screen):
    return [label.text for label in screen.panel.lines]


# --- a whole match --------------------------------------------------------------------


def test_human_vs_cpu_match_by_buttons_reaches_the_result_screen():
    app, screen, match = start(rounds=40)
    oracle = cpu.Bot(0, Rng(3), 1)  # chooses P1's moves; the buttons enter them
    typed = []
    while wait_turn(app, screen, 0):
        game = match.game
        action = oracle.choose(game.view(0), game.legal(0))
        before = game.round
        if action == PASS:
            hold(app, 0, UP, PLACE_FRAMES)
        else:
            place(app, screen, 0, action)
        assert match.game.round == before + 1 or match.game.result() is not None
        assert match.game.turns[before] == action  # exactly what was typed
        typed.append(action)
    assert isinstance(app.scene, ResultScreen)
    assert len(typed) >= 5
    again = replay(match.log.to_bytes())
    assert again.game.key() == match.game.key() and again.result() == match.result()
    assert app.scene.reason == words.describe(match.game)


def test_cpu_demo_through_the_command_line(tmp_path):
    from desktop.cli import main

    code = main(["--headless", "--game", "arrowbic", "--p1", "cpu", "--p2", "cpu", "--seed", "4",
                 "--saves", str(tmp_path), "--max-frames", "6000"])
    assert code == 0
    assert not (tmp_path / "last.svl").exists()  # nobody seated: a demo is not saved


def test_replay_scene_plays_a_log_with_items_and_a_timeout():
    from engine.ui.play import replay_scene

    match = Match(ARROWBIC, 2, options(starter=2, retake=1), (0, 0))
    for seat, action in ((1, START + 0), (0, sq("a1") * 4), (1, sq("b1") * 4), (0, RETAKE),
                         (0, sq("c1") * 4), (1, TIMEOUT)):
        assert match.choose(seat, action) and match.lock(seat)
        match.resolve()
    app = make_app({"game": "arrowbic", "seats": [0, 0]})
    app.switch(replay_scene(match.log.to_bytes()))
    for _ in range(400):
        app.step()
        if isinstance(app.scene, ResultScreen):
            break
    assert isinstance(app.scene, ResultScreen)
    assert app.scene.match.result() == (1, -1) and app.scene.match.game.ending == TIMED_OUT


# --- cursor, preview, refusals -----------------------------------------------------------


def test_tap_moves_the_cursor_and_the_edge_stops_it():
    app, screen, match = start()
    assert screen.cursors[0] == sq("e4")
    tap(app, 0, UP)
    tap(app, 0, LEFT)
    assert screen.cursors[0] == sq("d5")
    run(app, NOTE_MS // 33 + 1)  # the opening message stays its time, then the hint
    assert lines(screen)[0] == "d5: tap move, hold place"
    for _ in range(6):
        tap(app, 0, LEFT)
    assert screen.cursors[0] == sq("a5")
    tap(app, 1, RIGHT)  # the other pad does not move P1's cursor
    assert screen.cursors == [sq("a5"), sq("e6")] and match.game.round == 0


def test_short_hold_previews_and_letting_go_cancels():
    app, screen, match = start()
    tap(app, 0, UP)  # e5
    hold(app, 0, RIGHT, ui.PREVIEW_MS // 33 + 3)  # past the preview, short of placing
    assert match.game.round == 0 and screen.cursors[0] == sq("e5")  # neither placed nor moved
    grid = screen.view.grid
    index = (8 - 4) * 9 + 4  # e5 in the tile grid
    app.console.push(0, RIGHT, True)
    run(app, ui.PREVIEW_MS // 33 + 3)
    assert grid[index] == ab.stone(0, ab.E) and lines(screen)[0] == "e5 E: keep holding"
    app.console.push(0, RIGHT, False)
    run(app, 1)
    assert grid[index] == 0 and match.game.round == 0


def refused(app, screen, seat, button):
    """Hold a direction well past PLACE_MS; returns the message shown."""
    app.console.push(seat, button, True)
    run(app, PLACE_FRAMES + 10)
    shown = screen.panel.lines[0]
    text, color = shown.text, shown.color
    frame_color = screen.view.cursor_colors[1]
    app.console.push(seat, button, False)
    run(app, 1)
    assert frame_color == theme.BAD and color == theme.BAD
    assert shown.text == text and screen.view.cursor_colors[1] == theme.ACCENT  # the reason stays
    return text


def test_refused_placements_say_why_and_place_nothing():
    app, screen, match = start(kinds=(0, 0))
    place(app, screen, 0, sq("a1") * 4 + ab.E)  # Red a1 pointing at b1
    assert match.game.turns == [sq("a1") * 4 + ab.E]
    wait_turn(app, screen, 1)
    goto(app, screen, 1, sq("b1"))
    assert refused(app, screen, 1, LEFT) == "b1 W: would close a loop"
    goto(app, screen, 1, sq("a1"))
    assert refused(app, screen, 1, UP) == "a1: a stone is there"
    assert match.game.round == 1 and match.game.to_move == 1
    place(app, screen, 1, sq("i9") * 4 + ab.S)
    wait_turn(app, screen, 0)
    goto(app, screen, 0, sq("c3"))
    assert refused(app, screen, 0, RIGHT) == "c3 E: same as last stone"
    tap(app, 0, A)  # 6-button aim: A, then a direction places at once ...
    tap(app, 0, RIGHT)  # ... but not a refused one
    assert match.game.round == 2 and lines(screen)[0] == "c3 E: same as last stone"
    tap(app, 0, A)
    tap(app, 0, UP)
    assert match.game.turns[-1] == sq("c3") * 4 + ab.N


def arrowheads(app, screen):
    """Which of the cursor's four arrowheads are drawn (read from the pixels)."""
    from engine.ui.coords import MARGIN

    x, y = MARGIN + screen.view.cursor.x + 2, screen.view.cursor.y + 2  # the square's corner (the board sits MARGIN in)
    spots = ((x + 5, y - 2), (x + 13, y + 5), (x + 5, y + 13), (x - 2, y + 5))  # N E S W heads
    return [near(pixel(app, px, py), theme.ACCENT) for px, py in spots]


def near(rgb, color):
    """True when a drawn pixel is `color` (the display keeps 16 bits of it)."""
    want = ((color >> 16) & 255, (color >> 8) & 255, color & 255)
    return all(abs(a - b) <= 8 for a, b in zip(rgb, want))


def test_only_the_allowed_ways_are_offered_and_accepted():
    app, screen, match = start(kinds=(0, 0))
    tap(app, 0, RIGHT)  # f4
    assert arrowheads(app, screen) == [True, True, True, True]
    place(app, screen, 0, sq("f4") * 4 + ab.E)
    wait_turn(app, screen, 1)
    goto(app, screen, 1, sq("g4"))  # W would loop with f4 E
    run(app, 1)
    assert arrowheads(app, screen) == [True, True, True, False]
    goto(app, screen, 1, sq("f4"))  # a stone: nothing offered
    run(app, 1)
    assert arrowheads(app, screen) == [False] * 4  # (the hint line is the same everywhere)
    place(app, screen, 1, sq("a9") * 4 + ab.S)
    wait_turn(app, screen, 0)
    goto(app, screen, 0, sq("c5"))
    run(app, 1)
    assert arrowheads(app, screen) == [True, False, True, True]  # E was Red's last way
    for button in (RIGHT, UP, A):  # no button combination places a refused way
        hold(app, 0, RIGHT, PLACE_FRAMES + 5)
        tap(app, 0, button)
        tap(app, 0, B)
    assert match.game.round == 2


# --- clock -----------------------------------------------------------------------------


def test_both_clocks_show_and_a_timeout_loses_across_a_tick_wrap():
    app, screen, match = start(kinds=(0, 0), turn_s=5, reserve_s=3, now=TICKS_PERIOD - 2000)
    clocks = screen.panel.clocks
    clock_text = screen.panel.clock_text
    assert (clock_text(0), clock_text(1)) == ("0:05 0:03", "0:03")
    run(app, 60)  # 2 s, across the wrap of the tick counter
    assert app.console.ticks_ms() < 10000 and clock_text(0) == "0:03 0:03"
    place(app, screen, 0, sq("a1") * 4)
    wait_turn(app, screen, 1)
    assert clock_text(0) == "0:03" and clock_text(1) == "0:05 0:03"
    run(app, 5000 // 33 + 2)  # Blue's turn time runs out: now its reserve runs
    assert clock_text(1).endswith(" 0:03") and clocks[1][0].color == theme.BAD
    assert match.result() is None
    run(app, 3000 // 33 + 2)
    assert match.result() == (1, -1) and match.game.ending == TIMED_OUT
    again = replay(match.log.to_bytes())  # the timeout is in the log
    assert match.game.turns == [sq("a1") * 4] and again.game.ending == TIMED_OUT
    assert lines(screen) == ["P2 is out of time!", "P1 WINS"]
    run(app, ui.RESULT_WAIT // 33 + 2)
    assert isinstance(app.scene, ResultScreen) and app.scene.reason == "P2 ran out of time."
    assert again.result() == (1, -1)


def test_the_cpu_clock_runs_pause_stops_the_clock_and_clock_off_shows_none():
    app, screen, match = start(kinds=(0, 1), reserve_item=2)
    assert screen.panel.clock_text(1) == "7:00"  # the Reserve item: +2:00
    place(app, screen, 0, sq("a1") * 4)
    for _ in range(100):
        if match.game.to_move == 1 and screen.phase == ui.PHASE_TURN:
            break
        app.step()
    run(app, 3)
    assert screen.clock.seat == 1 and screen.clock.turn_left < 60000  # the CPU's time runs
    wait_turn(app, screen, 0)
    run(app, 31)  # one second of P1's turn
    assert screen.panel.clock_text(0) == "0:59 5:00"
    app.console.push(0, LEFT, True)
    app.console.push(0, RIGHT, True)
    run(app, 30)
    assert isinstance(app.scene, PauseScreen)
    app.console.push(0, LEFT, False)
    app.console.push(0, RIGHT, False)
    run(app, 20000 // 33)  # twenty paused seconds
    tap(app, 0, RIGHT, 3)  # Resume
    assert app.scene is screen and screen.panel.clock_text(0) == "0:59 5:00"
    app, screen, match = start(clock=0)
    assert [screen.panel.clock_text(0), screen.panel.clock_text(1)] == ["", ""]
    assert "no clock" in [box[0] for box in label_boxes(app.root)]
    assert TIMEOUT not in match.game.legal(0)


def test_an_abandoned_match_without_a_clock_returns_to_the_menu():
    from engine.ui.menu import Menu

    app, screen, match = start(clock=0)
    run(app, 180000 // 33 + 5)
    assert isinstance(app.scene, Menu)


# --- items and passing ---------------------------------------------------------------------


def chord(app, seat):
    """Hold LEFT+RIGHT into the pause menu."""
    app.console.push(seat, LEFT, True)
    app.console.push(seat, RIGHT, True)
    run(app, 30)
    app.console.push(seat, LEFT, False)
    app.console.push(seat, RIGHT, False)
    run(app, 1)
    assert isinstance(app.scene, PauseScreen)
    return app.scene


def test_retake_through_the_pause_menu_undoes_two_turns():
    app, screen, match = start(kinds=(0, 1), retake=1)
    assert screen.panel.retake.text == "Retake P1"
    assert chord(app, 0).choices.names == ("Resume", "Controls", "Rules", "Quit to menu")  # nothing to undo yet
    tap(app, 0, RIGHT, 2)
    place(app, screen, 0, sq("a2") * 4)
    wait_turn(app, screen, 0)
    before = match.game.clone()
    place(app, screen, 0, sq("c2") * 4 + ab.E)
    wait_turn(app, screen, 0)
    assert match.game.round == 4 and lines(screen)[1] == "hold < >: pause, retake"
    pause = chord(app, 0)
    assert pause.choices.names == ("Resume", "Retake (undo 2)", "Controls", "Rules", "Quit to menu")
    tap(app, 0, DOWN)
    tap(app, 0, RIGHT, 2)
    game = match.game
    assert app.scene is screen and game.retake_used and game.round == 2
    assert game.board == before.board and game.pieces == before.pieces and game.to_move == 0
    assert lines(screen)[0] == "P1 retakes 2 turns" and screen.panel.retake.text == ""
    again = replay(match.log.to_bytes(), whole=False)  # the Retake is in the log (match goes on)
    assert again.game.retake_used and again.game.key() == game.key()
    assert chord(app, 1).choices.names == ("Resume", "Controls", "Rules", "Quit to menu")  # P2's pad: no items of P1's


def test_with_no_legal_square_a_hold_passes():
    match = Match(ARROWBIC, 1, options(), (0, 0))
    game = match.game
    for s in range(ab.SQUARES):  # the rules test's no-placement board
        game.board[s] = ab.stone(0, ab.N)
    game.board[sq("e5")] = 0
    for name in ("e1", "e2", "e3", "e4", "e6"):
        game.board[sq(name)] = ab.stone(0, ab.S)
    game.board[sq("d5")] = ab.stone(0, ab.E)
    game.board[sq("f5")] = ab.stone(0, ab.W)
    game.last_dir[0] = ab.S
    assert game.legal(0) == [PASS, TIMEOUT]
    app = make_app({"game": "arrowbic", "seats": [0, 0]})
    screen = ui.Screen(match)
    app.switch(screen)
    run(app, 4)  # (the turn's lines a frame each after its board)
    assert screen.view.cursor.hidden and lines(screen) == ["No legal square: you pass", "hold a direction: pass"]
    assert chord(app, 0).choices.names == ("Resume", "Pass", "Controls", "Rules", "Quit to menu")
    tap(app, 0, RIGHT, 2)  # resume: passing stays a choice
    hold(app, 0, LEFT, PLACE_FRAMES)
    run(app, 3)  # (the board, the panel and each line follow the turn a frame each)
    assert game.turns == [PASS] and lines(screen) == ["P1 passes", "P2's piece e6 to e5"]


def test_starter_holder_picks_who_starts_before_the_clock():
    app, screen, match = start(kinds=(0, 1), starter=1)
    assert not screen.view.start_box.hidden and screen.clock.seat == -1
    assert lines(screen)[0] == "P1 has the Starter"
    run(app, 60)
    assert screen.panel.clock_text(0) == "5:00" and match.game.start_seat == -1
    tap(app, 0, DOWN)
    tap(app, 0, RIGHT, 2)
    assert match.game.start_seat == 1 and screen.view.start_box is None  # chosen: the box is gone
    assert lines(screen)[0] == "P2 places first" and screen.clock.seat == 1
    wait_turn(app, screen, 0)  # the CPU placed first
    assert match.game.round == 1


# --- menu, help, endings ------------------------------------------------------------------


def test_menu_rows_read_well_scroll_and_step_sensibly():
    from engine.ui.menu import Menu

    app = make_app({"game": "arrowbic", "seats": [0, 1]}, 320, 240)
    app.switch(Menu())
    run(app, 1)
    menu = app.scene
    shown = [menu.reads(line) for line in range(menu.shown)]
    assert shown[:5] == ["<Arrowbic Exercise>", "P1:  Human", "P2:  CPU pilot", "PLAY", "How to play"]
    assert shown[5:8] == ["Rounds:  120", "Clock:  on", "Turn time:  1:00"]
    for _ in range(6):
        tap(app, 0, DOWN)
    tap(app, 0, LEFT)  # clock off
    for _ in range(4):
        tap(app, 0, DOWN)
    tap(app, 0, RIGHT)  # Retake: P1
    tap(app, 0, RIGHT)  # Retake: P2
    shown = [menu.reads(line) for line in range(menu.shown)]
    assert "Clock:  off" in shown and "Retake item: <P2>" in shown and menu.top > 0  # scrolled
    for _ in range(7):
        tap(app, 0, UP)
    marked = menu.labels[menu.cursor - menu.top]
    assert marked.text == "PLAY" and menu.top == 3  # scrolled back so PLAY is on screen
    assert app.config["options"] == [120, 0, 60, 300, 0, 2, 0]
    assert [info.OPTION_STEP(2, 60, 1), info.OPTION_STEP(2, 60, -1), info.OPTION_STEP(3, 300, 1)] == [90, 45, 600]
    assert [info.OPTION_STEP(0, 120, 1), info.OPTION_STEP(0, 125, -1), info.OPTION_STEP(4, 2, 1)] == [130, 120, 0]


def test_help_and_every_ending_in_words():
    assert "Hold a direction about half a second" in help.HELP and "Retake" in help.HELP
    assert "\n\n" in help.HELP and "arrow N, E, S or W" in help.HELP  # re-flowed paragraphs
    game = ARROWBIC(0, options())
    for ending, result, text in (
        (FELL_OFF, (1, -1), "P2's piece left the board."),
        (TIMED_OUT, (-1, 1), "P1 ran out of time."),
        (TWO_PASSES, (0, 0), "Two passes in a row: a draw."),
        (ROUND_LIMIT, (0, 0), "The round limit (120) was reached: a draw."),
    ):
        game.ending = ending
        game._result = result
        assert words.describe(game) == text


# --- layouts and mashing -------------------------------------------------------------------


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_layouts_fit_both_displays(size):
    app, screen, match = start(kinds=(0, 0), size=size, starter=2, retake=1, turn_s=600, reserve_s=3600, reserve_item=1)
    assert app.scale == (1 if size[0] < 320 else 2) and app.height == (128 if size[1] == 128 else 120)
    boxes = []

    def collect():
        for box in label_boxes(app.root):
            boxes.append(box)
            text, x, y, w, h = box
            assert 0 <= x and x + w <= app.width and 0 <= y and y + h <= app.height, box

    collect()  # the Starter box over the board
    tap(app, 1, RIGHT, 2)
    collect()
    board = 9 * 11 + 1
    for text, x, y, w, h in label_boxes(app.root):  # beside the board, or under it
        assert x >= board or y >= board - 1, text
    goto(app, screen, 0, sq("a1"))
    app.console.push(0, LEFT, True)
    run(app, PLACE_FRAMES)  # the loop refusal is among the longest lines
    collect()
    app.console.push(0, LEFT, False)
    run(app, 1)
    texts = [box[0] for box in boxes]
    assert "10m" in texts and "62m" in texts and "Retake P1" in texts and "Who starts?" in texts
    clock = [box for box in boxes if box[0] == "10m"][0]
    assert clock[1] >= board  # the longest clock stays right of the board


def test_mashing_buttons_never_breaks_the_match():
    app, screen, match = start(kinds=(0, 1), retake=1, starter=1)
    buttons = (UP, DOWN, LEFT, RIGHT, A, B)
    held = None
    for i in range(700):
        seat = (i // 7) % 2
        button = buttons[(i * 7 + i // 5) % 6]
        if 300 <= i < 335:  # a pause in the middle of it: chord, then Resume
            if i == 300:
                app.console.push(0, LEFT, True)
                app.console.push(0, RIGHT, True)
            elif i == 330:
                app.console.push(0, LEFT, False)
                app.console.push(0, RIGHT, False)
            elif i == 332:
                assert isinstance(app.scene, PauseScreen)
                app.console.push(0, RIGHT, True)
                app.console.push(0, RIGHT, False)
        elif held is None and i % 37 == 0:
            held = (seat, button, i + 5 + i % 23)  # a hold of 5 to 27 frames
            app.console.push(seat, button, True)
        elif held is not None and i >= held[2]:
            app.console.push(held[0], held[1], False)
            held = None
        else:
            app.console.push(seat, button, True)
            app.console.push(seat, button, False)
        app.step()
        match.game.check()
        if isinstance(app.scene, ResultScreen):
            break
        assert app.scene is screen or 300 < i < 335
    assert match.game.round >= 3
    assert replay(match.log.to_bytes(), whole=False).game.key() == match.game.key()


def test_an_idle_turn_draws_only_when_the_clock_changes():
    app, screen, match = start(kinds=(0, 0))
    drawn = run(app, 90)  # three seconds of nobody pressing anything
    assert 2 <= len(drawn) <= 5  # the seconds ticking (and a hint line turning)


def test_the_words_are_the_same_under_micropython():
    import os
    import shutil
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    script = os.path.join(root, "tests", "mpy_arrowbic_words.py")
    package = os.path.join(root, "tests", "mpy", "node_modules", "@micropython")
    if shutil.which("node") is None or not os.path.isdir(package):
        pytest.skip("needs node and `npm install --prefix tests/mpy` (see tests/test_micropython.py)")
    env = dict(os.environ, PYTHONPATH=root)
    cpython = subprocess.run([sys.executable, script], cwd=root, env=env, capture_output=True, timeout=60)
    micro = subprocess.run(["node", os.path.join(root, "tests", "mpy", "run.mjs"), script],
                           cwd=root, capture_output=True, timeout=120)
    assert cpython.returncode == 0 and micro.returncode == 0, cpython.stderr + micro.stderr
    assert b"P2 ran out of time." in cpython.stdout
    assert micro.stdout == cpython.stdout


def test_the_sheets_runs_are_the_patterns_runs():
    # The board sheet paints its patterns as constant runs (art._DISC_RUNS
    # ...), not found from the patterns at each build: they must be the
    # patterns' runs, row by row, (x, y, length) a run.
    from games.arrowbic import art

    def runs(rows, marks):
        found = []
        for y, row in enumerate(rows):
            x = 0
            while x < len(row):
                if row[x] in marks:
                    start = x
                    while x < len(row) and row[x] in marks:
                        x += 1
                    found += [start, y, x - start]
                else:
                    x += 1
        return bytes(found)

    assert art._DISC_RUNS == runs(art._DISC, "12")
    assert art._BODY_RUNS == runs(art._DISC, "1")
    assert art._ARROW_RUNS == runs(art._ARROW_N, "1")
    assert art._CROSS_RUNS == runs(art._CROSS, "1")
    assert len(art._DISC_RUNS) == 30 and len(art._CROSS_RUNS) == 33


def test_a_rematch_takes_over_the_finished_screen_and_draws_as_one_built_anew(monkeypatch):
    # With 16 KB free (MatchScene.finish) the finished match's screen stays
    # built under the result, and the rematch's screen takes over its
    # objects (KEEPS) instead of building them again (its board sheet and
    # art: most of a PyBadge's rematch); its frames are those of a screen
    # built anew, from the first.
    import gc

    frames = {}
    for free in (16383, 16384):
        monkeypatch.setattr(gc, "mem_free", lambda free=free: free, raising=False)
        app, screen, match = start(kinds=(0, 0), rounds=6)
        oracles = [cpu.Bot(seat, Rng(3 + seat), 1) for seat in (0, 1)]
        for _ in range(40):
            seat = match.game.to_move
            if not wait_turn(app, screen, seat):
                break
            action = oracles[seat].choose(match.game.view(seat), match.game.legal(seat))
            if action == PASS:
                hold(app, seat, UP, PLACE_FRAMES)
            else:
                place(app, screen, seat, action)
        for _ in range(200):
            if isinstance(app.scene, ResultScreen):
                break
            app.step()
        result = app.scene
        assert isinstance(result, ResultScreen)
        assert (result.screen is screen) == (free == 16384)
        run(app, 40)  # (the choices show once the result has stood a second)
        tap(app, 0, RIGHT, 1)  # Rematch
        rematch = app.scene
        assert isinstance(rematch, ui.Screen) and rematch is not screen and rematch.match is match
        assert (rematch.view is screen.view) == (free == 16384) and rematch.view is not None
        seen = [app.console.frame_bytes()]
        for _ in range(30):
            app.step()
            seen.append(app.console.frame_bytes())
        frames[free] = seen
    assert frames[16383] == frames[16384]
