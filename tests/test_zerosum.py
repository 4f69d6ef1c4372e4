"""The tool's zero-sum matrix game solver, on games whose answers are known."""

from fractions import Fraction

import pytest

from tools import zerosum


def _close(a, b, tol=1e-9):
    return all(abs(x - y) < tol for x, y in zip(a, b))


def test_matching_pennies_is_half_half_worth_zero():
    value, row, col = zerosum.solve([[1.0, -1.0], [-1.0, 1.0]])
    assert abs(value) < 1e-12
    assert _close(row, [0.5, 0.5]) and _close(col, [0.5, 0.5])


def test_rock_paper_scissors_is_uniform():
    rps = [[0.0, -1.0, 1.0], [1.0, 0.0, -1.0], [-1.0, 1.0, 0.0]]
    value, row, col = zerosum.solve(rps)
    assert abs(value) < 1e-12
    assert _close(row, [1 / 3] * 3) and _close(col, [1 / 3] * 3)


def test_two_by_two_mixed_game_matches_the_closed_form():
    # [[a, b], [c, d]] without a saddle: p = (d - c) / (a - b - c + d),
    # value = (a d - b c) / (a - b - c + d).
    a, b, c, d = 3, -2, -1, 4
    den = a - b - c + d
    value, row, col = zerosum.solve([[float(a), float(b)], [float(c), float(d)]])
    assert abs(value - (a * d - b * c) / den) < 1e-12
    assert abs(row[0] - Fraction(d - c, den)) < 1e-12
    assert abs(col[0] - Fraction(d - b, den)) < 1e-12


def test_saddle_point_is_found_pure():
    value, row, col = zerosum.solve([[2.0, 5.0], [1.0, -3.0], [0.5, 7.0]])
    assert value == 2.0 and row == [1.0, 0.0, 0.0] and col == [1.0, 0.0]


@pytest.mark.parametrize("seed", range(40))
def test_random_four_by_four_answers_verify(seed):
    # A small LCG keeps the matrices fixed without the random module.
    x = seed * 7919 + 17
    matrix = []
    for _ in range(4):
        line = []
        for _ in range(4):
            x = (x * 1103515245 + 12345) % 2147483648
            line.append((x % 2001) / 1000.0 - 1.0)
        matrix.append(line)
    value, row, col = zerosum.solve(matrix)
    zerosum.check(matrix, value, row, col)
    value2, row2, col2 = zerosum.solve_refined(matrix)
    assert abs(value2 - value) < 1e-12
    zerosum.check(matrix, value2, row2, col2)


def test_check_rejects_a_wrong_answer():
    with pytest.raises(AssertionError):
        zerosum.check([[1.0, -1.0], [-1.0, 1.0]], 0.0, [1.0, 0.0], [0.5, 0.5])


def test_refined_drops_a_weakly_dominated_safe_action():
    # Row 0 never loses; row 1 never loses either and wins against column 0.
    # Both are equilibrium strategies (value 0); refined must pick row 1.
    matrix = [[0.0, 0.0], [1.0, 0.0]]
    assert zerosum.solve_refined(matrix)[1] == [0.0, 1.0]
    matrix = [[0.0, 0.0, 0.0], [1.0, 0.0, 0.0]]
    value, row, _ = zerosum.solve_refined([line[::-1] for line in matrix][::-1])
    assert value == 0.0 and row == [1.0, 0.0]
