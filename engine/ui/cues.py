"""Tones and seat lights every game shares, in one place: a lock or move, a
reveal, "your turn" after a CPU, and (engine/ui/result.py) the win, lose or
draw jingle.

The app owns one ``Cues`` (``app.cues``) over its console's optional ``sound``
and ``leds`` (hw/__init__.py) and services it once a frame: a tune is a few
notes played one after the other; a flash lights a pad's LED for a moment,
then gives it back its steady colour. Match screens cue through
engine/ui/match_scene.py (``locked``, ``play_now``, ``resolve``,
``leds_dark``); no game carries a tone of its own.

Hidden means hidden: every cue is the same whatever was picked. A lock sounds
and lights the same for every pick, a reveal the same for every outcome, "your
turn" only once a CPU's move is shown, the jingle on the result screen. The
attract loop's demos are quiet (``quiet``, set by the app from the scene).

Small on purpose (a six-seat table with two people is a board's tightest
heap): one class, constant tunes, no allocation in a frame.
"""

from engine.ticks import ticks_add, ticks_diff

# A tune: bytes of (hz // 10, ms // 10) pairs, played in order; hz 0 rests.
MOVE = b"c\x04"  # a lock or a move: 990 Hz, 40 ms (every lock alike)
REVEAL = b"B\x04\x00\x02X\x07"  # the picks are shown: 660 then 880 Hz
YOUR_TURN = b"\x84\x03\x00\x04\x84\x03"  # a CPU moved: two short 1320 Hz blips
BOTH = (0, 1)  # the pads, each with its LED
FLASH = 0xFFFFFF  # a flash's colour (the boards dim it)
FLASH_MS = 180


class Cues:
    """Tunes on the console's speaker, steady or flashing pad LEDs; either may
    be missing (None), then its part does nothing."""

    def __init__(self, console):
        self.sound = console.sound
        self.leds = console.leds
        self.quiet = False  # no tunes, no flashes (the attract loop)
        self.tune = b""
        self.seat = 0  # whose tune (a board's one speaker ignores it)
        self.note = 0  # byte index of the next note (len(tune): done)
        self.due = 0  # ticks the next note starts
        self.now = console.ticks_ms()  # the last frame's ticks
        self.steady = [0, 0]  # each pad LED's colour when not flashing
        self.until = [None, None]  # ticks a pad's flash ends (None: not flashing)

    def play(self, tune, seat=0, flash=()):
        """Start a tune now (a new one cuts the last short) and flash the LEDs
        of the pads in `flash`."""
        if self.quiet:
            return
        if self.sound is not None:
            self.tune = tune
            self.seat = seat
            self.note = 0
            self.due = self.now
            self._next()
        if self.leds is not None:
            for pad in flash:
                if pad < 2:
                    self.leds.show(pad, FLASH)
                    self.until[pad] = ticks_add(self.now, FLASH_MS)

    def light(self, seat, color):
        """A pad LED's steady colour (0: dark), shown now unless it flashes."""
        if seat < 2 and self.leds is not None:
            self.steady[seat] = color
            if self.until[seat] is None:
                self.leds.show(seat, color)

    def service(self, now):
        """Once a frame (engine/ui/app.py): the next note, a flash's end."""
        self.now = now
        if self.note < len(self.tune) and ticks_diff(now, self.due) >= 0:
            self._next()
        for pad in BOTH:
            until = self.until[pad]
            if until is not None and ticks_diff(now, until) >= 0:
                self.until[pad] = None
                self.leds.show(pad, self.steady[pad])

    def _next(self):
        at = self.note
        ms = self.tune[at + 1] * 10
        self.note = at + 2
        self.due = ticks_add(self.due, ms)
        if self.tune[at]:
            self.sound.tone(self.seat, self.tune[at] * 10, ms)
