"""Spacewar CPU: sees only view(seat) (the whole state is public) and plays the
rules' own gen_actions() and apply_action() on a private copy of it, so its
simulation cannot drift from the rules.

Levels:
- cadet: one turn deep. Every candidate is played and the position scored:
  material and Bases, the best immediate gain of the side then to act (most of
  it counts), and the other side's threats (a little; a double Base threat
  more).
- captain: the cadet's scores order the candidates; then, best first, each is
  answered by every enemy reply and the positions after the replies are scored
  (material, Bases and our immediate gains); a candidate is worth its worst
  reply. A reply list stops early once the
  candidate is no better than the best one so far, and a candidate whose
  replies would pass the cap is not started (the best so far stands).

Candidates and replies are the rules' LEAN actions: every move, force, hold,
release and refill, but one amount per shot, repair or supply (the most that
helps). Threats are what the ATTACKS actions of each side would gain
(the rules' gen_actions), walked without listing them (_scan).

Slicing (engine/think.py): think(view, legal) is a generator that yields after
each unit of work and returns the action; choose() (Thinker's) runs it to its
end, and a match screen's Match.think_bots() advances it a frame's budget at a
time. A unit is half a candidate's position: _begin() (copy the state, play
the action, count material, the threats of the side to act) or _end() (the
other side's threats, restore); or one of the captain's leaves (a reply played
and scored without the second half); or the listing of the candidates, or of
one candidate's replies. At most CAP[level] positions per decision: the cadet
one per candidate (at most 255, in practice under 60: at most 511 units), the
captain 400 (at most about 2 * 60 + 400 + 60 units). No allocation per unit: every buffer is made in __init__
and reused (lists are emptied with clear() and refilled in place).
"""

from games.spacewar.rules import (
    BASE_INDEX,
    DCOL,
    DIR_FROM,
    DIR_TO,
    DROW,
    FIRE,
    KIND_OF,
    LEAN,
    LEAP_COL,
    LEAP_ROW,
    MEDIC,
    MOVE,
    NONE,
    O_AMMO,
    O_BASE,
    O_BOARD,
    O_HEALTH,
    O_HOLD,
    O_POS,
    O_SUPPLY,
    O_TO_MOVE,
    SCOUT,
    SHOOTER,
    STATE_LEN,
    TRACTOR,
    V_STATE,
    apply_action,
    gen_actions,
)
from engine.think import Thinker
from engine.whole import WHOLE  # (del lst[WHOLE]: emptied, its room kept, nothing allocated)
from games.spacewar.info import LEVELS  # noqa: F401 (the bot contract)

CAP = (0, 255, 250)  # positions per decision, by level (index 0 unused)
WIN = 20000
_BIAS = 32768  # makes packed scores positive
_MAX_CANDIDATES = 255  # packed score keeps a candidate index in 8 bits
_ROOM = 64  # entries the search lists are made with (Bot.candidates)
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


class Bot(Thinker):
    """Cadet (one turn deep) or captain (every reply weighed)."""

    UNIT_US = 250  # MicroPython wasm, one unit at most (tools/bench_think.py): 7 ms on a PyBadge

    # Scratch shared by every Bot (class attributes, made once): one seat acts
    # at a time (acting() is the seat to move), so no two Bots ever think at
    # once, and every decision sets them afresh before reading them. A match
    # of two CPUs keeps one set, not two.
    state = bytearray(STATE_LEN)  # private position being searched
    saved = (bytearray(STATE_LEN), bytearray(STATE_LEN))  # undo, by depth
    # The lists are made with room for _ROOM entries (a turn's lean actions
    # are seldom more), once, when the module loads into the match's fresh
    # heap, and emptied with del, which keeps that room (_score_candidates):
    # grown by append at every decision they asked a fragmented heap for a
    # new piece at each doubling.
    candidates = [0] * _ROOM  # lean actions at the root
    scores = [0] * _ROOM  # packed (score + _BIAS) << 8 | candidate index
    replies = [0] * _ROOM  # lean actions one ply down

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.level = level
        self.best_gain = 0  # set by _scan(): best gain in pieces alone
        self.partial = 0  # set by _begin(): the score so far
        self.settled = False  # ... and whether it is final
        self.bases_hit = 0  # set by _scan(): bit b = Base b capturable now
        self.positions = 0  # work units of the last decision
        # Pondering (games/spacewar/ahead.py, on a board): the rest of its
        # fields are made by a captain's first ponder.
        self.ahead_root = None  # the position pondered on (the opponent to act)
        self.guesses = ()  # the opponent's actions guessed, likeliest first
        self.ahead_count = 0  # guesses whose search is done
        self.ahead_index = -1  # the guess being searched, -1 none
        self.ahead_hit = -1  # the guess the last decision answered from, -1 none

    # ------------------------------------------------------------ scoring

    def _scan(self, side):
        """Immediate threats of `side` in self.state: the best gain one action
        of its brings in pieces (self.best_gain) and the Bases it can capture now
        (self.bases_hit). The same as scoring each of the rules' ATTACKS
        actions (gen_actions) one by one, walked here without listing them
        (tests/test_spacewar_bot.py compares the two): its crashes, shots,
        forces into a crash and Bases in reach. Gains of 0 change nothing,
        so moves and forces onto empty squares are only looked at for Bases."""
        state = self.state
        bases = BASE_INDEX
        held = state[O_HOLD + 1 - side]
        best = 0
        hit = 0
        for i in range(side * 8, side * 8 + 8):
            frm = state[O_POS + i]
            if frm == NONE:
                continue
            kind = KIND_OF[i & 7]
            ammo = state[O_AMMO + i]
            can_move = i != held
            col = frm & 7
            row = frm >> 3
            if kind == SCOUT:
                for d in range(8):
                    c = col + LEAP_COL[d]
                    r = row + LEAP_ROW[d]
                    if 0 <= c < 8 and 0 <= r < 8:
                        to = r * 8 + c
                        occupant = state[to]
                        if occupant:
                            j = occupant - 1
                            if j >> 3 != side:
                                if can_move:
                                    gain = self._crash_gain(i, j)
                                    if gain > best:
                                        best = gain
                                    hit |= self._base_taken(gain, to, side)
                                if ammo:
                                    gain = self._shot_gain(ammo, j)
                                    if gain > best:
                                        best = gain
                        elif can_move or ammo:
                            b = bases[to]
                            if b != NONE and b >> 1 != side and state[O_BASE + b]:
                                hit |= 1 << b
                continue
            fires = kind <= SHOOTER and ammo
            forcing = kind == TRACTOR and ammo
            if fires or forcing:
                reach = 8  # a shot or a force runs to the first piece
            elif can_move:
                reach = 2  # moves only
            else:
                continue  # held, and nothing to shoot or force with
            for d in range(DIR_FROM[kind], DIR_TO[kind]):
                dc = DCOL[d]
                dr = DROW[d]
                # Squares on the line before the edge, at most `reach`.
                n = reach
                if dc > 0 and 7 - col < n:
                    n = 7 - col
                elif dc < 0 and col < n:
                    n = col
                if dr > 0 and 7 - row < n:
                    n = 7 - row
                elif dr < 0 and row < n:
                    n = row
                delta = dr * 8 + dc
                to = frm
                steps = 0
                shot = not fires  # True once the shot's line has stopped
                while steps < n:
                    to += delta
                    steps += 1
                    occupant = state[to]
                    if occupant:
                        j = occupant - 1
                        if j >> 3 != side:
                            if steps <= 2 and can_move:
                                gain = self._crash_gain(i, j)
                                if gain > best:
                                    best = gain
                                hit |= self._base_taken(gain, to, side)
                            if not shot:
                                gain = self._shot_gain(ammo, j)
                                if gain > best:
                                    best = gain
                            if forcing:
                                gain = self._forces_gain(i, j, to, dc, dr)
                                if gain > best:
                                    best = gain
                        break
                    b = bases[to]
                    if b != NONE and b >> 1 != side and state[O_BASE + b]:
                        if steps <= 2 and can_move:
                            hit |= 1 << b
                        if not shot:
                            hit |= 1 << b
                            shot = True
                    if shot and (steps >= 2 or not can_move) and not forcing:
                        break
        self.best_gain = best
        self.bases_hit = hit

    def _base_taken(self, gain, sq, side):
        """1 << b when a crash of `side` on sq that gains `gain` (its mover not
        the only one lost) takes the standing enemy Base b there, else 0."""
        b = BASE_INDEX[sq]
        if gain >= 0 and b != NONE and b >> 1 != side and self.state[O_BASE + b]:
            return 1 << b
        return 0

    def _shot_gain(self, ammo, target):
        """What the most useful shot at enemy `target` gains (the lean amount)."""
        state = self.state
        health = state[O_HEALTH + target]
        if ammo >= health:
            return piece_value(state, target) - AMMO_W * health
        return (HEALTH_W - AMMO_W) * ammo

    def _forces_gain(self, tractor, target, to, dc, dr):
        """The best of pulling and pushing enemy `target` (on `to`, the first
        piece on the Tractor's line dc, dr) into a crash with a piece of ours:
        a pull from next to the Tractor crashes it into the Tractor; a push
        into the square beyond crashes it into our piece there. Forces onto
        empty squares gain nothing."""
        state = self.state
        gain = 0
        if to - dr * 8 - dc == state[O_POS + tractor]:
            gain = -self._crash_gain(target, tractor)
        col = (to & 7) + dc
        row = (to >> 3) + dr
        if 0 <= col < 8 and 0 <= row < 8:
            beyond = state[row * 8 + col]
            if beyond and (beyond - 1) >> 3 != target >> 3:
                push = -self._crash_gain(target, beyond - 1)
                if push > gain:
                    gain = push
        return gain

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

    def _begin(self, act, depth):
        """First part of a position: play act (the state is kept at depth),
        count material and Bases. Leaves the score so far in self.partial;
        self.settled is True when it is final already (a side beaten)."""
        saved = self.saved[depth]
        saved[0:STATE_LEN] = self.state
        state = self.state
        apply_action(state, act)
        me = self.seat
        self.settled = True
        score = 0
        for side in range(2):
            sign = 1 if side == me else -1
            standing = state[O_BASE + 2 * side] + state[O_BASE + 2 * side + 1]
            if not standing:
                self.partial = -WIN * sign
                return
            alive = 0
            worth = 0
            for i in range(side * 8, side * 8 + 8):  # piece_value(), inlined
                if state[O_POS + i] == NONE:
                    continue
                alive += 1
                kind = KIND_OF[i & 7]
                worth += PIECE_WORTH[kind] + HEALTH_W * state[O_HEALTH + i]
                if kind == MEDIC:
                    worth += REPAIR_W * state[O_AMMO + i] + SUPPLY_W * state[O_SUPPLY + side]
                else:
                    worth += AMMO_W * state[O_AMMO + i]
            score += sign * worth
            if not alive:
                self.partial = -WIN * sign
                return
            score += sign * BASE_W * standing
        self.partial = score
        self.settled = False

    def _threats(self):
        """Second part of a position: the side to act realises most of its best
        immediate gain; the last Base falling next settles the score."""
        if self.settled:
            return
        state = self.state
        mover = state[O_TO_MOVE]
        sign = 1 if mover == self.seat else -1
        self._scan(mover)
        other_bases = state[O_BASE + 2 * (1 - mover)] + state[O_BASE + 2 * (1 - mover) + 1]
        if self.bases_hit and other_bases == 1:
            self.partial = sign * (WIN // 2)
            self.settled = True
            return
        self.partial += sign * (max(self.best_gain, BASE_W if self.bases_hit else 0) * 3 // 4)

    def _end(self, depth):
        """Last part: the other side's threats count a little (a double Base
        threat more); the state goes back; returns the position's score for
        our seat."""
        score = self.partial
        state = self.state
        if not self.settled:
            mover = state[O_TO_MOVE]
            sign = 1 if mover == self.seat else -1
            self._scan(1 - mover)
            hits = self.bases_hit
            if hits and hits & (hits - 1):
                score -= sign * (BASE_W // 2)
            elif hits:
                score -= sign * (BASE_W // 8)
            score -= sign * (self.best_gain // 8)
        state[0:STATE_LEN] = self.saved[depth]
        self.positions += 1
        return score

    # ------------------------------------------------------------ search

    def _load(self, view):
        self.state[0:STATE_LEN] = view[V_STATE]  # (a slice store allocates nothing)

    def think(self, view, legal):
        """The search as a generator: yields after each half of a position
        (and once the candidates, or a candidate's replies, are listed);
        returns the chosen action. A position pondered on the opponent's
        turn (ponder()) is answered from there: the same search, already
        made or under way (games/spacewar/ahead.py)."""
        self.ahead_hit = -1
        if len(legal) == 1:
            self.positions = 0
            return legal[0]
        yield  # (the first unit also pays for the view and the legal list)
        k = -1
        if self.guesses:  # pondered on the opponent's turn (a board only)
            from games.spacewar.ahead import answer, pondered

            k = pondered(self, view)
            if k >= 0:
                action = yield from answer(self, k)
            self.guesses.clear()  # pondered for this turn only
        if k < 0:
            self._load(view)
            action = yield from self._search(self.rng)
        if action not in legal:  # never expected: the rules generate both lists
            action = legal[0]
        return action

    def _score_candidates(self, rng):
        """List the LEAN actions of the side to act in self.state into
        self.candidates and score each one turn deep into self.scores, packed
        with its index: with `rng`, our own, each with a little noise so equal
        positions are not always met the same way (think()); without, the
        opponent's, the worst for us highest (ponder(): no noise drawn)."""
        candidates = self.candidates
        # Emptied with del, not clear(): MicroPython's clear() gives the
        # list's room back (see the class's lists); through WHOLE, as [:]
        # would make a slice object each time.
        del candidates[WHOLE]
        gen_actions(self.state, candidates, LEAN)
        if len(candidates) > _MAX_CANDIDATES:
            del candidates[_MAX_CANDIDATES:]
        scores = self.scores
        del scores[WHOLE]  # (kept room, as candidates)
        yield
        for index in range(len(candidates)):
            self._begin(candidates[index], 0)
            yield
            self._threats()
            yield
            score = self._end(0)
            if rng is None:
                scores.append((_BIAS - score) << 8 | index)
            else:
                scores.append((score + rng.below(3) + _BIAS) << 8 | index)
            yield

    def _search(self, rng):
        """think()'s search from self.state (the position we act in), drawing
        its noise from `rng`; returns the chosen action."""
        self.positions = 0
        yield from self._score_candidates(rng)
        candidates = self.candidates
        scores = self.scores
        scores.sort(reverse=True)
        best = scores[0] & 255
        if self.level >= 2:
            yield
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
                    del replies[WHOLE]  # (kept room, as candidates)
                    gen_actions(state, replies, LEAN)
                    if self.positions + len(replies) > cap:
                        state[0:STATE_LEN] = root
                        break  # not enough work left to weigh every reply
                    yield
                    worst = WIN + 1
                    # Replies that hit or crash first: the worst one is most
                    # often among them, and finding it early ends the list.
                    for hits in (1, 0):
                        for reply in replies:
                            kind = reply >> 16
                            hit = 1 if kind == FIRE or (kind == MOVE and state[O_BOARD + (reply & 63)]) else 0
                            if hit != hits:
                                continue
                            self._begin(reply, 1)
                            yield
                            self._threats()
                            yield
                            score = self._end(1)
                            if score < worst:
                                worst = score
                            yield
                            if worst <= best_score:
                                break  # already no better than the best candidate
                        if worst <= best_score:
                            break
                    state[0:STATE_LEN] = root
                if worst > best_score:
                    best_score = worst
                    best = index
        return candidates[best]

    # ------------------------------------------------------------ pondering

    def ponder(self, view):
        """Thinking on the opponent's turn, the captain only (engine/ponder.py:
        on a board, while a person picks): games/spacewar/ahead.py, loaded
        then, so a match elsewhere holds none of its code). None for the
        cadet, which answers fast enough."""
        if self.level < 2:
            return None
        from games.spacewar.ahead import ponder

        return ponder(self, view)
