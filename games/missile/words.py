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


# The two caption lines of each reveal event kind (field.CLAIM .. field.LINE),
# formatted with (seat, square, other seat, extra, column letter). One
# constant tuple, not a string constant each: the collector pushes every
# object a module's constants hold at once, and this module's 46 overflowed
# its 64-entry mark stack in a match (docs/PERFORMANCE.md).
_EVENT_LINES = (
    ("{0} marks {1}", "power {3}"),
    ("{0} hits {1}:", "already marked"),
    ("{0} aims at {1}:", "no marks left"),
    ("{0} loses {1}:", "power {3} is less"),
    ("{1}: equal power", "both destroyed"),
    ("{0} erases the", "{2} mark on {1}"),
    ("{0} eraser on {1}:", "no {2} mark there"),
    ("{0} removes the", "{2} mark on {1}"),
    ("{0} double blank:", "no {2} mark in {4}"),
    ("{0} has four", "in a line!"),
)


def event_lines(event):
    """Two caption lines for one reveal event (kind, seat, col, row, extra)."""
    kind, seat, col, row, extra = event
    lines = _EVENT_LINES[kind]
    said = (seat_name(seat), square(col, row), seat_name(1 - seat), extra, COLUMNS[col])
    return (lines[0].format(*said), lines[1].format(*said))


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
