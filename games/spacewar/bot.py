"""Spacewar CPU: sees only view(seat) (the whole state is public) and plays the
rules' own gen_actions() and apply_action() on a private copy of it, so its
simulation cannot drift from the rules.

Levels:
- cadet: one turn deep. Every candidate is played and the position scored
  (evaluate()), which counts the replying side's best immediate gain.
- captain: the cadet's scores order the candidates; then, best first, each is
  answered by every enemy reply and the positions after the replies are scored;
  a candidate is worth its worst reply. A reply list stops early once the
  candidate is no better than the best one so far, and a candidate whose
  replies would pass the cap is not started (the best so far stands).

Candidates and replies are the rules' LEAN actions: every move, force, hold,
release and refill, but one amount per shot, repair or supply (the most that
helps). evaluate() reads threats from the ATTACKS actions of both sides.

The slicing protocol: think(view, legal) is a generator that yields after each
work unit and returns the action; choose(view, legal) runs it to its end. A
screen may instead advance it a few units per frame.
Work unit: one position = copy the state, play one action, score the result.
At most CAP[level] units per decision: the cadet one per candidate (at most
255, in practice under 60); the captain 600. No allocation per unit: every
buffer is made in __init__ and reused (lists are emptied with clear(), which
keeps their room on MicroPython).
"""

from games.spacewar.rules import (
    ATTACKS,
    BASE_INDEX,
    FIRE,
    KIND_OF,
    LEAN,
    MEDIC,
    MOVE,
    NONE,
    O_AMMO,
    O_BASE,
    O_BOARD,
    O_HEALTH,
    O_POS,
    O_SUPPLY,
    O_TO_MOVE,
    PASS_ACTION,
    PULL,
    PUSH,
    SIZE,
    STATE_LEN,
    V_STATE,
    apply_action,
    gen_actions,
)
from games.spacewar.info import LEVELS  # noqa: F401 (the bot contract)

CAP = (0, 255, 600)  # positions per decision, by level (index 0 unused)
WIN = 20000
_BIAS = 32768  # makes packed scores positive
_MAX_CANDIDATES = 255  # packed score keeps a candidate index in 8 bits
PIECE_WORTH = (30, 14, 26, 24, 44)  # by kind, on top of Health and Ammo
HEALTH_W = 6
AMMO_W = 3
REPAIR_W = 1  # the Medic's Repair (kept in its Ammo slot)
SUPPLY_W = 2
BASE_W = 300


def piece_value(state, i):
    """What piece i is worth now (0 once captured)."""
    if state[O_POS + i] == NONE:
        return 0
    kind = KIND_OF[i & 7]
    value = PIECE_WORTH[kind] + HEALTH_W * state[O_HEALTH + i]
    if kind == MEDIC:
        return value + REPAIR_W * state[O_AMMO + i] + SUPPLY_W * state[O_SUPPLY + (i >> 3)]
    return value + AMMO_W * state[O_AMMO + i]


class Bot:
    """Cadet (one turn deep) or captain (every reply weighed)."""

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.level = level
        self.state = bytearray(STATE_LEN)  # private position being searched
        self.saved = (bytearray(STATE_LEN), bytearray(STATE_LEN))  # undo, by depth
        self.candidates = []  # lean actions at the root
        self.scores = []  # packed (score + _BIAS) << 8 | candidate index
        self.replies = []  # lean actions one ply down
        self.scratch = []  # actions listed by evaluate()
        self.best_gain = 0  # set by _scan(): best gain in pieces alone
        self.bases_hit = 0  # set by _scan(): bit b = Base b capturable now
        self.positions = 0  # work units of the last decision

    # ------------------------------------------------------------ scoring

    def _scan(self, side):
        """Immediate threats of `side` in self.state: the best gain one action
        of its brings in pieces (self.best_gain) and the Bases it can capture now
        (self.bases_hit)."""
        state = self.state
        before = state[O_TO_MOVE]
        state[O_TO_MOVE] = side
        actions = self.scratch
        actions.clear()
        gen_actions(state, actions, ATTACKS)
        state[O_TO_MOVE] = before
        best = 0
        hit = 0
        for act in actions:
            kind = act >> 16
            if kind != MOVE and kind != FIRE and kind != PULL and kind != PUSH:
                continue
            to = act & 63
            occupant = state[O_BOARD + to]
            gain = 0
            if kind == FIRE:
                amount = (act >> 12) & 15
                if occupant:
                    j = occupant - 1
                    if amount == state[O_HEALTH + j]:
                        gain = piece_value(state, j) - AMMO_W * amount
                    else:
                        gain = (HEALTH_W - AMMO_W) * amount
                else:
                    hit |= 1 << BASE_INDEX[to]
            elif kind == MOVE:
                i = state[O_BOARD + ((act >> 6) & 63)] - 1
                if occupant:
                    gain = self._crash_gain(i, occupant - 1)
                b = BASE_INDEX[to]
                if gain >= 0 and b != NONE and state[O_BASE + b] and b >> 1 != side:
                    hit |= 1 << b
            elif occupant and (occupant - 1) >> 3 != side:
                gain = self._force_gain(act, occupant - 1)
            if gain > best:
                best = gain
        self.best_gain = best
        self.bases_hit = hit

    def _crash_gain(self, mover, target):
        """What the mover's side gains when `mover` crashes into `target`."""
        state = self.state
        mine = state[O_HEALTH + mover]
        theirs = state[O_HEALTH + target]
        if mine > theirs:
            return piece_value(state, target) - HEALTH_W * theirs
        if mine == theirs:
            return piece_value(state, target) - piece_value(state, mover)
        return HEALTH_W * mine - piece_value(state, mover)

    def _force_gain(self, act, target):
        """Gain of forcing an enemy piece into one of ours (a crash)."""
        state = self.state
        frm = (act >> 6) & 63
        to = act & 63
        dc = (to & 7) - (frm & 7)
        dr = (to >> 3) - (frm >> 3)
        dc = (dc > 0) - (dc < 0)
        dr = (dr > 0) - (dr < 0)
        if act >> 16 == PULL:
            dc = -dc
            dr = -dr
        dest = to + dr * SIZE + dc
        occupant = state[O_BOARD + dest]
        if not occupant:
            return 0
        return -self._crash_gain(target, occupant - 1)

    def evaluate(self):
        """Score of self.state for our seat: material, Bases, and threats (the
        side to act realises most of its best gain; the other side's threats
        count a little, a double Base threat more)."""
        state = self.state
        me = self.seat
        score = 0
        for side in range(2):
            sign = 1 if side == me else -1
            standing = state[O_BASE + 2 * side] + state[O_BASE + 2 * side + 1]
            if not standing:
                return -WIN * sign
            alive = 0
            for i in range(side * 8, side * 8 + 8):
                value = piece_value(state, i)
                if value:
                    alive += 1
                    score += sign * value
            if not alive:
                return -WIN * sign
            score += sign * BASE_W * standing
        mover = state[O_TO_MOVE]
        sign = 1 if mover == me else -1
        self._scan(mover)
        other_bases = state[O_BASE + 2 * (1 - mover)] + state[O_BASE + 2 * (1 - mover) + 1]
        if self.bases_hit and other_bases == 1:
            return sign * (WIN // 2)
        score += sign * (max(self.best_gain, BASE_W if self.bases_hit else 0) * 3 // 4)
        self._scan(1 - mover)
        hits = self.bases_hit
        if hits and hits & (hits - 1):
            score -= sign * (BASE_W // 2)
        elif hits:
            score -= sign * (BASE_W // 8)
        score -= sign * (self.best_gain // 8)
        return score

    # ------------------------------------------------------------ search

    def _load(self, view):
        state = self.state
        source = view[V_STATE]
        for k in range(STATE_LEN):
            state[k] = source[k]

    def _score_after(self, act, depth):
        """Play act on self.state, score, take it back."""
        saved = self.saved[depth]
        saved[0:STATE_LEN] = self.state
        apply_action(self.state, act)
        score = self.evaluate()
        self.state[0:STATE_LEN] = saved
        self.positions += 1
        return score

    def think(self, view, legal):
        """The search as a generator: yields after every position scored,
        returns the chosen action."""
        self.positions = 0
        if len(legal) == 1:
            return legal[0]
        self._load(view)
        candidates = self.candidates
        candidates.clear()
        gen_actions(self.state, candidates, LEAN)
        if len(candidates) > _MAX_CANDIDATES:
            del candidates[_MAX_CANDIDATES:]
        scores = self.scores
        scores.clear()
        for index in range(len(candidates)):
            score = self._score_after(candidates[index], 0)
            # A little noise so equal positions are not always met the same way.
            score += self.rng.below(3)
            scores.append((score + _BIAS) << 8 | index)
            yield
        scores.sort(reverse=True)
        best = scores[0] & 255
        if self.level >= 2:
            # Best first, each candidate against every reply (inlined rather
            # than a nested generator: one generator per decision, not per
            # candidate).
            cap = CAP[self.level]
            state = self.state
            root = self.saved[0]
            replies = self.replies
            best_score = -WIN - 1
            for packed in scores:
                index = packed & 255
                worst = (packed >> 8) - _BIAS
                if worst >= WIN:
                    best = index  # wins on the spot
                    break
                if worst > -WIN:
                    root[0:STATE_LEN] = state
                    apply_action(state, candidates[index])
                    replies.clear()
                    gen_actions(state, replies, LEAN)
                    if self.positions + len(replies) > cap:
                        state[0:STATE_LEN] = root
                        break  # not enough work left to weigh every reply
                    worst = WIN + 1
                    for reply in replies:
                        score = self._score_after(reply, 1)
                        if score < worst:
                            worst = score
                        yield
                        if worst <= best_score:
                            break  # already no better than the best candidate
                    state[0:STATE_LEN] = root
                if worst > best_score:
                    best_score = worst
                    best = index
        action = candidates[best]
        if action not in legal:  # never expected: the rules generate both lists
            action = legal[0]
        return action

    def choose(self, view, legal):
        """Run think() to its end."""
        thinking = self.think(view, legal)
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                return done.value
        return PASS_ACTION
