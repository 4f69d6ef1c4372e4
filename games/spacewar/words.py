"""Spacewar words for the screens: piece names, what an action is called, what
a turn did, why a square is refused, how the match ended."""

from games.spacewar.rules import (
    BASE_INDEX,
    BASE_SQUARES,
    BASES_TAKEN,
    BOTH_GONE,
    FIRE,
    FLEET_GONE,
    HOLD,
    KIND_OF,
    MEDIC,
    MOVE,
    NONE,
    O_AMMO,
    O_BASE,
    O_BOARD,
    O_HEALTH,
    O_HOLD,
    O_TO_MOVE,
    PASS,
    PULL,
    PUSH,
    REFILL,
    RELEASE,
    REPAIR,
    SCOUT,
    SUPPLY,
    TRACTOR,
    square_name,
)

COLOR_NAMES = ("Red", "Blue")
KIND_NAMES = ("Defender", "Scout", "Shooter", "Tractor", "Medic")
# Menu rows, by action kind; the amount follows where there is one.
VERBS = ("Move", "Fire", "Pull", "Push", "Hold", "Let go", "Repair", "Supply", "Refill", "Pass")
PAST = ("moves", "fires", "pulls", "pushes", "holds", "lets go", "repairs", "supplies", "refills", "passes")


def piece_name(i):
    """'Red Shooter' for piece index i."""
    return COLOR_NAMES[i >> 3] + " " + KIND_NAMES[KIND_OF[i & 7]]


def menu_row(state, act):
    """A menu row: 'Crash' for a move onto a piece, else the verb, with the
    amount: 'Fire 3', 'Repair 2'; 'Other' for -1 (choose another piece)."""
    if act < 0:
        return "Other"
    kind = act >> 16
    if kind == MOVE and state[O_BOARD + (act & 63)]:
        return "Crash"
    if kind == FIRE or kind == REPAIR or kind == SUPPLY:
        return "{} {}".format(VERBS[kind], (act >> 12) & 15)
    return VERBS[kind]


def outcome(state, act):
    """What an action would do, short enough for the line under the board (26
    columns): 'hit e5: Health 6 -> 3', 'crash e5: win, 6 left', ..."""
    kind = act >> 16
    to = act & 63
    amount = (act >> 12) & 15
    target = state[O_BOARD + to] - 1
    where = square_name(to)
    if kind == FIRE:
        if target < 0:
            return "hit " + where + ": Base captured"
        left = state[O_HEALTH + target] - amount
        if not left:
            return "hit " + where + ": captured"
        return "hit {}: Health {} -> {}".format(where, state[O_HEALTH + target], left)
    if kind == MOVE:
        if target < 0:
            base = BASE_INDEX[to]
            taken = base != NONE and state[O_BASE + base] and base >> 1 != state[O_TO_MOVE]
            return "move to " + where + (": Base taken" if taken else "")
        mine = state[O_HEALTH + state[O_BOARD + ((act >> 6) & 63)] - 1]
        theirs = state[O_HEALTH + target]
        if mine > theirs:
            return "crash {}: win, {} left".format(where, mine - theirs)
        if mine == theirs:
            return "crash {}: both lost".format(where)
        return "crash {}: lost, it has {}".format(where, theirs - mine)
    if kind == REPAIR:
        current = state[O_HEALTH + target]
        return "repair {}: {} -> {} Health".format(where, current, current + amount)
    if kind == SUPPLY:
        current = state[O_AMMO + target]
        return "supply {}: {} -> {} Ammo".format(where, current, current + amount)
    if kind == PULL or kind == PUSH:
        return "{} {} (1 Ammo)".format(VERBS[kind].lower(), where)
    if kind == HOLD:
        return "hold " + where + ": it cannot move"
    if kind == RELEASE:
        return "let the held piece go"
    if kind == REFILL:
        return "refill from this Base"
    return "choose another piece"


def played(before, after, lost, act, seat):
    """Two lines on the turn just played, from the state before and after it
    and what it captured: ('P1 Shooter fires 3 at f6', 'Blue Tractor lost')."""
    kind = act >> 16
    if kind == PASS:
        return "P{} passes".format(seat + 1), "nothing it can do"
    frm = (act >> 6) & 63
    to = act & 63
    i = before[O_BOARD + frm] - 1
    target = before[O_BOARD + to] - 1
    first = "P{} {} ".format(seat + 1, KIND_NAMES[KIND_OF[i & 7]])
    where = square_name(to)
    if kind == MOVE:
        first += ("crash " if target >= 0 else "to ") + where
    elif kind == FIRE or kind == REPAIR or kind == SUPPLY:
        first += "{} {} {} {}".format(PAST[kind], (act >> 12) & 15, "at" if kind == FIRE else "to", where)
    elif kind == RELEASE or kind == REFILL:
        first += PAST[kind]
    else:
        first += PAST[kind] + " " + where
    pieces = 0
    bases = 0
    last = 0
    base = 0
    for item in lost:
        if item < 16:
            pieces += 1
            last = item
        else:
            bases += 1
            base = item - 16
    if pieces == 2:
        second = "both pieces lost"
    elif pieces and bases:
        second = KIND_NAMES[KIND_OF[last & 7]] + " lost, Base taken"
    elif pieces:
        second = piece_name(last) + " lost"
    elif bases:
        second = "{} Base {} taken".format(COLOR_NAMES[base >> 1], square_name(BASE_SQUARES[base]))
    elif kind == FIRE or kind == REPAIR:
        second = "{} Health {} -> {}".format(where, before[O_HEALTH + target], after[O_HEALTH + target])
    elif kind == SUPPLY:
        second = "{} Ammo {} -> {}".format(where, before[O_AMMO + target], after[O_AMMO + target])
    else:
        second = ""
    return first, second


def refusal(state, i, sq):
    """Why piece i (of the side to act) has no action on square sq."""
    kind = KIND_OF[i & 7]
    occupant = state[O_BOARD + sq] - 1
    side = i >> 3
    held = state[O_HOLD + 1 - side] == i
    if occupant >= 0 and occupant >> 3 == side and kind != MEDIC and kind != TRACTOR:
        return square_name(sq) + ": your own piece"
    if held and occupant < 0:
        return "held: it cannot move"
    if kind != MEDIC and not state[O_AMMO + i] and occupant >= 0 and occupant >> 3 != side:
        return KIND_NAMES[kind] + ": no Ammo left"
    if kind == MEDIC and occupant >= 0 and occupant >> 3 == side:
        return square_name(sq) + ": nothing to give"
    if kind == SCOUT:
        return square_name(sq) + ": not a Scout leap"
    return square_name(sq) + ": out of its reach"


def end_text(game):
    """The two lines under the board once the match is decided."""
    result = game.result()
    winner = 0 if result[0] > 0 else 1
    outcome_line = "P{} ({}) wins".format(winner + 1, COLOR_NAMES[winner]) if result[0] else "A draw"
    return reason(game), outcome_line


def reason(game):
    """Why the match ended, short."""
    result = game.result()
    loser = 0 if result[0] < 0 else 1
    if game.ending == BASES_TAKEN:
        return "Both {} Bases are taken".format(COLOR_NAMES[loser])
    if game.ending == FLEET_GONE:
        return "The {} fleet is gone".format(COLOR_NAMES[loser])
    if game.ending == BOTH_GONE:
        return "Both fleets are gone"
    return "Turn limit reached"


def describe(game):
    """Why the match ended, in one line (the result screen)."""
    if game.ending == BOTH_GONE:
        return "Both fleets were lost at once: a draw."
    if game.result()[0] == 0:
        return "The turn limit ({}) was reached: a draw.".format(game.rounds)
    return reason(game) + "."
