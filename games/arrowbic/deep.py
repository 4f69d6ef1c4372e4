"""Arrowbic Exercise "ace" CPU (level 2): the pilot's search, wider, with cutoffs.

Like the pilot (games.arrowbic.bot), every legal placement is scored after one
ply, and the best ones are re-scored against the opponent's sharpest replies (a
quiet one, then every reply on a "hot" square: the pieces' squares, their arrow
chains and the squares that capture a chain stone). The ace looks at TOP root
moves, not 6, and stops scoring a move's replies as soon as one of them pushes
it below the best move found so far (it can no longer be chosen: an alpha-beta
cutoff, so ties are still scored in full). That cutoff pays for the width: about
600 positions per decision on average (the pilot: about 500), at most CAP.

think() is a generator that yields where the pilot's does (after every
position: one make / evaluate / unmake on the private board, and after marking
the hot squares), so its units are the pilot's (engine.think, Bot.UNIT_US); it
is one generator for the whole decision (no generator per move: each would be
garbage on a device), run by the pilot's think().
The ace works on the pilot's own board, moves and scores: games.arrowbic.bot
makes it with its pilot and the pilot's constants (this module imports no bot).
"""

from games.arrowbic.board import SQUARES, closes_loop
from games.arrowbic.rules import PASS, PLACEMENTS, RETAKE, START, V_BOARD, V_LAST_DIR, V_PIECES, V_TURN

TOP = 80  # root moves re-scored against replies (more while one could still win)
CAP = 3000  # positions per decision, at most (root ones included)


class Ace:
    """Wider pilot with cutoffs: the pilot's think() runs this one's."""

    def __init__(self, pilot, win, lost, bias):
        self.pilot = pilot  # its board, make/unmake, scores and position count
        self.win = win  # a fall, as the pilot scores it
        self.lost = lost  # every placement scoring at most this looks lost
        self.bias = bias  # makes every score positive for packing

    def think(self, view, legal):
        """Generator: yields after each position, returns the action."""
        pilot = self.pilot
        me = pilot.seat
        if legal[0] >= START:
            return START + me
        pilot.positions = 0
        board = pilot.board
        for sq in range(SQUARES):
            board[sq] = view[V_BOARD][sq]
        pilot.pieces[0] = view[V_PIECES][0]
        pilot.pieces[1] = view[V_PIECES][1]
        k = view[V_TURN] + 1
        enemy = 1 - me
        win = self.win
        bias = self.bias
        # Root scores packed as (score + bias) << 9 | action (see the pilot).
        scores = pilot.scores
        del scores[:]
        for action in legal:
            if action < PLACEMENTS:
                token = pilot.make(action, me, k)
                scores.append((pilot.score_after(token) + bias) << 9 | action)
                pilot.unmake(token)
                yield
        if not scores:
            return PASS if PASS in legal else legal[0]
        scores.sort(reverse=True)
        enemy_dir = view[V_LAST_DIR][enemy]
        hot = pilot.hot
        best = -1
        best_score = -win - 1
        for i in range(len(scores)):
            score = (scores[i] >> 9) - bias
            action = scores[i] & 511
            if i >= TOP and (score <= best_score or pilot.positions >= CAP):
                break
            if -win < score < win and pilot.positions + 2 <= CAP:
                # The worst reply, stopping once below the best move so far.
                token = pilot.make(action, me, k)
                pilot.mark_hot()
                yield
                quiet = pilot.make(PASS, enemy, k + 1)
                score = pilot.score_after(quiet)
                pilot.unmake(quiet)
                yield
                sq = 0
                while sq < SQUARES and score >= best_score and score > -win and pilot.positions < CAP:
                    if hot[sq] and not board[sq]:
                        for d in range(4):
                            if d == enemy_dir or pilot.positions >= CAP or closes_loop(board, sq, d):
                                continue
                            reply = pilot.make(sq * 4 + d, enemy, k + 1)
                            after = pilot.score_after(reply)
                            pilot.unmake(reply)
                            yield
                            if after < score:
                                score = after
                                if score < best_score:
                                    break
                    sq += 1
                pilot.unmake(token)
            # Ties: the generator picks among equals, so the ace is not fully predictable.
            if score > best_score or (score == best_score and pilot.rng.below(2)):
                best = action
                best_score = score
        if best_score <= self.lost and RETAKE in legal:
            return RETAKE
        return best
