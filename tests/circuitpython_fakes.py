"""Small stand-ins for the CircuitPython modules the board code uses, so the
board modules run on CPython in tests. Each fake records what it was asked to
do; none pretends to be more than the calls hw/ makes.

`install(monkeypatch, board_id, pins)` puts them in sys.modules and drops any
board module already imported, so each test imports hw/ against fresh fakes.
"""

import importlib.util
import os
import sys
import types

from engine.ticks import BOOT_TICKS


def _device_standin(name):
    """A module of tests/device (the device lane's stand-ins), loaded by path:
    that folder is never on CPython's path (its board.py would shadow Blinka's)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "device", name + ".py")
    spec = importlib.util.spec_from_file_location("device_standin_" + name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


Pin = _device_standin("microcontroller").Pin  # just its name
Event = _device_standin("keypad").Event


class EventQueue:
    """keypad.EventQueue fed by tests through `push`."""

    def __init__(self):
        self.pending = []
        self.overflowed = False

    def push(self, key_number, pressed, timestamp=0):
        self.pending.append((key_number, pressed, timestamp))

    def get_into(self, event):
        if not self.pending:
            return False
        event.key_number, event.pressed, event.timestamp = self.pending.pop(0)
        return True

    def clear(self):
        self.pending = []
        self.overflowed = False


class _Scanner:
    made = []  # every scanner created, newest last

    def __init__(self, **kwargs):
        self.kwargs = kwargs
        self.events = EventQueue()
        self.resets = 0
        self.deinited = False
        self.held_at_start = ()  # key numbers down when reset() is called
        _Scanner.made.append(self)

    def reset(self):
        self.resets += 1
        for number in self.held_at_start:
            self.events.push(number, True)

    def deinit(self):
        self.deinited = True


class Keys(_Scanner):
    def __init__(self, pins, **kwargs):
        super().__init__(pins=tuple(pins), **kwargs)
        if len(set(p.name for p in pins)) != len(pins):
            raise ValueError("pin in use")


class ShiftRegisterKeys(_Scanner):
    pass


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin
        self.value = 32768
        self.reads = 0

    def __getattribute__(self, name):
        if name == "value":
            object.__setattr__(self, "reads", object.__getattribute__(self, "reads") + 1)
        return object.__getattribute__(self, name)


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = False
        self.direction = None

    def switch_to_output(self, value=False):
        self.value = value


class Display:
    """A built-in or driver-made display."""

    def __init__(self, *args, width=160, height=128, **kwargs):
        self.args = args
        self.kwargs = kwargs
        self.width = width
        self.height = height
        self.auto_refresh = True
        self.root_group = None
        self.brightness = 1.0

    def refresh(self, **kwargs):
        return True


class Mount:
    def __init__(self, readonly):
        self.readonly = readonly


class WatchDog:
    """microcontroller.watchdog: records its settings and counts feeds. A test
    calls `expire()` to see whether it would have reset the board."""

    def __init__(self):
        self.timeout = None
        self.mode = None
        self.feeds = 0

    def feed(self):
        if self.mode is None:
            raise ValueError("WatchDogTimer is not initialized")
        self.feeds += 1


class NVM(bytearray):
    """microcontroller.nvm: a fixed-size byte array (blank flash reads 0xFF);
    slices may be assigned only with data of the same length. `writes`
    counts assignments (on flash, each is a whole-block erase and write)."""

    writes = 0

    def __setitem__(self, index, value):
        self.writes += 1
        if isinstance(index, slice):
            start, stop, _ = index.indices(len(self))
            if len(value) != stop - start:
                raise ValueError("Slice and value different lengths.")
        super().__setitem__(index, value)


RESET_REASONS = ("POWER_ON", "BROWNOUT", "SOFTWARE", "DEEP_SLEEP_ALARM", "RESET_PIN", "WATCHDOG", "UNKNOWN")
RUN_REASONS = ("STARTUP", "AUTO_RELOAD", "SUPERVISOR_RELOAD", "REPL_RELOAD")


# Boards whose CircuitPython has alarm.sleep_memory (SAMD51: 8 KB of backup RAM).
SLEEP_MEMORY = {"pybadge": 8192, "pygamer": 8192}


def power_on_garbage(size):
    """What sleep memory holds at power-on: undefined; here a fixed jumble."""
    return bytearray((i * 197 + (i >> 8) * 31 + 89) & 0xFF for i in range(size))


def install(monkeypatch, board_id, pins, display=True, readonly=True, nvm_size=256, sleep_size=None):
    """Fake CircuitPython for one board; returns a namespace of the fakes.
    displayio is the real one (Blinka's), so the engine's screens can run.
    `storage_calls` records storage, usb_cdc, supervisor.reload and
    microcontroller.reset calls in order; `nvm` and `watchdog` are the
    microcontroller's (nvm_size 0: a board without nvm), `sleep` is
    alarm.sleep_memory (sleep_size: its bytes, None: as the board has,
    SLEEP_MEMORY; 0: no alarm module), holding garbage as at power-on."""
    _Scanner.made = []
    fakes = types.SimpleNamespace(scanners=_Scanner.made, pixel_writes=[], storage_calls=[], ticks=[BOOT_TICKS])  # ticks_ms starts as on a board
    board = types.ModuleType("board")
    board.board_id = board_id
    for name in pins:
        setattr(board, name, Pin(name))
    if display:
        board.DISPLAY = Display()
    keypad = types.ModuleType("keypad")
    keypad.Event, keypad.Keys, keypad.ShiftRegisterKeys = Event, Keys, ShiftRegisterKeys
    supervisor = types.ModuleType("supervisor")
    supervisor.ticks_ms = lambda: fakes.ticks[0]
    supervisor.reload = lambda: fakes.storage_calls.append("reload")
    supervisor.RunReason = types.SimpleNamespace(**{name: name for name in RUN_REASONS})
    supervisor.runtime = types.SimpleNamespace(run_reason="STARTUP")
    supervisor.status_bar = types.SimpleNamespace(console=True, display=True)
    microcontroller = types.ModuleType("microcontroller")
    microcontroller.nvm = NVM(b"\xff" * nvm_size) if nvm_size else None
    if sleep_size is None:
        sleep_size = SLEEP_MEMORY.get(board_id, 0)
    alarm = None
    if sleep_size:
        alarm = types.ModuleType("alarm")
        alarm.sleep_memory = NVM(power_on_garbage(sleep_size))
    microcontroller.watchdog = WatchDog()
    microcontroller.ResetReason = types.SimpleNamespace(**{name: name for name in RESET_REASONS})
    microcontroller.cpu = types.SimpleNamespace(reset_reason="POWER_ON")
    microcontroller.reset = lambda: fakes.storage_calls.append("reset")
    watchdog = types.ModuleType("watchdog")
    watchdog.WatchDogMode = types.SimpleNamespace(RAISE="RAISE", RESET="RESET")
    usb_cdc = types.ModuleType("usb_cdc")
    usb_cdc.disable = lambda: fakes.storage_calls.append("usb_cdc.disable")
    digitalio = types.ModuleType("digitalio")
    digitalio.DigitalInOut = DigitalInOut
    digitalio.Direction = types.SimpleNamespace(OUTPUT="output", INPUT="input")
    neopixel_write = types.ModuleType("neopixel_write")
    neopixel_write.neopixel_write = lambda io, buf: fakes.pixel_writes.append(bytes(buf))
    analogio = types.ModuleType("analogio")
    analogio.AnalogIn = AnalogIn
    audiocore = types.ModuleType("audiocore")
    audiocore.RawSample = lambda wave, sample_rate: types.SimpleNamespace(wave=wave, sample_rate=sample_rate)
    audioio = types.ModuleType("audioio")

    class AudioOut:
        def __init__(self, pin):
            self.playing = None

        def play(self, sample, loop=False):
            self.playing = sample.sample_rate

        def stop(self):
            self.playing = None

    audioio.AudioOut = AudioOut
    pwmio = types.ModuleType("pwmio")
    pwmio.PWMOut = lambda pin, **kwargs: types.SimpleNamespace(pin=pin, **kwargs)
    storage = types.ModuleType("storage")
    storage.getmount = lambda path: Mount(readonly)
    storage.disable_usb_drive = lambda: fakes.storage_calls.append("disable_usb_drive")
    storage.remount = lambda path, readonly=False: fakes.storage_calls.append(("remount", path, readonly))
    busio = types.ModuleType("busio")
    busio.SPI = lambda clock, MOSI=None: types.SimpleNamespace(clock=clock, mosi=MOSI)
    fourwire = types.ModuleType("fourwire")
    fourwire.FourWire = lambda spi, **kwargs: types.SimpleNamespace(spi=spi, **kwargs)
    st7789 = types.ModuleType("adafruit_st7789")
    st7789.ST7789 = type("ST7789", (Display,), {})
    ili9341 = types.ModuleType("adafruit_ili9341")
    ili9341.ILI9341 = type("ILI9341", (Display,), {})
    modules = {
        "board": board,
        "keypad": keypad,
        "supervisor": supervisor,
        "digitalio": digitalio,
        "neopixel_write": neopixel_write,
        "analogio": analogio,
        "audiocore": audiocore,
        "audioio": audioio,
        "pwmio": pwmio,
        "storage": storage,
        "busio": busio,
        "fourwire": fourwire,
        "adafruit_st7789": st7789,
        "adafruit_ili9341": ili9341,
        "microcontroller": microcontroller,
        "watchdog": watchdog,
        "usb_cdc": usb_cdc,
        "alarm": alarm,  # None: import alarm raises ImportError
    }
    for name, module in modules.items():
        monkeypatch.setitem(sys.modules, name, module)
    for name in list(sys.modules):  # the package too: it caches its submodules
        if name == "hw" or name.startswith("hw.") and name not in ("desktop.sim", "desktop.cli"):
            monkeypatch.delitem(sys.modules, name)
    fakes.board = board
    fakes.supervisor = supervisor
    fakes.microcontroller = microcontroller
    fakes.nvm = microcontroller.nvm
    fakes.sleep = alarm.sleep_memory if alarm else None
    fakes.watchdog = microcontroller.watchdog
    return fakes


PYBADGE_PINS = ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "NEOPIXEL", "SPEAKER", "SPEAKER_ENABLE")
PYGAMER_PINS = PYBADGE_PINS + ("JOYSTICK_X", "JOYSTICK_Y", "A1", "A2", "D5", "D6", "D9", "D10", "D11", "D12")
PICO_PINS = tuple("GP{}".format(n) for n in range(29))
