"""Starship Combat CPU: a mixed strategy read off its own view.

Level 1 ("cadet") weighs its options by a few plain rules of thumb and draws from
them, so it cannot be read by always answering the same thing.
"""

from engine.games.starship import BOTH, FIRE, NOTHING, SHIELD

LEVELS = ("cadet",)


class Bot:
    """Draws each round's action from weights that depend only on its view."""

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.weights = [0, 0, 0, 0]  # per action, reused every decision

    def choose(self, view, legal):
        """Pick an action for this round."""
        missiles, charges, enemy_missiles, enemy_charges, left = view
        w = self.weights
        w[NOTHING] = 2
        w[SHIELD] = 4 if enemy_missiles else 0
        w[FIRE] = 2 if enemy_charges else 6
        w[BOTH] = 3 if enemy_charges else 8
        if missiles >= left:
            # Missiles to spare before the round limit: spend them.
            w[FIRE] += 3
            w[BOTH] += 3
        total = 0
        for action in range(4):
            if action not in legal:
                w[action] = 0
            total += w[action]
        return self.rng.pick_weighted(w, total)
