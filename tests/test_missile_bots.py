"""Missile Match CPU players: they finish a line, block, pick well, stay inside their
work budget, and decide from their own view alone."""

import hashlib

import pytest

from games.missile import admiral
from games.missile import bot as cpu
from games.missile import evaluate as ev
from tools.players import missile_greedy
from games.missile import lookahead as missile_sim
from tools.players import random_play
from games.missile import dominoes as dom
from games.missile import field
from games.missile.rules import PICK, V_DISCARD, V_HAND, Missile
from engine.match import HUMAN, Match
from engine.prng import Rng
from missile_scenes import game_with, play

PLAYERS = [cpu, missile_greedy]
# (module, level): every CPU level and the greedy benchmark player.
LEVELED = [pytest.param(cpu, 1, id="captain"), pytest.param(cpu, 2, id="admiral"),
           pytest.param(missile_greedy, 1, id="greedy")]
OPPONENTS = {"random": random_play, "greedy": missile_greedy}


def hands_of(game, hand0, hand1):
    """Set both hands from (low, high) pairs."""
    game.set_hands([dom.domino_id(a, b) for a, b in hand0], [dom.domino_id(a, b) for a, b in hand1])


@pytest.mark.parametrize("player,level", LEVELED)
@pytest.mark.parametrize("seed", range(4))
def test_finishes_its_own_home_row(player, level, seed):
    game = game_with(["....", "....", "....", "....", "....", "....", "....", "RRR."])
    hands_of(game, [(2, 3), (4, 1), (5, 5), (0, 6)], [(1, 2), (2, 4), (3, 3), (6, 6)])
    bot = player.Bot(0, Rng(seed), level)
    cols = dom.decode(game.hand(0), bot.choose(game.view(0), game.legal(0)))
    assert cols[3][1:] == (4, 1)  # 4-1 with travel 1 into D1 completes row 1


@pytest.mark.parametrize("seed", range(4))
def test_cpu_blocks_an_open_three_in_a_contested_row(seed):
    # P2 holds A4-C4; the CPU (P1) cannot make a line this round
    game = game_with(["....", "....", "....", "....", "BBB.", "....", "....", "...."])
    hands_of(game, [(2, 4), (1, 1), (3, 6), (5, 5)], [(1, 2), (1, 3), (2, 2), (6, 6)])
    bot = cpu.Bot(0, Rng(seed), 1)
    cols = dom.decode(game.hand(0), bot.choose(game.view(0), game.legal(0)))
    assert cols[3][2] == 4 and cols[3][1] > 0  # claims D4 first


@pytest.mark.parametrize("player,level", LEVELED)
def test_double_blank_pick_breaks_the_enemy_column(player, level):
    # P2 has A8, A7, A6 (and a lone A3); P1's double blank goes to column A
    game = game_with(["B...", "B...", "B...", "....", "....", "B...", "....", "...."])
    play(game, [(0, 0), (1, 1), (2, 2), (3, 3)], [(1, 2), (2, 3), (4, 4), (5, 5)])
    assert game.phase == PICK and game.legal(0) == (2, 5, 6, 7)
    bot = player.Bot(0, Rng(1), level)
    assert bot.choose(game.view(0), game.legal(0)) in (5, 6, 7)


@pytest.mark.parametrize("player,level", LEVELED)
def test_choice_depends_on_the_view_only(player, level):
    game = Missile(21)
    other = game.clone()
    unseen = [d for d in range(28) if d not in game.hand(0) and d not in game.hand(1)]
    other.set_hands(game.hand(0), unseen[-4:])
    assert other.view(0) == game.view(0) and other.key() != game.key()
    a = player.Bot(0, Rng(5), level).choose(game.view(0), game.legal(0))
    b = player.Bot(0, Rng(5), level).choose(other.view(0), other.legal(0))
    assert a == b


def test_unseen_is_the_yard_plus_the_enemy_hand():
    game = Missile(3)
    game.apply([game.legal(0)[0], game.legal(1)[0]])
    view = game.view(0)
    pool = bytearray(range(100, 128))  # stale bytes beyond the count stay unread
    n = missile_sim.unseen_into(view[V_HAND], view[V_DISCARD], pool)
    assert list(pool[:n]) == sorted(list(game.yard) + list(game.hand(1)))
    out = bytearray(4)
    for seed in range(20):
        missile_sim.sample_hand(pool, n, Rng(seed), out)
        assert list(out) == sorted(set(out)) and all(d in pool[:n] for d in out)
        assert sorted(pool[:n]) == sorted(list(game.yard) + list(game.hand(1)))


@pytest.mark.parametrize("level,cap", [pytest.param(1, cpu.EVALS_MAX, id="captain"),
                                       pytest.param(2, admiral.WORK, id="admiral")])
def test_cpu_stays_within_its_budget_and_plays_legal_moves(level, cap):
    most = 0
    for seed in range(6):
        game = Missile(seed)
        bots = [cpu.Bot(0, Rng(seed), level), missile_greedy.Bot(1, Rng(seed + 50), 1)]
        while game.result() is None:
            joint = []
            for seat in game.acting():
                legal = game.legal(seat)
                action = bots[seat].choose(game.view(seat), legal)
                assert action in legal
                if seat == 0:
                    most = max(most, bots[0].evaluated)
                joint.append(action)
            game.apply(joint)
    assert 0 < most <= cap and cpu.EVALS_MAX == 600 and admiral.WORK == 6000


def test_evaluation_sees_wins_losses_and_dead_lines():
    board = bytearray(32)
    for col in range(4):
        board[col] = 1  # P1 row 1
    assert ev.value(board, [11, 15], 0) == ev.WIN
    assert ev.value(board, [11, 15], 1) == -ev.WIN
    dead = bytearray(32)
    dead[7 * 4] = dead[6 * 4] = 1  # P1 marks in rows 8 and 7 (it can never fill them)
    alive = bytearray(32)
    alive[0] = alive[4] = 1  # P1 marks in rows 1 and 2
    assert ev.value(alive, [13, 15], 0) > ev.value(dead, [13, 15], 0)
    assert field.has_line(board, 1)


def test_a_side_firing_nothing_is_not_a_double_blank():
    board = bytearray(32)
    board[0] = 1  # P1 mark on A1
    board[16] = 2  # P2 mark on A5
    hand = bytes([dom.domino_id(1, 1), dom.domino_id(1, 2), dom.domino_id(1, 3), dom.domino_id(1, 4)])
    shots = bytearray(8)
    dom.decode_into(hand, 0, shots)  # travels 1, 2, 3, 4 in A-D
    out, supply = bytearray(32), [0, 0]
    missile_sim.play_round(board, [14, 14], shots, missile_sim.NO_SHOTS, out, supply)
    assert out[0] == 1 and out[16] == 2 and supply == [11, 14]
    missile_sim.play_round(board, [14, 14], missile_sim.NO_SHOTS, shots, out, supply)
    assert out[0] == 1 and out[16] == 2 and supply == [14, 10]


def test_line_flags_match_the_rows_of_each_line():
    for n in range(field.LINE_COUNT):
        rows = [field.LINES[4 * n + k] >> 2 for k in range(4)]
        low, high = min(rows), max(rows)
        want = (high <= 5) | (low >= 2) << 1 | (high <= 1) << 2 | (low >= 6) << 3
        assert ev.LINE_FLAGS[n] == want


# -- decisions pinned: a memory rework must not change a single choice ---------

# sha256 of the concatenated match logs of REGRESSION_SEEDS against each opponent
# (the CPU at seat seed % 2; "cpu": both seats CPUs, as tools/mpy_heap.mjs plays),
# recorded before the allocation-free rework of the CPU. A changed hash means a
# changed decision somewhere.
REGRESSION_SEEDS = range(20)
PINNED_LOGS = {
    "random": "00eb2634ed7e2f5582ecb61acc79f717dee2132d7df8cac3fe493bfeee72c570",
    "greedy": "6f08d44360ced59acb11a26030a7abaeb7c7fced7720c66dd929b611c6243218",
    "cpu": "9236cc0d6cf26bc70b91624abbd0d9a1acc5f638c5ce9e25d6f4fb8751e0a17d",
}
# (evaluations, cheap checks) summed over those CPU decisions: the work is pinned too.
PINNED_WORK = {
    "random": (23879, 30000),
    "greedy": (22315, 30932),
    "cpu": (58780, 78876),
}


def logged_matches(opponent, seeds):
    """Logs (bytes, concatenated) and summed CPU work of whole matches through
    engine.match.Match: the CPU seats are Match's own bots, the other seat is
    driven by ``opponent``'s bot (random_play or missile_greedy)."""
    logs = bytearray()
    evaluated = checks = 0
    for seed in seeds:
        me = seed % 2
        kinds = [1, 1] if opponent == "cpu" else [HUMAN, HUMAN]
        kinds[me] = 1
        match = Match(Missile, seed, None, kinds)
        other = None
        if opponent != "cpu":
            other = OPPONENTS[opponent].Bot(1 - me, Rng(seed ^ 0x2AAAAA), 1)
        while match.result() is None:
            game = match.game
            for seat in game.acting():
                if match.bots[seat] is None:
                    match.choose(seat, other.choose(game.view(seat), game.legal(seat)))
                    match.lock(seat)
            match.play_bots()
            for seat in game.acting():
                bot = match.bots[seat]
                if bot is not None:
                    evaluated += bot.evaluated
                    checks += bot.checks
            match.resolve()
        logs.extend(match.log.to_bytes())
    return bytes(logs), (evaluated, checks)


@pytest.mark.parametrize("opponent", sorted(PINNED_LOGS))
def test_decisions_are_pinned(opponent):
    logs, work = logged_matches(opponent, REGRESSION_SEEDS)
    assert hashlib.sha256(logs).hexdigest() == PINNED_LOGS[opponent]
    assert work == PINNED_WORK[opponent]


def test_a_full_fills_buffer_grows_without_changing_a_decision():
    # Start one CPU with room for a single guessed line fill: it must double the
    # buffer as often as needed and still choose exactly as a CPU with room.
    grown = 0
    for seed in range(4):
        game = Missile(seed)
        roomy = cpu.Bot(0, Rng(seed), 1)
        tight = cpu.Bot(0, Rng(seed), 1)
        tight.fills = bytearray(cpu.FILL_BYTES)
        other = missile_greedy.Bot(1, Rng(seed + 50), 1)
        while game.result() is None:
            joint = []
            for seat in game.acting():
                view, legal = game.view(seat), game.legal(seat)
                if seat == 0:
                    action = roomy.choose(view, legal)
                    assert tight.choose(view, legal) == action
                else:
                    action = other.choose(view, legal)
                joint.append(action)
            game.apply(joint)
        grown = max(grown, len(tight.fills) // cpu.FILL_BYTES)
    assert grown >= 4  # it really grew, more than once


def guessed_fills(rnd, n):
    """A captain (seat n % 2) on a random field of game n, and the line fills
    it guesses for its enemy: (game, bot, its view, how many fills)."""
    from engine.think import finish

    board = bytearray(rnd.choice((0, 0, 0, 1, 2)) for _ in range(field.SQUARES))
    game = game_with(["...."] * 8, seed=n)
    game.board[:] = board
    bot = cpu.Bot(n % 2, Rng(n), 1)
    view = game.view(bot.seat)
    return game, bot, view, finish(bot._guess(view, False))


def test_a_stop_mask_is_the_stop_test_of_each_fill():
    """threat.stop_mask (its tests written out) sets bit k exactly when
    threat.stops_in_column says the missile stops fill k, for every missile
    in every column, the double blank and erasers included."""
    import random

    from games.missile import threat
    from games.missile.rules import V_BOARD

    rnd = random.Random(5)
    bits = 0
    for n in range(80):
        _, bot, view, found = guessed_fills(rnd, n)
        for col in range(4):
            for power in range(7):
                for travel in range(7):
                    mask = threat.stop_mask(col, power << 3 | travel, bot.seat, view[V_BOARD], bot.lines, bot.fills,
                                            found)
                    for k in range(min(found, threat.MASK_BITS)):
                        base = bot.fills[4 * k] * threat.LINE_BYTES
                        powers = bot.fills[4 * k + 2] | bot.fills[4 * k + 3] << 8
                        stops = threat.stops_in_column(col, power, travel, bot.seat, view[V_BOARD], bot.lines, base,
                                                       powers)
                        assert bool(mask >> k & 1) == stops, (n, col, power, travel, k)
                        bits += stops
    assert bits > 1000


def test_stop_masks_give_the_threat_term_of_the_stop_tests():
    """The captain's threat term by stop masks (Bot._rank) is exactly the one
    of a stop test per placement and fill (Bot._missed), more than MASK_BITS
    fills included; and the legal list is every code of the plain loop."""
    from games.missile import threat
    from games.missile.rules import V_BOARD
    import random

    rnd = random.Random(3)
    compared = wide = 0
    for n in range(60):
        game, bot, view, found = guessed_fills(rnd, n)
        hand = view[V_HAND]
        if n % 3 == 0:  # more fills than a mask holds: copies of the ones found
            fills = bot.fills
            while found and found <= threat.MASK_BITS:
                if len(fills) < 8 * found:
                    fills.extend(bytearray(8 * found - len(fills)))
                fills[4 * found:8 * found] = fills[:4 * found]
                found *= 2
        if found > threat.MASK_BITS:
            wide += 1
        for option in range(32):
            missile = threat.option_missile(hand, option)
            if missile >= 0:
                bot.option_masks[option] = threat.stop_mask(option >> 3, missile, bot.seat, view[V_BOARD],
                                                            bot.lines, bot.fills, found)
        weight = threat.weight_table(bot.fills, found, bot.table)
        codes = []
        for perm in range(24):
            mask = dom.free_flips(hand, perm)
            codes.extend(perm * 16 + f for f in range(16) if f & mask == f)
        assert game.legal(bot.seat) == codes
        for code in codes:
            dom.decode_into(hand, code, bot.shots)
            masked = weight - threat.stopped_weight(bot.table, threat.placement_mask(bot.option_masks, code))
            if found > threat.MASK_BITS:
                masked += bot._missed(view[V_BOARD], found, threat.MASK_BITS)
            assert masked == bot._missed(view[V_BOARD], found)
            compared += found > 0
    assert compared > 1000 and wide >= 5
