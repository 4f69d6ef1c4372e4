"""Missile Match test scenes: fields drawn as pictures, placements as (power, travel).

Boards are drawn as 8 strings, row 8 first, columns A-D: '.' empty, 'R' a P1 (red)
mark, 'B' a P2 (black) mark.
"""

from games.missile import dominoes as dom
from tests.sim_harness import cells_text, text_cells
from games.missile.rules import Missile

EMPTY_FIELD = ["...."] * 8


def board_of(picture):
    """A field from a picture (row 8 first)."""
    board = bytearray(32)
    for i, line in enumerate(picture):
        row = 7 - i
        for col, ch in enumerate(line):
            board[row * 4 + col] = ".RB".index(ch)
    return board


def picture_of(board):
    """The picture of a field (row 8 first)."""
    return [
        "".join(".RB"[board[row * 4 + col]] for col in range(4)) for row in range(7, -1, -1)
    ]


def game_with(picture=EMPTY_FIELD, rounds=30, seed=1):
    """A fresh match with this field."""
    game = Missile(seed, [rounds])
    game.set_board(board_of(picture))
    return game


def code_for(hand, cols):
    """Placement code of a hand for per-column (power, travel)."""
    return dom.encode(hand, [(dom.domino_id(p, t), p, t) for p, t in cols])


def play(game, cols0, cols1):
    """Give both seats the dominoes of these placements and reveal them."""
    hand0 = [dom.domino_id(p, t) for p, t in cols0]
    hand1 = [dom.domino_id(p, t) for p, t in cols1]
    game.set_hands(hand0, hand1)
    game.check()
    game.apply([code_for(game.hand(0), cols0), code_for(game.hand(1), cols1)])
    game.check()


def kinds(game):
    """The last reveal's events without the power/direction field."""
    return [e[:4] for e in game.events]


def caption_of(screen):
    """The 4 caption lines a Missile Match screen shows for its state now
    (what its band writes into the lines' glyph cells)."""
    lines = []
    for line in range(4):
        cells = text_cells()
        screen._caption(cells, line)
        lines.append(cells_text(cells))
    return tuple(lines)


def hint_of(screen):
    """The hint line a Missile Match screen shows for its state now."""
    cells = text_cells()
    screen._hint(cells)
    return cells_text(cells)
