"""Spacewar on screen: the 8x8 board with both fleets and their Bases, a cursor,
the side panel, and each turn animated (a ship or a shot flies, a burst where
something is hit or lost).

Input, from the pad of the seat to act only (the other pad can only pause);
every step works with the four directions alone:
- pick: tap a direction to move the cursor; hold one on a ship: from PREVIEW_MS
  the panel shows that ship (any ship: holding is how to look at one) and the
  line under the board says whether it can be taken; at PLACE_MS an own ship
  with something to do is taken. Its targets light up: a dot where it may move,
  pink corners where it may fire or crash, amber corners where it may force,
  hold, repair or supply.
- aim: hold on a lit square: the line says what it would do, and at PLACE_MS
  it is done when it is the one action there; with a choice (fire or crash,
  pull or push or hold, repair or supply) or an amount, the menu opens in the
  panel. Holding on another ship with something to do takes that one instead;
  on the chosen ship it is put back (or, when it has actions of its own, such
  as a refill, they are offered with "Other").
- menu: UP/DOWN choose a row, RIGHT takes it, LEFT goes back. A row with an
  amount (fire, repair, supply) then takes UP/DOWN for the amount (it starts at
  the most that helps), RIGHT to do it, LEFT to go back.
- a refused square says why (red line, red cursor) and does nothing.
- A does at once what a hold would; B goes back one step.
- hold LEFT+RIGHT (or A+B): the pause menu.
- nothing to do: the seat passes by itself after PASS_WAIT.
Directions are read as tap or hold from the held buttons (engine/ui/hold.py),
which cancel when the pause chord begins, so presses arrive at once. A CPU
seat thinks in slices through Match.think_bots (engine/think.py), and shows as
thinking for at least CPU_DELAY. The screen only submits actions through the
Match; the rules decide what they do.
"""

import displayio

from engine import registry
from engine.ticks import ticks_diff
from engine.ui import hold, theme
from engine.ui.match_scene import NO_DOTS, MatchScene
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from games.spacewar import words
from games.spacewar.art import HIT_MARK, MOVE_MARK, OTHER_MARK
from games.spacewar.panel import Panel
from games.spacewar.rules import (
    BASE_INDEX,
    FIRE,
    KIND_OF,
    MOVE,
    NONE,
    O_BOARD,
    O_TO_MOVE,
    PASS_ACTION,
    PULL,
    PUSH,
    REPAIR,
    SIZE,
    SQUARES,
    SUPPLY,
    forced_to,
    square_name,
)
from games.spacewar.view import BoardView

PREVIEW_MS = hold.PREVIEW_MS  # a direction held this long shows what a hold would do
PLACE_MS = hold.ACT_MS  # ... and this long does it
CPU_DELAY = 500  # a CPU turn lasts at least this long
PASS_WAIT = 1200  # a seat with nothing to do passes after this long
TRAVEL_MS = 420  # a ship or a shot crosses the board in this long (a turn's first part)
IMPACT_MS = 520  # then the result stays this long before the next turn
RESULT_WAIT = 1800  # the final position stays this long before the result screen

PHASE_TURN = 0
PHASE_ANIM = 1
PHASE_OVER = 2
# Steps of a person's turn.
PICK = 0  # choose a ship
AIM = 1  # choose a target square of the chosen ship
MENU = 2  # choose one of the actions on the target
AMOUNT = 3  # choose the amount of that action
_STEP = (SIZE, -SIZE, -1, 1)  # square step of UP, DOWN, LEFT, RIGHT
_AMOUNTED = (FIRE, REPAIR, SUPPLY)
STAGED = -6  # Screen.staging: a redraw whose marks, panel and lines follow the board (game_tick)
WORDS = -2  # ... one whose panel and lines follow it
_AMOUNT_BITS = 15 << 12


class Screen(MatchScene):
    """The Spacewar match scene."""

    # Directions are read as tap or hold from the held buttons, which already
    # cancel when the pause chord begins: presses arrive at once.
    CHORDS_ON_RELEASE = False
    BUILT = ("view", "panel")  # let go while paused (engine/ui/match_scene.py)
    # (Its art is not loaded back ahead of a resume, REBUILDS: loaded beside
    # the pause screen it breaks up the heap its board then builds in.)

    def __init__(self, match):
        super().__init__(match)
        self.phase = PHASE_TURN
        self.phase_at = None  # ticks when the phase began; None until the first tick
        self.stage = PICK
        self.cursors = [3, 59]  # each seat's cursor, from its Tractor's start (d1, d8)
        self.chosen = -1  # square of the chosen ship
        self.target = -1  # square the menu is about
        self.taps = hold.TapOrHold()
        self.hold_ok = False  # what the held direction would do is allowed
        self.refused = False  # the cursor square was just refused: red until it moves
        self.legal = []  # the legal actions of the person to act (this turn)
        self.must_pass = False  # ... which are PASS alone
        self.takes = bytearray(SQUARES)  # 1 on own ships that have an action
        self.marks = bytearray(SQUARES)  # targets of the chosen ship (art marks)
        self.menu = []  # actions on the target, each at its largest amount
        self.row = 0  # menu row marked
        self.amount = 0  # amount being chosen (AMOUNT step)
        self.act = -1  # the action being animated
        self.seat_acted = 0
        self.flight = -1  # ship in flight (-1 none), from / to squares, burst square
        self.fly_from = 0
        self.fly_to = 0
        self.impact = -1
        # A turn's animation: 0 its travel drawn, 1 its result drawn.
        self.drawn = 0
        # A redraw in steps, a frame each (any phase): below 0 the board was
        # drawn, and the marks follow a band of two ranks a frame (from
        # STAGED), then the panel, then the lines (from WORDS: those two
        # only). The marks' layer is pushed as one rectangle round what
        # changed, through every layer of the board, so a take's or a turn's
        # marks at once pushed over half the board at ~10 us a pixel, and
        # the panel and lines together as many pixels again.
        self.staging = 0
        self.peek = -1  # a held square whose piece the panel shows next frame (_preview)
        self.played = ("", "")
        # A person's locked action waits one frame (its seat, -1 none): the
        # lock's own frame only hides the cursor, the animation starts on the
        # next (tools/bench_pixels.py: a lock pushes at most 10% of the screen).
        self.pending = -1
        self.pending_ready = False
        # build()'s attributes, given their slots here, as Arrowbic's screen.
        self.names = ("", "")  # the seats' names
        self.view = None  # BoardView
        self.panel = None  # Panel
        self.BANNER_H = MatchScene.BANNER_H  # build() measures the panel's

    def build(self, app):
        """Board, sprites and panel; draws the state (also on resume)."""
        group = displayio.Group()
        self.names = (self.seat_name(0), self.seat_name(1))
        self.view = BoardView(group)
        self.panel = Panel(group, app.width, app.height)
        self.BANNER_H = app.height - self.panel.lines[-1].y  # a demo's banner: the bottom line, whole
        registry.forget("spacewar", "info")  # the menu's (the CPU loaded it for LEVELS)
        self._draw()
        return group

    # -- drawing ------------------------------------------------------------------
    def _draw(self):
        """Draw the whole state for the phase and step (a refusal's red goes)."""
        self._draw_board()
        self._show_marks()
        self._draw_words()

    def resumed(self):
        """The screen kept under the pause (MatchScene.pause), drawn again
        as build() draws it: its lines from blank too, as new ones (the
        second waits a frame after the first: Notes.show_lines)."""
        for line in self.panel.lines:
            line.show("", theme.TEXT)
        self._draw()

    def _draw_board(self):
        """The board and the cursor."""
        self.refused = False
        game = self.match.game
        view = self.view
        if self.phase == PHASE_ANIM and self.drawn <= 0:
            view.show_state(game.before, self.flight)  # the ship in flight is drawn by _travel
            view.show_burst(-1)
        else:
            view.show_state(game.state)
            view.hide_flight()
            view.show_burst(self.impact if self.phase == PHASE_ANIM else -1)
        self._show_cursor()

    def _draw_words(self):
        """The panel and the lines under the board."""
        self._draw_panel()
        self._set_hints()

    def _draw_panel(self, band=-1):
        """The seats, the round and the panel's rows (`band` 0: the seats
        and the round alone; what is shown already costs nothing again)."""
        game = self.match.game
        over = self.phase == PHASE_OVER or game.result() is not None
        animated = self.phase == PHASE_ANIM  # the round shown is the one just played
        self.panel.show_seats(self.names, self.seat_acted if animated else -1 if over else game.state[O_TO_MOVE])
        number = game.round if animated or over else game.round + 1
        self.panel.show_round(self.round_text(min(number, game.rounds)))
        if band:
            self._show_panel()
        self.app.dirty = True

    def _human_turn(self):
        game = self.match.game
        return self.phase == PHASE_TURN and game.result() is None and self.match.is_human(game.state[O_TO_MOVE])

    def _show_marks(self, band=-1):
        """The target marks; `band` 0-3: only its two ranks (-1: all)."""
        marks = self.marks
        if not (self._human_turn() and self.stage != PICK):
            for sq in range(SQUARES):
                marks[sq] = 0
        if band < 0:
            self.view.show_marks(marks, 0, SQUARES)
        else:
            self.view.show_marks(marks, band * 16, band * 16 + 16)
        self.app.dirty = True  # (pushed in this frame: a band left for a later refresh joins its rectangle)

    def _show_cursor(self, color=None):
        """The cursor of the person to act (hidden otherwise); the chosen
        ship's frame."""
        if self._human_turn():
            seat = self.match.game.state[O_TO_MOVE]
            if color is None:
                color = theme.BAD if self.refused else theme.ACCENT
            self.view.show_cursor(self.cursors[seat], color)
            self.view.show_chosen(self.chosen if self.stage != PICK else -1)
        else:
            self.view.show_cursor(-1)
            self.view.show_chosen(-1)
        self.app.dirty = True

    def _show_panel(self):
        """The menu while one is open, the chosen ship while aiming, the fleets
        while picking, the target while a turn is animated."""
        game = self.match.game
        panel = self.panel
        if self._human_turn() and self.stage >= MENU:
            state = game.state
            rows = [words.menu_row(state, act) for act in self.menu]
            act = self.menu[self.row]
            if self.stage == AMOUNT:
                act = self._amounted()
                rows[self.row] = words.menu_row(state, act)
            panel.show_menu(words.effect(state, act), rows, self.row, self.stage == AMOUNT)
        elif self._human_turn() and self.stage == AIM:
            panel.show_ship(game.state, game.state[O_BOARD + self.chosen] - 1)
        elif self.phase == PHASE_ANIM and self.act != PASS_ACTION:
            # The target as it was while the shot or ship flies, then as it is.
            self._show_square(game.before if self.drawn <= 0 else game.state, self.act & 63)
        else:
            panel.show_fleets(game.state)
        self.app.dirty = True

    def _show_square(self, state, sq):
        """The ship or Base on sq in the panel (nothing: empty rows)."""
        occupant = state[O_BOARD + sq] - 1
        if occupant >= 0:
            self.panel.show_ship(state, occupant)
        elif BASE_INDEX[sq] != NONE:
            self.panel.show_base(state, BASE_INDEX[sq])
        else:
            self.panel.show_nothing()

    def _set_hints(self):
        """The standing lines under the board for the current state."""
        match = self.match
        game = match.game
        seat = game.state[O_TO_MOVE]
        name = self.names[seat]
        if self.phase == PHASE_ANIM:
            hints = self.played
        elif self.phase == PHASE_OVER or game.result() is not None:
            hints = words.end_text(game)
        elif not match.is_human(seat):
            panel = self.panel
            if panel.thinking is None:  # made once (a string and a tuple a turn were garbage), not in build()
                names = self.names
                panel.thinking = ((names[0] + ": thinking", self.keys_hint()),
                                  (names[1] + ": thinking", self.keys_hint()))
            hints = panel.thinking[seat]
        elif self.must_pass:
            hints = (name + ": nothing to do", "passes")
        elif self.stage == MENU:
            hints = (square_name(self.target) + ": choose an action", self._menu_keys(seat, "row", "take"))
        elif self.stage == AMOUNT:
            hints = (words.outcome(game.state, self._amounted()), self._menu_keys(seat, "amount", "go"))
        elif self.stage == AIM:
            hints = words.aim_lines(KIND_OF[(game.state[O_BOARD + self.chosen] - 1) & 7], self.chosen)
        else:
            hints = (name + ": hold on a ship", "tap: cursor  hold: take")
        self.panel.hints = hints

    def _menu_keys(self, seat, choose, take):
        """The menu's key line in the seat's own key names (a PyBadge's P2:
        SELECT/START, A, B), the back key left out when there is no room."""
        pairs = (((UP, DOWN), choose), ((RIGHT,), take), ((LEFT,), "back"))
        return theme.key_hint(self.app.console, seat, pairs)

    # -- the turn's actions ---------------------------------------------------------
    def _count_at(self, sq):
        """How many menu rows the chosen ship has on sq (amounts count once)."""
        count = 0
        last = -1
        for act in self.legal:
            if (act >> 6) & 63 == self.chosen and act & 63 == sq and act >> 16 != last:
                last = act >> 16
                count += 1
        return count

    def _has_amount(self, sq):
        """True when an action of the chosen ship on sq takes an amount > 1."""
        for act in self.legal:
            if (act >> 6) & 63 == self.chosen and act & 63 == sq and (act >> 12) & 15 > 1:
                return True
        return False

    def _first_at(self, sq):
        for act in self.legal:
            if (act >> 6) & 63 == self.chosen and act & 63 == sq:
                return act
        return -1

    def _amounted(self):
        """The menu row's action with the amount being chosen."""
        return self.menu[self.row] & ~_AMOUNT_BITS | self.amount << 12

    def _largest(self, act):
        """The largest amount of act's kind on the same squares."""
        best = act
        base = act & ~_AMOUNT_BITS
        for other in self.legal:
            if other & ~_AMOUNT_BITS == base and other > best:
                best = other
        return best

    def _begin_turn(self, now):
        game = self.match.game
        seat = game.state[O_TO_MOVE]
        self.phase = PHASE_TURN
        self.phase_at = now
        self.stage = PICK
        self.chosen = -1
        self.taps.forget()
        takes = self.takes
        for sq in range(SQUARES):
            takes[sq] = 0
        self.must_pass = False
        self.legal = ()  # (a CPU's turn: nothing to offer; () is no new object, [] was one a turn)
        if self.match.is_human(seat):
            self.legal = game.legal(seat)
            self.must_pass = self.legal[0] == PASS_ACTION
            for act in self.legal:
                if act != PASS_ACTION:
                    takes[(act >> 6) & 63] = 1
        self._draw_board()  # (the marks and the words in the frames that follow)
        self.staging = STAGED

    def _choose(self, sq):
        """Take the own ship on sq: mark its targets."""
        self.stage = AIM
        self.chosen = sq
        marks = self.marks
        state = self.match.game.state
        for k in range(SQUARES):
            marks[k] = 0
        for act in self.legal:
            if (act >> 6) & 63 != sq:
                continue
            to = act & 63
            kind = act >> 16
            if kind == FIRE or (kind == MOVE and state[O_BOARD + to]):
                mark = HIT_MARK
            elif kind == MOVE:
                mark = MOVE_MARK
            else:
                mark = OTHER_MARK
            if mark == HIT_MARK or not marks[to]:
                marks[to] = mark

    def _preview(self, seat, now):
        """A hold has lasted PREVIEW_MS: say what it would do (and show the ship
        held down); False when it is refused (it will not act)."""
        state = self.match.game.state
        sq = self.cursors[seat]
        if self.stage == AIM:
            count = self._count_at(sq)
            if count == 1 and not self._has_amount(sq) and sq != self.chosen:
                self.panel.say(words.outcome(state, self._first_at(sq)), now, theme.GOOD)
                return True
            if count or sq == self.chosen:
                where = square_name(sq)
                shown = count + (1 if sq == self.chosen else 0)
                text = where + ": back" if not count else "{}: {} choice{}".format(where, shown, "s" if shown > 1 else "")
                self.panel.say(text, now, theme.GOOD)
                return True
        self.peek = sq  # (the panel next frame: this one says what the hold does)
        if self.takes[sq]:
            self.panel.say(words.ship_name(state[O_BOARD + sq] - 1) + ": take", now, theme.GOOD)
            return True
        self._refuse(seat, sq, now)
        return False

    def _activate(self, seat, now):
        """A hold (or A) on the cursor square: take a ship, act, or open the
        menu; a refusal says why."""
        sq = self.cursors[seat]
        if self.stage == AIM:
            count = self._count_at(sq)
            if count == 1 and not self._has_amount(sq) and sq != self.chosen:
                # (The preview's line stays until the animation, a frame on.)
                self._submit(seat, self._first_at(sq), now)
                return
        if self.stage == AIM and (count or sq == self.chosen):
            self.panel.note = None
            if count:
                self._open_menu(sq)
            else:
                self._back()  # the chosen ship again, with nothing of its own: put it back
            return
        if self.takes[sq]:
            self._choose(sq)
            self._draw_board()  # the targets light up from the next frame, the words after them
            self.staging = STAGED
            return
        self._refuse(seat, sq, now)

    def _refuse(self, seat, sq, now):
        state = self.match.game.state
        if self.stage == AIM:
            text = words.refusal(state, state[O_BOARD + self.chosen] - 1, sq)
        else:
            text = words.pick_refusal(state, seat, sq)
        self.panel.say(text, now, theme.BAD)
        self.refused = True
        self._show_cursor()

    def _open_menu(self, sq):
        """The menu of the chosen ship's actions on sq (amounts at their
        largest; they are chosen after)."""
        self.target = sq
        menu = self.menu
        menu.clear()
        last = -1
        for act in self.legal:
            if (act >> 6) & 63 == self.chosen and act & 63 == sq and act >> 16 != last:
                last = act >> 16
                menu.append(self._largest(act))
        if sq == self.chosen:
            menu.append(words.OTHER)
        self.stage = MENU
        self.row = 0
        self._draw()

    def _menu_take(self, seat, now):
        act = self.menu[self.row]
        if act == words.OTHER:
            self.stage = PICK
            self.chosen = -1
            self._draw()
        elif act >> 16 in _AMOUNTED and (act >> 12) & 15 > 1:
            self.stage = AMOUNT
            self.amount = (act >> 12) & 15
            self._draw()
        else:
            self._submit(seat, act, now)

    def _back(self):
        """One step back: amount -> menu -> aim -> pick."""
        if self.stage == AMOUNT:
            self.stage = MENU
        elif self.stage == MENU:
            self.stage = AIM
        elif self.stage == AIM:
            self.stage = PICK
            self.chosen = -1
        self._draw()

    def _submit(self, seat, act, now):
        """A person's action, through the match."""
        match = self.match
        if match.choose(seat, act) and match.lock(seat):
            self.locked(seat, led=False)
            self.pending = seat
            self.pending_ready = False
            self.view.show_cursor(-1)
            self.view.show_chosen(-1)
            self.app.dirty = True

    def _resolve(self, seat, now):
        """The locked action is played, and animated from the state before
        it (the rules' `before`: apply() checks the action against the legal
        list of that state, which leaves it there)."""
        self._animate(seat, self.resolve()[0], now)

    def _animate(self, seat, act, now):
        game = self.match.game
        before = game.before  # (the state before the turn: the rules keep it, apply())
        self.act = act
        self.seat_acted = seat
        self.phase = PHASE_ANIM
        self.phase_at = now
        self.drawn = 0
        self.staging = STAGED  # (the marks go from the next frame, the words after them)
        self.taps.forget()
        kind = act >> 16
        frm = (act >> 6) & 63
        to = act & 63
        self.flight = -1
        self.fly_from = frm
        self.fly_to = to
        self.impact = to if game.lost or kind == FIRE else -1  # a burst: a hit or a loss
        if kind == MOVE:
            self.flight = before[O_BOARD + frm] - 1
        elif kind == PULL or kind == PUSH:
            self.flight = before[O_BOARD + to] - 1
            self.fly_from = to
            self.fly_to = forced_to(act)
            if game.lost:
                self.impact = self.fly_to
        if kind == PASS_ACTION >> 16:
            self.impact = -1
        self.played = words.played(before, game.state, game.lost, act, seat)
        # This frame the board (the piece takes off), the next ones the marks
        # go, then the panel and the lines: lighter frames.
        self._draw_board()

    def _travel(self, since):
        """One frame of the turn's first part: the ship or shot in flight."""
        if self.flight >= 0:
            self.view.fly_piece(self.flight, self.fly_from, self.fly_to, min(since, TRAVEL_MS), TRAVEL_MS)
        elif self.act >> 16 == FIRE:
            self.view.fly_shot(self.fly_from, self.fly_to, min(since, TRAVEL_MS), TRAVEL_MS)
        self.app.dirty = True

    def _end(self, now):
        self.phase = PHASE_OVER
        self.phase_at = now
        self._draw_board()  # (the marks and the words in the frames that follow)
        self.staging = STAGED
        if self.app.think_clock is not None:  # a board may have pondered: let it go
            from engine.ponder import forget

            forget()

    # -- input --------------------------------------------------------------------
    def game_press(self, seat, button, now):
        """Only the person to act acts."""
        game = self.match.game
        if not self._human_turn() or seat != game.state[O_TO_MOVE] or self.must_pass or self.pending >= 0:
            return None
        if self.stage >= MENU:
            if button == UP or button == DOWN:
                self._menu_step(1 if button == DOWN else -1)
            elif button == A:
                self._take(seat, now)
            elif button == B:
                self._back()
            elif button == LEFT or button == RIGHT:
                self.taps.press(button, now)
            return None
        if button <= RIGHT:
            self.taps.press(button, now)
        elif button == A:
            self.taps.forget()
            self._activate(seat, now)
        elif button == B and self.stage == AIM:
            self.taps.forget()
            self._back()
        return None

    def _take(self, seat, now):
        """RIGHT or A in the menu: take the row, or do it with the amount."""
        if self.stage == MENU:
            self._menu_take(seat, now)
        else:
            self._submit(seat, self._amounted(), now)

    def _menu_step(self, step):
        if self.stage == MENU:
            self.row = (self.row + step) % len(self.menu)
        else:
            self.amount = max(1, min((self.menu[self.row] >> 12) & 15, self.amount - step))
        self._draw()

    def _track(self, seat, now):
        """The direction pressed: on the board a tap moves the cursor and a hold
        previews, then acts on its square; in the menu LEFT and RIGHT (taps or
        holds, so the pause chord cancels them) go back and take."""
        taps = self.taps
        event = taps.update(self.app.pads.held, seat, now, self.hold_ok)
        if event == hold.NONE:
            return
        if event == hold.CANCEL:
            if self.stage < MENU:
                if not self.refused:
                    self.panel.note = None  # the preview goes; a refusal's reason stays a while
                self._show_panel()
                self._show_cursor()
            return
        button = taps.last
        if self.stage >= MENU:
            if event == hold.TAP or event == hold.ACT:
                if button == RIGHT:
                    self._take(seat, now)
                elif button == LEFT:
                    self._back()
            elif event == hold.PREVIEW:
                self.hold_ok = True
            return
        if event == hold.TAP:
            self._move_cursor(seat, button)
        elif event == hold.PREVIEW:
            self.hold_ok = self._preview(seat, now)
            if self.hold_ok:
                self._show_cursor(theme.GOOD)
        elif event == hold.ACT:
            self._activate(seat, now)

    def _move_cursor(self, seat, button):
        """One square that way; the edge stops it."""
        sq = self.cursors[seat]
        col = sq & 7
        if button == LEFT and col == 0 or button == RIGHT and col == 7:
            return
        sq += _STEP[button]
        if 0 <= sq < SQUARES:
            self.cursors[seat] = sq
            self.panel.note = None  # an old refusal is about the square left
            self.refused = False
            self._show_cursor()

    def pause(self, seat, now):
        """Drop a half-done hold before pausing."""
        self.taps.forget()
        return super().pause(seat, now)

    # -- time ---------------------------------------------------------------------
    def game_tick(self, now):
        """CPU slices, held directions, the turn animation."""
        match = self.match
        game = match.game
        if self.peek >= 0:
            self._show_square(game.state, self.peek)
            self.peek = -1
        staged = self.staging < 0
        if staged:  # a frame after the board: the marks, then the words
            self.staging += 1
            step = self.staging - STAGED - 1
            if step < 4:
                self._show_marks(step)
                if step == 3:  # (the seats and the round with the marks' last band: the rows and all took 33-35 ms on a PyBadge)
                    self._draw_panel(0)
            elif step == 4:
                self._draw_panel()
            else:
                self.panel.note = None  # (the note goes with the lines)
                self._set_hints()
        if self.phase_at is None:  # first frame
            if game.result() is not None:
                self._end(now)
            else:
                self._begin_turn(now)
        since = ticks_diff(now, self.phase_at)
        if self.phase == PHASE_OVER:
            if since >= RESULT_WAIT:
                return self.finish()
        elif self.phase == PHASE_ANIM:
            if self.drawn <= 0:
                if since >= TRAVEL_MS:
                    self.drawn = 1
                    self._draw_board()  # (the marks are gone: the panel and lines follow)
                    self.staging = min(self.staging, WORDS)
                else:
                    self._travel(since)
            elif since >= TRAVEL_MS + IMPACT_MS:
                self.impact = -1
                if game.result() is not None:
                    self._end(now)
                else:
                    self._begin_turn(now)
        elif self.pending >= 0:
            if self.pending_ready:  # a frame after the lock: play it
                seat = self.pending
                self.pending = -1
                self._resolve(seat, now)
            else:
                self.pending_ready = True
        else:
            seat = game.state[O_TO_MOVE]
            if not match.is_human(seat):
                # One frame's work (MatchScene.cpu_thinking), none in a frame
                # that draws a staged redraw; the hint line's dots come and
                # go meanwhile.
                thinking = True
                dots = self.thinking_dots(since)
                if not staged:
                    if match.started or self.app.think_clock is not None:
                        # (None beside the dots' step, when they thought
                        # the frame before: both took 29-31 ms on a PyBadge.)
                        thinking = self.cpu_thinking(since, CPU_DELAY, dots != self.panel.dots)
                    else:
                        # The counted pacing's first frame of a decision
                        # (a board's measured one does so itself): the
                        # think's start (its view and legal list, 15-17 ms
                        # on a PyBadge) and one unit, not a frame's budget
                        # of units beside them (25-27 ms of thinking).
                        match.think_bots(1)
                        self.app.thought = True  # (no collection beside it: engine/ui/app.py)
                self.panel.dots = dots if thinking else NO_DOTS
                if not thinking:
                    # Played next frame (as a person's lock): this one
                    # thought, the next draws the board.
                    self.pending = seat
                    self.pending_ready = True
            elif self.must_pass:
                if since >= PASS_WAIT:
                    self._submit(seat, PASS_ACTION, now)
            else:
                self._track(seat, now)
                app = self.app
                if app.think_clock is not None and self.replay is None:
                    # On a board a CPU opponent thinks ahead meanwhile
                    # (engine/ponder.py, loaded only there; `from ... import`
                    # allocated every frame, __import__ with a from-list not).
                    ponder = __import__("engine.ponder", None, None, ("_",))
                    if ponder.ponder_bots(match, app.think_us, app.think_clock):
                        app.thought = True  # no room for a collection this frame
        if self.panel.show_lines(now, True):  # (the second line a frame after the first, when both change)
            self.app.dirty = True
        return None
