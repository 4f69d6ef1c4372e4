"""tools/missile_ceiling: the interval it prints and its four analysis players."""

import pytest

from tools import missile_ceiling as ceiling


def test_wilson_interval_matches_known_values():
    low, high = ceiling.wilson(60, 100)
    assert round(low, 3) == 0.502 and round(high, 3) == 0.691
    low, high = ceiling.wilson(0, 10)
    assert low == pytest.approx(0.0, abs=1e-12) and 0.27 < high < 0.28


@pytest.mark.parametrize("mode", ["move", "hand", "sampled", "generator"])
def test_each_player_finishes_a_match(mode):
    assert ceiling.duel(mode, 1, 2) in (-1, 0, 1)


def test_move_player_foresees_the_captains_placement():
    # Its premise: the copied captain picks exactly what the captain then plays.
    from engine.prng import Rng
    from games.missile import bot as cpu
    from games.missile import dominoes as dom
    from games.missile.rules import PICK, Missile

    game = Missile(5)
    captain = cpu.Bot(1, Rng(9), 1)
    analyst = ceiling.Analyst(0, Rng(8), "move", 1, game, captain)
    checked = 0
    while game.result() is None and checked < 4:
        if game.phase == PICK:
            players = (analyst, captain)
            game.apply([players[s].choose(game.view(s), game.legal(s)) for s in game.acting()])
            continue
        foreseen = analyst.predictions(game.view(0))[0]
        code = captain.choose(game.view(1), game.legal(1))
        shots = bytearray(8)
        dom.decode_into(game.view(1)[2], code, shots)
        assert shots == foreseen
        checked += 1
        game.apply([analyst.choose(game.view(0), game.legal(0)), code])
    assert checked >= 2
