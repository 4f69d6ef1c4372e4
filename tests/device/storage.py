"""Stand-in for CircuitPython's ``storage`` (device lane, tests/device).

The drive is mounted read-only for the code, as in a board's normal mode
(USB owns it), so the console keeps no saves and nothing is written on the
host. ``remount`` / ``disable_usb_drive`` are recorded in ``calls``.
"""


class _Mount:
    readonly = True


_ROOT = _Mount()
calls = []


def getmount(path):
    """The one mount there is."""
    return _ROOT


def remount(path, readonly=False, *args, **kwargs):  # (then disable_concurrent_write_protection)
    calls.append("remount")
    _ROOT.readonly = readonly


def disable_usb_drive():
    calls.append("disable_usb_drive")
