"""Solve Starship Combat and write the CPU's policy table (tool only).

    python -m tools.starship_solve          write games/starship/policy.bin
    python -m tools.starship_solve --check  exit 1 unless the committed file matches

Backward induction over rounds left: with the values of every state at left - 1
known, each state's stage game (at most 4x4: the bot's legal actions against the
enemy's, entries the match result or the value of the next state) is solved by
tools.zerosum, and the bot's equilibrium strategy is kept. Among equilibrium
strategies it keeps the one that scores best against a uniformly random reply this
round, later rounds slightly discounted (see DELAY): so no weakly dominated action
is played when an equally safe better one exists (in the last round with missiles
to spare it fires as it shields, rather than only shields), and a sure win is
taken at once rather than put off. Quantization turns each
strategy into integer weights adding up to TOTAL (largest remainder, ties to the
lower action id), so the same input always gives the same bytes.

The solve runs to left 99 (the highest round limit); the table stores left
1..STORED_LEFT, and the build fails unless every later left quantizes to exactly
the STORED_LEFT records, which is what the device's clamping assumes.
"""

import os
import sys

from games.starship import bot, shark
from tools import zerosum
from tools.starship_model import MAX_LEFT, Transitions, legal, resources

TABLE_PATH = os.path.join(os.path.dirname(bot.__file__), bot.TABLE_NAME)
VALUES_PATH = os.path.join(os.path.dirname(bot.__file__), shark.VALUES_NAME)


# Tie-break among equilibrium strategies: the mean result against a uniformly
# random reply this round, with results of later rounds worth DELAY as much, so a
# sure win is taken now rather than later (and a sure loss put off).
DELAY = 0.99


def stage_matrix(transitions, values, res, left):
    """(payoffs, tie-break scores) for the bot: rows its legal actions, columns
    the enemy's; entries the match result or the value of the next state."""
    last = left == 1
    matrix = []
    score = []
    for a in legal(res[0], res[1]):
        line = []
        total = 0.0
        for b in legal(res[2], res[3]):
            out = transitions.outcome(res, a, b, last)
            if isinstance(out, float):
                line.append(out)
                total += out
            else:
                line.append(values[out, left - 1])
                total += DELAY * values[out, left - 1]
        matrix.append(line)
        score.append(total / len(line))
    return matrix, score


def solve(max_left=MAX_LEFT, transitions=None):
    """(values, strategies): dicts keyed by (res, left); a strategy is 4 floats,
    one per action id, zero for illegal actions."""
    transitions = transitions or Transitions()
    values = {}
    strategies = {}
    for left in range(1, max_left + 1):
        for res in resources():
            matrix, score = stage_matrix(transitions, values, res, left)
            value, row, col = zerosum.solve_refined(matrix, score)
            zerosum.check(matrix, value, row, col)
            values[res, left] = value
            strategy = [0.0, 0.0, 0.0, 0.0]
            for action, p in zip(legal(res[0], res[1]), row):
                strategy[action] = p
            strategies[res, left] = strategy
    return values, strategies


def quantize(strategy, total=bot.TOTAL):
    """Integer weights adding up to total, each as close to p * total as can be."""
    raw = [max(p, 0.0) * total for p in strategy]
    weights = [int(x) for x in raw]
    short = total - sum(weights)
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i] - weights[i]), i))
    for i in order[:short]:
        weights[i] += 1
    for p, w in zip(strategy, weights):
        assert w == 0 or p > 0.0, "weight given to an action the solver never plays"
    return weights


def records(strategies, left):
    """The quantized weights of every resource state at this left, in file order."""
    return [quantize(strategies[res, left]) for res in resources()]


def build(strategies, stored=bot.STORED_LEFT, max_left=MAX_LEFT):
    """The table bytes; raises ValueError when clamping at `stored` would be wrong."""
    last = records(strategies, stored)
    for left in range(stored + 1, max_left + 1):
        if records(strategies, left) != last:
            raise ValueError("policy still changes at left {}: raise STORED_LEFT".format(left))
    out = bytearray()
    for left in range(1, stored + 1):
        for weights in records(strategies, left):
            for w in weights[:3]:  # the fourth is TOTAL minus these
                out.append(w & 0xFF)
                out.append(w >> 8)
    assert len(out) == stored * bot.PER_LEFT * bot.RECORD_SIZE
    return bytes(out)


def table_weights(data, res, left):
    """The 4 integer weights (out of TOTAL) of one record of table bytes."""
    at = bot.record_index(*(res + (left,))) * bot.RECORD_SIZE
    w = [data[at + 2 * i] | data[at + 2 * i + 1] << 8 for i in range(3)]
    return w + [bot.TOTAL - sum(w)]


def security_values(data, transitions=None, stored=bot.STORED_LEFT):
    """dict (res, left) -> W in 1/shark.UNIT: what the table (bytes `data`)
    guarantees against any reply, by backward induction with the shark's own
    integer arithmetic (games/starship/shark.py): E[b] = floor(sum_a w[a] A[a][b]
    / TOTAL), W = min_b E[b], results +-UNIT or 0."""
    transitions = transitions or Transitions()
    values = {}
    for left in range(1, stored + 1):
        for res in resources():
            weights = table_weights(data, res, left)
            worst = None
            for b in legal(res[2], res[3]):
                total = 0
                for a in legal(res[0], res[1]):
                    out = transitions.outcome(res, a, b, left == 1)
                    cell = int(out) * shark.UNIT if isinstance(out, float) else values[out, left - 1]
                    total += weights[a] * cell
                if worst is None or total // bot.TOTAL < worst:
                    worst = total // bot.TOTAL
            values[res, left] = worst
    return values


def build_values(data, transitions=None, stored=bot.STORED_LEFT):
    """values.bin bytes: W as int16 little-endian, in record_index order."""
    values = security_values(data, transitions, stored)
    out = bytearray()
    for left in range(1, stored + 1):
        for res in resources():
            out.extend((values[res, left] & 0xFFFF).to_bytes(2, "little"))
    return bytes(out)


def last_change(strategies, max_left=MAX_LEFT):
    """The highest left whose quantized policy differs from the left below it."""
    last = 1
    for left in range(2, max_left + 1):
        if records(strategies, left) != records(strategies, left - 1):
            last = left
    return last


def main(argv):
    """Write (or with --check, compare) the committed policy table."""
    _, strategies = solve()
    data = build(strategies)
    values = build_values(data)
    outputs = ((TABLE_PATH, data), (VALUES_PATH, values))
    if "--check" in argv:
        status = 0
        for path, want in outputs:
            path = os.path.normpath(path)
            with open(path, "rb") as f:
                same = f.read() == want
            print("{}: {}".format(path, "up to date" if same else "DIFFERS from the solver"))
            status |= not same
        return status
    for path, want in outputs:
        with open(os.path.normpath(path), "wb") as f:
            f.write(want)
    print("wrote {} ({} bytes, left 1..{}; policy constant from left {})".format(
        os.path.normpath(TABLE_PATH), len(data), bot.STORED_LEFT, last_change(strategies)))
    print("wrote {} ({} bytes: the table's guaranteed values, shark level)".format(
        os.path.normpath(VALUES_PATH), len(values)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
