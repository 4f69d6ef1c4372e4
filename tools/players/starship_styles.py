"""Starship Combat players with a habit (benchmark opponents, never deployed).

Each reads only its own view (m, s, om, os, left), like a CPU:

- AlwaysFire: fires every round (it always has a missile while the match runs).
- ShieldHappy: with a charge, shields 3 rounds in 4; otherwise any legal action.
- Copycat: opens with Nothing, then plays what the enemy revealed last round
  (read from how the enemy's counts changed), dropping what it cannot afford.
"""

NOTHING = 0
FIRE = 1
SHIELD = 2


class AlwaysFire:
    """Fires every round."""

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng

    def choose(self, view, legal):
        """Fire."""
        return FIRE


class ShieldHappy:
    """Shields 3 rounds in 4 while it has a charge; else uniform legal play."""

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng

    def choose(self, view, legal):
        """Shield, mostly."""
        if SHIELD in legal and self.rng.below(4):
            return SHIELD
        return legal[self.rng.below(len(legal))]


class Copycat:
    """Copies the enemy's last revealed action."""

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.last = None

    def choose(self, view, legal):
        """The enemy's last action, as far as affordable; Nothing to open."""
        last = self.last
        self.last = view
        if last is None or view[4] != last[4] - 1:
            return NOTHING
        action = (last[2] - view[2]) | (last[3] - view[3]) << 1
        if action & FIRE and not view[0]:
            action &= SHIELD
        if action & SHIELD and not view[1]:
            action &= FIRE
        return action


STYLES = {"always-fire": AlwaysFire, "shield-happy": ShieldHappy, "copycat": Copycat}
