"""Profile of each screen change (frame_timer.py's ``changes`` word,
tools/profile_changes.py): in a frame that switches scenes (and the frame
after it), every module imported (inclusive run-clock us, nesting) and the
change's parts (App.switch, settle, Later.make, the new scene's enter, the
display's refresh), printed as ``chg`` lines after the frame: ``chg frame
FRAME US``, then ``chg KIND BEGUN US DEPTH NAME``. Only for measuring: the
hook is a Python call per import statement and allocates."""

import builtins
import sys

MASK = (1 << 26) - 1
_ENTERS = ("engine.ui.pause", "engine.ui.result", "engine.ui.menu", "engine.ui.howto", "engine.ui.text_screen")


class ChangeProfile:
    """Installs the import hook at once; records between begin() and end()."""

    def __init__(self, timer, imports=True, wrap=()):
        self.timer = timer
        self.wrap = wrap  # module name beginnings whose functions are timed too (``fn`` lines)
        self.acc = {}  # label -> [us, calls] this frame
        self.orig = builtins.__import__
        self.depth = 0
        self.lines = []
        self.t0 = timer.clock()
        self.patched = {}  # module name -> the module object patched
        if imports:  # (else only the parts, untouched by the hook's own time)
            builtins.__import__ = self.imp

    def rel(self):
        return (self.timer.clock() - self.t0) & MASK

    def begin(self):
        self.lines = []
        for cell in self.acc.values():
            cell[0] = cell[1] = 0
        self.patch()
        self.t0 = self.timer.clock()

    def imp(self, name, *args):
        known = name in sys.modules
        self.depth += 1
        begun = self.rel()
        try:
            return self.orig(name, *args)
        finally:
            self.depth -= 1
            if not known:
                self.lines.append(("imp", self.depth, name, begun, self.rel() - begun))
                if self.wrap:
                    self.wrap_all(name)
            self.patch()

    def timed(self, owner, attr, label):
        fn = getattr(owner, attr)
        if getattr(fn, "_timed", False):
            return
        prof = self

        def wrapper(*args):
            begun = prof.rel()
            prof.depth += 1
            try:
                return fn(*args)
            finally:
                prof.depth -= 1
                prof.lines.append(("run", prof.depth, label, begun, prof.rel() - begun))

        try:
            wrapper._timed = True
        except AttributeError:
            pass
        setattr(owner, attr, wrapper)

    def patch(self):
        try:
            self._patch()
        except AttributeError:
            pass  # a module still being imported: patched at a later import

    def _fresh(self, name):
        module = sys.modules.get(name)
        if module is None or self.patched.get(name) is module:
            return None
        self.patched[name] = module
        return module

    def _patch(self):
        module = self._fresh("engine.ui.later")
        if module is not None:
            self.timed(module.Later, "make", "Later.make")
        module = self._fresh("engine.ui.modules")
        if module is not None:
            self.timed(module, "settle", "settle")
        module = self._fresh("engine.ui.app")
        if module is not None:
            self.timed(module.App, "switch", "App.switch")
        for name in _ENTERS:
            module = self._fresh(name)
            if module is not None:
                for attr in dir(module):
                    item = getattr(module, attr)
                    if type(item) is type and "enter" in item.__dict__:
                        self.timed(item, "enter", attr + ".enter")
                        self.timed(item, "__init__", attr + "()")
        for name in list(sys.modules):
            if name.startswith("games.") and name.endswith(".screen"):
                module = self._fresh(name)
                if module is not None:
                    self.timed(module.Screen, "__init__", "Screen()")
                    self.timed(module.Screen, "enter", "Screen.enter")

    def wrap_all(self, name):
        """Time every function of module `name` (and its classes' methods)
        when `wrap` names it: inclusive us and calls a frame."""
        for start in self.wrap:
            if name.startswith(start):
                break
        else:
            return
        module = sys.modules.get(name)
        if module is None:
            return
        short = name.split(".")[-1]
        for attr in dir(module):
            item = getattr(module, attr)
            kind = type(item).__name__
            if kind == "function" and getattr(item, "__module__", name) == name:
                setattr(module, attr, self.acc_wrap(item, short + "." + attr))
            elif kind == "type" and getattr(item, "__module__", None) == name:
                for method, fn in list(item.__dict__.items()):
                    if type(fn).__name__ == "function" and method not in ("__init__",) or method == "__init__":
                        if type(fn).__name__ == "function":
                            setattr(item, method, self.acc_wrap(fn, short + "." + attr + "." + method))

    def acc_wrap(self, fn, label):
        timer = self.timer
        acc = self.acc
        cell = acc[label] = [0, 0]

        def wrapper(*args, **kwargs):
            begun = timer.clock()
            try:
                return fn(*args, **kwargs)
            finally:
                cell[0] += (timer.clock() - begun) & MASK
                cell[1] += 1

        return wrapper

    def dump(self, frame, spent, drawn):
        print("chg frame {} {} {}".format(frame, spent, drawn))
        for kind, depth, name, begun, spent in self.lines:
            print("chg {} {} {} {} {}".format(kind, begun, spent, depth, name))
        for label, cell in self.acc.items():
            if cell[1]:
                print("chg fn {} {} 0 {}".format(cell[0], cell[1], label))
