"""Missile Match captions: what the screen says about a placement and about each
reveal event. Every line fits LINE characters (the caption area is 17 wide).
Pure text: no drawing, no rules."""

from games.missile import field
from games.missile import arrange as arr
from games.missile.rules import V_BOARD
from engine.ui import theme
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP

LINE = 17
COLUMNS = "ABCD"

# Reveal step of each event kind (missile_field CLAIM .. LINE) and its title.
_STEP = b"\x01\x01\x01\x01\x01\x02\x02\x03\x03\x04"
STEP_TITLES = ("", "Step 1: claims", "Step 2: erasers", "Step 3: 0-0 pick", "Lines")

_NO_TURN = {
    arr.ERASER: "blank aims out",
    arr.DOUBLE: "a double: as is",
    arr.DOUBLE_BLANK: "0-0 has no ends",
}


def square(col, row):
    """'A1' .. 'D8': column letter and row number (row 1 at P1's edge)."""
    return "{}{}".format(COLUMNS[col], row + 1)


def seat_name(seat):
    """'P1' or 'P2'."""
    return "P{}".format(seat + 1)


def step_title(kind):
    """Title of the reveal step an event kind belongs to."""
    return STEP_TITLES[_STEP[kind]]


def event_lines(event):
    """Two caption lines for one reveal event (kind, seat, col, row, extra)."""
    kind, seat, col, row, extra = event
    me = seat_name(seat)
    foe = seat_name(1 - seat)
    at = square(col, row)
    if kind == field.CLAIM:
        return ("{} marks {}".format(me, at), "power {}".format(extra))
    if kind == field.BLOCKED:
        return ("{} hits {}:".format(me, at), "already marked")
    if kind == field.NO_MARK:
        return ("{} aims at {}:".format(me, at), "no marks left")
    if kind == field.BEATEN:
        return ("{} loses {}:".format(me, at), "power {} is less".format(extra))
    if kind == field.DESTROYED:
        return ("{}: equal power".format(at), "both destroyed")
    if kind == field.ERASE:
        return ("{} erases the".format(me), "{} mark on {}".format(foe, at))
    if kind == field.MISS:
        return ("{} eraser on {}:".format(me, at), "no {} mark there".format(foe))
    if kind == field.PICK:
        return ("{} removes the".format(me), "{} mark on {}".format(foe, at))
    if kind == field.NO_PICK:
        return ("{} double blank:".format(me), "no {} mark in {}".format(foe, COLUMNS[col]))
    return ("{} has four".format(me), "in a line!")


# Lines 1-2 while arranging, whatever the cursor is on: the missile's halves and
# its aim on the field say what it does, and the same words on every column
# mean a cursor move pushes no text (a rewritten line is a tenth of the screen).
ARRANGE_LINES = ("Arrange to aim,", "then LOCK")
LOCKED_LINE = "then LOCK: done"  # ARRANGE_LINES's second once locked


def column_lines(arrangement, seat, refused=-1, down="v"):
    """Two lines about arranging: why a turn or the lock was refused, the
    lifted missile, or else ARRANGE_LINES. `down` names the seat's DOWN key."""
    col = arrangement.cursor
    if refused == arr.INCOMPLETE or (col == arr.LOCK and not arrangement.complete()):
        if len(down) == 1:
            return ("Put the lifted", "missile down ({})".format(down))
        return ("Put the missile", "down: " + down)
    if arrangement.lifted >= 0:
        # (The same on every column too: down on its own column puts it back,
        # on another swaps the two.)
        drop = down + ": drop it here"
        return ("Carrying from " + COLUMNS[arrangement.lifted], drop if len(drop) <= LINE else down + ": drop here")
    if refused in _NO_TURN and col != arr.LOCK:
        return ("{} stays as it is".format(COLUMNS[col]), _NO_TURN[refused])
    return ARRANGE_LINES


def keys_lines(console, seat, lifted):
    """Two caption lines and the hint line naming the arranging seat's keys
    (4- or 6-button pads; a console that names a pad's keys otherwise, as P2
    on a PyBadge: SELECT, START, B, A, gets them by name, one a line)."""
    buttons = console.buttons
    name = theme.key_name
    back = name(console, seat, B) + ": put back" if buttons > 4 else ""
    if name(console, seat, UP) == "^":  # a pad marked with arrows: compact
        if lifted:
            return ("<> carry it", back, "")
        return ("<> column ^ turn", "v lift  " + (name(console, seat, A) + " lock" if buttons > 4 else ">LOCK"), "")
    sides = theme.keys_text(console, seat, (LEFT, RIGHT))
    if lifted:
        return (sides + ": carry it", back, "")
    return (name(console, seat, UP) + ": turn", name(console, seat, DOWN) + ": lift", sides + ": column, LOCK")


def pick_keys(console, seat):
    """The double blank's owner choosing a mark: a caption line and the hint
    line ('' for the pause hint) naming its keys."""
    if theme.key_name(console, seat, UP) == "^":
        return "^v choose > take", ""
    take = ((RIGHT,), "take")
    line = theme.key_hint(console, seat, (((UP, DOWN), "pick"), take), LINE)
    if "take" in line:
        return line, ""
    return line, theme.key_hint(console, seat, (take,), LINE)


def outcome_lines(result, lines):
    """Two lines closing a round: the match result, or why play goes on."""
    if result is not None:
        if result[0] == result[1]:
            return ("DRAW", "round limit")
        return ("{} WINS!".format(seat_name(0 if result[0] > 0 else 1)), "four in a line")
    if lines[0] and lines[1]:
        return ("Both have lines:", "play goes on")
    return ("No line yet:", "next round")


# The hand-over covers (engine.ui.handover): they span the screen, 26 columns.
ARRANGE_TASK = "Arrange your missiles"
REVEAL_COVER = "REVEAL"
BOTH_LOCKED = "Both have locked."


def round_note(round_no, rounds):
    """'Round 3/30': the extra line on a hand-over cover."""
    return "Round {}/{}".format(round_no, rounds)


def locked_note(note, seat):
    """A cover's note, adding that `seat` has locked."""
    return "{}, {} locked".format(note, seat_name(seat))


def describe(game):
    """Why the match ended, in one line."""
    result = game.result()
    if result and result[0] != result[1]:
        return "P{} made four in a line.".format(1 if result[0] > 0 else 2)
    board = game.view(0)[V_BOARD]
    if field.has_line(board, 1) and field.has_line(board, 2):
        return "Round limit reached with both in line: draw."
    return "Round limit reached with no lone line: draw."
