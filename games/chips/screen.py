"""Missiles & Microchips on screen: picks, the aim, swaps, the animated resolution.

Keys (the four directions suffice): UP/DOWN move a cursor, RIGHT (or A) is ok,
LEFT (or B) goes back. A person picks a target (an arrow shows it), RIGHT, then an
action, RIGHT locks. In the change step the person's own action shows with "keep"
or "pay 1"; RIGHT decides. During the animations RIGHT skips ahead.

Hidden choices. CPUs never look at the screen, so with at most one person alive
at the table that person picks in plain view. With two, every private choice goes
through a hand-over (engine.ui.handover): the screen covers itself, names whose
turn it is, asks the other to look away, and shows the cursor only once the owner
opens the turn. Outside a person's own open turn nothing drawn, lit or sounded
depends on that person's pick or swap, and nothing ever depends on a CPU's hidden
choice: before the aim a seat shows only "thinking"/"picking"/"ready", before the
action reveal only the public targets and who paid to swap. No sound follows a
cursor (a count of beeps would tell the target).

The screen keeps its own copy of what is shown (energy, who is out, targets) and
replays the round's public record into it event by event, so the numbers change
exactly when the footer says why. Drawing is in games.chips.draw.
"""

from games.chips.rules import CHANGE, COST, DIED, DUEL, FEEDBACK, MAD, PLAY
from engine import registry
from games.chips import draw as chips_draw
from games.chips.cursor import Cursor
from games.chips.draw import (
    AIM, CHANGE_STEP, DECIDED, DECIDING, EVENTS, NOTE_KEPT, NOTE_NONE, NOTE_PAID, OVER, PICK, PLAYS, REVEAL,
)
from engine.ui import cues
from engine.ui.handover import Handover, private_seats
from engine.ui.match_scene import CPU_DELAY, MatchScene
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ticks import ticks_add, ticks_diff

# Timeline, ms.
_CPU_DELAY = CPU_DELAY  # CPUs "think" this long, whatever they pick (tests shorten it)
_AIM_STEP = 400  # the aim shows one seat's arrow after another, this far apart
_AIM_MS = 1200  # ... and then all of them this long
_THINK_MS = 500  # a CPU's change turn
_KEPT_MS = 500
_PAID_MS = 1200
_PLAYS_MS = 2000  # every action shown, before the first event
_GROW_MS = 350  # an arrow grows from its source to its target
_EVENT_MS = 1600
_DIED_MS = 1300
_END_MS = 2500  # the last picture of a match, before the result screen
_QUIET_MS = 350  # presses right after a new prompt appears are ignored
_DUEL_PACE = 60  # percent of the reveal's waits in a duel (its rounds run up to the limit)


class Screen(MatchScene):
    """The Missiles & Microchips match scene."""

    BUILT = ("table",)  # let go while paused (engine/ui/match_scene.py)
    REBUILDS = ("games.chips.layout",)  # dropped once built (engine/ui/match_scene.py)
    BANNER_H = 12  # a demo's banner covers the footer's second line, never the caption above

    def __init__(self, match):
        super().__init__(match)
        self.table = None
        self.handover = Handover()
        self.phase = -1  # -1: the first round starts when the screen is entered
        self.sub = DECIDING
        self.at = None  # ticks when the current phase or step began (None: next tick)
        self.quiet_until = None  # ticks until which presses are ignored (None: from the next tick)
        self.skip = False  # a person asked to hurry the animation along
        # Something was locked: see whether all are (2: a person's lock this
        # frame, seen the next: the lock's frame and the step it completes
        # took a PyBadge 36-43 ms together).
        self.check = False
        self.cpu_ready = False
        seats = match.seats
        # What is shown, replayed from the public record.
        self.energy = [0] * seats
        self.out = [False] * seats
        self.aims = [-1] * seats  # public targets (from the aim on)
        self.plays = [-1] * seats  # revealed target * 3 + action
        self.notes = [NOTE_NONE] * seats  # change step: kept or paid
        self.round_no = 1
        self.start_seat = 0
        self.duel = False
        self.turn = -1  # change step: whose turn is shown
        self.aimed = 0  # aim: how many seats' arrows are shown so far
        # Seats whose box shows the current step, counted from the start seat:
        # the targets and the actions are unveiled a seat a frame
        # (games.chips.draw.unveil), every other step shows every seat.
        self.unveiled = seats
        self.current = None  # the event on screen (COST in a change turn, or reveal)
        # The mirror of a reveal's current event shown with it, as one beat (two
        # seats that charge or attack each other), else None.
        self.pair = None
        self.index = 0  # next event of the record to show
        self.grown = True  # the current event's arrow has arrived (energy counted)
        self.cursor = Cursor(seats)  # a person's picking (drawn only when allowed)
        self.private = False  # two people alive: private turns behind the cover
        self.queue = []  # people still to pick behind the cover, in seat order
        # The person whose pick and change turn are one private turn this
        # round (picks last, changes first of the two), or -1.
        self.merged = -1
        # The parts chips_draw.draw() left to the frames after it (2 the
        # arrows and the footer, 1 the footer).
        self.later = 0

    # -- building ---------------------------------------------------------------
    def build(self, app):
        """Build the table once; a resumed match redraws the same state."""
        import displayio

        from games.chips import layout

        group = displayio.Group()
        self.table = layout.table(group, app.width, app.height, self.match.seats)
        del layout  # (this name too held the module: the cover below is built without it)
        if registry.unloads():
            # (layout: only building the table needs it; info: the rules took
            # their facts from it and the CPU its LEVELS, as Missile's view)
            registry.drop(("games.chips.layout", "games.chips.info"))
        if private_seats(self.match, range(self.match.seats)):
            self.handover.build(group, app.width, app.height, app)  # a cover only two people need
        if self.phase < 0:
            self._start_round(None)  # enter has no tick reading: the next tick starts the clocks
        chips_draw.draw(self, True)
        return group

    # -- round flow ---------------------------------------------------------------
    def _start_round(self, now):
        """Show the next round; `now` None: its clocks start at the next tick."""
        match = self.match
        game = match.game
        self.phase = PICK
        self.at = now
        self.unveiled = match.seats
        self.cpu_ready = False
        self.check = False
        self.skip = False
        self.round_no = game.round + 1
        self.start_seat = game.start
        self.duel = game.step == DUEL
        self.current = None
        self.pair = None
        self.index = 0
        self.turn = -1
        for seat in range(match.seats):
            self.energy[seat] = game.energy[seat]
            self.out[seat] = not game.alive[seat]
            self.aims[seat] = -1
            self.plays[seat] = -1
            self.notes[seat] = NOTE_NONE
        self.cursor.close()
        if game.result() is not None:
            return
        # CPU seats pick from their own views, a slice a frame (cpu_thinking).
        living = tuple(seat for seat in range(match.seats) if game.alive[seat])
        self.queue = list(private_seats(match, living))
        self.private = bool(self.queue)
        self.merged = -1
        if self.private and not self.duel:
            # One cover per person a round where the rules allow: the person
            # whose change turn comes first of the two picks last, and keeps
            # the turn open through the aim (public) and any CPU's change turn
            # before theirs (public too) to their own keep-or-swap; the other
            # looks away from that cover until their own.
            order = [(seat - game.start) % match.seats for seat in self.queue]
            self.merged = self.queue[order.index(min(order))]
            self.queue.remove(self.merged)
            self.queue.append(self.merged)
        if self.private:
            self._next_private()
        else:
            for seat in living:
                if match.is_human(seat):
                    self._open_cursor(seat)
        self._quiet(now)

    def _quiet(self, now):
        """A new prompt: held buttons are dropped and presses ignored for a moment,
        so a press that skipped an animation cannot pick here. A tick reading is
        never a constant (a board's ticks start near their wrap): with `now` None
        the quiet period starts at the next tick."""
        self.quiet_until = None if now is None else ticks_add(now, _QUIET_MS)
        if self.app is not None:
            self.app.pads.guard(0)
            self.app.pads.guard(1)

    def _next_private(self):
        while self.queue and self.match.locked[self.queue[0]]:
            self.queue.pop(0)
        if not self.queue:
            if self.phase != PICK or self.merged < 0:
                self.handover.close()  # (the merged turn stays open to its change turn)
            self.cursor.close()
            return
        seat = self.queue[0]
        note = ""
        if self.phase == CHANGE_STEP:
            task = "Keep or swap your action"
        elif self.duel:
            task = "Pick your action"
        else:
            task = "Pick a target and action"
            if seat == self.merged:
                note = "then keep or swap"
        if not self.handover.is_open(seat):
            self.handover.cover(seat, task, note)
        self._open_cursor(seat)

    def _open_cursor(self, seat):
        self.cursor.open(self.match.game, seat, self.phase == CHANGE_STEP, self.duel)

    def _begin_aim(self, now):
        game = self.match.game
        self.phase = AIM
        self.at = now
        self.skip = False
        self.aimed = 0
        self.unveiled = 0
        for seat in range(self.match.seats):
            self.aims[seat] = game.targets[seat]  # public from here on

    def _begin_turn(self, now):
        match = self.match
        seat = match.game.turn
        self.phase = CHANGE_STEP
        self.sub = DECIDING
        self.turn = seat
        self.unveiled = match.seats
        self.current = None
        self.pair = None
        self.at = now
        self.skip = False
        self.cursor.close()
        # A CPU's turn: it decides from its own view in _tick_change.
        if match.is_human(seat) and self.private:
            self.queue = [seat]
            self._next_private()
        elif match.is_human(seat):
            self._open_cursor(seat)
        self._quiet(now)

    def _end_turn(self, now):
        """The seat whose turn it is has locked: apply it, show keep or pay."""
        game = self.match.game
        seat = self.turn
        count = len(game.events)
        self.resolve()  # after a CPU's turn, "your turn" when a person's comes next
        self.sub = DECIDED
        self.at = now
        self.skip = False
        self.notes[seat] = NOTE_KEPT
        if len(game.events) > count and game.events[count][0] == COST:
            self.notes[seat] = NOTE_PAID
            self.current = game.events[count]
            self.energy[seat] -= 1
            count += 1
        self.index = count

    def _begin_reveal(self, now):
        if not self.duel:
            self.app.cues.play(cues.REVEAL, 0, cues.BOTH)  # (a duel's reveal had it as it resolved)
        events = self.match.game.events
        self.phase = REVEAL
        self.sub = PLAYS
        self.unveiled = 0
        self.at = now
        self.skip = False
        self.current = None
        self.pair = None
        self.cursor.close()
        index = self.index
        while index < len(events) and events[index][0] == PLAY:
            _, seat, target, action = events[index]
            self.plays[seat] = target * 3 + action
            index += 1
        self.index = index

    def _next_event(self, now):
        """Put the next event of the record on screen; False when none is left."""
        events = self.match.game.events
        self.at = now
        self.skip = False
        self.unveiled = self.match.seats
        if self.index >= len(events):
            self.current = None
            self.pair = None
            return False
        self.current = events[self.index]
        self.index += 1
        self.pair = None
        if self.index < len(events):
            # Two seats that charge (or attack) each other: both events at once,
            # one beat (each is the other's cause, and both come after the plays).
            kind, seat, other, _ = self.current
            mirror = events[self.index]
            if (kind == FEEDBACK or kind == MAD) and mirror[0] == kind and mirror[1] == other and mirror[2] == seat:
                self.pair = mirror
                self.index += 1
        self.grown = False
        return True

    def _arrive(self):
        """The current event's arrow arrived: count its energy change (once)."""
        if not self.grown:
            self.grown = True
            kind, seat, _, value = self.current
            if kind == DIED:
                self.out[seat] = True
            else:
                self.energy[seat] += value
            if self.pair is not None:
                self.energy[self.pair[1]] += self.pair[3]
            chips_draw.draw(self)

    # -- input ------------------------------------------------------------------
    def game_press(self, seat, button, now):
        """Pad presses: the cursor of the person whose turn it is; RIGHT skips."""
        quiet = self.quiet_until is None or ticks_diff(now, self.quiet_until) < 0
        if quiet or not self.match.is_human(seat):
            return None
        if self.handover.covered:
            if self.handover.press(seat, button):
                self.app.pads.guard(seat)  # the opening press acts only once
                chips_draw.draw(self)
            return None
        cursor = self.cursor
        if seat != cursor.seat:
            if (button == RIGHT or button == A) and self.phase != PICK:
                self.skip = True
            return None
        if button == UP or button == DOWN:  # (not `in (UP, DOWN)`: a tuple of imported names is made at each press)
            cursor.move(self.match.game, 1 if button == DOWN else -1)
        elif button == RIGHT or button == A:
            if cursor.forward():
                self._lock(seat)
        elif button == LEFT or button == B:
            cursor.back(self.duel)
        # (A lock too: its turn's pick off the screen now, before the next
        # frame resolves the step, whose drawing comes the frame after.)
        chips_draw.draw(self)
        return None

    def _lock(self, seat):
        match = self.match
        code = self.cursor.code(self.duel)
        if not (match.choose(seat, code) and match.lock(seat)):
            return
        self.check = 2
        self.cursor.close()
        self.locked(seat, led=False)  # the same tone for every pick
        if self.private:
            self._next_private()

    # -- time -------------------------------------------------------------------
    def game_tick(self, now):
        """Advance CPU thinking, the change turns and the animations; then,
        in a frame that drew nothing else (no press nor step drew, no seat
        was unveiled), draw the next part of what the last drawing left
        (chips_draw.follow), or else take the cover down a band."""
        following = self._tick(now)
        if self.check == 2:
            self.check = 1
        # Not beside a CPU's think or a press (app.thought): a band of the
        # cover or a part follow() draws and a think took a frame to 35-39
        # ms on a PyBadge; the CPUs give them every other frame (_tick).
        if following is None and not self.app.thought:
            chips_draw.follow(self)
            # The cover going down, a band a frame: not in a frame that drew,
            # nor while what the opening press drew is not all drawn (what
            # it uncovers must be this turn's).
            if not (self.later or self.app.dirty) and self.handover.step():
                self.app.dirty = True
        return following

    def _tick(self, now):
        if self.at is None:
            self.at = now
        if self.quiet_until is None:
            self.quiet_until = ticks_add(now, _QUIET_MS)
        match = self.match
        t = ticks_diff(now, self.at)
        phase = self.phase
        if self.later == 4:
            # A step resolved or begun, or the CPUs locked, in the last
            # frame: drawn now, and nothing else this frame (with the
            # resolve, a press or a CPU's last think it took a PyBadge 33-41
            # ms). (Under a cover draw() draws nothing: the opening press
            # draws; `later` 0 lets the CPUs think meanwhile.)
            self.later = 0
            chips_draw.draw(self)
            return None
        if self.unveiled < match.seats:
            chips_draw.unveil(self)
        if phase == PICK:
            if match.result() is not None:  # resumed after the last reveal
                return self.finish()
            # (None in a frame chips_draw.follow draws in, `later`; and the
            # CPUs' locks drawn in a frame after their last think, not beside it.)
            # (Nor beside the cover going down: game_tick.)
            cover = self.handover.group
            going = cover is not None and not self.handover.covered and not cover[0].hidden
            if not self.cpu_ready and not self.cpu_thinking(t, _CPU_DELAY, self.later or going) and not self.app.thought:
                self.cpu_ready = True
                self.check = True
                self.later = 4  # (drawn the next frame)
                self.app.dirty = True  # (a busy frame, not one for the App's collection: drawn the next)
            if self.check == 1:
                self.check = False
                if self.cpu_ready and match.all_locked():
                    self.resolve()  # the reveal's tune: targets, or a duel's actions
                    if match.game.step == CHANGE:
                        self._begin_aim(now)
                    else:
                        self._begin_reveal(now)
                    self.later = 4  # (drawn the next frame)
                    self.app.dirty = True  # (a busy frame, not one for the App's collection: drawn the next)
        elif phase == AIM:
            shown = t // _AIM_STEP + 1
            living = 0
            for seat in range(match.seats):
                living += self.aims[seat] >= 0
            if self.skip or t >= living * _AIM_STEP + _AIM_MS:
                self._begin_turn(now)
                self.later = 4  # (drawn the next frame)
                self.app.dirty = True  # (a busy frame, not one for the App's collection: drawn the next)
            elif shown != self.aimed and shown <= living:
                self.aimed = shown
                chips_draw.draw(self)
        elif phase == CHANGE_STEP:
            self._tick_change(now, t)
        else:
            return self._tick_reveal(now, t)
        return None

    def _tick_change(self, now, t):
        match = self.match
        if self.sub == DECIDING:
            if match.is_human(self.turn):
                ready = self.check == 1
            else:
                ready = not self.cpu_thinking(t, _THINK_MS, self.later) and not self.app.thought
                if self.skip and not ready:
                    match.play_bots()  # hurried along: it decides now (a few units)
                    ready = True
            if ready:
                self.check = False
                if match.all_locked():
                    self._end_turn(now)
                    # Drawn the next frame (a cover waits for it: game_tick).
                    self.later = 4
                    self.app.dirty = True  # (a busy frame, not one for the App's collection: drawn the next)
            return
        wait = _PAID_MS if self.current is not None else _KEPT_MS
        if t >= wait or self.skip:
            if match.game.step == CHANGE:
                self._begin_turn(now)
            else:
                self._begin_reveal(now)
            self.later = 4  # (drawn the next frame)
            self.app.dirty = True  # (a busy frame, not one for the App's collection: drawn the next)

    def _tick_reveal(self, now, t):
        if self.sub == OVER:
            if t >= _END_MS or self.skip:
                return self.finish()
            return None
        if self.sub == EVENTS and not self.grown:
            if t < _GROW_MS and not self.skip:
                chips_draw.grow(self, t * 120 // _GROW_MS)
                return None
            self._arrive()
            self.at = now  # the event's hold starts once it arrived
            return None
        if self.sub == PLAYS:
            wait = _PLAYS_MS
        else:
            event = self.current
            wait = _DIED_MS if event is not None and event[0] == DIED else _EVENT_MS
            wait -= _GROW_MS
        if self.duel:
            wait = wait * _DUEL_PACE // 100  # a duel's round is two events: keep it brisk
        if t < wait and not self.skip:
            return None
        self.sub = EVENTS
        if not self._next_event(now):
            if self.match.result() is None:
                self._start_round(now)
            else:
                self.sub = OVER
        self.later = 4  # (drawn the next frame)
        self.app.dirty = True  # (a busy frame, not one for the App's collection: drawn the next)
        return None

    def cursor_shown(self):
        """True when the cursor is on screen (its owner's turn is open)."""
        seat = self.cursor.seat
        return seat >= 0 and (not self.private or self.handover.is_open(seat))
