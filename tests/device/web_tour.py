"""The device lane's tour in the web page (tools/web.py build --tour): the
same tour.py on the page's console (hw/web.py), with a virtual clock and
the PyBadge's four-button pads and key names, as the simulator plays it
(tools/device_lane.py run_sim), so each checkpoint's hash can be compared
with the simulator's. The page composes the frames; a checkpoint asks it to
copy the frame into a buffer here and hashes that as lcd.py does."""

import hashlib

FRAME_MS = 33
_START = (1 << 29) - 65536  # where a board's ticks_ms starts (supervisor stand-in)


class WebRig:
    """The tour's hands and eyes on the page's console (see tour.py)."""

    def __init__(self, console):
        self.console = console
        self.frame = bytearray(2 * console.display.width * console.display.height)
        self.armed = False

    def push(self, seat, button, pressed):
        self.console.push(seat, button, pressed)

    def arm(self):
        self.console.display.copy_to = self.frame
        self.armed = True

    def captured(self):
        if not self.armed:
            return None
        self.armed = False
        digest = hashlib.sha256(self.frame).digest()
        return "".join(["%02x" % byte for byte in digest[:8]])

    def heap(self):
        return None

    def render_heap(self):
        return 0

    def outputs(self):
        return (0, 0)


class TourRun:
    """The App and the tour; frame() once a page frame until it returns False."""

    def __init__(self, path):
        import hw.web
        import tour
        from engine.ui.app import App
        from engine.ui.modules import home
        from hw import pybadge

        console = hw.web.WebConsole()
        console.buttons = 4
        console.controls = pybadge.CONTROLS
        console.key_names = pybadge.KEY_NAMES
        console.pause_hint = pybadge.PAUSE_HINT
        clock = [_START]
        console.ticks_ms = lambda: clock[0]
        self.app = App(console, {"game": "starship", "seats": [0, 1]}, home)
        self.tour = tour.Tour(path, WebRig(console), self.app)
        service = console.service

        def hooked():
            clock[0] = (clock[0] + FRAME_MS) & ((1 << 29) - 1)
            self.tour.drive()
            return service()

        console.service = hooked
        self.app.switch(self.app.home())

    def frame(self):
        tour = self.tour
        if not tour.running:
            return False
        self.app.step()
        tour.after_step()
        if not tour.running:
            tour.finish()
        return tour.running


_run = None


def start(path="/salvo/tour.txt"):
    global _run
    _run = TourRun(path)


def frame():
    return _run.frame()
