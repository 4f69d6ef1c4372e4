"""Draws the Missiles & Microchips screen's state onto its table. Called when the
state changed, never on an idle frame. Reads only what the screen shows (its own
copies of energy, targets and plays, the cursor of an open turn) and public game
facts (rounds, locks, who is human), never a hidden pick: see chips_screen."""

from games.chips.rules import DIED
from engine.ui import match_scene as say
from engine.ui import theme
from engine.ui.pad import DOWN, LEFT, RIGHT, UP
from games.chips.cursor import ACTION, KEEP, TARGET
from games.chips.table import NAMES, NOTES
from games.chips.words import arrow_color, arrow_of, ending, explain, explain_pair

# The screen's states (chips_screen moves through them, drawing depends on them).
# Phases of a round on screen.
PICK = 0  # CHOOSE or DUEL: everyone picks in secret
AIM = 1  # targets shown
CHANGE_STEP = 2  # one seat at a time keeps or swaps
REVEAL = 3  # the actions, then every event of the record
# Sub-steps: of a change turn, and of the reveal.
DECIDING = 0
DECIDED = 1
PLAYS = 0
EVENTS = 1
OVER = 2
# Notes on a seat during the change step.
NOTE_NONE = 0
NOTE_KEPT = 1
NOTE_PAID = 2


# The keys a prompt names (engine.ui.theme.key_hint says them as the console does).
_UP_DOWN = (UP, DOWN)
_OK = (RIGHT,)
_BACK = (LEFT,)
_STEP_NAMES = ("1 CHOOSE", "2 AIM", "3 CHANGE", "4 ACTION")
_DECIDING = 3  # the note (games.chips.table.NOTES) of a seat deciding to keep or swap
_NO_ACTION = -1
# A drawing's parts left to the frames after it (screen.later counts them:
# 4 all of it, 3 the arrows and the footer, 2 the footer's two lines, 1 its
# second line; follow(), and Screen._tick for 4): the boxes, the arrows and
# the footer in one frame took a PyBadge 45-75 ms (an arrow is about 15 ms
# of Python, the footer pushes up to 3,800 pixels, its two lines with a
# prompt's key hint made took 33-36 ms: tools/bench_frames.py).


def draw(screen, built=False):
    """Draw the screen's state: the header and the boxes now, the arrows and
    the footer in the frames that follow (follow()). Under a hand-over
    cover, nothing: only the cover shows, and the press that opens it draws
    (the cover waits whole until the parts are drawn: Screen.game_tick, so
    what it uncovers is this turn's); `built`, a table just built, is drawn
    whole at once: the frame pushes the whole screen anyway, and its
    opening then changes little."""
    table = screen.table
    if table is None:
        return
    if screen.handover.covered and not built:
        screen.app.dirty = True  # (the cover itself changed)
        return
    match = screen.match
    step = "DUEL" if screen.duel else _STEP_NAMES[screen.phase]
    table.header(screen.round_text(screen.round_no), step)
    table.set_start(screen.start_seat)
    shown = screen.cursor_shown()
    # The (at most two) seats with an energy change on their box, and the
    # changes (no list of them: it was garbage at every drawing).
    first = second = -1
    first_value = second_value = 0
    for seat in range(match.seats):
        value = _seat(screen, seat, shown)
        if value is None:
            continue
        if first < 0:
            first = seat
            first_value = value
        else:
            second = seat
            second_value = value
    table.show_badges(first, first_value, second, second_value)
    # A person choosing a target: a frame round that box (an arrow redrawn on
    # every move would push most of the screen).
    aiming = shown and screen.phase == PICK and screen.cursor.stage == TARGET and not screen.duel
    table.set_frame(screen.cursor.target[screen.cursor.seat] if aiming else -1)
    screen.later = 3
    if built:
        follow(screen, True)
    screen.app.dirty = True


def follow(screen, whole=False):
    """What draw() left (screen.later), in a frame that drew nothing else (a
    press, a step, a box unveiled, the cover going down): the arrows, then
    the footer a frame later if the arrows changed, or while a hand-over
    cover is not down whatever changed (how long the cover waits for them
    must not tell what the last turn showed); `whole`: all of it now. Under
    a hand-over cover nothing (the press that opens it draws again)."""
    handover = screen.handover
    if not whole and (not 0 < screen.later < 4 or screen.app.dirty or handover.covered):
        return
    shown = screen.cursor_shown()
    screen.app.dirty = True
    if screen.later == 3:
        screen.later = 2
        cover = handover.group
        changed = _arrows(screen, shown)
        if whole and screen.later == 3:
            _arrows(screen, shown)  # (a table just built: the arrows a new colour held back, now)
            screen.later = 2
        elif (changed or cover is not None and not cover[0].hidden) and not whole:
            return
    table = screen.table
    if screen.later == 1:  # (the second line, kept in table.prompted the frame before)
        table.footer_line(1, table.prompted)
    else:
        lines = _footer(screen, shown)
        if lines is None:
            screen.later = 0
            return
        table.footer_line(0, lines[0])
        if not whole:
            # A line a frame: the second the next (table.prompted keeps it).
            screen.later = 1
            table.prompted = lines[1]
            return
        table.footer_line(1, lines[1])
    screen.later = 0
    if shown:
        table.prompted = _prompt_key(screen)


def grow(screen, limit):
    """One frame of the current event's arrow growing toward its target
    (or the arrows draw() left, if any: the last ones taken off, the
    event's a pixel long; enough for a frame)."""
    if screen.later == 3:
        screen.later = 2
        _arrows(screen, screen.cursor_shown())
        screen.app.dirty = True
        return
    # What the layer holds of the growing arrows, from table.drawn's last
    # entry: _arrows() drew them a pixel long (their codes, as _put makes
    # them, whole bit 0), or a frame of this drew them `limit` long (-1 -
    # limit after the codes: the layer no longer shows the list, and a
    # negative entry matches no arrow), or they are whole (the codes with
    # the whole bit set, as _arrive()'s drawing wants them: no arrow drawn
    # again then). Each frame draws only the pixels after what the last
    # drew (an arrow drawn whole every frame took a PyBadge 30-34 ms).
    table = screen.table
    drawn = table.drawn
    start = 0
    if drawn:
        start = drawn[-1]
        if start >= 0 and start & 1:
            return  # (whole)
        start = 1 if start >= 0 else -1 - start
    whole = True
    event = screen.current
    for _ in range(2):  # the current event, then its pair (`for event in (a, b)` made a tuple a frame)
        way = -1 if event is None else arrow_of(event, screen.plays)
        if way >= 0:
            whole = table.arrow(way >> 3, way & 7, 2, limit, arrow_color(event[0]), start) and whole
            screen.app.dirty = True
        event = screen.pair
    if drawn and drawn[-1] < 0:
        drawn.pop()
    if not whole:
        drawn.append(-1 - (limit if limit > start else start))
        return
    for i in range(len(drawn)):
        drawn[i] |= 1


def unveil(screen):
    """One frame of a step's staged start (the targets, the actions): the
    next living seat's box, in turn from the start seat (the whole step at
    once pushed most of the screen: tools/bench_frames.py). The screen counts
    the seats shown in `unveiled`; the header, the footer and the arrows
    came with the step."""
    seats = screen.match.seats
    while screen.unveiled < seats:
        seat = (screen.start_seat + screen.unveiled) % seats
        screen.unveiled += 1
        if not screen.out[seat]:
            _seat(screen, seat, screen.cursor_shown())
            screen.app.dirty = True
            return


def _seat(screen, seat, shown):
    """Draw one seat's box; returns the energy change its badge shows, or None."""
    pick = screen.cursor
    table = screen.table
    match = screen.match
    phase = screen.phase
    out = screen.out[seat]
    table.set_energy(seat, screen.energy[seat])
    badge = None
    lit = False
    if out:
        table.set_status(seat, say.OUT, theme.BAD)
    elif (seat - screen.start_seat) % match.seats >= screen.unveiled:
        # Not unveiled yet (unveil()): as the step before left it, locked,
        # or the public target and whether it paid to swap.
        if phase == REVEAL and not screen.duel:
            table.set_aim(seat, screen.aims[seat], screen.notes[seat])
        else:
            table.set_status(seat, say.LOCKED)
    elif phase == PICK:
        if shown and seat == pick.seat:
            act = _NO_ACTION if pick.stage == TARGET else pick.action[seat]
            if screen.duel:
                table.set_status(seat, "", theme.TEXT, act)
            else:
                table.set_aim(seat, pick.target[seat], 0, act)
        elif match.is_human(seat):
            table.set_status(seat, say.LOCKED if match.locked[seat] else say.PICKING)
        else:
            table.set_status(seat, say.LOCKED if screen.cpu_ready else say.THINKING)
    elif phase == REVEAL:
        play = screen.plays[seat]
        if play >= 0:
            table.set_aim(seat, play // 3, 0, play % 3)
        else:
            table.set_status(seat, "")
        event = screen.current
        if screen.pair is not None and screen.pair[1] == seat:
            event = screen.pair  # the mirrored event shown with it
        if event is not None and event[1] == seat:
            lit = True
            if screen.grown and event[0] != DIED:
                badge = event[3]
    else:
        aim = screen.aims[seat]
        act = _NO_ACTION
        note = 0
        turn = phase == CHANGE_STEP and seat == screen.turn
        if turn and screen.sub == DECIDING:
            lit = True
            if shown:
                act = pick.keep  # its own action, shown to its own turn only
                if act != screen.match.game.actions[seat]:
                    badge = -1  # what the swap would cost
            else:
                note = _DECIDING
        else:
            note = screen.notes[seat]
        if turn and screen.current is not None:
            badge = -1
        if aim >= 0:
            table.set_aim(seat, aim, note, act)
        else:
            table.set_status(seat, NOTES[note], theme.TEXT, act)
    table.set_look(seat, out, lit)
    return badge


def _arrows(screen, shown):
    """Redraw the arrows when they differ from the ones drawn (clearing the layer
    repaints most of the screen); True when they did. A large box of old
    ones is taken off over two frames (Table.clear_arrows: `later` stays 3,
    the new ones come with the second half; never so in a table just built,
    follow()'s `whole`: its box is empty). The arrows wanted are
    listed twice, once to compare with the table's and once to draw them (a
    list of tuples made every time was a kilobyte at six seats)."""
    table = screen.table
    if _wanted(screen, shown, table, False) == len(table.drawn):
        return False
    # (later stays 3, the new ones the next frame: when half the old ones
    # were taken off, or when a new colour pushes the whole layer)
    if table.clear_arrows() or _wanted(screen, shown, table, True) < 0:
        screen.later = 3
    return True


def _wanted(screen, shown, table, drawing):
    """The arrows the screen wants, each coded as one int (_put), in order:
    drawn on `table` and listed in table.drawn (`drawing`), or else compared
    with table.drawn: how many matched it, -1 at the first that did not."""
    pick = screen.cursor
    phase = screen.phase
    at = 0
    if phase == AIM:
        # One seat's arrow after another (the newest lit), so each can be followed;
        # afterwards only the arrow of the moment shows (the boxes name every target).
        # (The living seats from the start seat on, without a list of them.)
        seats = screen.match.seats
        shown_aims = 0
        for step in range(seats):
            seat = (screen.start_seat + step) % seats
            aim = screen.aims[seat]
            if aim < 0:
                continue
            if shown_aims >= screen.aimed:
                break
            shown_aims += 1
            at = _put(table, drawing, at, ((seat * 8 + aim) * 4 + (3 if shown_aims == screen.aimed else 1)) * 2 + 1)
    seat = pick.seat
    # A person's own arrow, once the target is chosen, in the cursor's colour
    # whatever the action (recolouring the layer would push all of it; the
    # action shows in the seat's box).
    if shown and pick.stage == ACTION and not screen.duel:
        at = _put(table, drawing, at, ((seat * 8 + pick.target[seat]) * 4 + 3) * 2 + 1)
    elif shown and pick.stage == KEEP:
        at = _put(table, drawing, at, ((seat * 8 + screen.aims[seat]) * 4 + 3) * 2 + 1)
    elif phase == CHANGE_STEP and screen.sub == DECIDING:
        at = _put(table, drawing, at, ((screen.turn * 8 + screen.aims[screen.turn]) * 4 + 3) * 2 + 1)
    if phase == REVEAL:
        event = screen.current
        for _ in range(2):  # the current event, then its pair
            way = -1 if event is None else arrow_of(event, screen.plays)
            if way >= 0:
                at = _put(table, drawing, at, (((event[0] + 1) * 64 + way) * 4 + 2) * 2 + (1 if screen.grown else 0))
            event = screen.pair
    return at


def _put(table, drawing, at, code):
    """The at-th arrow wanted, coded as ((kind + 1) * 64 + source * 8 +
    target) * 8 + value * 2 + whole (kind: the event whose colour it takes,
    -1 none): drawn and listed (`drawing`), or compared with the at-th
    listed. The next index, or -1 once one differed (drawing: once its
    colour was set instead, none drawn)."""
    drawn = table.drawn
    if drawing:
        if at < 0:
            return -1
        kind = (code >> 9) - 1
        value = (code >> 1) & 3
        if kind >= 0 and table.ink[value] != arrow_color(kind):
            # A new colour pushes the whole layer (5,325 pixels at six
            # seats, 27 ms of refresh on the PyBadge estimate): in a frame
            # of its own, the old arrows' box cleared in it, the arrows in
            # the next (all in one frame took 36-39 ms).
            table.ink[value] = arrow_color(kind)
            drawn.append(-1)  # (the layer shows no list)
            return -1
        table.arrow((code >> 6) & 7, (code >> 3) & 7, value, 1 << 14 if code & 1 else 1)
        drawn.append(code)
    elif at < 0 or at >= len(drawn) or drawn[at] != code:
        return -1
    return at + 1


def _footer(screen, shown):
    """The footer's two lines: (what happens now, why or which keys)."""
    game = screen.match.game
    phase = screen.phase
    if shown:
        return _prompt(screen)
    if phase == PICK:
        match = screen.match
        second = screen.keys_hint()
        if screen.has_humans() and screen.replay is None and not screen.cpu_ready:
            for seat in range(match.seats):
                if game.alive[seat] and not match.is_human(seat):
                    second = "CPUs are thinking..."
        return ("Everyone picks in secret", second)
    elif phase == AIM:
        return ("Targets revealed!", "{} first: keep or swap".format(NAMES[screen.start_seat]))
    elif phase == CHANGE_STEP:
        if screen.sub == DECIDING:
            return ("{}: keep or swap?".format(NAMES[screen.turn]), "a swap costs 1 energy")
        elif screen.current is not None:
            return explain(screen.current)
        else:
            return ("{} keeps its action".format(NAMES[screen.turn]), "")
    elif screen.sub == PLAYS:
        second = "one by one, from {} on".format(NAMES[screen.start_seat])
        if screen.has_humans() and screen.replay is None:
            # Whoever watches may hurry the events along (Screen.game_press).
            faster = "from {} on; {}: faster".format(NAMES[screen.start_seat], theme.shared_keys(screen.app.console, _OK))
            if len(faster) <= screen.app.width // theme.CHAR_W:
                second = faster
        return ("Actions revealed!", second)
    elif screen.sub == OVER:
        return (ending(game), theme.headline(game.result()))
    elif screen.current is not None:
        if screen.pair is not None:
            story, reason = explain_pair(screen.current, screen.pair)
        else:
            story, reason = explain(screen.current)
        return (story, reason if screen.grown else "")
    return None  # (no event on screen: the lines stay)


def _prompt(screen):
    """The footer of a person's open turn. It says what to do, not what is under
    the cursor (the seat's box and the frame show that): a line rewritten on
    every move would push a tenth of the screen each time."""
    # Made again only when it changes (None: the lines stay): the key hint's
    # strings and lists are a kilobyte of garbage, and every move drew it.
    if screen.table.prompted == _prompt_key(screen):
        return None
    pick = screen.cursor
    name = NAMES[pick.seat]
    console = screen.app.console
    seat = pick.seat
    if pick.stage == TARGET:
        keys = theme.key_hint(console, seat, ((_UP_DOWN, "other"), (_OK, "ok")))
        return ("{}: aim at whom?".format(name), keys)
    elif pick.stage == ACTION:
        if screen.duel:
            keys = theme.key_hint(console, seat, ((_UP_DOWN, "other"), (_OK, "lock")))
        else:
            keys = theme.key_hint(console, seat, ((_UP_DOWN, "other"), (_OK, "lock"), (_BACK, "back")))
        return ("{}: which action?".format(name), keys)
    else:
        keys = theme.key_hint(console, seat, ((_UP_DOWN, "swap"), (_OK, "ok")))
        return ("{}: keep or swap (-1)?".format(name), keys)


def _prompt_key(screen):
    """Which prompt a person's open turn shows (Table.prompted): its stage,
    seat and whether it is a duel."""
    pick = screen.cursor
    return (pick.stage * 8 + pick.seat) * 2 + (1 if screen.duel else 0)
