"""Stand-in for CircuitPython's ``keypad`` (device lane, tests/device).

Scanners do not scan: the lane's driver calls ``press(key, pressed,
timestamp)`` on them and they queue the change, as a scan that saw it would.
The queue is a ring made once, so reading and feeding it allocate nothing,
as ``EventQueue.get_into`` allocates nothing on a board. ``scanners`` lists
every scanner made, newest last, so the driver can find the board's. Only
the PyBadge's ShiftRegisterKeys is here (Keys, KeyMatrix: other boards).
A scanner is its own ``events`` queue (a board's is an EventQueue object:
get_into, clear, len and overflowed are what the program uses of it), one
class less in the heap the lane measures.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


_SIZE = const(64)  # max_events: a board's default
scanners = []


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = 0 if timestamp is None else timestamp


class ShiftRegisterKeys:
    def __init__(self, clock=None, data=None, latch=None, key_count=8, **kwargs):
        # (and value_to_latch, value_when_pressed, interval, max_events,
        # debounce_threshold: none the program sets changes what is queued)
        self.key_count = key_count
        self.events = self  # (see the module notes)
        self._keys = bytearray(_SIZE)  # the ring: key number << 1 | pressed
        self._times = [0] * _SIZE
        self._head = 0
        self._count = 0
        self.overflowed = False  # one more than _SIZE pending events was dropped
        self._down = bytearray(key_count)  # 1 while a key is held
        self.resets = 0
        scanners.append(self)

    def _put(self, key_number, pressed, timestamp):
        if self._count == _SIZE:
            self.overflowed = True
            return
        at = (self._head + self._count) % _SIZE
        self._keys[at] = key_number << 1 | (1 if pressed else 0)
        self._times[at] = timestamp
        self._count += 1

    def get_into(self, event):
        """Fill `event` with the oldest event; False when there is none."""
        if not self._count:
            return False
        code = self._keys[self._head]
        event.key_number = code >> 1
        event.pressed = bool(code & 1)
        event.timestamp = self._times[self._head]
        self._head = (self._head + 1) % _SIZE
        self._count -= 1
        return True

    def clear(self):
        self._count = 0
        self.overflowed = False

    def __len__(self):
        return self._count

    def press(self, key_number, pressed, timestamp):
        """The driver's hand on a key: queue the change if it is one."""
        state = 1 if pressed else 0
        if self._down[key_number] != state:
            self._down[key_number] = state
            self._put(key_number, pressed, timestamp)

    def reset(self):
        """Forget the key states: held keys are reported pressed again."""
        import supervisor

        self.resets += 1
        for key in range(self.key_count):
            if self._down[key]:
                self._put(key, True, supervisor.ticks_ms())

    def deinit(self):
        if self in scanners:
            scanners.remove(self)
