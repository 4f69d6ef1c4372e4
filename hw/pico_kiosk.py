"""Raspberry Pi Pico kiosk (board_id raspberry_pi_pico, _w, pico2, pico2_w, or
SALVO_BOARD = "kiosk" on another board): an SPI display and two pads of 4 or 6
buttons, everything named in settings.toml (docs/HARDWARE.md has the wiring).

Display: SALVO_DISPLAY "ili9341" (default, 320x240) or "st7789", on
fourwire.FourWire + the adafruit_ili9341 / adafruit_st7789 drivers from lib/.
Pads, SALVO_PADS:
- "keys" (default): one button per pin, to GND, internal pull-ups, one
  ``keypad.Keys`` for both pads (SALVO_P1_PINS, SALVO_P2_PINS);
- "shift": one 74HC165 per pad, sharing clock and latch, read by ONE
  ``keypad.ShiftRegisterKeys`` with two data pins (``data`` may be a sequence
  of pins and ``key_count`` one count per data pin; key numbers run through
  data[0]'s keys, then data[1]'s; key 0 of each chip is its H input, read out
  first on QH), value low when pressed (circuitpython-stubs 10.3.1, keypad).
Pin lists are in UP, DOWN, LEFT, RIGHT, A, B order. A bad value is reported on
the serial console and its default used; no display: a console without screen.
"""

from hw import board_console, board_outputs, board_pads, settings_toml

pins = settings_toml.pin_setting
pin = settings_toml.one_pin

BOOT_KEY = 0  # P1's first key (UP) held at power-on: the other boot mode (boot.py)

CONTROLS = (
    "P1 and P2: the two pads",
    "  up, down, left, right",
    "  (A = ok, B = back)",
    "Pause: hold < >, or A+B",
)


def _display():
    """The SPI display from settings.toml, or a NullDisplay with the reason."""
    kind = settings_toml.choice_setting("SALVO_DISPLAY", "ili9341", ("ili9341", "st7789", "none"))
    if kind == "none":
        return board_console.NullDisplay()
    try:
        import busio
        import displayio
        import fourwire

        displayio.release_displays()
        bus = fourwire.FourWire(
            busio.SPI(pin("SALVO_SPI_SCK", "GP18"), MOSI=pin("SALVO_SPI_MOSI", "GP19")),
            command=pin("SALVO_TFT_DC", "GP16"),
            chip_select=pin("SALVO_TFT_CS", "GP17"),
            reset=pin("SALVO_TFT_RST", "GP20"),
            baudrate=settings_toml.int_setting("SALVO_SPI_MHZ", 24, 1, 62) * 1000000,
        )
        if kind == "st7789":
            from adafruit_st7789 import ST7789 as Driver
        else:
            from adafruit_ili9341 import ILI9341 as Driver
        display = Driver(
            bus,
            width=settings_toml.int_setting("SALVO_WIDTH", 320, 96, 480),
            height=settings_toml.int_setting("SALVO_HEIGHT", 240, 64, 480),
            rotation=settings_toml.int_setting("SALVO_ROTATION", 90 if kind == "st7789" else 0, 0, 270),
            rowstart=settings_toml.int_setting("SALVO_ROWSTART", 0, 0, 320),
            colstart=settings_toml.int_setting("SALVO_COLSTART", 0, 0, 320),
            backlight_pin=pin("SALVO_TFT_BACKLIGHT", "GP21"),
            auto_refresh=False,
        )
    except (ImportError, OSError, RuntimeError, TypeError, ValueError) as error:
        settings_toml.warn("{} display failed ({}); check SALVO_* pins in settings.toml".format(kind, error))
        return board_console.NullDisplay()
    return display


def _pad_pins(name, default):
    """4 or 6 pins for one pad, else the default with a message."""
    found = pins(name, default)
    if len(found) not in (4, 6):
        settings_toml.warn("settings.toml: {} needs 4 or 6 pins; using {}".format(name, default))
        found = settings_toml.pin_setting_default(default)
    return found


def scanner():
    """The pads' scanner from settings.toml and its key table."""
    import keypad

    if settings_toml.choice_setting("SALVO_PADS", "keys", ("keys", "shift")) == "shift":
        count = settings_toml.int_setting("SALVO_SR_BUTTONS", 6, 4, 6)
        data = pins("SALVO_SR_DATA", "GP4,GP5")
        if len(data) != 2:
            settings_toml.warn("settings.toml: SALVO_SR_DATA needs 2 pins (P1, P2); using GP4,GP5")
            data = settings_toml.pin_setting_default("GP4,GP5")
        chips = keypad.ShiftRegisterKeys(
            clock=pin("SALVO_SR_CLOCK", "GP2"),
            data=data,
            latch=pin("SALVO_SR_LATCH", "GP3"),
            key_count=(count, count),
            value_when_pressed=False,
        )
        return chips, _table(count, count), count
    p1 = _pad_pins("SALVO_P1_PINS", "GP2,GP3,GP4,GP5,GP6,GP7")
    p2 = _pad_pins("SALVO_P2_PINS", "GP8,GP9,GP10,GP11,GP12,GP13")
    keys = keypad.Keys(p1 + p2, value_when_pressed=False, pull=True)
    return keys, _table(len(p1), len(p2)), min(len(p1), len(p2))


def _table(p1, p2):
    """Key table: P1's keys then P2's, each in UP, DOWN, LEFT, RIGHT, A, B order."""
    return bytes([board_pads.code(0, b) for b in range(p1)] + [board_pads.code(1, b) for b in range(p2)])


class PwmTone(board_outputs.Tone):
    """A piezo buzzer on a PWM pin (kiosk): frequency = pitch, half duty."""

    def __init__(self, pin, ticks):
        super().__init__(ticks)
        import pwmio

        self.pwm = pwmio.PWMOut(pin, frequency=440, duty_cycle=0, variable_frequency=True)

    def _start(self, hz):
        self.pwm.frequency = hz
        self.pwm.duty_cycle = 0x8000

    def _stop(self):
        self.pwm.duty_cycle = 0


def open_console(settings=None):
    """The kiosk console."""
    import keypad
    import supervisor

    display = _display()
    sources = []
    buttons = 4
    try:
        keys, table, buttons = scanner()
        sources.append(board_pads.KeySource(keys, table, keypad.Event()))
    except (RuntimeError, ValueError) as error:  # a pin in use twice, ...
        settings_toml.warn("pads failed ({}); check the SALVO_* pad pins in settings.toml".format(error))
    buzzer = pin("SALVO_BUZZER", "")
    pixel = pin("SALVO_NEOPIXEL", "")
    return board_console.Console(
        display,
        board_pads.PadReader(tuple(sources)),
        buttons,
        CONTROLS,
        leds=settings_toml.optional("LEDs", board_outputs.PixelLeds, pixel, bytes((0, 1))) if pixel else None,
        sound=settings_toml.optional("sound", PwmTone, buzzer, supervisor.ticks_ms) if buzzer else None,
    )


def boot_key_held():
    """True when P1's UP is held (checked once by boot.py)."""
    return board_pads.key_held(scanner()[0], BOOT_KEY)
