"""How the device lane starts an interpreter's part of the tour (lane.py,
Lane): the program built as code.py builds it, the tour's state put back
after a reload. A module of its own, imported for the start and dropped
again, so its code is not in the heap the tour measures (its names are:
interned strings stay for the whole run)."""

import gc


def begin(lane, path, measure, figures, resume, pixels, kiosk):
    """Lane.__init__'s work (its arguments, `figures` measured)."""
    import board
    import microcontroller

    import hw
    import tour
    from engine.ui.app import App
    from engine.ui.modules import home

    import lane as module  # (frame_timer.py may have wrapped its _resume and _hook)

    lane.path = path
    saved = module._resume(path) if resume else None
    lane.dark = int(not board.DISPLAY.brightness)  # a reload darkened the screen
    lane.nvm = hash(bytes(microcontroller.nvm))  # to see whether this part writes nvm
    config = {"game": module.CONFIG["game"], "seats": list(module.CONFIG["seats"])}
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
        print("displayio: {}".format("circuitpython" if module.real_displayio() else "stand-in"))
    print("standins {}".format(figures[0]))
    print("driver {}".format(figures[1]))
    # The heap's size now and the largest seen: the WebAssembly port grows
    # its heap when a frame needs more than is free, a board cannot.
    lane.heap_start = lane.heap_max = gc.mem_alloc() + gc.mem_free()
    if not kiosk:
        handed = hw.handed_scene(lane.app)
    return handed


def resume(path):
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
