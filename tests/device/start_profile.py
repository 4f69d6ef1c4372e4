"""Profile of a start after a reload (frame_timer.py's ``profile`` word,
tools/profile_start.py): each module the start imports (when it began, its
inclusive run-clock us, its nesting) and the start's parts (App(), the
hand-off read, the scene made and entered), printed as ``prof`` lines once
the first frame is drawn: ``prof total US refresh US``, then ``prof KIND
BEGUN US DEPTH NAME``, KIND imp or run. Only for measuring: the hook is a
Python call per import statement and allocates. WRAP, a tuple of module
name beginnings, also times every function of those modules (``prof fn US
CALLS NAME``, inclusive; slows the start, most where a function is called
per pixel)."""

import builtins
import gc
import sys

MASK = (1 << 26) - 1
WRAP = ()  # e.g. ("games.", "engine.ui."): time those modules' functions too


class Profile:
    """Installs the import hook at once; dump() takes it away."""

    def __init__(self, timer):
        self.timer = timer
        self.orig = builtins.__import__
        self.depth = 0
        self.lines = []
        self.t0 = timer.clock()
        self.patched = set()
        self.wrap = WRAP  # (change_profile.py sets its own)
        builtins.__import__ = self.imp

    def rel(self):
        return (self.timer.clock() - self.t0) & MASK

    def imp(self, name, *args):
        known = name in sys.modules
        self.depth += 1
        begun = self.rel()
        try:
            return self.orig(name, *args)
        finally:
            self.depth -= 1
            if not known:
                self.lines.append(("imp", self.depth, name, begun, self.rel() - begun, 0))
                if self.wrap:
                    self.wrap_all(name)
            self.patch()

    def timed(self, owner, attr, label):
        fn = getattr(owner, attr)
        prof = self

        def wrapper(*args):
            begun = prof.rel()
            prof.depth += 1
            try:
                return fn(*args)
            finally:
                prof.depth -= 1
                prof.lines.append(("run", prof.depth, label, begun, prof.rel() - begun, 0))

        setattr(owner, attr, wrapper)

    def patch(self):
        try:
            self._patch()
        except AttributeError:
            pass  # a module still being imported: patched at a later import

    def _patch(self):
        mods = sys.modules
        if "engine.ui.later" in mods and "later" not in self.patched:
            self.timed(mods["engine.ui.later"].Later, "make", "Later.make")
            self.patched.add("later")
        if "engine.ui.modules" in mods and "settle" not in self.patched:
            self.timed(mods["engine.ui.modules"], "settle", "settle")
            self.patched.add("settle")
        if "engine.ui.app" in mods and "app" not in self.patched:
            self.timed(mods["engine.ui.app"].App, "switch", "App.switch")
            self.timed(mods["engine.ui.app"].App, "__init__", "App()")
            self.patched.add("app")
        if "engine.ui.play" in mods and "play" not in self.patched:
            m = mods["engine.ui.play"]
            self.timed(m, "start_match", "start_match")
            self.patched.add("play")
        for n in list(mods):
            if n.startswith("games.") and n.endswith(".screen") and n not in self.patched:
                cls = mods[n].Screen
                self.patched.add(n)
                self.timed(cls, "__init__", "Screen()")
                self.timed(cls, "enter", "Screen.enter")
        if "engine.ui.menu" in mods and "menu" not in self.patched:
            cls = mods["engine.ui.menu"].Menu
            self.timed(cls, "__init__", "Menu()")
            self.timed(cls, "enter", "Menu.enter")
            self.patched.add("menu")
        if "hw.start" in mods and "hwstart" not in self.patched:
            self.timed(mods["hw.start"], "handed", "handed")
            self.patched.add("hwstart")

    def wrap_all(self, name):
        """Accumulate time in every function of module `name` (and its
        classes' __init__ and build-like methods) when WRAP names it."""
        for start in self.wrap:
            if name.startswith(start):
                break
        else:
            return
        module = sys.modules.get(name)
        if module is None:
            return
        if not hasattr(self, "acc"):
            self.acc = {}
        prof = self
        for attr in dir(module):
            item = getattr(module, attr)
            kind = type(item).__name__
            if kind == "function" and getattr(item, "__module__", name) == name:
                setattr(module, attr, self.acc_wrap(item, name.split(".")[-1] + "." + attr))
            elif kind == "type" and getattr(item, "__module__", None) == name:
                for method in ("__init__", "build", "enter", "draw", "paint", "redraw", "show", "layout"):
                    fn = item.__dict__.get(method)
                    if fn is not None and type(fn).__name__ == "function":
                        setattr(item, method, self.acc_wrap(fn, attr + "." + method))

    def acc_wrap(self, fn, label):
        import time

        acc = self.acc
        acc[label] = [0, 0]
        ticks = time.ticks_us  # (wall time: the run clock reads a file, twice a call, and swamped small functions)

        def wrapper(*args, **kwargs):
            begun = ticks()
            try:
                return fn(*args, **kwargs)
            finally:
                cell = acc[label]
                cell[0] += (ticks() - begun) & MASK
                cell[1] += 1

        return wrapper

    def dump(self, drawn):
        builtins.__import__ = self.orig
        print("prof total {} refresh {}".format(self.rel(), drawn))
        for kind, depth, name, begun, spent, alloc in self.lines:
            print("prof {} {} {} {} {}".format(kind, begun, spent, depth, name))
        for label, cell in getattr(self, "acc", {}).items():
            if cell[1]:
                print("prof fn {} {} {}".format(cell[0], cell[1], label))
