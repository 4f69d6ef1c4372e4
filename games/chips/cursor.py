"""The cursor a person picks with in Missiles & Microchips: a target, then an
action (CHOOSE), only an action (DUEL), or keep / swap (CHANGE). UP/DOWN move it,
RIGHT goes on or locks, LEFT goes back. It remembers each person's last target and
action, so the next round starts from them. Whether it may be drawn is the
screen's business (the hand-over decides); this only keeps the picking state."""

from games.chips.rules import CHARGE, encode

TARGET = 0  # choosing whom to aim at
ACTION = 1  # choosing what to do to it
KEEP = 2  # change step: keep the action or swap it


class Cursor:
    """Whose cursor is up and what it points at."""

    def __init__(self, seats):
        self.seat = -1  # whose cursor is up, -1: none
        self.stage = TARGET
        self.target = [-1] * seats  # per person, kept between rounds
        self.action = [CHARGE] * seats
        self.keep = 0  # change step: the action under the cursor

    def open(self, game, seat, change, duel):
        """Put `seat`'s cursor up for a change turn or a pick."""
        self.seat = seat
        if change:
            self.stage = KEEP
            self.keep = game.actions[seat]  # the seat's own action (its view has it)
            return
        self.stage = ACTION if duel else TARGET
        target = self.target[seat]
        if target < 0 or target == seat or not game.alive[target]:
            target = _next_target(game, seat, seat, 1)
        self.target[seat] = target

    def close(self):
        """No cursor is up."""
        self.seat = -1

    def move(self, game, step):
        """UP (-1) or DOWN (+1): the next target, action or keep/swap choice."""
        seat = self.seat
        if self.stage == TARGET:
            self.target[seat] = _next_target(game, seat, self.target[seat], step)
        elif self.stage == ACTION:
            self.action[seat] = (self.action[seat] + step) % 3
        else:
            legal = game.legal(seat)
            at = legal.index(self.keep) if self.keep in legal else 0
            self.keep = legal[(at + step) % len(legal)]

    def forward(self):
        """RIGHT: True when the pick is complete (lock it), else the next stage."""
        if self.stage == TARGET:
            self.stage = ACTION
            return False
        return True

    def back(self, duel):
        """LEFT: from the action back to the target (a duel has no target)."""
        if self.stage == ACTION and not duel:
            self.stage = TARGET

    def code(self, duel):
        """The action code of the finished pick, for the rules."""
        seat = self.seat
        if self.stage == KEEP:
            return self.keep
        if duel:
            return self.action[seat]
        return encode(self.target[seat], self.action[seat])


def _next_target(game, seat, target, step):
    """The next living seat other than `seat`, from `target` on in direction `step`."""
    n = game.seats
    target = (target + step) % n
    while target == seat or not game.alive[target]:
        target = (target + step) % n
    return target
