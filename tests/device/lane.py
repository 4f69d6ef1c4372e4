"""The device lane: Salvo's real program (hw.open_console() picks
hw/pybadge.py from board.board_id; the App and Menu as code.py's device_main
builds them) on the stand-ins of this folder, driven by a tour script
(tour.py), under MicroPython or CircuitPython.

    circuitpython-unix -X heapsize=128k lane_main.py TOUR [measure] [pixels] [frames=US] [native]
    circuitpython-unix -X heapsize=128k lane_main.py --call code_start.device_main

(with this folder, the drive's root and its lib/ on MICROPYPATH).
The first plays the tour in one loop. Where the program reloads (on a
PyBadge a match starts in a fresh heap: engine/handoff.py) the stand-in
``supervisor.reload()`` raises, the lane saves the clock, nvm and the tour's
state to TOUR.resume and ends with a ``reload at ...`` line, and the runner
(tools/device_lane.py) starts the interpreter again with ``resume`` added,
as a board starts code.py again. The second puts the stand-ins in place
and calls a function: code_start.device_main runs code.py's own device_main() for
two frames and prints its first frame's hash (it must equal the tour's first
checkpoint, so the tour starts where the device starts); selftest.main
checks the display stand-ins on small scenes.
Under the MicroPython WebAssembly build, tests/mpy/lane.mjs calls start()
once and then frame() once per call: that port collects garbage only when a
call from JavaScript begins, so one call per frame is what lets it collect
between frames at all (within a frame it frees nothing: its heap figures are
upper bounds of a board's).

``frames=US`` times every frame and ``native`` (circuitpython-unix-displayio)
keeps CircuitPython's own displayio, terminalio and fontio instead of the
stand-ins and draws every refresh with them: frame_timer.py, for
tools/bench_frames.py (a module of its own: the 128 KB tour has no room for
its code).

Printed besides the tour's lines: ``standins B`` (heap the stand-ins keep
once imported: modules, the font bitmap, board.DISPLAY's row; on a board
those are firmware and cost no heap) and ``driver B`` (the tour driver's own
code: tour.py and this module), both measured after a collect, so they can
be taken off the figures.
"""

import gc
import sys

FRAME_MS = 33
# PyBadge key number of each (seat, button), button in UP, DOWN, LEFT, RIGHT
# order: its shift register reads B, A, START, SELECT, RIGHT, DOWN, UP, LEFT
# as keys 0..7; P1 plays the d-pad, P2 SELECT, START, B, A as up, down, left,
# right (docs/HARDWARE.md). Written out here, not read from hw/pybadge.py, so
# a wrong table there shows up as frames that differ from the simulator's.
_KEYS = bytes((6, 5, 7, 4, 3, 2, 0, 1))
class DeviceRig:
    """The tour's hands and eyes on the stand-ins (see tour.py)."""

    def __init__(self):
        import board
        import keypad
        import supervisor

        self.display = board.DISPLAY
        self.scanner = keypad.scanners[-1]  # the one hw/pybadge.py opened
        self.ticks = supervisor.ticks_ms
        self.sent = (0, 0)

    def push(self, seat, button, pressed):
        if button > 3:
            raise ValueError("a PyBadge pad has only up, down, left and right")
        self.scanner.press(_KEYS[seat * 4 + button], pressed, self.ticks())

    def arm(self):
        self.display.arm()

    def captured(self):
        return self.display.captured

    def heap(self):
        return gc.mem_alloc()

    def render_heap(self):
        drawn = self.display.render_heap
        self.display.render_heap = 0
        return drawn

    def outputs(self):
        """(LED colours, tones) sent: NeoPixel writes after the one that
        clears them at start, and speaker plays, with those sent before the
        last reload (``sent``: each start clears the LEDs again)."""
        import audioio
        import neopixel_write

        return (neopixel_write.writes - 1 + self.sent[0], audioio.plays + self.sent[1])


def _hook(console, before, resumed=False):
    """Make the console's service() move the virtual clock and call
    `before()` once a frame, then do its own work. `resumed`: the first
    frame goes on with the frame a reload cut short (the clock has moved
    and the tour has played for it already)."""
    import supervisor

    service = console.service
    skip = [resumed]

    def hooked():
        if skip[0]:
            skip[0] = False
            return service()
        supervisor.advance(FRAME_MS)
        if before() is False:
            return False
        return service()

    console.service = hooked


class Lane:
    """One tour on the device: start it, then frame() until it returns False."""

    def __init__(self, path, measure=False, figures=None, start=None, resume=False, pixels=False, kiosk=False,
                 defer=False):
        """`figures`: (standins, driver) bytes measured by the caller
        (lane_start.main; the WebAssembly runner measures across calls, the
        only way that port collects); None: measured here, the driver being
        tour.py and, given `start` (the heap before lane.py was imported),
        lane.py too. `kiosk`: as a board in kiosk mode (kiosk_lane.py). The
        work is lane_start.py's, dropped once done. `defer`: the first scene
        is entered by the first frame(), not here (lane_start.main makes the
        lane, so its code is still in the heap until main returns; a board
        has no such code beside its first scene)."""
        import lane_start

        try:
            if figures is None:
                figures = lane_start.figures(start)
            handed = lane_start.begin(self, path, measure, figures, resume, pixels, kiosk)
        finally:
            del sys.modules["lane_start"]
        del lane_start
        self.first = handed or self.app.home()  # the scene to enter, until entered
        if not defer:
            self._enter_first()

    def _enter_first(self):
        first = self.first
        self.first = None
        self.app.switch(first)

    def frame(self):
        """One frame; False once the tour has ended (it printed its figures)."""
        tour = self.tour
        if not tour.running:
            return False
        try:
            if self.first is not None:
                self._enter_first()
            self.app.step()
        except MemoryError:
            print("MemoryError at tour line {} (after checkpoint {}, frame {})".format(tour.line, tour.checks, tour.frames))
            raise
        except BaseException as error:
            import supervisor

            if not isinstance(error, supervisor.ReloadException):
                raise
            self.reloaded = True
        if self.reloaded:  # out of the except block: the traceback and the scenes it held are gone
            self._reload()
            return False
        tour.after_step()
        total = gc.mem_alloc() + gc.mem_free()
        if total > self.heap_max:
            self.heap_max = total
        if not tour.running:
            tour.finish()
            print("heap_total {} {}".format(self.heap_start, self.heap_max))
            _report(self)
            display = tour.rig.display
            print("render {} {}".format(display.renders, display.render_ms))
        return tour.running


    def _reload(self):
        """The program reloaded: let go of its scene and display tree (a
        board ends the whole interpreter, so the lane's saving must not need
        room the program still holds), then save what the next interpreter
        needs to go on (lane_report.py)."""
        app = self.app
        app.scene = None
        while len(app.root):
            app.root.pop()
        gc.collect()
        _report(self, True)


def _report(lane, reloading=False):
    """lane_report.py's lines as an interpreter's part ends (a module loaded
    then only, so it is not in the heap the tour measures); `reloading`:
    the state the next part goes on from saved too."""
    import lane_report

    if reloading:
        lane_report.reloaded(lane)
    else:
        lane_report.report(lane)
    del sys.modules["lane_report"]
