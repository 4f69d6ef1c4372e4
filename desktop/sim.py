"""The desktop simulator: the hardware contract on CPython, with the real
CircuitPython APIs through Blinka, blinka_displayio and a pygame window.

Keyboard: two pads on one keyboard (see KEYS). Headless mode draws into an
off-screen surface, feeds pad events from a script and can save every frame.

Both clocks start where a board's supervisor.ticks_ms starts at power-on,
engine.ticks.BOOT_TICKS (65,536 ms before the first wrap at 2**29), so code
that treats a tick as absolute fails here as it would on a board.
"""

import os
import sys
import time

from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.think import FRAME_US as BOARD_THINK_US
from engine.ticks import BOOT_TICKS, ticks_add, ticks_diff
from hw import keyboard
from desktop.board_displayio import follow_board

follow_board()  # labels sit where a board's font puts them (desktop/board_displayio.py)

# Virtual milliseconds per frame in headless mode (30 frames a second).
FRAME_MS = 33

CONTROLS = keyboard.CONTROLS + ("M: sound off/on", "Esc quits the simulator")
# What the window's screens call each pad's UP, DOWN, LEFT, RIGHT, A, B: the
# keyboard keys of _key_table. Headless runs keep the pads' glyphs, as a board
# marked with arrows shows them (tests, screenshots).
KEY_NAMES = keyboard.KEY_NAMES
PAUSE_HINT = keyboard.PAUSE_HINT


def _key_table():
    import pygame

    return {
        pygame.K_w: (0, UP),
        pygame.K_s: (0, DOWN),
        pygame.K_a: (0, LEFT),
        pygame.K_d: (0, RIGHT),
        pygame.K_f: (0, A),
        pygame.K_g: (0, B),
        pygame.K_i: (1, UP),
        pygame.K_k: (1, DOWN),
        pygame.K_j: (1, LEFT),
        pygame.K_l: (1, RIGHT),
        pygame.K_UP: (1, UP),
        pygame.K_DOWN: (1, DOWN),
        pygame.K_LEFT: (1, LEFT),
        pygame.K_RIGHT: (1, RIGHT),
        pygame.K_o: (1, A),
        pygame.K_RETURN: (1, A),
        pygame.K_p: (1, B),
        pygame.K_BACKSPACE: (1, B),
    }


class NoDisplay(Exception):
    """No screen to open a window on."""


def _tile_grids(group, found):
    """Every TileGrid in a Blinka Group tree, into `found`."""
    import displayio

    for layer in group._layers:
        if isinstance(layer, displayio.Group):
            _tile_grids(layer, found)
        elif isinstance(layer, displayio.TileGrid):
            found.append(layer)


class FrameError(Exception):
    """A frame could not be saved as a PNG (a full or read-only disk)."""


class ScriptError(ValueError):
    """A line of an input script that cannot be read."""


SCRIPT_SEATS = {"p1": 0, "p2": 1}
SCRIPT_BUTTONS = {"up": UP, "down": DOWN, "left": LEFT, "right": RIGHT, "a": A, "b": B}


# Longest wait or hold a script may ask for: one virtual hour.
SCRIPT_MAX_MS = 3600000


def _script_ms(word):
    ms = int(word)
    if not 0 <= ms <= SCRIPT_MAX_MS:
        raise ValueError(word)
    return ms


def parse_script(text):
    """Input script lines -> list of (kind, seat, button, ms). Kinds: 'tap',
    'hold' (press, wait ms, release), 'press' and 'release' (one edge, for
    chords: both buttons down at once), 'wait', 'quit'. '#' starts a comment."""
    steps = []
    for number, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        try:
            if words[0] == "wait" and len(words) == 2:
                steps.append(("wait", 0, 0, _script_ms(words[1])))
            elif words[0] == "quit" and len(words) == 1:
                steps.append(("quit", 0, 0, 0))
            elif words[0] in ("press", "release") and len(words) == 3:
                steps.append((words[0], SCRIPT_SEATS[words[1]], SCRIPT_BUTTONS[words[2]], 0))
            elif words[0] == "hold" and len(words) in (3, 4):
                ms = _script_ms(words[3]) if len(words) == 4 else 1000
                steps.append(("hold", SCRIPT_SEATS[words[1]], SCRIPT_BUTTONS[words[2]], ms))
            elif len(words) == 2:
                steps.append(("tap", SCRIPT_SEATS[words[0]], SCRIPT_BUTTONS[words[1]], 0))
            else:
                raise KeyError(words[0])
        except (KeyError, ValueError):
            raise ScriptError(
                "script line {}: {!r} (expected 'p1 up', 'p2 a', 'hold p1 left 900', "
                "'press p1 a', 'release p1 a', 'wait 500' (ms, at most {}) or 'quit')".format(
                    number, raw.strip(), SCRIPT_MAX_MS
                )
            ) from None
    return steps


class Recorder:
    """Stands in for LEDs or a speaker: keeps every call, so tests can prove that
    nothing sent there depends on a hidden choice."""

    def __init__(self):
        self.calls = []

    def show(self, seat, color):
        """Record an LED colour."""
        self.calls.append(("show", seat, color))

    def tone(self, seat, hz, ms):
        """Record a beep."""
        self.calls.append(("tone", seat, hz, ms))


class SimSound(Recorder):
    """The window's speaker: every tone recorded as Recorder does, and played
    through pygame's mixer as a quiet square wave unless muted (the M key,
    ``--mute``). Without an audio device it stays a Recorder."""

    VOLUME = 2500  # of 32767: about as quiet as a badge's speaker

    def __init__(self, pygame, muted=False):
        super().__init__()
        self.muted = muted
        self.mixer = None
        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=1)
            self.mixer = pygame.mixer
            self.rate, _, self.channels = pygame.mixer.get_init()
            self.channel = pygame.mixer.Channel(0)
        except pygame.error:
            pass

    def tone(self, seat, hz, ms):
        """Record a beep and play it (a new one cuts the last short)."""
        super().tone(seat, hz, ms)
        if self.muted or self.mixer is None:
            return
        import array

        half = max(1, self.rate // (2 * hz))  # samples in half a period
        count = self.rate * ms // 1000
        wave = array.array("h", [self.VOLUME if (i // half) % 2 == 0 else -self.VOLUME
                                 for i in range(count) for _ in range(self.channels)])
        self.channel.play(self.mixer.Sound(buffer=wave.tobytes()))


class SimConsole:
    """The simulator console (see hw/__init__.py for the contract)."""

    buttons = 6
    controls = CONTROLS

    def __init__(
        self, width=160, height=128, scale=4, headless=False, frames=None, script=None, store=None, start_ticks=BOOT_TICKS,
        mute=False,
    ):
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        elif sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        ):
            raise NoDisplay("no display found (DISPLAY is not set)")
        import displayio
        import pygame
        from blinka_displayio_pygamedisplay import PyGameDisplay

        # As on a board: free any display made before (tests open many consoles).
        displayio.release_displays()
        self._pygame = pygame
        flags = 0 if headless else pygame.SCALED
        try:
            self.display = PyGameDisplay(
                width=width, height=height, auto_refresh=False, flags=flags, caption="Salvo"
            )
        except pygame.error as error:
            raise NoDisplay(str(error)) from None
        if not headless and scale > 1:
            # SCALED lets SDL draw the small surface into a bigger window.
            pygame.display.set_mode((width, height), pygame.SCALED)
        self.headless = headless
        self.key_names = None if headless else KEY_NAMES
        self.pause_hint = None if headless else PAUSE_HINT
        self.frames = frames
        self.frame_count = 0
        self.store = store
        self.leds = Recorder()
        # Headless runs are silent (tests, benchmarks, scripts): their tones
        # are only recorded. The window plays them through the mixer.
        self.sound = Recorder() if headless else SimSound(pygame, mute)
        self._keys = _key_table()
        self._raw = []  # pending (seat, button, pressed, time)
        self._now = start_ticks  # virtual ticks in headless mode
        # The window's ticks: start_ticks plus the ms since the console opened.
        self._opened_ms = time.monotonic_ns() // 1000000 - start_ticks
        self._script = list(script or ())
        self._wake = start_ticks  # tick the next script step may start at
        self.script_done = not self._script
        self.stop = False
        if frames:
            os.makedirs(frames, exist_ok=True)
        self.pushed = 0  # pixels sent to the display so far (tools/bench_pixels.py)
        # CPU thinking per frame (engine/think.py): headless, a PyBadge's budget,
        # so tests and the device lane see the board's frames; in the window,
        # whose frames are slower than a board's and whose CPython is far
        # faster, four of them, so a CPU takes about as long as on a PyBadge.
        self.think_us = 0 if headless else 4 * BOARD_THINK_US
        self.display._get_refresh_areas = self._dirty_areas
        original = self.display._refresh_display

        self._start = self.ticks_ms()

        def refresh_and_save():
            original()
            self.frame_count += 1
            if self.frames:
                path = os.path.join(self.frames, self.frame_name())
                try:
                    self.save_png(path)
                except (OSError, pygame.error) as error:
                    raise FrameError("cannot save frame {}: {}".format(path, error)) from None

        self.display._refresh_display = refresh_and_save

    def frame_name(self):
        """A saved frame's file name: the (virtual, when headless) milliseconds
        since the console opened, so a gap in the names is time nothing changed."""
        name = "{:08d}ms".format(ticks_diff(self.ticks_ms(), self._start))
        if os.path.exists(os.path.join(self.frames, name + ".png")):
            name += "-{}".format(self.frame_count)  # redrawn twice in one millisecond
        return name + ".png"
    def _dirty_areas(self):
        """Redraw only what changed, as a board does (PyGameDisplay would redraw
        the whole window every refresh): the display core's own refresh areas,
        their pixels added to `pushed`. Drawn with an even pixel count: the
        pygame display loses the last pixel of an odd-sized area."""
        from busdisplay import BusDisplay
        from displayio._area import Area

        display = self.display
        clipped = Area()
        drawn = []
        areas = BusDisplay._get_refresh_areas(display)
        group = display._core.current_group
        if group is not None:
            # CircuitPython ends every refresh with each TileGrid's
            # finish_refresh (shared-module/displayio/TileGrid.c), which records
            # where the grid now is as its drawn area (its previous_area: what
            # a move or a hide pushes next) and clears its change flags. Blinka
            # runs it only for a grid whose refresh areas this refresh asked
            # for (its _needs_refresh gate, for refreshes in a thread, which
            # the simulator's are not); a whole refresh (a new root group: the
            # App gives every scene one) asks none, and a partial one skips a
            # grid already drawn hidden. Opened here for every grid, so the
            # next refresh pushes what CircuitPython's would: after a whole
            # refresh only what changes after it; a grid hidden at a whole
            # refresh counts as drawn where it stood (shown elsewhere later, it
            # pushes that area too); a hidden grid's "drawn hidden" mark stays
            # as it was (tests/test_sim_pushed.py).
            grids = []
            _tile_grids(group, grids)
            for grid in grids:
                grid._needs_refresh = False
        for area in areas:
            if not display._core.clip_area(area, clipped):
                continue
            self.pushed += clipped.size()
            x1, x2 = clipped.x1, clipped.x2
            if clipped.size() % 2:
                if x2 < display.width:
                    x2 += 1
                else:
                    x1 -= 1
            drawn.append(Area(x1, clipped.y1, x2, clipped.y2))
        return drawn

    def ticks_ms(self):
        """Milliseconds, wrapping at 2**29 like CircuitPython's supervisor."""
        if self.headless:
            return self._now
        return ticks_add(time.monotonic_ns() // 1000000, -self._opened_ms)

    def events(self, event):
        """Fill `event` with the next raw pad transition; False when none."""
        if not self._raw:
            return False
        seat, button, pressed, when = self._raw.pop(0)
        event.set(seat, button, pressed, when)
        return True

    def push(self, seat, button, pressed):
        """Inject a raw transition now (tests, scripts)."""
        self._raw.append((seat, button, pressed, self.ticks_ms()))

    def service(self):
        """Pump the window and the script; False when the window was closed."""
        pygame = self._pygame
        if self.headless:
            self._now = ticks_add(self._now, FRAME_MS)
            self._run_script()
        else:
            for ev in pygame.event.get((pygame.QUIT, pygame.KEYDOWN, pygame.KEYUP)):
                if ev.type == pygame.QUIT:
                    return False
                if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                    return False
                if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F12:
                    self.save_png("salvo-screenshot.png")
                if ev.type == pygame.KEYDOWN and ev.key == pygame.K_m:
                    self.toggle_mute()
                hit = self._keys.get(ev.key)
                if hit:
                    self.push(hit[0], hit[1], ev.type == pygame.KEYDOWN)
            time.sleep(0.03)
        return not self.stop

    def toggle_mute(self):
        """The M key: sound off or on again (the window's title says which)."""
        sound = self.sound
        if isinstance(sound, SimSound):
            sound.muted = not sound.muted
            self._pygame.display.set_caption("Salvo (muted: M)" if sound.muted else "Salvo")

    def _run_script(self):
        while self._script and ticks_diff(self._now, self._wake) >= 0:
            kind, seat, button, ms = self._script.pop(0)
            if kind == "quit":
                self.stop = True
            elif kind == "wait":
                self._wake = ticks_add(self._now, ms)
                break
            elif kind == "release":
                self.push(seat, button, False)
            elif kind == "press":
                self.push(seat, button, True)
            elif kind == "tap":
                self.push(seat, button, True)
                self.push(seat, button, False)
                self._wake = ticks_add(self._now, 100)
                break
            else:  # hold: press now, release after ms
                self.push(seat, button, True)
                self._script.insert(0, ("release", seat, button, 0))
                self._wake = ticks_add(self._now, ms)
                break
        # Done once no step is left and the last wait has run out.
        self.script_done = not self._script and ticks_diff(self._now, self._wake) >= 0

    def frame_bytes(self):
        """The last drawn frame as RGB bytes (for pixel comparisons)."""
        return self._pygame.image.tobytes(self._pygame.display.get_surface(), "RGB")

    def save_png(self, path):
        """Save the last drawn frame as a PNG."""
        self._pygame.image.save(self._pygame.display.get_surface(), path)


def open_console(settings=None):
    """The hardware contract's entry: a SimConsole from a settings dict."""
    settings = settings or {}
    return SimConsole(**settings)
