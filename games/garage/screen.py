"""Spacewar Classic on screen: the 16x12 board in 8-pixel squares, its
coordinates outside the squares (ranks in a strip on its left, files under it,
engine/ui/coords.py), a column to its right (the seats, who is to act, the
DONE / PASS key) and the lines under the files: the round and phase, then
hints, previews and refusals. Where only one line fits (a 320x240 display is
160x120 at scale 2) a message or a choice takes it, and otherwise the round
and phase and the standing hint take turns (a cursor move shows the hint).

Input, from the pad of the seat to act only (the other pad can only pause),
with the four directions alone:
- tap a direction: the cursor moves one square; RIGHT from the p file reaches
  the DONE / PASS key in the column, RIGHT again presses it, LEFT comes back;
- hold a direction: from PREVIEW_MS the line under the board says what letting
  it run will do (or why not, in red); at ACT_MS it is done. What a hold does
  depends on the cursor square: pick one of your ships (its reach, squares it
  may go to and pieces it may target show), act with the picked ship on that
  square, pick the same ship again to drop it, or press DONE / PASS.
- a hold on an enemy piece with a beam ship picked offers its actions (beam,
  pull or push to each allowed square, cancel or undo): taps step through
  them, a hold does the one shown.
- A acts at once where a hold would; B drops the pick.
After a missile phase the flights are shown as trails and bursts.
"""

import gc

from engine import registry
from engine.ticks import ticks_add, ticks_diff
from engine.ui import hold, theme
from engine.ui.cells import Cells  # (for the annotations below)
from engine.ui.match_scene import NO_DOTS, MatchScene
from engine.ui.pad import A, B, LEFT, RIGHT, UP
from engine.whole import WHOLE  # (del lst[WHOLE]: emptied, its room kept, nothing allocated)
from games.garage import art
from games.garage.board import KIND, OFF, SQUARES, const, dist, reach, square_name, step
from games.garage.rules import (
    BEAM,
    CAPTURE,
    COUNTER,
    DONE,
    FIELD,
    FIGHTING,
    HIT,
    LEFT as FLEW_OFF,
    LOAD,
    LOADING,
    MOVING,
    PASS,
    PLACE,
    REPLACING,
)
from games.garage.combat import field_dest

import displayio  # (for the annotations below)

CPU_DELAY = 450  # a CPU "thinks" at least this long an action
TRAIL_MS = 160  # missile animation: one square a step
RESULT_WAIT = 1800  # the last position stays this long before the result screen
SIDE = 192  # the cursor on the DONE / PASS key
DROP = -2  # the choice that drops the pick (a ship that may act on itself)
_BOARD_X = const(6)  # the board's left edge: the ranks' strip (5 wide from rank 10, engine/ui/coords.py), a gap
X = _BOARD_X + 16 * art.CELL  # the column right of the board: 26 pixels, four glyph cells
_FLIP_MS = const(2500)  # one line: the phase and the standing hint take turns this often
_ROOM = const(30720)  # ahead: bytes free for a paused match's screen built again (MatchScene.pause's 20 KB and the screen's 10)
TURN = 0
ANIM = 1
OVER = 2
SETTLE = 3  # an action is played: the board changes at once, the guides once the match has settled
_STEP = (16, -16, -1, 1)  # square step of UP, DOWN, LEFT, RIGHT (rank 12 on top)


def _words():
    """games.garage.words, imported on use (a paused match lets it go: Screen.release)."""
    return __import__("games.garage.words", None, None, ("_",))


class Screen(MatchScene):
    """The Spacewar Classic match scene."""

    # Directions are read as tap or hold (engine/ui/hold.py), which cancels on
    # the pause chord itself.
    CHORDS_ON_RELEASE = False
    # Let go while paused (engine/ui/match_scene.py); build() makes them anew.
    # The bottom line's top is this far from the bottom (a demo's banner
    # hides it whole): 13, so one line under the files fits 120 high.
    BANNER_H = 13
    BUILT = ("grid", "shown", "marks", "pick", "cursor", "seat_cells", "key_cells", "lines", "cue")
    # Made by games/garage/build.py (annotations alone: no code on a board).
    grid: "displayio.TileGrid"
    shown: bytearray
    marks: "displayio.TileGrid"
    pick: "displayio.TileGrid"
    cursor: "displayio.TileGrid"
    seat_cells: "list[Cells]"
    key_cells: "Cells"
    lines: "tuple[Cells, ...]"
    cue: "Cells"
    # (Its board code and words are not loaded back ahead of a resume or
    # rematch, REBUILDS: loaded beside the pause screen they broke up the
    # heap its 1.6 KB board sheet is then made in: the 112 KB tour ran out.)

    def __init__(self, match):
        super().__init__(match)
        self.mode = TURN
        self.mode_at = None  # ticks the mode began; None until the first tick
        self.cursors = [4 + 16, 11 * 16 + 4]  # each seat's cursor: near its Mothership
        self.back = [15, 15]  # the square the cursor left for the side key
        self.sel = -1  # the picked ship's square
        self.choices = []  # actions offered for the picked target (or DROP)
        self.found = []  # scratch for _decide
        self.choice = 0  # the one shown
        self.legal = []  # the acting human's legal actions this step
        self.hold_ok = False
        self.taps = hold.TapOrHold()
        self.want = bytearray(SQUARES)  # scratch: the markers to show
        self.trail = ()  # the missile flights last animated
        self.anim_step = 0
        self.key_name = ""  # what the key in the column says: DONE, PASS or nothing
        # The phase line and what it was made from (stage, moves, round and
        # limit in one int): made when they change, not at each cursor move.
        self.phase_key = -1
        self.phase_text = ""
        self.note = None  # a message over the second line, and its colour
        self.note_color = theme.TEXT
        self.hint_up = False  # one line: the standing hint shows (else the phase)
        self.texts_due = False  # the column and lines are drawn next frame (_draw)
        self.flip_at = None  # one line: when they change places next
        self.steps = None  # a build under way (parts), a part at a time (ahead)

    def build(self, app):
        """The board, markers, cursor, column and lines (parts); drawn from
        the state. The parts a paused match's still frames built already
        (ahead) are not made again."""
        steps = self.steps or self.parts(app)
        self.steps = None
        group = None
        while group is None:
            group = next(steps)
        self.resumed()
        return group

    def ahead(self, app):
        """One part of the build (parts) a call: the pause screen's still
        frames (engine/ui/pause.py) build again a screen its text pages let
        go, so the resume shows it as one kept under the pause (built in
        the change, a resume was 440-470 ms of a PyBadge's, 160-180 kept).
        Only where the heap has _ROOM bytes free, read once collected in
        the second call (the first lets a still frame pass: the change's
        own frames end under 33 ms), which makes no part; and never in a
        frame that draws (a press's). True once built, or when there is no room (the resume
        builds it then)."""
        steps = self.steps
        if app.dirty:
            return False
        if steps is None:
            self.steps = ()
            return False
        if not steps:
            free = getattr(gc, "mem_free", None)
            if free is not None:
                gc.collect()
                if free() < _ROOM:
                    self.steps = None
                    return True
            self.steps = self.parts(app)
            return False
        group = next(steps)
        if group is None:
            return False
        self.steps = None
        self.group = group
        return True

    def parts(self, app):
        """The build a part a step (games/garage/build.py parts): its code
        is loaded only while a screen is built."""
        return __import__("games.garage.build", None, None, ("_",)).parts(self, app, _BOARD_X, X)

    def resumed(self):
        """Draw the state, the texts in the next frame (their words' code
        loads after the build's peak); also on the screen kept under the
        pause (MatchScene.pause)."""
        self._draw(True)

    # -- drawing ------------------------------------------------------------------
    def _tiles(self):
        """The board's pieces."""
        board = self.match.game.board
        grid = self.grid
        shown = self.shown
        for sq in range(SQUARES):
            if shown[sq] != board[sq]:  # (a cell's tile is looked up when the cell changed)
                shown[sq] = board[sq]
                tile = art.tile_of(board[sq], sq)
                index = (11 - (sq >> 4)) * 16 + (sq & 15)
                if grid[index] != tile:  # set only the tiles that change
                    grid[index] = tile

    def _draw(self, later=False):
        """Board, markers, cursor, column and lines for the state; `later`:
        the column and lines next frame (_texts), so a redraw's work and
        pixels are two frames of about half each."""
        self._tiles()
        self._markers()
        self._show_cursor()
        self.app.dirty = True
        self.texts_due = later
        if not later:
            self._texts()

    def _texts(self):
        """The column (seats, the DONE / PASS key) and the lines."""
        self.texts_due = False
        game = self.match.game
        over = game.result() is not None
        seat = game.to_move
        for s in (0, 1):
            mark = ">" if s == seat and not over else " "
            cells = self.seat_cells[s]
            if not cells.text.startswith(mark):  # (joined only when the mark moves, not at every redraw)
                cells.show(mark + theme.SEAT_NAMES[s], theme.SEAT_COLORS[s])
        key = ""
        if not over and self.mode == TURN and self.match.is_human(seat):
            key = "PASS" if game.stage == FIGHTING else "DONE" if game.stage == MOVING or game.stage == LOADING else ""
        on_key = key and self.cursors[seat] == SIDE
        usable = DONE in self.legal or PASS in self.legal
        self.key_name = key
        self.key_cells.show(key, theme.ACCENT if on_key else theme.TEXT if usable else theme.DIM)
        self._lines()
        self.app.dirty = True

    def _markers(self):
        """The marker layer: beam marks, the missile animation, or the picked
        ship's reach, destinations and targets."""
        game = self.match.game
        want = self.want
        beams = game.marks
        for sq in range(SQUARES):
            m = beams[sq]
            want[sq] = 0 if not m else art.MARK + (0 if m == 1 else 1 if m == 2 else 2)
        if self.mode == ANIM:
            self._trail_markers(want)
        elif self.sel >= 0:
            kind = game.board[self.sel] & KIND
            if game.stage == FIGHTING:
                rng = reach(kind, game.field_range)
                for sq in range(SQUARES):
                    if dist(sq, self.sel) <= rng and not want[sq]:
                        want[sq] = art.RANGE
            for action in self.legal:
                if self._source(action) == self.sel:
                    target = self._target(action)
                    if target != OFF and target != self.sel:
                        want[target] = art.RING if game.board[target] else art.DOT
            if self.choices:
                shown = self.choices[self.choice]
                if FIELD <= shown < COUNTER:
                    dest = field_dest(game, shown)
                    if dest != OFF:
                        want[dest] = art.DOT
        elif game.stage == CAPTURE or game.stage == REPLACING:  # placing a ship or a missile
            if self.mode == TURN and self.match.is_human(game.to_move):
                for action in self.legal:
                    if action >= PLACE and action < DONE:
                        want[action - PLACE] = art.DOT
        marks = self.marks
        for sq in range(SQUARES):
            index = (11 - (sq >> 4)) * 16 + (sq & 15)
            if marks[index] != want[sq]:  # (the layer is what is shown: set only what changes)
                marks[index] = want[sq]

    def _trail_markers(self, want):
        """Trails up to anim_step squares along each flight, bursts at hits."""
        for entry in self.trail:
            src = entry & 255
            end = (entry >> 8) & 255
            outcome = entry >> 16
            fwd = 16 if end > src or (end == src and src < 96) else -16
            at = src
            n = 0
            while at != end and n < self.anim_step:
                at += fwd
                n += 1
                if 0 <= at < SQUARES:
                    want[at] = art.TRAIL
            if at == end and n < self.anim_step and (outcome == HIT or outcome == FLEW_OFF):
                want[end] = art.BURST

    def _lines(self):
        """The round and phase line and the hint or message line (one line:
        a message or a choice, else the two take turns)."""
        game = self.match.game
        seat = game.to_move
        if game.result() is not None:
            first = "Match over"
            color = theme.ACCENT
        else:
            key = ((game.rounds << 10 | game.round) << 4 | game.moves) << 4 | game.stage
            if key != self.phase_key:
                self.phase_key = key
                self.phase_text = _words().phase_line(game)
            first = self.phase_text
            color = theme.SEAT_COLORS[seat]
        second = ""
        second_color = theme.DIM
        urgent = True  # a message or a choice: on the one line at once
        if self.note is not None:
            second = self.note
            second_color = self.note_color
        elif self.mode == ANIM:
            second = "Missiles fly"
        elif self.choices:
            shown = self.choices[self.choice]
            second = ("Drop the pick" if shown == DROP else _words().action_text(game, shown)) + "  hold: do"
            second_color = theme.GOOD
        elif game.result() is not None:
            urgent = False
        elif not self.match.is_human(seat):
            urgent = False
            second = self.keys_hint()
        else:
            # Only the name at the front changes as the cursor moves: a move
            # pushes those few glyph cells, not the line.
            urgent = False
            cur = self.cursors[seat]
            # (One format, the name padded to four: the name, a pad and two
            # joins were five strings a cursor move.)
            if cur == SIDE:
                second = "{:<4} tap: move  hold: act".format(self.key_name)
            else:
                second = "{}{:<3} tap: move  hold: act".format("abcdefghijklmnop"[cur & 15], (cur >> 4) + 1)
        lines = self.lines
        one = len(lines) == 1 and second != "" and (urgent or self.hint_up)  # one line, not the phase on it
        if self.cue.hidden != one:
            self.cue.hidden = one  # (the thinking cue follows the phase)
        if one:
            lines[0].show(second, second_color)
            return
        lines[0].show(first, color)
        if len(lines) == 2:
            lines[1].show(second, second_color)
        x = 1 + len(first) * theme.CHAR_W
        if self.cue.x != x:
            self.cue.x = x

    def _show_cursor(self):
        game = self.match.game
        seat = game.to_move
        human = self.mode == TURN and game.result() is None and self.match.is_human(seat)
        cur = self.cursors[seat] if human else -1
        if self.cursor.hidden != (cur < 0 or cur == SIDE):  # (a TileGrid shown again is pushed again)
            self.cursor.hidden = not self.cursor.hidden
        if not self.cursor.hidden:
            # (x and y apart: a pair made a tuple at every cursor move)
            self.cursor.x = _BOARD_X + (cur & 15) * art.CELL - 1
            self.cursor.y = (11 - (cur >> 4)) * art.CELL - 1
        if self.pick.hidden != (self.sel < 0):
            self.pick.hidden = self.sel < 0
        if self.sel >= 0:
            self.pick.x = _BOARD_X + (self.sel & 15) * art.CELL
            self.pick.y = (11 - (self.sel >> 4)) * art.CELL

    def say(self, text, color):
        """A message on the second line until the next action or cursor move."""
        self.note = text
        self.note_color = color
        self._lines()
        self.app.dirty = True

    # -- actions ------------------------------------------------------------------
    def _source(self, action):
        """The square of the piece that does `action` (OFF: none on the board)."""
        if action < BEAM:  # (a move: the most of any list, first)
            return action // 192
        if action >= PLACE:  # PLACE, DONE, PASS: no ship acts
            return OFF
        if action >= LOAD:
            return (action - LOAD) // 192
        if action >= COUNTER:
            return action - COUNTER
        if action >= FIELD:
            return (action - FIELD) // 3 // 192
        return (action - BEAM) // 192

    def _target(self, action):
        """The square an action is aimed at (a move's or load's landing square)."""
        game = self.match.game
        if action >= PLACE:
            return action - PLACE if action < DONE else OFF
        if action >= LOAD:
            code = action - LOAD
            g = step(code // 192, (code // 3) % 8)
            fwd = 16 if game.to_move == 0 else -16
            return g + fwd + code % 3 - 1
        if action >= COUNTER:
            return game.last[3]
        if action >= FIELD:
            return (action - FIELD) // 3 % 192
        if action >= BEAM:
            return (action - BEAM) % 192
        return action % 192

    def _matches(self, sq, out):
        """Fill `out` with the picked ship's actions aimed at `sq` (a counter
        also at its firer); a hold on the picked ship itself also offers DROP."""
        game = self.match.game
        del out[WHOLE]
        for action in self.legal:
            if self._source(action) == self.sel and (
                self._target(action) == sq or (COUNTER <= action < LOAD and sq == game.last[2])
            ):
                out.append(action)
        if out and sq == self.sel:
            out.append(DROP)
        return out

    def _decide(self, seat, sq):
        """What a hold on `sq` does now: (action or -1, text, ok). An action of
        -1 with ok True picks or drops a ship, or offers choices."""
        game = self.match.game
        legal = self.legal
        if self.choices:
            shown = self.choices[self.choice]
            return shown, "drop the pick" if shown == DROP else _words().action_text(game, shown), True
        if sq == SIDE:
            for action in (DONE, PASS):
                if action in legal:
                    return action, _words().action_text(game, action), True
            return -1, "move a ship first", False
        if game.stage == CAPTURE or game.stage == REPLACING:
            if PLACE + sq in legal:
                return PLACE + sq, _words().action_text(game, PLACE + sq), True
            return -1, square_name(sq) + ": not a marked square", False
        if self.sel >= 0:
            found = self._matches(sq, self.found)
            if len(found) == 1:
                return found[0], _words().action_text(game, found[0]), True
            if found:
                return -1, "{} choices: pick one".format(len(found)), True
            if sq == self.sel:
                return -1, "drop " + _words().ship_text(game.board[sq]), True
        for action in legal:
            if self._source(action) == sq:
                return -1, "pick " + _words().ship_text(game.board[sq]), True
        if self.sel >= 0 and game.board[sq]:
            return -1, square_name(sq) + ": out of its reach", False
        if self.sel >= 0:
            return -1, square_name(sq) + ": it cannot go there", False
        return -1, _words().refusal(game, seat, sq), False

    def _act(self, seat, now):
        """The hold ran its time: do what _decide says."""
        sq = self.cursors[seat]
        action, text, ok = self._decide(seat, sq)
        if not ok:
            self.say(text, theme.BAD)
            return
        if action == DROP:
            self.sel = -1
            del self.choices[WHOLE]
        elif action >= 0:
            self._play(seat, action, now)
            return
        elif self.sel >= 0 and self._matches(sq, self.choices):
            self.choice = 0
        elif sq == self.sel:
            self.sel = -1
        else:
            self.sel = sq
            self._to_nearest(seat)
        self.note = None
        self._draw(True)

    def _to_nearest(self, seat):
        """Put the cursor on the picked ship's nearest target square, so one
        more hold acts (a tap or two reaches the others)."""
        best = OFF
        for action in self.legal:
            if self._source(action) == self.sel:
                target = self._target(action)
                if target != self.sel and target != OFF:
                    if best == OFF or dist(target, self.sel) < dist(best, self.sel):
                        best = target
        if best != OFF:
            self.cursors[seat] = best

    def _play(self, seat, action, now):
        """Submit an action through the match, then show what it did."""
        if self.play_now(seat, action, True):
            self._after(now)

    def _after(self, now):
        """After any action: this frame the pieces move (the cursor and pick
        go; the board as the action alone left it, engine/settle.py); the
        automatic steps that follow settle over the next frames (a movement
        phase's search weighs every ship: about 100 ms on a PyBadge), then
        the rest follows (_settled)."""
        self.sel = -1
        del self.choices[WHOLE]
        self.note = None
        self.taps.forget()
        self.mode = SETTLE
        self.mode_at = now
        self.texts_due = False  # (the texts wait for the settled match: _begin)
        self._tiles()
        self.cursor.hidden = True
        self.pick.hidden = True
        self.app.dirty = True

    def _settled(self, now):
        """The missile animation if flights happened, else the next step."""
        game = self.match.game
        trail = game.trail
        shown = self.trail
        fresh = len(trail) != len(shown)
        for i in range(0 if fresh else len(trail)):  # (compared in place: a tuple of it was made to compare)
            if trail[i] != shown[i]:
                fresh = True
                break
        if trail and fresh:
            self.trail = tuple(trail)
            self.mode = ANIM
            self.mode_at = now
            self.anim_step = 0
            self._draw(True)
            return
        self._begin(now)

    def _begin(self, now):
        """The next step: a turn, or the end."""
        game = self.match.game
        self.mode_at = now
        self.hint_up = False  # (one line: the phase shows first)
        self.flip_at = ticks_add(now, _FLIP_MS)
        if game.result() is not None:
            self.mode = OVER
            self.legal = []
        else:
            self.mode = TURN
            seat = game.to_move
            self.legal = game.legal(seat) if self.match.is_human(seat) else []
            if self.legal:
                self._to_actor(seat)
        self._draw(True)

    def _to_actor(self, seat):
        """Put the cursor on the nearest square where a hold does something
        (a ship that may act, or a square to place on), unless it is on one;
        with only DONE / PASS left, on that key. Saves taps on a wide board."""
        cur = self.cursors[seat]
        best = OFF
        for action in self.legal:
            at = self._source(action)
            if at == OFF and PLACE <= action < DONE:
                at = action - PLACE
            if at == OFF:
                continue
            if at == cur:
                return
            if best == OFF or (cur != SIDE and dist(at, cur) < dist(best, cur)):
                best = at
        if best == OFF:
            if cur != SIDE:
                self.back[seat] = cur
            self.cursors[seat] = SIDE
        else:
            self.cursors[seat] = best

    # -- input --------------------------------------------------------------------
    def game_press(self, seat, button, now):
        """Only the seat to act plays (any pad may pause)."""
        match = self.match
        game = match.game
        if self.mode != TURN or seat != game.to_move or not match.is_human(seat) or game.result() is not None:
            return None
        if button <= RIGHT:
            if self.taps.showing():
                self.taps.forget()
                self._draw()
            self.taps.press(button, now)
        elif button == A:
            self.taps.forget()
            self._act(seat, now)
        elif button == B:
            self.taps.forget()
            if self.choices:
                del self.choices[WHOLE]
            else:
                self.sel = -1
            self.note = None
            self._draw()
        return None

    def _tap(self, seat, button, now):
        """A tap: step the choice shown, or move the cursor; RIGHT on the
        DONE / PASS key presses it (as RIGHT is OK in the menus)."""
        if self.choices:
            delta = 1 if button == UP or button == RIGHT else -1
            self.choice = (self.choice + delta) % len(self.choices)
            self._draw()
            return
        cur = self.cursors[seat]
        if cur == SIDE:
            if button == RIGHT:
                self._act(seat, now)
                return
            if button == LEFT:
                self.cursors[seat] = self.back[seat]
        elif button == RIGHT and cur & 15 == 15:
            self.back[seat] = cur
            self.cursors[seat] = SIDE
        elif button == LEFT and cur & 15 == 0 or button == RIGHT and cur & 15 == 15:
            return
        elif 0 <= cur + _STEP[button] < SQUARES:
            self.cursors[seat] = cur + _STEP[button]
        else:
            return
        self.note = None
        self.hint_up = True  # (one line: the square's name shows)
        self.flip_at = ticks_add(now, _FLIP_MS)
        if self.cursors[seat] == SIDE or cur == SIDE:
            self._draw()  # the key lights up or goes out
        else:
            self._show_cursor()
            self._lines()
        self.app.dirty = True

    def _track(self, seat, now):
        taps = self.taps
        event = taps.update(self.app.pads.held, seat, now, self.hold_ok)
        if event == hold.TAP:
            self._tap(seat, taps.last, now)
        elif event == hold.PREVIEW:
            action, text, ok = self._decide(seat, self.cursors[seat])
            self.hold_ok = ok
            self.say(text + (": hold" if ok else ""), theme.GOOD if ok else theme.BAD)
        elif event == hold.ACT:
            self._act(seat, now)
        elif event == hold.CANCEL and self.hold_ok:
            self.note = None  # (a refusal stays until the cursor moves)
            self._lines()
            self.app.dirty = True

    def pause(self, seat, now):
        """Drop a half-done press, finish a resolve under way (a resumed
        screen draws the state whole), then pause."""
        self.taps.forget()
        self.match.game.settled()
        return super().pause(seat, now)

    def release(self):
        """As MatchScene's, and the words' code goes too (_words imports it
        again), and the staged resolve's (build() imports it again), and
        what a build under way (ahead) had loaded: beside the rules
        pages of a paused match a board is short of room, and only this
        screen needs them."""
        super().release()
        self.steps = None  # (with what a build under way made)
        self.phase_key = -1  # (its line goes with the lines: not kept in the room they leave)
        self.phase_text = ""
        if registry.unloads():
            registry.drop(("games.garage.words", "engine.settle", "games.garage.build", "games.garage.paint", "engine.ui.coords", "engine.ui.tiny"))

    # -- time ---------------------------------------------------------------------
    def game_tick(self, now):
        """CPU turns, held directions, the missile animation, the end."""
        match = self.match
        game = match.game
        if self.mode_at is None:
            self.trail = tuple(game.trail)
            self._begin(now)
        since = ticks_diff(now, self.mode_at)
        if self.texts_due:
            self._texts()  # (the second half of a redraw: this frame does nothing else)
            return None
        if len(self.lines) == 1 and ticks_diff(now, self.flip_at) >= 0:
            self.hint_up = not self.hint_up
            self.flip_at = ticks_add(now, _FLIP_MS)
            self._lines()
            self.app.dirty = True
        if self.mode == SETTLE:
            # (loaded by build(), in the scene change: here it costs a
            # lookup; `from engine.settle import settled` allocated every frame)
            settle = __import__("engine.settle", None, None, ("_",))
            if self.match.game.resolving is None and settle.settled(self):
                self._settled(now)  # (a frame after the last of the resolve's work: never both in one)
            else:
                settle.settled(self)
        elif self.mode == OVER:
            if since >= RESULT_WAIT:
                return self.finish()
        elif self.mode == ANIM:
            step_now = since // TRAIL_MS
            if step_now != self.anim_step:
                self.anim_step = step_now
                self._markers()
                self.app.dirty = True
            if step_now > 4:
                self._begin(now)
        else:
            seat = game.to_move
            if not match.is_human(seat):
                thinking = self.cpu_thinking(since, CPU_DELAY)
                dots = self.thinking_dots(since) if thinking else NO_DOTS
                if self.cue.show(dots, theme.SEAT_COLORS[seat]):
                    self.app.dirty = True
                if not thinking:
                    match.play_bots()
                    if match.all_locked():
                        self.resolve(True)
                        self.cue.show(NO_DOTS, theme.TEXT)
                        self._after(now)
            else:
                self._track(seat, now)
        return None
