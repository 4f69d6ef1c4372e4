"""The shared input layer: pad events in, logical presses out.

Every board hands its keypad events to `Pads` as (seat, button, pressed, time);
edge handling, auto-repeat, chords and the lock-in guard live here once, so no board
copies them.

Buttons: every pad has at least UP, DOWN, LEFT, RIGHT, and every screen works with
those four alone (RIGHT is "OK" and LEFT is "back" in menus). A and B are extras on
pads that have them: A works as OK, B as back.

The pause chord is LEFT+RIGHT (or A+B) held together. In a match (``chords``
on) those four buttons act when let go, never when the other button of their
pair went down meanwhile: holding the chord pauses and plays no move. UP and
DOWN always act at once.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


from array import array  # noqa: E402

from engine.ticks import ticks_add, ticks_diff  # noqa: E402

UP = const(0)
DOWN = const(1)
LEFT = const(2)
RIGHT = const(3)
A = const(4)
B = const(5)
BUTTONS = const(6)
BUTTON_NAMES = ("up", "down", "left", "right", "a", "b")
SEATS = const(2)

# A held direction repeats after _REPEAT_DELAY ms, then every _REPEAT_EVERY ms.
_REPEAT_DELAY = const(400)
_REPEAT_EVERY = const(120)
# LEFT and RIGHT (or A and B, for a joystick that cannot lean both ways) held
# together this long on one pad is the pause chord.
_CHORD_MS = const(800)

PAUSE = const(6)  # pseudo-button reported when the pause chord completes


class PadEvent:
    """One button transition. Reused: boards fill it with `set`, never re-create."""

    def __init__(self):
        self.seat = 0  # 0 = P1's pad, 1 = P2's pad
        self.button = 0  # UP .. B
        self.pressed = False  # True on press, False on release
        self.time = 0  # ticks_ms when it happened

    def set(self, seat, button, pressed, time):
        """Fill in place (no allocation)."""
        self.seat = seat
        self.button = button
        self.pressed = pressed
        self.time = time


class Pads:
    """Turns raw transitions into presses: one press per push, repeats for held
    directions, a PAUSE chord, and a guard so a press that locked something is not
    read again by the next prompt."""

    def __init__(self):
        # held[seat * BUTTONS + button]: 1 while down. bytearray: made once.
        self.held = bytearray(SEATS * BUTTONS)
        # next repeat time per seat and direction, valid while held
        # Tick values as 32-bit slots: a board stores its small ints in a list
        # without allocating, and CPython stores them unboxed here likewise.
        self.repeat_at = array("l", [0] * (SEATS * BUTTONS))
        self.chord_at = array("l", [0, 0])  # when a pause chord was completed, per seat
        self.chord_armed = bytearray(SEATS)
        self.swallow = bytearray(SEATS * BUTTONS)  # 1: ignore until released
        self.late = bytearray(SEATS * BUTTONS)  # 1: pressed, acts when released (chords on)
        # Output of `press`: valid when it returns True.
        self.seat = 0
        self.button = 0
        self._queue = bytearray(32)  # pending presses, 2 bytes each (ring)
        self._head = 0
        self._count = 0
        # Scenes with lists turn this on; in a match a held button must never
        # act twice (a repeated pick would lock it).
        self.repeat = False
        # Match scenes turn this on: LEFT, RIGHT, A and B act on release, and
        # not at all once part of a pause chord (App.switch turns it off).
        self.chords = False

    def feed(self, event):
        """Take one raw transition from a board."""
        index = event.seat * BUTTONS + event.button
        if event.pressed:
            if self.held[index]:
                return  # bounce or repeated key-down: one push, one press
            self.held[index] = 1
            self.repeat_at[index] = ticks_add(event.time, _REPEAT_DELAY)
            if self._both_sides(event.seat):
                self.chord_at[event.seat] = event.time
                self.chord_armed[event.seat] = 1
                if self.chords:
                    self._cancel_late(event.seat)  # a chord begins: neither button acts
                    return
            if self.swallow[index]:
                return
            if self.chords and event.button >= LEFT:
                self.late[index] = 1  # LEFT, RIGHT, A or B: acts when let go
            else:
                self._push(event.seat, event.button)
        else:
            self.held[index] = 0
            if self.late[index] and not self.swallow[index]:
                self._push(event.seat, event.button)
            self.late[index] = 0
            self.swallow[index] = 0
            self.chord_armed[event.seat] = 0

    def _cancel_late(self, seat):
        """Drop the presses of a seat's chord buttons still waiting for release."""
        base = seat * BUTTONS
        for button in (LEFT, RIGHT, A, B):
            if self.held[base + button]:
                self.late[base + button] = 0

    def _both_sides(self, seat):
        held = self.held
        base = seat * BUTTONS
        return (held[base + LEFT] and held[base + RIGHT]) or (held[base + A] and held[base + B])

    def tick(self, now):
        """Generate repeats and chords due at `now` (call once per frame)."""
        for seat in range(SEATS):
            base = seat * BUTTONS
            if self.chord_armed[seat] and ticks_diff(now, self.chord_at[seat]) >= _CHORD_MS:
                self.chord_armed[seat] = 0
                self.guard(seat)  # the chord's buttons act no further
                self._push(seat, PAUSE)
            if not self.repeat:
                continue
            for button in (UP, DOWN):  # only vertical moves repeat (lists, pages)
                index = base + button
                if self.held[index] and not self.swallow[index]:
                    if ticks_diff(now, self.repeat_at[index]) >= 0:
                        self.repeat_at[index] = ticks_add(now, _REPEAT_EVERY)
                        self._push(seat, button)

    def guard(self, seat):
        """Ignore this seat's currently held buttons until they are released, so a
        press that just locked a choice cannot also act on the next prompt."""
        base = seat * BUTTONS
        for button in range(BUTTONS):
            if self.held[base + button]:
                self.swallow[base + button] = 1

    def clear(self):
        """Drop pending presses (scene change) and guard everything held."""
        self._count = 0
        for seat in range(SEATS):
            self.guard(seat)
        for index in range(SEATS * BUTTONS):
            self.late[index] = 0

    def _push(self, seat, button):
        if self._count >= len(self._queue) // 2:
            return  # mashing: a full queue drops presses rather than growing
        slot = (self._head + self._count) % (len(self._queue) // 2)
        self._queue[slot * 2] = seat
        self._queue[slot * 2 + 1] = button
        self._count += 1

    def press(self):
        """Take the next press into self.seat / self.button; False when none."""
        if not self._count:
            return False
        self.seat = self._queue[self._head * 2]
        self.button = self._queue[self._head * 2 + 1]
        self._head = (self._head + 1) % (len(self._queue) // 2)
        self._count -= 1
        return True
