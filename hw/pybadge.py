"""Adafruit PyBadge (also PyBadge LC and EdgeBadge, which run the same
CircuitPython build, board_id "pybadge"): the built-in 160x128 display and its
8 buttons split 4 and 4 between the players.

P1 plays the d-pad. P2 plays SELECT, START, B and A as its UP, DOWN, LEFT and
RIGHT, so every game runs on four buttons per pad (engine/ui/pad.py: RIGHT is
OK, LEFT is back, LEFT+RIGHT held is pause, which for P2 means B+A).

Where the facts come from:
- the buttons sit on a built-in 74HC165 read with ``keypad.ShiftRegisterKeys``
  on board.BUTTON_CLOCK / BUTTON_OUT / BUTTON_LATCH, 8 keys, high when pressed,
  key numbers 0..7 = B, A, START, SELECT, RIGHT, DOWN, UP, LEFT (Adafruit's
  PyBadger library, adafruit_pybadger/pybadge.py and pybadger_base.py; the
  same order in the Rust ``pybadge`` board crate);
- pins and built-in modules: circuitpython-stubs 10.3.1,
  board_definitions/pybadge (NEOPIXEL, SPEAKER, SPEAKER_ENABLE, DISPLAY;
  keypad.ShiftRegisterKeys, neopixel_write, audioio are built in);
- 5 NeoPixels on board.NEOPIXEL (PyBadger: ``_neopixel_count = 5``).
"""

import board

from engine.ui.pad import DOWN, LEFT, RIGHT, UP
from hw import board_console, board_outputs, board_pads

_P2 = 8  # board_pads.code(1, button) == _P2 | button

# Key number -> pad button. Order of the built-in shift register: B, A, START,
# SELECT, RIGHT, DOWN, UP, LEFT. P2: SELECT up, START down, B left, A right.
KEYS = bytes((_P2 | LEFT, _P2 | RIGHT, _P2 | DOWN, _P2 | UP, RIGHT, DOWN, UP, LEFT))
BOOT_KEY = 2  # START held at power-on: the other boot mode (boot.py)

# NeoPixel i -> seat: two pixels for P1, the middle one unused, two for P2.
PIXEL_SEATS = bytes((0, 0, 0xFF, 1, 1))

# What the screens call each pad's UP, DOWN, LEFT, RIGHT, A, B (P2 has no A/B).
KEY_NAMES = (("^", "v", "<", ">", "A", "B"), ("SELECT", "START", "B", "A", "A", "B"))
PAUSE_HINT = "pause: <> or B+A"

CONTROLS = (
    "P1: the d-pad",
    "P2: SELECT up, START down,",
    "    B left, A right",
    "Pause: hold < and >",
    "  (P2: hold B and A)",
    "START held at power-on:",
    "  kiosk/normal swap",
)


def scanner():
    """The built-in button shift register."""
    return board_pads.badge_buttons(board.BUTTON_CLOCK, board.BUTTON_OUT, board.BUTTON_LATCH, 8)


def open_console(settings=None):
    """The PyBadge console: built-in display, both pads, LEDs and speaker."""
    import keypad

    display = board_console.builtin_display()
    pads = board_pads.PadReader((board_pads.KeySource(scanner(), KEYS, keypad.Event()),))
    leds, sound = board_outputs.badge_extras(board.NEOPIXEL, board.SPEAKER, board.SPEAKER_ENABLE, PIXEL_SEATS)
    console = board_console.Console(display, pads, 4, CONTROLS, leds=leds, sound=sound, fresh="on")
    console.key_names = KEY_NAMES
    console.pause_hint = PAUSE_HINT
    return console


def boot_key_held():
    """True when START is held (checked once by boot.py)."""
    return board_pads.key_held(scanner(), BOOT_KEY)
