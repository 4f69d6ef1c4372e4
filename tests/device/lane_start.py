"""How the device lane starts an interpreter's part of the tour: the
stand-ins put in place, the program built as code.py builds it, the tour's
state put back after a reload (lane_main.py calls main; lane.Lane calls
begin). A module of its own, imported for the start and dropped again, so
its code is not in the heap the tour measures (its names are: interned
strings stay for the whole run); lane.py keeps only what runs every frame.
"""

import gc
import sys

_STANDINS = (
    "microcontroller",
    "alarm",
    "supervisor",
    "storage",
    "digitalio",
    "neopixel_write",
    "audiocore",
    "audioio",
    "keypad",
    "board",
)
# The display modules: stand-ins only where the interpreter lacks CircuitPython's
# own (circuitpython-unix-displayio has displayio, fontio and terminalio, the
# board's 6x12 font, and bitmaptools; lcd.REAL then draws with displayio_lane).
_DISPLAY_STANDINS = ("fontio", "terminalio", "bitmaptools")
# code.py's device_main() config; --device-main checks the tour starts the same.
CONFIG = {"game": "starship", "seats": [0, 1]}


def _heap():
    gc.collect()
    return gc.mem_alloc()


def real_displayio():
    """True when the interpreter has CircuitPython's own display code (its
    displayio with Group and TileGrid, and displayio_lane to refresh a
    display with), as circuitpython-unix-displayio has: then no display
    stand-in (lcd.REAL)."""
    import lcd

    return lcd.REAL


def install():
    """Put the stand-ins in place; returns the heap they keep."""
    before = _heap()
    if not real_displayio():
        import displayio_standin

        sys.modules["displayio"] = displayio_standin
        for name in _DISPLAY_STANDINS:
            __import__(name)
    for name in _STANDINS:
        __import__(name)
    return _heap() - before


def figures(start=None):
    """(standins, driver) bytes: the stand-ins put in place (install), and
    the driver's own heap: tour.py and, given `start` (the heap before
    lane.py was imported), lane.py."""
    own = 0 if start is None else _heap() - start
    standins = install()
    before = _heap()
    import tour

    return standins, _heap() - before + own


def begin(lane, path, measure, figures, resume, pixels, kiosk):
    """Lane.__init__'s work (its arguments, `figures` measured)."""
    import board
    import microcontroller

    import hw
    import tour
    from engine.ui.app import App
    from engine.ui.modules import home

    import lane as module  # (frame_timer.py may have wrapped its _hook)

    lane.path = path
    saved = resume_state(path) if resume else None
    lane.dark = int(not board.DISPLAY.brightness)  # a reload darkened the screen
    lane.nvm = hash(bytes(microcontroller.nvm))  # to see whether this part writes nvm
    config = {"game": CONFIG["game"], "seats": list(CONFIG["seats"])}
    if kiosk:
        import kiosk_lane

        lane.app, handed = kiosk_lane.start(config)
        console = lane.app.console
        lane.kiosk = True
    else:
        console = hw.open_console()
        lane.app = App(console, config, home)
    # The virtual clock stands still within a frame: the lane counts CPU
    # work as the simulator does (engine/think.py), so its frames match.
    console.think_clock = None
    lane.app.think_clock = None
    lane.tour = tour.Tour(path, module.DeviceRig(), lane.app, measure=measure)
    if pixels:  # CircuitPython's own display code only: the stand-ins compose only checkpoints
        import pixels as shown

        display = lane.tour.rig.display
        shown.watch(lane.tour, lambda: display.pushed)
    lane.reloaded = False  # True once a reload ended this interpreter's part
    if saved is not None:
        lane.tour.rig.sent = saved[0]
        lane.tour.restore(saved[1])
    module._hook(console, lane.tour.drive, resumed=saved is not None)
    if not resume:  # once a tour, not at every start after a reload
        print("displayio: {}".format("circuitpython" if real_displayio() else "stand-in"))
    print("standins {}".format(figures[0]))
    print("driver {}".format(figures[1]))
    # The heap's size now and the largest seen: the WebAssembly port grows
    # its heap when a frame needs more than is free, a board cannot.
    lane.heap_start = lane.heap_max = gc.mem_alloc() + gc.mem_free()
    if not kiosk:
        handed = hw.handed_scene(lane.app)
    return handed


def resume_state(path):
    """Put back what the interpreter before the reload saved: the clock and
    nvm, sleep memory and the backlight, as a board keeps them; returns
    (outputs sent, the tour's state)."""
    import alarm
    import board
    import microcontroller
    import supervisor

    with open(path + ".resume") as handle:
        saved = eval(handle.read())  # noqa: S307 -- the lane's own file, written by lane_report.reloaded
    supervisor.restore(saved[0])
    microcontroller.nvm[:] = saved[1]
    alarm.sleep_memory[:] = saved[4]
    board.DISPLAY.brightness = saved[5]  # a reload leaves the backlight as it was
    supervisor.status_bar.display = saved[6]
    return saved[2], saved[3]


def call(name):
    """Put the stand-ins in place and call `name` ("module.function")."""
    install()
    module, function = name.split(".")
    getattr(__import__(module), function)()


def main(argv, start=None):
    """lane_main.py's work: the Lane to run frame by frame (None after a
    ``--call``); `start`: the heap before lane.py was imported."""
    if len(argv) > 2 and argv[1] == "--call":
        call(argv[2])
        return None
    options = argv[2:]
    before = _heap()
    import lane

    if start is None:
        start = before
    kind = lane.Lane
    for word in options:
        if word.startswith("frames=") or word in ("native", "collect"):
            from frame_timer import timed_lane

            kind = timed_lane(options)
            break
    if kind is lane.Lane:
        # The first scene is entered by the lane's first frame, once this
        # module (and main's frame) is gone: not beside its code.
        return kind(argv[1], measure="measure" in options, start=start, resume="resume" in options,
                    pixels="pixels" in options, kiosk="kiosk" in options, defer=True)
    return kind(argv[1], measure="measure" in options, start=start, resume="resume" in options,
                pixels="pixels" in options, kiosk="kiosk" in options)
