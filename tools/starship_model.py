"""Starship Combat as a finite game tree, built from the engine's own rules (tool only).

A state is the bot's view (m, s, om, os, left): own missiles and charges, the
enemy's, and the rounds still to play, this one included. Live states have
m, om >= 1 (a ship without missiles has already lost or drawn). Every transition
below comes from games.starship.rules.Starship.apply, so the solver plays the
game exactly as ruled, round limit included, and cannot drift from the engine.
"""

from games.starship.rules import CHARGES, MISSILES, Starship

ACTIONS = (0, 1, 2, 3)  # nothing, fire, shield, both: the engine's action ids
ACTION_KEYS = ("nothing", "fire", "shield", "both")
MAX_LEFT = 99  # the highest round limit the rounds option allows


def resources():
    """Every live (m, s, om, os), in table order."""
    out = []
    for m in range(1, MISSILES + 1):
        for s in range(CHARGES + 1):
            for om in range(1, MISSILES + 1):
                for os_ in range(CHARGES + 1):
                    out.append((m, s, om, os_))
    return out


def legal(missiles, charges):
    """Legal actions for a ship with these counts (the engine's own answer)."""
    game = Starship(0, (2,))
    game.missiles[0] = missiles
    game.charges[0] = charges
    return tuple(game.legal(0))


def _play(res, a, b, left):
    """Apply the joint action (a, b) to state res with `left` rounds to play."""
    m, s, om, os_ = res
    game = Starship(0, (MAX_LEFT,))
    game.missiles = [m, om]
    game.charges = [s, os_]
    game.round = MAX_LEFT - left
    game.apply((a, b))
    result = game.result()
    if result is not None:
        return float(result[0])
    return game.view(0)[:4]


class Transitions:
    """outcome(res, a, b, last) -> payoff for the bot (a float) or the next res.

    `last` is True when this is the final round (left == 1). Built once from the
    engine; the outcome does not otherwise depend on `left` (checked on build).
    """

    def __init__(self):
        self.table = {}
        for res in resources():
            for a in legal(res[0], res[1]):
                for b in legal(res[2], res[3]):
                    later = _play(res, a, b, 2)
                    assert later == _play(res, a, b, MAX_LEFT)
                    self.table[res, a, b, False] = later
                    self.table[res, a, b, True] = _play(res, a, b, 1)

    def outcome(self, res, a, b, last):
        """Payoff (float) when the match ends, else the next (m, s, om, os)."""
        return self.table[res, a, b, last]


def mirror(res):
    """The same state seen from the other ship."""
    m, s, om, os_ = res
    return (om, os_, m, s)


def reachable(transitions, rounds):
    """Every live state reachable from the start of a match with this round limit,
    as a sorted list of (m, s, om, os, left)."""
    start = (MISSILES, CHARGES, MISSILES, CHARGES)
    frontier = {start}
    found = []
    for left in range(rounds, 0, -1):
        nxt = set()
        for res in sorted(frontier):
            found.append(res + (left,))
            for a in legal(res[0], res[1]):
                for b in legal(res[2], res[3]):
                    out = transitions.outcome(res, a, b, left == 1)
                    if not isinstance(out, float):
                        nxt.add(out)
        frontier = nxt
    return sorted(found)
