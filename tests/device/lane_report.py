"""The device lane's own checks of what a board keeps across a reload (nvm,
sleep memory, the backlight), loaded only for the moment (lane.py, _report)."""


def begin(lane):
    """At a start: whether the screen is dark (a reload darkened it), and
    nvm's hash, to see whether this part writes it."""
    import board
    import microcontroller

    lane.dark = int(not board.DISPLAY.brightness)
    lane.nvm = hash(bytes(microcontroller.nvm))


def resume(saved):
    """After a reload: sleep memory and the backlight as the run before left
    them (lane.py's resume file)."""
    import alarm
    import board
    import supervisor

    alarm.sleep_memory[:] = saved[4]
    board.DISPLAY.brightness = saved[5]  # a reload leaves the backlight as it was
    supervisor.status_bar.display = saved[6]


def report(lane):
    """``nvm_writes 1`` when the part changed nvm (flash, erased whole at
    every write), else 0; ``backlight DARK LIT STATUS_BAR`` (whether it
    started dark, whether the console lit the screen by the time it ended:
    tests/test_handoff.py checks it lights right after the first frame, and
    whether CircuitPython's status bar was shown); in kiosk mode
    kiosk_lane.py's figures."""
    import microcontroller
    import supervisor

    print("nvm_writes {}".format(int(hash(bytes(microcontroller.nvm)) != lane.nvm)))
    import board

    print("backlight {} {} {}".format(lane.dark, int(board.DISPLAY.brightness > 0), int(supervisor.status_bar.display)))
    if getattr(lane, "kiosk", False):
        import kiosk_lane

        kiosk_lane.figures()
