"""Exact-enough solver for small two-player zero-sum matrix games (tool only).

`solve(matrix)` returns (value, row strategy, column strategy) for the row player,
who maximises. It solves the column player's linear program

    maximise sum(y)  subject to  B y <= 1, y >= 0,      B = matrix + shift > 0

with a dense tableau simplex (Bland's rule, so degenerate games cannot cycle); the
row strategy is read off the final tableau as the dual solution. Floats are fine
here (this runs on the desktop); `check` verifies any answer against every pure
reply, so a wrong pivot can never slip into a shipped table.
"""

EPS = 1e-12


def _saddle(matrix):
    """A pure saddle point (i, j) if the game has one, else None."""
    row_mins = [min(row) for row in matrix]
    best_row = max(range(len(matrix)), key=lambda i: row_mins[i])
    cols = len(matrix[0])
    col_maxes = [max(row[j] for row in matrix) for j in range(cols)]
    best_col = min(range(cols), key=lambda j: col_maxes[j])
    if row_mins[best_row] == col_maxes[best_col]:
        return best_row, best_col
    return None


def _simplex(matrix):
    rows = len(matrix)
    cols = len(matrix[0])
    shift = 1.0 - min(min(row) for row in matrix)  # every entry becomes >= 1
    width = cols + rows + 1
    # Tableau rows 0..rows-1: constraints; last row: objective (reduced costs).
    tab = []
    for i in range(rows):
        line = [matrix[i][j] + shift for j in range(cols)] + [0.0] * rows + [1.0]
        line[cols + i] = 1.0
        tab.append(line)
    tab.append([-1.0] * cols + [0.0] * rows + [0.0])
    basis = [cols + i for i in range(rows)]  # slack variables start basic
    while True:
        enter = -1
        for k in range(cols + rows):  # Bland: lowest index with negative cost
            if tab[rows][k] < -EPS:
                enter = k
                break
        if enter < 0:
            break
        leave = -1
        best = 0.0
        for i in range(rows):
            a = tab[i][enter]
            if a > EPS:
                ratio = tab[i][-1] / a
                if leave < 0 or ratio < best - EPS or (
                    ratio <= best + EPS and basis[i] < basis[leave]
                ):
                    leave, best = i, ratio
        if leave < 0:
            raise ArithmeticError("unbounded: cannot happen for a positive matrix")
        pivot = tab[leave][enter]
        tab[leave] = [v / pivot for v in tab[leave]]
        for i in range(rows + 1):
            if i != leave:
                factor = tab[i][enter]
                if factor != 0.0:
                    src = tab[leave]
                    tab[i] = [v - factor * s for v, s in zip(tab[i], src)]
        basis[leave] = enter
    total = tab[rows][-1]  # = sum(y) = 1 / value of the shifted game
    y = [0.0] * cols
    for i in range(rows):
        if basis[i] < cols:
            y[basis[i]] = tab[i][-1]
    x = [tab[rows][cols + i] for i in range(rows)]  # duals of the constraints
    value = 1.0 / total - shift
    row = [max(v, 0.0) / total for v in x]
    col = [max(v, 0.0) / total for v in y]
    return value, _normal(row), _normal(col)


def _normal(p):
    s = sum(p)
    return [v / s for v in p]


def solve(matrix):
    """(value, row strategy, column strategy) of a zero-sum game, row maximising."""
    hit = _saddle(matrix)
    if hit is not None:
        i, j = hit
        row = [0.0] * len(matrix)
        col = [0.0] * len(matrix[0])
        row[i] = 1.0
        col[j] = 1.0
        return float(matrix[i][j]), row, col
    return _simplex(matrix)


TIE_BREAK = 1e-6  # weight of the random-reply score in solve_refined


def solve_refined(matrix, score=None):
    """Like solve, but among the row player's equilibrium strategies the row
    strategy maximises sum(p[i] * score[i]); score defaults to each row's mean
    payoff (against every column equally likely).

    Solves the game with TIE_BREAK * score[i] added to every entry of row i: for
    a small enough weight the maxmin strategy of that game lies on the optimal
    face of the original (LP perturbation). The answer is checked against the
    original game, and the plain solution is kept if that check fails.
    """
    value, plain, col = solve(matrix)
    if score is None:
        score = [sum(line) / len(line) for line in matrix]
    perturbed = []
    for line, bonus in zip(matrix, score):
        perturbed.append([x + TIE_BREAK * bonus for x in line])
    row = solve(perturbed)[1]
    if row_guarantee(matrix, row) < value - 1e-9:
        row = plain
    return value, row, col


def row_guarantee(matrix, row):
    """Worst payoff the row strategy gets against any pure column."""
    return min(
        sum(p * matrix[i][j] for i, p in enumerate(row)) for j in range(len(matrix[0]))
    )


def col_guarantee(matrix, col):
    """Best payoff the row player gets against the column strategy."""
    return max(sum(q * line[j] for j, q in enumerate(col)) for line in matrix)


def check(matrix, value, row, col, tol=1e-9):
    """Raise AssertionError unless (row, col) is an equilibrium worth `value`."""
    assert abs(sum(row) - 1.0) < tol and min(row) >= 0.0
    assert abs(sum(col) - 1.0) < tol and min(col) >= 0.0
    assert row_guarantee(matrix, row) >= value - tol, (matrix, value, row)
    assert col_guarantee(matrix, col) <= value + tol, (matrix, value, col)
