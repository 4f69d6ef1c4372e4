"""The web console: Salvo's device code in a browser page (web/, tools/web.py).

The page runs MicroPython's WebAssembly build with the same drive a board gets
(code.py, engine/, games/, hw/, lib/) and the device lane's displayio
stand-ins; this module is its board. It keeps the hardware contract of
hw/__init__.py with these parts:

- display: ``WebDisplay``. ``refresh()`` walks the Group tree once and writes
  one record per shown TileGrid into a buffer made once (``_GRID`` ints each:
  where the grid lands, its flips, tile sizes, and the addresses of its
  bitmap's packed rows and its tile numbers); palettes go to a colour table as
  RGB565, -1 for transparent. The page (web/salvo.mjs) reads both straight out
  of the interpreter's memory and composes the pixels in JavaScript: a frame
  composed in Python here takes a third of a second, in JavaScript well
  under a millisecond.
- pads: the page calls ``push(seat, button, pressed)`` for each key or touch
  transition; they queue in a byte ring until the next frame reads them.
- sound and LEDs: tones and seat colours go to the page (WebAudio, two dots
  beside the screen).
- ticks: ``time.ticks_ms`` moved to start where a board's do, 65 s before the
  wrap (engine/ticks.py), so the page meets the wrap when a board would.

No ``restart``: the page switches scenes in one heap, as the Pico kiosk and
the simulator do. Nothing sent to the page depends on a hidden choice any
more than on a board: it is the same engine calling the same contract.
"""

import time

import js  # the page's JavaScript globals (MicroPython's WebAssembly build)
import uctypes
from array import array

from engine.ticks import BOOT_TICKS, ticks_add
from hw import keyboard

# Ints a grid record takes, in this order: screen x, y, scale, flags
# (1 flip_x, 2 flip_y), width and height in tiles, tile width and height,
# bitmap address, bytes a bitmap row, bits a value, bitmap width, tiles
# address, first colour in the colour table, colours.
_GRID = 15
_MOST_GRIDS = 400  # a six-seat Microchips table shows about 90
_MOST_COLORS = 4096
# Pad transitions waiting for the next frame: 3 bytes each (seat, button, pressed).
_RING = 96

# The simulator's keys (hw/keyboard.py), and the touch pads.
CONTROLS = keyboard.CONTROLS + ("Touch: a pad each end",)


class WebDisplay:
    """A 160x128 display whose pixels the page composes (see the module notes)."""

    def __init__(self, width=160, height=128):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = False
        self.brightness = 1.0
        self.refreshes = 0
        # None, or a bytearray of 2 * width * height: the page copies the next
        # refresh's frame into it (big-endian RGB565 rows, as a board's
        # display receives them) for whoever asked (the tour's checkpoints).
        self.copy_to = None
        self._grids = array("i", bytes(4 * _GRID * _MOST_GRIDS))
        self._colors = array("i", bytes(4 * _MOST_COLORS))
        self._grid_at = uctypes.addressof(self._grids)
        self._color_at = uctypes.addressof(self._colors)

    def refresh(self, target_frames_per_second=None, minimum_frames_per_second=0):
        """Hand the page the tree as it is now; it draws the frame."""
        self.refreshes += 1
        self._count = 0
        self._used = 0
        if self.root_group is not None:
            self._walk(self.root_group, 0, 0, 1)
        target = self.copy_to
        self.copy_to = None
        js.salvoDraw(self._grid_at, self._count, self._color_at, 0 if target is None else uctypes.addressof(target))
        return True

    def _walk(self, group, ox, oy, scale):
        """Records for every shown grid under `group`, in drawing order."""
        if group.hidden:
            return
        x0 = ox + scale * group.x
        y0 = oy + scale * group.y
        inner = scale * group._own_scale
        for layer in group._layers:
            if hasattr(layer, "_layers"):
                self._walk(layer, x0, y0, inner)
            elif not layer.hidden and self._count < _MOST_GRIDS:
                self._record(layer, x0 + inner * layer.x, y0 + inner * layer.y, inner)

    def _record(self, grid, x, y, scale):
        shader = grid.pixel_shader
        first = self._used
        count = len(shader)
        if first + count > _MOST_COLORS:
            return
        colors = self._colors
        for index in range(count):
            colors[first + index] = -1 if shader.is_transparent(index) else _rgb565(shader[index])
        self._used = first + count
        bitmap = grid.bitmap
        width, height, tile_w, tile_h = grid._shape
        at = self._count * _GRID
        record = self._grids
        record[at] = x
        record[at + 1] = y
        record[at + 2] = scale
        record[at + 3] = (1 if grid.flip_x else 0) | (2 if grid.flip_y else 0)
        record[at + 4] = width
        record[at + 5] = height
        record[at + 6] = tile_w
        record[at + 7] = tile_h
        record[at + 8] = uctypes.addressof(bitmap._data)
        record[at + 9] = bitmap._stride
        record[at + 10] = bitmap.bits_per_value
        record[at + 11] = bitmap.width
        record[at + 12] = uctypes.addressof(grid._tiles)
        record[at + 13] = first
        record[at + 14] = count
        self._count += 1


def _rgb565(color):
    """0xRRGGBB as the display's 16-bit colour (as displayio converts it)."""
    return (color >> 19) << 11 | ((color >> 10) & 0x3F) << 5 | (color >> 3) & 0x1F


class WebLeds:
    """The two seat lights beside the page's screen."""

    def show(self, seat, color):
        js.salvoLed(seat, color)


class WebSound:
    """Tones through the page's WebAudio (muted until the first press, as
    browsers require, and by the page's mute button)."""

    def tone(self, seat, hz, ms):
        js.salvoTone(seat, hz, ms)

    def service(self, now):
        """Tones end by themselves in the page."""


class WebConsole:
    """The hardware contract's console for a browser page."""

    buttons = 6
    controls = CONTROLS
    key_names = keyboard.KEY_NAMES
    pause_hint = keyboard.PAUSE_HINT
    store = None  # a page keeps no saves
    restart = None  # scenes switch in one heap

    def __init__(self):
        self.display = WebDisplay()
        self.leds = WebLeds()
        self.sound = WebSound()
        self._ring = bytearray(_RING)
        self._head = 0  # next transition to read
        self._tail = 0  # where the next one goes
        self._offset = ticks_add(BOOT_TICKS, -time.ticks_ms())

    def ticks_ms(self):
        """Milliseconds wrapping at 2**29, starting near the wrap as a board's."""
        return ticks_add(time.ticks_ms(), self._offset)

    def push(self, seat, button, pressed):
        """A key or touch went down or up (the page calls this); a full ring
        drops the transition rather than grow."""
        tail = self._tail
        following = (tail + 3) % _RING
        if following == self._head:
            return
        ring = self._ring
        ring[tail] = seat
        ring[tail + 1] = button
        ring[tail + 2] = 1 if pressed else 0
        self._tail = following

    def events(self, event):
        """Fill `event` with the next transition; False when none is waiting."""
        head = self._head
        if head == self._tail:
            return False
        ring = self._ring
        event.set(ring[head], ring[head + 1], ring[head + 2] == 1, self.ticks_ms())
        self._head = (head + 3) % _RING
        return True

    def service(self):
        """The page never asks to stop."""
        return True


def open_console(settings=None):
    """The page's console (settings.toml is not read: a page has none)."""
    return WebConsole()


_app = None  # the page's App, made by start()


def start(touch=False):
    """Build the App as code.py's device_main does (menu first, the attract
    loop when left alone) on the page's console; the page then calls frame().
    `touch`: the players hold the page's touch pads, marked with arrows, so
    the screens name the pads' glyphs rather than keyboard keys."""
    global _app
    import hw
    from engine.ui.app import App
    from engine.ui.modules import home

    console = open_console()
    if touch:
        console.key_names = None
        console.pause_hint = None
    _app = App(console, {"game": "starship", "seats": [0, 1]}, home, hw.attract)
    _app.switch(_app.home())
    return _app


def frame():
    """One frame of the App (the page calls this 30 times a second)."""
    return _app.step()


def push(seat, button, pressed):
    """A key or touch transition from the page."""
    _app.console.push(seat, button, pressed)


def scene():
    """The current scene's class name (the page's status line and its test)."""
    return type(_app.scene).__name__
