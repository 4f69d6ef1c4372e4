"""Missiles & Microchips CPU players, reading only their own seat's view.

"easy" (level 1) plays by rules of thumb: mostly charge, attack the weakest or the
leader, block when low, and pay to change only when several seats aim at it.
"sharp" (level 2) keeps a count of what each seat has revealed (recent rounds
weigh more) and scores every choice by its expected outcome against those odds
(games.chips.odds): at CHOOSE every (target, action) with the others' aims
unknown (at most 5 targets x 3 actions x 3 replies x 2 aims x 5 attack counts = 450
outcomes), at CHANGE its 3 actions against the now-known aims (at most 45), in a
duel its 3 actions against 3 replies (9). It draws among near-equal choices so it
cannot be read, and in a duel mixes in the equilibrium play (Attack 1/4, Block 1/4,
Charge 1/2) a quarter of the time.

Thinking in slices (engine.think): think() yields after every choice it scores
(one action_score: at most 30 outcomes), so a unit stays under UNIT_US;
choose() runs it to the end.
"""

from engine.think import Thinker
from games.chips import odds
from games.chips.rules import ATTACK, BLOCK, CHANGE, CHARGE, CHOOSE, DUEL, PLAY

from games.chips.info import LEVELS  # noqa: F401 (the bot contract)
_PRIOR = 2  # starting count per seat and action (no evidence yet: uniform)
_SEEN = 3  # added per revealed action
_FORGET = 60  # halve a seat's counts once they sum past this: recent play weighs more
_MARGIN = 2 * odds.ONE  # CHOOSE scores this close to the best are equal
_EQUILIBRIUM = (1, 1, 2)  # duel weights: Attack 1/4, Block 1/4, Charge 1/2


class Bot(Thinker):
    """One CPU seat of Missiles & Microchips."""

    UNIT_US = 170  # MicroPython wasm, one unit at most (tools/bench_think.py): 4.8 ms on a PyBadge

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng
        self.sharp = level >= 2
        self.counts = [_PRIOR] * 18  # [seat * 3 + action] revealed so far, 6 seats
        self.seen = -1  # the round whose record was last counted
        self.weights = [0, 0, 0]  # reused by the easy level's draws
        self.attacks = [0, 0, 0, 0, 0, 0]  # reused: chance of attack counts 0..5
        self.work = 0  # outcomes scored so far (benchmarks read it)

    def think(self, view, legal):
        """Pick an action for the current step from this seat's view; the
        sharp level yields after every choice it scores."""
        if view.step != CHANGE and view.round != self.seen:
            self._count(view)
        if self.sharp and (view.step == DUEL or view.step == CHANGE or view.step == CHOOSE):
            if view.step == DUEL:
                thinking = self._duel_sharp(view, legal)
            elif view.step == CHANGE:
                thinking = self._change_sharp(view, legal)
            else:
                thinking = self._choose_sharp(view, legal)
            return (yield from thinking)
        if view.step == DUEL:
            return self._duel_easy(legal)
        if view.step == CHANGE:
            return self._change_easy(view, legal)
        if view.step == CHOOSE:
            return self._choose_easy(view)
        return legal[0]

    def _count(self, view):
        """Add the last round's revealed actions to the per-seat counts."""
        self.seen = view.round
        counts = self.counts
        for kind, seat, _, act in view.events:
            if kind == PLAY and seat != self.seat:
                base = seat * 3
                counts[base + act] += _SEEN
                if counts[base] + counts[base + 1] + counts[base + 2] > _FORGET:
                    for a in (0, 1, 2):
                        counts[base + a] = (counts[base + a] + 1) // 2

    def _probs(self, seat):
        """That seat's actions as chances out of ONE (they sum to ONE), in
        self.weights (reused: a tuple a call was most of a sharp CPU's
        garbage; the easy level's draws that also use it never overlap)."""
        w = self.weights
        for act in range(3):
            w[act] = self._chance(seat, act)
        return w

    def _chance(self, seat, act):
        """The chance out of ONE that `seat` plays `act` (as _probs)."""
        c = self.counts
        base = seat * 3
        total = c[base] + c[base + 1] + c[base + 2]
        if act == CHARGE:
            return odds.ONE - c[base] * odds.ONE // total - c[base + 1] * odds.ONE // total
        return c[base + act] * odds.ONE // total

    # Easy: rules of thumb.

    def _choose_easy(self, view):
        me = self.seat
        energy = view.energy
        w = self.weights
        w[ATTACK], w[BLOCK], w[CHARGE] = 3, 2, 4
        if energy[me] <= 2:
            w[BLOCK] += 4
        act = self.rng.pick_weighted(w, w[0] + w[1] + w[2])
        others = self._seats(view, -1, False)
        target = others[self.rng.below(len(others))]
        if act == ATTACK:
            # The leader when someone is close to winning, else the weakest.
            lead = max(energy[s] for s in others)
            low = min(energy[s] for s in others)
            pick = lead if lead >= 8 else low
            best = [s for s in others if energy[s] == pick]
            target = best[self.rng.below(len(best))]
        return target * 3 + act

    def _change_easy(self, view, legal):
        me = self.seat
        aimed = 0
        for s in range(view.seats):
            if view.targets[s] == me:
                aimed += 1
        if view.action == CHARGE and BLOCK in legal:
            if aimed >= 2 and view.energy[me] >= 3 or aimed and view.energy[me] <= 2:
                return BLOCK
        return view.action

    def _duel_easy(self, legal):
        w = self.weights
        w[ATTACK], w[BLOCK], w[CHARGE] = _EQUILIBRIUM
        return self.rng.pick_weighted(w, 4)

    # Sharp: expected outcomes against the counted odds.

    def _choose_sharp(self, view, legal):
        # (Few locals: this generator's frame is one piece of the heap while
        # it thinks, asked for as six seats' tables stand, so a name is
        # reused where one is done with: rest becomes the attack counts.)
        others = self._seats(view, -1, False)
        aim = odds.ONE // len(others)  # chance that one given seat aims at us
        # The choices are `legal`'s codes (every living other seat, each
        # action: t * 3 + act in seat order). Made at its final length: six
        # seats' CPUs think at once, and lists grown by append would scatter
        # holes through a nearly full heap.
        scores = [0] * len(legal)
        # Per target t, the others but t are "the rest" (skipped in place:
        # no list of them is made): their attack counts and side scores.
        i = 0
        while i < len(legal):
            t = others[i // 3]
            rest = self._attack_counts(others, t, aim)
            probs = self._probs(t)
            for act in range(3):  # ATTACK, BLOCK, CHARGE (a range: no iterator kept in the frame)
                scores[i] = odds.action_score(act, view.energy[self.seat], view.energy[t], probs, aim, rest,
                                              self._side_score(others, t, aim, view.energy, act))
                self.work += 6 * len(others)  # (outcomes: the rest's attack counts, one more than the rest)
                i += 1
                yield
        aim = max(scores) - _MARGIN  # (the floor: scores this close to the best are equal)
        # A draw among the best, the k-th of them in order (no list of them).
        t = 0
        for i in range(len(legal)):
            t += scores[i] >= aim
        t = self.rng.below(t)
        for i in range(len(legal)):
            if scores[i] >= aim:
                if not t:
                    return legal[i]
                t -= 1

    def _change_sharp(self, view, legal):
        # (Few locals, as _choose_sharp's: this generator's frame is one
        # piece of a six-seat table's nearly full heap; the seats aiming at
        # us become their attack counts.)
        me = self.seat
        t = view.targets[me]
        aiming = self._seats(view, t, True)
        counts = self._attack_counts(aiming, -1, odds.ONE)
        aims = odds.ONE if view.targets[t] == me else 0
        t_probs = self._probs(t)
        pick = view.action
        top = None
        for act in legal:
            # (A change costs 1 energy: act != view.action counts as 1.)
            score = odds.action_score(act, view.energy[me] - (act != view.action), view.energy[t], t_probs, aims,
                                      counts, self._side_score(aiming, -1, odds.ONE, view.energy, act))
            self.work += 3 * (len(aiming) + 1)
            if top is None or score > top or score == top and act == view.action:
                pick, top = act, score
            yield
        return pick

    def _duel_sharp(self, view, legal):
        me = self.seat
        foe = 0
        while foe == me or not view.alive[foe]:
            foe += 1
        probs = self._probs(foe)
        last = view.round + 1 >= view.rounds
        scores = [odds.duel_score(a, view.energy[me], view.energy[foe], probs, last)
                  for a in legal]
        self.work += 9
        yield
        top = max(scores)
        # Mix in the equilibrium when no choice stands out by a lot (5 points).
        if top - min(scores) < 5 * odds.ONE and self.rng.below(4) == 0:
            return self._duel_easy(legal)
        best = [legal[i] for i in range(len(legal)) if scores[i] == top]
        return best[self.rng.below(len(best))]

    def _seats(self, view, skip, aiming):
        """The living seats but ours and `skip`, ascending (`aiming`: only
        those whose target is us), as a list made at its length (a
        comprehension made cells of the generator's locals, and grew)."""
        me = self.seat
        count = 0
        for s in range(view.seats):
            if view.alive[s] and s != me and s != skip and (not aiming or view.targets[s] == me):
                count += 1
        seats = [0] * count
        count = 0
        for s in range(view.seats):
            if view.alive[s] and s != me and s != skip and (not aiming or view.targets[s] == me):
                seats[count] = s
                count += 1
        return seats

    def _attack_counts(self, seats, skip, aim):
        """Chance (out of ONE) that k of `seats` but `skip` attack us, each
        aiming at us with chance `aim`: self.attacks (reused), its entries
        past the last such seat's 0 (odds.action_score skips them)."""
        counts = self.attacks
        counts[0] = odds.ONE
        for k in range(1, len(counts)):
            counts[k] = 0
        k = 0
        for s in seats:
            if s != skip:
                k += 1
                odds.add_attacker(counts, k, aim * self._chance(s, ATTACK) // odds.ONE)
        return counts

    def _side_score(self, seats, skip, aim, energy, act):
        """For our action `act`, the expected score (times ONE, like
        action_score) of what it does to `seats` but `skip`, each aiming at
        us with chance `aim`: our Block hits their attacks, our Charge chains
        their charges toward us; an Attack does nothing to them."""
        total = 0
        if act == ATTACK:
            return total
        for s in seats:
            if s == skip:
                continue
            if act == BLOCK:
                total += aim * self._chance(s, ATTACK) // odds.ONE * odds.harm(energy[s], 1)
            else:
                total -= aim * self._chance(s, CHARGE) // odds.ONE * odds.boost(energy[s], 1)
        return total
