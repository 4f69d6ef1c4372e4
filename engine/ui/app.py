"""The one loop: read pads, let the current scene act, redraw when something
changed. Scenes return the next scene; only this loop switches them.

A scene has ``enter(app)`` returning its displayio Group, ``press(seat, button,
now)`` and ``tick(now)``; both return the next scene or None. A scene sets
``app.dirty = True`` when its group changed. ``app.home()`` makes the home scene
(the menu), so scenes that lead back home never import it: imports flow one
way, from the menu to the games, never back.
"""

import gc

import displayio

from engine.ui.pad import PadEvent, Pads


class App:
    """Owns the console, the shared input layer and the root group."""

    def __init__(self, console, config, home):
        self.console = console
        self.home = home  # makes the home scene: called as home()
        self.config = config  # dict of user choices: game, seats, seed, ...
        self.pads = Pads()
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

    def switch(self, scene):
        """Leave the current scene and enter `scene`."""
        while len(self.root):
            self.root.pop()
        self.scene = None
        gc.collect()  # a scene change is the moment to collect, never a frame
        self.pads.clear()
        self.pads.repeat = False
        self.scene = scene
        self.root.append(scene.enter(self))
        self.dirty = True
        self.scene_changes += 1

    def step(self):
        """One frame; False once the console asks to stop or a scene quit."""
        console = self.console
        if not console.service():
            return False
        now = console.ticks_ms()
        pads = self.pads
        while console.events(self.event):
            pads.feed(self.event)
        pads.tick(now)
        while pads.press():
            following = self.scene.press(pads.seat, pads.button, now)
            if following is not None:
                self.switch(following)
        following = self.scene.tick(now)
        if following is not None:
            self.switch(following)
        if self.dirty:
            self.dirty = False
            console.display.refresh()
        return self.running

    def run(self, scene=None):
        """Run from `scene` (default: the home scene) until the console stops."""
        self.switch(scene if scene is not None else self.home())
        while self.step():
            pass
