"""Missiles & Microchips: integer expected values for the "sharp" CPU.

Probabilities are ints out of ONE (256), so every sum is exact and the same on
every Python; a weight times a weight stays below 2**17, and a weight times a
score (|score| <= 130) plus a whole expectation stays far below 2**30. Outcomes are scored from this seat's side only: its own
energy after the round (VALUE) plus what its action does to the seat it hits
(`harm`). Nothing here sees the game: only numbers read off the seat's view.
"""

from games.chips.rules import ATTACK, BLOCK, CHARGE, WIN_ENERGY

ONE = 256  # probability 1
DEATH = -100  # own energy 0 or less
WIN = 100  # own energy 10 or more
# VALUE[e] for own energy e = 1..9 after the round: low energy is fragile, energy
# near 10 is worth more than its count. Index 0 is never read.
VALUE = (0, -14, -4, 4, 10, 15, 20, 26, 33, 41)
# THREAT[e]: how much an opponent at energy e worries us (1..9, index 0 unused).
THREAT = (0, 1, 2, 3, 4, 5, 6, 8, 11, 15)
KILL = 12  # extra for knocking an opponent out (one fewer to outlast)


def value(energy):
    """Score of ending the round at this energy."""
    if energy <= 0:
        return DEATH
    if energy >= WIN_ENERGY:
        return WIN
    return VALUE[energy]


def boost(energy, gain):
    """Score lost by letting an opponent at `energy` gain `gain`."""
    if energy + gain >= WIN_ENERGY:
        return WIN
    return THREAT[energy + gain] - THREAT[energy]


def harm(energy, loss):
    """Score of making an opponent at `energy` lose `loss` (may be 0)."""
    if loss <= 0:
        return 0
    if energy > 9:
        energy = 9
    left = energy - loss
    if left <= 0:
        return THREAT[energy] + KILL
    return THREAT[energy] - THREAT[left]


def add_attacker(out, count, p):
    """The chance, out of ONE, that exactly k of independent attackers
    attack, out[k], from that of count - 1 of them: add one more, who
    attacks with chance p out of ONE (out[count] is 0 before)."""
    k = count
    while k > 0:
        out[k] = (out[k] * (ONE - p) + out[k - 1] * p) // ONE
        k -= 1
    out[0] = out[0] * (ONE - p) // ONE


def action_score(act, energy, t_energy, t_probs, t_aims_me, counts, extra):
    """Expected score, times ONE, of ending on `act` toward target t.

    energy: own energy after any change cost. t_probs: t's actions out of ONE.
    t_aims_me: chance out of ONE that t targets us. counts: chance of k attacks on
    us from the others (see add_attacker). extra: score (times ONE) that does not
    depend on t or k (blocks and chains against the others)."""
    total = extra
    for t_act in range(3):  # ATTACK, BLOCK, CHARGE (a range: a tuple of imported names is made at every call)
        w_act = t_probs[t_act]
        if w_act == 0:
            continue
        for aims in (0, 1):
            w_aim = t_aims_me if aims else ONE - t_aims_me
            if w_aim == 0:
                continue
            w = w_act * w_aim // ONE
            t_hits = 1 if aims and t_act == ATTACK else 0
            for k in range(len(counts)):
                if counts[k]:
                    score = _outcome(act, energy, t_energy, t_act, aims, k + t_hits)
                    total += w * counts[k] // ONE * score
    return total


def _outcome(act, energy, t_energy, t_act, aims, hits):
    """Score of one outcome: our action, t's action, whether t aims at us, and the
    number of attacks that reach us."""
    if act == BLOCK:
        # Every attack is stopped; t attacking us is hit by our Firewall.
        return value(energy) + (harm(t_energy, 2) if aims and t_act == ATTACK else 0)
    if act == ATTACK:
        energy -= hits
        if t_act == BLOCK:
            return value(energy - (2 if aims else 1))
        # Hitting a charger also costs it the charge.
        return value(energy) + harm(t_energy, 2 if t_act == CHARGE else 1)
    if hits:
        return value(energy - hits)  # disabled charge
    if t_act == CHARGE:
        if aims:
            return value(energy) + harm(t_energy, 1)  # Feedback: t gains nothing either
        return value(energy + 2)
    return value(energy + 1)


# DUEL_GAIN[ours * 3 + theirs]: our energy change in a duel (targets are implied,
# so Block vs Attack is a Firewall and Charge vs Charge is Feedback).
DUEL_GAIN = (-1, -2, 0, 0, 0, 0, -1, 1, 0)


def duel_score(act, energy, foe_energy, foe_probs, last_round):
    """Expected score, times ONE, of `act` in a duel against a foe whose actions
    have chances foe_probs (out of ONE)."""
    total = 0
    for foe_act in range(3):  # ATTACK, BLOCK, CHARGE
        if foe_probs[foe_act]:
            ours = energy + DUEL_GAIN[act * 3 + foe_act]
            theirs = foe_energy + DUEL_GAIN[foe_act * 3 + act]
            total += foe_probs[foe_act] * _duel_outcome(ours, theirs, last_round)
    return total


def _duel_outcome(ours, theirs, last_round):
    if ours <= 0:
        return DEATH  # Scorched Earth is a loss too
    if ours >= WIN_ENERGY or theirs <= 0:
        return WIN  # a shared energy win is a win too
    if theirs >= WIN_ENERGY:
        return DEATH
    if last_round:
        return WIN if ours >= theirs else DEATH  # round limit: ties share the win
    return value(ours) - value(theirs)
