"""Arrowbic Exercise on screen: the 9x9 board, a cursor, both clocks, the items.

Input, from the pad of the seat to move only (the other pad can only pause):
- tap a direction: the cursor moves one square;
- hold a direction: from PREVIEW_MS the stone is shown on the cursor square with
  the stones it would take and where the next piece would go; at PLACE_MS it is
  placed. Letting go in between cancels. A refused way (a stone is there, your
  last stone pointed that way, the arrows would loop) is never placed: the cursor
  turns red and the line under the board says why. The small arrowheads round the
  cursor show the ways allowed on its square.
- A then a direction places at once (6-button pads); B cancels.
- hold LEFT+RIGHT (or A+B): pause menu, which also offers Retake and Pass when
  legal.
- no placement left: hold a direction (or press A) to pass.
The clock (engine.clock) is fed the `now` ticks the scene gets; it runs during
the turns of both humans and CPUs, stops while a turn is animated or paused, and
when a seat runs out the screen submits TIMEOUT for it through the match.
Words (HELP, the menu's option rows, messages) are in games.arrowbic.words,
the drawing in arrowbic_view (board) and arrowbic_panel (text beside and below).
"""

import displayio

from engine import registry
from engine.clock import Clock
from engine.whole import WHOLE  # (del lst[WHOLE]: emptied, its room kept, nothing allocated)
from games.arrowbic.rules import FELL_OFF, PASS, PLACEMENTS, RETAKE, START, TIMEOUT
from games.arrowbic.board import FELL, SIZE, SQUARES, capture, mover, square_name, stone
from engine.ui import hold, theme
from games.arrowbic.panel import Panel
from games.arrowbic.words import DIR_NAMES, SEAT_NAMES, clock_words, end_text, played, refusal
from games.arrowbic.view import BoardView
from engine.ui.match_scene import NO_DOTS, MatchScene
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ticks import ticks_diff

PREVIEW_MS = hold.PREVIEW_MS  # a direction held this long shows the stone it would place
PLACE_MS = hold.ACT_MS  # ... and this long places it
CPU_DELAY = 600  # a CPU "thinks" this long
ANIM_STEP = 350  # after a placement: captures shown, then the piece moves
ANIM_END = 800
RESULT_WAIT = 1600  # the final position stays this long before the result screen

PHASE_START = 0  # the Starter holder picks who places first
PHASE_TURN = 1
PHASE_ANIM = 2
PHASE_OVER = 3
_DIR = (0, 2, 3, 1)  # arrow direction (0 N, 1 E, 2 S, 3 W) of UP, DOWN, LEFT, RIGHT
_STEP = (9, -9, -1, 1)  # square step of UP, DOWN, LEFT, RIGHT


class Screen(MatchScene):
    """The Arrowbic match scene."""

    # Directions are read as tap or hold from the held buttons (engine/ui/hold.py),
    # which already cancel when the pause chord begins: presses arrive at once.
    CHORDS_ON_RELEASE = False
    BUILT = ("view", "panel")  # let go while paused (engine/ui/match_scene.py)
    # What a rematch's screen takes over from the last match's, built
    # (finish(), engine/ui/result.py): all build() makes.
    KEEPS = ("group", "view", "panel", "names", "BANNER_H", "wait_cue")
    # (Its art is not loaded back ahead of a resume or rematch, REBUILDS:
    # loaded beside the result screen it broke up the heap the board sheet's
    # 1.8 KB is then made in: the 112 KB tour ran out.)

    def __init__(self, match):
        super().__init__(match)
        game = match.game
        self.clock = Clock(game.turn_ms, game.reserve_ms) if game.clock_on else None
        if self.clock is not None:
            self.idle_ms = 0  # an abandoned match times out on its clock
        self.phase = PHASE_START if game.start_seat < 0 else PHASE_TURN
        self.phase_at = None  # ticks when the phase began; None until the first tick
        self.drawn_stage = 0  # animation stage on screen: 0 captures, 1 piece moved
        self.cursors = [game.pieces[0], game.pieces[1]]  # each seat's cursor square
        self.taps = hold.TapOrHold()  # the direction pressed by the seat to move
        self.hold_ok = False  # the way previewed may be placed
        self.aim = False  # A was pressed: the next direction places
        self.start_pick = 0  # the Starter choice under the cursor: 0 Red, 1 Blue
        self.offers = []  # actions offered in the pause menu
        self.queued = -1  # the one picked there, played on the next tick
        self.resync = False  # the clock must skip the paused time
        self.must_pass = False
        self.played = ("", "")  # the lines describing the turn being animated
        # A placement's redraw in steps, a frame each (_staged): 4 the board
        # next, 3 the panel, 2 the first line, 1 the second; 0 none. (At
        # once, the board, panel and lines of a turn were a frame of 40-55 ms
        # on a PyBadge; both lines at once, 32-36.)
        self.words_due = 0
        # Made once: bit d of ways[sq] set = direction d is legal on sq this turn.
        self.ways = bytearray(SQUARES)
        self.scratch = bytearray(SQUARES)  # the board a preview shows
        self.caps = []  # the stones a preview would take
        # What build() sets, given its slots now: the attributes' table grows
        # here, not in the build (where a 111 KB heap had no 296 bytes left
        # in one piece).
        self.names = ("", "")  # the seats' names
        self.view = None  # BoardView
        self.panel = None  # Panel
        self.BANNER_H = MatchScene.BANNER_H  # build() measures the panel's

    def build(self, app):
        """Build the board, markers and panel; draw the state (also on resume)."""
        group = displayio.Group()
        self.names = (self.seat_name(0), self.seat_name(1))
        self.view = BoardView(group)
        self.panel = Panel(group, app.width, app.height, self.clock is not None)
        self.BANNER_H = app.height - self.panel.lines[-1].y  # a demo's banner: the bottom line, whole
        registry.forget("arrowbic", "art")  # only the build draws with it (a board frees it)
        registry.forget("arrowbic", "info")  # the menu's (the CPU loaded it for LEVELS)
        self._draw()
        return group

    # -- drawing ------------------------------------------------------------------
    def _draw(self):
        """Draw the whole state for the phase (and animation stage)."""
        if self.words_due:  # (the placing hold's message goes with it)
            self.words_due = 0
            self.panel.note = None
        self._draw_board()
        self._draw_panel()
        self._set_hints()

    resumed = _draw  # (MatchScene.pause: the screen kept under the pause, drawn again as build() draws it)

    def _staged(self):
        """One step of a redraw (words_due): the board, then the panel, then
        each line (a placing hold's message goes with the first)."""
        step = self.words_due
        self.words_due = step - 1
        panel = self.panel
        if step == 4:
            self._draw_board()
            self._show_cursor()
        elif step == 3:
            self._draw_panel()
        elif step == 2:
            if self.phase == PHASE_ANIM:
                panel.note = None  # (a placing hold's message, with the first line it was on)
            second = panel.hints[1]
            self._set_hints()
            panel.hints = (panel.hints[0], second)  # (the second line next frame)
        else:
            self._set_hints()

    def _draw_panel(self):
        """The seats, the game's rows, the clocks and the cursor."""
        match = self.match
        game = match.game
        view = self.view
        over = self.phase == PHASE_OVER or game.result() is not None
        self.panel.show_seats(self.names, -1 if over else game.to_move)
        self.panel.show_game(game, self.round_text(min(game.round + 1, game.rounds)))
        if self.clock is not None:
            self.panel.show_clocks(self.clock)
        view.show_start(self.phase == PHASE_START and match.is_human(game.to_move), self.start_pick)
        self._show_cursor()
        self.app.dirty = True

    def _draw_board(self):
        """The board as the phase (and animation stage) has it, and where the
        next piece goes."""
        game = self.match.game
        view = self.view
        pieces = game.pieces
        marks = ()
        if self.phase == PHASE_ANIM and self.drawn_stage == 0 and game.moved is not None:
            pieces = view.spots
            pieces[0] = game.pieces[0]
            pieces[1] = game.pieces[1]
            pieces[game.moved[0]] = game.moved[1]  # the piece has not moved yet
            marks = game.captured
        view.show_board(game.board, pieces, marks)
        view.show_flag(game.last)
        self._show_target(game.board)

    def _show_target(self, board):
        """Where the scheduled piece goes after this turn, on `board`; returns
        the seat whose piece would fall off, or -1. Once the match is decided:
        red brackets on the square a fallen piece left from."""
        game = self.match.game
        if game.result() is not None:
            self.panel.show_next(-1, 0, 0)
            fell = game.ending == FELL_OFF and not (self.phase == PHASE_ANIM and self.drawn_stage == 0)
            self.view.show_alarm(game.moved[1] if fell else -1)
            return -1
        which = mover(game.round + 1)
        outcome, dest = self.view.predict(board, game.pieces, which)
        self.panel.show_next(which, outcome, dest)
        self.view.show_target(game.pieces, which, outcome, dest, self.phase == PHASE_START or self.phase == PHASE_TURN)
        return which if outcome == FELL else -1

    def _show_cursor(self, color=None):
        """The cursor of the human to move: yellow, white while aiming (A), or
        the colour given (green preview, red refusal)."""
        if color is None:
            color = theme.TEXT if self.aim else theme.ACCENT
        game = self.match.game
        seat = game.to_move
        sq = -1
        if self.phase == PHASE_TURN and self.match.is_human(seat) and not self.must_pass:
            sq = self.cursors[seat]
        self.view.show_cursor(sq, self.ways[sq] if sq >= 0 else 0, color)
        self.app.dirty = True

    def _set_hints(self):
        """The standing lines under the board for the current state."""
        match = self.match
        game = match.game
        seat = game.to_move
        name = self.names[seat]
        pause = self.keys_hint()
        if self.phase == PHASE_ANIM:
            hints = self.played
        elif self.phase == PHASE_OVER or game.result() is not None:
            hints = end_text(game)
        elif self.phase == PHASE_START:
            if match.is_human(seat):
                keys = theme.key_hint(self.app.console, seat, (((UP, DOWN), "choose"), ((RIGHT,), "ok")))
                hints = (name + " has the Starter", keys)
            else:
                hints = (name + ": picks who starts", pause)
        elif not match.is_human(seat):
            hints = (name + ": thinking", pause)
        elif self.must_pass:
            hints = ("No legal square: you pass", "hold a direction: pass")
        elif self.aim:
            hints = ("Aim: press a direction", theme.key_name(self.app.console, seat, B) + ": cancel")
        else:
            # The same words on every square, only its name changes: a cursor
            # move then pushes two glyph cells of this line. (A stone or no
            # way allowed shows on the board: no arrowheads round the cursor;
            # trying it says why.)
            sq = self.cursors[seat]
            first = "{}{}: tap move, hold place".format(chr(97 + sq % SIZE), chr(49 + sq // SIZE))  # (one string, not three)
            if game.can_retake(seat):
                pause = theme.pause_hint(self.app.console) + ", retake"
            hints = (first, pause)
        self.panel.hints = hints

    # -- flow ---------------------------------------------------------------------
    def _begin_turn(self, now):
        game = self.match.game
        seat = game.to_move
        self.phase = PHASE_TURN
        self.phase_at = now
        ways = self.ways
        for sq in range(SQUARES):
            ways[sq] = 0
        self.must_pass = False
        for action in game.legal(seat):
            if action < PLACEMENTS:
                ways[action >> 2] |= 1 << (action & 3)
            elif action == PASS:
                self.must_pass = True
        if self.clock is not None:
            self.clock.start(seat, now)
            if game.round < 2 and self.match.is_human(seat) and self.panel.note is None and not self.must_pass:
                # The clock's two numbers, said once in words.
                self.panel.say(clock_words(game.turn_ms, game.reserve_ms[seat]), now, theme.TEXT)
        self.taps.forget()
        self.aim = False
        self._draw_board()
        self._draw_panel()
        self.words_due = 2  # the lines a frame each after this one (_staged)

    def _play(self, seat, action, now):
        """Submit an action of a seat through the match and show what it did."""
        if self.play_now(seat, action):
            self._after(seat, action, now)

    def _cpu_turn(self, since):
        """A frame of the CPU's turn, `since` ms into it: True while it still
        thinks (the hint line's dots come and go meanwhile)."""
        thinking = self.cpu_thinking(since, CPU_DELAY)
        self.panel.dots = self.thinking_dots(since) if thinking else NO_DOTS
        return thinking

    def _play_cpu(self, now):
        match = self.match
        seat = match.game.to_move
        match.play_bots()  # (cpu_thinking has let it decide: this only makes sure)
        if match.all_locked():
            self._after(seat, self.resolve()[0], now)

    def _after(self, seat, action, now):
        game = self.match.game
        self.taps.forget()
        self.aim = False
        placed = action < PLACEMENTS or action == PASS
        if not (placed and self.match.is_human(seat)):
            self.panel.note = None
        if action == RETAKE:
            self._begin_turn(now)  # the turn timer restarts; the reserve is not refunded
            self.panel.say(theme.SEAT_NAMES[seat] + " retakes 2 turns", now)
        elif action >= START:
            self._begin_turn(now)
            self.panel.say(SEAT_NAMES[action - START] + " places first", now)
        elif action == TIMEOUT:
            self._end(now)
        else:
            if self.clock is not None:
                self.clock.stop(now)
            self.phase = PHASE_ANIM
            self.phase_at = now
            self.drawn_stage = 0
            self.played = played(game, seat, action)
            # The turn's own frame plays it (a person's hold has shown the
            # stone already); the board, the panel and clocks, and the lines
            # follow a frame each.
            self.words_due = 4

    def _end(self, now):
        if self.clock is not None:
            self.clock.stop(now)
        self.phase = PHASE_OVER
        self.phase_at = now
        self._draw_board()
        self._draw_panel()
        self.words_due = 2  # the lines a frame each after this one (_staged)

    # -- input --------------------------------------------------------------------
    def game_press(self, seat, button, now):
        """Only the seat to move acts (any pad may pause)."""
        match = self.match
        game = match.game
        if seat != game.to_move or not match.is_human(seat) or game.result() is not None:
            return None
        if self.phase == PHASE_START:
            if button == UP or button == DOWN:
                self.start_pick = 1 - self.start_pick
                self._draw()
            elif button == RIGHT or button == A:
                self._play(seat, START + self.start_pick, now)
            return None
        if self.phase != PHASE_TURN:
            return None
        if button <= RIGHT:
            self._cancel_preview()
            if self.aim:
                self.aim = False
                self._show_cursor()
                self._try(seat, _DIR[button], now, True)
            else:
                self.taps.press(button, now)
        elif button == A or button == B:
            self._cancel_preview()
            self.taps.forget()
            if button == A and self.must_pass:
                self._play(seat, PASS, now)
                return None
            self.aim = button == A and not self.aim
            self._show_cursor()
        self._set_hints()
        return None

    def _try(self, seat, d, now, place):
        """Preview (place False) or place the stone pointing `d` on the cursor
        square; a refused way says why. Returns True when it is legal."""
        game = self.match.game
        if self.must_pass:
            if place:
                self._play(seat, PASS, now)
            else:
                self.panel.say("keep holding: pass", now, theme.GOOD)
            return True
        sq = self.cursors[seat]
        if not self.ways[sq] >> d & 1:
            self.panel.say(refusal(game, seat, sq, d), now, theme.BAD)
            self._show_cursor(theme.BAD)
            return False
        if place:
            self._play(seat, sq * 4 + d, now)
            return True
        board = self.scratch
        for i in range(SQUARES):  # (slice assignment is optional on MicroPython)
            board[i] = game.board[i]
        board[sq] = stone(seat, d)
        del self.caps[WHOLE]
        capture(board, sq, seat, self.caps)
        self.view.show_board(board, game.pieces, self.caps)
        falls = self._show_target(board)
        said = "{} {}: ".format(square_name(sq), DIR_NAMES[d])
        if falls < 0:
            self.panel.say(said + "keep holding", now, theme.GOOD)
        elif falls == seat:
            self.panel.say(said + "YOUR piece falls!", now, theme.BAD)
        else:
            self.panel.say(said + SEAT_NAMES[falls] + " falls: hold!", now, theme.GOOD)
        self._show_cursor(theme.GOOD)
        return True

    def _cancel_preview(self):
        """Back to the real position after a preview or a refusal (whose reason
        stays on the message line a while)."""
        if self.taps.showing():
            self.taps.forget()
            self._undo_preview()

    def _undo_preview(self):
        if self.hold_ok:
            self.panel.note = None
        self._draw()

    def _track_hold(self, seat, now):
        """The direction pressed: a tap moves the cursor, a hold previews, then
        places."""
        taps = self.taps
        event = taps.update(self.app.pads.held, seat, now, self.hold_ok)
        if event == hold.TAP:
            self._move_cursor(seat, taps.last)
        elif event == hold.PREVIEW:
            self.hold_ok = self._try(seat, _DIR[taps.last], now, False)
        elif event == hold.ACT:
            self._try(seat, _DIR[taps.last], now, True)
        elif event == hold.CANCEL:
            self._undo_preview()

    def _move_cursor(self, seat, button):
        """One square that way; the edge stops it."""
        sq = self.cursors[seat]
        col = sq % 9
        if button == LEFT and col == 0 or button == RIGHT and col == 8:
            return
        sq += _STEP[button]
        if 0 <= sq < SQUARES:
            self.cursors[seat] = sq
            # (A message stays its time: it names its square. Clearing it would
            # rewrite the whole line on this move.)
            self._show_cursor()
            self._set_hints()

    def finish(self):
        """As MatchScene's, but where the heap has 16 KB free (read before
        the change's collection; a board's heap has 11-26 KB here, the
        112 KB tour's ends less; 24 KB kept none of a board's) this
        screen stays built under the result, for the rematch's screen to
        take over (KEEPS): its build, the board sheet painted and the art
        loaded again, was most of a PyBadge's rematch."""
        import gc

        free = getattr(gc, "mem_free", None)
        if free is not None and free() < 16384:
            return super().finish()
        from engine.ui.later import Later, remade

        return Later(remade, ("engine.ui.result", "finish", (self.app, self.match, self)))

    def pause(self, seat, now):
        """Stop the clock and drop a half-done press, then pause."""
        if self.clock is not None:
            self.clock.update(now)
        self.resync = True  # the paused time is not charged
        self.taps.forget()
        self.aim = False
        self.panel.note = None
        return super().pause(seat, now)

    def pause_choices(self, seat):
        """Retake and Pass, when legal for the seat that paused (pause menu)."""
        match = self.match
        self.offers = []
        if self.phase == PHASE_TURN and match.game.to_move == seat and match.is_human(seat):
            legal = match.game.legal(seat)
            for action in (RETAKE, PASS):
                if action in legal:
                    self.offers.append(action)
        return tuple("Retake (undo 2)" if action == RETAKE else "Pass" for action in self.offers)

    def pause_pick(self, seat, index, now):
        """Play the pause-menu choice on the next tick, back on the board."""
        self.queued = self.offers[index]
        return None

    # -- time ---------------------------------------------------------------------
    def game_tick(self, now):
        """Clock, CPU turns, held directions, the turn animation."""
        match = self.match
        game = match.game
        if self.phase_at is None:  # first frame: the turn (or the Starter pick) begins
            if game.result() is not None:
                self._end(now)
            elif self.phase == PHASE_TURN:
                self._begin_turn(now)
            else:
                self.phase_at = now
        if self.resync:  # back from the pause menu
            self.resync = False
            if self.clock is not None:
                self.clock.resume(now)
        if self.queued >= 0:
            action = self.queued
            self.queued = -1
            self._play(game.to_move, action, now)
        since = ticks_diff(now, self.phase_at)
        if self.words_due and since:  # (not in the turn's own frame: a press plays before the tick)
            self._staged()
        if self.phase == PHASE_OVER:
            if since >= RESULT_WAIT:
                return self.finish()
        elif self.phase == PHASE_ANIM:
            if since >= ANIM_STEP and self.drawn_stage == 0:
                self.drawn_stage = 1
                self._draw()
            if since >= ANIM_END:
                if game.result() is not None:
                    self._end(now)
                else:
                    self._begin_turn(now)
        elif self.phase == PHASE_START:
            if not match.is_human(game.to_move) and not self._cpu_turn(since):
                self._play_cpu(now)
        else:
            seat = game.to_move
            if self.clock is not None:
                out = self.clock.update(now)
                if self.panel.show_clocks(self.clock):
                    self.app.dirty = True
                if out >= 0:
                    self._play(out, TIMEOUT, now)
                    return None
            if not match.is_human(seat):
                if not self._cpu_turn(since):
                    self._play_cpu(now)
            else:
                self._track_hold(seat, now)
        if self.panel.show_lines(now):
            self.app.dirty = True
        return None
