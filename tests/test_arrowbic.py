"""Arrowbic Exercise: one scenario test per rule clause, items, clock, CPU."""

import pytest

from engine import registry
from games.arrowbic import bot as cpu
from tools.players import random_play
from engine.clock import TICKS_PERIOD, Clock, ticks_add, ticks_diff
from games.arrowbic import board as ab
from games.arrowbic.rules import (
    BLUE,
    FELL_OFF,
    PASS,
    RED,
    RETAKE,
    ROUND_LIMIT,
    START,
    TIMED_OUT,
    TIMEOUT,
    TWO_PASSES,
    V_BOARD,
    V_CAPTURED,
    V_HISTORY,
    V_LAST,
    V_MOVED,
    V_NEXT_PIECE,
    V_PIECES,
    V_SEAT,
    V_TO_MOVE,
    Arrowbic,
)
from engine.logread import replay
from engine.match import HUMAN, Match
from engine.prng import Rng

N, E, S, W = ab.N, ab.E, ab.S, ab.W
sq = ab.square


def new(rounds=120, clock=0, starter=0, retake=0, reserve_item=0, turn_s=60, reserve_s=300):
    """A fresh game; the clock is off unless asked for, so legal() is just the rules."""
    return Arrowbic(0, [rounds, clock, turn_s, reserve_s, starter, retake, reserve_item])


def at(name, direction):
    """The placement action for a square name and a direction."""
    return sq(name) * 4 + direction


def put(game, name, color, direction):
    """Set a stone directly (building a scenario board)."""
    game.board[sq(name)] = ab.stone(color, direction)


def play(game, *moves):
    """Apply placements given as (square name, direction) or raw actions."""
    for move in moves:
        game.apply([at(*move) if isinstance(move, tuple) else move])
        game.check()


def fill(game, color, direction):
    """Cover every square with one kind of stone (all N or all S: no loops)."""
    for s in range(ab.SQUARES):
        game.board[s] = ab.stone(color, direction)


# --- registry, setup, coordinates -------------------------------------------------


def test_registered_with_its_options():
    assert registry.load("arrowbic") is Arrowbic and registry.load(3) is Arrowbic
    assert (Arrowbic.ID, Arrowbic.TITLE, Arrowbic.SEATS) == (3, "Arrowbic Exercise", (2, 2))
    assert Arrowbic.OPTIONS[0][:2] == ("rounds", 120)
    registry.check_options(Arrowbic, registry.default_options(Arrowbic))


def test_board_tables_match_a_walk_square_by_square():
    """ROOM (squares to the edge along each capture line), NEXT (step() by
    sq * 4 + direction) and EDGE against walks on (row, col) coordinates."""
    lines = ((1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (-1, -1), (1, -1))  # N E S W NE SE SW NW
    on = range(ab.SIZE)
    for sq in range(ab.SQUARES):
        row, col = divmod(sq, ab.SIZE)
        for line, (drow, dcol) in enumerate(lines):
            assert ab.LINE_STEP[line] == drow * ab.SIZE + dcol
            n = 0
            while row + (n + 1) * drow in on and col + (n + 1) * dcol in on:
                n += 1
            assert ab.ROOM[sq * 8 + line] == n, (sq, line)
        for direction, (drow, dcol) in enumerate(lines[:4]):  # N E S W
            there = (row + drow) * ab.SIZE + col + dcol if row + drow in on and col + dcol in on else 255
            assert ab.NEXT[sq * 4 + direction] == there == ab.step(sq, direction) & 255
        assert ab.EDGE[sq] == min(row, col, ab.SIZE - 1 - row, ab.SIZE - 1 - col)
    assert len(ab.ROOM) == ab.SQUARES * 8 and len(ab.NEXT) == ab.SQUARES * 4


def test_opening_position_red_first_with_every_placement():
    g = new()
    assert (ab.square_name(g.pieces[RED]), ab.square_name(g.pieces[BLUE])) == ("e4", "e6")
    assert (sq("a1"), sq("i1"), sq("a9"), sq("i9")) == (0, 8, 72, 80)
    assert g.acting() == (RED,) and g.legal(BLUE) == []
    assert g.legal(RED) == list(range(324))  # 81 squares x 4, no PASS, no items
    assert Arrowbic(0, None).legal(RED)[-1] == TIMEOUT  # the clock is on by default


# --- placing: direction rule, free squares -----------------------------------------


def test_direction_rule_forbids_only_your_own_previous_direction():
    g = new()
    play(g, ("a1", N), ("i9", N))  # Blue may repeat Red's direction
    assert all(a & 3 != N for a in g.legal(RED))
    assert at("b1", E) in g.legal(RED)
    with pytest.raises(ValueError):
        g.apply([at("b1", N)])
    play(g, ("b1", E))
    assert all(a & 3 != N for a in g.legal(BLUE))


def test_square_under_a_piece_is_free_a_stone_square_is_not():
    g = new()
    assert at("e6", W) in g.legal(RED)
    play(g, ("e6", W))  # under the Blue piece; k=1 moves Blue along it to d6
    assert ab.square_name(g.pieces[BLUE]) == "d6"
    assert not any(a >> 2 == sq("e6") for a in g.legal(BLUE))
    with pytest.raises(ValueError):
        g.apply([at("e6", N)])


# --- loop rule ---------------------------------------------------------------------


def test_two_stone_loop_of_either_color_is_refused():
    g = new()
    play(g, ("a1", E))  # Red a1 points at b1
    assert at("b1", W) not in g.legal(BLUE)  # b1 W -> a1 E -> b1: closed loop
    with pytest.raises(ValueError):
        g.apply([at("b1", W)])
    assert at("b1", N) in g.legal(BLUE)


def test_four_stone_loop_refused_open_chain_allowed():
    g = new()
    put(g, "c3", RED, E)  # c3 -> d3 -> d4 -> c4
    put(g, "d3", BLUE, N)
    put(g, "d4", RED, W)
    assert ab.closes_loop(g.board, sq("c4"), S)
    assert at("c4", S) not in g.legal(RED)
    assert at("c4", N) in g.legal(RED) and at("c4", W) in g.legal(RED)


def test_loop_is_checked_before_captures():
    g = new()
    put(g, "c3", RED, E)
    put(g, "d3", RED, N)
    put(g, "d4", BLUE, W)  # a Blue stone in the loop ...
    put(g, "e4", RED, N)  # ... that c4 would capture (c4, d4, e4 in a row)
    assert at("c4", S) not in g.legal(RED)  # the capture would break the loop: still refused
    play(g, ("c4", N))  # the same square without the loop captures d4
    assert g.board[sq("d4")] == 0 and g.captured == [sq("d4") << 4 | ab.stone(BLUE, W)]


# --- captures ------------------------------------------------------------------------


def seed_example():
    """The seed's capture picture on our coordinates, Blue to move: X = a8
    captures b8 and c8 (closed by d8); Y = c7 captures b7 and d7 at once."""
    g = new()
    play(g, ("i1", E))  # any Red first move; now Blue is to move
    put(g, "b8", RED, N)
    put(g, "c8", RED, N)
    put(g, "d8", BLUE, N)
    put(g, "a7", BLUE, N)
    put(g, "b7", RED, N)
    put(g, "d7", RED, N)
    put(g, "e7", BLUE, N)
    return g


def test_seed_example_x_captures_b8_and_c8():
    g = seed_example()
    play(g, ("a8", W))
    assert sorted(v >> 4 for v in g.captured) == [sq("b8"), sq("c8")]
    assert g.board[sq("b8")] == g.board[sq("c8")] == 0 and g.board[sq("b7")]


def test_seed_example_y_captures_b7_and_d7_in_two_directions():
    g = seed_example()
    play(g, ("c7", S))
    assert sorted(v >> 4 for v in g.captured) == [sq("b7"), sq("d7")]
    assert g.board[sq("b8")] and g.board[sq("c8")]  # not closed off from c7


def test_diagonal_and_long_runs_captured_open_runs_and_own_stones_not():
    g = new()
    put(g, "d4", BLUE, N)  # diagonal c3-d4-e5
    put(g, "e5", RED, E)
    for name in ("d3", "e3", "f3", "g3"):  # long run c3..h3
        put(g, name, BLUE, S)
    put(g, "h3", RED, S)
    put(g, "b3", BLUE, N)  # run to the edge: a3 is nothing of ours
    put(g, "c2", BLUE, N)  # run ending in an empty square (c1)
    put(g, "b4", RED, N)  # own stone next to the new one
    play(g, ("c3", W))
    removed = sorted(v >> 4 for v in g.captured)
    assert removed == sorted(sq(n) for n in ("d4", "d3", "e3", "f3", "g3"))
    for name in ("b3", "c2", "b4", "e5", "h3"):
        assert g.board[sq(name)]


# --- piece movement ------------------------------------------------------------------


def test_move_schedule_blue_red_red_blue():
    assert [ab.mover(k) for k in range(1, 13)] == [1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1]


def test_scheduled_piece_follows_its_stone_or_stays():
    g = new()
    play(g, ("e6", N))  # k=1: Blue moves along Red's stone, e6 -> e7
    assert g.moved == (BLUE, sq("e6"), sq("e7"), ab.MOVED)
    play(g, ("e4", S))  # k=2: Red moves, e4 -> e3
    assert ab.square_name(g.pieces[RED]) == "e3"
    play(g, ("a1", E))  # k=3: Red again, no stone on e3: stays
    assert g.moved == (RED, sq("e3"), sq("e3"), ab.STAYED)


def test_move_onto_the_other_piece_is_blocked():
    g = new()
    g.pieces[BLUE] = sq("e5")
    play(g, ("e5", S))  # k=1: Blue would step onto Red's e4
    assert g.moved == (BLUE, sq("e5"), sq("e5"), ab.BLOCKED)
    assert g.result() is None


def test_leaving_the_board_loses_even_when_pushed_by_yourself():
    g = new()
    g.pieces[BLUE] = sq("e9")
    play(g, ("e9", N))  # k=1: Blue leaves the top edge
    assert g.result() == (1, -1) and g.ending == FELL_OFF and g.pieces[BLUE] == ab.OFF
    assert g.acting() == () and g.legal(RED) == []
    g = new()
    g.pieces[RED] = sq("a4")
    play(g, ("i1", E), ("i9", N), ("a4", W))  # k=3 moves Red: off the left edge
    assert g.result() == (-1, 1) and g.ending == FELL_OFF


def test_fall_on_the_last_turn_beats_the_round_limit():
    g = new(rounds=1)
    g.pieces[BLUE] = sq("e9")
    play(g, ("e9", N))
    assert g.result() == (1, -1) and g.ending == FELL_OFF


def test_round_limit_is_a_draw():
    g = new(rounds=4)
    play(g, ("a1", N), ("i1", N), ("a9", E), ("i9", E))
    assert g.result() == (0, 0) and g.ending == ROUND_LIMIT and g.round == 4


# --- passes ------------------------------------------------------------------------


def test_pass_only_without_placement_piece_still_moves_then_two_passes_draw():
    g = new()
    with pytest.raises(ValueError):
        g.apply([PASS])
    fill(g, RED, N)  # every chain runs off the top; then carve e5's neighbourhood
    g.board[sq("e5")] = 0
    for name in ("e1", "e2", "e3", "e4", "e6"):
        put(g, name, RED, S)  # e6 points at e5; column e below runs off the bottom
    put(g, "d5", RED, E)
    put(g, "f5", RED, W)
    g.last_dir[RED] = S  # Red's N, E, W on e5 close loops, S is its own last direction
    g.check()
    assert g.legal(RED) == [PASS]
    play(g, PASS)  # k=1: Blue still moves, e6 -> e5
    assert g.passes == 1 and ab.square_name(g.pieces[BLUE]) == "e5"
    assert g.last_dir[RED] == S  # a pass keeps the passer's direction rule
    assert g.legal(BLUE) == [at("e5", S)]
    play(g, ("e5", S))  # a placement ends the run of passes; k=2 moves Red e4 -> e3
    assert g.passes == 0 and ab.square_name(g.pieces[RED]) == "e3"
    play(g, PASS)  # board full; k=3 moves Red e3 -> e2
    assert g.result() is None and ab.square_name(g.pieces[RED]) == "e2"
    play(g, PASS)  # k=4 moves Blue e5 -> e4, then two passes in a row: draw
    assert ab.square_name(g.pieces[BLUE]) == "e4"
    assert g.result() == (0, 0) and g.ending == TWO_PASSES


def test_second_pass_that_drops_a_piece_is_a_loss_not_a_draw():
    g = new()
    fill(g, BLUE, N)
    g.pieces[RED] = sq("e9")
    g.pieces[BLUE] = sq("e5")
    play(g, PASS)  # k=1: Blue e5 -> e6
    play(g, PASS)  # k=2: Red off the top edge
    assert g.result() == (-1, 1) and g.ending == FELL_OFF


# --- items ---------------------------------------------------------------------------


def test_retake_undoes_two_turns_with_captures_and_moves():
    g = new(retake=1)
    play(g, ("a2", N), ("b2", N))
    snapshot = g.clone()
    assert RETAKE in g.legal(RED) and RETAKE not in new(retake=1).legal(RED)
    play(g, ("c2", W))  # captures b2 (closed by a2)
    assert g.board[sq("b2")] == 0
    play(g, ("e6", E))  # k=4: Blue's piece moves e6 -> f6
    assert RETAKE not in g.legal(BLUE)  # Red holds it
    play(g, RETAKE)
    assert g.board == snapshot.board and g.pieces == snapshot.pieces
    assert g.last_dir == snapshot.last_dir and g.round == 2 and g.acting() == (RED,)
    # The direction rule of that earlier turn: N (a2) is banned again, W is back.
    assert at("c2", W) in g.legal(RED) and at("c3", N) not in g.legal(RED)
    assert RETAKE not in g.legal(RED)  # once per match
    play(g, ("c2", E))
    with pytest.raises(ValueError):
        g.apply([RETAKE])


def test_starter_holder_picks_who_starts_before_the_clock():
    g = new(starter=2, clock=1)
    assert g.acting() == (BLUE,) and g.legal(BLUE) == [START, START + 1]
    assert g.legal(RED) == []
    with pytest.raises(ValueError):
        g.apply([at("a1", N)])
    play(g, START + BLUE)
    assert g.acting() == (BLUE,) and TIMEOUT in g.legal(BLUE)
    play(g, ("e6", N))  # k=1 still moves Blue's piece
    assert ab.square_name(g.pieces[BLUE]) == "e7" and g.acting() == (RED,)
    g = new(starter=1)
    play(g, START + RED)
    assert g.acting() == (RED,)


def test_retake_with_a_starter_replays_from_the_chosen_start():
    g = new(starter=2, retake=2)
    play(g, START + BLUE, ("a1", N), ("b1", N))
    play(g, RETAKE)
    assert g.round == 0 and g.acting() == (BLUE,) and not any(g.board)


def test_reserve_item_adds_two_minutes():
    assert new().reserve_ms == (300000, 300000) and new().turn_ms == 60000
    assert new(reserve_item=1).reserve_ms == (420000, 300000)
    assert new(reserve_item=2, reserve_s=100).reserve_ms == (100000, 220000)


# --- clock -------------------------------------------------------------------------


def test_ticks_arithmetic_wraps_at_2_pow_29():
    assert ticks_add(TICKS_PERIOD - 10, 15) == 5
    assert ticks_diff(5, TICKS_PERIOD - 10) == 15
    assert ticks_diff(TICKS_PERIOD - 10, 5) == -15


def test_clock_turn_then_reserve_across_a_wrap():
    clock = Clock(60000, new(reserve_item=2).reserve_ms)
    now = TICKS_PERIOD - 30000
    clock.start(RED, now)
    now = ticks_add(now, 50000)  # the reading wrapped to 20000
    assert now == 20000 and clock.update(now) == -1
    assert clock.turn_left == 10000 and clock.reserve == [300000, 420000]
    now = ticks_add(now, 20000)
    clock.update(now)
    assert clock.turn_left == 0 and clock.left_ms(RED) == 290000
    clock.update(now - 5000)  # a stale reading is not charged
    assert clock.left_ms(RED) == 290000
    clock.start(BLUE, now)  # new turn: full allowance, Red's reserve kept
    assert clock.left_ms(BLUE) == 480000 and clock.left_ms(RED) == 290000
    clock.start(RED, now)  # a Retake restarts the turn timer the same way
    assert clock.update(ticks_add(now, 349999)) == -1
    assert clock.update(ticks_add(now, 350000)) == RED and clock.reserve[RED] == 0


def test_timeout_loses_and_replays_from_the_log():
    match = Match(Arrowbic, 7, [120, 1, 60, 300, 0, 0, 0], (HUMAN, HUMAN))
    for seat, action in ((RED, at("a1", N)), (BLUE, at("b1", N)), (RED, TIMEOUT)):
        assert match.choose(seat, action) and match.lock(seat)
        match.resolve()
    assert match.result() == (-1, 1) and match.game.ending == TIMED_OUT
    again = replay(match.log.to_bytes())
    assert again.result() == (-1, 1) and again.game.key() == match.game.key()
    assert TIMEOUT not in new().legal(RED)  # clock off: no timeout
    with pytest.raises(ValueError):
        new().apply([TIMEOUT])


# --- view, clone, key, check -------------------------------------------------------


def test_view_is_public_and_complete():
    g = new()
    play(g, ("e6", N))
    v0 = g.view(RED)
    assert v0[:V_SEAT] == g.view(BLUE)[:V_SEAT] and v0[V_SEAT] == RED
    assert v0[V_BOARD][sq("e6")] == ab.stone(RED, N)
    assert v0[V_PIECES] == (sq("e4"), sq("e7")) and v0[V_TO_MOVE] == BLUE
    assert v0[V_LAST] == at("e6", N) and v0[V_CAPTURED] == ()
    assert v0[V_MOVED] == (BLUE, sq("e6"), sq("e7"), ab.MOVED)
    assert v0[V_NEXT_PIECE] == RED and v0[V_HISTORY] == (at("e6", N),)


def test_clone_is_independent_and_key_tracks_state():
    g = new(retake=1)
    play(g, ("a1", N))
    twin = g.clone()
    assert twin.key() == g.key()
    play(twin, ("b1", N))
    assert twin.key() != g.key() and g.board[sq("b1")] == 0


def test_check_catches_a_closed_loop():
    g = new()
    put(g, "a1", RED, E)
    put(g, "b1", BLUE, W)
    with pytest.raises(AssertionError):
        g.check()


def test_random_and_cpu_matches_keep_every_invariant_and_replay():
    for seed in range(12):
        options = [40 + seed * 10, seed & 1, 60, 300, seed % 3, (seed + 1) % 3, 0]
        match = Match(Arrowbic, seed, options, (HUMAN, HUMAN))
        bots = [random_play.Bot(0, Rng(seed), 1), cpu.Bot(1, Rng(seed + 99), 1)]
        if seed & 2:
            bots.reverse()
            bots[0].seat, bots[1].seat = 0, 1
        game = match.game
        while match.result() is None:
            (seat,) = game.acting()
            legal = game.legal(seat)
            assert legal == sorted(set(legal)) and legal
            assert game.clone().key() == game.key()
            action = bots[seat].choose(game.view(seat), legal)
            if action == TIMEOUT:  # random play on a clock game: keep it going
                action = legal[0]
            assert match.choose(seat, action) and match.lock(seat)
            match.resolve()
            game.check()
            assert game.round <= game.rounds
        again = replay(match.log.to_bytes())
        assert again.game.key() == game.key() and again.result() == game.result()


# --- CPU -------------------------------------------------------------------------------


def test_cpu_takes_a_win_in_one():
    g = new()
    g.pieces[BLUE] = sq("e9")
    bot = cpu.Bot(RED, Rng(1), 1)
    assert bot.choose(g.view(RED), g.legal(RED)) == at("e9", N)
    assert bot.positions <= cpu.CAPS[0]


def test_cpu_retakes_when_every_placement_loses():
    g = new(retake=1, clock=1)
    g.pieces[RED] = sq("e8")
    put(g, "e9", BLUE, N)
    play(g, ("a1", E), ("e8", N))  # k=2 moves Red onto e9; k=3 will drop it
    assert ab.square_name(g.pieces[RED]) == "e9"
    legal = g.legal(RED)
    assert cpu.Bot(RED, Rng(2), 1).choose(g.view(RED), legal) == RETAKE
    legal.remove(RETAKE)
    choice = cpu.Bot(RED, Rng(2), 1).choose(g.view(RED), legal)
    assert choice in legal and choice != TIMEOUT


def test_cpu_beats_random_play():
    wins = 0
    for seed in range(10):
        g = new(rounds=120)
        bots = [cpu.Bot(0, Rng(seed), 1), random_play.Bot(1, Rng(seed + 50), 1)]
        if seed & 1:
            bots = [random_play.Bot(0, Rng(seed + 50), 1), cpu.Bot(1, Rng(seed), 1)]
        cpu_seat = seed & 1
        while g.result() is None:
            (seat,) = g.acting()
            g.apply([bots[seat].choose(g.view(seat), g.legal(seat))])
            if seat == cpu_seat:
                assert bots[seat].positions <= cpu.CAPS[0]
        wins += g.result()[cpu_seat] == 1
    assert wins >= 9


def test_help_states_the_start_and_items_and_words_name_actions():
    from games.arrowbic.help import HELP
    from games.arrowbic.words import action_text

    for words in ("P1 (red) starts on e4, P2 (blue) on e6", "Starter", "Retake", "Reserve", "Keys:"):
        assert words in HELP
    assert action_text(at("e4", W)) == "e4 W" and action_text(PASS) == "pass"
    assert action_text(START + BLUE) == "P2 starts" and action_text(TIMEOUT) == "time out"


def test_missing_trailing_options_take_their_defaults():
    g = Arrowbic(0, [30])
    assert g.rounds == 30 and g.clock_on and g.options == (30, 1, 60, 300, 0, 0, 0)


def test_match_loads_the_cpu_by_name_and_plays_it_out():
    match = Match(Arrowbic, 5, [60, 1, 60, 300, 1, 2, 0], (1, 1))
    while match.result() is None:
        match.play_bots()
        joint = match.resolve()
        assert TIMEOUT not in joint
    assert replay(match.log.to_bytes()).game.key() == match.game.key()


# --- the ace (level 2: the pilot's search, wider, with cutoffs) ---------------------------------------


def test_ace_takes_a_win_in_one_and_retakes_when_lost():
    g = new()
    g.pieces[BLUE] = sq("e9")
    ace = cpu.Bot(RED, Rng(1), 2)
    assert ace.choose(g.view(RED), g.legal(RED)) == at("e9", N)
    assert 0 < ace.positions <= cpu.CAPS[1]
    g = new(retake=1, clock=1)
    g.pieces[RED] = sq("e8")
    put(g, "e9", BLUE, N)
    play(g, ("a1", E), ("e8", N))
    assert cpu.Bot(RED, Rng(2), 2).choose(g.view(RED), g.legal(RED)) == RETAKE


def test_ace_thinks_in_slices_and_choose_runs_them_to_the_end():
    g = new()
    play(g, ("d4", N), ("f6", S), ("c3", E))
    (seat,) = g.acting()
    ace = cpu.Bot(seat, Rng(8), 2)
    steps = ace.think(g.view(seat), g.legal(seat))
    slices = 0
    try:
        while True:
            next(steps)
            slices += 1
    except StopIteration as done:
        action = done.value
    # A slice per position (a re-scored root move and its hot-square marking share one).
    assert slices == ace.positions > 100
    assert action == cpu.Bot(seat, Rng(8), 2).choose(g.view(seat), g.legal(seat))
    assert action in g.legal(seat)


def test_ace_beats_the_pilot():
    """Same seeds, seats alternating: the ace wins more than it loses (the bench
    measures how much: python -m tools.bench_arrowbic)."""
    wins = losses = 0
    for seed in range(16):
        g = new(rounds=120)
        ace_seat = seed & 1
        bots = [None, None]
        bots[ace_seat] = cpu.Bot(ace_seat, Rng(seed), 2)
        bots[1 - ace_seat] = cpu.Bot(1 - ace_seat, Rng(seed + 50), 1)
        while g.result() is None:
            (seat,) = g.acting()
            g.apply([bots[seat].choose(g.view(seat), g.legal(seat))])
        wins += g.result()[ace_seat] == 1
        losses += g.result()[ace_seat] == -1
    assert wins >= 8 and wins > losses


def test_capture_matches_a_plain_walk_of_the_eight_lines():
    """board.capture (walking by its ROOM table) removes what walking each
    line square by square with bounds checks removes, in the same order."""
    from engine.prng import Rng
    from games.arrowbic.board import SIZE, capture

    def plain(board, sq, color, out):
        own, enemy = 1 + 4 * color, 5 - 4 * color
        for dr, dc in ((1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (-1, -1), (1, -1)):
            r, c, run = sq // SIZE + dr, sq % SIZE + dc, 0
            while 0 <= r < SIZE and 0 <= c < SIZE and enemy <= board[r * SIZE + c] < enemy + 4:
                r, c, run = r + dr, c + dc, run + 1
            if run and 0 <= r < SIZE and 0 <= c < SIZE and own <= board[r * SIZE + c] < own + 4:
                for _ in range(run):
                    r, c = r - dr, c - dc
                    out.append((r * SIZE + c) << 4 | board[r * SIZE + c])
                    board[r * SIZE + c] = 0

    rng = Rng(3)
    removed = 0
    for _ in range(300):
        board = bytearray(1 + rng.below(8) if rng.below(3) else 0 for _ in range(81))
        for sq in range(81):
            mine, theirs = bytearray(board), bytearray(board)
            got, want = [], []
            capture(mine, sq, sq & 1, got)
            plain(theirs, sq, sq & 1, want)
            assert (mine, got) == (theirs, want)
            removed += len(got)
    assert removed > 1000
