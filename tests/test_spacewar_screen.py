"""Spacewar on screen: whole matches entered with the four directions only,
menus and amounts, refusals with reasons, the CPU thinking in slices, the
animation, layouts at both sizes, golden frames."""

import pytest

from engine import registry
from engine.logread import replay
from engine.match import Match
from engine.prng import Rng
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ui.result import ResultScreen
from games.spacewar import bot as cpu
from games.spacewar import screen as ui
from games.spacewar import words
from games.spacewar.rules import O_TO_MOVE, PASS_ACTION
from tests.sim_harness import hold, label_boxes, make_app, run, tap, walk_cursor
from tools.players import random_play

SPACEWAR = registry.load("spacewar")
HOLD_FRAMES = ui.PLACE_MS // 33 + 2  # a hold this long acts


def start(kinds=(0, 1), size=(160, 128), seed=7, rounds=200, setup=None):
    """A match scene on a headless console; returns (app, screen, match).
    setup(game), if given, changes the position before the screen sees it."""
    app = make_app({"game": "spacewar", "seats": list(kinds)}, *size)
    match = Match(SPACEWAR, seed, [rounds], kinds)
    if setup is not None:
        setup(match.game)
        match.game.check()
    screen = ui.Screen(match)
    app.switch(screen)
    run(app, 2)
    drawn(app, screen)
    return app, screen, match


def drawn(app, screen):
    """Run until a staged redraw is whole: the board, then the marks a band
    of ranks a frame, then the panel and lines (Screen.staging), the second
    line a frame after the first when both change (Notes.show_lines)."""
    for _ in range(-ui.STAGED):
        if screen.staging >= 0:
            break
        run(app, 1)
    assert screen.staging >= 0
    lines = screen.panel.lines
    if len(lines) > 1 and lines[1].text != screen.panel.hints[1]:
        run(app, 1)


def wait_turn(app, screen, seat, limit=3000):
    """Run until `seat` may act (True) or the result screen shows (False)."""
    for _ in range(limit):
        if isinstance(app.scene, ResultScreen):
            return False
        game = screen.match.game
        if screen.phase == ui.PHASE_TURN and game.result() is None and game.state[O_TO_MOVE] == seat:
            if screen.phase_at is not None:
                return True
        app.step()
    raise AssertionError("seat {} never got its turn".format(seat))


def goto(app, screen, seat, target):
    """Tap the cursor to a square."""
    walk_cursor(app, screen.cursors, seat, target, 8)


def settle(app, screen):
    """A locked action plays a frame after the lock: run until it has."""
    for _ in range(3):
        if screen.pending < 0:
            return
        run(app, 1)
    assert screen.pending < 0


def enter(app, screen, seat, action):
    """Enter an action with the four directions only: pick the piece, aim, and
    take the row and the amount in the menu when one opens."""
    frm = (action >> 6) & 63
    to = action & 63
    assert screen.stage == ui.PICK
    goto(app, screen, seat, frm)
    hold(app, seat, UP, HOLD_FRAMES)
    assert screen.stage == ui.AIM and screen.chosen == frm
    goto(app, screen, seat, to)
    before = screen.match.game.round
    hold(app, seat, DOWN, HOLD_FRAMES)
    settle(app, screen)
    if screen.match.game.round != before:
        return  # one action there: done at once
    assert screen.stage == ui.MENU
    kinds = [act >> 16 if act >= 0 else -1 for act in screen.menu]
    for _ in range(kinds.index(action >> 16)):
        tap(app, seat, DOWN)
    tap(app, seat, RIGHT)
    settle(app, screen)
    if screen.match.game.round != before:
        return
    assert screen.stage == ui.AMOUNT
    for _ in range(screen.amount - ((action >> 12) & 15)):
        tap(app, seat, DOWN)
    tap(app, seat, RIGHT)
    settle(app, screen)


def play_by_buttons(app, screen, match, oracles, typed):
    """Every human seat's oracle chooses; the buttons enter it."""
    while True:
        game = match.game
        seat = game.state[O_TO_MOVE]
        if not match.is_human(seat):
            seat = 1 - seat  # the CPU acts by itself: wait for the person
        if not wait_turn(app, screen, seat):
            return
        legal = game.legal(seat)
        action = oracles[seat].choose(game.view(seat), legal)
        before = game.round
        if action == PASS_ACTION:
            run(app, ui.PASS_WAIT // 33 + 2)
        else:
            enter(app, screen, seat, action)
        assert match.game.round == before + 1, words.outcome(game.state, action)
        assert match.log.steps == before + 1
        typed.append(action)


def test_random_human_vs_cpu_whole_match_by_buttons():
    """A person playing random legal actions (every kind and amount reachable)
    against the CPU, everything typed on the pad."""
    app, screen, match = start(kinds=(0, 1), seed=11)
    typed = []
    play_by_buttons(app, screen, match, [random_play.Bot(0, Rng(5)), None], typed)
    assert isinstance(app.scene, ResultScreen)
    assert len(typed) >= 5
    again = replay(match.log.to_bytes())
    assert again.game.key() == match.game.key()
    assert app.scene.reason == words.describe(match.game)


def test_two_people_whole_match_by_buttons_on_both_pads():
    app, screen, match = start(kinds=(0, 0), seed=12, rounds=16)
    typed = []
    oracles = [cpu.Bot(0, Rng(1), 1), cpu.Bot(1, Rng(2), 2)]
    play_by_buttons(app, screen, match, oracles, typed)
    assert isinstance(app.scene, ResultScreen)
    assert list(match.log.to_bytes()) == list(replay(match.log.to_bytes()).log.to_bytes())
    assert {a & 1 for a in range(len(typed))} == {0, 1}


def test_cpu_demo_through_the_command_line(tmp_path):
    from desktop.cli import main

    code = main(["--headless", "--game", "spacewar", "--p1", "cpu:cadet", "--p2", "cpu", "--seed", "4",
                 "--rounds", "12", "--saves", str(tmp_path), "--max-frames", "1500"])
    assert code == 0
    assert not (tmp_path / "last.svl").exists()  # nobody seated: a demo is not saved


def test_cpus_only_match_plays_to_the_result_screen():
    app, screen, match = start(kinds=(1, 2), seed=4, rounds=12)
    assert lines(screen)[1] == "CPUs only"
    for _ in range(4000):
        if isinstance(app.scene, ResultScreen):
            break
        app.step()
    assert isinstance(app.scene, ResultScreen) and match.game.round >= 6
    assert replay(match.log.to_bytes()).game.key() == match.game.key()


# --- one step at a time ---------------------------------------------------------------

sq = __import__("games.spacewar.rules", None, None, ("square",)).square


def lines(screen):
    return [label.text for label in screen.panel.lines]


def rows(screen):
    return [label.text for label in screen.panel.rows]


def test_tap_moves_the_cursor_and_the_edge_stops_it():
    app, screen, match = start()
    assert screen.cursors[0] == sq("d1")  # starts on the own Tractor
    tap(app, 0, LEFT)
    assert screen.cursors[0] == sq("c1")
    tap(app, 0, DOWN)
    assert screen.cursors[0] == sq("c1")
    for _ in range(5):
        tap(app, 0, LEFT)
    assert screen.cursors[0] == sq("a1")
    tap(app, 1, RIGHT)  # the other pad does not steer
    assert screen.cursors[0] == sq("a1") and screen.cursors[1] == sq("d8")
    assert rows(screen)[:4] == ["Ships", "P1 8  P2 8", "Bases", "P1 2  P2 2"]  # picking: the fleets
    assert match.game.round == 0


def test_refusals_say_why_and_do_nothing():
    app, screen, match = start()
    goto(app, screen, 0, sq("d4"))
    hold(app, 0, UP, HOLD_FRAMES)
    assert lines(screen)[0] == "d4: no ship here" and screen.stage == ui.PICK
    assert screen.view.cursor.pixel_shader[1] == ui.theme.BAD
    goto(app, screen, 0, sq("d8"))
    app.console.push(0, UP, True)
    run(app, ui.PREVIEW_MS // 33 + 3)  # held down: the ship shows in the panel (a frame after the line)
    assert lines(screen)[0] == "d8: P2's Tractor" and rows(screen)[:2] == ["Tractor", "Health 3/3"]
    app.console.push(0, UP, False)
    run(app, 1)
    assert rows(screen)[0] == "Ships" and lines(screen)[0] == "d8: P2's Tractor"
    goto(app, screen, 0, sq("a1"))
    hold(app, 0, UP, HOLD_FRAMES)  # the Defender a1: taken
    assert screen.stage == ui.AIM and screen.chosen == sq("a1")
    goto(app, screen, 0, sq("c4"))
    hold(app, 0, UP, HOLD_FRAMES)
    assert lines(screen)[0] == "c4: out of its reach" and screen.stage == ui.AIM
    goto(app, screen, 0, sq("b1"))
    hold(app, 0, UP, HOLD_FRAMES)  # another own piece with actions: taken instead
    assert screen.chosen == sq("b1")
    goto(app, screen, 0, sq("b4"))
    hold(app, 0, UP, HOLD_FRAMES)
    assert lines(screen)[0] == "b4: not a Scout leap"
    assert match.game.round == 0 and match.log.steps == 0


def test_marks_show_every_target_of_the_chosen_piece():
    from games.spacewar import art

    app, screen, match = start()
    goto(app, screen, 0, sq("a1"))
    hold(app, 0, UP, HOLD_FRAMES)
    drawn(app, screen)
    marks = {ui.square_name(s): screen.marks[s] for s in range(64) if screen.marks[s]}
    assert marks == {"a2": art.MOVE_MARK, "a3": art.MOVE_MARK, "a8": art.HIT_MARK}  # the Blue Defender
    view_marks = screen.view.marks
    assert view_marks[6 * 8] == art.MOVE_MARK and view_marks[0] == art.HIT_MARK  # a2 and a8 (row 0 on top)
    goto(app, screen, 0, sq("d1"))
    hold(app, 0, UP, HOLD_FRAMES)  # the Tractor: moves, and force on both lines' first pieces
    assert screen.marks[sq("d8")] == art.OTHER_MARK and screen.marks[sq("d3")] == art.MOVE_MARK


def test_a_single_action_is_done_by_the_hold_and_animated():
    app, screen, match = start()
    goto(app, screen, 0, sq("b1"))
    hold(app, 0, UP, HOLD_FRAMES)
    drawn(app, screen)
    assert lines(screen) == ["Scout b1: hold a mark", "hold b1 again: back"]
    goto(app, screen, 0, sq("c3"))
    app.console.push(0, UP, True)
    run(app, ui.PREVIEW_MS // 33 + 2)
    assert lines(screen)[0] == "move to c3"  # what the hold will do
    run(app, (ui.PLACE_MS - ui.PREVIEW_MS) // 33 + 2)
    app.console.push(0, UP, False)
    run(app, 1)
    assert match.game.round == 1 and screen.phase == ui.PHASE_ANIM
    assert screen.flight == 1  # P1's Scout in flight
    drawn(app, screen)  # (the marks go a band a frame after the board, the words after them)
    assert lines(screen) == ["P1's Scout to c3", ""]
    run(app, (ui.TRAVEL_MS + ui.IMPACT_MS) // 33 + 2)
    assert screen.phase == ui.PHASE_TURN and screen.stage == ui.PICK


def test_menu_rows_amounts_and_going_back_with_four_directions():
    app, screen, match = start()
    state = match.game.state
    goto(app, screen, 0, sq("a1"))
    hold(app, 0, UP, HOLD_FRAMES)
    goto(app, screen, 0, sq("a8"))
    hold(app, 0, UP, HOLD_FRAMES)  # only Fire there, but with amounts 1..6: the menu
    assert screen.stage == ui.MENU and rows(screen)[:2] == ["9 -> 3 HP", " Fire 6"]
    assert lines(screen)[0] == "a8: choose an action"
    tap(app, 0, RIGHT)
    assert screen.stage == ui.AMOUNT and screen.amount == 6 and rows(screen)[1] == "^Fire 6v"
    tap(app, 0, UP)
    assert screen.amount == 6  # the most it has
    for _ in range(8):
        tap(app, 0, DOWN)
    assert screen.amount == 1 and lines(screen)[0] == "hit a8: 9 -> 8 HP"
    tap(app, 0, UP)
    tap(app, 0, LEFT)
    assert screen.stage == ui.MENU
    tap(app, 0, LEFT)
    assert screen.stage == ui.AIM
    goto(app, screen, 0, sq("a1"))
    hold(app, 0, UP, HOLD_FRAMES)  # the chosen piece again: put back
    assert screen.stage == ui.PICK and screen.chosen == -1
    assert match.game.round == 0
    # Through again, firing 2.
    hold(app, 0, UP, HOLD_FRAMES)
    goto(app, screen, 0, sq("a8"))
    hold(app, 0, UP, HOLD_FRAMES)
    tap(app, 0, RIGHT)
    for _ in range(4):
        tap(app, 0, DOWN)
    tap(app, 0, RIGHT)
    assert match.game.round == 0 and screen.pending == 0  # locked: it plays a frame later
    settle(app, screen)
    assert match.game.last == ui.words.VERBS.index("Fire") << 16 | 2 << 12 | sq("a1") << 6 | sq("a8")
    assert state[80 + 8] == 7  # the Blue Defender's Health


def test_several_actions_on_one_square_and_the_own_actions_menu():
    from games.spacewar.rules import O_HEALTH

    def hurt(game):
        game.state[O_HEALTH + 4] = 5  # the Red Medic: it may repair itself

    app, screen, match = start(setup=hurt)
    state = match.game.state
    goto(app, screen, 0, sq("e1"))
    hold(app, 0, UP, HOLD_FRAMES)
    hold(app, 0, UP, HOLD_FRAMES)  # the Medic again: its own actions
    assert screen.stage == ui.MENU and rows(screen)[:3] == ["5 -> 9 HP", " Repair 4", " Other"]
    tap(app, 0, DOWN)
    assert rows(screen)[0] == "put back"
    tap(app, 0, RIGHT)
    assert screen.stage == ui.PICK and screen.chosen == -1
    hold(app, 0, UP, HOLD_FRAMES)
    hold(app, 0, UP, HOLD_FRAMES)
    tap(app, 0, RIGHT)
    tap(app, 0, DOWN)
    tap(app, 0, RIGHT)
    settle(app, screen)
    assert state[O_HEALTH + 4] == 8 and match.game.round == 1


def test_a_and_b_shortcuts():
    app, screen, match = start()
    goto(app, screen, 0, sq("a1"))
    tap(app, 0, A)
    assert screen.stage == ui.AIM
    tap(app, 0, B)
    assert screen.stage == ui.PICK
    tap(app, 0, A)
    goto(app, screen, 0, sq("a8"))
    tap(app, 0, A)
    assert screen.stage == ui.MENU
    tap(app, 0, A)
    assert screen.stage == ui.AMOUNT
    tap(app, 0, B)
    assert screen.stage == ui.MENU
    tap(app, 0, A)
    tap(app, 0, A)
    settle(app, screen)
    assert match.game.round == 1


def test_pause_mid_menu_and_resume():
    from engine.ui.pause import PauseScreen

    app, screen, match = start()
    goto(app, screen, 0, sq("a1"))
    hold(app, 0, UP, HOLD_FRAMES)
    goto(app, screen, 0, sq("a8"))
    hold(app, 0, UP, HOLD_FRAMES)
    assert screen.stage == ui.MENU
    app.console.push(0, LEFT, True)
    app.console.push(0, RIGHT, True)
    run(app, 30)
    assert isinstance(app.scene, PauseScreen)
    app.console.push(0, LEFT, False)
    app.console.push(0, RIGHT, False)
    run(app, 2)
    tap(app, 0, RIGHT)  # Resume
    run(app, 2)
    assert app.scene is screen and screen.stage == ui.MENU and match.game.round == 0


def test_the_cpu_thinks_in_slices_and_plays_what_its_bot_chose():
    from engine import think
    from engine.match import make_bot

    app, screen, match = start(kinds=(2, 0), seed=21)
    view, legal = match.game.view(0), match.game.legal(0)
    expected = make_bot(SPACEWAR, 0, 2, match.seed).choose(view, legal)
    spent = []
    frames = 0
    while match.game.round == 0:
        run(app, 1)
        frames += 1
        if match.thinks(0):
            spent.append(match.spent)
    assert len(spent) >= 2  # the captain's search spread over frames
    assert max(spent) <= think.FRAME_US
    assert frames * 33 >= ui.CPU_DELAY
    assert match.game.last == expected
    drawn(app, screen)  # (the turn's words come after its board and marks)
    assert lines(screen)[0].startswith("P1's ")


def test_a_seat_with_nothing_to_do_passes():
    from games.spacewar.rules import O_HOLD
    from tests.test_spacewar import B, DEF_A, MEDIC, TRACTOR, empty, put

    def cornered(game):
        """Blue: a Medic alone on e8, held by the Red Tractor on f7."""
        board = empty(turn=1)
        put(board, MEDIC + B, "e8")
        put(board, TRACTOR, "f7")
        put(board, DEF_A, "a1")
        board.state[O_HOLD + 0] = MEDIC + B
        game.state[:] = board.state
        game.round = 1

    app, screen, match = start(kinds=(0, 0), setup=cornered)
    assert screen.must_pass and lines(screen) == ["P2: nothing to do", "passes"]
    run(app, ui.PASS_WAIT // 33 + 3)
    assert match.game.last == PASS_ACTION and match.game.round == 2


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_layouts_fit_both_displays(size):
    app, screen, match = start(kinds=(0, 0), size=size)
    assert app.height == (128 if size[1] == 128 else 120)
    board = 8 * 12 + 1
    seen = set()

    def collect():
        # (A blank text draws nothing: the thinking cue's cells when no CPU thinks.)
        boxes = [box for box in label_boxes(app.root) if box[0].strip()]
        for text, x, y, w, h in boxes:
            seen.add(text)
            assert 0 <= x and x + w <= app.width and 0 <= y and y + h <= app.height, text
            assert x >= board or y >= board - 1, text  # beside the board or under it
        for i, (t1, x1, y1, w1, h1) in enumerate(boxes):
            for t2, x2, y2, w2, h2 in boxes[i + 1:]:
                if ">" in (t1, t2):
                    continue  # the menu's marker sits on its row's leading space
                apart = x1 + w1 <= x2 or x2 + w2 <= x1 or y1 + h1 <= y2 or y2 + h2 <= y1
                assert apart, (t1, t2)

    collect()
    goto(app, screen, 0, sq("e1"))
    hold(app, 0, UP, HOLD_FRAMES)  # the Medic taken: the longest panel rows
    collect()
    hold(app, 0, UP, HOLD_FRAMES)  # put back
    goto(app, screen, 0, sq("e2"))  # a Base, held down
    app.console.push(0, UP, True)
    run(app, ui.PREVIEW_MS // 33 + 3)  # (the panel shows it a frame after the line)
    collect()
    app.console.push(0, UP, False)
    run(app, 1)
    goto(app, screen, 0, sq("a1"))
    hold(app, 0, UP, HOLD_FRAMES)
    goto(app, screen, 0, sq("a8"))
    hold(app, 0, UP, HOLD_FRAMES)
    tap(app, 0, RIGHT)
    collect()  # the amount being chosen
    tap(app, 0, RIGHT)
    run(app, 3)
    collect()  # the shot in flight, the longest turn line
    assert {"Health 9/9", "Repair 18", "Supply 6", "P1's Base", "Supply 72", "^Fire 6v", "Ships"} <= seen


def test_words_fit_the_lines_over_whole_matches():
    """Every outcome, turn line, refusal and menu row of many positions fits
    (26 columns under the board, 10 in the panel)."""
    from games.spacewar.rules import Spacewar

    for seed in range(12):
        game = Spacewar(seed)
        rng = Rng(seed)
        while game.result() is None:
            seat = game.acting()[0]
            legal = game.legal(seat)
            state = bytes(game.state)
            for act in legal:
                assert len(words.outcome(state, act)) <= 26, words.outcome(state, act)
                assert len(words.menu_row(state, act)) <= 8
                assert len(words.effect(state, act)) <= 10, words.effect(state, act)
            for s in range(64):
                occupant = state[s] - 1
                if occupant >= 0 and occupant >> 3 == seat:
                    for t in range(64):
                        assert len(words.refusal(state, occupant, t)) <= 26
            act = legal[rng.below(len(legal))]
            game.apply([act])
            for line in words.played(state, game.state, game.lost, act, seat):
                assert len(line) <= 26, line
        for line in words.end_text(game):
            assert len(line) <= 26
    for kind in range(len(words.KIND_NAMES)):
        for sq in range(64):
            for line in words.aim_lines(kind, sq):
                assert len(line) <= 26, line  # ("Defender a1: hold on a mark" was cut)


def test_help_is_in_our_own_words_and_names_every_choice():
    from games.spacewar import help, info

    seed = open("/work/shared/seeds/003_5f43dc6460070d2f.txt").read() if __import__("os").path.exists(
        "/work/shared/seeds/003_5f43dc6460070d2f.txt") else ""
    text = help.HELP
    words_of = text.lower().split()
    for i in range(len(words_of) - 6):
        chunk = " ".join(words_of[i:i + 7])
        assert chunk not in seed.lower(), chunk
    for must in ("Only the Scout jumps", "shields it", "Passing over a Base does not", "held ship may still fire",
                 "never goes above", "refilling", "the turn passes", "both fleets gone", "pull", "push", "hold",
                 "P1 goes first", "own Bases and taken ones do not stop shots"):
        assert must.lower() in text.lower(), must
    assert info.OPTION_STEP(0, 200, 1) == 210 and info.OPTION_STEP(0, 200, -1) == 190
    assert info.OPTION_TEXT(0, 200) == ("Rounds", 200)


def _kept_by_spacewar(action):
    """Blocks still allocated after action() whose innermost frame is in
    games/spacewar/ (CPython's big ints for ticks in the shared input layer
    are not device allocations, and other code is measured elsewhere)."""
    import os
    import tracemalloc

    mine = os.path.join(os.path.dirname(ui.__file__), "")
    tracemalloc.start(1)
    try:
        before = tracemalloc.take_snapshot()
        action()
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    return [stat for stat in after.compare_to(before, "lineno")
            if stat.traceback[0].filename.startswith(mine) and (stat.size_diff > 0 or stat.count_diff > 0)]


def test_idle_frames_keep_nothing_allocated():
    """A person's turn, idle. (The CPU's thinking frames are measured under
    MicroPython, where actions are small ints: tests/test_spacewar_bot.py.)"""
    app, screen, match = start(kinds=(0, 0))
    run(app, 30)
    assert _kept_by_spacewar(lambda: run(app, 120)) == []


def _workshop(game):
    """A position where every kind of action is legal for Red."""
    from games.spacewar.rules import O_AMMO, O_HOLD, O_SUPPLY
    from tests.test_spacewar import (
        B, DEF_A, DEF_H, MEDIC, SCOUT_B, SHOOT_C, SHOOT_F, TRACTOR, empty, put, with_lookouts)

    board = with_lookouts(empty())
    put(board, TRACTOR, "d4")
    put(board, MEDIC, "e2", health=7)
    put(board, DEF_H, "f2", health=5, ammo=2)
    put(board, SHOOT_C + B, "d6")
    put(board, SCOUT_B + B, "e5")
    put(board, DEF_A + B, "c5")
    put(board, SHOOT_F + B, "f7")
    board.state[O_AMMO + MEDIC] = 10
    board.state[O_SUPPLY + 0] = 3
    board.state[O_HOLD + 0] = SCOUT_B + B
    game.state[:] = board.state


@pytest.mark.parametrize("kind,frm,to,amount", [
    ("MOVE", "d4", "c3", 0), ("MOVE", "d4", "e5", 0), ("FIRE", "f2", "f7", 1), ("PULL", "d4", "d6", 0),
    ("PUSH", "d4", "d6", 0), ("HOLD", "d4", "c5", 0), ("RELEASE", "d4", "d4", 0), ("REPAIR", "e2", "e2", 1),
    ("REPAIR", "e2", "f2", 3), ("SUPPLY", "e2", "f2", 2), ("REFILL", "e2", "e2", 0),
])
def test_every_kind_of_action_is_reachable_with_the_four_directions(kind, frm, to, amount):
    from games.spacewar import rules

    app, screen, match = start(kinds=(0, 0), setup=_workshop)
    action = rules.action(getattr(rules, kind), sq(frm), sq(to), amount)
    assert action in match.game.legal(0), (kind, frm, to)
    enter(app, screen, 0, action)
    assert match.game.last == action and match.game.round == 1


def test_a_hold_preview_counts_one_choice_in_the_singular():
    """Holding on a8 (Fire only, amounts 1..6): "a8: 1 choice", not "1 choices"."""
    app, screen, match = start()
    goto(app, screen, 0, sq("a1"))
    hold(app, 0, UP, HOLD_FRAMES)
    goto(app, screen, 0, sq("a8"))
    app.console.push(0, UP, True)
    run(app, ui.PREVIEW_MS // 33 + 3)
    assert lines(screen)[0] == "a8: 1 choice", lines(screen)
    app.console.push(0, UP, False)
    run(app, 1)


def test_the_captain_ponders_on_the_persons_turn_on_a_board_only():
    """With a board's clock (App.think_clock) the captain thinks ahead while
    the person picks (its screen calls engine.ponder.ponder_bots), and answers the person's move from
    there when it was a guess; without one (the simulator) it never does."""
    for board in (False, True):
        app, screen, match = start(kinds=(0, 2), seed=3)
        bot = match.bots[1]
        if board:
            ticks = [0]

            def clock():
                ticks[0] += 2
                return ticks[0]

            app.think_clock = clock
        assert wait_turn(app, screen, 0)
        run(app, 400)  # the person looks at the board a while
        if not board:
            assert bot.ahead_root is None
            continue
        assert bot.ahead_count >= 1 and bot.guesses
        enter(app, screen, 0, bot.guesses[0])
        settle(app, screen)
        assert wait_turn(app, screen, 0)
        assert bot.ahead_hit == 0


def test_the_menu_side_lets_go_of_a_quit_matchs_pondering(monkeypatch):
    """On a board a quit match goes to the menu in the same heap (the Pico's
    one heap): the menu side drops engine.ponder, whose record holds the
    pondered game and its search, as it drops the rest of the match side."""
    from engine import registry
    from engine.ui import modules
    from engine.ui.menu import Menu

    dropped = []
    monkeypatch.setattr(registry, "unloads", lambda: True)
    monkeypatch.setattr(registry, "unload", lambda keep=None: None)
    monkeypatch.setattr(registry, "drop", lambda names: dropped.extend(names))
    modules.settle(Menu.__new__(Menu), "spacewar")
    assert "engine.ponder" in dropped
