"""What every match screen shares, so a game's screen keeps only its game.

A game's ``Screen(match)`` (games/<name>/screen.py) subclasses ``MatchScene``
and writes three methods:

    build(app)                     -> its displayio Group; called on every enter,
                                      also when the match resumes after a pause
    game_press(seat, button, now)  -> next scene or None (the pause chord never
                                      reaches it)
    game_tick(now)                 -> next scene or None, once a frame

and, if it offers actions in the pause menu, ``pause_choices``/``pause_pick``
(engine/ui/pause.py). Everything else every match screen does is here, each in
one place, to call when the game needs it:

    self.cpu_thinking(waited)  True while the CPU seats still "think"
    self.locked(seat)          a seat locked: guard the press, tone, seat LED
    self.leds_dark()           both seat LEDs off: a new blind pick begins
    self.finish()              count the result, save the log: the result screen
    self.has_humans()          are there people at this table?

The base class holds what all of them repeat (as Adafruit Display_Text's base
label holds what every label shares); it keeps no game state.
"""

from engine.ticks import ticks_diff
from engine.ui import theme
from engine.ui.pad import PAUSE

# A match with people in it that sees no press for this long goes back to the
# menu (a kiosk left mid-match must not stay stuck there for days).
IDLE_MS = 180000
# CPU seats "think" this long before they show as locked, whatever they picked
# (and however fast they picked it).
CPU_DELAY = 450


class MatchScene:
    """A match scene (engine/ui/app.py): enter, press and tick, with the pause
    chord, the idle timeout and the finish handled here."""

    def __init__(self, match):
        self.match = match
        self.app = None  # set by enter
        self.last_press = None  # ticks of the last press (idle timeout); None: from the next tick
        self.idle_ms = IDLE_MS  # 0: this match never times out (a game clock ends it)

    # -- the scene protocol (engine/ui/app.py) ----------------------------------
    def enter(self, app):
        """Build the match's group (again after a pause)."""
        self.app = app
        return self.build(app)

    def press(self, seat, button, now):
        """Any press keeps the match alive; the pause chord pauses; the rest is
        the game's."""
        self.last_press = now
        if button == PAUSE:
            return self.pause(seat, now)
        return self.game_press(seat, button, now)

    def tick(self, now):
        """The idle timeout, then the game's frame."""
        if self.last_press is None:
            self.last_press = now
        if self.idle_ms and ticks_diff(now, self.last_press) >= self.idle_ms and self.has_humans():
            return self.app.home()  # abandoned mid-match: free the console
        return self.game_tick(now)

    # -- for the game's screen ------------------------------------------------------
    def pause(self, seat, now):
        """The pause screen for the seat that held the chord (a screen with a
        clock or a half-done press to drop extends this)."""
        from engine.ui.pause import PauseScreen

        return PauseScreen(self, seat)

    def finish(self):
        """The match is over: count it, save its log, show the result."""
        from engine.ui.play import finish

        return finish(self.app, self.match)

    def has_humans(self):
        """True when a person plays any seat."""
        match = self.match
        for seat in range(match.seats):
            if match.is_human(seat):
                return True
        return False

    def cpu_thinking(self, waited, delay=CPU_DELAY):
        """True while the CPU seats still "think": `waited` ms have passed since
        they began, and they show as thinking for `delay` ms whatever they picked.
        (The one place CPU thinking time is decided.)"""
        return waited < delay

    def locked(self, seat, led=True):
        """Feedback for a seat that just locked: its held buttons act no further,
        a tone, and its LED lit in its colour (never the pick's: every lock looks
        and sounds the same)."""
        self.app.pads.guard(seat)
        console = self.app.console
        if console.sound:
            console.sound.tone(seat, 990, 40)
        if led and console.leds:
            console.leds.show(seat, theme.SEAT_COLORS[seat])

    def leds_dark(self):
        """Both seat LEDs off: a blind pick begins (lit only once locked)."""
        leds = self.app.console.leds
        if leds:
            for seat in (0, 1):
                leds.show(seat, 0)

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
