"""The device lane's frame timer and display hook (tests/device/lane.py loads
this module only for ``frames=US`` or ``native``, through timed_lane();
tools/bench_frames.py reads the lines it prints). A module of its own, so the
lane's tight 128 KB tour does not hold its code.

FrameTimer times each frame of the program: the App's step, drawing and
collections included, the tour driver's work and the checkpoints' hashing
left out. It prints ``ft FRAME US SWITCHED SCENE GAME THINK DRAW FREED
PUSHED MADE PRESSED`` for a frame of at least `least` us, one that changed
scenes, or one whose clock glitched (US -1), or one whose heap shrank or
grew; THINK: us of it in
Match.think_bots, DRAW: in the display's refresh (native only), FREED: the
bytes gc.mem_alloc() fell by in it (0 when it grew: a collection frees the
garbage of many frames, kilobytes; a list or string shrunk in place frees a
few bytes: tools/bench_frames.py tells them apart by COLLECTION_BYTES),
PUSHED: the pixels its refreshes pushed (native only), MADE: the bytes the
program allocated in it (the driver's and the checkpoints' left out; -1: it
collected, so not known), PRESSED: 1 when a person's press reached the
scene in it. ``start_us FRAME US
SCENE GAME`` is a start after a reload, from importing the program to its
first frame drawn. A frame of the timer allocates nothing, its ``ft`` line
included (written from one bytearray): the lane's own garbage would bring
collections a board never sees.

The clock is wall time less the time the process waited for a CPU (Linux's
/proc/self/schedstat: on-CPU ns, run-queue wait ns, slices), so a busy shared
machine adds little; where there is no such file (not Linux) it is wall time.

DisplayHook is board.DISPLAY's hook (lcd.py): with `native` (the
circuitpython-unix-displayio build) every refresh is drawn by CircuitPython's
own displayio_lane.render, as a board's display refresh draws, and
checkpoints hash its frame buffer; with a timer, the refresh and the
checkpoints' hashing are timed by the timer's clock.
"""

import gc
import sys

RUN_MASK = (1 << 26) - 1  # the run clock counts us modulo 2**26 (67 s): small ints only
_OUT = 128  # bytes of an ``ft`` line, padded with spaces


class FrameTimer:
    """Times the lane's frames (see the module notes)."""

    # ``lock=FRAME,...`` (a debugging aid, not used by the tools): those
    # frames run with the heap locked, so their first allocation raises and
    # its traceback (two calls deep on a board's build) names the line; the
    # tour ends there (tools/bench_frames.py --raw lists the frames).

    def __init__(self, least):
        import time

        self.ticks = time.ticks_us
        self.least = least
        self.begun = 0  # run clock when the frame (or the start) began
        self.paused = 0  # run clock when the driver began
        self.left_out = 0  # us of this frame that were the driver's or a checkpoint's
        self.thought = 0  # us of this frame the CPUs thought (watch_thinking)
        self.timed = None  # the wrapper of Match.think_bots in place, or None
        self.drawn = 0  # us of this frame the display's refresh took (native only)
        self.pushed = 0  # board.DISPLAY.pushed when the frame began (lcd.py counts, native only)
        self.allocated = 0  # gc.mem_alloc() when the frame began (less at its end: it collected)
        self.left_alloc = 0  # bytes of this frame the driver or a checkpoint allocated
        self.paused_alloc = 0  # gc.mem_alloc() when the driver began
        self.locked = False  # the heap is locked for the program's part of this frame (lock=)
        self.last_press = None  # the App's last_press when the frame began (a press in it sets it anew)
        self.grown = 0  # bytes the program allocated in the last frame (stop(); -1: it collected)
        self.starting = False  # the next frame ends a start's time
        self.changes = 0  # the App's scene changes when the frame began
        self.spent = 0  # us the last frame took (stop())
        self.profile = None  # a start's profile (start_profile.py, the ``profile`` word)
        self.change_profile = None  # the changes' profile (change_profile.py, the ``changes`` word)
        self.dump_next = False  # the frame after a change is dumped too
        self.buffer = bytearray(96)
        self.out = bytearray(_OUT)  # an ``ft`` line (line())
        self.words = [0] * 11  # its figures
        self.write = getattr(sys.stdout, "buffer", sys.stdout).write
        try:
            self.stat = open("/proc/self/schedstat", "rb")
        except OSError:
            self.stat = None

    def clock(self):
        """Run clock: ticks_us less the run-queue wait so far, mod 2**26. The
        wait is read before and after the ticks, again until both agree: a
        turn lost between the readings would count in the one and not in the
        other (a start or a frame read hundreds of ms short or long)."""
        if self.stat is None:
            return self.ticks() & RUN_MASK
        while True:
            before = self.waited()
            run = (self.ticks() - before) & RUN_MASK
            if self.waited() == before:
                return run

    def waited(self):
        """Microseconds this process has waited for a CPU, mod 2**26."""
        waited = 0
        stat = self.stat
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
            waited = (waited * 10 + buffer[at] - 48) & RUN_MASK
        return waited

    def since(self, then):
        """Run-clock us from `then` to now (negative where the clock stepped
        back: the two clocks it is made of tick apart)."""
        spent = (self.clock() - then) & RUN_MASK
        return spent if spent <= RUN_MASK >> 1 else spent - RUN_MASK - 1

    def begin(self):
        import board

        self.pushed = board.DISPLAY.pushed
        self.left_out = 0
        self.left_alloc = 0
        self.allocated = gc.mem_alloc()
        self.begun = self.clock()

    def pause(self):
        # (the clock first: reading the heap walks its table, the lane's work)
        self.paused = self.clock()
        if self.locked:
            import micropython

            micropython.heap_unlock()
        self.paused_alloc = gc.mem_alloc()

    def resume(self):
        grown = gc.mem_alloc() - self.paused_alloc
        if grown > 0:
            self.left_alloc += grown
        self.left_out += self.since(self.paused)
        if self.locked:
            import micropython

            micropython.heap_lock()

    def frame_begins(self, app):
        """Before the App's step."""
        self.changes = app.scene_changes
        self.last_press = app.last_press
        self.watch_thinking()
        if not self.starting:
            self.begin()
        if self.change_profile is not None:
            self.change_profile.begin()

    def stop(self):
        """Right after the App's step: the frame's time is what it took."""
        spent = self.since(self.begun) - self.left_out
        self.spent = spent if spent >= 0 else -1  # -1: the clock glitched (a reading came out of order)
        grown = gc.mem_alloc() - self.allocated
        self.grown = grown - self.left_alloc if grown >= 0 else -1

    def frame_ends(self, tour, app):
        """After the lane's frame: print the frame's line when it is one to print."""
        spent = self.spent
        import board

        pushed = board.DISPLAY.pushed - self.pushed
        if self.starting:
            self.starting = False
            print("start_us {} {} {} {}".format(tour.frames, spent, tour.scene(), tour.game()))
            if self.profile is not None:
                self.profile.dump(self.drawn)
                self.profile = None
        else:
            freed = self.allocated - gc.mem_alloc()
            if freed < 0:
                freed = 0
            switched = app.scene_changes != self.changes
            timed = switched or spent >= self.least or spent < 0
            if timed:
                if self.change_profile is not None and (switched or self.dump_next):
                    self.change_profile.dump(tour.frames, spent, self.drawn)
                self.dump_next = switched
            elif self.change_profile is not None and tour.frames in self.change_profile.frames:
                self.change_profile.dump(tour.frames, spent, self.drawn)
            if timed or freed or self.grown:
                line = self.words
                line[0] = tour.frames
                line[1] = spent
                line[2] = 1 if switched else 0
                line[3] = tour.scene()
                line[4] = tour.game()
                line[5] = self.thought
                line[6] = self.drawn
                line[7] = freed
                line[8] = pushed
                line[9] = self.grown
                line[10] = 1 if app.last_press != self.last_press else 0
                self.line(line)
        self.drawn = 0

    def line(self, words):
        """Write ``ft`` and `words` (small ints and strs) as one line from
        the timer's own bytearray, allocating nothing."""
        out = self.out
        out[0] = 102  # f
        out[1] = 116  # t
        at = 2
        for word in words:
            out[at] = 32
            at += 1
            if word is None:
                word = "None"
            if isinstance(word, str):
                size = len(word)
                index = 0
                while index < size and at < _OUT - 20:
                    out[at] = ord(word[index])
                    at += 1
                    index += 1
                continue
            if word < 0:
                out[at] = 45  # -
                at += 1
                word = -word
            digits = 1
            while word >= digits * 10:
                digits *= 10
            while digits:
                out[at] = 48 + word // digits % 10
                at += 1
                digits //= 10
        while at < _OUT - 1:  # every line the same length, padded with spaces: written whole
            out[at] = 32
            at += 1
        out[_OUT - 1] = 10
        self.write(out)

    def watch_thinking(self):
        """Time the CPUs' thinking apart (``thought``: us of this frame in
        Match.think_bots): wraps the method of engine/match.py whenever that
        module is (again) imported."""
        self.thought = 0
        module = sys.modules.get("engine.match")
        if module is None or module.Match.think_bots is self.timed:
            return
        self.timed = module.Match.think_bots = _timed(self, module.Match.think_bots)


def _timed(timer, think_bots):
    """Match.think_bots timed by `timer`. (A function of its own: a function
    that makes a closure makes its cells at every call, even one that returns
    before the closure is made: as a part of watch_thinking it made 32 bytes
    a frame, garbage a board never makes, which alone brought the App's
    collections into the tour's matches, one in each Missile Match.)"""

    def timed(match, budget, clock=None):
        begun = timer.clock()
        done = think_bots(match, budget, clock)
        timer.thought += timer.since(begun)
        return done

    return timed


class DisplayHook:
    """board.DISPLAY's hook (see the module notes): `timer` a FrameTimer or
    None, `native` True to draw with CircuitPython's own display code."""

    def __init__(self, timer, native):
        self.timer = timer
        self.native = native

    def refreshed(self, display):
        if not self.native:
            return
        import displayio_lane

        timer = self.timer
        begun = timer.clock() if timer is not None else 0
        displayio_lane.render(display.root_group, display.width, display.height)
        if timer is not None:
            timer.drawn += timer.since(begun)

    def hashed(self, display):
        """The checkpoint's hash, its time left out of the frame's."""
        timer = self.timer
        if timer is not None:
            timer.pause()
        digest = display.frame_hash()
        if timer is not None:
            timer.resume()
        return digest

    def capture(self, display, sink):
        """Native: call sink(row) on the frame the last refresh drew; True.
        Else False (lcd.py composes the tree itself)."""
        if not self.native:
            return False
        import displayio_lane

        frame = memoryview(displayio_lane.framebuffer())
        stride = 2 * display.width
        for y in range(display.height):
            sink(frame[y * stride : (y + 1) * stride])
        return True


def timed_lane(words):
    """A subclass of lane.Lane that times its frames (``frames=US`` among
    `words`), its collections of the live heap (``collect``:
    collect_timer.py) and/or draws with CircuitPython's own display code
    (``native``); lane.py stays as the 128 KB tour needs it, and what the
    lane does for itself (stand-ins, the driver, a reload's saved state) is
    left out of the start's time."""
    import lane
    import lane_start  # (loaded: this runs from lane_start.main)
    import tour

    native = "native" in words
    timer = None
    for word in words:
        if word.startswith("frames="):
            timer = FrameTimer(int(word[7:]))
    hook = lane._hook
    resume = lane_start.resume_state
    restore = tour.Tour.restore

    def timed_hook(console, before, resumed=False):
        def driven():
            timer.pause()  # the driver's time is not the program's
            going = before()
            timer.resume()
            return going

        hook(console, driven, resumed)

    def timed_resume(path):
        timer.pause()
        saved = resume(path)
        timer.resume()
        return saved

    def timed_restore(self, state):
        timer.pause()
        restore(self, state)
        timer.resume()

    collector = None
    if "collect" in words:  # collections of the live heap timed (collect_timer.py)
        import collect_timer

        collector = collect_timer.CollectTimer(timer or FrameTimer(1 << 30))
    if timer is not None:
        lane._hook = timed_hook
        lane_start.resume_state = timed_resume
        tour.Tour.restore = timed_restore

    class TimedLane(lane.Lane):
        def __init__(self, path, measure=False, figures=None, start=None, resume=False, pixels=False, kiosk=False):
            if figures is None:  # the stand-ins and the driver before the clock starts
                own = 0 if start is None else lane_start._heap() - start
                before = lane_start._heap()
                if native:
                    for name in lane_start._STANDINS:
                        if name not in ("fontio", "terminalio"):
                            __import__(name)
                else:
                    import displayio_standin

                    sys.modules["displayio"] = displayio_standin
                    for name in lane_start._STANDINS:
                        __import__(name)
                standins = lane_start._heap() - before
                figures = (standins, own)
            self.timer = timer
            if timer is not None:
                timer.begin()  # a start: from importing the program to its first frame drawn
                timer.starting = resume
                if resume and "profile" in words:
                    import start_profile

                    timer.profile = start_profile.Profile(timer)
            lane.Lane.__init__(self, path, measure, figures, None, resume, pixels, kiosk)
            app = self.app
            app.console.display.hook = DisplayHook(timer, native)
            if timer is not None:
                step = app.step

                locks = ()
                for word in words:
                    if word.startswith("lock="):
                        locks = [int(frame) for frame in word[5:].split(",")]
                tour = self.tour

                def timed_step():  # the App's step alone: not the lane's own figures after it
                    timer.frame_begins(app)
                    if tour.frames + 1 in locks:
                        import micropython

                        micropython.heap_lock()
                        timer.locked = True
                        try:
                            going = step()
                        except MemoryError as error:
                            micropython.heap_unlock()
                            timer.locked = False
                            import traceback

                            print("locked frame", tour.frames, type(app.scene).__name__, tour.game())
                            traceback.print_exception(error)
                            raise SystemExit(3)
                        micropython.heap_unlock()
                        timer.locked = False
                    else:
                        going = step()
                    timer.stop()
                    return going

                app.step = timed_step
                if "changes" in words or "parts" in words:
                    import change_profile

                    wrap = ()
                    frames = ()
                    for word in words:
                        if word.startswith("wrap="):
                            wrap = tuple(word[5:].split(","))
                        if word.startswith("dump="):
                            frames = tuple(int(frame) for frame in word[5:].split(","))
                    timer.change_profile = change_profile.ChangeProfile(timer, "changes" in words, wrap, frames)

        def frame(self):
            if collector is not None:
                collector.frame_begins(self.tour, self.app)
            going = lane.Lane.frame(self)
            if timer is not None and not self.reloaded:
                timer.frame_ends(self.tour, self.app)
            if collector is not None and not self.reloaded:
                collector.frame_ends(self.tour, self.app)
            return going

    return TimedLane
