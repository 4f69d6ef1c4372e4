"""Missile Match rules: one scenario per clause of the ruling, and per added ruling.

Boards are drawn as 8 strings, row 8 first, columns A-D: '.' empty, 'R' a P1 (red)
mark, 'B' a P2 (black) mark. Placements are written per column as (power, travel).
"""

import pytest

from engine import registry
from games.missile import dominoes as dom
from games.missile import field
from games.missile.rules import OVER, PICK, PLACE, V_HAND, V_SHOWN, Missile
from engine.logread import replay
from engine.match import Match
from engine.prng import Rng
from missile_scenes import game_with, kinds, picture_of, play

# -- tables and placement code -------------------------------------------------


def test_tables_match_their_definitions():
    assert [(dom.LOW[i], dom.HIGH[i]) for i in range(28)] == [
        (a, b) for a in range(7) for b in range(a, 7)
    ]
    assert all(dom.domino_id(dom.LOW[i], dom.HIGH[i]) == i for i in range(28))
    assert all(dom.domino_id(dom.HIGH[i], dom.LOW[i]) == i for i in range(28))
    perms = [tuple(dom.PERMS[4 * p : 4 * p + 4]) for p in range(24)]
    assert perms == sorted(set(perms)) and all(sorted(p) == [0, 1, 2, 3] for p in perms)
    lines = set()
    for col in range(4):
        for row in range(8):
            for d, (dc, dr) in enumerate(field.DIRS):
                if 0 <= col + 3 * dc < 4 and 0 <= row + 3 * dr < 8:
                    lines.add(field.line_squares(col, row, d))
    table = [tuple(field.LINES[4 * i : 4 * i + 4]) for i in range(field.LINE_COUNT)]
    assert len(table) == 38 and set(table) == lines


def test_plain_hand_has_all_384_placements_and_codes_round_trip():
    hand = bytes(sorted(dom.domino_id(a, b) for a, b in ((1, 2), (3, 4), (5, 6), (2, 6))))
    codes = dom.legal_placements(hand)
    assert list(codes) == list(range(384))
    outcomes = set()
    for code in codes:
        cols = dom.decode(hand, code)
        assert dom.encode(hand, cols) == code
        outcomes.add(cols)
    assert len(outcomes) == 384


def test_blanks_force_orientation_and_doubles_are_listed_once():
    # double blank, single blank 0-3, double 2-2, and 4-6 (the only one that turns)
    hand = bytes(sorted(dom.domino_id(a, b) for a, b in ((0, 0), (0, 3), (2, 2), (4, 6))))
    codes = dom.legal_placements(hand)
    assert len(codes) == 48 and list(codes) == sorted(set(codes))
    outcomes = set()
    for code in codes:
        cols = dom.decode(hand, code)
        outcomes.add(cols)
        for domino, power, travel in cols:
            if domino == dom.domino_id(0, 3):
                assert (power, travel) == (0, 3)  # the blank is the power: an eraser
        assert dom.encode(hand, cols) == code
    assert len(outcomes) == 48
    eraser_backwards = [(dom.domino_id(0, 3), 3, 0), (0, 0, 0), (dom.domino_id(2, 2), 2, 2),
                        (dom.domino_id(4, 6), 4, 6)]
    with pytest.raises(ValueError):
        dom.encode(hand, eraser_backwards)
    with pytest.raises(ValueError):  # two missiles in one column leave one empty
        dom.encode(hand, [(0, 0, 0)] * 4)


# -- yard ----------------------------------------------------------------------


def test_deal_takes_the_top_of_a_seeded_shuffle_p1_first():
    game = Missile(77)
    rng = Rng(77)
    yard = bytearray(range(28))
    rng.shuffle(yard)
    assert list(game.hand(0)) == sorted(yard[24:28])
    assert list(game.hand(1)) == sorted(yard[20:24])
    assert len(game.yard) == 20 and game.rng.state == rng.state


def test_yard_reshuffles_all_28_when_fewer_than_8_are_left():
    game = game_with()
    sizes = [len(game.yard)]
    for _ in range(3):
        before = game.rng.state
        played = list(game.hand(0)) + list(game.hand(1))
        acts = [game.legal(0)[0], game.legal(1)[0]]
        if game.acting() == (0, 1):
            game.apply(acts)
        while game.phase == PICK:
            game.apply([game.legal(game.picker)[0]])
        game.check()
        sizes.append(len(game.yard))
        if len(sizes) < 4:
            assert game.rng.state == before  # 12 and then 4 left: no shuffle yet
            assert all(d in game.discard for d in played)
    # 20, 12, 4 left after the deals; 4 < 8 so the 4th deal gathered all 28 again
    assert sizes == [20, 12, 4, 20]
    assert len(game.discard) == 0
    rng = Rng(0)
    rng.state = before
    yard = bytearray(range(28))
    rng.shuffle(yard)
    assert list(game.hand(0)) == sorted(yard[24:28])
    assert list(game.hand(1)) == sorted(yard[20:24])


# -- step 1: claims ---------------------------------------------------------------


def test_target_rows_p1_row_t_and_p2_row_9_minus_t():
    game = game_with()
    play(game, [(6, 1), (5, 2), (4, 3), (2, 6)], [(5, 1), (4, 2), (6, 3), (3, 5)])
    # P1 travel 1,2,3,6 -> rows 1,2,3,6; P2 travel 1,2,3,5 -> rows 8,7,6,4
    assert picture_of(game.board) == [
        "B...",
        ".B..",
        "..BR",
        "....",
        "...B",
        "..R.",
        ".R..",
        "R...",
    ]
    assert game.supply == [11, 11]


def test_missiles_meet_only_when_travels_add_up_to_9():
    game = game_with()
    # column A: 4 + 4 = 8, different squares (rows 4 and 5); column B: 4 + 5 = 9 meet
    play(game, [(2, 4), (6, 4), (1, 1), (1, 2)], [(3, 4), (5, 5), (3, 3), (5, 6)])
    board = game.board
    assert board[3 * 4 + 0] == 1 and board[4 * 4 + 0] == 2
    assert board[3 * 4 + 1] == 1  # power 6 beat power 5 on row 4
    assert (field.BEATEN, 1, 1, 3) in kinds(game)


def test_clash_higher_power_claims_and_equal_power_destroys_both():
    game = game_with()
    # A: P1 3-6 travel 6 -> row 6 vs P2 travel 3 -> row 6, power 2 < 3 (P1 wins)
    # B: row 5 both power 4 (destroyed); C: row 3, P2 power 6 beats P1 5
    play(game, [(3, 6), (4, 5), (5, 3), (1, 1)], [(2, 3), (4, 4), (6, 6), (2, 2)])
    assert picture_of(game.board)[2] == "R..."  # row 6
    assert picture_of(game.board)[3] == "...."  # row 5: both destroyed
    assert picture_of(game.board)[5] == "..B."  # row 3
    assert game.supply == [13, 13]
    assert kinds(game)[:6] == [
        (field.CLAIM, 0, 0, 5),
        (field.BEATEN, 1, 0, 5),
        (field.DESTROYED, 0, 1, 4),
        (field.DESTROYED, 1, 1, 4),
        (field.BEATEN, 0, 2, 2),
        (field.CLAIM, 1, 2, 2),
    ]


def test_claim_on_an_occupied_square_does_nothing():
    game = game_with(["....", "....", "....", "....", "B...", "....", ".R..", "...."])
    # P1 claims its own mark's square (B2) and P2's square (A4); the clash on an
    # occupied square does nothing either
    play(game, [(6, 4), (5, 2), (2, 1), (3, 2)], [(1, 5), (2, 6), (3, 1), (4, 1)])
    assert game.board[3 * 4 + 0] == 2 and game.board[1 * 4 + 1] == 1
    assert kinds(game)[:3] == [(field.BLOCKED, 0, 0, 3), (field.BLOCKED, 1, 0, 3),
                               (field.BLOCKED, 0, 1, 1)]
    assert game.supply == [15 - 1 - 2, 15 - 1 - 3]


# 15 red marks and no line; A4 and row 1 empty
FULL = ["RR.R", "R..R", "..RR", "R.R.", ".RRR", ".R.R", "R...", "...."]


def test_empty_supply_claims_nothing():
    game = game_with(FULL)
    assert game.supply[0] == 0
    play(game, [(6, 1), (5, 1), (4, 1), (3, 1)], [(1, 2), (2, 2), (3, 2), (4, 2)])
    assert [e[0] for e in game.events if e[1] == 0] == [field.NO_MARK] * 4
    assert picture_of(game.board)[7] == "...."


def test_ruling_short_supply_claims_go_column_a_to_d():
    picture = ["R..R", "...R"] + FULL[2:]
    game = game_with(picture)
    assert game.supply[0] == 2
    play(game, [(6, 1), (5, 1), (4, 1), (3, 1)], [(1, 2), (2, 2), (3, 2), (4, 2)])
    assert picture_of(game.board)[7] == "RR.."
    assert game.supply[0] == 0


def test_ruling_clash_winner_without_marks_leaves_square_empty():
    game = game_with(FULL)
    # column A row 4: P1 power 6 (no marks left) beats P2 power 2
    play(game, [(6, 4), (5, 1), (4, 1), (3, 1)], [(2, 5), (2, 2), (2, 3), (2, 4)])
    assert game.board[3 * 4 + 0] == 0
    assert kinds(game)[:2] == [(field.NO_MARK, 0, 0, 3), (field.BEATEN, 1, 0, 3)]


# -- step 2: erasers ----------------------------------------------------------------


def test_erasers_remove_opponent_marks_never_own_and_return_them():
    picture = ["....", "....", "....", "....", "B...", "....", "....", ".R.."]
    game = game_with(picture)
    # P1: eraser 0-4 in A hits P2's A4; eraser 0-1 in B aims at its own B1 (kept)
    # P2: eraser 0-5 in C (row 4) finds nothing; 0-6 in D (row 3) removes the R
    # that P1's claim 1-3 put there in step 1 of this very round
    play(game, [(0, 4), (0, 1), (1, 2), (2, 3)], [(0, 2), (0, 3), (0, 5), (0, 6)])
    assert picture_of(game.board) == ["...."] * 6 + ["..R.", ".R.."]
    assert game.supply == [15 - 2, 15]
    assert (field.ERASE, 0, 0, 3) in kinds(game)
    assert (field.MISS, 0, 1, 0) in kinds(game)
    assert (field.ERASE, 1, 3, 2) in kinds(game)
    assert (field.MISS, 1, 2, 3) in kinds(game)
    assert kinds(game).index((field.CLAIM, 0, 3, 2)) < kinds(game).index((field.ERASE, 1, 3, 2))


def test_ruling_claim_and_eraser_on_one_square_never_fight():
    game = game_with()
    # column A: P1 claims row 4 (travel 4), P2 eraser travel 5 -> row 4 erases it
    play(game, [(6, 4), (1, 1), (1, 2), (1, 3)], [(0, 5), (2, 2), (3, 3), (4, 4)])
    assert game.board[3 * 4 + 0] == 0
    assert kinds(game)[0] == (field.CLAIM, 0, 0, 3)


# -- step 3: double blank -------------------------------------------------------------


def test_double_blank_owner_picks_one_opponent_mark_in_its_column():
    picture = ["....", "....", "B...", "....", "....", "B...", "....", ".B.."]
    game = game_with(picture)
    play(game, [(0, 0), (3, 3), (1, 1), (2, 2)], [(6, 5), (2, 3), (1, 2), (4, 4)])
    # P2's 6-5 claims A4 too; P1's double blank in A sees rows 3, 4 and 6
    assert game.phase == PICK and game.acting() == (0,)
    assert game.legal(0) == (2, 3, 5) and game.legal(1) == ()
    round_before = game.round
    game.apply([5])
    game.check()
    assert game.board[5 * 4 + 0] == 0 and game.board[2 * 4 + 0] == 2
    assert game.events[-1] == (field.PICK, 0, 0, 5, 0)
    assert game.phase == PLACE and game.round == round_before + 1
    assert game.supply[1] == 15 - 7 + 1  # 3 + 4 claimed, 1 picked


def test_double_blank_does_nothing_without_opponent_mark_in_its_column():
    picture = ["....", "....", "....", "....", "....", "....", "....", ".BR."]
    game = game_with(picture)
    play(game, [(1, 1), (2, 2), (0, 0), (3, 3)], [(2, 3), (4, 4), (0, 4), (5, 5)])
    # column C holds only an own mark: no pick step
    assert game.phase == PLACE and game.round == 1
    assert game.events[-1] == (field.NO_PICK, 0, 2, 0, 0)


def test_double_blank_sees_the_claims_and_erasures_of_the_round():
    picture = ["....", "....", "....", "....", "....", ".R..", "....", "...."]
    game = game_with(picture)
    # P2: double blank in A, eraser 0-6 in B takes B3. P1 claims A1 this round.
    play(game, [(1, 1), (2, 2), (3, 3), (4, 4)], [(0, 0), (0, 6), (1, 2), (5, 5)])
    assert game.phase == PICK and game.acting() == (1,)
    assert game.legal(1) == (0,)  # the mark P1 claimed in step 1 of this round
    assert kinds(game)[0] == (field.CLAIM, 0, 0, 0)  # the double blank never clashes
    assert game.view(0)[V_SHOWN] is not None  # both see the reveal while P2 picks
    game.apply([0])
    # P2's 5-5 beat P1's 4-4 on D4; B3 was erased; A1 picked
    assert picture_of(game.board) == ["....", "..B.", "....", "....", "...B", "..R.", ".R..", "...."]
    assert game.supply == [13, 13]


# -- win check --------------------------------------------------------------------


@pytest.mark.parametrize(
    "picture, cols0",
    [
        # row 5 across: P1 needs travel 5 in D
        (["....", "....", "....", "RRR.", "....", "....", "....", "...."], [(6, 1), (6, 2), (6, 3), (6, 5)]),
        # column C rows 2-5: P1 needs travel 5 in C
        (["....", "....", "....", "....", "..R.", "..R.", "..R.", "...."], [(6, 1), (6, 2), (6, 5), (6, 3)]),
        # diagonal up-right A1..D4: P1 needs travel 4 in D
        (["....", "....", "....", "....", "....", "..R.", ".R..", "R..."], [(6, 5), (6, 6), (6, 2), (6, 4)]),
        # diagonal down-right A6..D3: needs travel 3 in D
        (["....", "....", "R...", ".R..", "..R.", "....", "....", "...."], [(6, 1), (6, 2), (6, 6), (6, 3)]),
    ],
)
def test_exactly_one_line_wins_in_every_direction(picture, cols0):
    game = game_with(picture)
    # P2 claims row 7 in A-C (3 marks, no line) and misses with an eraser in D
    play(game, cols0, [(3, 2), (4, 2), (5, 2), (0, 2)])
    assert game.result() == (1, -1) and game.phase == OVER and game.acting() == ()
    with pytest.raises(ValueError):
        game.apply([])
    assert game.events[-1][0] == field.LINE and game.events[-1][1] == 0
    line = game.events[-1]
    assert all(game.board[sq] == 1 for sq in field.line_squares(*line[2:]))


def test_p2_line_wins_for_p2():
    picture = ["BBB.", "....", "....", "....", "....", "....", "....", "...."]
    game = game_with(picture)
    play(game, [(2, 2), (2, 3), (2, 4), (2, 6)], [(1, 2), (1, 3), (1, 4), (5, 1)])
    assert game.result() == (-1, 1)
    assert game.events[-1] == (field.LINE, 1, 0, 7, 0)


def test_both_lines_play_on_until_exactly_one():
    picture = ["BBB.", "....", "....", "....", "....", "....", "....", "RRR."]
    game = game_with(picture)
    play(game, [(2, 3), (2, 4), (2, 5), (5, 1)], [(1, 2), (1, 3), (1, 4), (6, 1)])
    assert game.result() is None and game.round == 1 and game.phase == PLACE
    assert [e[:2] for e in game.events[-2:]] == [(field.LINE, 0), (field.LINE, 1)]
    assert len(game.hand(0)) == 4 and len(game.yard) == 12  # dealt the next round
    # next round P1's double blank breaks P2's row-8 line: P1 alone has a line
    play(game, [(1, 5), (2, 5), (3, 5), (0, 0)], [(1, 3), (2, 3), (4, 4), (5, 5)])
    assert game.phase == PICK and game.legal(0) == (3, 7)
    game.apply([7])
    assert game.result() == (1, -1)


def test_ruling_line_broken_before_the_check_does_not_count():
    picture = ["....", "....", "....", "....", "....", "....", "....", "RRR."]
    game = game_with(picture)
    # P1 completes row 1 in step 1 but... P2 cannot reach row 1 with erasers; its
    # double blank in D removes the new mark in step 3
    play(game, [(2, 3), (2, 4), (2, 5), (5, 1)], [(1, 2), (1, 3), (1, 4), (0, 0)])
    assert game.phase == PICK and game.legal(1) == (0,)
    game.apply([0])
    assert game.result() is None
    assert not any(e[0] == field.LINE for e in game.events)


def test_ruling_line_erased_in_step_2_does_not_count():
    picture = ["....", "....", "....", "....", "....", "RRR.", "....", "...."]
    game = game_with(picture)
    # P1 fills D3 in step 1 (row 3 complete); P2's eraser 0-6 in D hits D3 in step 2
    play(game, [(1, 1), (1, 2), (1, 4), (5, 3)], [(2, 2), (2, 3), (2, 4), (0, 6)])
    assert (field.CLAIM, 0, 3, 2) in kinds(game) and (field.ERASE, 1, 3, 2) in kinds(game)
    assert game.result() is None
    assert not any(e[0] == field.LINE for e in game.events)


def test_ruling_two_lines_at_once_are_one_win():
    picture = ["....", "....", "....", "....", "...R", "RRR.", "...R", "...R"]
    game = game_with(picture)
    # A1, B2 and D3 complete row 3, column D rows 1-4 and the diagonal A1-D4 at once
    play(game, [(1, 1), (1, 2), (1, 5), (6, 3)], [(2, 2), (2, 3), (2, 4), (3, 5)])
    lines = [e[1:] for e in game.events if e[0] == field.LINE]
    # (seat, col, row, direction): row 3 across, column D up, diagonal up-right
    assert lines == [(0, 0, 2, 0), (0, 3, 0, 1), (0, 0, 0, 2)]
    assert game.result() == (1, -1)


def test_round_limit_is_a_draw_and_both_lines_at_the_limit_too():
    game = game_with(rounds=1)
    play(game, [(2, 2), (2, 3), (2, 4), (2, 6)], [(1, 2), (1, 3), (1, 4), (3, 3)])
    assert game.result() == (0, 0) and game.round == 1 and game.acting() == ()
    picture = ["BBB.", "....", "....", "....", "....", "....", "....", "RRR."]
    game = game_with(picture, rounds=1)
    play(game, [(2, 3), (2, 4), (2, 5), (5, 1)], [(1, 2), (1, 3), (1, 4), (6, 1)])
    assert game.result() == (0, 0)


# -- view, clone, key, conformance --------------------------------------------------


def test_view_never_shows_the_other_hand_before_the_reveal():
    game = Missile(5)
    other = game.clone()
    unseen = [d for d in range(28) if d not in game.hand(0) and d not in game.hand(1)]
    other.set_hands(game.hand(0), unseen[:4])
    assert other.key() != game.key()
    assert other.view(0) == game.view(0)
    assert game.view(0)[V_HAND] == game.hand(0) and game.view(0)[V_SHOWN] is None
    game.apply([game.legal(0)[3], game.legal(1)[7]])
    shown = game.view(0)[V_SHOWN]
    assert shown == game.view(1)[V_SHOWN] and len(shown) == 2


def test_clone_is_independent_and_key_sees_every_field():
    game = Missile(9)
    twin = game.clone()
    assert twin.key() == game.key()
    twin.rng.next()
    assert twin.key() != game.key()
    twin = game.clone()
    twin.yard[0], twin.yard[1] = twin.yard[1], twin.yard[0]
    assert twin.key() != game.key()
    twin = game.clone()
    twin.apply([twin.legal(0)[0], twin.legal(1)[0]])
    assert game.round == 0 and twin.key() != game.key()


@pytest.mark.parametrize("kinds_", [(0, 0), (1, 0), (1, 1)])
def test_matches_replay_and_end(kinds_):
    game_class = registry.load("missile")
    assert game_class is Missile and registry.load(0) is Missile
    for seed in range(12):
        match = Match(game_class, seed * 7919, [12], kinds_)
        rng = Rng(seed)
        while match.result() is None:
            for seat in match.acting():
                legal = match.game.legal(seat)
                assert list(legal) == sorted(set(legal))
                if match.is_human(seat):
                    assert match.choose(seat, legal[rng.below(len(legal))])
                    assert match.lock(seat)
            match.play_bots()
            match.resolve()
            match.game.check()
            assert match.game.clone().key() == match.game.key()
        again = replay(match.log.to_bytes())
        assert again.game.key() == match.game.key()
        assert match.game.round <= 12
