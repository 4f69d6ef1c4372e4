"""Spacewar (Health/Ammo modification): one test per rule sentence of the seed's
second part and of RULINGS.md's Spacewar section, and one per choice the rules
module's docstring makes where both are silent."""

import pytest

from engine import registry
from engine.logread import replay
from engine.match import Match
from games.spacewar import rules as sw
from games.spacewar.rules import (
    BASES_TAKEN,
    BLUE,
    BOTH_GONE,
    FIRE,
    FLEET_GONE,
    HOLD,
    MOVE,
    NONE,
    O_AMMO,
    O_BASE,
    O_BOARD,
    O_BREPAIR,
    O_BSUPPLY,
    O_HEALTH,
    O_HOLD,
    O_POS,
    O_SUPPLY,
    O_TO_MOVE,
    PASS_ACTION,
    PULL,
    PUSH,
    RED,
    REFILL,
    RELEASE,
    REPAIR,
    ROUND_LIMIT,
    SUPPLY,
    Spacewar,
    action,
)

sq = sw.square
# Piece indexes: side * 8 + start file.
DEF_A, SCOUT_B, SHOOT_C, TRACTOR, MEDIC, SHOOT_F, SCOUT_G, DEF_H = range(8)
B = 8  # add to a Red index for the Blue piece of the same file


def empty(turn=RED):
    """A game with no pieces on the board, Bases standing, `turn` to act."""
    game = Spacewar(0, [200])
    state = game.state
    for i in range(16):
        state[O_BOARD + state[O_POS + i]] = 0
        state[O_POS + i] = NONE
        state[O_HEALTH + i] = 0
    state[O_TO_MOVE] = turn
    game.round = turn
    return game


def put(game, i, name, health=None, ammo=None):
    """Piece i on square `name`, at its starting values unless given."""
    state = game.state
    kind = sw.KIND_OF[i & 7]
    state[O_POS + i] = sq(name)
    state[O_BOARD + sq(name)] = 1 + i
    state[O_HEALTH + i] = sw.START_HEALTH[kind] if health is None else health
    state[O_AMMO + i] = sw.START_AMMO[kind] if ammo is None else ammo


def at(game, name):
    """Index of the piece on square `name`, or None."""
    occupant = game.state[O_BOARD + sq(name)]
    return occupant - 1 if occupant else None


def act(kind, frm, to=None, amount=0):
    return action(kind, sq(frm), sq(to if to is not None else frm), amount)


def mv(frm, to):
    return act(MOVE, frm, to)


def play(game, *actions):
    for a in actions:
        game.check()
        game.apply([a])
        game.check()


def moves_from(game, name):
    """Destination names of the legal MOVE actions from `name`."""
    out = set()
    for a in game.legal(game.state[O_TO_MOVE]):
        if a >> 16 == MOVE and (a >> 6) & 63 == sq(name):
            out.add(sw.square_name(a & 63))
    return out


def targets(game, name, kind=FIRE):
    """{target name: sorted amounts} of the legal actions of `kind` from `name`."""
    out = {}
    for a in game.legal(game.state[O_TO_MOVE]):
        if a >> 16 == kind and (a >> 6) & 63 == sq(name):
            out.setdefault(sw.square_name(a & 63), []).append((a >> 12) & 15)
    return out


def health(game, i):
    return game.state[O_HEALTH + i]


def ammo(game, i):
    return game.state[O_AMMO + i]


def with_lookouts(game):
    """A far-off piece for each side, so no test ends by an empty fleet."""
    put(game, SCOUT_G, "h1")
    put(game, SCOUT_G + B, "h8")
    return game


# --- registry, setup --------------------------------------------------------------


def test_registered_as_game_four():
    assert registry.load("spacewar") is Spacewar and registry.load(4) is Spacewar
    assert (Spacewar.ID, Spacewar.NAME, Spacewar.TITLE, Spacewar.SEATS) == (4, "spacewar", "Spacewar", (2, 2))


def test_round_limit_is_the_first_option_default_200_turns():
    assert Spacewar.OPTIONS[0][:2] == ("rounds", 200)
    assert Spacewar().rounds == 200


def test_board_is_8x8_back_rows_like_chess_blue_mirrored():
    game = Spacewar()
    names = {i: sw.square_name(game.state[O_POS + i]) for i in range(16)}
    assert [names[i] for i in range(8)] == ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"]
    assert [names[8 + i] for i in range(8)] == ["a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"]
    kinds = [sw.KIND_OF[i] for i in range(8)]
    assert kinds == [sw.DEFENDER, sw.SCOUT, sw.SHOOTER, sw.TRACTOR, sw.MEDIC, sw.SHOOTER, sw.SCOUT, sw.DEFENDER]
    assert sum(1 for s in range(64) if game.state[O_BOARD + s]) == 16


def test_starting_health_and_ammo_of_each_piece():
    game = Spacewar()
    table = {sw.KIND_OF[i]: (health(game, i), ammo(game, i)) for i in range(8)}
    assert table[sw.TRACTOR] == (3, 9)
    assert table[sw.DEFENDER] == (9, 6)
    assert table[sw.SCOUT] == (3, 3)
    assert table[sw.SHOOTER] == (6, 9)
    assert table[sw.MEDIC] == (9, 18)  # the Medic's Ammo slot is its Repair
    assert game.state[O_SUPPLY + RED] == game.state[O_SUPPLY + BLUE] == 6
    assert [health(game, B + i) for i in range(8)] == [health(game, i) for i in range(8)]


def test_two_bases_per_side_d2_e2_red_d7_e7_blue_health_1_repair_36_supply_72():
    game = Spacewar()
    assert [sw.square_name(s) for s in sw.BASE_SQUARES] == ["d2", "e2", "d7", "e7"]
    for b in range(4):
        assert game.state[O_BASE + b] == 1
        assert game.state[O_BREPAIR + b] == 36 and game.state[O_BSUPPLY + b] == 72
    # Base Health 1: one Ammo captures it (see the firing tests).


def test_own_pieces_may_stand_on_own_bases():
    game = Spacewar()
    play(game, mv("d1", "d2"))  # Red Tractor onto Red Base d2
    assert at(game, "d2") == TRACTOR and game.state[O_BASE + 0] == 1
    play(game, mv("e8", "e7"))  # Blue Medic onto Blue Base e7
    assert at(game, "e7") == MEDIC + B and game.state[O_BASE + 3] == 1


# --- turns ------------------------------------------------------------------------


def test_red_first_then_alternate_one_piece_a_turn():
    game = Spacewar()
    assert game.acting() == (RED,) and game.legal(BLUE) == []
    play(game, mv("b1", "c3"))
    assert game.acting() == (BLUE,) and game.legal(RED) == []
    play(game, mv("b8", "c6"))
    assert game.acting() == (RED,)
    assert game.round == 2


def test_legal_sorted_unique_and_opening_count():
    game = Spacewar()
    legal = game.legal(RED)
    assert legal == sorted(set(legal))
    # Scouts 2 leaps each, Tractor d2 d3 e2 c2, Medic d2 e2 e3 f2 ... all 1-2 steps.
    assert moves_from(game, "b1") == {"a3", "c3", "d2"}
    assert moves_from(game, "d1") == {"c2", "b3", "d2", "d3", "e2", "f3"}


def test_refusals():
    game = Spacewar()
    # Onto an own piece, out of turn, not a Shooter line, more than the Ammo,
    # a jump, nonsense.
    for bad in (mv("a1", "b1"), mv("a8", "a7"), mv("c1", "c3"), act(FIRE, "a1", "a8", 7), mv("d1", "d3") + 1,
                12345678):
        with pytest.raises(ValueError):
            game.apply([bad])
    game.check()


# --- movement ---------------------------------------------------------------------


def test_tractor_moves_one_or_two_in_any_direction_without_jumping():
    game = with_lookouts(empty())
    put(game, TRACTOR, "d4")
    put(game, DEF_A, "d5")  # blocks north
    assert moves_from(game, "d4") == {
        "e5", "f6", "e4", "f4", "e3", "f2", "d3", "d2", "c3", "b2", "c4", "b4", "c5", "b6"}


def test_defender_moves_one_or_two_orthogonally_without_jumping():
    game = with_lookouts(empty())
    put(game, DEF_A, "d4")
    put(game, SHOOT_C, "d5")
    put(game, DEF_A + B, "c4", health=9)
    assert moves_from(game, "d4") == {"e4", "f4", "d3", "d2", "c4"}  # c4: a crash, stops there


def test_scout_leaps_like_a_knight_jumping():
    game = with_lookouts(empty())
    put(game, SCOUT_B, "d4")
    put(game, DEF_A, "d5")  # own pieces next to it: it leaps over them
    put(game, SHOOT_C, "c4")
    put(game, DEF_H, "e5")
    assert moves_from(game, "d4") == {"e6", "f5", "f3", "e2", "c2", "b3", "b5", "c6"}


def test_shooter_moves_one_or_two_diagonally_without_jumping():
    game = with_lookouts(empty())
    put(game, SHOOT_C, "d4")
    put(game, DEF_A, "e5")
    assert moves_from(game, "d4") == {"e3", "f2", "c3", "b2", "c5", "b6"}


def test_medic_moves_one_or_two_in_one_direction_without_jumping():
    """Choice: the Medic slides like the Tractor and does not jump."""
    game = with_lookouts(empty())
    put(game, MEDIC, "d4")
    put(game, DEF_A, "d5")
    got = moves_from(game, "d4")
    assert "d6" not in got and "d5" not in got
    assert {"c5", "b6", "e5", "f6", "e4", "f4", "d3", "d2"} <= got and len(got) == 14


def test_no_moving_onto_own_pieces():
    game = Spacewar()
    assert "a2" in moves_from(game, "a1") and "b1" not in moves_from(game, "a1")
    game = with_lookouts(empty())
    put(game, SCOUT_B, "d4")
    put(game, DEF_A, "e6")
    assert "e6" not in moves_from(game, "d4")


# --- crashes ----------------------------------------------------------------------


def test_crash_less_health_is_captured_other_loses_that_much():
    game = with_lookouts(empty())
    put(game, DEF_A, "d4")  # Health 9
    put(game, SHOOT_C + B, "d6")  # Health 6
    play(game, mv("d4", "d6"))
    assert at(game, "d6") == DEF_A and health(game, DEF_A) == 3
    assert game.state[O_POS + SHOOT_C + B] == NONE and list(game.lost) == [SHOOT_C + B]


def test_crash_the_weaker_mover_is_captured_the_target_stays():
    game = with_lookouts(empty())
    put(game, SCOUT_B, "d4")  # Health 3
    put(game, DEF_A + B, "e6")  # Health 9
    play(game, mv("d4", "e6"))
    assert at(game, "e6") == DEF_A + B and health(game, DEF_A + B) == 6
    assert game.state[O_POS + SCOUT_B] == NONE and at(game, "d4") is None


def test_crash_equal_health_both_captured():
    """Ruling over the seed ("less or equal ... captured, the other loses"):
    equal Health captures both."""
    game = with_lookouts(empty())
    put(game, SHOOT_C, "d4")
    put(game, SHOOT_F + B, "e5")
    play(game, mv("d4", "e5"))
    assert at(game, "e5") is None and at(game, "d4") is None
    assert sorted(game.lost) == [SHOOT_C, SHOOT_F + B]


def test_a_slide_stops_at_the_first_piece_it_crashes_into():
    game = with_lookouts(empty())
    put(game, DEF_A, "d4")
    put(game, SCOUT_B + B, "d5")
    put(game, SHOOT_C + B, "d6")
    assert "d6" not in moves_from(game, "d4") and "d5" in moves_from(game, "d4")


# --- firing -----------------------------------------------------------------------


def test_defender_fires_along_its_lines_at_any_range_the_first_piece_only():
    game = with_lookouts(empty())
    put(game, DEF_A, "a4")
    put(game, SHOOT_C + B, "g4")  # first on the line east
    put(game, DEF_H + B, "h4")  # behind it: not a target
    put(game, SHOOT_C, "a6")  # own piece north: blocks
    put(game, SCOUT_B + B, "a7")
    got = targets(game, "a4")
    assert got == {"g4": [1, 2, 3, 4, 5, 6]}


def test_fire_amount_is_the_firers_choice_up_to_its_ammo_and_the_targets_health():
    game = with_lookouts(empty())
    put(game, DEF_A, "a4", ammo=4)
    put(game, SHOOT_C + B, "g4", health=2)
    put(game, DEF_A + B, "a7")
    got = targets(game, "a4")
    assert got == {"g4": [1, 2], "a7": [1, 2, 3, 4]}


def test_fire_spends_ammo_target_loses_that_much_health():
    game = with_lookouts(empty())
    put(game, DEF_A, "a4")
    put(game, DEF_A + B, "a7")
    play(game, act(FIRE, "a4", "a7", 4))
    assert ammo(game, DEF_A) == 2 and health(game, DEF_A + B) == 5
    assert at(game, "a4") == DEF_A and at(game, "a7") == DEF_A + B  # firing moves nothing


def test_health_zero_is_captured():
    game = with_lookouts(empty())
    put(game, SHOOT_C, "c3")
    put(game, SHOOT_F + B, "f6")
    play(game, act(FIRE, "c3", "f6", 6))
    assert game.state[O_POS + SHOOT_F + B] == NONE and at(game, "f6") is None
    assert list(game.lost) == [SHOOT_F + B]


def test_shooter_fires_diagonally():
    game = with_lookouts(empty())
    put(game, SHOOT_C, "c3")
    put(game, SCOUT_B + B, "c6")  # not diagonal
    put(game, DEF_A + B, "f6")
    assert set(targets(game, "c3")) == {"f6"}


def test_scout_fires_at_its_eight_leap_squares_only():
    game = with_lookouts(empty())
    put(game, SCOUT_B, "d4")
    put(game, DEF_A + B, "e6")  # a leap square
    put(game, DEF_H + B, "d6")  # straight ahead: not a Scout line
    put(game, SHOOT_C, "c4")  # in between: the Scout fires over pieces
    assert targets(game, "d4") == {"e6": [1, 2, 3]}


def test_only_defender_shooter_and_scout_fire():
    """Choice: the Tractor's Ammo is for forcing; the Medic has none."""
    game = with_lookouts(empty())
    put(game, TRACTOR, "d4")
    put(game, MEDIC, "a1")
    put(game, DEF_A + B, "d7")
    put(game, SHOOT_C + B, "a5")
    legal = game.legal(RED)
    assert not [a for a in legal if a >> 16 == FIRE]


def test_no_fire_at_own_pieces_and_an_own_piece_blocks():
    game = with_lookouts(empty())
    put(game, DEF_A, "a4")
    put(game, SHOOT_C, "a6")
    put(game, DEF_A + B, "a8")
    assert targets(game, "a4") == {}


def test_no_fire_without_ammo():
    game = with_lookouts(empty())
    put(game, DEF_A, "a4", ammo=0)
    put(game, DEF_A + B, "a8")
    assert targets(game, "a4") == {}


# --- bases ------------------------------------------------------------------------


def test_a_hit_on_a_base_captures_it_for_one_ammo():
    game = with_lookouts(empty())
    put(game, DEF_A, "a7")
    assert targets(game, "a7") == {"d7": [1]}
    play(game, act(FIRE, "a7", "d7", 1))
    assert game.state[O_BASE + 2] == 0 and ammo(game, DEF_A) == 5
    assert list(game.lost) == [16 + 2]


def test_an_enemy_piece_moving_onto_a_base_captures_it():
    game = with_lookouts(empty())
    put(game, DEF_A, "d5")
    play(game, mv("d5", "d7"))
    assert game.state[O_BASE + 2] == 0 and list(game.lost) == [18]


def test_crashing_onto_a_base_captures_it_when_the_mover_survives():
    """The seed forbade crashing into Bases; the ruling says moving onto one
    captures it. Choice: the crash is fought first; a survivor takes the Base."""
    game = with_lookouts(empty())
    put(game, DEF_A, "d5")
    put(game, SCOUT_B + B, "d7")  # Blue piece on its own Base
    play(game, mv("d5", "d7"))
    assert at(game, "d7") == DEF_A and game.state[O_BASE + 2] == 0
    assert sorted(game.lost) == [SCOUT_B + B, 18]
    game = with_lookouts(empty())
    put(game, SCOUT_B, "c5")
    put(game, DEF_A + B, "d7")
    play(game, mv("c5", "d7"))
    assert game.state[O_BASE + 2] == 1 and at(game, "d7") == DEF_A + B


def test_passing_over_a_base_takes_nothing():
    game = with_lookouts(empty())
    put(game, DEF_A, "c7")
    play(game, mv("c7", "e7"))  # over d7 onto e7
    assert game.state[O_BASE + 2] == 1 and game.state[O_BASE + 3] == 0


def test_own_base_is_never_captured_by_own_pieces():
    game = with_lookouts(empty())
    put(game, DEF_A, "d4")
    play(game, mv("d4", "d2"))
    assert game.state[O_BASE + 0] == 1


def test_a_piece_on_its_own_base_takes_the_hit():
    game = with_lookouts(empty())
    put(game, DEF_A, "a7")
    put(game, DEF_A + B, "d7")
    assert targets(game, "a7") == {"d7": [1, 2, 3, 4, 5, 6]}
    play(game, act(FIRE, "a7", "d7", 2))
    assert game.state[O_BASE + 2] == 1 and health(game, DEF_A + B) == 7


def test_shots_stop_at_an_enemy_base_not_at_own_or_captured_ones():
    game = with_lookouts(empty())
    put(game, DEF_A, "a7")
    put(game, DEF_A + B, "f7")
    assert set(targets(game, "a7")) == {"d7"}  # the Base stops the shot
    game.state[O_BASE + 2] = 0
    game.state[O_BASE + 3] = 0
    assert set(targets(game, "a7")) == {"f7"}  # captured Bases do not
    game = with_lookouts(empty())
    put(game, DEF_H, "h2")
    put(game, DEF_A + B, "a2")
    assert set(targets(game, "h2")) == {"a2", "h8"}  # west over own Bases e2, d2


# --- Tractor: force ---------------------------------------------------------------


def test_tractor_pull_and_push_the_first_piece_on_a_line_for_one_ammo():
    game = with_lookouts(empty())
    put(game, TRACTOR, "b2")
    put(game, SHOOT_C + B, "e5")
    put(game, DEF_A + B, "f6")
    assert set(targets(game, "b2", PULL)) == {"e5"} and set(targets(game, "b2", PUSH)) == set()
    # Pushing e5 onto f6, its own side's piece: not allowed.
    play(game, act(PULL, "b2", "e5"))
    assert at(game, "d4") == SHOOT_C + B and ammo(game, TRACTOR) == 8


def test_tractor_push_one_square_farther():
    game = with_lookouts(empty())
    put(game, TRACTOR, "a1")
    put(game, SHOOT_C + B, "a4")
    play(game, act(PUSH, "a1", "a4"))
    assert at(game, "a5") == SHOOT_C + B and ammo(game, TRACTOR) == 8


def test_force_at_any_range_either_side_and_not_off_the_board():
    game = with_lookouts(empty())
    put(game, TRACTOR, "a1")
    put(game, DEF_A + B, "a8")
    # a8 up the file, the Blue lookout h8 on the long diagonal, the own one h1.
    assert targets(game, "a1", PULL) == {"a8": [0], "h1": [0], "h8": [0]}
    assert targets(game, "a1", PUSH) == {}  # each would leave the board


def test_pull_an_adjacent_enemy_into_the_tractors_square_crashes():
    """Choice: "or to the same square" - pulling an adjacent piece brings it
    onto the Tractor's own square, a crash (the forced piece is the mover)."""
    game = with_lookouts(empty())
    put(game, TRACTOR, "d4")  # Health 3
    put(game, SCOUT_B + B, "d5", health=2)
    play(game, act(PULL, "d4", "d5"))
    assert at(game, "d4") == TRACTOR and health(game, TRACTOR) == 1 and at(game, "d5") is None
    game = with_lookouts(empty())
    put(game, TRACTOR, "d4")
    put(game, DEF_A + B, "d5")
    play(game, act(PULL, "d4", "d5"))
    assert at(game, "d4") == DEF_A + B and health(game, DEF_A + B) == 6
    assert game.state[O_POS + TRACTOR] == NONE


def test_no_pull_of_an_own_adjacent_piece_into_the_tractor():
    game = with_lookouts(empty())
    put(game, TRACTOR, "d4")
    put(game, DEF_A, "d5")
    assert "d5" not in targets(game, "d4", PULL) and targets(game, "d4", PUSH)["d5"] == [0]


def test_forced_piece_crashes_into_the_other_side_as_the_mover():
    game = with_lookouts(empty())
    put(game, TRACTOR, "a1")
    put(game, SCOUT_B + B, "a3")  # Health 3
    put(game, DEF_A, "a4")  # Health 9, own piece behind
    play(game, act(PUSH, "a1", "a3"))
    assert at(game, "a4") == DEF_A and health(game, DEF_A) == 6
    assert game.state[O_POS + SCOUT_B + B] == NONE


def test_tractor_may_force_own_pieces_and_a_forced_piece_takes_an_enemy_base():
    game = with_lookouts(empty())
    put(game, TRACTOR, "d4")
    put(game, SCOUT_B, "d6")
    play(game, act(PUSH, "d4", "d6"))
    assert at(game, "d7") == SCOUT_B and game.state[O_BASE + 2] == 0


def test_no_force_without_ammo():
    game = with_lookouts(empty())
    put(game, TRACTOR, "a1", ammo=0)
    put(game, DEF_A + B, "a4")
    assert targets(game, "a1", PULL) == {} and targets(game, "a1", PUSH) == {}
    assert "a2" in moves_from(game, "a1")


# --- Tractor: immobilize ----------------------------------------------------------


def hold_setup():
    game = with_lookouts(empty())
    put(game, TRACTOR, "d4")
    put(game, DEF_A + B, "d5")
    put(game, SHOOT_C + B, "e5")
    put(game, DEF_H + B, "d8")
    return game


def test_immobilize_an_adjacent_enemy_piece_for_free():
    game = hold_setup()
    put(game, SHOOT_C, "c4")  # own neighbour: not held; d8 is not adjacent
    assert set(targets(game, "d4", HOLD)) == {"d5", "e5"}
    play(game, act(HOLD, "d4", "d5"))
    assert game.state[O_HOLD + RED] == DEF_A + B and ammo(game, TRACTOR) == 9


def test_a_held_piece_cannot_move_but_may_still_fire():
    """Choice: immobilized = no moving; the held piece still acts otherwise."""
    game = hold_setup()
    play(game, act(HOLD, "d4", "d5"))
    assert moves_from(game, "d5") == set()
    assert "d4" in targets(game, "d5")
    assert moves_from(game, "e5")  # only one piece is held


def test_one_held_piece_at_a_time_holding_another_lets_the_first_go():
    game = hold_setup()
    play(game, act(HOLD, "d4", "d5"), mv("h8", "g6"))
    assert "d5" not in targets(game, "d4", HOLD)  # already held
    play(game, act(HOLD, "d4", "e5"))
    assert game.state[O_HOLD + RED] == SHOOT_C + B
    assert moves_from(game, "d5")


def test_hold_ends_when_the_tractor_moves():
    game = hold_setup()
    play(game, act(HOLD, "d4", "d5"), mv("h8", "g6"), mv("d4", "c3"))
    assert game.state[O_HOLD + RED] == NONE and moves_from(game, "d5")


def test_hold_ends_when_the_tractor_is_captured():
    game = hold_setup()
    play(game, act(HOLD, "d4", "d5"), act(FIRE, "e5", "d4", 3))
    assert game.state[O_POS + TRACTOR] == NONE and game.state[O_HOLD + RED] == NONE


def test_hold_ends_when_the_tractor_stops_holding():
    game = hold_setup()
    play(game, act(HOLD, "d4", "d5"), mv("h8", "g6"))
    assert targets(game, "d4", RELEASE) == {"d4": [0]}
    play(game, act(RELEASE, "d4"))
    assert game.state[O_HOLD + RED] == NONE


def test_hold_ends_when_the_tractor_is_forced_away_and_survives_forcing_by_it():
    """Choice: a Tractor that leaves its square lets go, even when forced; its
    own force keeps the hold (even on the held piece)."""
    game = hold_setup()
    play(game, act(HOLD, "d4", "d5"), mv("h8", "g6"), act(PUSH, "d4", "d5"))
    assert game.state[O_HOLD + RED] == DEF_A + B and at(game, "d6") == DEF_A + B
    assert moves_from(game, "d6") == set()
    put(game, TRACTOR + B, "d1")
    play(game, act(PULL, "d1", "d4"))
    assert at(game, "d3") == TRACTOR and game.state[O_HOLD + RED] == NONE


def test_hold_ends_when_the_held_piece_is_captured():
    game = with_lookouts(empty())
    put(game, TRACTOR, "d4")
    put(game, SCOUT_B + B, "d5")
    put(game, DEF_A, "a5")
    play(game, act(HOLD, "d4", "d5"), mv("h8", "g6"), act(FIRE, "a5", "d5", 3))
    assert game.state[O_POS + SCOUT_B + B] == NONE and game.state[O_HOLD + RED] == NONE


# --- Medic ------------------------------------------------------------------------


def medic_setup():
    game = with_lookouts(empty())
    put(game, MEDIC, "d4")
    put(game, DEF_A, "d5", health=4, ammo=1)
    put(game, SHOOT_C, "c3", health=6, ammo=9)
    put(game, SCOUT_B + B, "e5", health=1, ammo=0)
    return game


def test_medic_repairs_an_adjacent_own_piece_by_an_amount_it_chooses():
    game = medic_setup()
    assert targets(game, "d4", REPAIR) == {"d5": [1, 2, 3, 4, 5]}
    play(game, act(REPAIR, "d4", "d5", 3))
    assert health(game, DEF_A) == 7 and ammo(game, MEDIC) == 15


def test_medic_supplies_an_adjacent_own_piece_by_an_amount_it_chooses():
    game = medic_setup()
    assert targets(game, "d4", SUPPLY) == {"d5": [1, 2, 3, 4, 5]}
    play(game, act(SUPPLY, "d4", "d5", 5))
    assert ammo(game, DEF_A) == 6 and game.state[O_SUPPLY + RED] == 1


def test_medic_repairs_itself_but_never_supplies_itself():
    game = with_lookouts(empty())
    put(game, MEDIC, "d4", health=5)
    assert targets(game, "d4", REPAIR) == {"d4": [1, 2, 3, 4]}
    assert targets(game, "d4", SUPPLY) == {}
    play(game, act(REPAIR, "d4", "d4", 4))
    assert health(game, MEDIC) == 9 and ammo(game, MEDIC) == 14


def test_repair_and_supply_capped_by_the_stock_and_the_starting_values():
    """Choice: never above starting Health / Ammo; never more than the stock."""
    game = medic_setup()
    game.state[O_AMMO + MEDIC] = 2
    game.state[O_SUPPLY + RED] = 3
    assert targets(game, "d4", REPAIR) == {"d5": [1, 2]}
    assert targets(game, "d4", SUPPLY) == {"d5": [1, 2, 3]}
    game.state[O_AMMO + MEDIC] = 0
    game.state[O_SUPPLY + RED] = 0
    assert targets(game, "d4", REPAIR) == {} and targets(game, "d4", SUPPLY) == {}


def test_medic_serves_own_pieces_only():
    game = medic_setup()
    assert "e5" not in targets(game, "d4", REPAIR) and "e5" not in targets(game, "d4", SUPPLY)
    assert "c3" not in targets(game, "d4", REPAIR)  # full Health: nothing to give


def test_medic_refills_on_an_own_base_from_its_stock():
    game = with_lookouts(empty())
    put(game, MEDIC, "e2", ammo=3)
    game.state[O_SUPPLY + RED] = 1
    assert targets(game, "e2", REFILL) == {"e2": [0]}
    play(game, act(REFILL, "e2"))
    assert ammo(game, MEDIC) == 18 and game.state[O_SUPPLY + RED] == 6
    assert game.state[O_BREPAIR + 1] == 36 - 15 and game.state[O_BSUPPLY + 1] == 72 - 5


def test_refill_limited_by_the_base_stock_and_only_when_it_gains():
    game = with_lookouts(empty())
    put(game, MEDIC, "e2", ammo=0)
    game.state[O_BREPAIR + 1] = 4
    game.state[O_BSUPPLY + 1] = 0
    play(game, act(REFILL, "e2"))
    assert ammo(game, MEDIC) == 4 and game.state[O_BREPAIR + 1] == 0
    play(game, mv("h8", "g6"))
    game.state[O_SUPPLY + RED] = 2
    assert targets(game, "e2", REFILL) == {}  # the Base has nothing left to give
    game = with_lookouts(empty())
    put(game, MEDIC, "e2")
    assert targets(game, "e2", REFILL) == {}  # full already


def test_no_refill_off_a_base_or_on_an_enemy_or_captured_base():
    game = with_lookouts(empty())
    put(game, MEDIC, "e3", ammo=0)
    assert targets(game, "e3", REFILL) == {}
    game = with_lookouts(empty())
    put(game, MEDIC, "e2", ammo=0)
    game.state[O_BASE + 1] = 0
    assert targets(game, "e2", REFILL) == {}
    game = with_lookouts(empty())
    put(game, MEDIC, "d6", ammo=0)
    play(game, mv("d6", "d7"))  # captures the Blue Base d7: no refill there
    play(game, mv("h8", "g6"))
    assert targets(game, "d7", REFILL) == {}


# --- winning, draws, passes -------------------------------------------------------


def test_capturing_both_enemy_bases_wins():
    game = with_lookouts(empty())
    put(game, DEF_A, "a7")
    play(game, act(FIRE, "a7", "d7", 1), mv("h8", "g6"))
    assert game.result() is None
    play(game, mv("a7", "c7"), mv("g6", "h8"), act(FIRE, "c7", "e7", 1))
    assert game.result() == (1, -1) and game.ending == BASES_TAKEN
    assert game.acting() == () and game.legal(BLUE) == []


def test_leaving_the_enemy_no_pieces_wins():
    game = empty()
    put(game, DEF_A, "a4")
    put(game, SCOUT_B + B, "a7")
    play(game, act(FIRE, "a4", "a7", 3))
    assert game.result() == (1, -1) and game.ending == FLEET_GONE


def test_both_fleets_gone_at_once_is_a_draw():
    game = empty()
    put(game, SHOOT_C, "d4")
    put(game, SHOOT_F + B, "e5")
    play(game, mv("d4", "e5"))
    assert game.result() == (0, 0) and game.ending == BOTH_GONE


def test_round_limit_is_a_draw_a_win_on_the_last_turn_counts():
    game = Spacewar(0, [4])
    play(game, mv("b1", "c3"), mv("b8", "c6"), mv("c3", "b1"))
    assert game.result() is None
    play(game, mv("c6", "b8"))
    assert game.result() == (0, 0) and game.ending == ROUND_LIMIT and game.round == 4
    game = with_lookouts(empty())
    game.rounds = 2
    put(game, DEF_A + B, "a2")
    game.state[O_BASE + 0] = 0
    play(game, mv("h1", "g3"), act(FIRE, "a2", "e2", 1))
    assert game.round == 2 and game.result() == (-1, 1) and game.ending == BASES_TAKEN


def test_pass_only_when_nothing_else():
    game = empty(turn=BLUE)
    # Blue: a Medic at full stock in a corner, held by the Red Tractor, alone.
    put(game, MEDIC + B, "h8")
    put(game, TRACTOR, "g7")
    put(game, DEF_A, "a1")
    game.state[O_HOLD + RED] = MEDIC + B
    assert game.legal(BLUE) == [PASS_ACTION]
    play(game, PASS_ACTION)
    assert game.acting() == (RED,) and game.result() is None
    assert game.last == PASS_ACTION


# --- the match plumbing -----------------------------------------------------------


def test_view_is_public_and_per_seat():
    game = Spacewar()
    view = game.view(BLUE)
    assert view[sw.V_STATE] == bytes(game.state) and view[sw.V_SEAT] == BLUE
    assert view[sw.V_TO_MOVE] == RED and view[sw.V_TURN] == 0 and view[sw.V_ROUNDS] == 200
    assert view[sw.V_LAST] == -1 and view[sw.V_RESULT] is None


def test_match_log_replays_and_actions_are_small():
    match = Match(Spacewar, 5, None, (1, 2))
    longest = 0
    while match.result() is None:
        for seat in match.acting():
            legal = match.game.legal(seat)
            longest = max(longest, len(legal))
            assert all(0 <= a < 1 << 20 for a in legal)  # at most 3 log bytes each
        match.play_bots()
        match.resolve()
    data = match.log.to_bytes()
    assert replay(data).game.key() == match.game.key()
    assert len(data) <= 12 + 3 * match.game.round
    assert longest < 200


def test_legal_lists_stay_modest_in_random_play():
    from engine.prng import Rng

    longest = 0
    for seed in range(30):
        game = Spacewar(seed)
        rng = Rng(seed)
        while game.result() is None:
            legal = game.legal(game.acting()[0])
            longest = max(longest, len(legal))
            game.apply([legal[rng.below(len(legal))]])
            game.check()
    assert longest < 200
