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
# score()'s quick way: an option's bit for a row (lines 0-7: bits 0-7) or a
# diagonal (lines 28-37: bits 8-17) it changes; SHAKY when it makes or breaks
# a full line (then score() takes the slow way).
SHAKY = 1 << 18


def line_score(n, packed, seat, weights):
    """Line ``n``'s part of evaluate.value for ``seat`` by ``weights`` when its
    marks pack to ``packed`` (the full-line test apart: FULL)."""
    return _part(ev.LINE_FLAGS[n], packed >> 3, seat, weights)


def _part(flag, key, seat, weights):
    """line_score() of a line with LINE_FLAGS ``flag`` and marks ``key``
    (packed >> 3: P1's count + 8 * P2's)."""
    m = key >> 3 * seat & 7
    o = key >> 3 - 3 * seat & 7
    if m + o > 4:
        return 0  # (no line packs so: a key the table holds unused)
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
# parts table (Columns.parts: line_score by kind and key, made by prepare()).
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

    packed = [0] * field.LINE_COUNT  # each line's marks, packed, before the round
    parts = [0] * (len(KINDS) * KEYS)  # line_score() of a line: parts[ROW[n] + (packed >> 3)]
    base = [0] * field.LINE_COUNT  # each line's part of the score before the round
    delta = [0] * field.LINE_COUNT  # score(): packed change of a touched line
    touched = bytearray(4 * CROSS)  # score(): the lines in delta, in order
    # options(), per option (col * 8 + hand slot * 2 + orientation):
    owns = [0] * 32  # what it does to the count of own full lines
    enemies = [0] * 32  # ... to the count of enemy full lines
    crossed = bytearray(32)  # how many rows and diagonals it changes
    cross_line = bytearray(32 * CROSS)  # which
    cross_change = [0] * (32 * CROSS)  # and by how much (packed)
    cross_part = [0] * (32 * CROSS)  # ... and the score by how much, that change alone
    solo = [0] * 32  # the score change of the option alone (its column and crossed lines)
    lines_of = [0] * 32  # the rows and diagonals it changes, as bits, and SHAKY
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
        parts = self.parts
        for kind in range(len(KINDS)):
            for key in range(KEYS):
                parts[kind * KEYS + key] = _part(KINDS[kind], key, seat, weights)
        total = weights[3] * (supply[seat] - supply[1 - seat])
        own = enemy = 0
        for n in range(field.LINE_COUNT):
            i = 4 * n
            packed = _PACK[board[lines[i]]] + _PACK[board[lines[i + 1]]]
            packed += _PACK[board[lines[i + 2]]] + _PACK[board[lines[i + 3]]]
            self.packed[n] = packed
            part = parts[ROW[n] + (packed >> 3)]
            self.base[n] = part
            total += part
            if packed == FULL[seat]:
                own += 1
            elif packed == FULL[1 - seat]:
                enemy += 1
        self.total = total
        self.own_full = own
        self.enemy_full = enemy
        # No win before the round (no full line, or both have one): score()'s
        # quick way then holds.
        self.steady = (own > 0) == (enemy > 0)

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
        own_full = FULL[seat]
        enemy_full = FULL[1 - seat]
        if count:
            # The column's own lines: the windows of 4 rows holding a change.
            first = 8 + 5 * col + (low_row - 3 if low_row > 3 else 0)
            last = 8 + 5 * col + (high_row if high_row < 4 else 4)
            for n in range(first, last + 1):
                w = n - 8 - 5 * col  # the window's lowest row
                packed = _PACK[column[w]] + _PACK[column[w + 1]] + _PACK[column[w + 2]] + _PACK[column[w + 3]]
                old = self.packed[n]
                if packed != old:
                    gain += self.parts[ROW[n] + (packed >> 3)] - self.base[n]
                    owns += (packed == own_full) - (old == own_full)
                    enemies += (packed == enemy_full) - (old == enemy_full)
        crossed = 0
        at = option * CROSS
        solo = gain
        bits = SHAKY if owns or enemies else 0
        for k in range(count):
            square = changed[k]
            change = _PACK[column[square >> 2]] - _PACK[board[square]]
            n = _cross_lines(square, self.cross_line, at + crossed)
            for j in range(at + crossed, at + crossed + n):
                self.cross_change[j] = change
                line = self.cross_line[j]
                old = self.packed[line]
                packed = old + change
                part = self.parts[ROW[line] + (packed >> 3)] - self.base[line]
                self.cross_part[j] = part
                solo += part
                bits |= 1 << (line if line < 8 else line - 20)
                if packed == own_full or old == own_full:
                    owns += (packed == own_full) - (old == own_full)
                    bits |= SHAKY
                if packed == enemy_full or old == enemy_full:
                    enemies += (packed == enemy_full) - (old == enemy_full)
                    bits |= SHAKY
            crossed += n
        self.crossed[option] = crossed
        self.solo[option] = solo
        self.lines_of[option] = bits
        self.owns[option] = owns  # (the column's lines and its crossed ones)
        self.enemies[option] = enemies

    def score(self, code):
        """evaluate.value after the round of placement ``code`` of the
        options' hand against their enemy round.

        The quick way: each option's score change alone (solo), summed, is
        the round's when no two of the four change one row or diagonal, none
        makes or breaks a full line and nobody has won before the round; else
        _mend scores again the lines two of them change and counts the full
        lines."""
        base = (code >> 4) * 4
        perms = dom.PERMS
        o0 = perms[base] * 2 + (code & 1)
        o1 = 8 + perms[base + 1] * 2 + (code >> 1 & 1)
        o2 = 16 + perms[base + 2] * 2 + (code >> 2 & 1)
        o3 = 24 + perms[base + 3] * 2 + (code >> 3 & 1)
        lines_of = self.lines_of
        m0 = lines_of[o0]
        m1 = lines_of[o1]
        m2 = lines_of[o2]
        m3 = lines_of[o3]
        seen = m0 | m1
        twice = m0 & m1 | seen & m2
        seen |= m2
        twice |= seen & m3
        solo = self.solo
        total = self.total + solo[o0] + solo[o1] + solo[o2] + solo[o3]
        if twice or (seen | m3) & SHAKY or not self.steady:
            return self._mend(total, twice, (seen | m3) & SHAKY, o0, o1, o2, o3)
        return total

    def _mend(self, total, twice, shaky, o0, o1, o2, o3):
        """score() when options o0-o3 (their solo parts in ``total``) change
        rows or diagonals ``twice`` (bits, as lines_of) or make or break a
        full line (``shaky``): those lines' solo parts out, their score with
        every change in; the full lines counted."""
        own_full = FULL[self.seat]
        enemy_full = FULL[1 - self.seat]
        packed_before = self.packed
        owns = self.own_full
        enemies = self.enemy_full
        if shaky:
            fulls = self.owns
            owns += fulls[o0] + fulls[o1] + fulls[o2] + fulls[o3]
            fulls = self.enemies
            enemies += fulls[o0] + fulls[o1] + fulls[o2] + fulls[o3]
        lines = 0
        if twice:
            lines_of = self.lines_of
            cross_line = self.cross_line
            cross_change = self.cross_change
            cross_part = self.cross_part
            crossed = self.crossed
            delta = self.delta
            touched = self.touched
            for col in range(field.COLS):
                if col == 0:
                    option = o0
                elif col == 1:
                    option = o1
                elif col == 2:
                    option = o2
                else:
                    option = o3
                if not lines_of[option] & twice:
                    continue
                at = option * CROSS
                for k in range(at, at + crossed[option]):
                    n = cross_line[k]
                    if twice >> (n if n < 8 else n - 20) & 1:
                        if delta[n] == 0:
                            touched[lines] = n
                            lines += 1
                        change = cross_change[k]
                        delta[n] += change
                        total -= cross_part[k]
                        if shaky:  # (this change's own count of full lines out)
                            old = packed_before[n]
                            owns -= (old + change == own_full) - (old == own_full)
                            enemies -= (old + change == enemy_full) - (old == enemy_full)
            parts = self.parts
            base_parts = self.base
            for k in range(lines):
                n = touched[k]
                change = delta[n]
                if change == 0:
                    continue  # (a line listed twice, or changed and changed back)
                delta[n] = 0
                old = packed_before[n]
                packed = old + change
                total += parts[ROW[n] + (packed >> 3)] - base_parts[n]
                owns += (packed == own_full) - (old == own_full)
                enemies += (packed == enemy_full) - (old == enemy_full)
        if (owns > 0) != (enemies > 0):
            return ev.WIN if owns > 0 else -ev.WIN
        return total
