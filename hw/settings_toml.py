"""settings.toml readers and the optional-part guard, used while a board
opens its console (hw/start.py drops this module once the console is open:
its code need not stay in the heap for the match).

Settings come from ``os.getenv``, which reads CIRCUITPY/settings.toml. The
CircuitPython docs say it returns strings on current releases, while older
9.x/10.x releases returned integers for integer values
(docs.circuitpython.org, "Environment Variables"), so every reader here takes
either. A bad value is reported on the serial console with what was expected,
and the default is used instead: a wrong setting never stops the console.
"""

import os


def warn(text):
    """Say on the serial console / REPL what is wrong and what happens now."""
    print("salvo: " + text)


# The longest value a setting may have: pin lists are the longest we read
# (six pin names). A longer one is a mistake, and a big one (100 KB) would
# fill the heap or not even be read (MemoryError).
LONGEST = 200
_TOO_LONG = "settings.toml: {} is longer than {} characters; using the default"


def setting(name, default):
    """A settings.toml value as a stripped string, or `default` when unset,
    unreadable or longer than LONGEST (with one line saying so)."""
    try:
        value = os.getenv(name)
    except MemoryError:  # too long to read at all
        value = None
        warn(_TOO_LONG.format(name, LONGEST))
        return default
    except (AttributeError, OSError, ValueError):  # no getenv, or a broken file
        value = None
    if value is None:
        return default
    if isinstance(value, str) and len(value) > LONGEST:
        value = None  # let the heap have it back
        warn(_TOO_LONG.format(name, LONGEST))
        return default
    return str(value).strip()


def int_setting(name, default, low, high):
    """An integer setting in low..high; `default` (with a warning) otherwise."""
    text = setting(name, None)
    if text is None:
        return default
    try:
        value = int(text, 0)
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        warn("settings.toml: {} = {!r} is not a number {}..{}; using {}".format(name, text, low, high, default))
        return default
    return value


def choice_setting(name, default, choices):
    """A setting that must be one of `choices` (lower case)."""
    text = setting(name, default).lower()
    if text not in choices:
        warn("settings.toml: {} = {!r} must be one of {}; using {!r}".format(name, text, ", ".join(choices), default))
        return default
    return text


def pin_setting(name, default):
    """A comma-separated list of board pin names ("GP2,GP3") as a tuple of
    pins; the default list (with a warning) when any name is not a pin here.
    An empty value gives an empty tuple (the feature is not wired)."""
    import board

    text = setting(name, default)
    names = [part.strip() for part in text.split(",") if part.strip()]
    pins = []
    for pin_name in names:
        pin = getattr(board, pin_name, None)
        if pin is None:
            warn("settings.toml: {}: this board has no pin {!r}; using {!r}".format(name, pin_name, default))
            return pin_setting_default(default)
        pins.append(pin)
    return tuple(pins)


def one_pin(name, default):
    """A single pin setting; None when set to "" (not wired)."""
    found = pin_setting(name, default)
    if len(found) > 1:
        warn("settings.toml: {} takes one pin; using {!r}".format(name, default))
        found = pin_setting_default(default)
    return found[0] if found else None


def pin_setting_default(default):
    """The pins of a default list; ValueError naming the pin when this board
    lacks one (a kiosk wiring chosen with SALVO_BOARD on another board)."""
    import board

    pins = []
    for part in default.split(","):
        if part.strip():
            pin = getattr(board, part.strip(), None)
            if pin is None:
                raise ValueError("no pin {} on this board: name the pins in settings.toml".format(part.strip()))
            pins.append(pin)
    return tuple(pins)


def optional(what, factory, *args):
    """factory(*args), or None with a message when that part cannot start (a pin
    in use, a module this firmware lacks): LEDs and sound are extras."""
    try:
        return factory(*args)
    except (ImportError, OSError, RuntimeError, ValueError) as error:
        warn("{} off: {}".format(what, error))
        return None
