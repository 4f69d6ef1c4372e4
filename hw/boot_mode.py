"""Normal or kiosk mode, chosen by boot.py before USB starts.

- normal (default): the CIRCUITPY drive stays writable from USB, for
  development; the code cannot write it, so no match logs are saved.
- kiosk: ``SALVO_MODE = "kiosk"`` in settings.toml, or the board's boot key
  held at power-on (PyBadge / PyGamer: START; kiosk: P1 UP). The code may
  write (saves go to /saves) and the USB drive is hidden, so visitors cannot
  change files. USB serial (the REPL) stays on.

Both calls are documented to work only in boot.py: ``storage.remount`` "can
always be done from boot.py" and ``storage.disable_usb_drive`` "must be
called in boot.py, before USB is connected" (circuitpython-stubs 10.3.1,
storage). The way back from kiosk mode: CircuitPython's safe mode does not run
boot.py, so the drive appears as usual; edit SALVO_MODE there.
"""

KIOSK = "kiosk"
NORMAL = "normal"


def choose(mode_setting, key_held):
    """KIOSK or NORMAL from the SALVO_MODE value and the boot key."""
    return KIOSK if key_held or mode_setting == KIOSK else NORMAL


def apply(storage, mode):
    """Make the drive writable by the code and hide it from USB in kiosk mode."""
    if mode == KIOSK:
        storage.disable_usb_drive()
        storage.remount("/", readonly=False)


def run():
    """What boot.py does: read the setting and the key, then apply the mode."""
    import storage

    import hw
    from hw import board_console

    setting = board_console.choice_setting("SALVO_MODE", NORMAL, (NORMAL, KIOSK))
    try:
        held = hw.board_module().boot_key_held()
    except (ImportError, OSError, RuntimeError, ValueError) as error:
        board_console.warn("boot key not read: {}".format(error))
        held = False
    mode = choose(setting, held)
    apply(storage, mode)
    print("salvo: {} mode{}".format(mode, " (boot key held)" if held else ""))
    return mode
