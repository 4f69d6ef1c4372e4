"""The one loop: read pads, let the current scene act, redraw when something
changed. Scenes return the next scene; only this loop switches them.

A scene has ``enter(app)`` returning its displayio Group, ``press(seat, button,
now)`` and ``tick(now)``; both return the next scene or None. A scene sets
``app.dirty = True`` when its group changed. ``app.home()`` makes the home scene
(the menu), so scenes that lead back home never import it: imports flow one
way, from the menu to the games, never back.

The one idle timer is here: a scene that sees no press for its ``idle_ms``
(0: never; a scene without one gets the app's: ATTRACT_MS when the app has an
attract loop, else never) gives way to ``app.attract()`` (the kiosk's attract
loop, engine/ui/attract.py), or to the home scene when there is none. The timer
starts again at every press and every scene change, so time spent in the pause
screen never counts against the match it paused.
"""

import gc

import displayio

from engine.think import FRAME_US
from engine.ticks import ticks_diff
# (The engine package, not its modules module: a package holds its loaded
# submodules as attributes, and a collection marks the globals of the code
# that asked for it first (this module's, for the App's own) from an empty
# mark stack, so the engine's modules are marked from here, a few at a
# time. Else they waited on the stack with every other module as the
# collector pushes all of sys.modules' at once, and the stack (64 entries,
# py/gc.c) overflowed in matches: a rescan of the whole heap, a collection
# twice as long: docs/PERFORMANCE.md, tools/bench_collect.py.)
import engine.ui.modules
from engine.ui.cues import Cues
from engine.ui.later import Later
from engine.ui.pad import PadEvent, Pads

# MicroPython's and CircuitPython's free heap (None on CPython, whose
# collector needs no scheduling).
_mem_free = getattr(gc, "mem_free", None)

# A collection stops a PyBadge for tens of milliseconds (the whole live heap is
# marked, bitmaps included): when the heap runs out it lands in whatever frame
# allocates, often a busy one. So once less than COLLECT_BELOW bytes are free
# and COLLECT_AFTER were allocated since the last collection, the App collects
# in the next quiet frame (nothing drawn, no CPU thinking: match_scene sets
# `thought`), before a busy frame meets the wall.
COLLECT_BELOW = 16384
COLLECT_AFTER = 4096

# A change to a still screen with this much of the heap free does not
# collect (App.switch): 15-40 ms of the change on a PyBadge estimate; where
# the still screen's code and objects do not fit, the heap collects as they
# load. (Matches in a board's heap pause and end with 11-26 KB free; the
# mark was 24 KB for a match's pause and result alone, and collected most
# of them. The 112 KB tour has 3-17 KB; with no mark at all its Arrowbic
# rematch ran out.)
SPARE = 8192

# Menu, pause, rules and result screens give way to the attract loop after this
# long without a press (a match waits longer: engine/ui/match_scene.py).
ATTRACT_MS = 60000


class App:
    """Owns the console, the shared input layer and the root group."""

    def __init__(self, console, config, home, attract=None):
        self.console = console
        self.home = home  # makes the home scene: called as home()
        self.attract = attract  # makes the attract loop's scene, or None (no loop)
        self.idle_ms = ATTRACT_MS if attract is not None else 0  # a scene's default limit
        self.last_press = None  # ticks of the last press or scene change (None: next frame)
        self.config = config  # dict of user choices: game, seats, seed, ...
        self.pads = Pads()
        self.cues = Cues(console)  # tones and seat lights (engine/ui/cues.py)
        self.event = PadEvent()  # reused for every raw transition
        display = console.display
        # Screens are laid out for 160 wide; larger displays scale whole pixels.
        self.scale = max(1, min(display.width // 160, display.height // 120))
        self.width = display.width // self.scale
        self.height = display.height // self.scale
        self.root = displayio.Group(scale=self.scale)
        display.root_group = self.root
        self.scene = None
        self.dirty = True
        self.running = True
        self.scene_changes = 0  # counts switches (tests and benchmarks)
        self.thought = False  # a CPU thought this frame (no room for a collection)
        self.collected = 0  # gc.mem_free() after the last collection (None: read at the next quiet frame)
        self.quiet = 0  # quiet frames counted modulo 8 (the heap is asked at 0)
        # CPU thinking per frame, in PyBadge microseconds (engine/think.py): a
        # board's 15 ms, unless the console asks otherwise (optional think_us).
        self.think_us = getattr(console, "think_us", 0) or FRAME_US
        # A board's clock (optional think_clock, ticks_ms-like) makes that
        # budget measured time; without one each unit is charged its declared
        # cost, so the simulator's frames never depend on the machine's speed.
        self.think_clock = getattr(console, "think_clock", None)
        self.stats = None  # kiosk stats (engine/stats.py), read on first use
        # The console's restart(record) where each match starts in a fresh heap
        # (engine/handoff.py), else None: read once, asked at every scene change.
        self.restart = getattr(console, "restart", None)
        # True for a start after a reload (hw.handed_scene): the keys down when
        # the first frame reads the pads are ignored until let go, since the key
        # that pressed PLAY may still be held (a board's keypad reports a key
        # held at its first scan as a press).
        self.calm = False

    def switch(self, scene):
        """Leave the current scene and enter `scene`. On a console that
        restarts for a match (``restart``: engine/handoff.py), leaving a
        match (or the attract loop) for the menu restarts the program into
        the menu, in a fresh heap; on a board this does not return."""
        leaving = (self.restart is not None and self.scene is not None and getattr(scene, "MENU_SIDE", False)
                   and not getattr(self.scene, "MENU_SIDE", False))
        # A change to a still screen (pause, result, menu, how-to and text
        # pages) where the heap has SPARE bytes free does not collect (15-40
        # ms of it on a PyBadge estimate): the garbage waits for a quiet
        # frame once the heap runs low, or for the next change into a match.
        # A change into a match always collects (a resume, a rematch: a
        # scene with CHORDS_ON_RELEASE, engine/ui/match_scene.py; a match's
        # start, made later on the match side from the menu's), and so
        # does the first (a start after a reload), so no garbage of the
        # scenes before goes into a match.
        spare = self.scene is not None and getattr(scene, "CHORDS_ON_RELEASE", None) is None and (
            getattr(scene, "MENU_SIDE", True) or not getattr(self.scene, "MENU_SIDE", False))
        while len(self.root):
            self.root.pop()
        self.scene = None
        engine.ui.modules.settle(scene, self.config.get("game"))  # on a board: drop code the scene does not need
        if leaving:
            # The match's screen and code are let go first: the hand-off code
            # loads into the room they held, not into a full and broken-up heap.
            gc.collect()
            from engine import handoff

            self.restart(handoff.pack(handoff.MENU, self.config, 0, self.console.ticks_ms()))
        spare = spare and _mem_free is not None and _mem_free() >= SPARE
        if not spare:
            gc.collect()  # a scene change is the moment to collect, never a busy frame
        if isinstance(scene, Later):
            scene = scene.make()  # made now that the last scene's code and objects are gone
        self.pads.clear()
        self.pads.repeat = False
        self.pads.chords = False
        self.scene = scene
        self.cues.quiet = getattr(scene, "QUIET", False)  # the attract loop's demos
        # A new root group each scene: a display pushes a new root group
        # once, whole (20,480 pixels on a PyBadge), where taking the old
        # scene out of the same root and putting the new one in pushed the
        # old scene's area, then the area of each thing the new scene holds:
        # 45,000-58,000 pixels a change, the same frame.
        root = displayio.Group(scale=self.scale)
        root.append(scene.enter(self))
        self.root = root
        self.console.display.root_group = root
        self.dirty = True
        self.scene_changes += 1
        self.last_press = None
        if _mem_free is not None and not spare:
            # What the new scene holds is not garbage. (A change that did not
            # collect keeps the last collection's figure: the garbage since
            # is still there. Asking walks the heap's table: 4-5 ms.)
            self.collected = _mem_free()

    def step(self):
        """One frame; False once the console asks to stop or a scene quit."""
        console = self.console
        if not console.service():
            return False
        now = console.ticks_ms()
        self.cues.service(now)
        pads = self.pads
        while console.events(self.event):
            pads.feed(self.event)
        if self.calm:
            self.calm = False
            pads.clear()
        pads.tick(now)
        while pads.press():
            self.last_press = now
            following = self.scene.press(pads.seat, pads.button, now)
            if following is not None:
                self.switch(following)
        following = self.scene.tick(now)
        if following is None:
            following = self.idle(now)
        if following is not None:
            self.switch(following)
        if self.dirty or self.thought:
            if self.dirty:
                self.dirty = False
                console.display.refresh()
            self.quiet = 7  # busy frames allocate: the next quiet one asks
        elif _mem_free is not None:
            # A quiet frame. Asking the heap walks its whole table (about 3 ms
            # on a PyBadge), so the first quiet frame after a busy one and
            # every eighth of a quiet stretch ask, once (what was allocated
            # since the last collection is what was free then less what is
            # free now); and the frame that collects does not ask again: the
            # next quiet frame reads what the collection left. (A staged
            # Spacewar Classic resolve has few quiet frames between busy ones:
            # asking only every eighth, its heap ran out in busy frames.)
            if self.collected is None:
                self.collected = _mem_free()
            else:
                self.quiet = (self.quiet + 1) & 7
                if not self.quiet:
                    free = _mem_free()
                    if free < COLLECT_BELOW and self.collected - free > COLLECT_AFTER:
                        gc.collect()  # the collection a busy frame would meet
                        self.collected = None
        self.thought = False
        return self.running

    def idle(self, now):
        """The scene that follows one left alone for its idle_ms, or None."""
        if self.last_press is None:
            self.last_press = now
            return None
        limit = getattr(self.scene, "idle_ms", self.idle_ms)
        if not limit or ticks_diff(now, self.last_press) < limit:
            return None
        return self.attract() if self.attract is not None else self.home()

    def run(self, scene=None):
        """Run from `scene` (default: the home scene) until the console stops."""
        self.switch(scene if scene is not None else self.home())
        while self.step():
            pass
