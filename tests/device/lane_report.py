"""What the device lane prints as an interpreter's part of the tour ends: its
own checks of what a board keeps across a reload (lane.py, _report)."""


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
