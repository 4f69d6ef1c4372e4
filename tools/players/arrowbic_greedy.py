"""Arrowbic Exercise one-ply greedy player (a benchmark opponent, not a menu CPU).

It plays every legal placement on a private board, lets the scheduled piece move,
and keeps the placement with the best score for its own side (a fall decides;
otherwise the pilot CPU's position score: how near the enemy piece's arrow chain
brings it to the rim, minus the same for its own). It never looks at the
opponent's replies. Ties go to the lower action. Never picks TIMEOUT or RETAKE.
"""

from games.arrowbic import bot as pilot
from games.arrowbic.rules import PASS, PLACEMENTS, START, V_BOARD, V_PIECES, V_TURN
from games.arrowbic.board import SQUARES

LEVELS = ("greedy",)


class Bot(pilot.Bot):
    """One ply: the best-scoring placement, no look at replies."""

    def choose(self, view, legal):
        """The placement with the best score after it (and its piece move)."""
        if legal[0] >= START:
            return START + self.seat
        self.positions = 0
        for sq in range(SQUARES):
            self.board[sq] = view[V_BOARD][sq]
        self.pieces[0] = view[V_PIECES][0]
        self.pieces[1] = view[V_PIECES][1]
        k = view[V_TURN] + 1
        best = PASS if PASS in legal else legal[0]
        best_score = None
        for action in legal:
            if action >= PLACEMENTS:
                continue
            token = self.make(action, self.seat, k)
            score = self.score_after(token)
            self.unmake(token)
            if best_score is None or score > best_score:
                best, best_score = action, score
        return best
