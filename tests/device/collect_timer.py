"""The device lane's collection timer (the ``collect`` word: frame_timer.py's
timed_lane loads this module only then; tools/bench_collect.py reads the
lines it prints). A module of its own, so the lane's tight tour does not
hold its code.

After a frame of the tour that drew a checkpoint, switched scenes (the
App's change collects) or held the App's quiet-frame collection
(engine/ui/app.py: its ``collected`` is None right after one), it collects
once untimed (the garbage goes), then times SAMPLES collections more by the
lane's run clock (frame_timer.FrameTimer.clock: wall time less run-queue
waits), and prints ``gct FRAME LANE_US BOARD_US USED KIND SCENE GAME``: the
least of each kind of timed collection (the live heap marked, a heap with
nothing to free swept), gc.mem_alloc() after them (the lane's own modules
included: 14 KB or so with CircuitPython's own displayio) and KIND check,
switch or quiet.

Each collection is issued as the App issues its own: from code whose
globals are engine/ui/app.py's. The collector marks the running code's
globals first, from an empty mark stack, and what it marked then is not
pushed again later; collecting from this module's few globals instead
found twice the time in some matches (py/gc.c: a block with more unmarked
children than the 64-entry mark stack has room for sets the overflow flag,
and each overflow costs a rescan of the whole heap).

LANE_US: sys.modules as the lane has it. BOARD_US: with the lane's own
modules (stand-ins for firmware modules, the driver, the timers: those
loaded from lane/) out of sys.modules while timed, held by a local list
instead, as a board holds them: its firmware modules are never in
sys.modules, and the collector pushes every module in that dict's table at
once, so each one there is one entry less on the stack for the rest.

A collection in the lane's tour is then more often than the App's own; the
program's frames, checkpoints and picks do not depend on when the heap is
collected, only its quiet-frame schedule does (the heap it finds free).
"""

import gc
import sys

SAMPLES = 5  # timed collections at each point, of each kind; the least is printed
_COLLECT = "gc.collect()"  # run with engine/ui/app.py's globals (see the module notes)


class CollectTimer:
    """Times collections of the live heap (see the module notes) with
    `timer`'s run clock (a frame_timer.FrameTimer)."""

    def __init__(self, timer):
        self.timer = timer
        self.code = compile(_COLLECT, "collect_timer", "exec")
        self.checks = 0  # the tour's checkpoints when the frame began
        self.changes = 0  # the App's scene changes when the frame began
        self.pending = False  # the App's ``collected`` was None when the frame began

    def frame_begins(self, tour, app):
        self.checks = tour.checks
        self.changes = app.scene_changes
        self.pending = app.collected is None

    def frame_ends(self, tour, app):
        """After the lane's frame: time the live heap's collection when the
        frame was a checkpoint, a scene change or a quiet collection."""
        if tour.checks != self.checks:
            kind = "check"
        elif app.scene_changes != self.changes:
            kind = "switch"
        elif app.collected is None and not self.pending:
            kind = "quiet"
        else:
            return
        where = sys.modules["engine.ui.app"].__dict__
        gc.collect()
        lane_us = self.least(where)
        held = [(name, module) for name, module in sys.modules.items()
                if getattr(module, "__file__", "").startswith("lane/")]
        for name, _ in held:
            del sys.modules[name]
        board_us = self.least(where)
        for name, module in held:
            sys.modules[name] = module
        del held
        print("gct {} {} {} {} {} {} {}".format(tour.frames, lane_us, board_us, gc.mem_alloc(), kind, tour.scene(),
                                                tour.game()))

    def least(self, where):
        """The least run-clock us of SAMPLES collections issued with the
        globals `where` (-1: the clock glitched every time)."""
        timer = self.timer
        code = self.code
        least = -1
        for _ in range(SAMPLES):
            begun = timer.clock()
            exec(code, where)
            spent = timer.since(begun)
            if spent >= 0 and (least < 0 or spent < least):
                least = spent
        return least
