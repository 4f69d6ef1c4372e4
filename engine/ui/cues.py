"""Tones and seat lights every game shares, in one place: a lock or move, a
reveal, "your turn" after a CPU, and the win, lose or draw jingle.

The app owns one ``Cues`` (``app.cues``) over its console's optional ``sound``
and ``leds`` (hw/__init__.py) and services it once a frame: a tune is a few
notes played one after the other, a flash lights a seat's LED for a moment and
then gives it back its steady colour. Match screens call it through
engine/ui/match_scene.py (``locked``, ``resolve``, ``leds_dark``), the result
screen plays the jingle; no game carries a tone of its own.

Hidden means hidden: every cue is the same whatever was picked. A lock sounds
and lights the same for every pick, a reveal the same for every outcome, "your
turn" only once a CPU's move is shown; the jingle only on the result screen.
The attract loop's demos set ``quiet`` (a kiosk left alone stays silent).

Per frame nothing is allocated: tunes are constant bytes, the state a few
integers.
"""

from engine.ticks import ticks_add, ticks_diff

# A tune: bytes of (hz // 10, ms // 10) pairs, played in order; hz 0 rests.
MOVE = bytes((99, 4))  # a lock or a move: 990 Hz, 40 ms (every lock alike)
REVEAL = bytes((66, 4, 0, 2, 88, 7))  # the picks are shown: up a fifth
YOUR_TURN = bytes((132, 3, 0, 4, 132, 3))  # a CPU moved: two short blips
WIN = bytes((52, 10, 66, 10, 78, 10, 105, 28))  # C E G C, rising
LOSE = bytes((39, 16, 33, 16, 26, 34))  # G E C, falling
DRAW = bytes((44, 14, 0, 6, 44, 14))  # the same note twice
# How a pad's LED flashes for a reveal or "your turn" (the boards dim it).
FLASH = 0xFFFFFF
FLASH_MS = 180
PADS = 2  # seats with an LED (a pad each); seats past the pads have none


def jingle(result, kinds):
    """The tune for a match's end: WIN, LOSE or DRAW as the one person at the
    table sees it (kinds: seat kinds, 0 a person); with two people, or none,
    WIN when anybody won alone or with others, DRAW when everybody won or
    somebody drew, LOSE when nobody won (engine.ui.theme.headline's words)."""
    winners = 0
    for value in result:
        winners += value > 0
    if winners == len(result) or (not winners and 0 in result):
        return DRAW
    if not winners:
        return LOSE
    person = -1
    people = 0
    for seat in range(len(kinds)):
        if kinds[seat] == 0:
            person = seat
            people += 1
    if people == 1:
        return WIN if result[person] > 0 else LOSE
    return WIN


class Cues:
    """Tunes on the console's speaker and steady or flashing seat LEDs; either
    may be missing (None), then its cues do nothing."""

    def __init__(self, console):
        self.sound = console.sound
        self.leds = console.leds
        self.quiet = False  # True: no tunes and no flashes (attract demos)
        self.tune = MOVE
        self.seat = 0  # whose tune (a board's one speaker ignores it)
        self.note = len(MOVE)  # byte index of the next note; len(tune): done
        self.due = 0  # ticks when the next note starts
        self.now = console.ticks_ms()  # the last frame's ticks
        self.steady = [0, 0]  # each pad LED's colour when not flashing
        self.flashing = [False, False]
        self.until = [0, 0]  # ticks a flash ends

    # -- the cues ---------------------------------------------------------------
    def move(self, seat):
        """A person locked or moved (and its LED, lit by the caller if at all)."""
        self.play(MOVE, seat)

    def reveal(self):
        """Simultaneous picks are shown: a tune and both pad LEDs flash."""
        if self.play(REVEAL, 0):
            for seat in range(PADS):
                self.flash(seat)

    def your_turn(self, seats):
        """A CPU's move is shown and these seats (people) move next."""
        if self.play(YOUR_TURN, seats[0] if seats else 0):
            for seat in seats:
                self.flash(seat)

    def result(self, result, kinds, colors):
        """The match is over: the jingle, and the pad LEDs lit in the colours
        (colors, per seat) of the seats that won, dark for the rest."""
        self.play(jingle(result, kinds), 0)
        everybody = True
        for value in result:
            everybody = everybody and value > 0
        for seat in range(min(PADS, len(result))):
            self.light(seat, colors[seat] if result[seat] > 0 and not everybody else 0)

    def tone(self, seat, hz, ms):
        """One tone of a game's own after its reveal (a Missile Match event):
        the tune playing stops."""
        if self.quiet or self.sound is None:
            return
        self.note = len(self.tune)
        self.sound.tone(seat, hz, ms)

    # -- the parts --------------------------------------------------------------
    def play(self, tune, seat):
        """Start a tune now (a new one cuts the last short); False when quiet
        (its lights stay dark too)."""
        if self.quiet:
            return False
        if self.sound is not None:
            self.tune = tune
            self.seat = seat
            self.note = 0
            self.due = self.now
            self._next()
        return True

    def light(self, seat, color):
        """A pad LED's steady colour (0: dark), shown at once unless it flashes."""
        if seat >= PADS or self.leds is None:
            return
        self.steady[seat] = color
        if not self.flashing[seat]:
            self.leds.show(seat, color)

    def flash(self, seat, color=FLASH, ms=FLASH_MS):
        """Light a pad LED for a moment, then give it its steady colour back."""
        if seat >= PADS or self.leds is None or self.quiet:
            return
        self.leds.show(seat, color)
        self.flashing[seat] = True
        self.until[seat] = ticks_add(self.now, ms)

    def service(self, now):
        """Once a frame (engine/ui/app.py): the next note, the end of a flash."""
        self.now = now
        if self.note < len(self.tune) and ticks_diff(now, self.due) >= 0:
            self._next()
        for seat in range(PADS):
            if self.flashing[seat] and ticks_diff(now, self.until[seat]) >= 0:
                self.flashing[seat] = False
                self.leds.show(seat, self.steady[seat])

    def _next(self):
        tune = self.tune
        at = self.note
        hz = tune[at] * 10
        ms = tune[at + 1] * 10
        self.note = at + 2
        self.due = ticks_add(self.due, ms)
        if hz:
            self.sound.tone(self.seat, hz, ms)
