"""What the device lane prints as an interpreter's part of the tour ends: its
own checks of what a board keeps across a reload (lane.py, _report), and at a
reload the state the next part goes on from (lane_start.resume reads it)."""


def report(lane):
    """``nvm_writes 1`` when the part changed nvm (flash, erased whole at
    every write), else 0; ``backlight DARK LIT STATUS_BAR`` (whether it
    started dark, whether the console had lit the screen before the part
    ended (a reload darkens it again): tests/test_handoff.py checks it lights
    right after the first frame, and
    whether CircuitPython's status bar was shown); in kiosk mode
    kiosk_lane.py's figures."""
    import microcontroller
    import supervisor

    print("nvm_writes {}".format(int(hash(bytes(microcontroller.nvm)) != lane.nvm)))
    lit = int(not getattr(lane.app.console, "dark", 0))  # the console's countdown to lighting it is over
    print("backlight {} {} {}".format(lane.dark, lit, int(supervisor.status_bar.display)))
    if getattr(lane, "kiosk", False):
        import kiosk_lane

        kiosk_lane.figures()


def reloaded(lane):
    """The program reloaded (its scene already let go, lane.py): save what
    the next interpreter needs to go on: the clock, nvm, sleep memory (the
    program's hand-off), the backlight, the outputs sent and the tour's
    state; print this part's figures and where it stopped."""
    import alarm
    import microcontroller
    import supervisor

    tour = lane.tour
    display = tour.rig.display
    with open(lane.path + ".resume", "w") as handle:
        handle.write(repr((supervisor.ticks_ms(), bytes(microcontroller.nvm), tour.rig.outputs(), tour.state(),
                           bytes(alarm.sleep_memory), display.brightness, supervisor.status_bar.display)))
    print("render {} {}".format(display.renders, display.render_ms))
    report(lane)
    print("reload at tour line {} (after checkpoint {}, frame {})".format(tour.line, tour.checks, tour.frames))
