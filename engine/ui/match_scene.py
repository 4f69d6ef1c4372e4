"""What every match screen shares, so a game's screen keeps only its game.

A game's ``Screen(match)`` (games/<name>/screen.py) subclasses ``MatchScene``
and writes three methods:

    build(app)                     -> its displayio Group; called on every enter,
                                      also when the match resumes after a pause
    game_press(seat, button, now)  -> next scene or None (the pause chord never
                                      reaches it)
    game_tick(now)                 -> next scene or None, once a frame

and, if it offers actions in the pause menu, ``pause_choices``/``pause_pick``
(engine/ui/pause.py); and ``resumed()`` if its screen may stay built under
the pause (where the heap has room: pause() below): the state drawn again on
the kept objects, as build() draws it (a screen without one is built again
at every resume). Everything else every match screen does is here, each in
one place, to call when the game needs it:

    self.cpu_thinking(waited)  True while the CPU seats still "think"; also
                               keeps the waiting cue (below) up to date
    self.locked(seat)          a seat locked: guard the press, tone, seat LED
    self.resolve()             play the locked step: the reveal cue (tone, LEDs),
                               or after a CPU's move "your turn" (engine/ui/cues.py);
                               resolve(staged=True): over frames (engine/settle.py)
    self.leds_dark()           both seat LEDs off: a new blind pick begins
    self.finish()              count the result, save the log: the result screen
    self.has_humans()          are there people at this table?

and the words every match screen shares (docs/WORDING.md), so five games speak
with one voice:

    self.seat_name(seat)       'P1' for a person, 'P2 CPU' for a CPU (as played,
                               also in a replay)
    self.round_text(number)    'Round 3/20', the header's left end
    self.keys_hint(keys)       the hint line: what the keys do ('' for just the
                               pause), or REPLAY / CPUs only when nobody plays
    PICKING PICKED LOCKED THINKING WAITING OUT   a seat's status word

The base class holds what all of them repeat (as Adafruit Display_Text's base
label holds what every label shares); it keeps no game state.
"""

from engine import registry
from engine.think import CPU_DELAY
from engine.ticks import ticks_diff
from engine.ui import theme
from engine.ui.cues import BOTH, MOVE, REVEAL, YOUR_TURN
from engine.ui.pad import PAUSE

HUMAN = 0  # seat kind of a person (engine.match.HUMAN)

# A match with people in it that sees no press for this long is left (a kiosk
# left mid-match must not stay stuck there for days): the app's idle timer
# (engine/ui/app.py) then goes to the attract loop, or home without one.
IDLE_MS = 180000
# CPU seats "think" at least CPU_DELAY ms before they show as locked (engine/think.py).
# The "thinking" cue: dots that come and go, one step every DOT_MS.
DOT_MS = 300
NO_DOTS = "   "
_DOTS = (NO_DOTS, ".  ", ".. ", "...")

# A seat's status, the same words in every game. Before a reveal they say only
# whether a seat has picked or locked, never what.
PICKING = "picking"  # a person has not locked yet
PICKED = "picked"  # ... has picked and may still change (lock: the same again)
LOCKED = "locked"  # locked in, waiting for the reveal
THINKING = "thinking"  # a CPU has not shown its lock yet
WAITING = "waiting"  # a person whose private turn comes later
OUT = "out"  # out of the match
# The hint line when nobody at the table presses anything.
REPLAY = "REPLAY"
CPUS_ONLY = "CPUs only"

# The waiting cue (engine/ui/wait_cue.py): a thin bar along the bottom edge of
# a match screen that fills while a person waits for a CPU, from CUE_MS since
# the person's last press; made, and its module loaded, only the first time a
# wait gets that long (a board's heap is tight: most matches never need it).
CUE_MS = 1000


def _finish(app, match):
    """MatchScene.finish's scene, made once the match screen is gone."""
    from engine.ui.result import finish

    return finish(app, match)

# (round number, round limit, round_text's words): made once a round, not at
# every redraw (a module's name, not an attribute: a match screen's attribute
# table is at its edge on a board).
_round_said = (-1, -1, "")


class MatchScene:
    """A match scene (engine/ui/app.py): enter, press and tick, with the pause
    chord and the finish handled here, and the idle limit the app's timer reads."""

    # LEFT, RIGHT, A and B act when let go, so the pause chord never plays a
    # move (engine/ui/pad.py). A screen that reads held buttons itself and
    # cancels on the chord (Arrowbic's tap-or-hold) sets this False.
    CHORDS_ON_RELEASE = True
    # The attributes build() fills with display objects only (labels, grids,
    # the views holding them), made again on every enter. They are let go
    # when the match is left for the pause screen, so the old screen is freed
    # before the pause screen is built, and before the resumed match builds
    # its new one: a board has no room for two match screens at once.
    BUILT = ()
    # The modules build() imports and drops again once built (its art: a
    # playing match does without their code). The pause and result screens
    # load them back ahead of a resume or a rematch (engine/ui/hints.py
    # load_ahead), where a board has the room: else each resume and rematch
    # paid 30-90 ms of its change for them on a PyBadge. The pause's text
    # pages drop them again.
    REBUILDS = ()
    # Pixels at the bottom the attract loop's DEMO banner may cover (the hint
    # line, which says "CPUs only" in a demo), leaving whole every line above.
    BANNER_H = 16

    def __init__(self, match):
        self.match = match
        self.app = None  # set by enter
        # Read by the app's idle timer. 0: never left for idleness (a CPU demo;
        # a game clock that ends an abandoned match sets it to 0 too).
        # Seat kinds never change in a match (a replay sets them before), so
        # whether people play is known once: presses and frames only read it.
        self.people = HUMAN in match.kinds  # (as engine.ui.result.seated)
        self.idle_ms = IDLE_MS if self.people else 0
        self.replay = None  # a replay: the seat kinds the match was played with (play.replay_scene)
        self.group = None  # the group build() made (the waiting cue goes on top)
        self.wait_cue = None  # the waiting cue (engine/ui/wait_cue.py), made when first needed
        self.cue_people = -1  # engine/ui/wait_cue.py: the step it looked at, and who acts in it
        self.cue_frame = None  # ... its think_and_show, once imported

    # -- the scene protocol (engine/ui/app.py) ----------------------------------
    def enter(self, app):
        """Build the match's group (again after a pause)."""
        self.app = app
        if self.replay is None and registry.unloads():
            # engine/ui/play.py made this scene: a match plays without its
            # code (its end is engine/ui/result.py's). (A replay's log
            # player is play's: it stays.)
            registry.drop(("engine.ui.play",))
        app.pads.chords = self.CHORDS_ON_RELEASE
        if self.group is not None:  # kept under the pause (pause())
            getattr(self, "resumed")()  # (the game's: no default here, a name fewer in every match's heap)
            return self.group
        self.group = group = self.build(app)
        return group

    def press(self, seat, button, now):
        """The pause chord pauses; the rest is the game's. The frame is a
        busy one (app.thought: no collection in it, and no thinking:
        cpu_thinking)."""
        self.app.thought = True
        if button == PAUSE:
            return self.pause(seat, now)
        return self.game_press(seat, button, now)

    def tick(self, now):
        """The game's frame (the idle timeout is the app's)."""
        return self.game_tick(now)

    # -- for the game's screen ------------------------------------------------------
    def pause(self, seat, now):
        """The pause screen for the seat that held the chord (a screen with a
        clock or a half-done press to drop extends this)."""
        import gc

        from engine.ui.later import Later, remade

        # Where the heap has 20 KB free (the pause screen, its code and a
        # margin; read before the change's collection, so less than it will
        # have: the 112 KB tour's pauses read 3-17 KB and let the screen go,
        # bench_frames' 160 KB heap 25-64 KB), this screen stays built under
        # the pause, out of the display, and a resume shows it again
        # (resumed): its build, art loaded again, was 120-300 ms of a
        # PyBadge's resume. Else its display objects are let go, and the
        # pause screen is made once App.switch has collected (a Later): the
        # pause's code loads into their room, not beside them.
        # (Only a screen that can draw on its kept objects, the game's
        # resumed(); and never an open private turn, which a resume covers
        # again: engine/ui/cover.py.)
        free = getattr(gc, "mem_free", None)
        handover = getattr(self, "handover", None)
        if getattr(self, "resumed", None) is None or free is not None and free() < 20480 or handover and handover.opened:
            self.release()
        return Later(remade, ("engine.ui.pause", "PauseScreen", (self, seat)))

    def release(self):
        """Let go of the display objects build() made (BUILT, a hand-over's
        cover); the next enter builds them again."""
        for name in self.BUILT:
            setattr(self, name, None)
        self.wait_cue = None
        self.group = None
        handover = getattr(self, "handover", None)
        if handover is not None:
            handover.release()

    def play_now(self, seat, action, staged=False):
        """A turn game's move: `seat` picks `action`, locks it and the match
        plays it at once (`staged`: begins to, as resolve()); the seat's keys
        still down are ignored until let go. False (nothing played) when the
        match refuses it."""
        match = self.match
        if not (match.choose(seat, action) and match.lock(seat)):
            return False
        self.app.pads.guard(seat)
        self.app.cues.play(MOVE, seat)
        self.resolve(staged)
        return True

    def resolve(self, staged=False):
        """Play the step every acting seat has locked (Match.resolve; returns
        its joint action) with its cue (resolved()). `staged`: a resolve
        longer than a frame only begins (engine/settle.py, None returned)."""
        match = self.match
        acting = match.game.acting()
        waited = True  # every seat of this step is a CPU
        for seat in acting:
            waited = waited and not match.is_human(seat)
        if staged:
            return __import__("engine.settle", None, None, ("_",)).begin(self, acting, waited)
        return self.resolved(acting, waited, match.resolve())

    def resolved(self, acting, waited, joint=None):
        """The sound and light of a step played: the reveal tune and flash
        when seats picked together; after a CPU's move that a person waited
        for (`waited`: every acting seat a CPU), "your turn" for the people
        who move now; a CPU's move that a CPU follows, the move tone. (A
        person's own lock or move has its tone already: locked(),
        play_now().)"""
        match = self.match
        cues = self.app.cues
        if len(acting) > 1:
            cues.play(REVEAL, 0, BOTH)
        elif waited:
            following = match.game.acting() if match.result() is None else ()
            people = True
            for seat in following:
                people = people and match.is_human(seat)
            if following and people:
                cues.play(YOUR_TURN, following[0], following)
            else:
                cues.play(MOVE, acting[0])
        return joint

    def finish(self):
        """The match is over: count it, save its log, show the result, all
        once this screen is gone (a Later): a playing match keeps no code of
        engine/ui/result.py (engine/ui/modules.py), and importing it beside
        a whole six-seat table was the tightest point of the tour."""
        from engine.ui.later import Later

        return Later(_finish, (self.app, self.match))

    def has_humans(self):
        """True when a person plays any seat."""
        return self.people

    def seat_name(self, seat):
        """'P1' for a person, 'P1 CPU' for a CPU: as the match was played, so a
        replay (where the log plays every seat) still names the people."""
        kinds = self.match.kinds if self.replay is None else self.replay
        return "P{}".format(seat + 1) + ("" if kinds[seat] == HUMAN else " CPU")

    def round_text(self, number):
        """'Round 3/20': the round on screen out of the round limit."""
        global _round_said
        rounds = self.match.game.rounds
        said = _round_said
        if said[0] != number or said[1] != rounds:
            said = _round_said = (number, rounds, "Round {}/{}".format(number, rounds))
        return said[2]

    def keys_hint(self, keys=""):
        """The hint line: `keys` (what the keys do now) or else how to pause;
        REPLAY in a replay and 'CPUs only' when no person plays, as nobody
        presses anything then."""
        if self.replay is not None:
            return REPLAY
        if not self.has_humans():
            return CPUS_ONLY
        return keys or theme.pause_hint(self.app.console)

    def cpu_thinking(self, waited, delay=CPU_DELAY, dirty=False):
        """True while the CPU seats still think. Call it once a frame: each call
        gives them one frame's work (Match.think_bots runs their think() a slice
        at a time, engine/think.py), so the screen and the pads stay live however
        long a decision takes; `waited` ms have passed since they began, and
        they show as thinking for `delay` ms at least, however fast they
        picked. (The one place CPU thinking time is decided.)

        A frame with other work gives them none (a budget of 0), when the
        frame before gave them some: one that handled a press
        (MatchScene.press sets app.thought), or one the game says draws
        (`dirty`). A CPU's think beside a press's drawing took a frame to
        42-44 ms on a PyBadge (tools/bench_frames.py). They go on next
        frame, in either pacing (the lane's presses come at set frames, so
        its frames stay deterministic), pick as they would have, and think
        in one frame of two at least, however often a pad is pressed."""
        app = self.app
        budget = app.think_us
        if (app.thought or dirty) and self.match.spent > 0:
            budget = 0
        since = 0  # ms since a person's last press
        if self.people and self.replay is None and app.last_press is not None:
            since = ticks_diff(app.console.ticks_ms(), app.last_press)
        if app.think_clock is not None or since >= CUE_MS:
            # A board's measured slicing, or a wait long enough for the cue:
            # engine/ui/wait_cue.py, loaded only then (a tight heap mostly
            # does without it), and imported once, not every frame.
            frame = self.cue_frame
            if frame is None:
                from engine.ui.wait_cue import think_and_show

                frame = self.cue_frame = think_and_show
            return frame(self, since, waited, delay, CUE_MS, budget)
        done = self.match.think_bots(budget)
        if self.match.spent:
            app.thought = True  # no room for a collection this frame (engine/ui/app.py)
        if self.wait_cue is not None and self.wait_cue.show(0):
            app.dirty = True
        return not done or waited < delay

    def think_ahead(self):
        """While the screen still shows the last step (a reveal, its
        outcome), the CPU seats of the step the rules are already in begin
        thinking, in a frame that draws nothing and handled no press: a
        person who locks at once then waits for what is left of it, not the
        whole (cpu_thinking goes on from there, and shows them thinking for
        its `delay` still). Nothing on screen shows it, nor when they finish:
        they think on the public state and their own hand, as they would a
        frame later."""
        app = self.app
        if not (app.dirty or app.thought):
            match = self.match
            match.think_bots(app.think_us, app.think_clock)
            if match.spent:
                app.thought = True  # no room for the App's quiet-frame collection (as cpu_thinking)

    def thinking_dots(self, waited):
        """The animated "thinking" cue `waited` ms after the thinking began: 0 to
        3 dots, as 3 characters (for engine.ui.cells.Cells, which pushes only
        the dot that changed)."""
        return _DOTS[(waited // DOT_MS) & 3]

    def locked(self, seat, led=True):
        """Feedback for a seat that just locked: its held buttons act no further,
        a tone, and its LED lit in its colour (never the pick's: every lock looks
        and sounds the same)."""
        self.app.pads.guard(seat)
        cues = self.app.cues
        cues.play(MOVE, seat)
        if led:
            cues.light(seat, theme.SEAT_COLORS[seat])

    def leds_dark(self):
        """Both seat LEDs off: a blind pick begins (lit only once locked)."""
        cues = self.app.cues
        for seat in BOTH:
            cues.light(seat, 0)

    # -- written by each game's screen ------------------------------------------------
    def build(self, app):
        """The match's displayio Group."""
        raise NotImplementedError

    def game_press(self, seat, button, now):
        """A press other than the pause chord; returns the next scene or None."""
        raise NotImplementedError

    def game_tick(self, now):
        """Once a frame; returns the next scene or None."""
        raise NotImplementedError
