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
"""

import gc
import sys
import time


# True where the lane runs on CircuitPython's own display code (lane.install
# with native=True, circuitpython-unix-displayio): every refresh is drawn by
# its displayio_lane.render, as a board's display refresh draws.
NATIVE = False


def displayio_lane_frame():
    """The frame buffer displayio_lane.render drew into (big-endian RGB565)."""
    import displayio_lane

    return displayio_lane.framebuffer()


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
        self.render_us = 0  # microseconds of the last composing (the frame timer takes it off)
        self.timer = None  # the lane's FrameTimer, whose clock times the composing, or None
        self._armed = False
        self._row = bytearray(2 * width)  # one row, big-endian RGB565

    def refresh(self, target_frames_per_second=None, minimum_frames_per_second=0):
        """Show the tree; composed only when armed (see the module notes), or
        by CircuitPython's own display code at every refresh (NATIVE)."""
        self.refreshes += 1
        if NATIVE:
            import displayio_lane

            timer = self.timer
            begun = timer.clock() if timer is not None else 0
            displayio_lane.render(self.root_group, self.width, self.height)
            if timer is not None:
                timer.drawn += timer.since(begun)
        if self._armed:
            self._armed = False
            alloc = getattr(gc, "mem_alloc", None)
            self.render_heap = alloc() if alloc else 0
            start = time.ticks_ms()
            timer = self.timer
            begun = timer.clock() if timer is not None else 0
            self.captured = self.frame_hash()
            if timer is not None:
                self.render_us = timer.since(begun)
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
        self.capture(digest.update)
        return "".join(["%02x" % byte for byte in digest.digest()[:8]])

    def capture(self, sink):
        """Compose the tree now; call sink(row) for each row, top to bottom
        (the same bytearray every time: copy it to keep it)."""
        if NATIVE:  # the frame the last refresh drew
            frame = memoryview(displayio_lane_frame())
            stride = 2 * self.width
            for y in range(self.height):
                sink(frame[y * stride : (y + 1) * stride])
            return
        import compose

        try:
            compose.compose(self.root_group, self._row, self.width, self.height, sink)
        finally:
            del sys.modules["compose"]

    def pixel(self, x, y):
        """The RGB565 colour at (x, y) now (tests)."""
        found = []
        self.capture(lambda row: found.append(row[2 * x] << 8 | row[2 * x + 1]))
        return found[y]
