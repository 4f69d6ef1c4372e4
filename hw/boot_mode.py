"""Normal or kiosk mode, chosen by boot.py before USB starts.

- normal (default): the CIRCUITPY drive and the USB serial console (the REPL)
  stay on, for development; the code cannot write the drive, so no match logs
  are saved.
- kiosk: ``SALVO_MODE = "kiosk"`` in settings.toml. The code may write (saves
  and stats go to /saves), the USB drive is hidden and the USB serial console
  is off (``usb_cdc.disable()``), so nothing plugged into the USB port can
  change files, stop the program or reach the REPL. A watchdog and a crash
  record in nvm keep it running (hw/guard.py).
- the boot key (PyBadge / PyGamer: START; kiosk: P1 UP) held at power-on or
  reset swaps the mode for that one boot: a kiosk starts in normal mode with
  the drive and the serial console back (maintenance), a normal board starts
  as a kiosk (to try it).

The calls are documented to work only in boot.py: ``storage.remount`` "can
always be done from boot.py", ``storage.disable_usb_drive`` and
``usb_cdc.disable`` must be called "in boot.py, before USB is connected"
(circuitpython-stubs 10.3.1, storage and usb_cdc). Another way back from
kiosk mode: CircuitPython's safe mode does not run boot.py, so the drive
appears as usual; edit SALVO_MODE there.
"""

KIOSK = "kiosk"
NORMAL = "normal"


def choose(mode_setting, key_held):
    """KIOSK or NORMAL from the SALVO_MODE value and the boot key, which swaps
    the mode for this boot."""
    kiosk = mode_setting == KIOSK
    if key_held:
        kiosk = not kiosk
    return KIOSK if kiosk else NORMAL


def apply(storage, usb_cdc, mode):
    """Kiosk mode: make the drive writable by the code, hide it from USB and
    turn the USB serial console off (usb_cdc None: this build has none)."""
    if mode == KIOSK:
        storage.disable_usb_drive()
        storage.remount("/", readonly=False)
        if usb_cdc is not None:
            usb_cdc.disable()


def _usb_cdc():
    """The usb_cdc module, or None on a build without it."""
    try:
        import usb_cdc

        return usb_cdc
    except ImportError:
        return None


def run():
    """What boot.py does: read the setting and the key, then apply the mode."""
    import storage

    from hw import settings_toml
    from hw.start import board_module

    setting = settings_toml.choice_setting("SALVO_MODE", NORMAL, (NORMAL, KIOSK))
    try:
        held = board_module().boot_key_held()
    except (ImportError, OSError, RuntimeError, ValueError) as error:
        settings_toml.warn("boot key not read: {}".format(error))
        held = False
    mode = choose(setting, held)
    apply(storage, _usb_cdc(), mode)
    if held and setting == KIOSK:
        why = " (boot key held: maintenance, drive and serial on)"
    elif held:
        why = " (boot key held)"
    else:
        why = ""
    print("salvo: {} mode{}".format(mode, why))
    return mode
