"""Missile Match captions: what the screen says about a placement and about each
reveal event. Every line fits LINE characters (the caption area is 17 wide).
Text only, written into the glyph cells the screen hands over: no rules."""

from games.missile import field
from games.missile import arrange as arr
from games.missile.rules import V_BOARD
from engine.ui import theme
from engine.ui.cells import _Font, ink
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP

LINE = 17
COLUMNS = "ABCD"

# Reveal step of each event kind (missile_field CLAIM .. LINE) and its title.
_STEP = b"\x01\x01\x01\x01\x01\x02\x02\x03\x03\x04"
STEP_TITLES = ("", "Step 1: claims", "Step 2: erasers", "Step 3: 0-0 pick", "Lines")

def step_title(kind):
    """Title of the reveal step an event kind belongs to."""
    return STEP_TITLES[_STEP[kind]]


# The captions below are written straight into a caption line's glyph cells
# (engine/ui/cells.py: show(), or put() for a text made of parts), never
# made as a str: a caption worked out in a frame makes no garbage.


_LINE = bytearray(32)  # put()'s text, a character code a byte (made once; a text past it is cut: no line of its is longer)


def put(cells, color, form, a="", b="", c="", d="", e=""):
    """Show in glyph cells (engine/ui/cells.py) the text `form` says, its
    "%0" to "%4" standing for a to e (each a str, an int >= 0 written in
    decimal, or an int < 0: that many spaces), as cells.show() shows a
    text, without making it: a str made in a frame is garbage, and on a
    board garbage adds up to collections of 40-60 ms. The text is spelt
    into one kept bytearray, then its tiles set as show() sets them (a
    walk of `form` per cell cost a Missile frame 20-30 ms on a PyBadge).
    The cells' `text` is None afterwards (their tiles hold it). True when
    anything changed. (The tile and ink loop below is Cells.show's, less
    its digit cells, which no Missile text uses: a change to one is a
    change to both.)"""
    line = _LINE
    count = cells.width
    room = count if count < len(line) else len(line)
    size = 0
    i = 0
    while i < len(form) and size < room:
        if form[i] != "%":
            line[size] = ord(form[i])
            size += 1
            i += 1
            continue
        k = ord(form[i + 1]) - 48
        part = a if k == 0 else b if k == 1 else c if k == 2 else d if k == 3 else e
        i += 2
        if isinstance(part, str):
            for j in range(len(part)):
                if size < room:
                    line[size] = ord(part[j])
                    size += 1
        elif part < 0:
            for j in range(-part):
                if size < room:
                    line[size] = 32
                    size += 1
        else:
            scale = 1
            while part >= scale * 10:
                scale *= 10
            while scale and size < room:
                line[size] = 48 + part // scale % 10
                size += 1
                scale //= 10
    cells.text = None  # (never equal to a text: the next show() writes its own)
    start = cells._start(size)
    tiles = _Font.tiles
    changed = False
    for i in range(count):
        tile = tiles[0]
        at = i - start
        if 0 <= at < size:
            code = line[at] - 32
            if 0 <= code < 95:  # (printable ASCII, as cells.show)
                tile = tiles[code]
        if cells[i] != tile:
            cells[i] = tile
            changed = True
    palette = getattr(cells, "pixel_shader")
    if palette[1] != color:
        cells.pixel_shader = ink(color, palette[0])
        changed = True
    return changed


# Each reveal event's two caption lines, by kind (field.CLAIM .. LINE): %0
# the seat's name, %1 the other's, %2 the column's letter, %3 the row's
# number, %4 the missile's power.
_EVENT_LINES = (
    "%0 marks %2%3", "power %4",
    "%0 hits %2%3:", "already marked",
    "%0 aims at %2%3:", "no marks left",
    "%0 loses %2%3:", "power %4 is less",
    "%2%3: equal power", "both destroyed",
    "%0 erases the", "%1 mark on %2%3",
    "%0 eraser on %2%3:", "no %1 mark there",
    "%0 removes the", "%1 mark on %2%3",
    "%0 double blank:", "no %1 mark in %2",
    "%0 has four", "in a line!",
)


def event_line(cells, color, event, line):
    """Line `line` (0 or 1) of the caption of one reveal event (kind, seat,
    col, row, extra), shown in `cells`."""
    kind, seat, col, row, extra = event
    names = theme.SEAT_NAMES
    return put(cells, color, _EVENT_LINES[2 * kind + line], names[seat], names[1 - seat], COLUMNS[col], row + 1,
               extra)


# Lines 1-2 while arranging, whatever the cursor is on: the missile's halves and
# its aim on the field say what it does, and the same words on every column
# mean a cursor move pushes no text (a rewritten line is a tenth of the screen).
ARRANGE_LINES = ("Arrange to aim,", "then LOCK")
LOCKED_LINE = "then LOCK: done"  # ARRANGE_LINES's second once locked


def column_line(cells, color, arrangement, refused, down, line):
    """Line `line` (0 or 1) about arranging, shown in `cells`: why a turn
    or the lock was refused, the lifted missile, or else ARRANGE_LINES.
    `down` names the seat's DOWN key."""
    col = arrangement.cursor
    if refused == arr.INCOMPLETE or (col == arr.LOCK and not arrangement.complete()):
        if len(down) == 1:
            if line:
                return put(cells, color, "missile down (%0)", down)
            return cells.show("Put the lifted", color)
        if line:
            return put(cells, color, "down: %0", down)
        return cells.show("Put the missile", color)
    if arrangement.lifted >= 0:
        # (The same on every column too: down on its own column puts it back,
        # on another swaps the two.)
        if line:
            return put(cells, color, "%0: drop it here" if len(down) <= LINE - 14 else "%0: drop here", down)
        return put(cells, color, "Carrying from %0", COLUMNS[arrangement.lifted])
    if arr.ERASER <= refused <= arr.DOUBLE_BLANK and col != arr.LOCK:  # (why a turn was refused)
        if line:
            text = "blank aims out" if refused == arr.ERASER else "a double: as is"
            return cells.show("0-0 has no ends" if refused == arr.DOUBLE_BLANK else text, color)
        return put(cells, color, "%0 stays as it is", COLUMNS[col])
    return cells.show(ARRANGE_LINES[line], color)


def keys_line(cells, color, console, seat, lifted, line):
    """Line `line` naming the arranging seat's keys, shown in `cells`: 0 and
    1 the caption's last two lines, 2 the hint line (named keys not carrying
    a missile: else the hint line says how to pause). 4- or 6-button pads; a console that names a pad's
    keys otherwise, as P2 on a PyBadge: SELECT, START, B, A, gets them by
    name, one a line."""
    name = theme.key_name
    if name(console, seat, UP) == "^":  # a pad marked with arrows: compact
        if lifted:
            if line:
                return _put_back(cells, color, console, seat)
            return cells.show("<> carry it", color)
        if line == 0:
            return cells.show("<> column ^ turn", color)
        if console.buttons > 4:
            return put(cells, color, "v lift  %0 lock", name(console, seat, A))
        return cells.show("v lift  >LOCK", color)
    left = name(console, seat, LEFT)
    right = name(console, seat, RIGHT)
    between = "" if left in "^v<>" and right in "^v<>" else "/"  # (as theme.keys_text joins them)
    if lifted:
        if line:
            return _put_back(cells, color, console, seat)
        return put(cells, color, "%0%1%2: carry it", left, between, right)
    if line == 0:
        return put(cells, color, "%0: turn", name(console, seat, UP))
    if line == 1:
        return put(cells, color, "%0: lift", name(console, seat, DOWN))
    return put(cells, color, "%0%1%2: column, LOCK", left, between, right)


def _put_back(cells, color, console, seat):
    if console.buttons > 4:
        return put(cells, color, "%0: put back", theme.key_name(console, seat, B))
    return cells.show("", color)


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


def outcome_line(cells, color, result, board, line):
    """Line `line` (0 or 1) closing a round, shown in `cells`: the match
    result, or why play goes on (`board`: the field)."""
    if result is not None:
        if result[0] == result[1]:
            return cells.show("round limit" if line else "DRAW", color)
        if line:
            return cells.show("four in a line", color)
        return put(cells, color, "%0 WINS!", theme.SEAT_NAMES[0 if result[0] > 0 else 1])
    if field.has_line(board, 1) and field.has_line(board, 2):
        return cells.show("play goes on" if line else "Both have lines:", color)
    return cells.show("next round" if line else "No line yet:", color)


# The hand-over covers (engine.ui.handover): they span the screen, 26 columns.
ARRANGE_TASK = "Arrange your missiles"
REVEAL_COVER = "REVEAL"
BOTH_LOCKED = "Both have locked."


def round_note(round_no, rounds):
    """'Round 3/30': the extra line on a hand-over cover."""
    return "Round {}/{}".format(round_no, rounds)


def locked_note(note, seat):
    """A cover's note, adding that `seat` has locked."""
    return "{}, {} locked".format(note, theme.SEAT_NAMES[seat])


def describe(game):
    """Why the match ended, in one line."""
    result = game.result()
    if result and result[0] != result[1]:
        return "P{} made four in a line.".format(1 if result[0] > 0 else 2)
    board = game.view(0)[V_BOARD]
    if field.has_line(board, 1) and field.has_line(board, 2):
        return "Round limit reached with both in line: draw."
    return "Round limit reached with no lone line: draw."
