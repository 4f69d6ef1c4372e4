"""The benches' ladder (tools/ladder.py) and the greedy benchmark players."""

import math

import pytest

from engine.prng import Rng
from tools import ladder


def test_ratings_recover_the_gap_a_score_implies():
    # 76% against random is +200 Elo; a 50% pair is level.
    names = ("random", "a", "b")
    table = {("random", "a"): [239, 0, 761], ("a", "b"): [500, 0, 500], ("random", "b"): [240, 0, 760]}
    rating = ladder.ratings(names, table)
    assert rating["random"] == 0.0
    assert abs(rating["a"] - rating["b"]) < 5
    expected = 400 * math.log10(0.76 / 0.24)
    assert abs(rating["a"] - expected) < 10


def test_a_clean_sweep_gives_a_large_finite_gap_and_order_follows_scores():
    names = ("random", "weak", "strong")
    table = {("random", "weak"): [0, 0, 100], ("random", "strong"): [0, 0, 100], ("weak", "strong"): [20, 10, 70]}
    rating = ladder.ratings(names, table)
    assert 0 < rating["weak"] < rating["strong"] < 2000


def test_round_robin_plays_every_pair_and_counts_from_the_first_side():
    calls = []

    def play(a, b, seed):
        calls.append((a, b, seed))
        return 1 if a == "x" else (0 if seed % 2 else -1)

    table = ladder.round_robin(("x", "y", "z"), play, 4)
    assert sorted(table) == [("x", "y"), ("x", "z"), ("y", "z")]
    assert table["x", "y"] == [4, 0, 0]
    assert table["y", "z"] == [0, 2, 2]
    assert len(calls) == 12


@pytest.mark.parametrize("name", ["arrowbic", "chips", "missile"])
def test_greedy_players_play_legal_moves_to_the_end(name):
    from engine import registry
    from tools.players import arrowbic_greedy, chips_greedy, missile_greedy

    player = {"arrowbic": arrowbic_greedy, "chips": chips_greedy, "missile": missile_greedy}[name]
    game_class = registry.load(name)
    for seed in range(3):
        game = game_class(seed, None, game_class.SEATS[0] + seed % 2)
        if name == "arrowbic":
            game = game_class(seed, [60, 0, 60, 300, 0, 0, 0])
        bots = [player.Bot(seat, Rng(seed + seat)) for seat in range(game_class.SEATS[0] + (seed % 2 if name == "chips" else 0))]
        steps = 0
        while game.result() is None and steps < 500:
            joint = []
            for seat in game.acting():
                action = bots[seat].choose(game.view(seat), game.legal(seat))
                assert action in game.legal(seat)
                joint.append(action)
            game.apply(joint)
            steps += 1
        assert game.result() is not None
