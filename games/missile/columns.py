"""Missile Match CPU: the score of one round for every placement of a hand
against one enemy round, many times faster than playing each on a scratch
field (lookahead.play_round) and scoring all 38 lines (evaluate.value).

A round splits by column: a missile only ever touches its own target square, a
clash needs both missiles of one column, and an eraser only clears its own
target, so what happens in column c depends only on the two missiles fired in
column c. With both supplies at 4 or more no claim can fail for want of a mark,
and without a double blank nothing happens after step 2. Then the field after
the round is the field before it with each column's few squares changed, and
its score is the score before plus, per line, what those changes did to it.

So Columns.prepare() scores the field once (each line's marks, packed as
evaluate.py packs them, and a table of what a line's marks are worth), and
options() works out, for each of a hand's (at most) 8 missiles (hand slot,
orientation) in each of the 4 columns, against the enemy round's missile in
that column: the squares it changes, what that does to the lines inside the
column and to the supplies (a number), and the rows and diagonals it changes
(line, change). A placement's score then takes its four options one after
another, each re-scoring only the rows and diagonals it changes (as the ones
before it left them): evaluate.value of lookahead.play_round, exactly.

Scores are carried as "values": score * SCALE plus the full lines (own 1,
enemy ENEMY_FULL each), so one sum carries both and a lone full line
(evaluate's +-WIN) is read off at the end. scores() works out every
placement that shares its column A and B options at once, those two taken
once for all of them, column C's once for both of D's: a few line changes a
placement (score() works out one placement's batch).

With a supply under 4 the fast way does not hold (fast() is False): the
caller plays those rounds in full. A double blank's pick is not known before
steps 1 and 2 are (it takes the mark the opponent relies on most, then); here
it is chosen on the field before the round (lookahead.best_pick), so rounds
that fire one are scored as if it picked that mark: exact without a double
blank, close with one.

Memory: every buffer is made once (class attributes), shared as the bots
share theirs; nothing here allocates.
"""

from games.missile import dominoes as dom
from games.missile import evaluate as ev
from games.missile import field
from games.missile.lookahead import NO_SHOTS, best_pick

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


_PACK = b"\x01\x08\x40"  # evaluate.py's packing: EMPTY 1, P1 8, P2 64
FULL = (32, 256)  # packed value of a line full of P1's / P2's marks
# (LINES 0-7 are the rows, 8-27 the columns' windows, 28-37 the diagonals.)
CROSS = 6  # rows and diagonals one column's changes touch, at most (2 squares x 3)
_ROWS = const(8)  # field.ROWS, field.COLS (folded at compile time)
_COLS = const(4)
_UNKNOWN = const(255)
SCALE = 4096  # a value is score * SCALE + own full lines + ENEMY_FULL * enemy ones
ENEMY_FULL = 64  # (38 lines: each count fits 6 bits, both 12; scores stay under 2**17)


def _part(flag, key, seat, weights):
    """A line's part of evaluate.value for ``seat`` by ``weights`` when its
    LINE_FLAGS are ``flag`` and its marks ``key`` (packed >> 3: P1's count +
    8 * P2's; the full-line test apart)."""
    m = key >> 3 * seat & 7
    o = key >> 3 - 3 * seat & 7
    if o == 0:
        if flag & (1 << seat):
            if flag & (4 << seat):
                return weights[0][m] + weights[2] * m
            return weights[0][m]
    elif m == 0:
        if flag & (2 >> seat):
            if flag & (8 >> seat):
                return -weights[1][o] - weights[2] * o
            return -weights[1][o]
    return 0


# The line kinds (evaluate.LINE_FLAGS' values) and each line's row of the
# parts table (Columns.parts: _part by kind and key, made by prepare()).
KINDS = b"\x01\x02\x03\x05\x0a"
KEYS = 37  # keys (packed >> 3) run 0..36


def _rows():
    """ROW, made from LINE_FLAGS once."""
    rows = bytearray(len(ev.LINE_FLAGS))
    for n in range(len(rows)):
        for kind in range(len(KINDS)):
            if KINDS[kind] == ev.LINE_FLAGS[n]:
                rows[n] = KEYS * kind
    return bytes(rows)


ROW = _rows()


def _cross_lines(square, out, at):
    """Write the row and diagonals through ``square`` into out[at:]; returns
    how many (1 to 3)."""
    row = square >> 2
    col = square & 3
    out[at] = row  # row r is line r
    n = 1
    if 0 <= row - col <= 4:
        out[at + n] = 28 + row - col  # up-right diagonals start on column A, rows 1-5
        n += 1
    if 0 <= row + col - 3 <= 4:
        out[at + n] = 33 + row + col - 3  # down-right: start on column A, rows 4-8
        n += 1
    return n


class Columns:
    """One field's score, then one hand's options against one enemy round,
    then any placement's score (see the module docstring)."""

    packed = [0] * field.LINE_COUNT  # each line's marks, packed (before the round, between scores)
    parts = [0] * (len(KINDS) * KEYS)  # a line's value: parts[ROW[n] + (packed >> 3)]
    by_code = [0] * dom.PLACEMENTS  # scores(): the score of each placement, by code
    # options(), per option (col * 8 + hand slot * 2 + orientation):
    gain = [0] * 32  # what it does to the column's lines and to the supplies (a value)
    crossed = bytearray(32)  # how many rows and diagonals it changes
    solo = [0] * 32  # ... gain and what those changes alone do (a value)
    lines_of = [0] * 32  # ... those rows (lines 0-7: bits 0-7) and diagonals (28-37: bits 8-17)
    cross_line = bytearray(32 * CROSS)  # which
    cross_change = [0] * (32 * CROSS)  # and by how much (packed)
    picks = bytearray(2 * field.COLS)  # _pick(): best_pick + 1 by seat and column, or _UNKNOWN
    column = bytearray(field.ROWS)  # scratch: the column's squares (options_in), as they change (_option)

    def prepare(self, board, supply, seat, weights=ev.CAPTAIN):
        """Score ``board`` and ``supply`` for ``seat`` by ``weights``
        (evaluate.value's) once (before options())."""
        self.board = board
        self.seat = seat
        picks = self.picks
        for i in range(len(picks)):
            picks[i] = _UNKNOWN
        self.supply = supply
        self.weights = weights
        lines = field.LINES
        parts = self.parts
        own = 4 << 3 * seat  # the keys of a line full of own marks, of enemy marks
        enemy = 32 >> 3 * seat
        for kind in range(len(KINDS)):
            for p1 in range(5):  # (the keys no line packs to stay 0)
                for p2 in range(5 - p1):
                    key = p1 + 8 * p2
                    value = _part(KINDS[kind], key, seat, weights) * SCALE
                    if key == own:
                        value += 1
                    elif key == enemy:
                        value += ENEMY_FULL
                    parts[kind * KEYS + key] = value
        value = weights[3] * (supply[seat] - supply[1 - seat]) * SCALE
        for n in range(field.LINE_COUNT):
            i = 4 * n
            packed = _PACK[board[lines[i]]] + _PACK[board[lines[i + 1]]]
            packed += _PACK[board[lines[i + 2]]] + _PACK[board[lines[i + 3]]]
            self.packed[n] = packed
            value += parts[ROW[n] + (packed >> 3)]
        self.value = value

    def fast(self, supply):
        """True when rounds with this ``supply`` can be scored here: both at 4
        or more (no claim can then fail for want of a mark). Asked before
        prepare(), which a round played the captain's way does not need."""
        return supply[0] >= 4 and supply[1] >= 4

    def options(self, hand, enemy_shots):
        """Work out every option of ``hand`` (the prepared seat's) against
        ``enemy_shots`` (lookahead.NO_SHOTS: none), when fast()."""
        for col in range(field.COLS):
            self.options_in(col, hand, enemy_shots)

    def options_in(self, col, hand, enemy_shots):
        """options() for column ``col`` alone (a unit of thinking each)."""
        seat = self.seat
        enemy_power = enemy_travel = 0  # none (lone): nothing in the column
        enemy_pick = -1
        lone = enemy_shots is NO_SHOTS
        if not lone:
            enemy_power = enemy_shots[2 * col]
            enemy_travel = enemy_shots[2 * col + 1]
            if enemy_travel == 0:
                enemy_pick = self._pick(1 - seat, col)
        turns = 0  # the hand slots whose missile turns round
        if not lone:
            column = self.column
            board = self.board
            for row in range(_ROWS):
                column[row] = board[row * _COLS + col]
        for slot in range(dom.HAND):
            d = hand[slot]
            low = dom.LOW[d]
            high = dom.HIGH[d]
            option = col * 8 + slot * 2
            pick = self._pick(seat, col) if high == 0 else -1
            turns_round = low and low != high  # turned round: power high, travel low
            if lone:
                self._lone(option, col, low, high, pick)
                if turns_round:
                    self._lone(option + 1, col, high, low, -1)
            else:
                self._option(option, col, low, high, enemy_power, enemy_travel, pick, enemy_pick)
                if turns_round:
                    self._option(option + 1, col, high, low, enemy_power, enemy_travel, -1, enemy_pick)
            if turns_round:
                turns |= 1 << slot
        self.turns = turns

    def warm(self, seat, col):
        """Work out the double blank's pick of ``seat`` in ``col`` ahead
        (options_in() would, when a double blank fires there): a unit of
        thinking of its own. True when it was not known yet."""
        if self.picks[seat * _COLS + col] != _UNKNOWN:
            return False
        self._pick(seat, col)
        return True

    def _pick(self, seat, col):
        """lookahead.best_pick on the prepared board, worked out once a
        prepare()."""
        at = seat * _COLS + col
        pick = self.picks[at]
        if pick == _UNKNOWN:
            pick = best_pick(self.board, seat, col) + 1
            self.picks[at] = pick
        return pick - 1

    def _option(self, option, col, power, travel, enemy_power, enemy_travel, pick, enemy_pick):
        """One missile (power, travel) of the seat in ``col`` against the
        enemy's missile there (travel 0: none, or the double blank): its
        numbers for score(). ``pick``, ``enemy_pick``: the row a double blank
        there picks (-1: none). ``column`` holds the column's squares before
        the round (options_in) and does so again on return."""
        seat = self.seat
        board = self.board
        column = self.column
        # (One name at a time: a 4-tuple assignment would make a tuple.)
        if seat == 0:
            p0 = power
            t0 = travel
            p1 = enemy_power
            t1 = enemy_travel
            pick0 = pick
            pick1 = enemy_pick
        else:
            p0 = enemy_power
            t0 = enemy_travel
            p1 = power
            t1 = travel
            pick0 = enemy_pick
            pick1 = pick
        r0 = t0 - 1  # seat 0's target row (when t0)
        r1 = _ROWS - t1  # seat 1's (when t1)
        supply0 = supply1 = 0  # changes
        # Step 1 (field.resolve_claims, this column only).
        if p0 and p1 and t0 + t1 == 9 and column[r0] == field.EMPTY:
            if p0 > p1:
                column[r0] = 1
                supply0 -= 1
            elif p1 > p0:
                column[r0] = 2
                supply1 -= 1
        else:
            if p0 and column[r0] == field.EMPTY:
                column[r0] = 1
                supply0 -= 1
            if p1 and column[r1] == field.EMPTY:
                column[r1] = 2
                supply1 -= 1
        # Step 2 (field.resolve_erasers): an eraser clears an opponent mark.
        if not p0 and t0 and column[r0] == 2:
            column[r0] = field.EMPTY
            supply1 += 1
        if not p1 and t1 and column[r1] == 1:
            column[r1] = field.EMPTY
            supply0 += 1
        # Step 3: a double blank's pick (chosen on the field before the round).
        if pick0 >= 0 and column[pick0] == 2:
            column[pick0] = field.EMPTY
            supply1 += 1
        if pick1 >= 0 and column[pick1] == 1:
            column[pick1] = field.EMPTY
            supply0 += 1
        gain = supply1 - supply0 if seat else supply0 - supply1
        gain *= self.weights[3] * SCALE
        # The squares that changed: at most two of the targets and picks
        # (rows in ``seen`` were looked at); each put back as it was.
        count = 0
        row0 = row1 = change0 = change1 = 0
        seen = 0
        for i in range(4):
            if i == 0:
                row = r0 if t0 else -1
            elif i == 1:
                row = r1 if t1 else -1
            elif i == 2:
                row = pick0
            else:
                row = pick1
            if row < 0 or seen >> row & 1:
                continue
            seen |= 1 << row
            before = board[row * _COLS + col]
            if column[row] != before:
                change = _PACK[column[row]] - _PACK[before]
                column[row] = before
                if count == 0:
                    row0 = row
                    change0 = change
                else:
                    row1 = row
                    change1 = change
                count += 1
        self._changed(option, col, gain, count, row0, change0, row1, change1)

    def _lone(self, option, col, power, travel, pick):
        """_option() against no enemy missile (lookahead.NO_SHOTS): at most
        one square changes, the target or the double blank's pick."""
        seat = self.seat
        row = pick
        if travel:
            row = travel - 1 if seat == 0 else _ROWS - travel
        change = 0
        if row >= 0:
            before = self.board[row * _COLS + col]
            if power:
                if before == field.EMPTY:  # a claim
                    change = _PACK[seat + 1] - _PACK[field.EMPTY]
            elif before == 2 - seat:  # an eraser's or the pick's enemy mark
                change = _PACK[field.EMPTY] - _PACK[before]
        # (Each takes a mark off our supply or gives one back to the enemy's.)
        self._changed(option, col, -self.weights[3] * SCALE if change else 0, 1 if change else 0, row, change, 0, 0)

    def _changed(self, option, col, gain, count, row0, change0, row1, change1):
        """An option's numbers for scores(), from what it does to the
        supplies (``gain``, a value) and the ``count`` squares of ``col`` it
        changes (rows ``row0``, ``row1``, packed changes ``change0``,
        ``change1``)."""
        crossed = solo = bits = 0
        if count:
            packed = self.packed
            parts = self.parts
            # The column's own lines: the windows of 4 rows holding a change.
            low = row0
            high = row0
            if count == 2:
                if row1 < low:
                    low = row1
                else:
                    high = row1
            first = 8 + 5 * col + (low - 3 if low > 3 else 0)
            last = 8 + 5 * col + (high if high < 4 else 4)
            for n in range(first, last + 1):
                w = n - 8 - 5 * col  # the window's lowest row
                old = packed[n]
                new = old
                if w <= row0 <= w + 3:
                    new += change0
                if count == 2 and w <= row1 <= w + 3:
                    new += change1
                gain += parts[ROW[n] + (new >> 3)] - parts[ROW[n] + (old >> 3)]
            at = option * CROSS
            cross_line = self.cross_line
            cross_change = self.cross_change
            for k in range(count):
                row = row1 if k else row0
                change = change1 if k else change0
                n = _cross_lines(row * _COLS + col, cross_line, at + crossed)
                for j in range(at + crossed, at + crossed + n):
                    cross_change[j] = change
                    line = cross_line[j]
                    old = packed[line]
                    solo += parts[ROW[line] + ((old + change) >> 3)] - parts[ROW[line] + (old >> 3)]
                    bits |= 1 << (line if line < 8 else line - 20)
                crossed += n
        self.gain[option] = gain
        self.crossed[option] = crossed
        self.solo[option] = gain + solo
        self.lines_of[option] = bits

    def score(self, code):
        """evaluate.value after the round of placement ``code`` of the
        options' hand against their enemy round (its batch of scores(), the
        others of by_code changed too)."""
        base = (code >> 4) * 4
        perms = dom.PERMS
        self.scores((perms[base] * 2 + (code & 1)) * 8 + perms[base + 1] * 2 + (code >> 1 & 1))
        return self.by_code[code]

    def batches(self, pair, count):
        """scores() from ``pair`` on until ``count`` batches are written or
        every pair is done; returns the pair to go on from (64: done)."""
        while pair < 64 and count:
            if self.scores(pair):
                count -= 1
            pair += 1
        return pair

    def scores(self, pair):
        """Write into by_code the score of every legal placement with column
        A's option pair >> 3 and column B's 8 + (pair & 7) (``pair`` 0..63,
        by options' option numbers); False when no placement has them (the
        same slot twice, or a slot turned that cannot turn). (All written
        out in one function: a call per option would cost more than its
        work.)"""
        a = pair >> 3
        b = 8 + (pair & 7)
        slot_a = a >> 1
        slot_b = pair >> 1 & 3
        turns = self.turns
        if slot_a == slot_b or a & 1 and not turns >> slot_a & 1 or b & 1 and not turns >> slot_b & 1:
            return False
        # The two slots left, low and high; the order index (dominoes.PERMS):
        # 6 per column A slot, 2 per column B slot among the three left.
        low = 0
        while low == slot_a or low == slot_b:
            low += 1
        high = 6 - slot_a - slot_b - low
        perm = slot_a * 6 + (slot_b - (slot_b > slot_a)) * 2
        flips = (a & 1) | (b & 1) << 1
        by_code = self.by_code
        packed = self.packed
        parts = self.parts
        gain = self.gain
        crossed = self.crossed
        cross_line = self.cross_line
        cross_change = self.cross_change
        solo = self.solo
        lines_of = self.lines_of
        lines_b = lines_of[a] | lines_of[b]  # the rows and diagonals changed so far
        value_b = self.value + gain[a] + gain[b]
        for i in range(2):
            option = b if i else a
            at = option * CROSS
            for k in range(at, at + crossed[option]):
                n = cross_line[k]
                old = packed[n]
                new = old + cross_change[k]
                packed[n] = new
                row = ROW[n]
                value_b += parts[row + (new >> 3)] - parts[row + (old >> 3)]
        for order in range(2):
            slot_c = high if order else low
            slot_d = low if order else high
            code_c = (perm + order) * 16 + flips
            for turn_c in range(1 + (turns >> slot_c & 1)):
                c = 16 + slot_c * 2 + turn_c
                at_c = c * CROSS
                end_c = at_c + crossed[c]
                # Its changes go into packed only when a line it changes was
                # changed before it or is changed after it (by column D).
                taken = lines_of[c] & lines_b
                if taken:
                    value_c = value_b + gain[c]
                    for k in range(at_c, end_c):
                        n = cross_line[k]
                        old = packed[n]
                        new = old + cross_change[k]
                        packed[n] = new
                        row = ROW[n]
                        value_c += parts[row + (new >> 3)] - parts[row + (old >> 3)]
                else:
                    value_c = value_b + solo[c]  # (its lines as they were before the round)
                lines_c = lines_b | lines_of[c]
                for turn_d in range(1 + (turns >> slot_d & 1)):
                    d = 24 + slot_d * 2 + turn_d
                    if not lines_of[d] & lines_c:
                        value = value_c + solo[d]
                    else:
                        if not taken:
                            taken = 1
                            for k in range(at_c, end_c):
                                packed[cross_line[k]] += cross_change[k]
                        value = value_c + gain[d]
                        at = d * CROSS
                        for k in range(at, at + crossed[d]):
                            n = cross_line[k]
                            old = packed[n]
                            row = ROW[n]
                            value += parts[row + ((old + cross_change[k]) >> 3)] - parts[row + (old >> 3)]
                    fulls = value & (SCALE - 1)
                    if fulls and (fulls & (ENEMY_FULL - 1) > 0) != (fulls >= ENEMY_FULL):
                        value = ev.WIN if fulls < ENEMY_FULL else -ev.WIN
                    else:
                        value >>= 12
                    by_code[code_c + (turn_c << 2) + (turn_d << 3)] = value
                if taken:
                    for k in range(at_c, end_c):
                        packed[cross_line[k]] -= cross_change[k]
        for i in range(2):
            option = b if i else a
            at = option * CROSS
            for k in range(at, at + crossed[option]):
                packed[cross_line[k]] -= cross_change[k]
        return True
