"""Pad reading shared by every real board: keypad scanners (and the PyGamer's
analog stick) in, the hardware contract's raw transitions out.

A board names its pins and gives one key table per scanner, and nothing more.
A key table is ``bytes``: entry k says what key number k is, as
``code(seat, button)``, or ``UNUSED``. Edges, repeat, chords and the lock-in
guard are NOT done here: engine/ui/pad.py does them once for every board.

What this relies on (CircuitPython ``keypad`` API, as documented in
circuitpython-stubs 10.3.1, keypad/__init__.pyi):
- ``EventQueue.get_into(event)`` fills a reused ``keypad.Event`` and "does not
  allocate storage", so reading pads allocates nothing per frame;
- ``Event.timestamp`` is in the ``supervisor.ticks_ms`` time system (wraps at
  2**29), the clock the contract's ``ticks_ms`` uses;
- a full queue drops events and sets ``overflowed``; ``reset()`` makes the
  scanner assume every key is up, so held keys are reported pressed again.
"""

from engine.ui.pad import DOWN, LEFT, RIGHT, UP

UNUSED = 0xFF  # key table entry: this key is not a pad button
_SEAT_SHIFT = 3  # code = seat << 3 | button; button is 0..5 (UP .. B)

# PyGamer stick, 16-bit AnalogIn values (centre about 32768). A direction goes
# down past _PRESS_* and comes back up only inside _RELEASE_*: the gap stops a
# stick resting near a threshold from chattering. The press thresholds are the
# ones Adafruit's PyBadger library uses for the same stick (15000 / 50000).
_PRESS_LOW = 15000
_PRESS_HIGH = 50000
_RELEASE_LOW = 20000
_RELEASE_HIGH = 45000


def code(seat, button):
    """The key table entry for a seat's logical button."""
    return seat << _SEAT_SHIFT | button


class KeySource:
    """One keypad scanner (Keys, ShiftRegisterKeys, ...) and its key table."""

    def __init__(self, scanner, table, event):
        self.scanner = scanner
        self.table = table  # bytes: key number -> code(seat, button) or UNUSED
        self.key = event  # a keypad.Event, reused for every read
        # After an overflow, release every button of the table once (a lost
        # release would leave a button held for ever); index of the next one.
        self.flush = len(table)

    def read(self, event):
        """Fill the contract's `event` with this scanner's next transition."""
        table = self.table
        key = self.key
        while True:
            if self.flush < len(table):
                entry = table[self.flush]
                self.flush += 1
                if entry != UNUSED:
                    event.set(entry >> _SEAT_SHIFT, entry & 7, False, key.timestamp)
                    return True
                continue
            queue = self.scanner.events
            if queue.overflowed:
                queue.clear()
                self.scanner.reset()  # keys still down come back as presses
                self.flush = 0
                continue
            if not queue.get_into(key):
                return False
            number = key.key_number
            entry = table[number] if number < len(table) else UNUSED
            if entry != UNUSED:
                event.set(entry >> _SEAT_SHIFT, entry & 7, key.pressed, key.timestamp)
                return True


class StickSource:
    """An analog stick read as one seat's UP/DOWN/LEFT/RIGHT buttons: sampled
    once per frame, each direction reported when it goes down or comes up."""

    def __init__(self, x, y, seat, ticks):
        self.x = x  # analogio.AnalogIn: left low, right high
        self.y = y  # analogio.AnalogIn: up low, down high
        self.seat = seat
        self.ticks = ticks  # supervisor.ticks_ms
        self.held = 0  # bit (1 << button) per direction reported down
        self.target = 0  # directions the stick points to now
        self.sampled = False  # True between this frame's sample and its last event

    def _axis(self, value, low, high):
        """Bits for one axis: `low` / `high` are the two buttons' bits."""
        held = self.held
        bits = 0
        if value < (_RELEASE_LOW if held & low else _PRESS_LOW):
            bits = low
        elif value > (_RELEASE_HIGH if held & high else _PRESS_HIGH):
            bits = high
        return bits

    def read(self, event):
        """Fill `event` with the next direction change; False when none."""
        if not self.sampled:
            self.sampled = True
            x_bits = self._axis(self.x.value, 1 << LEFT, 1 << RIGHT)
            self.target = x_bits | self._axis(self.y.value, 1 << UP, 1 << DOWN)
        change = self.target ^ self.held
        if not change:
            self.sampled = False  # sample again next frame
            return False
        button = 0
        while not change & (1 << button):
            button += 1
        self.held ^= 1 << button
        event.set(self.seat, button, bool(self.held & (1 << button)), self.ticks())
        return True


class PadReader:
    """The contract's ``events(event)`` over several sources, drained in turn."""

    def __init__(self, sources):
        self.sources = sources  # tuple of KeySource / StickSource
        self.at = 0  # source being drained

    def events(self, event):
        """Fill `event` with the next transition of any source; False when all
        are empty (then the next call starts over with the first source)."""
        sources = self.sources
        while self.at < len(sources):
            if sources[self.at].read(event):
                return True
            self.at += 1
        self.at = 0
        return False


def key_held(scanner, key_number, wait_s=0.06):
    """True when `key_number` is held right now (used once, by boot.py). A new
    scanner reports keys already down as presses on its first scans. The scanner
    is released afterwards, so code.py can claim the same pins."""
    import time

    import keypad

    try:
        scanner.reset()
        time.sleep(wait_s)  # a few 20 ms scan intervals
        key = keypad.Event()
        held = False
        while scanner.events.get_into(key):
            if key.key_number == key_number:
                held = key.pressed
        return held
    finally:
        scanner.deinit()


def badge_buttons(clock, data, latch, key_count):
    """The built-in 74HC165 button register of an Adafruit badge-style board
    (PyBadge, PyGamer), from its pins; keys read high when pressed."""
    import keypad

    return keypad.ShiftRegisterKeys(
        clock=clock, data=data, latch=latch, key_count=key_count, value_when_pressed=True
    )
