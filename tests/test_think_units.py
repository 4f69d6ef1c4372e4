"""What one unit of a CPU's thinking may hold, for the bots whose units were
too long for a board's frame (issue 23, tools/bench_think.py): a board runs a
unit while the frame's time plus its longest unit so far stays within budget,
so a unit much longer than those before it makes the frame late. These pin the
work between two yields (and the work the lookahead skips), not timings;
picks never depend on where a think() pauses (tests/test_think.py)."""

import random

from engine.match import Match
from engine.prng import Rng
from engine import registry
from games.garage import bot as garage_bot
from games.garage import movement
from games.garage.board import SQUARES
from games.garage.bot import HALF
from games.garage.rules import DONE, MOVE, MOVING, V_STAGE
from games.missile import admiral as missile_admiral
from games.missile import bot as missile_bot
from games.missile import dominoes
from games.missile import field
from games.missile import lookahead
from games.missile import threat
from games.missile.rules import PICK, V_PHASE, V_SUPPLY


def views(name, seed, seats=2, level=1):
    """(seat, view, legal) of every CPU decision of an all-CPU match."""
    match = Match(registry.load(name), seed, None, [level] * seats)
    while match.result() is None:
        game = match.game
        for seat in game.acting():
            yield seat, game.view(seat), list(game.legal(seat))
        match.play_bots()
        match.resolve()


def units(thinking, each):
    """Run a think() generator to its end; each(said) after every unit (said:
    what the unit yielded, None for the last); returns the pick."""
    while True:
        try:
            said = next(thinking)
        except StopIteration as done:
            each(None)
            return done.value
        each(said)


# ------------------------------------------------------------ Missile Match


class CountingLines(bytes):
    """field.LINES that counts the bytes read from it."""

    reads = 0

    def __getitem__(self, index):
        CountingLines.reads += 1
        return bytes.__getitem__(self, index)


def pick_by_every_line(board, seat, col):
    """lookahead.best_pick by its definition: the row of the opponent's mark in
    `col` with the most W (100 full) of the 38 lines through its square that
    hold only the opponent's marks; the lowest row on a tie, -1 for none."""
    mark = 2 - seat
    best, best_value = -1, -1
    for row in range(field.ROWS):
        square = row * field.COLS + col
        if board[square] != mark:
            continue
        value = 0
        for i in range(field.LINE_COUNT):
            line = field.LINES[4 * i:4 * i + 4]
            held = [board[s] for s in line]
            if square in line and all(v in (field.EMPTY, mark) for v in held):
                count = held.count(mark)
                value += 100 if count == 4 else lookahead.W[count]
        if value > best_value:
            best, best_value = row, value
    return best


def test_a_double_blank_pick_reads_only_the_lines_through_the_marks_it_weighs(monkeypatch):
    """best_pick weighs each opponent mark of the column by the lines through
    its square: at most 7 lines a mark are read, not all 38 tested for the
    square (which made a round with a double blank two to three times as long
    as one without)."""
    rng = random.Random(23)
    monkeypatch.setattr(field, "LINES", CountingLines(field.LINES))
    weighed = 0
    for _ in range(1000):
        fill = rng.random()
        board = bytearray(rng.choice((1, 2)) if rng.random() < fill else 0 for _ in range(field.SQUARES))
        for seat in (0, 1):
            for col in range(field.COLS):
                marks = sum(1 for row in range(field.ROWS) if board[row * field.COLS + col] == 2 - seat)
                expected = pick_by_every_line(board, seat, col)
                CountingLines.reads = 0
                assert lookahead.best_pick(board, seat, col) == expected
                assert CountingLines.reads <= 7 * 4 * marks
                weighed += marks
    assert weighed > 10000


def test_a_missile_unit_tests_a_guessed_hand_against_four_open_lines_at_most(monkeypatch):
    """A guessed hand's line-fill tests yield every four open lines (a hand's
    every line in one unit was the captain's longest unit), and the unit
    before the ranking's first evaluation is announced LONG: it begins a
    board's frame instead of landing on one of cheap stop-mask units."""
    fill = threat.fill
    tested = [0]

    def counting(hand, lines, base, assign, i=0, used=0):
        if i == 0:
            tested[0] += 1
        return fill(hand, lines, base, assign, i, used)

    monkeypatch.setattr(threat, "fill", counting)
    most = longs = decisions = 0
    decided = [(seed, seat, view, legal) for seed in (5, 77, 1000) for seat, view, legal in views("missile", seed)]
    for seed, seat, view, legal in decided:
        if view[V_PHASE] == PICK:
            continue
        bot = missile_bot.Bot(seat, Rng(seed + seat), 1)
        seen = {"evaluated": 0, "long": False}
        decisions += 1
        tested[0] = 0  # (the match's own bots test hands too, between decisions)

        def each(said):
            nonlocal most, longs
            most = max(most, tested[0])
            tested[0] = 0
            grew = bot.evaluated - seen["evaluated"]
            seen["evaluated"] = bot.evaluated
            if seen["long"]:
                assert grew == 1  # what follows LONG is an evaluation
            seen["long"] = said is True
            if said is True:
                assert grew == 0  # ... and what comes before it is not
                longs += 1

        units(bot.think(view, legal), each)
    assert 0 < most <= 4
    assert decisions > 10 and longs > decisions // 2



def test_an_admiral_unit_of_heavy_work_begins_after_long_or_heavy_work(monkeypatch):
    """The admiral's long units (a prepare(), a column's options, a double
    blank's pick worked out ahead, a guessed hand drawn with its legal list, a full play,
    a guessed hand's first ranking unit: its threat terms) never follow its cheap ones (Columns batches,
    placements ranked, summed or kept, UNIT or PAIRS a unit) unannounced:
    the unit before is LONG or heavy itself, so on a board each begins a
    frame or lands on a frame that a heavy unit already filled (a run of
    cheap units and then a heavy one was the admiral's worst frame under
    the wasm clock: tools/bench_think.py). A decision the captain's way
    (supplies under 4) prepares no columns: its first unit is the captain's."""
    work = {"heavy": 0, "masks": 0, "prepared": 0}
    fresh = [False]  # options worked out since the last ranking began

    def heavy(of, name):
        def run(*args, **kwargs):
            done = of(*args, **kwargs)
            if name != "warm" or done:  # (warm: only when it worked a pick out)
                work["heavy"] += 1
            if name == "options_in":
                fresh[0] = True
            return done
        return run

    columns_class = type(missile_admiral.Admiral.columns)
    monkeypatch.setattr(columns_class, "options_in", heavy(columns_class.options_in, "options_in"))
    monkeypatch.setattr(columns_class, "warm", heavy(columns_class.warm, "warm"))
    monkeypatch.setattr(dominoes, "legal_into", heavy(dominoes.legal_into, "legal_into"))
    monkeypatch.setattr(missile_bot.Bot, "_play", heavy(missile_bot.Bot._play, "_play"))
    mask = threat.placement_mask

    def ranking(*args):
        if fresh[0]:  # a guessed hand's first threat term: its ranking's first unit
            fresh[0] = False
            work["masks"] += 1
        return mask(*args)

    monkeypatch.setattr(threat, "placement_mask", ranking)
    prepare = columns_class.prepare

    def preparing(self, *args):
        work["prepared"] += 1
        work["heavy"] += 1
        return prepare(self, *args)

    monkeypatch.setattr(columns_class, "prepare", preparing)
    decided = [(seed, seat, view, legal) for seed in (5, 77) for seat, view, legal in views("missile", seed, 2, 2)]
    heavies = after_long = fast = slow = 0
    for seed, seat, view, legal in decided:
        if view[V_PHASE] == PICK:
            continue
        bot = missile_bot.Bot(seat, Rng(seed + seat), 2)
        own_way = bot.admiral.columns.fast(view[V_SUPPLY])  # (else the captain's units)
        before = {"said": True, "heavy": True}  # (a decision's first unit begins a frame)
        work["prepared"] = 0

        def each(said):
            nonlocal heavies, after_long
            was = work["heavy"] > 0 or work["masks"] > 0
            if was and own_way:
                heavies += 1
                assert before["said"] is True or before["heavy"]
                after_long += before["said"] is True and not before["heavy"]
            before["said"], before["heavy"] = said, was
            work["heavy"] = work["masks"] = 0

        work["heavy"] = work["masks"] = 0
        fresh[0] = False
        units(bot.think(view, legal), each)
        if own_way:
            fast += 1
            assert work["prepared"] == 2  # the enemy's seat for the ranking, ours for the answers
        else:
            slow += 1
            assert work["prepared"] == 0
    assert fast > 10 and slow > 10 and heavies > 1000 and after_long > 200



# --------------------------------------------------------- Spacewar Classic


def test_a_spacewar_classic_action_tried_is_three_even_units_after_a_long_announced():
    """An action tried is three units: restore and step; find the Motherships
    and score the first HALF squares; score the rest (with the Motherships
    found in it, half the board made that unit the bot's longest). In the
    movement stage the cheap units that look for threats to our Motherships
    end with LONG, so the first action's units begin a board's frame."""
    tried = longs = 0
    for seat, view, legal in views("garage", 3):
        bot = garage_bot.Bot(seat, Rng(seat), 1)
        work = {"restores": 0, "mothers": 0, "squares": 0, "restored": 0}
        restore, find, score = bot.restore, bot.find_mothers, bot.score_squares

        def restoring(v):
            work["restores"] += 1
            restore(v)

        def finding():
            work["mothers"] += 1
            find()

        def scoring(first, last):
            work["squares"] += last - first
            score(first, last)

        bot.restore, bot.find_mothers, bot.score_squares = restoring, finding, scoring

        def each(said):
            nonlocal longs
            if work["mothers"]:
                assert work["squares"] == HALF and not work["restores"]
            elif work["squares"]:
                assert work["squares"] == SQUARES - HALF and not work["restores"]
            if said is True:
                assert view[V_STAGE] == MOVING and not work["restored"] and not work["restores"]
                longs += 1
            work["restored"] += work["restores"]
            work["restores"] = work["mothers"] = work["squares"] = 0

        units(bot.think(view, legal), each)
        tried += bot.tried
    assert tried > 500 and longs > 20
    assert 0 < HALF < SQUARES - HALF  # (the rest, with the final score, about as long as finding and HALF)


def test_the_lookahead_moves_as_the_rules_do_without_reading_the_enemy_fields(monkeypatch):
    """The CPU's private moves skip what a move leaves held (no part of its
    score; looking the field ships up was most of a move's cost): none are
    looked up for them, and every square, mark, capture and count comes out
    as the rules' own move makes it."""
    calls = [0]
    field_ships = movement.field_ships

    def counting(*args):
        calls[0] += 1
        return field_ships(*args)

    monkeypatch.setattr(movement, "field_ships", counting)
    compared = 0
    for seat, view, legal in views("garage", 11):
        if view[V_STAGE] != MOVING:
            continue
        bot = garage_bot.Bot(seat, Rng(1), 1)
        calls[0] = 0
        bot.choose(view, legal)
        assert calls[0] == 0
        for action in legal[:40]:
            if action >= DONE:
                continue
            src, to = (action - MOVE) // 192, (action - MOVE) % 192
            states = []
            for fields in (True, False):
                bot.restore(view)
                sim = bot.sim
                capture = movement.move(sim, seat, src, to, fields)
                states.append((capture, bytes(sim.board), bytes(sim.marks), sim.cap_cell, sim.cap_at,
                               bytes(sim.groups), sim.moves))
            assert states[0] == states[1]
            compared += 1
    assert compared > 300


# --------------------------------------------------------- Arrowbic Exercise


def test_an_arrowbic_decision_begins_with_a_view_and_legal_list_of_at_most_44_bytecodes_a_placement():
    """An Arrowbic CPU decision's first unit is the game's view and legal list
    (Match.think_bots), its longest at the opening's 324 placements: under the
    wasm clock it was the ace's worst unit and frame, 27-30 ms against 28
    (tools/bench_think.py). legal() now fills its list in one loop on locals
    (no module global, no direction masks per square kept): about a third
    less work. Pinned as the interpreter's work, not a time: the CPython
    bytecodes that view() and legal() run, per square and direction, at every
    decision of two all-CPU ace matches (44 at most; 37 now, 53 before)."""
    import sys

    from games.arrowbic.rules import PLACEMENTS

    ran = [0]

    def trace(frame, event, arg):
        frame.f_trace_opcodes = True
        if event == "opcode":
            ran[0] += 1
        return trace

    worst = opening = 0
    for seed in (11, 7930):
        match = Match(registry.load("arrowbic"), seed, None, [2, 2])
        while match.result() is None:
            game = match.game
            seat = game.to_move
            ran[0] = 0
            sys.settrace(trace)
            try:
                game.view(seat)
                game.legal(seat)
            finally:
                sys.settrace(None)
            if not any(game.board):
                opening = max(opening, ran[0])
            worst = max(worst, ran[0])
            match.play_bots()
            match.resolve()
    assert opening > 0 and worst <= 44 * PLACEMENTS
