"""The device lane as a board in kiosk mode (lane.py with ``kiosk``; a module
of its own, so a run without it keeps none of this in the heap it measures)."""

# Where a kiosk run keeps its saves: the drive's own folder (a board's /saves;
# the lane runs with the drive as its working folder, never the host's /).
SAVES = "saves"


def start(config):
    """A board in kiosk mode, as boot.py and hw.main make it: the drive
    writable by the code (so the console has a store: saves and stats), and
    the run started as hw.main starts it (hw/kiosk_setup.py, hw/guard.py: the
    crash record read, a reset counted, the watchdog started, the safe menu
    after repeated crashes). Returns (app, handed scene or None). The attract
    loop stays off, as in the simulator the tour is compared with."""
    import storage

    import hw
    from hw import board_console
    from hw.kiosk_setup import start as kiosk_start

    storage.remount("/", readonly=False)
    board_console.SAVES = SAVES
    return kiosk_start(config, hw.open_console, None, hw.handed_scene)


def figures():
    """``kiosk feeds N saves F``: the watchdog's feeds in this interpreter's
    part and the files in the saves folder."""
    import os

    import microcontroller

    files = os.listdir(SAVES)
    print("kiosk feeds {} saves {}".format(microcontroller.watchdog.feeds, ",".join(sorted(files)) or "-"))
