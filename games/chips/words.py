"""What the Missiles & Microchips screen says: one event of the round's record as
two footer lines (what happened, then the reason word and the energy change), the
arrow that shows it and the badge on the seat whose energy changed. Footer lines
stay within 26 characters (160 pixels)."""

from games.chips.rules import (
    ATTACK, BLOCKED, CHAIN, CHARGED, COST, DIED, DISABLED, FEEDBACK, FIREWALL, HIT, MAD,
)
from games.chips.table import ATTACK_COLOR, BLOCK_COLOR, CHARGE_COLOR, NAMES, delta_text


# Per event kind: (story with {s} the seat whose energy changes and {o} the other
# seat, why (in words, not the rules' names: no FEEDBACK or CHAIN on screen;
# "blocked back": blocked by the seat it attacked, which was aiming at it),
# arrow: 0 none, 1 from other to seat, 2 from seat to other, 3 from the attacker
# of seat (the cause comes first), arrow colour).
_WORDS = {
    HIT: ("{o} attacks {s}", "hit", 1, ATTACK_COLOR),
    MAD: ("{o}, {s} attack each other", "both hit", 1, ATTACK_COLOR),
    BLOCKED: ("{o} blocks {s}'s attack", "blocked", 2, BLOCK_COLOR),
    FIREWALL: ("{o} blocks {s}'s attack", "blocked back", 2, BLOCK_COLOR),
    CHARGED: ("{s} charges", "charged", 2, CHARGE_COLOR),
    CHAIN: ("{s} charges, {o} too", "both charge", 2, CHARGE_COLOR),
    FEEDBACK: ("{s}, {o} charge each other", "cancel out", 2, CHARGE_COLOR),
    DISABLED: ("{s} charges but is attacked", "no charge", 3, ATTACK_COLOR),
    COST: ("{s} swaps its action", "a swap costs 1", 0, 0),
    DIED: ("{s} has no energy left", "", 0, 0),
}


def explain(event):
    """(story, reason line) for one event of the record."""
    kind, seat, other, value = event
    story = _WORDS[kind][0].format(s=NAMES[seat], o=NAMES[other])
    if kind == DIED:
        return story, NAMES[seat] + " is out"
    return story, "{}: {} {}".format(_WORDS[kind][1], NAMES[seat], delta_text(value))


def explain_pair(event, pair):
    """(story, reason line) for two mirrored events shown as one beat (two seats
    that charge or attack each other): 'cancel out: P1 +0, P2 +0'."""
    story, reason = explain(event)
    return story, "{}, {} {}".format(reason, NAMES[pair[1]], delta_text(pair[3]))


def arrow_of(event, plays=()):
    """The arrow that shows an event, as source seat * 8 + target seat; -1
    when it has none (one int: a frame that grows an arrow made a tuple).
    Its colour is arrow_color(). `plays` (target * 3 + action per seat, as
    revealed) finds who attacked a charger."""
    kind, seat, other, _ = event
    way = _WORDS[kind][2]
    if way == 1:
        return other * 8 + seat
    if way == 2:
        return seat * 8 + other
    if way == 3:
        for attacker in range(len(plays)):
            if plays[attacker] == seat * 3 + ATTACK:
                return attacker * 8 + seat
    return -1


def arrow_color(kind):
    """The colour of the arrow that shows an event of `kind` (arrow_of)."""
    return _WORDS[kind][3]


def _how(game):
    """How the match ended: 0 energy win, 1 last standing, 2 scorched earth,
    3 round limit."""
    result = game.result()
    first = -1  # the first winner
    living = 0
    for seat in range(game.seats):
        if first < 0 and result[seat] > 0:
            first = seat
        living += game.alive[seat]
    if first < 0:
        return 2
    if game.energy[first] >= 10:
        return 0
    return 1 if living == 1 else 3


def describe(game):
    """Why the match ended, in one line (the result screen wraps it)."""
    how = _how(game)
    result = game.result()
    names = ", ".join(NAMES[seat] for seat in range(game.seats) if result[seat] > 0)
    if how == 0:
        return "{} reached 10 energy.".format(names)
    if how == 1:
        return "{} is the last computer standing.".format(names)
    if how == 2:
        return "All ran out of energy at once: scorched earth."
    best = game.energy[result.index(1)]
    if result.count(1) == game.seats:  # every seat won: the result screen says DRAW
        return "Round limit: all tied at {} energy, a draw.".format(best)
    return "Round limit: the most energy ({}) wins.".format(best)


def ending(game):
    """Why the match ended, within one footer line (no names: a match's last
    drawing makes no list of its winners)."""
    return ("Energy 10 reached!", "Last one standing!", "Scorched earth!", "Round limit reached")[_how(game)]
