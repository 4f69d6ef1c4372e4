"""Pad reading shared by every real board: keypad scanners in, the hardware
contract's raw transitions out (the PyGamer's analog stick is read in
hw/pygamer.py, the one board that has it).

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

UNUSED = 0xFF  # key table entry: this key is not a pad button
_SEAT_SHIFT = 3  # code = seat << 3 | button; button is 0..5 (UP .. B)

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


class PadReader:
    """The contract's ``events(event)`` over several sources, drained in turn."""

    def __init__(self, sources):
        self.sources = sources  # tuple of KeySource (or pygamer.StickSource)
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
