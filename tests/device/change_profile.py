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

_WRAPPED = ("__init__", "build", "enter", "draw", "paint", "redraw", "show", "layout")  # (Profile.wrap_all's)
_ENTERS = ("engine.ui.pause", "engine.ui.result", "engine.ui.menu", "engine.ui.howto", "engine.ui.text_screen")


class ChangeProfile(Profile):
    """Records between begin() and dump(); `imports` False: no import hook
    (only the parts, untouched by the hook's own time); `wrap`: as
    start_profile.WRAP, every method of those modules' classes timed too;
    `frames`: frames of the tour dumped too, whatever they are (a match's
    slow frames: tools/profile_changes.py --frames)."""

    def __init__(self, timer, imports=True, wrap=(), frames=()):
        Profile.__init__(self, timer)
        if not imports:
            builtins.__import__ = self.orig
        self.wrap = wrap
        self.frames = frames
        self.areas = None  # with `frames`: the rectangles this frame's refreshes pushed (_Areas)
        self.acc = {}  # label -> [us, calls] this frame
        self.seen = {}  # module name -> the module object whose functions are timed
        for name in list(sys.modules):  # (a start after a reload imported its match before the profile began)
            self.wrap_all(name)

    def begin(self):
        """A frame begins: its lines start empty (and its pushed rectangles)."""
        self.lines = []
        if self.frames and self.areas is None:
            import lcd

            if lcd._lane is not None:  # (CircuitPython's own displayio: the rectangles a refresh pushed)
                self.areas = []
                lcd._lane = _Areas(lcd._lane, self.areas)
        if self.areas is not None:
            del self.areas[:]
        for cell in self.acc.values():
            cell[0] = cell[1] = 0
        self.patch()
        self.t0 = self.timer.clock()

    def wrap_all(self, name):
        """As Profile.wrap_all, and every other method of the module's classes."""
        Profile.wrap_all(self, name)
        module = sys.modules.get(name)
        if module is None or not [start for start in self.wrap if name.startswith(start)]:
            return
        for attr in dir(module):
            item = getattr(module, attr)
            if type(item) is type and getattr(item, "__module__", None) == name:
                for method, fn in list(item.__dict__.items()):
                    if type(fn).__name__ == "function" and method not in _WRAPPED:
                        setattr(item, method, self.acc_wrap(fn, attr + "." + method))

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
        for x1, y1, x2, y2 in self.areas or ():
            print("chg area {} {} {} {}".format(x1, y1, x2, y2))


class _Areas:
    """lcd.py's displayio_lane for a profile of `frames`: each render keeps
    the rectangles it pushed in `areas` (x1, y1, x2, y2)."""

    def __init__(self, lane, areas):
        self.lane = lane
        self.areas = areas

    def render(self, group, width, height, areas=True):
        pushed = 0
        for area in self.lane.render(group, width, height):
            self.areas.append(area)
            pushed += (area[2] - area[0]) * (area[3] - area[1])
        return pushed if not areas else self.areas

    def __getattr__(self, name):
        return getattr(self.lane, name)
