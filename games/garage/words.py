"""Spacewar Classic words for the screens: the phase line, what an action
does, why a square is refused, how the match ended."""

from games.garage.board import (
    FIRED,
    GUNBOAT,
    KIND,
    MISSILE,
    MOTHER,
    MOVED,
    OFF,
    OWNER,
    TRACTOR,
    USED,
    square_name,
)
from games.garage.combat import field_dest
from games.garage.movement import group_of, group_ok, held
from games.garage.rules import (
    BEAM,
    COUNTER,
    DONE,
    FIELD,
    FIGHTING,
    LAST_BEAM,
    LOAD,
    LOADING,
    MOTHERS_GONE,
    MOVING,
    PASS,
    PLACE,
)

SEAT_NAMES = ("P1", "P2")
KIND_NAMES = ("", "Missile", "Mothership", "Tractor", "Pressor", "Immobilizer", "Gunboat")


def describe(game):
    """Why the match ended, in one line."""
    result = game.result()
    if game.ending == MOTHERS_GONE:
        if not result[0]:
            return "Both sides lost their last Mothership: a draw."
        loser = 0 if result[0] < 0 else 1
        return "{} lost both Motherships.".format(SEAT_NAMES[loser])
    return "The round limit ({}) was reached: a draw.".format(game.rounds)


def phase_line(game):
    """The round and the current phase in one line (the side column says who
    acts): 'Round 3/40: move 2/4'. At most 23 characters up to round 99 of
    99, so the thinking cue's dots fit after it."""
    stage = game.stage
    if stage == MOVING:
        line = "Round {}/{}: move {}/4"
    elif stage == FIGHTING:
        line = "Round {}/{}: combat"
    elif stage == LOADING:
        line = "Round {}/{}: missiles"
    else:  # a captured ship, or missiles put back, to place
        line = "Round {}/{}: place ship" if stage < FIGHTING else "Round {}/{}: place back"
    return line.format(min(game.round + 1, game.rounds), game.rounds, game.moves + 1)


def piece_name(cell):
    """'P2 Gunboat'."""
    return "{} {}".format(SEAT_NAMES[(cell >> 3) & 1], KIND_NAMES[cell & KIND])


def action_text(game, action):
    """What an action does, short (at most 20 characters)."""
    if action == DONE:
        return "Done"
    if action == PASS:
        return "Pass"
    if action >= PLACE:
        return "Place on " + square_name(action - PLACE)
    if action >= LOAD:
        return "Load and fire"
    if action >= COUNTER:
        return "Cancel the beam" if game.last[0] == LAST_BEAM else "Undo the field"
    if action >= FIELD:
        dest = field_dest(game, action)
        pair = (action - FIELD) // 3
        verb = "Pull" if game.board[pair // 192] & KIND == TRACTOR else "Push"
        if dest == OFF:
            return verb + " off the board"
        return "{} to {}".format(verb, square_name(dest))
    if action >= BEAM:
        return "Beam " + square_name((action - BEAM) % 192)
    return "Move to " + square_name(action % 192)


def refusal(game, seat, sq):
    """Why `seat` may not pick the piece on `sq` now (it may not)."""
    cell = game.board[sq]
    name = square_name(sq) + ": "
    stage = game.stage
    if not cell:
        return name + "empty"
    if cell & OWNER != seat << 3:
        return name + "not yours"
    kind = cell & KIND
    if kind == MISSILE:
        return name + ("missiles fly alone" if cell & FIRED else "a missile waits")
    if stage == MOVING:
        if cell & MOVED:
            return name + "moved already"
        if held(game, sq):
            return name + "holds a field open"
        if not group_ok(game.groups, game.moves, group_of(kind)):
            return name + "all one type or 1 each"
        return name + "held by a field"
    if cell & USED:
        return name + "power used"
    if stage == LOADING:
        if kind != MOTHER:
            return name + "only Motherships load"
        return name + "no missile and Gunboat"
    if stage == FIGHTING:
        if kind == MOTHER or kind == GUNBOAT:
            return name + "no beam or field"
        return name + "nothing in reach"
    return name + "not now"


def ship_text(cell):
    """'Gunboat' / 'Pressor, used'."""
    text = KIND_NAMES[cell & KIND]
    if cell & KIND == MISSILE:
        return text + (" in flight" if cell & FIRED else "")
    if cell & USED:
        text += ", used"
    return text


