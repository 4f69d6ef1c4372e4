"""Missile Match CPU: the score of one round for every placement of a hand
against one enemy round, about five times faster than playing each on a scratch
field (lookahead.play_round) and scoring all 38 lines (evaluate.value).

A round splits by column: a missile only ever touches its own target square, a
clash needs both missiles of one column, and an eraser only clears its own
target, so what happens in column c depends only on the two missiles fired in
column c. With both supplies at 4 or more no claim can fail for want of a mark,
and without a double blank nothing happens after step 2. Then the field after
the round is the field before it with each column's few squares changed, and
its score is the score before plus, per line, what those changes did to it.

So Columns.prepare() scores the field once (each line's marks, packed as
evaluate.py packs them, and its part of the score), and options() works out,
for each of a hand's (at most) 8 missiles (hand slot, orientation) in each of
the 4 columns, against the enemy round's missile in that column: the squares
it changes, what that does to the lines inside the column and to the supplies
(a number), and the rows and diagonals it changes (line, change) for score().
score(code) adds up the 4 columns' numbers and re-scores only the rows and
diagonals they touch: evaluate.value of lookahead.play_round, exactly.

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

_PACK = b"\x01\x08\x40"  # evaluate.py's packing: EMPTY 1, P1 8, P2 64
FULL = (32, 256)  # packed value of a line full of P1's / P2's marks
# (LINES 0-7 are the rows, 8-27 the columns' windows, 28-37 the diagonals.)
CROSS = 6  # rows and diagonals one column's changes touch, at most (2 squares x 3)


def line_score(n, packed, seat, weights):
    """Line ``n``'s part of evaluate.value for ``seat`` by ``weights`` when its
    marks pack to ``packed`` (the full-line test apart: FULL)."""
    m = packed >> (3 + 3 * seat) & 7
    o = packed >> (6 - 3 * seat) & 7
    flag = ev.LINE_FLAGS[n]
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

    packed = [0] * field.LINE_COUNT  # each line's marks, packed, before the round
    base = [0] * field.LINE_COUNT  # each line's part of the score before the round
    delta = [0] * field.LINE_COUNT  # score(): packed change of a touched line
    touched = bytearray(4 * CROSS)  # score(): the lines in delta, in order
    # options(), per option (col * 8 + hand slot * 2 + orientation):
    gain = [0] * 32  # what it does to the column's lines and to the supplies
    owns = [0] * 32  # ... to the count of own full lines
    enemies = [0] * 32  # ... to the count of enemy full lines
    crossed = bytearray(32)  # how many rows and diagonals it changes
    cross_line = bytearray(32 * CROSS)  # which
    cross_change = [0] * (32 * CROSS)  # and by how much (packed)
    column = bytearray(field.ROWS)  # scratch: the column's squares as they change
    changed = bytearray(2)  # scratch: the squares one option changes

    def prepare(self, board, supply, seat, weights=ev.CAPTAIN):
        """Score ``board`` and ``supply`` for ``seat`` by ``weights``
        (evaluate.value's) once (before options())."""
        self.board = board
        self.seat = seat
        self.supply = supply
        self.weights = weights
        lines = field.LINES
        total = weights[3] * (supply[seat] - supply[1 - seat])
        own = enemy = 0
        for n in range(field.LINE_COUNT):
            i = 4 * n
            packed = _PACK[board[lines[i]]] + _PACK[board[lines[i + 1]]]
            packed += _PACK[board[lines[i + 2]]] + _PACK[board[lines[i + 3]]]
            self.packed[n] = packed
            part = line_score(n, packed, seat, weights)
            self.base[n] = part
            total += part
            if packed == FULL[seat]:
                own += 1
            elif packed == FULL[1 - seat]:
                enemy += 1
        self.total = total
        self.own_full = own
        self.enemy_full = enemy

    def fast(self):
        """True when rounds can be scored here: both supplies at 4 or more (no
        claim can then fail for want of a mark)."""
        return self.supply[0] >= 4 and self.supply[1] >= 4

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
        if enemy_shots is not NO_SHOTS:
            enemy_power = enemy_shots[2 * col]
            enemy_travel = enemy_shots[2 * col + 1]
            if enemy_travel == 0:
                enemy_pick = best_pick(self.board, 1 - seat, col)
        for slot in range(dom.HAND):
            d = hand[slot]
            low = dom.LOW[d]
            high = dom.HIGH[d]
            option = col * 8 + slot * 2
            pick = best_pick(self.board, seat, col) if high == 0 else -1
            self._option(option, col, low, high, enemy_power, enemy_travel, pick, enemy_pick)
            if low and low != high:  # turned round: power high, travel low
                self._option(option + 1, col, high, low, enemy_power, enemy_travel, -1, enemy_pick)

    def _option(self, option, col, power, travel, enemy_power, enemy_travel, pick, enemy_pick):
        """One missile (power, travel) of the seat in ``col`` against the
        enemy's missile there (travel 0: none, or the double blank): its
        numbers for score(). ``pick``, ``enemy_pick``: the row a double blank
        there picks (-1: none)."""
        seat = self.seat
        board = self.board
        column = self.column
        for row in range(field.ROWS):
            column[row] = board[row * field.COLS + col]
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
        r1 = field.ROWS - t1  # seat 1's (when t1)
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
        # The squares that changed: at most two (targets, picks), lower row first.
        changed = self.changed
        count = 0
        low_row = high_row = -1
        for row in range(field.ROWS):
            if column[row] != board[row * field.COLS + col]:
                if low_row < 0:
                    low_row = row
                high_row = row
                changed[count] = row * field.COLS + col
                count += 1
        gain = supply1 - supply0 if seat else supply0 - supply1
        gain *= self.weights[3]
        owns = enemies = 0
        if count:
            # The column's own lines: the windows of 4 rows holding a change.
            first = 8 + 5 * col + (low_row - 3 if low_row > 3 else 0)
            last = 8 + 5 * col + (high_row if high_row < 4 else 4)
            own_full = FULL[seat]
            enemy_full = FULL[1 - seat]
            for n in range(first, last + 1):
                w = n - 8 - 5 * col  # the window's lowest row
                packed = _PACK[column[w]] + _PACK[column[w + 1]] + _PACK[column[w + 2]] + _PACK[column[w + 3]]
                old = self.packed[n]
                if packed != old:
                    gain += line_score(n, packed, seat, self.weights) - self.base[n]
                    owns += (packed == own_full) - (old == own_full)
                    enemies += (packed == enemy_full) - (old == enemy_full)
        self.gain[option] = gain
        self.owns[option] = owns
        self.enemies[option] = enemies
        crossed = 0
        at = option * CROSS
        for k in range(count):
            square = changed[k]
            change = _PACK[column[square >> 2]] - _PACK[board[square]]
            n = _cross_lines(square, self.cross_line, at + crossed)
            for j in range(at + crossed, at + crossed + n):
                self.cross_change[j] = change
            crossed += n
        self.crossed[option] = crossed

    def score(self, code):
        """evaluate.value after the round of placement ``code`` of the
        options' hand against their enemy round."""
        base = (code >> 4) * 4
        perms = dom.PERMS
        total = self.total
        owns = self.own_full
        enemies = self.enemy_full
        crossed = self.crossed
        gains = self.gain
        own_changes = self.owns
        enemy_changes = self.enemies
        cross_line = self.cross_line
        cross_change = self.cross_change
        delta = self.delta
        touched = self.touched
        lines = 0
        for col in range(field.COLS):
            option = col * 8 + perms[base + col] * 2 + (code >> col & 1)
            total += gains[option]
            owns += own_changes[option]
            enemies += enemy_changes[option]
            at = option * CROSS
            for k in range(at, at + crossed[option]):
                n = cross_line[k]
                if delta[n] == 0:
                    touched[lines] = n
                    lines += 1
                delta[n] += cross_change[k]
        seat = self.seat
        weights = self.weights
        own_full = FULL[seat]
        enemy_full = FULL[1 - seat]
        packed_before = self.packed
        base_parts = self.base
        for k in range(lines):
            n = touched[k]
            change = delta[n]
            if change == 0:
                continue  # (a line listed twice, or changed and changed back)
            delta[n] = 0
            old = packed_before[n]
            packed = old + change
            total += line_score(n, packed, seat, weights) - base_parts[n]
            owns += (packed == own_full) - (old == own_full)
            enemies += (packed == enemy_full) - (old == enemy_full)
        if (owns > 0) != (enemies > 0):
            return ev.WIN if owns > 0 else -ev.WIN
        return total
