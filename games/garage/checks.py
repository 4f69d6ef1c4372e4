"""Spacewar Classic: what tests and tools ask of a game (games/README.md: key,
check) and a match never does. Garage's methods of those names call these, so
a board does not keep this code loaded during a match."""

from games.garage.board import EMPTY, FIRED, GUNBOAT, KIND, MISSILE, MOTHER, MOVED, PINNED, SQUARES, USED
from games.garage.rules import BLACK, CAPTURE, LOADING, MOVING, RUNNING, WHITE, pieces_of


def key(game):
    """Bytes equal exactly when two states are equal."""
    out = bytearray(game.board)
    out.extend(game.marks)
    out.extend(game.groups)
    out.extend(game.returns)
    r = 3 if game._result is None else game._result[0] + 1
    loaders = game.loaders if game.stage == LOADING else 0
    out.extend(bytes((game.phase, game.stage, game.to_move, game.moves, game.passes, loaders)))
    out.extend(bytes((game.cap_cell, game.cap_at, r, game.ending, game.round)))
    out.extend(bytes(game.last))
    for value in game.options:
        out.append(value & 255)
    return bytes(out)


def check(game):
    """Invariants of the board, phase bookkeeping and result."""
    board = game.board
    counts = [0, 0, 0, 0]  # White pieces, Black pieces, White missiles, Black missiles
    for sq in range(SQUARES):
        cell = board[sq]
        kind = cell & KIND
        assert kind <= GUNBOAT
        if not cell:
            assert not game.marks[sq]
            continue
        assert kind != EMPTY
        counts[(cell >> 3) & 1] += 1
        if kind == MISSILE:
            counts[2 + ((cell >> 3) & 1)] += 1
            assert not cell & (USED | MOVED | PINNED)
        else:
            assert not cell & FIRED
        assert game.marks[sq] <= 7 and not (game.marks[sq] & (game.marks[sq] - 1))
        if game.stage != MOVING and game.stage != CAPTURE:
            assert not cell & (MOVED | PINNED)
    assert counts[0] + counts[1] <= 64 and counts[2] + counts[3] <= 32
    assert sum(game.groups) == game.moves <= 4
    assert 0 <= game.round <= game.rounds
    assert game.passes <= 2
    if game.stage == CAPTURE:
        assert game.cap_cell and board[game.cap_at] & KIND == MOTHER
    if game._result is None:
        assert game.ending == RUNNING
        assert pieces_of(board, WHITE, MOTHER) and pieces_of(board, BLACK, MOTHER)
        assert game.to_move in (0, 1)
    else:
        assert game.ending != RUNNING
        assert game._result[0] == -game._result[1]
