"""The console object every real board returns (see hw/__init__.py for the
contract) and the fallbacks that keep a board running when its display is
missing; the settings.toml readers are in hw/settings_toml.py."""

import os

from engine.ticks import ticks_diff

# Where saves go when the code may write the drive (kiosk mode, see boot.py).
SAVES = "/saves"

class NullDisplay:
    """Stands in for a display that could not be opened: the console keeps
    running (pads, LEDs, saves) and the serial console says why."""

    def __init__(self, width=160, height=128):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = False

    def refresh(self, target_frames_per_second=None, minimum_frames_per_second=0):
        """Nothing to draw on."""
        return True


def builtin_display():
    """board.DISPLAY with auto refresh off (the engine refreshes when something
    changed), or a NullDisplay with a message when the board has none."""
    import board

    display = getattr(board, "DISPLAY", None)
    if display is None:
        print("salvo: board.DISPLAY is missing (display not initialised?); running without a screen")
        return NullDisplay()
    display.auto_refresh = False
    return display


def code_owns_drive():
    """True when the code may write the drive: boot.py chose kiosk mode."""
    try:
        import storage

        return not storage.getmount("/").readonly
    except (ImportError, OSError, ValueError):
        return False


def saves_folder():
    """SAVES when the code may write the drive (kiosk mode), else None."""
    if not code_owns_drive():
        return None
    try:
        os.mkdir(SAVES)
    except OSError:
        pass  # already there
    return SAVES


def restart(record):
    """A console's ``restart`` where each match starts in a fresh heap:
    hand the match over (engine/handoff.py) in sleep memory and reload the
    program, which builds it (hw.handed_scene). Where the only place is nvm
    (flash), only an attract demo's record goes there (the same bytes for a
    whole idle stretch, so written at most once a stretch); a match or the
    menu then starts in this heap, as where nothing can take the record."""
    import supervisor

    from engine import handoff, registry
    from hw.start import handoff_memory  # a start-only module: a reload follows

    memory, worn = handoff_memory()
    if memory is None or worn and handoff.kind(record) != handoff.ATTRACT:
        if registry.unloads():
            registry.drop(("hw.start",))
        return  # one heap: this board has no sleep memory, and nvm is flash
    if handoff.store(memory, record):
        from hw.start import darken

        darken()
        supervisor.reload()
    else:
        print("salvo: no room to hand a match over: it starts without a fresh heap")


def fresh_heap(default):
    """`restart` when matches start in a fresh heap on this board, else None:
    the board's default ("on" for the 192 KB SAMD51 badges, "off" for the
    Pico kiosk), or SALVO_FRESH_HEAP = "on" / "off" in settings.toml."""
    from hw.settings_toml import choice_setting

    if choice_setting("SALVO_FRESH_HEAP", default, ("on", "off")) == "on":
        return restart
    return None


class Console:
    """The hardware contract's console for a real board."""

    # A reload darkened the screen (hw/start.darken): light it once the first
    # frame is drawn, at the second service() (the first frame's refresh ends
    # the first step). 0: lit.
    dark = 0

    def __init__(self, display, pads, buttons, controls, leds=None, sound=None, fresh="off"):
        import supervisor

        self.display = display
        self.events = pads.events  # bound once: no allocation per call
        self.ticks_ms = supervisor.ticks_ms  # wraps at 2**29, as the contract says
        # CPU players slice their thinking by this measured time (engine/think.py).
        self.think_clock = supervisor.ticks_ms
        self.buttons = buttons  # 4 or 6 per pad
        self.controls = controls  # tuple of short lines for the controls screen
        self.leds = leds  # None or .show(seat, color)
        self.sound = sound  # None or .tone(seat, hz, ms), .service(now)
        self.store = saves_folder()
        self.key_names = None  # or, per seat, what UP..B are called (P2's keys on a PyBadge)
        self.pause_hint = None  # or this console's words for the pause chord
        self.restart = fresh_heap(fresh)  # None, or restart(record): PLAY reloads into the match
        # Kiosk mode's crash guard, the part a run keeps (hw/kiosk_setup.py;
        # hw/guard.py, 5-6 KB of code and 40 interned names, is loaded only
        # at a start that needs it and at a crash): None, or [the watchdog
        # (None: not started), the ticks a crash streak is over at (board
        # time), the crash record with that streak ended, for nvm then (None:
        # no streak)].
        self.guard = None
        if getattr(display, "brightness", 1) == 0:
            Console.dark = 2  # (on the class: no instance attribute for it)

    def service(self):
        """Once a frame: light a screen a reload darkened once the first
        frame is drawn, feed the watchdog, end a crash streak whose time is
        over, end a tone that is due. A board never asks to stop."""
        now = self.ticks_ms()
        if self.dark:
            Console.dark -= 1
            if not Console.dark:
                self.display.brightness = 1.0
        guard = self.guard
        if guard is not None:
            if guard[0] is not None:
                guard[0].feed()
            end = guard[2]
            if end is not None and ticks_diff(now, guard[1]) >= 0:
                import microcontroller  # the bytes made at the start: no packing in a frame

                nvm = microcontroller.nvm
                if nvm is not None:
                    nvm[0 : len(end)] = end
                guard[2] = None
        if self.sound is not None:
            self.sound.service(now)
        return True
