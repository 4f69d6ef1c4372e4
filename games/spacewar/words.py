"""Spacewar words for the screens (docs/WORDING.md): ship names, what an action
is called and would do, what a turn did, why a square is refused, how the match
ended. Seats are P1 and P2; a ship is "P1's Scout". Lines under the board fit
26 columns, panel rows 10."""

from games.spacewar.rules import (
    BASE_SQUARES,
    BASES_TAKEN,
    BOTH_GONE,
    FIRE,
    FLEET_GONE,
    HOLD,
    KIND_OF,
    MEDIC,
    MOVE,
    O_AMMO,
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
    enemy_base,
    square_name,
)

KIND_NAMES = ("Defender", "Scout", "Shooter", "Tractor", "Medic")
# Menu rows, by action kind; the amount follows where there is one.
VERBS = ("Move", "Fire", "Pull", "Push", "Hold", "Let go", "Repair", "Supply", "Refill", "Pass")
# What the turn line says a ship did, by action kind.
DID = ("to", "hits", "pulls", "pushes", "holds", "lets go", "repairs", "supplies", "refills", "passes")
OTHER = -1  # the menu row that puts the chosen ship back


def owner(seat):
    """'P1's'."""
    return "P{}'s".format(seat + 1)


def ship_name(i):
    """"P1's Shooter" for piece index i."""
    return owner(i >> 3) + " " + KIND_NAMES[KIND_OF[i & 7]]


def menu_row(state, act):
    """A menu row: 'Crash' for a move onto a ship, else the verb, with the
    amount: 'Fire 3', 'Repair 2'; 'Other' puts the chosen ship back."""
    if act == OTHER:
        return "Other"
    kind = act >> 16
    if kind == MOVE and state[O_BOARD + (act & 63)]:
        return "Crash"
    if kind == FIRE or kind == REPAIR or kind == SUPPLY:
        return "{} {}".format(VERBS[kind], (act >> 12) & 15)
    return VERBS[kind]


# How the line under the board names an action, by kind ("hit e5: ...").
_PHRASE = ("move to", "hit", "pull", "push", "hold", "let go", "repair", "supply", "refill", "pass")


def aim_lines(kind, sq):
    """The lines under the board while a ship of that kind on sq aims."""
    where = square_name(sq)
    return "{} {}: hold a mark".format(KIND_NAMES[kind], where), "hold {} again: back".format(where)


def outcome(state, act):
    """What an action would do, for the line under the board: 'move to c3',
    'hit e5: 6 -> 3 HP', 'crash e5: wins, 6 HP', 'move to d7: Base taken'."""
    if act == OTHER:
        return "put the ship back"
    kind = act >> 16
    if kind == RELEASE or kind == REFILL:
        return _PHRASE[kind]
    to = act & 63
    result = effect(state, act)
    phrase = _PHRASE[kind]
    if kind == MOVE and state[O_BOARD + to]:
        phrase = "crash"
    if result == "a move":
        return phrase + " " + square_name(to)
    return "{} {}: {}".format(phrase, square_name(to), result)


def effect(state, act):
    """What an action would do, in the panel's 10 columns: '3 -> 1 HP',
    'wins, 6 HP', 'Base taken'."""
    if act == OTHER:
        return "put back"
    kind = act >> 16
    to = act & 63
    amount = (act >> 12) & 15
    target = state[O_BOARD + to] - 1
    if kind == FIRE:
        if target < 0:
            return "Base taken"
        left = state[O_HEALTH + target] - amount
        return "{} -> {} HP".format(state[O_HEALTH + target], left) if left else "ship lost"
    if kind == MOVE:
        if target < 0:
            return "Base taken" if enemy_base(state, to, state[O_TO_MOVE]) else "a move"
        mine = state[O_HEALTH + state[O_BOARD + ((act >> 6) & 63)] - 1]
        theirs = state[O_HEALTH + target]
        if mine > theirs:
            return "wins, {} HP".format(mine - theirs)
        return "both lost" if mine == theirs else "ship lost"
    if kind == REPAIR:
        return "{} -> {} HP".format(state[O_HEALTH + target], state[O_HEALTH + target] + amount)
    if kind == SUPPLY:
        return "Ammo {}->{}".format(state[O_AMMO + target], state[O_AMMO + target] + amount)
    if kind == PULL or kind == PUSH:
        return "1 Ammo"
    if kind == HOLD:
        return "stays put"
    return VERBS[kind].lower()


def played(before, after, lost, act, seat):
    """Two lines on the turn just played, from the state before and after it
    and what it captured: ("P1's Shooter hits f6 (3)", "P2's Tractor lost")."""
    kind = act >> 16
    if kind == PASS:
        return "P{} passes".format(seat + 1), "nothing it can do"
    to = act & 63
    i = before[O_BOARD + ((act >> 6) & 63)] - 1
    target = before[O_BOARD + to] - 1
    did = DID[kind]
    # One format a line (a name, a square and a number joined by + were up
    # to nine strings a turn); a format leaves out what it has no field for.
    line = "P{}'s {} {} {}{}"
    if kind == MOVE and target >= 0:
        did = "crashes"
    elif kind == FIRE:
        line = "P{}'s {} {} {}{} ({})"
    elif kind == REPAIR or kind == SUPPLY:
        line = "P{}'s {} {} {}{} +{}"
    elif kind == RELEASE or kind == REFILL:
        line = "P{}'s {} {}"
    first = line.format(1 + (i >> 3), KIND_NAMES[KIND_OF[i & 7]], did, chr(97 + (to & 7)), 1 + (to >> 3),
                        (act >> 12) & 15)
    return first, _result(before, after, lost, kind, target, to)


def _result(before, after, lost, kind, target, to):
    """The second turn line: what was lost or taken, or what changed."""
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
        return "both ships lost"
    if pieces and bases:
        return "{} lost, Base taken".format(KIND_NAMES[KIND_OF[last & 7]])
    if pieces:
        return "P{}'s {} lost".format(1 + (last >> 3), KIND_NAMES[KIND_OF[last & 7]])
    if bases:
        sq = BASE_SQUARES[base]
        return "P{}'s Base {}{} taken".format(1 + (base >> 1), chr(97 + (sq & 7)), 1 + (sq >> 3))
    if kind == FIRE or kind == REPAIR:
        return "{}{} Health {} -> {}".format(chr(97 + (to & 7)), 1 + (to >> 3), before[O_HEALTH + target],
                                            after[O_HEALTH + target])
    if kind == SUPPLY:
        return "{}{} Ammo {} -> {}".format(chr(97 + (to & 7)), 1 + (to >> 3), before[O_AMMO + target],
                                          after[O_AMMO + target])
    return ""


def refusal(state, i, sq):
    """Why ship i (of the side to act) has no action on square sq."""
    kind = KIND_OF[i & 7]
    occupant = state[O_BOARD + sq] - 1
    side = i >> 3
    where = square_name(sq)
    if occupant >= 0 and occupant >> 3 == side and kind != MEDIC and kind != TRACTOR:
        return where + ": its own side"
    if state[O_HOLD + 1 - side] == i and occupant < 0:
        return "held: it cannot move"
    if kind != MEDIC and not state[O_AMMO + i] and occupant >= 0 and occupant >> 3 != side:
        return KIND_NAMES[kind] + ": no Ammo left"
    if kind == MEDIC and occupant >= 0 and occupant >> 3 == side:
        return where + ": nothing to give"
    if kind == SCOUT:
        return where + ": not a Scout leap"
    return where + ": out of its reach"


def pick_refusal(state, seat, sq):
    """Why a hold on sq takes no ship for `seat`."""
    occupant = state[O_BOARD + sq] - 1
    where = square_name(sq)
    if occupant < 0:
        return where + ": no ship here"
    if occupant >> 3 != seat:
        return where + ": " + ship_name(occupant)
    return where + ": it has nothing to do"


def end_text(game):
    """The two lines under the board once the match is decided."""
    result = game.result()
    if not result[0]:
        return reason(game), "DRAW"
    return reason(game), "P{} WINS".format(1 if result[0] > 0 else 2)


def reason(game):
    """Why the match ended, short."""
    loser = 0 if game.result()[0] < 0 else 1
    if game.ending == BASES_TAKEN:
        return "{} Bases are both taken".format(owner(loser))
    if game.ending == FLEET_GONE:
        return "P{} has no ships left".format(loser + 1)
    if game.ending == BOTH_GONE:
        return "No ships left on a side"
    return "Round limit reached"


def describe(game):
    """Why the match ended, in one sentence (the result screen)."""
    loser = 0 if game.result()[0] < 0 else 1
    if game.ending == BASES_TAKEN:
        return "P{} took both of {} Bases.".format(2 - loser, owner(loser))
    if game.ending == FLEET_GONE:
        return "P{} lost every ship.".format(loser + 1)
    if game.ending == BOTH_GONE:
        return "Both fleets were lost at once."
    return "The round limit ({}) was reached.".format(game.rounds)
