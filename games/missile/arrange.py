"""One seat's Missile Match placement while it is being arranged on a pad.

The four missiles start in columns A-D in hand order, each with its low end as the
power. The cursor runs over the four columns and, past column D, a LOCK button
(cursor == LOCK). One missile may be lifted and carried to another column, where
it swaps places with the missile there; while one is lifted the placement is
incomplete and cannot be locked. Nothing here draws or decides outcomes: the
screen reads power(col) / travel(col) and, on lock, code() (the rules' placement
code, see games/missile/dominoes.py).
"""

from games.missile import dominoes as dom

LOCK = 4  # cursor position of the LOCK button, right of column D

# Why a missile cannot be turned round (returned by turn()).
TURNED = 0
ERASER = 1  # one blank end: the blank is always the power
DOUBLE = 2  # both ends equal: turning changes nothing
DOUBLE_BLANK = 3  # no ends to choose from
NOT_A_COLUMN = 4  # the cursor is on LOCK
INCOMPLETE = 5  # (for lock attempts) a missile is lifted: the placement is incomplete


class Arrangement:
    """Column order, orientations, cursor and the lifted missile of one seat."""

    def __init__(self):
        self.hand = bytes(dom.HAND)  # the seat's 4 domino ids, ascending
        self.order = bytearray(dom.HAND)  # order[col]: hand slot placed in col
        self.turned = 0  # bit s set: hand slot s shows power = HIGH end
        self.cursor = 0  # 0..3 a column, LOCK the lock button
        self.lifted = -1  # column whose missile is lifted, -1 none

    def reset(self, hand):
        """A new hand: slots in order, low ends as power, cursor on column A."""
        self.hand = hand
        for col in range(dom.HAND):
            self.order[col] = col
        self.turned = 0
        self.cursor = 0
        self.lifted = -1

    def domino(self, col):
        """Domino id in column col."""
        return self.hand[self.order[col]]

    def power(self, col):
        """Power (end facing the opponent) of the missile in column col."""
        d = self.domino(col)
        return dom.HIGH[d] if self.turned >> self.order[col] & 1 else dom.LOW[d]

    def travel(self, col):
        """Travel (end facing the owner) of the missile in column col."""
        d = self.domino(col)
        return dom.LOW[d] if self.turned >> self.order[col] & 1 else dom.HIGH[d]

    def move(self, delta):
        """Cursor one step left (-1) or right (+1), columns A-D then LOCK;
        False at either end."""
        to = self.cursor + delta
        if not 0 <= to <= LOCK:
            return False
        self.cursor = to
        return True

    def turn(self):
        """Turn the missile under the cursor round: TURNED, or why it cannot."""
        col = self.cursor
        if col == LOCK:
            return NOT_A_COLUMN
        d = self.domino(col)
        if dom.HIGH[d] == 0:
            return DOUBLE_BLANK
        if dom.LOW[d] == 0:
            return ERASER
        if dom.LOW[d] == dom.HIGH[d]:
            return DOUBLE
        self.turned ^= 1 << self.order[col]
        return TURNED

    def lift_or_swap(self):
        """Lift the missile under the cursor; with one lifted, swap it with the
        missile under the cursor (or put it back on its own column). False on LOCK."""
        col = self.cursor
        if col == LOCK:
            return False
        held = self.lifted
        if held < 0:
            self.lifted = col
            return True
        order = self.order
        order[held], order[col] = order[col], order[held]
        self.lifted = -1
        return True

    def put_back(self):
        """Drop a lifted missile where it came from; False when none was lifted."""
        if self.lifted < 0:
            return False
        self.lifted = -1
        return True

    def complete(self):
        """True when every column holds its missile (none lifted)."""
        return self.lifted < 0

    def code(self):
        """The placement code (perm * 16 + flips) of this arrangement."""
        order = self.order
        perms = dom.PERMS
        for perm in range(24):
            base = perm * 4
            if perms[base] == order[0] and perms[base + 1] == order[1] and perms[base + 2] == order[2]:
                flips = 0
                for col in range(dom.HAND):
                    if self.turned >> order[col] & 1:
                        flips |= 1 << col
                return perm * 16 + flips
        raise ValueError("column order is not a permutation")
