"""Adafruit PyGamer (board_id "pygamer"): the built-in 160x128 display, P1 on
the PyGamer's own controls, P2 on a wired pad of 4 or 6 buttons.

P1: the analog stick is UP/DOWN/LEFT/RIGHT, the A and B buttons are A and B
(START and SELECT are not pad buttons; START held at power-on swaps the boot
mode, kiosk or normal, for that boot: hw/boot_mode.py).

P2: push buttons on the female Feather header on the PyGamer's back, read with
``keypad.Keys`` and the internal pull-ups: each button joins its pin to GND.
Default pins D5, D6, D9, D10, D11, D12 (six neighbours on the header's long
side; the GND pin is on the other side) for UP, DOWN, LEFT, RIGHT, A, B. Set
``SALVO_PYGAMER_P2`` in settings.toml to 4 or 6 other pin names to move them, or
to "" when no P2 pad is wired (P2 is then a CPU seat).

Where the facts come from: the 74HC165 holds 4 keys, high when pressed, in
the order B, A, START, SELECT, and the stick is board.JOYSTICK_X / JOYSTICK_Y
(Adafruit's PyBadger library, adafruit_pybadger/pygamer.py); the pins, and
that keypad.Keys, neopixel_write and audioio are built in, from
circuitpython-stubs 10.3.1, board_definitions/pygamer.
"""

import board

from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from hw import board_console, board_outputs, board_pads, settings_toml

UNUSED = board_pads.UNUSED
KEYS = bytes((B, A, UNUSED, UNUSED))  # B, A, START, SELECT -> P1 buttons
BOOT_KEY = 2  # START held at power-on: the other boot mode (boot.py)
P2_DEFAULT = "D5,D6,D9,D10,D11,D12"  # UP, DOWN, LEFT, RIGHT, A, B
PIXEL_SEATS = bytes((0, 0, 0xFF, 1, 1))  # NeoPixel i -> seat

_CONTROLS_P1 = (
    "P1: stick moves, A and B",
    "Pause: hold < >, or A+B",
)
_CONTROLS_P2 = (
    "P2: the pad on the back",
    "  header (up down left",
    "  right A B)",
)
_CONTROLS_NO_P2 = ("P2: no pad wired (CPU)",)

# PyGamer stick, 16-bit AnalogIn values (centre about 32768). A direction goes
# down past _PRESS_* and comes back up only inside _RELEASE_*: the gap stops a
# stick resting near a threshold from chattering. The press thresholds are the
# ones Adafruit's PyBadger library uses for the same stick (15000 / 50000).
_PRESS_LOW = 15000
_PRESS_HIGH = 50000
_RELEASE_LOW = 20000
_RELEASE_HIGH = 45000


class StickSource:
    """An analog stick read as one seat's UP/DOWN/LEFT/RIGHT buttons: sampled
    once per frame, each direction reported when it goes down or comes up."""

    def __init__(self, x, y, seat, ticks):
        self.x = x  # analogio.AnalogIn: left low, right high
        self.y = y  # analogio.AnalogIn: up low, down high
        self.seat = seat
        self.ticks = ticks  # supervisor.ticks_ms
        self.held = 0  # bit (1 << button) per direction reported down
        self.target = 0  # directions the stick points to now
        self.sampled = False  # True between this frame's sample and its last event

    def _axis(self, value, low, high):
        """Bits for one axis: `low` / `high` are the two buttons' bits."""
        held = self.held
        bits = 0
        if value < (_RELEASE_LOW if held & low else _PRESS_LOW):
            bits = low
        elif value > (_RELEASE_HIGH if held & high else _PRESS_HIGH):
            bits = high
        return bits

    def read(self, event):
        """Fill `event` with the next direction change; False when none."""
        if not self.sampled:
            self.sampled = True
            x_bits = self._axis(self.x.value, 1 << LEFT, 1 << RIGHT)
            self.target = x_bits | self._axis(self.y.value, 1 << UP, 1 << DOWN)
        change = self.target ^ self.held
        if not change:
            self.sampled = False  # sample again next frame
            return False
        button = 0
        while not change & (1 << button):
            button += 1
        self.held ^= 1 << button
        event.set(self.seat, button, bool(self.held & (1 << button)), self.ticks())
        return True


def scanner():
    """The built-in shift register: B, A, START, SELECT."""
    return board_pads.badge_buttons(board.BUTTON_CLOCK, board.BUTTON_OUT, board.BUTTON_LATCH, 4)


def p2_pins():
    """P2's pins from settings.toml: 0, 4 or 6 of them."""
    pins = settings_toml.pin_setting("SALVO_PYGAMER_P2", P2_DEFAULT)
    if len(pins) not in (0, 4, 6):
        settings_toml.warn("settings.toml: SALVO_PYGAMER_P2 needs 4 or 6 pins; using " + P2_DEFAULT)
        pins = settings_toml.pin_setting_default(P2_DEFAULT)
    return pins


def open_console(settings=None):
    """The PyGamer console: built-in display, stick pad, wired P2 pad."""
    import analogio
    import keypad
    import supervisor

    sources = [
        board_pads.KeySource(scanner(), KEYS, keypad.Event()),
        StickSource(
            analogio.AnalogIn(board.JOYSTICK_X), analogio.AnalogIn(board.JOYSTICK_Y), 0, supervisor.ticks_ms
        ),
    ]
    pins = p2_pins()
    controls = _CONTROLS_P1 + (_CONTROLS_P2 if pins else _CONTROLS_NO_P2)
    if pins:
        p2 = keypad.Keys(pins, value_when_pressed=False, pull=True)
        table = bytes(board_pads.code(1, button) for button in range(len(pins)))
        sources.append(board_pads.KeySource(p2, table, keypad.Event()))
    leds, sound = board_outputs.badge_extras(board.NEOPIXEL, board.SPEAKER, board.SPEAKER_ENABLE, PIXEL_SEATS)
    buttons = 4 if len(pins) == 4 else 6
    pads = board_pads.PadReader(tuple(sources))
    return board_console.Console(board_console.builtin_display(), pads, buttons, controls, leds=leds, sound=sound, fresh="on")


def boot_key_held():
    """True when START is held (checked once by boot.py)."""
    return board_pads.key_held(scanner(), BOOT_KEY)
