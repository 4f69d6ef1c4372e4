"""Missiles & Microchips on screen: hidden choices stay hidden at every step (two
people behind the hand-over, CPUs always), whole matches play with buttons, the
table fits 2 to 6 seats at 160x128 and 320x240, mashing never breaks it, and the
animation replays the round's record into exactly the energies of the rules."""

import random

import pytest

from engine import registry, savefile
from games.chips.rules import ATTACK, BLOCK, CHARGE, CHOOSE, DUEL, Chips, encode
from engine.logread import replay
from engine.match import HUMAN, Match
from games.chips import draw as chips_draw
from games.chips.table import BOX_H, BOX_W, FOOT, TOP
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ui.result import ResultScreen
from tests.sim_harness import cover_down, cover_up, label_boxes, make_app, run

CHIPS = registry.load("chips")
WAIT = 12  # frames the driver waits before answering a new prompt (> the quiet time)


@pytest.fixture
def fast(monkeypatch):
    """Short waits and arrows that arrive at once: whole matches in few frames
    (each drawn frame costs the simulator tens of milliseconds)."""
    from games.chips import screen as chips_screen

    for name in ("_CPU_DELAY", "_AIM_STEP", "_AIM_MS", "_THINK_MS", "_KEPT_MS", "_PAID_MS", "_PLAYS_MS", "_EVENT_MS",
                 "_DIED_MS", "_END_MS"):
        monkeypatch.setattr(chips_screen, name, 100)
    monkeypatch.setattr(chips_screen, "_GROW_MS", 0)


def start(kinds, seed=7, rounds=40, size=(160, 128), bots=None):
    """An app showing a fresh chips match; returns (app, match, screen). `bots`
    maps seats to stand-in CPU players."""
    from games.chips.screen import Screen

    app = make_app({"game": "chips", "seats": list(kinds)}, *size)
    match = Match(CHIPS, seed, [rounds], kinds)
    for seat, bot in (bots or {}).items():
        match.bots[seat] = bot
    screen = Screen(match)
    app.switch(screen)
    return app, match, screen


def push(app, seat, button):
    app.console.push(seat, button, True)
    app.console.push(seat, button, False)


class Driver:
    """Plays the people's seats from a plan, one press every few frames, answering
    each prompt the moment the screen asks (so every run with the same plan
    outside a person's turn presses at the same frames).

    plan[seat] is a list of button lists, one per prompt of that seat: its
    hand-over is opened with RIGHT by the driver, then the list is pressed."""

    def __init__(self, app, screen, plan, skip=False):
        self.app = app
        self.screen = screen
        self.plan = {seat: list(turns) for seat, turns in plan.items()}
        self.presses = []  # pending (seat, button) of the prompt being answered
        self.wait = WAIT
        self.prompt = None
        self.skip = skip  # press RIGHT during animations to hurry them
        self.frames = []  # (frame bytes, seat whose private turn was open or -1)

    def step(self):
        screen = self.screen
        prompt = (screen.phase, screen.turn, screen.round_no, screen.handover.owner, screen.handover.opened,
                  screen.cursor.seat)
        if prompt != self.prompt:
            self.prompt = prompt  # something new asks: a person takes a moment
            self.wait = max(self.wait, WAIT)
        if self.wait > 0:
            self.wait -= 1
        elif self.presses:
            push(self.app, *self.presses.pop(0))
            self.wait = 3
        elif screen.handover.covered:
            push(self.app, screen.handover.owner, RIGHT)
            self.wait = 3
        elif screen.cursor_shown():
            seat = screen.cursor.seat
            turns = self.plan.get(seat)
            buttons = turns.pop(0) if turns else [RIGHT, RIGHT]  # plan done: defaults
            self.presses = [(seat, b) for b in buttons]
        elif self.skip and screen.phase != chips_draw.PICK:
            push(self.app, 0, RIGHT)
            self.wait = 4
        before = self.app.console.frame_count
        self.app.step()
        if self.app.console.frame_count != before:
            opened = screen.handover.owner if screen.handover.opened else -1
            self.frames.append((self.app.console.frame_bytes(), opened))
            return True
        return False

    def until(self, stop, limit=4000):
        """Step until stop() holds; returns the frames drawn before that state."""
        for _ in range(limit):
            drawn = self.step()
            if stop():
                return self.frames[:len(self.frames) - drawn]
        raise AssertionError("the screen never got there")


def choose_buttons(seat, target, action, seats):
    """Presses that aim `action` at `target` from the default cursor (the next
    seat, Charge) and lock it."""
    first = (seat + 1) % seats
    return [DOWN] * ((target - first) % seats) + [RIGHT] + [DOWN] * ((action - CHARGE) % 3) + [RIGHT]


def outside(frames, seat):
    """Frames drawn while `seat`'s private turn was not open (the other person
    could see them)."""
    return [frame for frame, opened in frames if opened != seat]


def _reveal(driver, start_at, frames=40):
    """The frames of the reveal (from the first one after `start_at`), joined."""
    for _ in range(frames):
        driver.step()
    return b"".join(frame for frame, _ in driver.frames[start_at:])


# -- hidden choices -------------------------------------------------------------
KINDS4 = (HUMAN, HUMAN, 2, 2)  # two people and two sharp CPUs
P2_PICK = [[RIGHT, RIGHT], [RIGHT]]  # default aim and action; keeps at the change


def test_choose_step_hides_targets_until_the_aim_and_actions_until_the_reveal():
    # P1's target varies (same action), then its action (same target).
    variants = [(t, CHARGE) for t in (1, 2, 3)] + [(2, ATTACK), (2, BLOCK)]
    by_target = {}
    by_action = {}
    reveals = set()
    for target, action in variants:
        plan = {0: [choose_buttons(0, target, action, 4), [RIGHT]], 1: P2_PICK}
        app, match, screen = start(KINDS4)
        driver = Driver(app, screen, plan, skip=True)
        before_aim = outside(driver.until(lambda: screen.phase == chips_draw.AIM), 0)
        assert match.game.targets[0] == target and match.game.actions[0] == action
        sounds = list(app.console.sound.calls) + list(app.console.leds.calls)
        assert ("tone", 0, 990, 40) in sounds and ("tone", 0, 660, 40) in sounds  # locks; the aim's reveal tune
        assert len(before_aim) >= 4  # covers, P2's own turn, locks
        by_target.setdefault("frames", before_aim)
        assert before_aim == by_target["frames"], "a frame before the aim shows P1's target or action"
        assert sounds == by_target.setdefault("sounds", sounds), "a sound or LED tells P1's pick"
        if target == 2:  # same target: the actions must stay hidden until the reveal
            before_reveal = outside(driver.until(lambda: screen.phase == chips_draw.REVEAL), 0)
            by_action.setdefault("frames", before_reveal)
            assert before_reveal == by_action["frames"], "a frame before the reveal shows P1's action"
            reveals.add(_reveal(driver, len(before_reveal)))
    assert len(reveals) == 3, "the reveal does not show P1's action (so this test could not fail)"


@pytest.mark.parametrize("seat", [0, 1])
def test_change_step_hides_the_new_action_until_the_reveal(seat):
    picks = {0: choose_buttons(0, 2, CHARGE, 4), 1: choose_buttons(1, 3, CHARGE, 4)}
    frames = []
    reveals = set()
    for swap in ([DOWN, RIGHT], [UP, RIGHT]):  # Charge -> Attack, Charge -> Block: both pay 1
        plan = {0: [picks[0], [RIGHT]], 1: [picks[1], [RIGHT]]}
        plan[seat][1] = swap
        app, match, screen = start(KINDS4)
        driver = Driver(app, screen, plan, skip=True)
        before = driver.until(lambda: screen.phase == chips_draw.REVEAL)
        assert screen.energy[seat] == 4  # the cost is public ...
        frames.append(outside(before, seat))  # ... the new action is not
        reveals.add(_reveal(driver, len(before)))
    assert frames[0] == frames[1], "a frame before the reveal shows the swap's new action"
    assert len(reveals) == 2


def test_duel_hides_each_action_until_the_reveal():
    reference = None
    reveals = set()
    for action in (ATTACK, BLOCK, CHARGE):
        plan = {0: [[DOWN] * ((action - CHARGE) % 3) + [RIGHT]], 1: [[RIGHT]]}
        app, match, screen = start((HUMAN, HUMAN))
        assert match.game.step == DUEL
        driver = Driver(app, screen, plan, skip=True)
        before = driver.until(lambda: screen.phase == chips_draw.REVEAL)
        seen = outside(before, 0)
        if reference is None:
            reference = seen
        assert seen == reference, "a frame before the duel's reveal shows P1's action"
        reveals.add(_reveal(driver, len(before)))
    assert len(reveals) == 3


class StubBot:
    """A CPU seat with a fixed pick (keeps it at the change step)."""

    def __init__(self, target, action):
        self.code = encode(target, action)
        self.action = action

    def choose(self, view, legal):
        if view.step == CHOOSE:
            return self.code
        if view.step == DUEL:
            return self.action
        return view.action  # the change step: keep


def test_a_cpus_hidden_choice_never_shows_before_the_reveal():
    """One person picks in plain view; a CPU's action never shows early."""
    reference = None
    reveals = set()
    for action in (ATTACK, BLOCK, CHARGE):
        app, match, screen = start((HUMAN, 2, 2), bots={2: StubBot(0, action)})
        driver = Driver(app, screen, {0: [[RIGHT, RIGHT], [RIGHT]]}, skip=True)
        before = driver.until(lambda: screen.phase == chips_draw.REVEAL)
        seen = [frame for frame, _ in before]
        if reference is None:
            reference = seen
        assert seen == reference, "a frame before the reveal shows a CPU's action"
        reveals.add(_reveal(driver, len(before)))
    assert len(reveals) == 3


def test_one_person_picks_in_plain_view_and_two_take_turns_behind_the_cover():
    app, match, screen = start((HUMAN, 2, 2, 2))
    run(app, WAIT)
    assert not screen.private and not screen.handover.covered and screen.cursor_shown()
    app, match, screen = start((HUMAN, HUMAN, 2))
    run(app, WAIT)
    first = screen.handover.owner  # (who picks first: the one who changes later, Screen.merged)
    assert screen.private and screen.handover.covered and first in (0, 1) and screen.merged == 1 - first
    assert not screen.cursor_shown()
    for button in (UP, DOWN, LEFT, A, B):
        push(app, 1 - first, button)  # the other pad cannot open this turn
        run(app, 2)
        assert screen.handover.covered
    push(app, first, RIGHT)
    run(app, 2)
    assert screen.cursor_shown() and screen.cursor.seat == first


def test_pausing_during_a_private_turn_covers_it_again():
    app, match, screen = start((HUMAN, HUMAN, 2))
    run(app, WAIT)
    first = screen.handover.owner
    push(app, first, RIGHT)
    run(app, 2)
    assert screen.handover.is_open(first)
    app.console.push(first, LEFT, True)
    app.console.push(first, RIGHT, True)
    run(app, 30)  # the chord: hold left and right
    app.console.push(first, LEFT, False)
    app.console.push(first, RIGHT, False)
    run(app, 2)
    from engine.ui.pause import PauseScreen

    assert isinstance(app.scene, PauseScreen)
    push(app, 1 - first, RIGHT)  # resume (either pad may)
    run(app, 2)
    assert app.scene is screen and screen.handover.covered and screen.handover.owner == first


# -- whole matches ----------------------------------------------------------------
def _random_plan(rng, turns=400):
    """Random but legal-looking answers: moves, then RIGHT."""
    def one():
        return [rng.choice((UP, DOWN)) for _ in range(rng.randrange(3))] + [RIGHT] + \
            [rng.choice((UP, DOWN)) for _ in range(rng.randrange(3))] + [RIGHT]
    return [one() for _ in range(turns)]


def test_two_people_and_two_cpus_play_a_whole_match_with_buttons(fast):
    rng = random.Random(4)
    app, match, screen = start((HUMAN, HUMAN, 2, 1), seed=12, rounds=6)
    driver = Driver(app, screen, {0: _random_plan(rng), 1: _random_plan(rng)}, skip=True)
    rounds = set()

    def over():
        rounds.add(match.game.round)
        match.game.check()
        return isinstance(app.scene, ResultScreen)

    driver.until(over, limit=20000)
    assert match.result() is not None and len(rounds) >= 2
    again = replay(match.log.to_bytes())
    assert again.result() == match.result() and again.game.key() == match.game.key()


def test_scripted_match_one_person_against_cpus_through_the_command_line(tmp_path, fast):
    """Pressing RIGHT every 400 ms plays: default aim and action, lock, keep,
    skip. (Presses after the result start a rematch; any saved log is a whole
    match.)"""
    from desktop.cli import main

    script = tmp_path / "right.txt"
    script.write_text("wait 600\n" + "p1 right\nwait 400\n" * 40)
    saves = tmp_path / "saves"
    code = main(["--headless", "--game", "chips", "--p1", "human", "--p2", "cpu:easy", "--seats", "4",
                 "--rounds", "3", "--seed", "21", "--script", str(script), "--saves", str(saves),
                 "--max-frames", "2000"])
    assert code == 0
    final = replay(savefile.load(str(saves / "last.svl")))  # written when the result showed
    assert final.result() is not None and final.seats == 4
    assert final.kinds == bytes((HUMAN, 1, 2, 2))  # seats 3-4: the strongest CPU


def test_the_animation_replays_the_record_into_the_rules_energies(fast):
    app, match, screen = start((2, 2, 2, 2, 2, 2), seed=3)
    checked = 0
    for _ in range(6000):
        app.step()
        game = match.game
        if screen.phase == chips_draw.REVEAL and screen.index == len(game.events) and screen.grown:
            assert screen.energy == game.energy
            assert screen.out == [not alive for alive in game.alive]
            checked += 1
        if isinstance(app.scene, ResultScreen):
            break
    assert checked >= 2 and isinstance(app.scene, ResultScreen)


def test_mashing_buttons_never_breaks_it(fast):
    rng = random.Random(9)
    app, match, screen = start((HUMAN, HUMAN, 2, 2, 1), seed=5, rounds=8)
    buttons = (UP, DOWN, LEFT, RIGHT, A, B)
    for i in range(900):
        for _ in range(rng.randrange(3)):
            push(app, rng.randrange(2), rng.choice(buttons))
        app.step()
        match.game.check()
        if isinstance(app.scene, ResultScreen):
            break
    assert match.game.round >= 2


def test_an_abandoned_match_returns_to_the_menu():
    from engine.ui.menu import Menu

    app, match, screen = start((HUMAN, 2, 2))
    run(app, 180000 // 33 + 5)
    assert isinstance(app.scene, Menu)


# -- layout -----------------------------------------------------------------------
def _check_fit(app, screen):
    for text, x, y, w, h in label_boxes(app.root):
        assert 0 <= x and x + w <= app.width and 0 <= y and y + h <= app.height, text
    table = getattr(screen, "table", None)
    if table is None:
        return
    for seat in range(table.seats):
        bx, by = table.boxes[seat]
        badges = [table.badges[i] for i in (0, 1) if table.badged[i] == seat]
        for label in [table.names[seat], table.energy[seat], table.acts[seat], table.status[seat]] + badges:
            if label.text:
                lx, ly, lw, lh = label.bounding_box
                assert bx <= label.x + lx and label.x + lx + lw <= bx + BOX_W, (seat, label.text)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_boxes_never_overlap_and_leave_header_and_footer_free(seats, size):
    app, match, screen = start((2,) * seats, size=size)
    table = screen.table
    assert app.scale == (1 if size[0] < 320 else 2)
    for seat in range(seats):
        x, y = table.boxes[seat]
        assert 0 <= x and x + BOX_W <= app.width and TOP <= y and y + BOX_H <= app.height - FOOT
        for other in range(seat):
            ox, oy = table.boxes[other]
            apart = x + BOX_W <= ox or ox + BOX_W <= x or y + BOX_H <= oy or oy + BOX_H <= y
            assert apart, (seat, other)
    _check_fit(app, screen)


class _Pixels:
    """A bitmap that keeps the pixels set on it (engine.ui.lines draws on it)."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.set = {}

    def __setitem__(self, index, value):
        self.set[index % self.width, index // self.width] = value


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(160, 128), (160, 120), (240, 135), (96, 64)])
def test_the_arrow_layer_gets_every_pixel_a_whole_one_would(seats, size):
    """The layer covers only where arrows can go (games.chips.layout): every
    arrow between two seats, whole or growing, sets the same pixels on it,
    moved by its place, as on a layer the size of the table, and none falls
    off it."""
    from engine.ui.lines import draw_arrow
    from games.chips import layout
    from games.chips.table import arrow_points

    width, height = size
    span = height - FOOT - TOP
    rows = (TOP, (TOP + height - FOOT - BOX_H - 1) // 2, height - FOOT - BOX_H - 1)
    boxes = [(x, rows[row]) for x, row in layout._SLOTS[seats]]
    left, top, right, bottom = layout._arrow_area(boxes, width, span)
    assert 0 <= left < right <= width and 0 <= top < bottom <= span
    drawn = 0
    for source in range(seats):
        for target in range(seats):
            if source == target:
                continue
            points = arrow_points(boxes, width, span, source, target, [0] * 6)
            for limit in (1 << 14, 9, 40):
                whole = _Pixels(width, span)
                part = _Pixels(right - left, bottom - top)
                wide = [1 << 14, 1 << 14, -1, -1]
                bounds = [1 << 14, 1 << 14, -1, -1]
                draw_arrow(whole, *points, 1, limit, wide)
                draw_arrow(part, *points, 1, limit, bounds, left, top)
                assert {(x - left, y - top) for x, y in whole.set} == set(part.set), (source, target, limit)
                assert bounds == [wide[0] - left, wide[1] - top, wide[2] - left, wide[3] - top]
                drawn += len(whole.set)
    assert drawn


@pytest.mark.parametrize("kinds,size,rounds", [
    ((2,) * 6, (160, 128), 3), ((HUMAN, HUMAN, 2, 2, 2, 2), (320, 240), 1), ((HUMAN, HUMAN), (160, 128), 3),
    ((HUMAN, 2, 2, 2, 2), (160, 128), 3),
])
def test_every_frame_fits_its_display(kinds, size, rounds, fast):
    rng = random.Random(1)
    app, match, screen = start(kinds, seed=3, rounds=rounds, size=size)
    plan = {0: _random_plan(rng), 1: _random_plan(rng)}
    driver = Driver(app, screen, plan, skip=True)
    seen = set()
    for i in range(3000):
        if driver.step():
            _check_fit(app, app.scene)
            seen.add((screen.phase, screen.handover.covered, screen.cursor_shown()))
        if isinstance(app.scene, ResultScreen):
            _check_fit(app, app.scene)
            break
    assert isinstance(app.scene, ResultScreen)
    assert len(seen) >= 3  # several phases (and covers and cursors with people)


# -- words ------------------------------------------------------------------------
def test_describe_names_each_way_a_match_ends():
    from games.chips.words import describe

    game = Chips(1, [40], 4)
    game.energy = [10, 11, 3, 0]
    game._result = (1, 1, -1, -1)
    assert describe(game) == "P1, P2 reached 10 energy."
    game.energy = [4, 0, 0, 0]
    game.alive = [True, False, False, False]
    game._result = (1, -1, -1, -1)
    assert "last computer standing" in describe(game)
    game._result = (-1, -1, -1, -1)
    assert "scorched earth" in describe(game)
    game.alive = [True, True, False, False]
    game.energy = [6, 6, 0, 0]
    game._result = (1, 1, -1, -1)
    assert describe(game).startswith("Round limit")


def test_a_duel_tied_at_the_round_limit_reads_draw():
    from games.chips.words import describe

    match = Match(CHIPS, 1, [1], (1, 1))
    match.game.apply([BLOCK, BLOCK])  # the only round: nothing happens, 5 - 5
    assert match.result() == (1, 1)
    app = make_app({"game": "chips", "seats": [1, 1]})
    app.switch(ResultScreen(match, describe(match.game), None))
    run(app, 3)
    # (In reading order: the result adds its lines from the bottom up.)
    texts = " ".join(box[0] for box in sorted(label_boxes(app.root), key=lambda box: (box[2], box[1])))
    assert "DRAW" in texts and "WIN" not in texts, texts
    assert "all tied at 5 energy, a draw" in texts


def test_every_event_reads_within_one_footer_line():
    from games.chips.rules import DIED
    from games.chips.words import explain

    for kind in range(1, DIED + 1):  # every kind but PLAY (DIED is the last)
        story, reason = explain((kind, 5, 4, -2))
        assert len(story) <= 26 and len(reason) <= 26, (story, reason)


def seats_press(app, menu, button):
    """Press on the Seats row; a third seat coming or going rebuilds the menu."""
    menu.cursor = [row[0] for row in menu.rows].index("count")
    following = menu.press(0, button, 0)
    if following is None:
        return menu
    app.switch(following)
    return following


def test_menu_offers_two_to_six_seats_and_a_level_for_the_other_cpus():
    from engine.ui.menu import Menu

    app = make_app({"game": "chips", "seats": [0, 1]})
    menu = Menu()
    app.switch(menu)
    rows = [row[0] for row in menu.rows]
    assert "count" in rows and "others" not in rows  # two seats: no CPUs past the pads
    for _ in range(6):
        menu = seats_press(app, menu, RIGHT)
    assert app.config["seats"] == [0, 1, 2, 2, 2, 2]  # capped at 6, the strongest CPUs
    rows = [row[0] for row in menu.rows]
    menu.cursor = rows.index("others")
    menu.press(0, LEFT, 0)
    assert app.config["seats"][2:] == [1, 1, 1, 1]
    for text, x, y, w, h in label_boxes(app.root):
        assert x + w <= app.width, text
    for _ in range(6):
        menu = seats_press(app, menu, LEFT)
    assert app.config["seats"] == [0, 1] and "others" not in [row[0] for row in menu.rows]


def test_a_duel_keeps_the_ruled_round_limit_and_a_set_limit_stays():
    """RULINGS: round limit default 40, for a table of any size."""
    from desktop import cli
    from engine.ui.menu import Menu

    app = make_app({"game": "chips", "seats": [0, 1]})
    menu = Menu()
    app.switch(menu)

    def rounds_row():
        texts = [menu._row_text(row)[0] for row in range(len(menu.rows))]
        return [text.replace("  ", " ") for text in texts if text.startswith("Rounds")]

    assert app.config["options"] == [40] and rounds_row() == ["Rounds: 40"]
    menu.cursor = [row[0] for row in menu.rows].index("option")
    menu.press(0, LEFT, 0)  # players may set a shorter duel
    assert app.config["options"] == [39]
    menu = seats_press(app, menu, RIGHT)
    assert app.config["options"] == [39]
    assert Match(CHIPS, 1, None, (1, 1)).game.rounds == 40
    args = cli.parser().parse_args(["--game", "chips", "--headless"])
    assert cli.build_config(args)["options"] == [40]


def test_the_result_screen_fits_six_seats_and_many_winners():
    match = Match(CHIPS, 3, None, (2,) * 6)
    match.game._result = (1, 1, 1, 1, 1, 1)
    app = make_app({"game": "chips", "seats": [2] * 6, "tally": [3, 10, 0, 1, 2, 11]})
    app.switch(ResultScreen(match, "Round limit: the most energy (6) wins.", None))
    run(app, 2)
    for text, x, y, w, h in label_boxes(app.root):
        assert 0 <= x and x + w <= app.width and y + h <= app.height, text


def test_idle_frames_draw_nothing():
    """Between changes the screen only waits: no label, arrow or frame per idle tick."""
    app, match, screen = start((2, 2, 2, 2, 2, 2), seed=3)
    for _ in range(800):
        app.step()
        if screen.phase == chips_draw.REVEAL:
            break
    run(app, 3 + match.seats)  # the step drawn the frame after it began, the actions unveiled a seat a frame
    assert screen.phase == chips_draw.REVEAL and screen.sub == chips_draw.PLAYS and screen.unveiled == match.seats
    assert run(app, 40) == []  # every action shown: it holds without redrawing


def test_help_explains_rules_and_keys():
    from games.chips.help import HELP

    for words in ("5 energy", "10 or more", "Firewall", "Chain", "Feedback", "look", "right"):
        assert words in HELP, words


def test_the_hand_over_works_for_any_screen():
    """engine.ui.handover on its own: who may open, what a rebuild does."""
    import displayio

    from engine.ui.handover import Handover, private_seats

    match = Match(CHIPS, 1, None, (HUMAN, HUMAN, 2))
    assert private_seats(match, (0, 1, 2)) == (0, 1)
    assert private_seats(match, (1, 2)) == ()  # one person: nobody to hide from
    handover = Handover()
    group = displayio.Group()
    handover.build(group, 160, 128)
    assert cover_down(group[-1]) and not handover.covered
    handover.cover(1, "Place your missiles")
    assert handover.covered and cover_up(group[-1])
    assert not handover.press(0, RIGHT) and not handover.press(1, UP)
    assert handover.press(1, A) and handover.is_open(1) and cover_down(group[-1])
    handover.build(displayio.Group(), 160, 128)  # rebuilt after a pause: covered again
    assert handover.covered and handover.owner == 1
    handover.close()
    assert not handover.covered and handover.owner == -1


def test_seats_that_charge_or_attack_each_other_show_as_one_beat(fast, monkeypatch):
    from games.chips import screen as chips_screen
    from games.chips.rules import FEEDBACK, MAD

    monkeypatch.setattr(chips_screen, "_EVENT_MS", 400)  # (time for the footer and arrows, a frame or two late)
    app, match, screen = start((1, 1), seed=1)
    seen = set()
    for _ in range(6000):
        app.step()
        if isinstance(app.scene, ResultScreen):
            break
        event, pair = screen.current, screen.pair
        if screen.phase != chips_draw.REVEAL or event is None or event[0] not in (FEEDBACK, MAD):
            continue
        assert pair is not None and (pair[0], pair[1], pair[2]) == (event[0], event[2], event[1]), (event, pair)
        assert screen.sub == chips_draw.EVENTS  # after every action was shown: the cause first
        if screen.grown and not screen.later and event[0] not in seen:  # (the footer and arrows follow a frame or two late)
            seen.add(event[0])
            texts = [box[0] for box in label_boxes(app.root)]
            names = ("P1", "P2")
            want = "{}: {} {}, {} {}".format("cancel out" if event[0] == FEEDBACK else "both hit",
                                            names[event[1]], "+0" if event[0] == FEEDBACK else "-1",
                                            names[pair[1]], "+0" if event[0] == FEEDBACK else "-1")
            assert want in texts, texts
            assert len(screen.table.drawn) == 2  # both arrows
    assert seen == {FEEDBACK, MAD}
    assert screen.energy == match.game.energy


def covers_and_presses(kinds, rounds, seed=7):
    """Two people pick with the default keys behind the hand-over: (covers
    shown, presses made, rounds played) over `rounds` rounds."""
    app, match, screen = start(kinds, seed=seed)
    driver = Driver(app, screen, {}, skip=False)
    pushed = []
    original = app.console.push

    def push(seat, button, pressed):
        pushed.append(pressed)
        original(seat, button, pressed)

    app.console.push = push
    covers = 0
    was = False
    for _ in range(60000):
        if screen.round_no > rounds or match.result() is not None:
            break
        covered = screen.handover.covered and not screen.handover.shared
        covers += covered and not was
        was = covered
        driver.step()
    played = screen.round_no - 1 if match.result() is None else match.game.round
    return covers, pushed.count(True), played


def test_two_people_get_one_cover_each_a_round_and_one_more_only_where_needed():
    """At a table of two people and two CPUs each round asked 4 look-away
    covers (pick, pick, keep-or-swap, keep-or-swap); the person whose change
    turn comes first now picks last and keeps the turn open to it: 3 covers
    and a press fewer a round. A duel asks one cover per person, as before."""
    covers, presses, rounds = covers_and_presses((HUMAN, HUMAN, 1, 1), 5)
    assert rounds == 5
    assert covers == 3 * rounds  # was 4 a round (20 in 5 rounds)
    assert presses == 11 * rounds  # 3 covers opened, 2 picks of 2 presses, 2 keeps of 2 (was 12)
    covers, presses, rounds = covers_and_presses((HUMAN, HUMAN), 3)
    assert rounds == 3 and covers == 2 * rounds


def test_the_reveal_says_right_hurries_it_along():
    app, match, screen = start((HUMAN, 1, 1))
    driver = Driver(app, screen, {}, skip=False)
    driver.until(lambda: screen.phase == chips_draw.REVEAL and not screen.later)  # (the footer: a frame or two late)
    assert screen.table.line2.text.strip().endswith(">: faster")
    app, match, screen = start((1, 1, 1))  # nobody to press it: not said
    driver = Driver(app, screen, {}, skip=False)
    driver.until(lambda: screen.phase == chips_draw.REVEAL and not screen.later)
    assert "faster" not in screen.table.line2.text


def _unveiling(app, screen, phase):
    """Run to the start of `phase` (AIM, or REVEAL's actions); then, a frame
    at a time until every seat shows it, the seats shown (from the start seat)
    and the pixels each frame pushed."""
    for _ in range(3000):
        if screen.phase == phase:
            break
        app.step()
    assert screen.phase == phase and screen.unveiled == 0
    shown = []
    pushed = []
    while screen.unveiled < screen.match.seats:
        before = app.console.pushed
        run(app, 1)
        shown.append(screen.unveiled)
        pushed.append(app.console.pushed - before)
    return shown, pushed


def test_targets_and_actions_are_unveiled_a_seat_a_frame():
    """Targets (the aim) and actions (the reveal) come out a seat a frame from
    the start seat, the others showing what the step before showed, so no
    frame pushes most of the screen (six statuses and the footer at once
    pushed 8,000-9,800 pixels, the PyBadge's 33 ms frame three times over);
    once all show, the screen is what drawing it whole shows."""
    app, match, screen = start((2, 2, 2, 2, 2, 2), seed=3)
    table = screen.table
    for phase in (chips_draw.AIM, chips_draw.REVEAL):
        shown, pushed = _unveiling(app, screen, phase)
        # (A step is drawn the frame after the one that began it, a frame
        # of its own: Screen._tick's `later` 4; its header and the boxes
        # not unveiled.)
        assert shown[0] == 0 and pushed[0] <= app.width * app.height // 4
        shown.pop(0)
        pushed.pop(0)
        assert shown == [1, 2, 3, 4, 5, 6]
        assert max(pushed) <= 2 * BOX_W * BOX_H  # one seat's box at most (all six: 7,200)
        for seat in range(match.seats):
            assert table.status[seat].text.startswith(">")  # every target shows
        if phase == chips_draw.REVEAL:
            assert all(table.acts[seat].text for seat in range(match.seats))  # and every action
    for _ in range(3):  # then the arrows and the footer's two lines, a changed part a frame
        if screen.later:
            before = app.console.pushed
            run(app, 1)
            assert app.console.pushed - before <= 160 * 12  # (a footer line at most)
    assert not screen.later
    staged = app.console.frame_bytes()
    screen.release()
    app.switch(screen)  # as a resume from the pause screen builds it: drawn whole in one go
    run(app, 1)
    assert screen.phase == chips_draw.REVEAL and screen.sub == chips_draw.PLAYS
    assert app.console.frame_bytes() == staged


def test_a_seat_not_unveiled_shows_the_step_before():
    """While the actions are unveiled, a seat still to come shows its target
    and whether it kept or paid, as the change step left it (never its
    action)."""
    app, match, screen = start((2, 2, 2, 2, 2, 2), seed=3)
    for _ in range(3000):
        if screen.phase == chips_draw.REVEAL:
            break
        app.step()
    before = [screen.table.status[seat].text for seat in range(match.seats)]
    assert all(text.endswith((" kept", " paid")) for text in before)
    run(app, 2)  # (the step drawn the frame after it began, then the first seat unveiled)
    first = screen.start_seat
    for seat in range(match.seats):
        acts = screen.table.acts[seat].text
        if seat == first:
            assert acts and screen.table.status[seat].text == before[seat].split()[0]
        else:
            assert not acts and screen.table.status[seat].text == before[seat]
