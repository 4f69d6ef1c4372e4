"""Missiles & Microchips: one scenario per rule clause, the added rulings, a quick
random-play conformance loop, and the CPU players."""

import pytest

from engine import registry
from games.chips import bot as bots
from tools.players import random_play
from games.chips.rules import (
    ATTACK, BLOCK, BLOCKED, CHAIN, CHANGE, CHARGE, CHARGED, CHOOSE, COST, DIED,
    DISABLED, DUEL, FEEDBACK, FIREWALL, HIT, MAD, OVER, PLAY, Chips, decode, encode,
)
from engine.logread import replay
from engine.match import HUMAN, Match, make_bot
from engine.prng import Rng

A, B, C = ATTACK, BLOCK, CHARGE


def table(seats=3, start=0, energy=None, rounds=40, dead=()):
    """A match at the start of a round with the given start player and energies."""
    game = Chips(1, [rounds], seats)
    game.start = start
    if energy is not None:
        game.energy = list(energy)
    for seat in dead:
        game.alive[seat] = False
        game.energy[seat] = 0
    living = seats - len(dead)
    game.step = DUEL if living == 2 else CHOOSE
    game.check()
    return game


def pick(game, picks):
    """CHOOSE: picks maps seat -> (target, action)."""
    game.apply([encode(*picks[seat]) for seat in game.acting()])


def change(game, finals=None, until=None):
    """CHANGE: each seat in turn ends on finals[seat] (default: keeps), until the
    seat `until` is to act or the step is over; returns the seats in turn order."""
    finals = finals or {}
    order = []
    while game.step == CHANGE and game.acting()[0] != until:
        seat = game.acting()[0]
        order.append(seat)
        game.apply([finals.get(seat, game.actions[seat])])
    return order


def round_of(game, picks, finals=None):
    pick(game, picks)
    change(game, finals)
    game.check()


def energy_events(game):
    return [e for e in game.events if e[0] not in (PLAY, DIED)]


def test_registered_with_its_contract_attributes():
    assert registry.load("chips") is Chips and registry.load(2) is Chips
    assert (Chips.ID, Chips.NAME, Chips.TITLE) == (2, "chips", "Missiles & Microchips")
    assert Chips.SEATS == (2, 6) and Chips.OPTIONS[0] == ("rounds", 40, 1, 99)
    game = Chips(5, [40], 4)
    assert game.energy == [5, 5, 5, 5] and game.round == 0 and game.rounds == 40


def test_start_player_is_drawn_from_the_match_generator():
    starts = set()
    for seed in range(40):
        assert Chips(seed, [40], 5).start == Rng(seed).below(5)
        starts.add(Chips(seed, [40], 5).start)
    assert starts == {0, 1, 2, 3, 4}


def test_choose_is_secret_until_every_seat_locked():
    match = Match(Chips, 3, None, (HUMAN, HUMAN, HUMAN))
    before = vars(match.game.view(1))
    assert match.choose(0, encode(2, CHARGE)) and match.lock(0)
    assert vars(match.game.view(1)) == before  # nothing of seat 0's pick shows
    assert before["targets"] == (-1, -1, -1) and before["action"] == -1
    assert match.game.legal(0) == [3, 4, 5, 6, 7, 8]  # other seats only
    assert match.game.legal(1) == [0, 1, 2, 6, 7, 8]
    assert decode(encode(4, BLOCK)) == (4, BLOCK)


def test_aim_shows_every_target_but_only_ones_own_action():
    views = []
    for seat0_action in (A, B, C):
        game = table(4, start=0)
        pick(game, {0: (1, seat0_action), 1: (0, C), 2: (0, B), 3: (2, A)})
        assert game.step == CHANGE
        for seat in range(4):
            assert game.view(seat).targets == (1, 0, 0, 2)
        assert game.view(0).action == seat0_action
        views.append(vars(game.view(2)))
    assert views[0] == views[1] == views[2]  # seat 2 cannot tell seat 0's action


def test_change_goes_one_seat_at_a_time_from_the_start_player():
    game = table(4, start=2)
    pick(game, {0: (1, C), 1: (2, C), 2: (3, C), 3: (0, C)})
    assert game.acting() == (2,) and game.legal(3) == ()
    assert change(game) == [2, 3, 0, 1]
    game = table(5, start=3, dead=(4,))
    pick(game, {0: (1, C), 1: (2, C), 2: (3, C), 3: (0, C)})
    assert change(game) == [3, 0, 1, 2]  # dead seat 4 is skipped


def test_change_costs_one_at_once_and_keeps_the_new_action_hidden():
    views = []
    for final in (A, B):
        game = table(3, start=0)
        pick(game, {0: (1, C), 1: (2, C), 2: (0, C)})
        game.apply([final])  # seat 0 swaps Charge for `final`
        assert game.energy[0] == 4 and game.paid[0]
        assert game.events == [(COST, 0, 0, -1)]
        assert game.view(0).action == final
        views.append(vars(game.view(1)))
    # The change itself is public (energy, paid), the new action is not.
    assert views[0] == views[1] and views[0]["energy"] == (4, 5, 5)


def test_keeping_is_free():
    game = table(3, start=1)
    pick(game, {0: (1, B), 1: (2, B), 2: (0, B)})
    assert game.legal(1) == (A, B, C)
    game.apply([B])
    assert game.energy == [5, 5, 5] and not game.paid[1] and game.events == []


def test_change_needs_one_energy():
    game = table(3, start=0)
    pick(game, {0: (1, C), 1: (2, C), 2: (0, C)})
    game.energy[0] = 1
    assert game.legal(0) == (A, B, C)
    game.energy[0] = 0  # cannot happen in play: pinned for legal() itself
    assert game.legal(0) == (C,)
    with pytest.raises(ValueError):
        game.apply([B])


def test_attack_costs_the_target_one():
    game = table(3)
    round_of(game, {0: (1, A), 1: (2, C), 2: (0, B)})
    assert game.energy == [5, 4, 5]
    assert energy_events(game) == [(HIT, 1, 0, -1), (DISABLED, 1, 2, 0)]


def test_block_stops_attacks_and_costs_each_attacker_one():
    game = table(4)
    round_of(game, {0: (1, A), 1: (3, B), 2: (1, A), 3: (0, B)})
    assert game.energy == [4, 5, 4, 5]
    assert energy_events(game) == [(BLOCKED, 0, 1, -1), (BLOCKED, 2, 1, -1)]


def test_firewall_costs_the_blockers_own_target_two():
    game = table(4)
    round_of(game, {0: (1, A), 1: (2, B), 2: (1, A), 3: (0, B)})
    assert game.energy == [4, 5, 3, 5]
    assert energy_events(game) == [(BLOCKED, 0, 1, -1), (FIREWALL, 2, 1, -2)]


def test_charge_gains_one():
    game = table(3)
    round_of(game, {0: (1, C), 1: (2, B), 2: (1, B)})
    assert game.energy == [6, 5, 5]
    assert energy_events(game) == [(CHARGED, 0, 1, 1)]


def test_chain_gains_two_when_the_target_charges_too():
    game = table(3)
    round_of(game, {0: (1, C), 1: (2, C), 2: (0, B)})
    assert game.energy == [7, 6, 5]  # 0 chains off 1; 1 aims at a blocker: +1
    assert energy_events(game) == [(CHAIN, 0, 1, 2), (CHARGED, 1, 2, 1)]


def test_feedback_mirrored_charges_gain_nothing():
    game = table(3)
    round_of(game, {0: (1, C), 1: (0, C), 2: (0, B)})
    assert game.energy == [5, 5, 5]
    assert energy_events(game) == [(FEEDBACK, 0, 1, 0), (FEEDBACK, 1, 0, 0)]


def test_an_attacked_charger_gains_nothing():
    game = table(3)
    round_of(game, {0: (1, C), 1: (0, A), 2: (1, B)})
    assert game.energy == [4, 5, 5]
    assert energy_events(game) == [(DISABLED, 0, 1, 0), (HIT, 0, 1, -1)]


def test_ruling_chain_counts_the_targets_action_even_when_it_is_disabled():
    game = table(3)
    round_of(game, {0: (1, C), 1: (2, C), 2: (1, A)})
    assert game.energy == [7, 4, 5]  # 0 still chains; 1 is hit and gains nothing


def test_ruling_attacked_and_mirrored_charge_is_reported_disabled():
    game = table(3)
    round_of(game, {0: (1, C), 1: (0, C), 2: (0, A)})
    assert (DISABLED, 0, 1, 0) in game.events and (FEEDBACK, 1, 0, 0) in game.events
    assert game.energy == [4, 5, 5]


def test_mirrored_attacks_each_lose_one_and_no_more():
    game = table(3)
    round_of(game, {0: (1, A), 1: (0, A), 2: (0, B)})
    assert game.energy == [4, 4, 5]
    assert energy_events(game) == [(MAD, 1, 0, -1), (MAD, 0, 1, -1)]


def test_seats_at_zero_or_less_die_at_clean_up():
    game = table(4, energy=[1, 1, 5, 5])
    round_of(game, {0: (1, A), 1: (0, A), 2: (0, A), 3: (2, B)})
    assert game.energy == [-1, 0, 5, 5] and game.alive == [False, False, True, True]
    assert [e for e in game.events if e[0] == DIED] == [(DIED, 0, 0, 0), (DIED, 1, 1, 0)]
    assert game.step == DUEL and game.result() is None


def test_ruling_paying_down_to_zero_kills_unless_the_round_brings_energy_back():
    game = table(3, energy=[1, 1, 5])
    pick(game, {0: (2, C), 1: (2, C), 2: (0, B)})
    change(game, {0: B, 1: C})  # seat 0 pays its last energy; seat 1 keeps
    assert game.alive == [False, True, True] and game.result() is None
    game = table(3, energy=[1, 5, 5])
    pick(game, {0: (2, B), 1: (2, B), 2: (1, B)})
    change(game, {0: C})
    assert game.energy[0] == 1 and game.alive[0]  # paid to 0, then charged +1
    game = table(3, energy=[1, 5, 5])
    pick(game, {0: (1, C), 1: (2, C), 2: (1, B)})
    change(game, {0: A})
    assert game.energy == [0, 4, 5] and not game.alive[0]  # its attack still landed


def test_energy_win_at_exactly_ten_is_shared_by_every_seat_at_ten_or_more():
    game = table(4, energy=[9, 8, 9, 3])
    round_of(game, {0: (3, C), 1: (0, C), 2: (3, B), 3: (0, B)})
    assert game.energy == [10, 10, 9, 3]
    assert game.step == OVER and game.result() == (1, 1, -1, -1)


def test_ruling_ten_or_more_not_more_than_ten():
    game = table(3, energy=[9, 5, 5])
    round_of(game, {0: (1, C), 1: (2, B), 2: (1, B)})
    assert game.energy[0] == 10 and game.result() == (1, -1, -1)


def test_scorched_earth_nobody_wins():
    game = table(3, energy=[1, 1, 1])
    round_of(game, {0: (1, A), 1: (2, A), 2: (0, A)})
    assert game.alive == [False, False, False]
    assert game.result() == (-1, -1, -1) and game.acting() == ()


def test_last_computer_standing_wins():
    game = table(3, energy=[1, 1, 4])
    round_of(game, {0: (1, A), 1: (0, A), 2: (0, C)})
    assert game.alive == [False, False, True] and game.result() == (-1, -1, 1)


def test_two_seats_duel_from_the_start_without_targets_or_change():
    game = Chips(9, [40], 2)
    assert game.step == DUEL and game.acting() == (0, 1)
    assert game.legal(0) == (A, B, C) and game.view(0).targets == (-1, -1)
    game.apply([C, B])
    assert game.energy == [6, 5] and game.step == DUEL and game.round == 1
    game.apply([A, A])
    assert game.energy == [5, 4]
    assert [e[0] for e in game.events] == [PLAY, PLAY, MAD, MAD]


def test_ruling_duel_block_against_attack_is_a_firewall_and_charges_feed_back():
    game = Chips(9, [40], 2)
    game.apply([A, B])
    assert game.energy == [3, 5] and (FIREWALL, 0, 1, -2) in game.events
    game.apply([C, C])
    assert game.energy == [3, 5] and (FEEDBACK, 1, 0, 0) in game.events


def test_duel_starts_mid_game_when_two_are_left():
    game = table(3, start=0, energy=[5, 1, 5])
    round_of(game, {0: (1, A), 1: (2, C), 2: (0, C)})
    assert game.step == DUEL and game.acting() == (0, 2) and game.legal(2) == (A, B, C)
    game.apply([C, A])
    assert game.step == DUEL and game.energy == [4, 0, 6]
    assert game.events[0] == (PLAY, 2, 0, A)  # start passed 0 -> 2, skipping dead 1


def test_start_player_passes_to_the_next_living_seat():
    game = table(4, start=1)
    round_of(game, {0: (1, B), 1: (2, B), 2: (3, B), 3: (0, B)})
    assert game.start == 2
    game = table(4, start=1, energy=[5, 5, 1, 5])
    round_of(game, {0: (2, A), 1: (2, B), 2: (3, C), 3: (0, B)})  # seat 2 dies
    assert game.start == 3
    game = table(5, start=1, energy=[5, 1, 1, 5, 5])
    round_of(game, {0: (1, A), 1: (2, C), 2: (3, C), 3: (2, A), 4: (0, B)})
    assert game.alive == [True, False, False, True, True]
    assert game.start == 3  # the dead start player's token skips dead seat 2


def test_round_limit_highest_energy_wins_and_ties_share():
    game = table(4, energy=[6, 7, 5, 1], rounds=1)
    round_of(game, {0: (1, C), 1: (0, B), 2: (3, A), 3: (2, B)})
    assert game.energy == [7, 7, 3, 1]
    assert game.result() == (1, 1, -1, -1) and game.round == 1


def test_round_limit_dead_seats_never_win():
    game = table(3, energy=[2, 1, 1], rounds=1)
    round_of(game, {0: (1, B), 1: (2, A), 2: (1, B)})
    assert game.energy == [2, -1, 1] and game.result() == (1, -1, -1)


def test_events_come_in_animation_order_and_only_once_public():
    game = table(3, start=1)
    pick(game, {0: (1, A), 1: (0, C), 2: (0, C)})
    assert game.events == []  # after AIM: targets only
    game.apply([B])  # seat 1 swaps to Block
    assert game.view(0).events == ((COST, 1, 1, -1),)
    change(game)
    assert game.events == [
        (COST, 1, 1, -1),
        (PLAY, 1, 0, B), (PLAY, 2, 0, C), (PLAY, 0, 1, A),
        (CHARGED, 2, 0, 1), (FIREWALL, 0, 1, -2),
    ]
    assert game.step == CHOOSE and game.view(2).events == tuple(game.events)
    pick(game, {0: (1, B), 1: (0, B), 2: (0, B)})
    assert game.events == []  # the next round's record starts


def play_out(seed, seats, kinds, rounds=40):
    """One whole match through Match; checks the contract at every step."""
    match = Match(Chips, seed, [rounds], kinds)
    rng = Rng(seed + 7)
    game = match.game
    while match.result() is None:
        game.check()
        assert game.clone().key() == game.key()
        for seat in match.acting():
            legal = list(game.legal(seat))
            assert legal == sorted(set(legal)) and legal
            if match.is_human(seat):
                assert match.choose(seat, legal[rng.below(len(legal))])
                assert match.lock(seat)
        match.play_bots()
        match.resolve()
    game.check()
    assert game.round <= rounds and game.acting() == ()
    again = replay(match.log.to_bytes())
    assert again.game.key() == game.key()
    return match


def test_random_play_keeps_the_contract():
    for seed in range(60):
        seats = 2 + seed % 5
        kinds = [HUMAN] * seats
        if seed % 3:
            kinds[seed % seats] = 1 + seed % 2
        play_out(seed, seats, kinds, rounds=3 + seed % 20)


def test_bots_play_legal_moves_at_every_level_and_replay_exactly():
    assert bots.LEVELS == ("easy", "sharp")
    for level in (1, 2):
        for seats in (2, 3, 6):
            first = play_out(level * 10 + seats, seats, [level] * seats)
            second = play_out(level * 10 + seats, seats, [level] * seats)
            assert first.log.to_bytes() == second.log.to_bytes()


def test_sharp_pays_to_block_when_two_aim_at_it_and_a_charge_could_be_fatal():
    game = table(3, start=1, energy=[2, 5, 5])
    pick(game, {0: (1, C), 1: (0, B), 2: (0, C)})
    change(game, until=0)
    bot = make_bot(Chips, 0, 2, 4)
    assert bot.choose(game.view(0), game.legal(0)) == BLOCK
    game.energy[0] = 5  # with energy to spare the same spot is worth a charge
    assert bot.choose(game.view(0), game.legal(0)) == CHARGE


def test_sharp_duel_goes_for_the_kill():
    game = Chips(3, [40], 2)
    game.energy = [9, 1]
    bot = make_bot(Chips, 0, 2, 3)
    picks = [bot.choose(game.view(0), game.legal(0)) for _ in range(20)]
    assert picks == [ATTACK] * 20  # wins unless the foe blocks


def test_bots_beat_random_players():
    wins = [0, 0, 0]
    for seed in range(60):
        hero = seed % 4
        game = Chips(seed, [40], 4)
        players = [random_play.Bot(s, Rng(seed * 8 + s)) for s in range(4)]
        level = 1 + seed % 2
        players[hero] = make_bot(Chips, hero, level, seed)
        while game.result() is None:
            joint = [players[s].choose(game.view(s), game.legal(s)) for s in game.acting()]
            game.apply(joint)
        wins[level] += game.result()[hero] == 1
    assert wins[1] >= 12 and wins[2] >= 24  # of 30 each; a random seat wins ~1 in 4


def test_help_states_the_added_rulings():
    from games.chips.help import PAGES

    text = " ".join(PAGES)
    for phrase in ("10 or more", "0 or less", "Firewall", "Feedback", "never to what",
                   "Paying down to 0", "Chain counts", "ties share"):
        assert phrase in text
