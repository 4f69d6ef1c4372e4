"""Spacewar Classic rules: every sentence of RULINGS.md "Spacewar, the original
(garage) rules" and every choice in games/garage/rules.py's docstring, pinned on
small positions built square by square."""

import pytest

from games.garage import rules as R
from games.garage import words
from games.garage import movement
from games.garage.movement import held
from games.garage.board import (
    FIRED,
    GUNBOAT,
    IMMOB,
    KIND,
    MISSILE,
    MOTHER,
    MOVED,
    OWNER,
    PRESSOR,
    SETUP,
    TRACTOR,
    USED,
)
from games.garage.rules import (
    BEAM,
    CAPTURE,
    COUNTER,
    DONE,
    FIELD,
    FIGHTING,
    LOAD,
    LOADING,
    MOVE,
    MOVING,
    PASS,
    PLACE,
    REPLACING,
    Garage,
)


def moves(game, seat, out):
    """The movement search (a generator, games/garage/movement.py) run to its
    end: `seat`'s MOVE actions in `out`."""
    for _ in movement.moves(game, seat, out):
        pass
    return out


W, B = 0, 1


def sq(name):
    """'a1' -> square index."""
    return (int(name[1:]) - 1) * 16 + "abcdefghijklmnop".index(name[0])


def piece(kind, seat, extra=0):
    return kind | (seat << 3) | extra


def position(pieces, phase=0, options=None, keep_mothers=True):
    """A game at the start of `phase` holding only `pieces` ({square name: cell}),
    plus two far-away Motherships per side (so nobody has lost) unless told not to.
    No automatic steps run: the test drives the stage it set up."""
    game = Garage(0, options)
    for i in range(192):
        game.board[i] = 0
    if keep_mothers:
        for name, seat in (("a6", W), ("a7", W), ("p6", B), ("p7", B)):
            game.board[sq(name)] = piece(MOTHER, seat)
    for name, cell in pieces.items():
        game.board[sq(name)] = cell
    game._start_phase(phase)
    return game


def move(a, b):
    return MOVE + sq(a) * 192 + sq(b)


def dests(game, frm, seat=W):
    """Destination names of the MOVE actions from `frm`."""
    out = []
    for action in moves(game, seat, []):
        if (action - MOVE) // 192 == sq(frm):
            to = (action - MOVE) % 192
            out.append("abcdefghijklmnop"[to & 15] + str((to >> 4) + 1))
    return sorted(out)


def beam(f, t):
    return BEAM + sq(f) * 192 + sq(t)


def field(f, t, c):
    return FIELD + (sq(f) * 192 + sq(t)) * 3 + c


def at(game, name):
    return game.board[sq(name)]


# ------------------------------------------------------------------ board, setup


def test_board_is_16_files_by_12_ranks_white_on_rank_1_black_on_rank_12():
    game = Garage()
    assert len(game.board) == 192
    for f in range(16):
        assert game.board[f] == MISSILE  # White's unfired Missiles on rank 1
        assert game.board[176 + f] == MISSILE | OWNER  # Black's on rank 12
    assert all(not game.board[i] for i in range(32, 160))


def test_setup_rank_2_and_its_mirror():
    names = "T P N G K G N T P N G K G N P T".split()
    letter = {TRACTOR: "T", PRESSOR: "P", IMMOB: "N", GUNBOAT: "G", MOTHER: "K"}
    game = Garage()
    assert [letter[game.board[16 + f]] for f in range(16)] == names
    assert [letter[game.board[160 + f] & KIND] for f in range(16)] == names
    assert all(game.board[160 + f] & OWNER for f in range(16))
    assert bytes(SETUP) == bytes(game.board[16:32])


def test_options_rounds_missile_step_field_range():
    assert [o[0] for o in Garage.OPTIONS] == ["rounds", "missile_step", "field_range"]
    assert Garage.OPTIONS[0][1] == 40
    assert Garage.OPTIONS[1][1:] == (2, 1, 2) and Garage.OPTIONS[2][1:] == (3, 2, 3)


# ------------------------------------------------------------------- movement


def test_mothership_slides_one_or_two_turning_no_jump_no_null_move():
    game = position({"h6": piece(MOTHER, W), "h7": piece(TRACTOR, W)})
    got = dests(game, "h6")
    # All squares within 2 except its own and h7 (own ship); h8 still reachable
    # round the side (turning between steps), as a king never jumps but turns.
    assert "h6" not in got and "h7" not in got
    assert "h8" in got and len(got) == 25 - 2  # the 5x5 box but h6 and h7
    # Boxed in: no jump over own ships.
    box = {"h6": piece(MOTHER, W)}
    for n in ("g5", "g6", "g7", "h5", "h7", "i5", "i6", "i7"):
        box[n] = piece(GUNBOAT, W)
    assert dests(position(box), "h6") == []


def test_tractor_orthogonal_pressor_diagonal_up_to_3_gunboat_any_way():
    game = position({"h6": piece(TRACTOR, W), "c3": piece(PRESSOR, W), "m3": piece(GUNBOAT, W)})
    assert dests(game, "h6") == sorted(
        ["h7", "h8", "h9", "h5", "h4", "h3", "g6", "f6", "e6", "i6", "j6", "k6"]
    )
    assert dests(game, "c3") == sorted(["d4", "e5", "f6", "b4", "a5", "b2", "a1", "d2", "e1"])
    assert len(dests(game, "m3")) == 3 * 8 - 1 - 2  # m1..: down only 2 squares (m2, m1)


def test_immobilizer_leaps_like_a_knight():
    game = position({"h6": piece(IMMOB, W), "h7": piece(GUNBOAT, W), "g7": piece(GUNBOAT, W),
                     "i8": piece(GUNBOAT, W)})
    assert dests(game, "h6") == sorted(["g8", "j7", "j5", "i4", "g4", "f5", "f7"])


def test_no_moving_onto_own_pieces_and_slides_stop_at_a_piece():
    game = position({"h6": piece(GUNBOAT, W), "h8": piece(TRACTOR, W), "e6": piece(GUNBOAT, B)})
    got = dests(game, "h6")
    assert "h7" in got and "h8" not in got and "h9" not in got
    assert "f6" in got and "e6" in got and "d6" not in got  # enters the enemy, stops


def test_entering_an_enemy_destroys_both():
    game = position({"h6": piece(TRACTOR, W), "h8": piece(PRESSOR, B)})
    game.play(move("h6", "h8"))
    assert not at(game, "h6") and not at(game, "h8")


def test_gunboat_ram_destroys_and_stays_but_gunboats_both_go():
    game = position({"h6": piece(GUNBOAT, W), "h8": piece(PRESSOR, B), "c3": piece(GUNBOAT, W),
                     "c5": piece(GUNBOAT, B)})
    game.play(move("h6", "h8"))
    assert at(game, "h8") & 15 == GUNBOAT and not at(game, "h6")
    game.play(move("c3", "c5"))
    assert not at(game, "c5") and not at(game, "c3")


def test_ship_ramming_a_gunboat_destroys_both():
    game = position({"h6": piece(TRACTOR, W), "h8": piece(GUNBOAT, B)})
    game.play(move("h6", "h8"))
    assert not at(game, "h8")


def test_mothership_captures_a_ship_and_places_it_next_to_itself():
    game = position({"h6": piece(MOTHER, W), "h8": piece(PRESSOR, B)})
    game.board[sq("h8")] |= USED
    game.play(move("h6", "h8"))
    assert game.stage == CAPTURE and game.acting() == (W,)
    spots = game.legal(W)
    assert spots == sorted(PLACE + sq(n) for n in ("g7", "h7", "i7", "g8", "i8", "g9", "h9", "i9"))
    game.play(PLACE + sq("i9"))
    cell = at(game, "i9")
    assert cell & KIND == PRESSOR and not cell & OWNER  # now White's
    assert cell & USED and cell & MOVED  # keeps its power state; counts as moved
    assert game.stage == MOVING


def test_capture_with_no_empty_square_destroys_the_ship():
    # A real move always leaves a square next to the Mothership empty (the one
    # it came from or passed), so the rule is pinned on the move step itself.
    pieces = {"c3": piece(MOTHER, W), "h7": piece(PRESSOR, B)}
    for n in ("g6", "h6", "i6", "g7", "i7", "g8", "h8", "i8"):
        pieces[n] = piece(GUNBOAT, B)
    game = position(pieces)
    game._move(W, sq("c3"), sq("h7"))
    assert game.stage == MOVING and at(game, "h7") & 15 == MOTHER and game.cap_cell == 0


def test_mothership_into_mothership_destroys_both():
    game = position({"h6": piece(MOTHER, W), "h7": piece(MOTHER, B)})
    game.play(move("h6", "h7"))
    assert not at(game, "h6") and not at(game, "h7")


def test_mothership_entering_a_missile_destroys_both():
    game = position({"h6": piece(MOTHER, W), "h7": piece(MISSILE, B, FIRED)})
    game.play(move("h6", "h7"))
    assert not at(game, "h7") and game.returns[B] == 0  # rammed: lost


def test_one_to_four_ships_all_of_one_type_or_one_of_each():
    pieces = {}
    for i, n in enumerate("bcdefg"):
        pieces[n + "4"] = piece(GUNBOAT, W)
        pieces[n + "6"] = piece(TRACTOR, W)
    pieces["k4"] = piece(PRESSOR, W)
    pieces["m4"] = piece(IMMOB, W)
    game = position(pieces)
    assert DONE not in game.legal(W)  # at least one ship first
    game.play(move("b4", "b5"))
    assert DONE in game.legal(W)
    game.play(move("c4", "c5"))  # two Gunboats: now all of one type
    legal = game.legal(W)
    assert move("k4", "l5") not in legal and move("b6", "b7") not in legal
    assert move("d4", "d5") in legal
    game.play(move("d4", "d5"))
    game.play(move("e4", "e5"))
    assert game.phase > 0  # four moved: the phase ends by itself
    # One of each type: Gunboat, Tractor, Pressor, Immobilizer.
    game = position(pieces)
    game.play(move("b4", "b5"))
    game.play(move("b6", "b7"))
    legal = game.legal(W)
    assert move("c4", "c5") not in legal and move("c6", "c7") not in legal
    game.play(move("k4", "l5"))
    game.play(move("m4", "n6"))
    assert game.phase > 0


def test_motherships_and_gunboats_are_one_type():
    game = position({"h6": piece(MOTHER, W), "c3": piece(GUNBOAT, W), "e3": piece(GUNBOAT, W)})
    game.play(move("c3", "c4"))
    game.play(move("e3", "e4"))
    assert move("h6", "h7") in game.legal(W)


def test_done_ends_the_movement_phase():
    game = position({"c3": piece(GUNBOAT, W)})
    game.play(move("c3", "c4"))
    game.play(DONE)
    assert game.phase != 0


def test_movement_with_no_legal_move_is_skipped():
    game = position({}, phase=0, keep_mothers=False)
    for n, seat in (("a1", W), ("p12", B)):
        game.board[sq(n)] = piece(MOTHER, seat)
    for n in ("a2", "b1", "b2"):
        game.board[sq(n)] = piece(GUNBOAT, W, MOVED)  # moved ships may not move again
    game.groups[3] = 3
    game.moves = 3
    game._settle()
    assert game.phase != 0 or game.stage != MOVING


# --------------------------------------------------------- fields while moving


def test_enemy_tractor_field_may_be_entered_not_crossed():
    game = position({"h2": piece(GUNBOAT, W), "h9": piece(TRACTOR, B)})
    # h6 is within 3 of h9: entered, not crossed.
    assert dests(game, "h2").count("h5") == 1
    got = dests(game, "h2")
    assert "h3" in got and "h4" in got and "h5" in got
    game2 = position({"h4": piece(GUNBOAT, W), "h9": piece(TRACTOR, B)})
    got = dests(game2, "h4")
    assert "h6" in got and "h7" not in got  # h6 entered, no passing on to h7


def test_starting_inside_a_tractor_field_still_moves():
    game = position({"h6": piece(GUNBOAT, W), "h9": piece(TRACTOR, B)})
    assert "h5" in dests(game, "h6") and "h7" in dests(game, "h6")


def test_enemy_immobilizer_field_holds_a_piece_inside_and_stops_one_entering():
    game = position({"h6": piece(GUNBOAT, W), "h8": piece(IMMOB, B)})
    assert dests(game, "h6") == []
    game = position({"h3": piece(GUNBOAT, W), "h8": piece(IMMOB, B)})
    got = dests(game, "h3")
    assert "h6" in got and "h5" in got and "h4" in got


def test_field_ranges_are_king_distance_and_the_option_sets_tractor_pressor_range():
    game = position({"a2": piece(GUNBOAT, W), "e5": piece(PRESSOR, B)})
    # b3 is 3 from e5 (king distance): may be entered, not crossed.
    assert "b3" in dests(game, "a2") and "c4" not in dests(game, "a2")
    game = position({"a2": piece(GUNBOAT, W), "e5": piece(PRESSOR, B)}, options=[40, 2, 2])
    assert "c4" in dests(game, "a2") and "d5" not in dests(game, "a2")


def test_neutralized_by_a_friendly_counter_ship_in_reach_of_the_enemy_ship():
    # A White Pressor within 3 of the Black Tractor opens its field.
    game = position({"h2": piece(GUNBOAT, W), "h9": piece(TRACTOR, B), "k9": piece(PRESSOR, W)})
    assert "h5" in dests(game, "h2") and "h4" in dests(game, "h2")
    game2 = position({"h4": piece(GUNBOAT, W), "h9": piece(TRACTOR, B), "k9": piece(PRESSOR, W)})
    assert "h7" in dests(game2, "h4")
    # A Tractor of ours does not open a Tractor's field.
    game3 = position({"h4": piece(GUNBOAT, W), "h9": piece(TRACTOR, B), "k9": piece(TRACTOR, W)})
    assert "h7" not in dests(game3, "h4")


def test_neutralized_in_reach_of_the_moving_piece_square():
    # The White Pressor on e7 is 4 from the Black Tractor on h10 (field h7..), but
    # within 3 of h6 and h7, the squares the Gunboat passes.
    game = position({"h5": piece(GUNBOAT, W), "h10": piece(TRACTOR, B), "e7": piece(PRESSOR, W)})
    assert "h8" in dests(game, "h5")
    game = position({"h5": piece(GUNBOAT, W), "h10": piece(TRACTOR, B), "d7": piece(PRESSOR, W)})
    assert "h8" not in dests(game, "h5")


def test_every_enemy_field_ship_must_be_neutralized():
    pieces = {"h4": piece(GUNBOAT, W), "h9": piece(TRACTOR, B), "k8": piece(PRESSOR, B),
              "k9": piece(PRESSOR, W)}
    game = position(pieces)
    assert "h7" not in dests(game, "h4")  # the Black Pressor still holds h5 and h6
    pieces["n8"] = piece(TRACTOR, W)
    game = position(pieces)
    assert "h7" in dests(game, "h4")


def test_immobilizer_neutralizes_immobilizer():
    game = position({"h6": piece(GUNBOAT, W), "h8": piece(IMMOB, B), "j9": piece(IMMOB, W)})
    assert dests(game, "h6") != []


def test_the_neutralizer_must_not_have_moved_and_the_only_one_is_then_held():
    pieces = {"h4": piece(GUNBOAT, W), "h9": piece(TRACTOR, B), "k9": piece(PRESSOR, W)}
    game = position(pieces)
    game.board[sq("k9")] |= MOVED
    assert "h7" not in dests(game, "h4")
    game = position(pieces)
    game.play(move("h4", "h7"))
    assert held(game, sq("k9"))
    assert dests(game, "k9") == []  # one of each type would allow it, but it is needed


def test_one_friendly_ship_neutralizes_one_enemy_ship():
    # RULINGS: "Neutralizing is one to one ... one friendly ship neutralizes one
    # enemy ship." h6 is within 3 of both Black Tractors; the one White Pressor
    # on g12 is within 3 of both, but opens only one field: h6 may be entered,
    # not crossed.
    pieces = {"h4": piece(GUNBOAT, W), "h9": piece(TRACTOR, B), "e9": piece(TRACTOR, B),
              "g12": piece(PRESSOR, W)}
    got = dests(position(pieces), "h4")
    assert "h6" in got and "h7" not in got
    pieces["i12"] = piece(PRESSOR, W)  # a second Pressor, within 3 of h9: one each
    assert "h7" in dests(position(pieces), "h4")


def test_one_to_one_holds_for_missiles_too():
    # The White missile enters h6, held by the Black Tractors on k9 and e9; the
    # one White Pressor on h12 reaches both but neutralizes one: it stops on h6.
    pieces = {"h5": piece(MISSILE, W, FIRED), "k9": piece(TRACTOR, B), "e9": piece(TRACTOR, B),
              "h12": piece(PRESSOR, W)}
    game = position(pieces, phase=2)
    game._settle()
    assert at(game, "h6") == MISSILE | FIRED
    pieces["l10"] = piece(PRESSOR, W)  # within 3 of k9: one each, it flies on
    game = position(pieces, phase=2)
    game._settle()
    assert at(game, "h7") == MISSILE | FIRED


def test_only_the_ships_needed_are_held_where_several_would_do():
    # RULINGS: "a ship may move as long as every earlier move of this phase still
    # has a path and a one-to-one set of neutralizers among the ships not yet
    # moved". h4-h7 crosses h6 in the Black Pressor's field; both White Tractors
    # k12 and k11 are within 3 of h9, and either alone holds it open.
    pieces = {"h4": piece(TRACTOR, W), "k12": piece(TRACTOR, W), "k11": piece(TRACTOR, W),
              "h9": piece(PRESSOR, B), "c3": piece(TRACTOR, W)}  # (c3 keeps the phase going)
    for first, other in (("k11", "k12"), ("k12", "k11")):
        game = position(pieces)
        game.play(move("h4", "h7"))
        assert not held(game, sq("k11")) and not held(game, sq("k12"))
        assert dests(game, first) and dests(game, other)
        to = "l" + first[1:]
        game.play(move(first, to))
        # Now the other is the one ship left to hold h4-h7's field open.
        assert held(game, sq(other)) and dests(game, other) == []
        assert words.refusal(game, W, sq(other)).endswith("holds a field open")


def test_a_ship_is_not_held_when_another_way_needs_nothing():
    # The Mothership's h5-h7 may pass g6 or h6 (both within 3 of the Black
    # Tractor on e6, opened by the Pressor on b3) or i6 (outside every field):
    # the move needs nothing held, so b3 may move after it.
    pieces = {"h5": piece(MOTHER, W), "e6": piece(TRACTOR, B), "b3": piece(PRESSOR, W)}
    game = position(pieces)
    game.play(move("h5", "h7"))
    assert not held(game, sq("b3"))
    assert "c4" in dests(game, "b3")


def test_a_way_is_kept_open_by_whichever_ships_are_left():
    # h5-h7 passes g6 (held by the Black Tractor on e6: the White Pressor b5
    # reaches it) or i6 (held by the Black Tractor on l6: the White Pressor o4
    # reaches it); h6 only by e6. Either Pressor may move, not both.
    pieces = {"h5": piece(MOTHER, W), "e6": piece(TRACTOR, B), "l6": piece(TRACTOR, B),
              "b5": piece(PRESSOR, W), "o4": piece(PRESSOR, W),
              "c1": piece(IMMOB, W)}  # (c1 keeps the phase going)
    for first, other in (("b5", "o4"), ("o4", "b5")):
        game = position(pieces)
        game.play(move("h5", "h7"))
        assert not held(game, sq(first)) and not held(game, sq(other))
        step = "c6" if first == "b5" else "p5"
        game.play(move(first, step))
        assert held(game, sq(other))


def test_each_earlier_move_is_weighed_on_its_own():
    # Two Gunboat moves cross h6-like squares of one Black Pressor: the White
    # Tractors k12 and k11 may each hold it for both moves (one ship may hold
    # fields open for several moves); one of them may still move afterwards.
    pieces = {"h4": piece(GUNBOAT, W), "g4": piece(GUNBOAT, W), "h9": piece(PRESSOR, B),
              "k12": piece(TRACTOR, W), "k11": piece(TRACTOR, W)}
    game = position(pieces)
    game.play(move("h4", "h7"))
    game.play(move("g4", "g7"))
    assert not held(game, sq("k11")) and not held(game, sq("k12"))


def test_the_moving_piece_does_not_neutralize_for_itself():
    game = position({"h2": piece(PRESSOR, W), "k5": piece(TRACTOR, B), "m3": piece(TRACTOR, B)})
    # The Pressor passes i3 and j4, both in the Tractors' fields; it may enter i3 only.
    got = dests(game, "h2")
    assert "i3" in got and "j4" not in got


# -------------------------------------------------------------------- phases


def test_eight_phases_in_order_with_the_named_side_first():
    game = Garage()
    expected = [(0, MOVING, W), (1, FIGHTING, B), (2, LOADING, W), (3, FIGHTING, W),
                (4, MOVING, B), (5, FIGHTING, W), (6, LOADING, B), (7, FIGHTING, B)]
    for phase, stage, seat in expected:
        game._start_phase(phase)
        assert (game.phase, game.stage, game.to_move) == (phase, stage, seat)


def test_powers_come_back_only_at_phases_1_and_5():
    game = position({"h6": piece(TRACTOR, W, USED), "h9": piece(TRACTOR, B, USED)}, phase=7)
    for phase in (1, 2, 3):
        game._start_phase(phase)
        assert at(game, "h6") & USED
    game._start_phase(4)
    assert not at(game, "h6") & USED and not at(game, "h9") & USED
    game.board[sq("h6")] |= USED
    game._start_phase(0)
    assert not at(game, "h6") & USED


def test_the_first_phases_of_a_match_are_skipped_when_nobody_can_fight():
    game = Garage()
    game.play(move("d2", "d5"))
    game.play(DONE)
    # Nobody is in beam reach: combat passes by itself; nobody can load:
    # Black's loading is skipped; White may load (e2 Mothership, d2... moved away).
    assert game.stage in (LOADING, MOVING)


# -------------------------------------------------------------------- combat


def test_combat_alternates_single_actions_two_passes_end_it():
    game = position({"h6": piece(TRACTOR, W), "h8": piece(PRESSOR, B)}, phase=1)
    assert game.to_move == B
    game.play(PASS)
    assert game.to_move == W and game.phase == 1
    game.play(beam("h6", "h8"))
    assert game.to_move == B
    game.play(PASS)  # White, its power used, passes by itself: two passes
    assert game.phase > 1


def test_a_pass_answered_by_an_action_does_not_end_combat():
    game = position({"h6": piece(TRACTOR, W), "g7": piece(IMMOB, W), "h8": piece(PRESSOR, B)}, phase=1)
    game.play(PASS)
    game.play(beam("h6", "h8"))
    game.play(PASS)
    assert game.phase == 1 and game.to_move == W


def test_beam_reach_3_for_tractor_pressor_2_for_immobilizer():
    game = position({"h6": piece(TRACTOR, W), "h9": piece(GUNBOAT, B), "c6": piece(IMMOB, W),
                     "c9": piece(GUNBOAT, B), "c8": piece(GUNBOAT, B)}, phase=3)
    legal = game.legal(W)
    assert beam("h6", "h9") in legal
    assert beam("c6", "c8") in legal and beam("c6", "c9") not in legal


def test_two_different_beam_types_destroy_at_once():
    game = position({"h6": piece(TRACTOR, W), "h4": piece(PRESSOR, W), "h7": piece(GUNBOAT, B)}, phase=3)
    game.play(beam("h6", "h7"))
    assert game.marks[sq("h7")] == 1 and at(game, "h6") & USED
    assert game.to_move == W  # Black (a Gunboat only) passed by itself
    game.play(beam("h4", "h7"))
    assert not at(game, "h7")


def test_beam_may_not_repeat_a_mark_type_and_used_ships_may_not_fire():
    game = position({"h6": piece(TRACTOR, W), "h4": piece(TRACTOR, W), "h7": piece(GUNBOAT, B)}, phase=3)
    game.play(beam("h6", "h7"))
    legal = game.legal(W)
    assert beam("h4", "h7") not in legal and beam("h6", "h7") not in legal


def test_marks_last_one_combat_phase():
    game = position({"h6": piece(TRACTOR, W), "h7": piece(GUNBOAT, B)}, phase=3)
    game.play(beam("h6", "h7"))
    game._start_phase(5)
    assert game.marks[sq("h7")] == 0


def test_counter_beam_cancels_the_last_mark_next_action_only():
    # White's k6 Pressor keeps White in the fight (it reaches Black's k9).
    # Black's k9 has a target of its own (l9), so Black does not pass by itself.
    pieces = {"h6": piece(TRACTOR, W), "h7": piece(GUNBOAT, B), "k9": piece(IMMOB, B),
              "k6": piece(PRESSOR, W), "l9": piece(GUNBOAT, W)}
    game = position(pieces, phase=3)
    game.play(beam("h6", "h7"))
    # k9 is 3 from both h6 and h7, past an Immobilizer's reach: no counter.
    assert game.to_move == B
    assert [a for a in game.legal(B) if COUNTER <= a < COUNTER + 192] == []
    pieces["j8"] = piece(IMMOB, B)  # 2 from h7, the target
    game = position(pieces, phase=3)
    game.play(beam("h6", "h7"))
    assert COUNTER + sq("j8") in game.legal(B)
    game.play(COUNTER + sq("j8"))
    assert game.marks[sq("h7")] == 0 and at(game, "j8") & USED and game.phase == 3
    # The chance is gone after any other action.
    game = position(pieces, phase=3)
    game.play(beam("h6", "h7"))
    game.play(beam("j8", "h6"))
    game.play(PASS)
    assert game.to_move == B and game.marks[sq("h7")] == 1
    assert [a for a in game.legal(B) if COUNTER <= a < COUNTER + 192] == []


def test_counter_beam_in_reach_of_the_firer():
    game = position({"h6": piece(TRACTOR, W), "h9": piece(GUNBOAT, B), "f5": piece(IMMOB, B)}, phase=3)
    game.play(beam("h6", "h9"))
    assert COUNTER + sq("f5") in game.legal(B)


def test_a_destroying_beam_leaves_nothing_to_counter():
    game = position({"h6": piece(TRACTOR, W), "h4": piece(PRESSOR, W), "h7": piece(GUNBOAT, B),
                     "i8": piece(IMMOB, B)}, phase=3)
    game.play(beam("h6", "h7"))
    game.play(PASS)
    game.play(beam("h4", "h7"))
    assert not any(COUNTER <= a < COUNTER + 192 for a in game.legal(B))


def test_tractor_pulls_into_one_of_three_nearer_squares_pressor_pushes_farther():
    game = position({"h6": piece(TRACTOR, W), "h9": piece(GUNBOAT, B), "c3": piece(PRESSOR, W),
                     "e5": piece(GUNBOAT, B)}, phase=3)
    legal = game.legal(W)
    pulls = [a for a in legal if FIELD <= a < COUNTER and (a - FIELD) // 3 == sq("h6") * 192 + sq("h9")]
    assert len(pulls) == 3
    game.play(field("h6", "h9", 0))
    assert at(game, "g8") & KIND == GUNBOAT or at(game, "i8") & KIND == GUNBOAT
    assert not at(game, "h9")
    game2 = position({"c3": piece(PRESSOR, W), "e5": piece(GUNBOAT, B)}, phase=3)
    game2.play(field("c3", "e5", 1))
    assert at(game2, "f6") & KIND == GUNBOAT


def ruled_field_squares(firer, target, pull):
    """RULINGS: the three of the target's eight neighbours nearest the firer
    (farthest, for a push) by straight-line distance, named; off-board ones as None."""
    ff, fr = "abcdefghijklmnop".index(firer[0]), int(firer[1:]) - 1
    tf, tr = "abcdefghijklmnop".index(target[0]), int(target[1:]) - 1
    around = []
    for df in (-1, 0, 1):
        for dr in (-1, 0, 1):
            if df or dr:
                f, r = tf + df, tr + dr
                far = (f - ff) ** 2 + (r - fr) ** 2
                around.append((far if not pull else -far, f, r))
    around.sort(reverse=True)
    assert around[2][0] != around[3][0]  # never a tie for the third place
    names = []
    for _, f, r in around[:3]:
        names.append("abcdefghijklmnop"[f] + str(r + 1) if 0 <= f < 16 and 0 <= r < 12 else None)
    return names


def field_squares_offered(game, firer, target):
    """Where the legal FIELD actions from `firer` on `target` move it (None: off the board)."""
    from games.garage.combat import field_dest

    out = []
    pair = sq(firer) * 192 + sq(target)
    for action in game.legal(game.to_move):
        if FIELD <= action < COUNTER and (action - FIELD) // 3 == pair:
            dest = field_dest(game, action)
            out.append(None if dest == 255 else "abcdefghijklmnop"[dest & 15] + str((dest >> 4) + 1))
    return out


def test_field_squares_off_the_firers_lines_are_the_nearest_by_straight_line():
    # RULINGS: "a Tractor on h5 pulling i8 offers h7, i7, j7"; a Pressor there
    # pushes it to h9, i9 or j9.
    game = position({"h5": piece(TRACTOR, W), "i8": piece(GUNBOAT, B)}, phase=3)
    assert sorted(field_squares_offered(game, "h5", "i8")) == ["h7", "i7", "j7"]
    game = position({"h5": piece(PRESSOR, W), "i8": piece(GUNBOAT, B)}, phase=3)
    assert sorted(field_squares_offered(game, "h5", "i8")) == ["h9", "i9", "j9"]
    game.play(field("h5", "i8", [c for c in range(3) if field("h5", "i8", c) in game.legal(W)][0]))
    assert sum(1 for n in ("h9", "i9", "j9") if at(game, n) & KIND == GUNBOAT) == 1


@pytest.mark.parametrize("kind", [TRACTOR, PRESSOR])
def test_every_field_offers_the_ruled_three_squares(kind):
    # Every target within 3 of a firer on h6: the offered squares are exactly the
    # ruled three, less the occupied one (the firer itself, next to it).
    pull = kind == TRACTOR
    for df in range(-3, 4):
        for dr in range(-3, 4):
            if not df and not dr:
                continue
            target = "abcdefghijklmnop"[7 + df] + str(6 + dr)
            game = position({"h6": piece(kind, W), target: piece(GUNBOAT, B)}, phase=3)
            want = [n for n in ruled_field_squares("h6", target, pull) if n != "h6"]
            assert sorted(field_squares_offered(game, "h6", target)) == sorted(want), target


def test_field_squares_at_the_edge_push_off_the_board():
    game = position({"e2": piece(PRESSOR, W), "f1": piece(GUNBOAT, B)}, phase=3)
    offered = field_squares_offered(game, "e2", "f1")
    assert sorted(offered, key=str) == sorted(ruled_field_squares("e2", "f1", False), key=str)
    assert offered.count(None) == 2 and "g1" in offered  # f0 and g0 lie off the board


def test_field_may_not_choose_an_occupied_square_and_off_board_destroys():
    game = position({"h6": piece(TRACTOR, W), "h9": piece(GUNBOAT, B), "h8": piece(PRESSOR, B),
                     "a1": piece(PRESSOR, W), "c1": piece(GUNBOAT, B)}, phase=3)
    legal = game.legal(W)
    assert field("h6", "h9", 1) not in legal  # h8 is taken
    assert field("h6", "h9", 0) in legal
    # Pushing the c1 Gunboat off the board (one of the three squares farther away).
    offs = [c for c in range(3) if field("a1", "c1", c) in legal]
    assert len(offs) == 3
    game.play(field("a1", "c1", 2))  # towards d0: off the board
    assert not at(game, "c1") and not at(game, "d1") and not at(game, "d2")


def test_counter_field_undoes_the_last_field_with_the_opposite_type_near_where_it_was():
    pieces = {"h6": piece(TRACTOR, W), "h9": piece(GUNBOAT, B), "k11": piece(PRESSOR, B),
              "k12": piece(TRACTOR, B)}
    game = position(pieces, phase=3)
    game.play(field("h6", "h9", 1))
    assert at(game, "h8") & KIND == GUNBOAT
    legal = game.legal(B)
    assert COUNTER + sq("k11") in legal  # a Pressor answers a Tractor's pull
    assert COUNTER + sq("k12") not in legal  # a Tractor does not
    game.play(COUNTER + sq("k11"))
    assert at(game, "h9") & KIND == GUNBOAT and not at(game, "h8")


def test_counter_field_out_of_reach_of_the_old_square_is_not_offered():
    game = position({"h6": piece(TRACTOR, W), "h9": piece(GUNBOAT, B), "l12": piece(PRESSOR, B)}, phase=3)
    game.play(field("h6", "h9", 1))
    assert COUNTER + sq("l12") not in game.legal(B)


def test_fields_and_beams_are_not_blocked_by_pieces_between():
    game = position({"h6": piece(TRACTOR, W), "h7": piece(GUNBOAT, W), "h8": piece(GUNBOAT, B),
                     "h9": piece(PRESSOR, B)}, phase=3)
    assert beam("h6", "h9") in game.legal(W)


def test_a_side_that_can_only_pass_passes_by_itself():
    game = position({"h6": piece(TRACTOR, W), "h9": piece(GUNBOAT, B)}, phase=1)
    game._settle()
    assert game.to_move == W and game.passes == 1


# ------------------------------------------------------------------ missiles


def load(m, md, gd, c):
    return LOAD + ((sq(m) * 8 + md) * 8 + gd) * 3 + c


def test_load_hands_a_missile_to_a_gunboat_which_fires_it():
    # Mothership e2 next to the White Missile e1 (direction 4 = S) and Gunboat f2
    # (direction 2 = E): it lands on e3, f3 or g3 and flies one more square.
    # a6/a7 (White Motherships) next to b6 and b7 keep White loading afterwards.
    game = position({"e2": piece(MOTHER, W), "e1": piece(MISSILE, W), "f2": piece(GUNBOAT, W),
                     "b6": piece(MISSILE, W), "b7": piece(GUNBOAT, W)}, phase=2)
    legal = game.legal(W)
    assert load("e2", 4, 2, 0) in legal and load("e2", 4, 2, 2) in legal
    game.play(load("e2", 4, 2, 0))
    assert not at(game, "e1") and at(game, "e2") & USED
    assert at(game, "e4") == MISSILE | FIRED  # e3, then one more square


def test_load_takes_any_fired_missile_but_not_an_enemy_unfired_one():
    game = position({"e5": piece(MOTHER, W), "e6": piece(MISSILE, B, FIRED), "f5": piece(GUNBOAT, W),
                     "d6": piece(MISSILE, B)}, phase=2)
    legal = [a for a in game.legal(W) if a != DONE]
    assert legal and all(((a - LOAD) // 24) % 8 == 0 for a in legal)  # only e6 (N)
    game.play(legal[0])
    fired = [i for i in range(192) if game.board[i] == MISSILE | FIRED]
    assert len(fired) == 1  # the Black missile is now White's, flying north


def test_load_needs_an_unused_mothership_and_an_empty_landing_square():
    pieces = {"e2": piece(MOTHER, W), "e1": piece(MISSILE, W), "f2": piece(GUNBOAT, W)}
    game = position(pieces, phase=2)
    assert game.legal(W) != [DONE]
    game.board[sq("e2")] |= USED
    assert game.legal(W) == [DONE]
    pieces = {"e2": piece(MOTHER, W), "e1": piece(MISSILE, W), "f2": piece(GUNBOAT, W),
              "e3": piece(PRESSOR, W), "f3": piece(PRESSOR, W), "g3": piece(PRESSOR, W)}
    assert position(pieces, phase=2).legal(W) == [DONE]


def test_the_side_that_just_moved_loads_first_then_missiles_fly_white_first():
    game = position({"e2": piece(MOTHER, W), "e1": piece(MISSILE, W), "f2": piece(GUNBOAT, W),
                     "e11": piece(MOTHER, B), "e12": piece(MISSILE, B), "f11": piece(GUNBOAT, B)}, phase=6)
    assert game.to_move == B
    game.play(DONE)
    assert game.to_move == W and game.stage == LOADING


def test_missiles_fly_two_squares_or_one_with_the_option():
    for step, end in ((2, "h7"), (1, "h6")):
        game = position({"h5": piece(MISSILE, W, FIRED)}, phase=2, options=[40, step, 3])
        game.play(DONE) if game.stage == LOADING and game.legal(W) != [DONE] else None
        game._settle()
        assert at(game, end) == MISSILE | FIRED


def test_black_missiles_fly_down_after_white_ones():
    game = position({"h5": piece(MISSILE, W, FIRED), "h8": piece(MISSILE, B, FIRED)}, phase=2)
    game._settle()
    # White's h5 flies to h7 first; Black's h8 then meets it on h7: both go back.
    assert not at(game, "h7") and not at(game, "h8")
    assert game.stage == REPLACING or game.phase == 3


def test_a_missile_hitting_an_enemy_ship_destroys_both_and_comes_back():
    game = position({"h5": piece(MISSILE, W, FIRED), "h6": piece(GUNBOAT, B)}, phase=2)
    game._settle()
    assert not at(game, "h6") and game.stage == REPLACING and game.to_move == W
    assert game.legal(W) == [PLACE + i for i in range(16)]
    game.play(PLACE + sq("c1"))
    assert at(game, "c1") == MISSILE and game.phase > 2


def test_a_missile_leaving_the_board_comes_back():
    game = position({"h12": piece(MISSILE, W, FIRED)}, phase=2)
    game._settle()
    assert game.returns[W] == 1 and game.stage == REPLACING


def test_a_missile_hitting_a_friendly_piece_is_lost():
    game = position({"h5": piece(MISSILE, W, FIRED), "h6": piece(GUNBOAT, W)}, phase=2)
    game._settle()
    assert not at(game, "h6") and game.returns[W] == 0 and game.phase > 2


def test_missiles_meeting_both_come_back_to_their_owners():
    game = position({"h5": piece(MISSILE, W, FIRED), "h7": piece(MISSILE, B, FIRED)}, phase=2)
    game._settle()
    assert game.returns[W] == 1 and game.returns[B] == 1


def test_replacement_on_a_full_back_rank_is_lost():
    pieces = {"h12": piece(MISSILE, W, FIRED)}
    for f in "abcdefghijklmnop":
        pieces[f + "1"] = piece(GUNBOAT, W)
    game = position(pieces, phase=2)
    game._settle()
    assert game.phase > 2 and game.returns[W] == 0


def test_a_beamed_missile_is_lost():
    game = position({"h6": piece(TRACTOR, W), "h4": piece(PRESSOR, W), "h7": piece(MISSILE, B, FIRED)}, phase=3)
    game.play(beam("h6", "h7"))
    game.play(beam("h4", "h7"))
    assert not at(game, "h7") and game.returns[B] == 0


def test_an_enemy_tractor_field_stops_a_missile_unless_neutralized():
    game = position({"h5": piece(MISSILE, W, FIRED), "k9": piece(TRACTOR, B)}, phase=2)
    game._settle()
    assert at(game, "h6") == MISSILE | FIRED  # h6 is within 3 of k9: stops there
    game = position({"h5": piece(MISSILE, W, FIRED), "k9": piece(TRACTOR, B), "l10": piece(PRESSOR, W)}, phase=2)
    game._settle()
    assert at(game, "h7") == MISSILE | FIRED


def test_own_fields_and_immobilizers_do_not_stop_missiles():
    game = position({"h5": piece(MISSILE, W, FIRED), "k9": piece(TRACTOR, W), "h9": piece(IMMOB, B)}, phase=2)
    game._settle()
    assert at(game, "h7") == MISSILE | FIRED


# ----------------------------------------------------------------- the end


def test_destroying_both_enemy_motherships_wins():
    game = position({"h6": piece(GUNBOAT, W), "h8": piece(MOTHER, B), "c6": piece(MOTHER, W)},
                    keep_mothers=False)
    game.play(move("h6", "h8"))
    assert game.result() == (1, -1) and game.acting() == ()


def test_both_last_motherships_at_once_is_a_draw():
    game = position({"h6": piece(MOTHER, W), "h7": piece(MOTHER, B)}, keep_mothers=False)
    game.play(move("h6", "h7"))
    assert game.result() == (0, 0)


def test_one_mothership_left_plays_on():
    game = position({"h6": piece(GUNBOAT, W), "h8": piece(MOTHER, B)})
    game.play(move("h6", "h8"))
    assert game.result() is None


def test_round_limit_is_a_draw():
    game = Garage(0, [1])
    game._start_phase(7)
    game._end_phase()
    assert game.result() == (0, 0) and game.ending == R.ROUND_LIMIT and game.round == 1


def test_illegal_actions_are_refused():
    game = Garage()
    with pytest.raises(ValueError):
        game.apply([PASS])
    with pytest.raises(ValueError):
        game.apply([move("e2", "e5")])


def test_view_rebuilds_the_same_state():
    game = Garage(3)
    game.play(move("d2", "d5"))
    twin = Garage(0)
    twin.load_view(game.view(1))
    assert twin.key() == game.key()
