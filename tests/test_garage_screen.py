"""Spacewar Classic on screen: a whole match played by buttons (four directions
only) against the CPU, refusals with reasons, the choice list of a beam ship,
the DONE key, the missile animation, layouts, and the words."""

import pytest

from engine import registry
from engine.match import Match
from engine.prng import Rng
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ui.result import ResultScreen
from games.garage import bot as cpu
from games.garage import screen as ui
from games.garage import words
from games.garage.board import GUNBOAT, MOTHER, TRACTOR, PRESSOR, square_name
from games.garage.rules import (
    BEAM,
    COUNTER,
    DONE,
    FIELD,
    LOAD,
    MOVING,
    PASS,
    PLACE,
)
from tests.sim_harness import hold, label_boxes, make_app, run, tap

GARAGE = registry.load("garage")
HOLD_FRAMES = 600 // 33 + 2  # a hold this long acts


def start(kinds=(0, 1), seed=7, options=None):
    app = make_app({"game": "garage", "seats": list(kinds)})
    match = Match(GARAGE, seed, options, kinds)
    screen = ui.Screen(match)
    app.switch(screen)
    run(app, 3)
    return app, screen, match


def marker(screen, sq):
    """The marker tile the screen shows on square `sq`."""
    return screen.marks[(11 - (sq >> 4)) * 16 + (sq & 15)]


def texts(app):
    return [text for text, *_ in label_boxes(app.root)]


def go(app, screen, seat, target, use_a=False):
    """Move the seat's cursor to `target` (a square or ui.SIDE) by taps."""
    for _ in range(60):
        cur = screen.cursors[seat]
        if cur == target:
            return
        if target == ui.SIDE:
            button = RIGHT if cur & 15 < 15 or cur != ui.SIDE else LEFT
        elif cur == ui.SIDE:
            button = LEFT
        elif (cur >> 4) < (target >> 4):
            button = UP
        elif (cur >> 4) > (target >> 4):
            button = DOWN
        elif (cur & 15) < (target & 15):
            button = RIGHT
        else:
            button = LEFT
        tap(app, seat, button, 1)
    raise AssertionError("cursor never reached {}".format(target))


def settle(app, screen):
    """Run frames until the staged resolve of the last action has settled
    (engine/settle.py: its automatic steps take a few frames) and the screen has
    drawn it (its texts come a frame after the board: Screen._draw)."""
    for _ in range(200):
        if screen.match.game.resolving is None and screen.mode != ui.SETTLE and not screen.texts_due:
            return
        run(app, 1)
    raise AssertionError("the resolve never settled")


def act(app, seat, use_a):
    if use_a:
        tap(app, seat, A, 1)
    else:
        hold(app, seat, UP, HOLD_FRAMES)


def play_by_buttons(app, screen, seat, action, use_a):
    """Play `action` for the human seat with the cursor and holds (or A)."""
    game = screen.match.game
    if action in (DONE, PASS):
        go(app, screen, seat, ui.SIDE)
        act(app, seat, use_a)
        return
    if PLACE <= action < DONE:
        go(app, screen, seat, action - PLACE)
        act(app, seat, use_a)
        return
    src = screen._source(action)
    go(app, screen, seat, src)
    act(app, seat, use_a)
    assert screen.sel == src
    target = screen._target(action)
    if COUNTER <= action < LOAD and game.last[3] != target:
        target = game.last[3]
    go(app, screen, seat, target)
    before = len(screen.match.log.actions)
    act(app, seat, use_a)
    if len(screen.match.log.actions) == before:
        # Several actions on that square: step to the one wanted, then do it.
        assert action in screen.choices, (action, screen.choices)
        for _ in range(len(screen.choices)):
            if screen.choices[screen.choice] == action:
                break
            tap(app, seat, DOWN, 1)
        act(app, seat, use_a)


def bare_board(game):
    """Empty the board but for two Motherships a side in the corners; returns the game."""
    for i in range(192):
        game.board[i] = 0
    game.board[0] = MOTHER
    game.board[1] = MOTHER
    game.board[191] = MOTHER | 8
    game.board[190] = MOTHER | 8
    return game


def test_a_whole_match_by_buttons_against_the_cpu():
    app, screen, match = start((0, 1), seed=3, options=[4, 2, 3])
    player = cpu.Bot(0, Rng(99))  # what the person decides; the buttons play it
    game = match.game
    steps = 0
    actions_seen = set()
    for _ in range(40000):
        if isinstance(app.scene, ResultScreen):
            break
        if screen.mode == ui.TURN and game.result() is None and game.to_move == 0:
            action = player.choose(game.view(0), game.legal(0))
            kind = "done" if action >= DONE else "place" if action >= PLACE else "load" if action >= LOAD else \
                "counter" if action >= COUNTER else "field" if action >= FIELD else "beam" if action >= BEAM else "move"
            actions_seen.add(kind)
            count = len(match.log.actions)
            play_by_buttons(app, screen, 0, action, use_a=steps % 3 == 1)
            assert len(match.log.actions) > count, (action, screen.note)
            steps += 1
        else:
            run(app, 1)
    assert isinstance(app.scene, ResultScreen), "the match never ended"
    assert game.result() is not None and steps > 10
    assert {"move", "done"} <= actions_seen


def test_refusals_say_why():
    app, screen, match = start()
    # a1 holds an unfired missile: not a ship to pick.
    go(app, screen, 0, 0)
    hold(app, 0, UP, HOLD_FRAMES)
    assert screen.sel < 0 and screen.note == "a1: a missile waits"
    assert "a1: a missile waits" in texts(app)
    # The DONE key before any ship moved.
    go(app, screen, 0, ui.SIDE)
    hold(app, 0, UP, HOLD_FRAMES)
    assert screen.note == "move a ship first"
    assert len(match.log.actions) == 0
    # An enemy piece.
    go(app, screen, 0, 11 * 16 + 4)
    hold(app, 0, UP, HOLD_FRAMES)
    assert screen.note == "e12: not yours"


def test_pick_shows_destinations_and_a_hold_moves_there():
    app, screen, match = start()
    go(app, screen, 0, 16 + 3)  # d2, a Gunboat
    hold(app, 0, UP, HOLD_FRAMES)
    assert screen.sel == 16 + 3
    assert marker(screen, 4 * 16 + 3) == ui.art.DOT  # d5 is a destination
    go(app, screen, 0, 4 * 16 + 3)
    hold(app, 0, UP, HOLD_FRAMES)
    settle(app, screen)
    assert match.game.board[4 * 16 + 3] & 7 == GUNBOAT
    assert screen.sel < 0 and "move 2/4" in " ".join(texts(app))
    # The cursor went on to the nearest ship that may still move.
    assert screen.cursors[0] != 4 * 16 + 3 and match.game.board[screen.cursors[0]] & 7 >= MOTHER
    # The same ship again: moved already.
    go(app, screen, 0, 4 * 16 + 3)
    hold(app, 0, UP, HOLD_FRAMES)
    assert screen.note == "d5: moved already"


def test_b_drops_the_pick_and_a_hold_on_the_ship_drops_it_too():
    app, screen, match = start()
    go(app, screen, 0, 16 + 3)
    tap(app, 0, A, 1)
    assert screen.sel == 16 + 3
    tap(app, 0, B, 1)
    assert screen.sel < 0
    hold(app, 0, UP, HOLD_FRAMES)
    hold(app, 0, UP, HOLD_FRAMES)
    assert screen.sel < 0 and len(match.log.actions) == 0


def test_a_beam_ship_offers_beam_and_fields_and_marks_the_target():
    app, screen, match = start((0, 0))
    game = bare_board(match.game)
    game.board[5 * 16 + 7] = TRACTOR  # h6
    game.board[7 * 16 + 7] = GUNBOAT | 8  # h8
    game.board[6 * 16 + 2] = PRESSOR | 8  # c7, to keep P2 in the fight
    game.board[8 * 16 + 9] = PRESSOR  # j9, to keep P1 in it after the beam
    game._start_phase(3)
    screen._begin(0)
    go(app, screen, 0, 5 * 16 + 7)
    tap(app, 0, A, 1)
    assert marker(screen, 7 * 16 + 7) == ui.art.RING
    go(app, screen, 0, 7 * 16 + 7)
    tap(app, 0, A, 1)
    names = [words.action_text(game, a) for a in screen.choices]
    assert names[0] == "Beam h8" and "Pull to h7" in names and len(names) == 4
    assert "Beam h8" in " ".join(texts(app))
    tap(app, 0, A, 1)  # the beam
    settle(app, screen)
    assert game.marks[7 * 16 + 7] == 1
    assert marker(screen, 7 * 16 + 7) == ui.art.MARK


def test_a_field_off_the_firers_lines_offers_the_ruled_squares_and_shows_each():
    # A Tractor on h5 pulling the Gunboat on i8 (RULINGS): h7, i7 or j7.
    app, screen, match = start((0, 0))
    game = bare_board(match.game)
    game.board[4 * 16 + 7] = TRACTOR  # h5
    game.board[7 * 16 + 8] = GUNBOAT | 8  # i8
    game._start_phase(3)
    screen._begin(0)
    go(app, screen, 0, 4 * 16 + 7)
    tap(app, 0, A, 1)
    go(app, screen, 0, 7 * 16 + 8)
    tap(app, 0, A, 1)
    pulls = [a for a in screen.choices if FIELD <= a < COUNTER]
    assert sorted(words.action_text(game, a) for a in pulls) == ["Pull to h7", "Pull to i7", "Pull to j7"]
    for _ in range(len(screen.choices)):
        shown = screen.choices[screen.choice]
        run(app, 1)
        if FIELD <= shown < COUNTER:
            dest = words.field_dest(game, shown)
            assert marker(screen, dest) == ui.art.DOT and words.action_text(game, shown) in " ".join(texts(app))
        tap(app, 0, DOWN, 1)


def test_missile_flights_are_animated():
    app, screen, match = start((0, 0))
    game = match.game
    game.board[5 * 16 + 7] = 1 | 32  # a White missile in flight on h6
    game.play(PLACE) if False else None
    go(app, screen, 0, 16 + 3)
    tap(app, 0, A, 1)
    go(app, screen, 0, 4 * 16 + 3)
    tap(app, 0, A, 1)
    go(app, screen, 0, ui.SIDE)
    tap(app, 0, A, 1)
    # Black may not load at once (White loads first); whoever acts, the flight
    # shows as soon as the missile phase resolves.
    for _ in range(200):
        if screen.mode == ui.ANIM:
            break
        if game.to_move == game.first and game.stage == 3:
            go(app, screen, game.to_move, ui.SIDE)
            tap(app, game.to_move, A, 1)
        elif game.stage == 3:
            go(app, screen, game.to_move, ui.SIDE)
            tap(app, game.to_move, A, 1)
        run(app, 1)
    assert screen.mode == ui.ANIM
    run(app, 3 * ui.TRAIL_MS // 33)
    assert any(marker(screen, sq) == ui.art.TRAIL for sq in range(192))
    run(app, 40)
    assert screen.mode == ui.TURN


def test_every_label_fits_the_screen():
    app, screen, match = start()
    for text, x, y, w, h in label_boxes(app.root):
        assert 0 <= x and x + w <= 160 and 0 <= y and y + h <= 128, (text, x, y, w, h)
    for action in (DONE, PASS, PLACE + 5, BEAM + 5 * 192 + 7):
        assert len(words.action_text(match.game, action)) <= 20
    assert len(words.phase_line(match.game)) <= 23


def test_describe_names_the_seat_that_lost():
    game = GARAGE(0)
    game._finish(1, 1)
    assert words.describe(game) == "P2 lost both Motherships."
    game = GARAGE(0, [1])
    game._finish(-1, 2)
    assert "round limit (1)" in words.describe(game)
    assert square_name(0) == "a1" and MOVING == 0


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_every_text_fits_both_displays(size):
    """A 320x240 display is 160x120 at scale 2: under the board and its files
    one line fits, whole."""
    app = make_app({"game": "garage", "seats": [1, 1]}, *size)
    screen = ui.Screen(Match(GARAGE, 3, None, (1, 1)))
    app.switch(screen)
    run(app, 60)
    boxes = [box for box in label_boxes(app.root) if box[0].strip()]
    assert len(boxes) >= 5
    for text, x, y, w, h in boxes:
        assert 0 <= x and x + w <= app.width and 0 <= y and y + h <= app.height, (text, y, h)


def _board_labels(app, screen):
    """(ranks top to bottom, files left to right) as read off the screen in
    the strips outside the board's squares: a rank is the tiny digits left of
    its row (a one-column 1 before a second digit), a file the tiny letter
    under its column's middle (tests/test_wording.py read_tiny)."""
    from engine.ui import theme
    from tests.test_wording import lit, read_tiny

    left, top = screen.grid.x, screen.grid.y
    bottom = top + 12 * ui.art.CELL
    ranks = []
    for i in range(12):
        y = top + i * ui.art.CELL + 2
        columns = [x for x in range(left) if any(lit(app, x, y + r, theme.DIM) for r in range(5))]
        if not columns:
            ranks.append("?")
            continue
        ones = read_tiny(app, columns[-1] - 2, y)
        tens = "1" if columns[0] < columns[-1] - 3 and all(lit(app, columns[0], y + r, theme.DIM) for r in range(5)) else ""
        ranks.append(tens + ones)
    files = "".join(read_tiny(app, left + f * ui.art.CELL + 3, bottom + 1) for f in range(16))
    return ranks, files


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_coordinates_sit_outside_the_squares_lower_case_whatever_stands_on_the_edges(size):
    """Issue 25 item 4: every rank and file labelled beside the board, never in
    a square a piece may cover, lower case as the hints write a square."""
    app = make_app({"game": "garage", "seats": [0, 1]}, *size)
    match = Match(GARAGE, 7, None, (0, 1))
    game = match.game
    for sq in range(192):  # a piece on every edge square (ranks 1, 2, 11, 12 are full already)
        if sq & 15 in (0, 15) and not game.board[sq]:
            game.board[sq] = GUNBOAT | (8 if sq >= 96 else 0)
    screen = ui.Screen(match)
    app.switch(screen)
    run(app, 3)
    assert screen.grid.x > 0 and screen.grid.x + 16 * ui.art.CELL <= ui.X  # room for the ranks, then the column
    want_ranks = [str(12 - i) for i in range(12)]
    want_files = "abcdefghijklmnop"
    assert _board_labels(app, screen) == (want_ranks, want_files)
    assert square_name(5 * 16 + 3) == "d6"  # (how the hints write them)
    tap(app, 0, UP, 2)  # the board redrawn, a cursor on it: the labels stay
    assert _board_labels(app, screen) == (want_ranks, want_files)


def test_one_line_at_120_high_the_phase_and_the_hint_take_turns_and_a_message_comes_first():
    """320x240 is 160x120 at scale 2: under the files one line fits. The round
    and phase show at a turn's start, then the standing hint, in turn; a cursor
    move shows the hint (its square) and a hold's preview takes the line."""
    app, screen, match = start((0, 1))
    assert len(screen.lines) == 2  # (160x128: both)
    app = make_app({"game": "garage", "seats": [0, 1]}, 320, 240)
    screen = ui.Screen(Match(GARAGE, 7, None, (0, 1)))
    app.switch(screen)
    run(app, 3)
    line = screen.lines[0]
    assert len(screen.lines) == 1 and line.text == "Round 1/40: move 1/4"
    run(app, ui._FLIP_MS // 33 + 1)
    assert line.text.startswith("e2 ") and "hold: act" in line.text
    run(app, ui._FLIP_MS // 33 + 1)
    assert line.text == "Round 1/40: move 1/4"
    tap(app, 0, RIGHT, 2)
    assert line.text.startswith("f2 ")
    app.console.push(0, UP, True)  # a hold's preview: at once
    run(app, HOLD_FRAMES - 4)
    assert line.text.endswith(": hold")
    app.console.push(0, UP, False)
    run(app, 2)
    _, y, _, h = line.bounding_box
    assert line.y + h <= 120


def test_a_screen_the_pause_let_go_is_built_again_in_its_still_frames_and_resumes_the_same():
    """Where the pause's text pages let the match screen go (a board's heap:
    engine/ui/pause.py), the pause screen made again builds it a part a
    still frame (Screen.ahead: never in the frame after the change, nor in a
    frame with a press), and the resume shows it as one kept under the
    pause: the same frame as the screen before the pause."""
    from engine.ui.pause import PauseScreen

    app, screen, match = start()
    go(app, screen, 0, 16 + 3)  # d2, a Gunboat
    hold(app, 0, UP, HOLD_FRAMES)  # picked: its destinations marked
    run(app, 3)
    before = app.console.frame_bytes()
    counts = []
    for press in (False, True):
        screen.release()  # (as the pause's text pages do on a board)
        app.switch(PauseScreen(screen))
        pause = app.scene
        assert screen.group is None and pause.steps is not None
        run(app, 2)  # the change's frame, then a still frame that makes no part
        assert screen.grid is None
        frames = 0
        while screen.group is None:
            if press and frames == 3:
                tap(app, 0, DOWN, 1)  # (a press's frame makes no part)
            else:
                run(app, 1)
            frames += 1
            assert frames <= 12
        assert pause.steps == ()
        counts.append(frames)
        tap(app, 0, B, 3)  # resume: the screen built ahead, not built again
        assert app.scene is screen and screen.group is not None
        assert app.console.frame_bytes() == before
    assert counts[0] > 5 and counts[1] == counts[0] + 1
