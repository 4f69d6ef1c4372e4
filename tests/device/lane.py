"""The device lane: Salvo's real program (hw.open_console() picks
hw/pybadge.py from board.board_id; the App and Menu as code.py's device_main
builds them) on the stand-ins of this folder, driven by a tour script
(tour.py), under MicroPython or CircuitPython.

    circuitpython-unix -X heapsize=128k lane_main.py TOUR [measure] [frames=US] [native]
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

``frames=US`` times every frame (FrameTimer, for tools/bench_frames.py);
``native`` (circuitpython-unix-displayio) keeps CircuitPython's own displayio,
terminalio and fontio instead of the stand-ins and draws every refresh with
its displayio_lane, as a board's display does.

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
_STANDINS = (
    "microcontroller",
    "supervisor",
    "storage",
    "digitalio",
    "neopixel_write",
    "audiocore",
    "audioio",
    "keypad",
    "board",
    "fontio",
    "terminalio",
    "bitmaptools",
)
# code.py's device_main() config; --device-main checks the tour starts the same.
CONFIG = {"game": "starship", "seats": [0, 1]}


def _heap():
    gc.collect()
    return gc.mem_alloc()


def install(native=False):
    """Put the stand-ins in place; returns the heap they keep. `native`:
    CircuitPython's own displayio, terminalio and fontio stay (the
    circuitpython-unix-displayio build), and the display refreshes with it."""
    before = _heap()
    if native:
        import lcd

        lcd.NATIVE = True
    else:
        import displayio_standin

        sys.modules["displayio"] = displayio_standin
    for name in _STANDINS:
        if not (native and name in ("fontio", "terminalio")):
            __import__(name)
    return _heap() - before


NATIVE = False  # lane_main's "native": install(native=True)


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


def _hook(console, before, resumed=False, timer=None):
    """Make the console's service() move the virtual clock and call
    `before()` once a frame, then do its own work. `resumed`: the first
    frame goes on with the frame a reload cut short (the clock has moved
    and the tour has played for it already). `timer` (a FrameTimer): the
    driver's time is kept out of the frame's."""
    import supervisor

    service = console.service
    skip = [resumed]

    def hooked():
        if skip[0]:
            skip[0] = False
            return service()
        supervisor.advance(FRAME_MS)
        if timer is not None:
            timer.pause()
        going = before()
        if timer is not None:
            timer.resume()
        if going is False:
            return False
        return service()

    console.service = hooked


_RUN_MASK = (1 << 26) - 1  # the run clock counts us modulo 2**26 (67 s): small ints only


class FrameTimer:
    """Microseconds of each frame of the program (``frames=US`` on the
    lane's command line; tools/bench_frames.py reads its lines): the App's
    step, drawing and collections included, the tour driver's work and the
    checkpoints' composing left out. Prints ``ft FRAME US SWITCHED SCENE
    GAME THINK DRAW COLLECTED`` (THINK: us of it in the CPUs' thinking,
    DRAW: in the display's refresh where the lane draws with CircuitPython's
    own displayio, COLLECTED: 1 when the heap was collected in it)
    for a frame of at least `least` us or one that changed scenes,
    and ``start_us FRAME US SCENE GAME`` for a start after a reload, from
    importing the program to its first frame drawn. Keeps plain integers: a
    frame of the timer allocates nothing but the lines it prints.

    The clock is wall time less the time the process waited for a CPU
    (Linux's /proc/self/schedstat: on-CPU ns, run-queue wait ns, slices), so
    a busy shared machine adds little; where there is no such file (not
    Linux) it is wall time."""

    def __init__(self, least):
        import time

        self.ticks = time.ticks_us
        self.least = least
        self.begun = 0  # run clock when the frame (or the start) began
        self.paused = 0  # run clock when the driver began
        self.left_out = 0  # us of this frame that were the driver's or a checkpoint's
        self.thought = 0  # us of this frame the CPUs thought (watch_thinking)
        self.timed = None  # the wrapper of Match.think_bots in place, or None
        self.drawn = 0  # us of this frame the display's refresh took (lcd.NATIVE only)
        self.allocated = 0  # gc.mem_alloc() when the frame began (less at its end: it collected)
        self.buffer = bytearray(96)
        try:
            self.stat = open("/proc/self/schedstat", "rb")
        except OSError:
            self.stat = None

    def clock(self):
        """Run clock: ticks_us less the run-queue wait so far, mod 2**26."""
        waited = 0
        stat = self.stat
        if stat is not None:
            stat.seek(0)
            size = stat.readinto(self.buffer)
            buffer = self.buffer
            start = 0
            while start < size and buffer[start] != 32:
                start += 1
            start += 1
            end = start
            while end < size and 48 <= buffer[end] <= 57:
                end += 1
            for at in range(start, end - 3):  # ns to us: the last three digits dropped
                waited = (waited * 10 + buffer[at] - 48) & _RUN_MASK
        return (self.ticks() - waited) & _RUN_MASK

    def begin(self):
        self.left_out = 0
        self.allocated = gc.mem_alloc()
        self.begun = self.clock()

    def pause(self):
        self.paused = self.clock()

    def since(self, then):
        """Run-clock us from `then` to now."""
        return (self.clock() - then) & _RUN_MASK

    def resume(self):
        self.left_out += self.since(self.paused)

    def spent(self, display):
        """us since begin(), less what was left out (the checkpoint's composing
        too); -1 where the clock glitched (a reading came out negative)."""
        spent = self.since(self.begun) - self.left_out - display.render_us
        display.render_us = 0
        return spent if spent >= 0 else -1

    def report(self, tour, spent, switched):
        if switched or spent >= self.least or spent < 0:
            print("ft {} {} {} {} {} {} {} {}".format(tour.frames, spent, 1 if switched else 0, tour.scene(), tour.game(),
                                                  self.thought, self.drawn, 1 if gc.mem_alloc() < self.allocated else 0))
        self.drawn = 0

    def watch_thinking(self):
        """Time the CPUs' thinking apart (``thought``: us of this frame in
        Match.think_bots): wraps the method of engine/match.py whenever that
        module is (again) imported."""
        self.thought = 0
        module = sys.modules.get("engine.match")
        if module is None or module.Match.think_bots is self.timed:
            return
        think_bots = module.Match.think_bots
        timer = self

        def timed(match, budget, clock=None):
            begun = timer.clock()
            done = think_bots(match, budget, clock)
            timer.thought += timer.since(begun)
            return done

        self.timed = timed
        module.Match.think_bots = timed


class Lane:
    """One tour on the device: start it, then frame() until it returns False."""

    def __init__(self, path, measure=False, figures=None, start=None, resume=False, timer=None):
        """`timer`: a FrameTimer, to time every frame. `figures`: (standins, driver) bytes measured by the caller (the
        WebAssembly runner measures across calls, the only way that port
        collects); None: measured here, the driver being tour.py and, given
        `start` (the heap before lane.py was imported), lane.py too."""
        if figures is None:
            own = 0 if start is None else _heap() - start
            standins = install(NATIVE)
            before = _heap()
            import tour

            figures = (standins, _heap() - before + own)
        import tour

        self.timer = timer
        if timer is not None:
            timer.begin()  # a start: from importing the program to its first frame drawn
        import hw
        from engine.ui.app import App
        from engine.ui.modules import home

        self._lane_work(True)  # the lane's own work below is not the program's
        self.path = path
        saved = _resume(path) if resume else None
        self._lane_work(False)
        console = hw.open_console()
        # The virtual clock stands still within a frame: the lane counts CPU
        # work as the simulator does (engine/think.py), so its frames match.
        console.think_clock = None
        self.app = App(console, {"game": CONFIG["game"], "seats": list(CONFIG["seats"])}, home)
        self._lane_work(True)
        self.tour = tour.Tour(path, DeviceRig(), self.app, measure=measure)
        self.reloaded = False  # True once a reload ended this interpreter's part
        if saved is not None:
            self.tour.rig.sent = saved[0]
            self.tour.restore(saved[1])
        _hook(console, self.tour.drive, resumed=saved is not None, timer=timer)
        print("standins {}".format(figures[0]))
        print("driver {}".format(figures[1]))
        # The heap's size now and the largest seen: the WebAssembly port grows
        # its heap when a frame needs more than is free, a board cannot.
        self.heap_start = self.heap_max = gc.mem_alloc() + gc.mem_free()
        self._lane_work(False)
        self.app.switch(hw.handed_scene(self.app) or self.app.home())
        self.started = saved is not None and timer is not None  # the next frame ends the start's time
        if timer is not None:
            console.display.timer = timer  # its checkpoints' composing is timed by the same clock

    def _lane_work(self, begins):
        """The timer leaves out what follows (`begins`) until called again."""
        if self.timer is not None:
            if begins:
                self.timer.pause()
            else:
                self.timer.resume()

    def frame(self):
        """One frame; False once the tour has ended (it printed its figures)."""
        tour = self.tour
        if not tour.running:
            return False
        timer = self.timer
        if timer is not None:
            changes = self.app.scene_changes
            timer.watch_thinking()
            if not self.started:
                timer.begin()
        try:
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
        if timer is not None:
            spent = timer.spent(tour.rig.display)
            if self.started:
                self.started = False
                print("start_us {} {} {} {}".format(tour.frames, spent, tour.scene(), tour.game()))
            else:
                timer.report(tour, spent, self.app.scene_changes != changes)
        tour.after_step()
        total = gc.mem_alloc() + gc.mem_free()
        if total > self.heap_max:
            self.heap_max = total
        if not tour.running:
            tour.finish()
            print("heap_total {} {}".format(self.heap_start, self.heap_max))
            display = tour.rig.display
            print("render {} {}".format(display.renders, display.render_ms))
        return tour.running


    def _reload(self):
        """The program reloaded: let go of its scene and display tree (a
        board ends the whole interpreter, so the lane's saving must not need
        room the program still holds), then save what the next interpreter
        needs to go on: the clock, nvm (the program's hand-off), the outputs
        sent and the tour's state."""
        import microcontroller
        import supervisor

        app = self.app
        app.scene = None
        while len(app.root):
            app.root.pop()
        gc.collect()
        tour = self.tour
        with open(self.path + ".resume", "w") as handle:
            handle.write(repr((supervisor.ticks_ms(), bytes(microcontroller.nvm), tour.rig.outputs(), tour.state())))
        display = tour.rig.display
        print("render {} {}".format(display.renders, display.render_ms))
        print("reload at tour line {} (after checkpoint {}, frame {})".format(tour.line, tour.checks, tour.frames))


def _resume(path):
    """Put back what the interpreter before the reload saved: the clock and
    nvm, as a board keeps them; returns (outputs sent, the tour's state)."""
    import microcontroller
    import supervisor

    with open(path + ".resume") as handle:
        saved = eval(handle.read())  # noqa: S307 -- the lane's own file, written by Lane._reload
    supervisor.restore(saved[0])
    microcontroller.nvm[:] = saved[1]
    return saved[2], saved[3]


def call(name):
    """Put the stand-ins in place and call `name` ("module.function")."""
    install()
    module, function = name.split(".")
    getattr(__import__(module), function)()


def main(argv, start=None):
    """lane_main.py's work; `start`: the heap before lane.py was imported."""
    if len(argv) > 2 and argv[1] == "--call":
        call(argv[2])
        return
    global NATIVE
    NATIVE = "native" in argv[2:]
    timer = None
    for word in argv[2:]:
        if word.startswith("frames="):
            timer = FrameTimer(int(word[7:]))
    lane = Lane(argv[1], measure="measure" in argv[2:], start=start, resume="resume" in argv[2:], timer=timer)
    while lane.frame():
        pass
