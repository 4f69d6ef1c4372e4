"""Stand-in for CircuitPython's ``board`` on an Adafruit PyBadge (device lane,
tests/device): its board_id, the pins hw/pybadge.py names, and DISPLAY, the
built-in 160x128 display (lcd.Display)."""

from microcontroller import Pin

import lcd

board_id = "pybadge"

BUTTON_CLOCK = Pin("BUTTON_CLOCK")
BUTTON_OUT = Pin("BUTTON_OUT")
BUTTON_LATCH = Pin("BUTTON_LATCH")
NEOPIXEL = Pin("NEOPIXEL")
SPEAKER = Pin("SPEAKER")
SPEAKER_ENABLE = Pin("SPEAKER_ENABLE")

DISPLAY = lcd.Display(160, 128)
