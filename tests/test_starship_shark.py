"""The Starship shark level: its values table, its arithmetic, its proven risk
ceiling against an opponent that steers its model, and that it learns."""

import os
import random

import numpy
import pytest

from engine.prng import Rng
from games.starship import bot, info, shark
from games.starship.rules import Starship
from tools import starship_solve
from tools.players import random_play
from tools.players.starship_styles import AlwaysFire, Copycat
from tools.starship_exploit import (
    START,
    bend_table,
    bend_tables,
    largest_k,
    shark_bound,
    shark_worst,
    table_weights_of,
)
from tools.starship_model import Transitions, legal, resources


@pytest.fixture(scope="module")
def transitions():
    return Transitions()


def test_values_table_is_exactly_what_the_solver_writes(transitions):
    with open(starship_solve.TABLE_PATH, "rb") as f:
        table = f.read()
    with open(starship_solve.VALUES_PATH, "rb") as f:
        committed = f.read()
    assert committed == starship_solve.build_values(table, transitions)
    assert len(committed) == 2 * bot.STORED_LEFT * bot.PER_LEFT


def test_device_matrix_agrees_with_the_rules_and_the_values(transitions):
    """Shark's own outcome() and value reads give the solver's W in every view."""
    with open(starship_solve.TABLE_PATH, "rb") as f:
        values = starship_solve.security_values(f.read(), transitions)
    player = shark.Shark(0, Rng(1))
    for left in range(1, bot.STORED_LEFT + 1):
        for res in resources():
            player.p[:] = table_weights_of(player, res, left)
            player._matrix(res[0], res[1], res[2], res[3], left)
            assert player.value == values[res, left], (res, left)
            for a in legal(res[0], res[1]):
                for b in legal(res[2], res[3]):
                    out = transitions.outcome(res, a, b, left == 1)
                    cell = player.a[a * 4 + b]
                    ended = player.ends >> (a * 4 + b) & 1
                    if isinstance(out, float):
                        assert ended and cell == int(out) * shark.UNIT
                    else:
                        assert not ended and cell == values[out, left - 1]
    assert values[START, 20] == -4  # the ceiling's arithmetic below assumes it


def test_numpy_bends_repeat_the_device_bends():
    """The exploit tool's numpy bends and binary search are the device's."""
    rng = random.Random(4)
    player = shark.Shark(0, Rng(1))
    states = resources()
    for _ in range(80):
        res = rng.choice(states)
        left = rng.randint(1, bot.STORED_LEFT)
        theirs = shark.legal_mask(res[2], res[3])
        cols = legal(res[2], res[3])
        assert bend_tables(player, res, left)  # also loads p and A into player
        p = numpy.array(player.p, dtype=numpy.int64)
        a = numpy.array(player.a, dtype=numpy.int64).reshape(4, 4)
        for r in legal(res[0], res[1]):
            for x in range(shark.ALL + 1):
                if x == r or x < shark.ALL and not player.p[x]:
                    continue
                sigmas, columns, worst = bend_table(p, a, cols, x, r)
                for k in (0, 1, rng.randint(2, shark.PARTS - 1), shark.PARTS):
                    assert player.bent(x, r, k, theirs) == worst[k]
                    assert player.sigma == [int(w) for w in sigmas[k]]
                    assert [player.m[b] for b in cols] == [int(columns[k][b]) for b in cols]
                assert worst[0] == player.value
                floors = player.value - numpy.array([0, 1, 50, 200, 1000, shark.BUDGET_CAP])
                found = largest_k(worst, floors)
                for floor, k in zip(floors, found):
                    assert player.largest(x, r, theirs, int(floor)) == k
                    assert player.bent(x, r, int(k), theirs) >= floor


def test_steering_opponent_never_passes_the_proven_ceiling(transitions):
    """The exact worst case against an opponent that picks shark's bend in every
    view for every budget stays under the proof's ceiling, and comes close to
    it (the measure is live: the opponent does find the risk)."""
    rounds = 4
    measured = shark_worst(rounds, transitions)
    bound = shark_bound(rounds, transitions)
    for got, ceiling in zip(measured, bound):
        assert got <= ceiling + 1e-9
    assert max(measured) > 0.8 * max(bound)
    assert max(bound) <= 0.05


def test_ceiling_at_every_round_limit_is_under_five_hundredths(transitions):
    bound = shark_bound(transitions=transitions)
    assert max(bound) <= 0.05
    assert abs(bound[19] - (shark.START_BUDGET + 4) / shark.UNIT) < 1e-12


def test_level_help_quotes_the_ceiling(transitions):
    from tests.test_starship_policy import _quoted

    quote, unit = _quoted(info.LEVEL_HELP[bot.SHARK - 1])
    assert bot.LEVELS[bot.SHARK - 1] == "shark"
    assert abs(shark_bound(20, transitions)[19] - quote) <= unit / 2


def _play(shark_level, other, seed, rounds=20, watch=None):
    game = Starship(seed, [rounds])
    seat = seed % 2
    players = [None, None]
    players[seat] = bot.Bot(seat, Rng(seed ^ 0x155555), shark_level)
    players[1 - seat] = other(1 - seat, Rng(seed ^ 0x2A2A2A))
    picks = [0, 0]
    while game.result() is None:
        for s in (0, 1):
            picks[s] = players[s].choose(game.view(s), game.legal(s))
            assert picks[s] in game.legal(s)
        if watch:
            watch(players[seat])
        game.apply(picks)
    return game.result()[seat]


def test_budget_stays_in_range_and_weights_stay_small():
    seen = []

    def watch(player):
        sh = player.shark
        assert 0 <= sh.budget <= shark.BUDGET_CAP
        assert sum(sh.sigma) == bot.TOTAL and min(sh.sigma) >= 0
        for value in sh.guesses + sh.belief + sh.a + sh.m:
            assert -(2**30) < value < 2**30
        seen.append(sh.bend)

    for seed in range(40):
        _play(bot.SHARK, random_play.Bot, seed, rounds=1 + seed % 30, watch=watch)
    assert any(seen)  # it does bend against random play


def test_shark_learns_what_perfect_ignores():
    """Against a player that always fires, or copies, shark wins more than the
    equilibrium does over the same seeds (the same draws until it bends)."""
    for other in (AlwaysFire, Copycat):
        perfect = sum(_play(bot.SHARK - 1, other, seed) for seed in range(150))
        sharp = sum(_play(bot.SHARK, other, seed) for seed in range(150))
        assert sharp > perfect + 15, (other, perfect, sharp)


def test_think_yields_and_choose_runs_it_to_the_end():
    view = (3, 6, 3, 6, 20)
    one = shark.Shark(0, Rng(9))
    steps = one.think(view, [0, 1, 2, 3])
    count = 0
    try:
        while True:
            next(steps)
            count += 1
    except StopIteration as done:
        action = done.value
    assert count >= 3
    assert action == shark.Shark(0, Rng(9)).choose(view, [0, 1, 2, 3])


def test_beyond_stored_rounds_it_plays_the_table():
    player = shark.Shark(0, Rng(2))
    table = bot.Bot(0, Rng(2), bot.SHARK - 1)
    for left in (99, 40, 21):
        view = (3, 6, 3, 6, left)
        assert player.choose(view, [0, 1, 2, 3]) == table.choose(view, [0, 1, 2, 3])
        assert player.bend == 0 and not player.banked


def test_values_file_ships_beside_the_bot():
    from tools.device_files import device_files

    assert "games/starship/values.bin" in device_files()
    assert os.path.getsize(starship_solve.VALUES_PATH) == 17640
