"""The device lane's display: board.DISPLAY of the stand-in ``board``.

A board's display keeps its frame in the display chip, not in the heap; so
does this one in spirit: ``refresh()`` only counts, and the Group tree is
composed into pixels (compose.py) when a frame is asked for, one row at a
time into a single row buffer (320 bytes at 160 wide) handed to a sink (a
hash, a dump, a pixel probe). A whole frame in the heap would be 40 KB, a
third of a PyBadge's free RAM, and would make the lane's heap figures
meaningless; so would the composing code, which is imported for a frame and
dropped again.

``arm()`` makes the next ``refresh()`` compose the frame it shows and keep
its hash in ``captured``: a checkpoint sees exactly what the refresh drew.

On circuitpython-unix-displayio (CircuitPython's own display code compiled
in: ``displayio_lane``) nothing is composed here: every ``refresh()`` is
``displayio_lane.render``, which refreshes as a board's display does (the
root group pushed whole when it is new, after that only the dirty areas)
into a frame buffer kept off the GC heap, as a display chip keeps it; a
checkpoint hashes that buffer, and ``pushed`` counts the pixels sent.
"""

import gc
import sys
import time

try:
    import displayio_lane as _lane  # CircuitPython's own refresh (circuitpython-unix-displayio)
except ImportError:
    _lane = None

REAL = _lane is not None  # frames from CircuitPython's display code, not compose.py


class Display:
    """A built-in display of `width` x `height` pixels (RGB565)."""

    def __init__(self, width=160, height=128):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = True
        self.brightness = 1.0
        self.rotation = 0
        self.refreshes = 0  # refresh() calls
        self.captured = None  # hex hash of the last armed refresh's frame
        self.render_heap = 0  # gc.mem_alloc() just before that frame was composed
        self.renders = 0  # frames composed
        self.render_ms = 0  # real (not virtual) milliseconds spent composing them
        self.pushed = 0  # pixels the refreshes sent (REAL only: displayio's dirty areas)
        self._armed = False
        self._row = None if REAL else bytearray(2 * width)  # one row, big-endian RGB565
        # frame_timer.DisplayHook where the lane times frames (lane.py:
        # frames=, native; tools/bench_frames.py), else None.
        self.hook = None

    def refresh(self, target_frames_per_second=None, minimum_frames_per_second=0):
        """Show the tree; composed only when armed (see the module notes)."""
        self.refreshes += 1
        hook = self.hook
        if REAL:
            # As a board's refresh: no heap (the pixel count is a small int).
            timer = None if hook is None else hook.timer
            begun = 0 if timer is None else timer.clock()
            self.pushed += _lane.render(self.root_group, self.width, self.height, areas=False)
            if timer is not None:
                timer.drawn += timer.since(begun)
        elif hook is not None:
            hook.refreshed(self)
        if self._armed:
            self._armed = False
            alloc = getattr(gc, "mem_alloc", None)
            self.render_heap = alloc() if alloc else 0
            start = time.ticks_ms()
            self.captured = self.frame_hash() if hook is None else hook.hashed(self)
            self.render_ms += time.ticks_diff(time.ticks_ms(), start)
            self.renders += 1
        return True

    def arm(self):
        """Compose the frame the next refresh() shows (a checkpoint)."""
        self._armed = True

    def frame_hash(self):
        """The first 16 hex digits of sha256 over the frame's rows (big-endian
        RGB565): what checkpoints compare with the simulator's frames."""
        import hashlib

        digest = hashlib.sha256()
        if REAL:
            self._rows(digest.update)  # the frame the refresh just drew
        else:
            self.capture(digest.update)
        return "".join(["%02x" % byte for byte in digest.digest()[:8]])

    def capture(self, sink):
        """Compose the tree now; call sink(row) for each row, top to bottom
        (the same bytearray every time: copy it to keep it)."""
        if REAL:
            self.pushed += _lane.render(self.root_group, self.width, self.height, areas=False)
            self._rows(sink)
            return
        import compose

        try:
            compose.compose(self.root_group, self._row, self.width, self.height, sink)
        finally:
            del sys.modules["compose"]

    def _rows(self, sink):
        """sink(row) for each row of displayio_lane's frame buffer (REAL)."""
        stride = 2 * self.width
        rows = memoryview(_lane.framebuffer())
        for y in range(self.height):
            sink(rows[y * stride:(y + 1) * stride])

    def pixel(self, x, y):
        """The RGB565 colour at (x, y) now (tests)."""
        found = []
        self.capture(lambda row: found.append(row[2 * x] << 8 | row[2 * x + 1]))
        return found[y]
