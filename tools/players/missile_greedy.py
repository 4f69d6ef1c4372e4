"""Missile Match one-ply greedy player (a benchmark opponent, not a menu CPU).

It fires its own 4 missiles on a copy of the field as if the opponent fired nothing
(the opponent's missiles are unknown) and keeps the placement with the best plain
line count: for every line, +W[n] for n own marks and no enemy mark, -W[n] the other
way round; a lone line of one side is +-WIN. Ties go to the lower code. A
double-blank pick removes the mark whose removal scores best the same way.
Work per placement decision: one evaluation per legal placement (at most 384).
"""

from games.missile import lookahead as sim
from games.missile import dominoes as dom
from games.missile import field
from games.missile.rules import PICK, V_BOARD, V_HAND, V_PICK_COL, V_PHASE, V_SUPPLY

LEVELS = ("greedy",)
WIN = 100000


def plain_value(board, seat):
    """Line count of ``board`` from ``seat``'s side (see the module text)."""
    mine = seat + 1
    total = 0
    own_full = enemy_full = False
    for i in range(0, field.LINE_COUNT * 4, 4):
        m = o = 0
        for k in range(4):
            v = board[field.LINES[i + k]]
            if v == mine:
                m += 1
            elif v:
                o += 1
        if m == 4:
            own_full = True
        elif o == 4:
            enemy_full = True
        elif o == 0:
            total += sim.W[m]
        elif m == 0:
            total -= sim.W[o]
    if own_full != enemy_full:
        return WIN if own_full else -WIN
    return total


class Bot:
    """Greedy one-ply placement from its own view."""

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.shots = bytearray(field.SHOT_BYTES)
        self.board = bytearray(field.SQUARES)
        self.supply = [0, 0]
        self.evaluated = 0  # positions evaluated in the last decision (benchmarks)

    def choose(self, view, legal):
        """A placement code, or a row during the double-blank pick."""
        seat = self.seat
        board = view[V_BOARD]
        if view[V_PHASE] == PICK:
            col = view[V_PICK_COL]
            best, best_value = legal[0], -WIN - 1
            for row in legal:
                self.board[:] = board
                self.board[row * field.COLS + col] = field.EMPTY
                value = plain_value(self.board, seat)
                if value > best_value:
                    best, best_value = row, value
            self.evaluated = len(legal)
            return best
        hand = view[V_HAND]
        supply = view[V_SUPPLY]
        best, best_value = legal[0], -WIN - 1
        for code in legal:
            dom.decode_into(hand, code, self.shots)
            if seat == 0:
                sim.play_round(board, supply, self.shots, sim.NO_SHOTS, self.board, self.supply)
            else:
                sim.play_round(board, supply, sim.NO_SHOTS, self.shots, self.board, self.supply)
            value = plain_value(self.board, seat)
            if value > best_value:
                best, best_value = code, value
        self.evaluated = len(legal)
        return best
