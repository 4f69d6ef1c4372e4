"""Missile Match on screen: secret placement (with a hand-over between two people
on one screen), a step-by-step reveal, the double-blank pick, the round loop.

Keys while arranging (four buttons are enough): LEFT/RIGHT move the cursor over
columns A-D and, past D, a LOCK button; UP turns the missile round; DOWN lifts it,
DOWN on another column swaps the two (on the same column puts it back); RIGHT on
LOCK locks. On 6-button pads A locks from anywhere and B puts a lifted missile back.
A lifted missile makes the placement incomplete: it cannot be locked.

Hidden hands: the screen shows a hand face up only while its owner arranges it
(``turn``). With one person and a CPU there is nobody to hide from. With two
people, each hand is a hand-over (engine.ui.handover): the cover names whose turn
it is and asks the other to look away; the owner's press shows their hand, their
lock covers it again, and after both locks a shared cover asks both to look before
the reveal. Before the reveal, nothing drawn, lit or sounded depends on the other
seat's hand or placement.
A console attribute ``private`` (a per-seat display; not in hw/__init__.py's
contract, so always None today) is the hook for hands on private displays: with
it there is no ``handover``, ``turn`` is -1 and both people arrange at once on
their own pads, and no hand is shown on the shared screen (drawing the hands on
the private displays is the part still to write when such hardware exists).
"""

from games.missile import field
from games.missile.rules import PICK
from games.missile.art import AIM, AIM_ERASE, CLASH, CURSOR, EVENT
from games.missile import words
from engine.ui import theme
from games.missile.arrange import INCOMPLETE, LOCK, TURNED, Arrangement

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value

from games.missile.view import View, apply_event
from engine.ui import match_scene as say
from engine.ui.match_scene import MatchScene
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ticks import ticks_diff

# Scene modes.
PLACE = 0  # humans arrange (behind hand-over covers when two share the screen), CPUs think
REVEAL = 1  # reveal events shown one at a time
PICKING = 2  # the double blank's owner picks a mark
DONE = 3  # round over: the outcome, then the next round or the result
_NEW = const(-1)  # a round begins at the next enter

_FACES_MS = const(900)  # reveal: faces up before the first event
_STEP_MS = const(1000)  # reveal: per event
_DONE_MS = const(1800)  # outcome of a round on screen
_RESULT_MS = const(3000)  # last outcome before the result screen
_FACE_DOWN = const(-1)  # travel value that draws a missile face down
# A reveal's start is staged over frames, so that no frame pushes much of
# the screen nor does much work (the PyBadge's 33 ms a frame,
# tools/bench_frames.py): the frame that resolves draws nothing new; the
# next clears the field's aim markers, the next puts the missiles face down
# (a person's own hand against a CPU stays face up), the next clears the
# seats' status words, the next four write the reveal's words, the band's
# shares (all of them in one frame with the missiles took it to 48 ms);
# then each frame turns one column's two missiles face up, A to D (A
# beside the band's last line). Screen.faces
# counts the columns turned, or says which of those steps is next (below 0).
_FACES_WAIT = const(-3)  # two people: both looked this frame (the shared cover stays up), the reveal resolves next frame
_FACES_FIELD = const(-2)  # the field is drawn next
_FACES_DOWN = const(-1)  # then the missiles face down (the band's words follow in shares: game_tick)
_FACES_UP = const(4)  # every column face up
# A reveal event's tone, written in place (a bytes made per event was garbage):
# 440 Hz up, by the event's kind, 40 ms (engine/ui/cues.py's tunes).
_TONE = bytearray(b"\x00\x04")


class Screen(MatchScene):
    """The Missile Match scene."""

    BUILT = ("view",)  # let go while paused (engine/ui/match_scene.py)
    REBUILDS = ("games.missile.art", "games.missile.layout")  # dropped once built (engine/ui/match_scene.py)

    def __init__(self, match):
        super().__init__(match)
        self.humans = tuple(seat for seat in (0, 1) if match.is_human(seat))
        self.hands = (Arrangement(), Arrangement())
        self.board = bytearray(field.SQUARES)  # the field as drawn: follows the reveal
        self.supply = [field.MARKS, field.MARKS]  # marks left, as drawn
        self.shots = match.game.shots  # revealed: the rules' own, read in place (a reveal sets them)
        self.mode = _NEW
        self.handover = None  # a Handover when two people share the screen (made in enter)
        self.round_no = 1  # shown round number
        self.yard = 0  # yard size shown (as dealt)
        self.next_at = None  # ticks the current wait began; None: from the next tick
        self.cpu_ready = False
        self.cue_at = None  # ticks every person had locked by (the cue's dots start)
        self.event_index = 0  # reveal events already shown
        self.faces = _FACES_UP  # columns whose missiles show face up in a reveal (a new reveal: _FACES_FIELD first)
        # (Small ints, not tuples: a tuple made in a frame is garbage.)
        self.flash = -1  # (tile * 8 + row) * 4 + col: the marker the reveal points at, -1 none
        self.active = -1  # seat * 4 + col of the missile the reveal talks about
        self.named = 0  # (col + 1) * 16 + row + 1: the square (row -1: column) a caption names, lit beside the field
        self.refused = -1  # why the last turn or lock was refused (missile_arrange)
        self.events = ()  # the revealed round's events (public view)
        self.picker = -1  # the double blank's owner while picking
        self.pick_col = -1  # its column
        self.rows = ()  # rows the picker may choose
        self.pick_i = 0
        # What the caption says beyond the mode (_caption): in a reveal the
        # event shown (None: its start), in a person's pick (its keys line,
        # the hint line's keys or ''; None: a CPU's).
        self.caption = None
        # The next of the band's texts to show (View.band's items, 7: all
        # shown; -3, -2, -1: _redraw()'s field, then its missiles, then its
        # seats first, a reveal's step worked out in this frame): _redraw()
        # draws the field, the missiles and the seats, and the band follows
        # in the next frames that draw nothing else (the whole screen at
        # once took a PyBadge 45-65 ms: tools/bench_frames.py).
        self.later = 7
        # The first CPU seat's legal list of the first round (the rules keep
        # it for its first think): made now, before the build. Made in that
        # think, on the heap the build has broken up, a 192-code list (768 B)
        # found no room at the 112 KB tour. (The same list: same picks. A
        # second CPU's waits for its turn, as Match.think_bots has it.)
        for seat in (0, 1):
            if match.bots[seat] is not None:
                match.game.legal(seat)
                break

    def build(self, app):
        """Build the view; start a round, or come back from the pause screen."""
        # The people's placement codes (a resume's: 400 bytes a person) go
        # while the view is built; the rules make them again after it, in
        # game_tick's first quiet frame (or at a lock): the same lists.
        for seat in self.humans:
            self.match.game.forget(seat)
        self.view = View(app, [self.seat_name(seat) for seat in (0, 1)])
        self.BANNER_H = app.height - self.view.status[0].y  # a demo's banner: P1's status line, whole
        if self.mode == _NEW and len(self.humans) == 2 and getattr(app.console, "private", None) is None:
            from engine.ui.handover import Handover  # (only two people sharing the screen need it)

            self.handover = Handover()
        if self.handover:
            # On top of everything; rebuilt after a pause it covers an open hand
            # again (whoever is watching now must not see it).
            self.handover.build(self.view.group, app.width, app.height, app)
        self.resumed()
        return self.view.group

    def resumed(self):
        """Start a round, or draw the state again after the pause (on a new
        view, or on the one kept under the pause: MatchScene.pause)."""
        if self.mode == _NEW:
            self._new_round()
        else:
            self.next_at = None
            self.faces = _FACES_UP  # (a new view's missiles: all drawn now)
            self._redraw()
        self.later = 0
        self._band(7)  # (a view just built, or kept, is pushed whole: its band with it)

    @property
    def turn(self):
        """The seat that arranges on the shared screen (once its cover is opened),
        -1 none: the one person against a CPU, or the hand-over's owner."""
        if self.handover:
            return self.handover.owner
        return self.humans[0] if len(self.humans) == 1 else -1

    def _arranger(self):
        """The seat whose hand is face up on the shared screen now, -1 none."""
        if self.mode != PLACE or self._covered():
            return -1
        return self.turn

    def _covered(self):
        """True while a hand-over cover hides the screen."""
        return self.handover is not None and self.handover.covered

    # -- round loop -------------------------------------------------------------
    def _new_round(self):
        match = self.match
        game = match.game
        # The public parts read in place (game.view() copies every part: 400
        # bytes of garbage), and only the people's own hands.
        self.board[:] = game.board
        self.supply[0], self.supply[1] = game.supply
        self.round_no = game.round + 1
        self.yard = len(game.yard)
        for seat in self.humans:
            self.hands[seat].reset(game.hands[seat])
        # CPU seats place from their own views, a slice a frame (game_tick),
        # while the people arrange.
        self.cpu_ready = len(self.humans) == 2
        self.cue_at = None
        self.next_at = None
        self.event_index = 0
        self.flash = -1
        self.active = self.refused = -1
        self.mode = PLACE
        if self.handover:
            self._hand_over()
        self.leds_dark()
        self._redraw()

    def _begin_reveal(self, now):
        game = self.match.game
        self.resolve()
        # (Read in place, as _new_round; the rules make a new list of
        # events at the next reveal, and a pick adds its own to this one.)
        self.events = game.events
        self.shots = game.shots
        self.mode = REVEAL
        self.next_at = now
        self.caption = None  # "REVEAL!"
        self.faces = _FACES_FIELD  # (the resolving frame draws nothing: game_tick stages the rest)

    def _turn_faces(self):
        """One frame of a reveal's start (see _FACES_FIELD): the field, the
        missiles face down (the seats' words follow: _redraw's later), or
        the next column face up; not before the band's words, which
        game_tick writes a share a frame."""
        if self.later < 7:
            return  # the band's words first, a share a frame (game_tick), then the columns
        col = self.faces
        self.faces = col + 1
        view = self.view
        if col == _FACES_DOWN:
            # (The field as the frame before drew it; the seats' words the
            # next frame, the band's from the one after: game_tick.)
            self._redraw(2)
            return
        if col == _FACES_FIELD:
            view.board(self.board)
            view.coords(-1, -1)
            view.commit()
            view.lock(-1, False)
        else:
            for seat in (0, 1):
                shots = self.shots[seat]
                view.missile(seat, col, shots[2 * col], shots[2 * col + 1], theme.SEAT_COLORS[seat])
        self.app.dirty = True

    def _advance(self, now):
        """Next reveal event, the pick, the round's outcome, or the next round."""
        match = self.match
        game = match.game
        self.next_at = now
        self.flash = -1
        self.active = -1
        self.named = 0
        self.faces = _FACES_UP  # (hurried: every missile face up at once)
        if self.mode == DONE:
            if match.result() is not None:
                return self.finish()
            self._new_round()
            return None
        events = self.events
        i = self.event_index
        if i < len(events):
            event = events[i]
            kind, seat, col, row, _ = event
            both = kind == field.DESTROYED and i + 1 < len(events) and events[i + 1][0] == kind
            self.event_index = i + (2 if both else 1)  # one step shows both destroyed
            apply_event(self.board, self.supply, event)
            if kind == field.BLOCKED or kind == field.NO_MARK or kind == field.BEATEN or kind == field.DESTROYED:
                self.flash = (CLASH * 8 + row) * 4 + col
            elif kind != field.NO_PICK and kind != field.LINE:
                self.flash = (EVENT * 8 + row) * 4 + col
            if kind != field.LINE:
                self.active = seat * 4 + col
                self.named = (col + 1) * 16 + (0 if kind == field.NO_PICK else row + 1)  # "no P2 mark in B": the column
            self.caption = event
            _TONE[0] = 44 + 11 * kind
            self.app.cues.play(_TONE, seat)
        elif game.phase == PICK:
            self.mode = PICKING
            picker = self.picker = game.acting()[0]
            self.pick_col = game.pick_col
            self.rows = game.legal(picker)
            self.pick_i = 0
            self.active = picker * 4 + self.pick_col
            self.named = (self.pick_col + 1) * 16
            # The picker's keys, worded once for the whole pick (a pick is
            # rare; a person's keys may be worded in more ways than
            # key_hint's spacings): the caption's last line and the hint
            # line's keys.
            self.caption = words.pick_keys(self.app.console, picker) if match.is_human(picker) else None
        else:
            self.mode = DONE
        self.later = -3  # (drawn from the next frame, the field first: game_tick)
        self.app.dirty = True  # (this frame's share: the step worked out)
        return None

    def _after_pick(self, now):
        self.resolve()
        self.events = self.match.game.events  # (the pick added to them)
        self.mode = REVEAL
        self._advance(now)

    # -- drawing ------------------------------------------------------------------
    def _redraw(self, part=7):
        """Draw what `part` says: the field (1), the missiles and the lock
        (2), the seats (4); the band follows (game_tick)."""
        view = self.view
        mode = self.mode
        match = self.match
        revealed = mode == REVEAL or mode == PICKING or mode == DONE
        shown = self._arranger()
        editing = shown >= 0 and not match.locked[shown]
        if part & 1:
            view.board(self.board)
            if revealed:
                events = self.events
                for i in range(self.event_index):
                    kind, seat, col, row, direction = events[i]
                    if kind == field.LINE:
                        view.line(seat, col, row, direction)
                flash = self.flash
                if flash >= 0:
                    view.marker(flash & 3, flash >> 2 & 7, flash >> 5)
                named = self.named
                if mode == PICKING and match.is_human(self.picker):
                    view.marker(self.pick_col, self.rows[self.pick_i], CURSOR)
                    named = (self.pick_col + 1) * 16 + self.rows[self.pick_i] + 1
                view.coords((named >> 4) - 1, (named & 15) - 1)
            else:
                view.coords(-1, -1)
            if not revealed and shown >= 0:
                hand = self.hands[shown]
                for col in range(4):
                    travel = hand.travel(col)
                    if travel:
                        tile = AIM if hand.power(col) else AIM_ERASE
                        view.marker(col, field.target_row(shown, travel), tile)
            view.commit()
        if part & 2:
            for seat in (0, 1):
                hand = self.hands[seat]
                shots = self.shots[seat]
                for col in range(4):
                    color = theme.SEAT_COLORS[seat]
                    if revealed:
                        if col >= self.faces:  # (a reveal's start: not turned yet)
                            if seat != self.turn:  # (one person against a CPU: their own hand stays face up)
                                view.missile(seat, col, 0, _FACE_DOWN, color)
                            continue
                        if self.active == seat * 4 + col:
                            color = theme.ACCENT
                        view.missile(seat, col, shots[2 * col], shots[2 * col + 1], color)
                    elif seat == shown:
                        lifted = editing and hand.lifted == col
                        if lifted:
                            color = 0xFFFFFF
                        elif editing and hand.cursor == col:
                            color = theme.ACCENT
                        view.missile(seat, col, hand.power(col), hand.travel(col), color, lifted)
                    else:
                        view.missile(seat, col, 0, _FACE_DOWN, color)
            view.lock(shown if editing else -1, editing and self.hands[shown].cursor == LOCK)
        if part & 4:
            # (A frame of their own after the missiles: a hand turned face
            # up with both seats' words took 33 ms on a PyBadge.)
            for seat in (0, 1):
                view.seat(seat, self._seat_status(seat), self.supply[seat])
            if revealed:
                self._show_cue(0, False)  # (the thinking dots go with the status words, also in a reveal resumed from the pause)
        # The band's texts from the next frame on (game_tick; a hand-over
        # cover that has not begun to go down waits for them, so what it
        # uncovers is this turn's: the last caption was private).
        self.later = -2 if part == 1 else -1 if part == 2 else 0
        self.app.dirty = True

    def _band(self, count):
        """Show `count` more of the band's texts _redraw() left (7: all of
        them; a frame's share is two, three, the caption's lines of a
        reveal's step, took a PyBadge 31 ms; one beside a CPU's thinking:
        game_tick) (whatever changed: how long a hand-over cover waits for
        them must not tell what the last turn showed): 0 the round, 1 the yard, 2 the hint line, 3-6 the caption's
        4 lines (a line pushes up to 1,500 pixels). Each is worked out as it
        is shown, from the state, and written into its glyph cells: no text
        is made, nor kept (a caption kept on the screen while paused broke
        the 112 KB tour's resumed build)."""
        view = self.view
        item = self.later
        most = item + count
        while item < 7 and item < most:
            if item == 0:
                # (match_scene's round_text in parts: a new round's text was garbage)
                words.put(view.round_label, theme.DIM, "Round %0/%1", self.round_no, self.match.game.rounds)
            elif item == 1:
                view.yard(self.yard)
            elif item == 2:
                self._hint(view.hint)
            else:
                self._caption(view.lines[item - 3], item - 3)
            item += 1
        self.later = item

    def _caption(self, cells, line):
        """Caption line `line` (0-3) in `cells`: its first line is a title
        but while placing."""
        mode = self.mode
        if mode == PLACE:
            return self._place_line(cells, line, theme.TEXT)
        color = theme.ACCENT if line == 0 else theme.TEXT
        caption = self.caption
        if line == 3:
            return cells.show("" if mode != PICKING else "..." if caption is None else caption[0], color)
        if mode == REVEAL:
            if caption is None:
                return cells.show("" if line else "REVEAL!", color)
            if line == 0:
                return cells.show(words.step_title(caption[0]), color)
            return words.event_line(cells, color, caption, line - 1)
        if mode == PICKING:
            picker = self.picker
            if line == 0:
                return cells.show(words.step_title(field.PICK), color)
            if line == 1:
                return words.put(cells, color, "%0 takes a %1", theme.SEAT_NAMES[picker], theme.SEAT_NAMES[1 - picker])
            return words.put(cells, color, "mark in column %0", words.COLUMNS[self.pick_col])
        if line == 0:
            return words.put(cells, color, "Round %0 over", self.round_no)
        return words.outcome_line(cells, color, self.match.result(), self.board, line - 1)

    def _hint(self, cells):
        """The hint line in `cells`: the keys of a person arranging or
        picking, or what keys_hint says (how to pause; REPLAY, CPUs only)."""
        color = theme.DIM
        if self.replay is None and self.people:
            mode = self.mode
            if mode == PLACE:
                seat = self._arranger()
                if seat >= 0:
                    lifted = self.hands[seat].lifted >= 0
                    # (Named keys have a hint line of their own, but to carry: keys_line.)
                    if not lifted and theme.key_name(self.app.console, seat, UP) != "^":
                        return words.keys_line(cells, color, self.app.console, seat, lifted, 2)
            elif mode == PICKING and self.caption is not None and self.caption[1]:
                return cells.show(self.caption[1], color)
        hint = self.keys_hint()
        return cells.show(hint, theme.ACCENT if hint == say.REPLAY else color)

    def _people_locked(self):
        """True when every person at the table has locked this round."""
        for seat in self.humans:
            if not self.match.locked[seat]:
                return False
        return True

    def _show_cue(self, waited, on):
        """The thinking dots after each CPU seat's status (`on`: animated)."""
        dots = self.thinking_dots(waited) if on else say.NO_DOTS
        for seat in (0, 1):
            if not self.match.is_human(seat) and self.view.cue(seat, dots):
                self.app.dirty = True

    def _seat_status(self, seat):
        match = self.match
        mode = self.mode
        if mode == PICKING:
            return say.PICKING if seat == self.picker else ""
        if mode != PLACE:
            return ""
        if not match.is_human(seat):
            return say.LOCKED if self.cpu_ready else say.THINKING
        if match.locked[seat]:
            return say.LOCKED
        if seat == self._arranger():
            return say.PICKING
        return say.WAITING if self.handover else say.PICKING

    def _place_line(self, cells, line, color):
        """Caption line `line` (0-3) while placing, in `cells`."""
        seat = self._arranger()
        if seat < 0:
            text = ""  # (under a cover: nothing of any hand)
            if line == 0 and not self.handover:
                text = "Arrange on your" if self.humans else "The CPUs place"
            elif line == 1 and not self.handover:
                text = "own displays" if self.humans else "their missiles"
            return cells.show(text, color)
        hand = self.hands[seat]
        console = self.app.console
        if line >= 2:
            return words.keys_line(cells, color, console, seat, hand.lifted >= 0, line - 2)
        if self.match.locked[seat]:
            # A lock changes a word of the caption (the status says "locked"
            # and the LOCK button goes): what the lock pushes stays small.
            return cells.show(words.LOCKED_LINE if line else words.ARRANGE_LINES[0], color)
        return words.column_line(cells, color, hand, self.refused, theme.key_name(console, seat, DOWN), line)

    def _hand_over(self):
        """Cover the screen for the next person to arrange, or for both to look
        once both have locked."""
        match = self.match
        note = words.round_note(self.round_no, match.game.rounds)
        if match.all_locked():
            self.handover.share(words.REVEAL_COVER, words.BOTH_LOCKED, note)
            return
        seat = 1 if match.locked[0] else 0
        if match.locked[1 - seat]:
            note = words.locked_note(note, 1 - seat)
        self.handover.cover(seat, words.ARRANGE_TASK, note)

    # -- input --------------------------------------------------------------------
    def game_press(self, seat, button, now):
        """A pad press: hand-over, arranging, picking, or hurrying the reveal."""
        mode = self.mode
        match = self.match
        ok = button == RIGHT or button == A
        if self._covered():
            if self.handover.press(seat, button):
                self.app.pads.guard(seat)  # the opening press acts only once
                if mode == PLACE and self.cpu_ready and match.all_locked() and not self._covered():
                    # Both look: nothing drawn now (the press's frame), the
                    # reveal resolves next frame (a frame that draws
                    # nothing), and its start's frames draw the field, the
                    # hands face down and the band again (_turn_faces), while
                    # the cover stays up (game_tick) over what the last lock
                    # left: drawing all that here first, hidden, took the
                    # press's frame to 34-36 ms on a PyBadge.
                    self.faces = _FACES_WAIT
                    self.later = 7  # (what the band still had to show: the reveal's start shows it again)
                else:
                    # A hand face up, drawn from the next frame, the field
                    # first, under the cover, which waits for it (game_tick):
                    # the whole of it in the press's frame took it to 45-55 ms.
                    self.later = -3
                    self.app.dirty = True
        elif mode == PLACE:
            if self._may_arrange(seat):
                self._arrange(seat, button)
        elif mode == PICKING:
            if seat == self.picker and match.is_human(seat):
                self._pick_press(button, now)
        elif ok and match.is_human(seat):
            return self._advance(now)  # hurry the reveal along
        return None

    def _may_arrange(self, seat):
        match = self.match
        if not match.is_human(seat) or match.locked[seat]:
            return False
        return seat == self._arranger() or (self.turn < 0 and not self.handover)

    def _arrange(self, seat, button):
        hand = self.hands[seat]
        self.refused = -1
        if button == LEFT:
            hand.move(-1)
        elif button == RIGHT:
            if hand.cursor == LOCK:
                self._lock(seat)
            else:
                hand.move(1)
        elif button == UP:
            why = hand.turn()
            if why != TURNED:
                self.refused = why
        elif button == DOWN:
            hand.lift_or_swap()
        elif button == A:
            self._lock(seat)
        elif button == B:
            hand.put_back()
        # Drawn from the next frame (game_tick), the press's own frame only
        # its tone and state: a press that also drew its missiles and seats
        # took 31-33 ms on a PyBadge. (A lock that put the cover up: only
        # it shows, the press that opens it redraws.)
        if not self._covered():
            if button == UP or button == DOWN:
                self.later = -3  # a missile turned or swapped moves the field's aim markers
            elif self.later > -2:
                self.later = -2  # the cursor, a lift, a lock: the field as it was (its 32 squares gone over cost ~5 ms)
        self.app.dirty = True  # (no drawing in this frame: game_tick)

    def _lock(self, seat):
        hand = self.hands[seat]
        match = self.match
        if not hand.complete():
            self.refused = INCOMPLETE  # the caption says to put the missile down
            return
        if not (match.choose(seat, hand.code()) and match.lock(seat)):
            return
        self.locked(seat)  # the locking press acts no further
        if self.handover:
            self._hand_over()

    def _pick_press(self, button, now):
        count = len(self.rows)
        if button == UP:
            self.pick_i = (self.pick_i + 1) % count
        elif button == DOWN:
            self.pick_i = (self.pick_i - 1) % count
        elif button == RIGHT or button == A:
            picker = self.picker
            if self.match.choose(picker, self.rows[self.pick_i]) and self.match.lock(picker):
                self.locked(picker, led=False)
                self._after_pick(now)
                return
        self._redraw()

    # -- time ---------------------------------------------------------------------
    def game_tick(self, now):
        """CPU thinking and the reveal's pace; first, in a frame no press
        drew, the next of the band's texts _redraw() left (not under a
        hand-over cover: the opening press draws them again)."""
        # (Once every person has locked, not in a frame the CPUs are due to
        # think in, when they thought none the frame before: a frame that
        # draws and thinks both took a PyBadge 30-33 ms, so they take
        # turns, and the CPUs think in one frame of two at least:
        # MatchScene.cpu_thinking. Before, what is drawn when must not
        # depend on how long a CPU thinks, which its hand decides.)
        thinking = self.match.thinking
        if self.later < 7 and not self.app.dirty and not self._covered() and (
                self.match.spent or thinking[0] is None and thinking[1] is None or not self._people_locked()):
            if self.later < 0:
                self._redraw(1 << self.later + 3)  # (-3: the field, -2: the missiles, -1: the seats)
            else:
                # (One while a person arranges against a CPU, which may
                # think beside it: two and a CPU's unit took 28-30 ms. By
                # the seats alone, not by whether it thinks: its hand
                # decides how long.)
                self._band(1 if self.people and self.mode == PLACE and not self.cpu_ready and not self._people_locked() else 2)
            self.app.dirty = True
        if self.next_at is None:
            self.next_at = now
        # (The cover waits a frame that drew, and whole while what the opening
        # press drew is not all drawn: what it uncovers must be this turn's.)
        # A reveal's start keeps it up until its hands are face down and
        # its words written (faces >= 0: _turn_faces).
        if self.handover and self.later >= 7 and self.faces >= 0 and not self.app.dirty and self.handover.step():
            self.app.dirty = True  # (the cover going down, a band a frame)
        waited = ticks_diff(now, self.next_at)
        mode = self.mode
        if mode == PLACE:
            if not self.app.dirty:
                # The people's placements, worked out once a round in a frame
                # that draws nothing (the rules keep them): the lock's frame
                # checks a pick against them, and also pushes a cover.
                for seat in self.humans:
                    self.match.game.legal(seat)
            if not self.cpu_ready:
                # Once every person has locked, none in a frame that draws
                # when they thought the frame before (a lock's words beside
                # a frame's thinking took it to 30-33 ms on a PyBadge); while
                # a person arranges, a share of the band or a redraw's part
                # goes with it (26-29 ms), or the CPU would lose half the
                # frames of a person's presses, to wait for after the lock.
                people_done = self._people_locked()
                busy = self.cpu_thinking(waited, dirty=self.app.dirty and people_done)
                # Until every person has locked, a CPU shows "thinking", still:
                # how long it thinks depends on its hand. Then it shows its lock,
                # or animated dots while it still thinks.
                if not busy and people_done:
                    self.cpu_ready = True
                    if self._covered() or not self.match.all_locked():
                        self._redraw()  # (else the reveal begins below and draws from the next frame)
                if people_done and self.cue_at is None:
                    self.cue_at = now
                cue = busy and people_done
                # (The dots count from the lock: the lock pushes none of them.
                # Ready now, the reveal resolves below: its dots go with the seats'
                # words, _redraw, not beside the resolve.)
                if not self.cpu_ready:
                    self._show_cue(ticks_diff(now, self.cue_at) if cue else 0, cue)
            if self.cpu_ready and self.match.all_locked() and not self._covered():
                if self.faces == _FACES_WAIT:
                    self.faces = _FACES_FIELD  # (both looked this frame: next frame; the cover stays up meanwhile)
                    return None
                self._begin_reveal(now)
            return None
        if mode == PICKING:
            if not self.match.is_human(self.picker) and not self.cpu_thinking(waited):
                self.match.play_bots()
                self._after_pick(now)
            return None
        if mode == REVEAL:
            if self.faces < _FACES_UP:
                self._turn_faces()
                return None
            wait = _FACES_MS if self.event_index == 0 and self.flash is None else _STEP_MS
        else:
            wait = _RESULT_MS if self.match.result() is not None else _DONE_MS
        if waited >= wait:
            return self._advance(now)
        self.think_ahead()  # (the next round's, or the pick's: the rules are there already)
        return None
