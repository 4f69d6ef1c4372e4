"""Profile of each screen change (frame_timer.py's ``changes`` word,
tools/profile_changes.py): in a frame that switches scenes (and the frame
after it), every module imported (inclusive run-clock us, nesting) and the
change's parts (App.switch, settle, Later.make, the new scene made and
entered), printed as ``chg`` lines after the frame: ``chg frame FRAME US
REFRESH_US``, then ``chg KIND BEGUN US DEPTH NAME`` (KIND imp or run), and
with `wrap` ``chg fn US CALLS 0 NAME`` for each function of those modules
called in the frame. Only for measuring: the hook is a Python call per import
statement and allocates. start_profile.py's Profile, kept across frames and
emptied at each one."""

import builtins
import sys

from start_profile import Profile

_ENTERS = ("engine.ui.pause", "engine.ui.result", "engine.ui.menu", "engine.ui.howto", "engine.ui.text_screen")


class ChangeProfile(Profile):
    """Records between begin() and dump(); `imports` False: no import hook
    (only the parts, untouched by the hook's own time); `wrap`: as
    start_profile.WRAP."""

    def __init__(self, timer, imports=True, wrap=()):
        Profile.__init__(self, timer)
        if not imports:
            builtins.__import__ = self.orig
        self.wrap = wrap
        self.acc = {}  # label -> [us, calls] this frame
        self.seen = {}  # module name -> the module object whose functions are timed

    def begin(self):
        """A frame begins: its lines start empty."""
        self.lines = []
        for cell in self.acc.values():
            cell[0] = cell[1] = 0
        self.patch()
        self.t0 = self.timer.clock()

    def _fresh(self, name):
        """The module `name` where it is loaded and not timed yet (a module
        dropped and imported again is a new one), else None."""
        module = sys.modules.get(name)
        if module is None or self.seen.get(name) is module:
            return None
        self.seen[name] = module
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
        for name in list(sys.modules):
            if name.startswith("games.") and name.endswith(".screen"):
                module = self._fresh(name)
                if module is not None:
                    self.timed(module.Screen, "enter", "Screen.enter")

    def dump(self, frame, spent, drawn):
        print("chg frame {} {} {}".format(frame, spent, drawn))
        for kind, depth, name, begun, spent, _ in self.lines:
            print("chg {} {} {} {} {}".format(kind, begun, spent, depth, name))
        for label, cell in self.acc.items():
            if cell[1]:
                print("chg fn {} {} 0 {}".format(cell[0], cell[1], label))
