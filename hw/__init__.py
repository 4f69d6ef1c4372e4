"""The hardware contract: what every board module gives the engine.

A board module (desktop/sim.py for the desktop; one small module per real board) has a
function ``open_console(settings)`` that returns a console object with:

- ``display``: a displayio display. The engine sets ``display.root_group`` to one
  ``displayio.Group`` and calls ``display.refresh()`` when something changed
  (``auto_refresh`` is off). ``display.width`` and ``display.height`` give the size;
  screens lay themselves out for 160x128 and scale up on larger displays.
- ``events(event)``: fill the given ``engine.ui.pad.PadEvent`` with the next raw
  pad transition (seat 0 = P1's pad, seat 1 = P2's pad; button UP, DOWN, LEFT,
  RIGHT, A or B; pressed; ticks_ms time) and return True, or return False when none
  is waiting. Boards read ``keypad`` scanners and translate key numbers through a
  table; edges, repeat and lock-in are the shared layer's job (engine/ui/pad.py).
- ``ticks_ms()``: integer milliseconds that wrap at 2**29 (as ``supervisor``'s).
- ``buttons``: how many buttons each pad has (4 or 6); ``controls``: a tuple of
  short text lines naming each pad's physical keys, for the controls screen.
- optional ``key_names`` (None, or per seat six short names for UP, DOWN, LEFT,
  RIGHT, A, B, where a pad's keys are not marked with arrows: P2 on a PyBadge
  plays SELECT, START, B, A) and ``pause_hint`` (None, or how to pause on this
  console, at most 17 characters); screens fall back to arrows and
  ``engine.ui.theme.PAUSE_HINT``. Optional ``think_us``: how much CPU-player
  work (PyBadge microseconds, engine/think.py) a frame may do; boards leave it
  out and get engine.think.FRAME_US (15 ms). Optional ``think_clock``: a
  ticks_ms-like function that makes that budget measured time (boards give
  ``supervisor.ticks_ms``); without it each unit of thinking is charged its
  declared cost, so frames do not depend on the machine's speed.
- ``leds``: None, or an object with ``show(seat, color)`` (a 0xRRGGBB color per
  seat). ``sound``: None, or an object with ``tone(seat, hz, ms)``. Nothing the
  engine sends there depends on a hidden choice.
- ``service()``: called once a frame; returns False when the console must stop
  (the simulator window was closed). A board in kiosk mode feeds its
  watchdog there (hw/guard.py), so a frame that hangs resets the board. ``store``: None or a folder path where saves
  (match logs, settings) may be written.
- optional ``restart``: None, or ``restart(record)`` on a console that starts
  each match in a fresh heap: it keeps the record (engine/handoff.py) and
  reloads the program, which starts from it (handed_scene below). The
  badges have one (hw/board_console.py), the Pico kiosk and the simulator
  not.

Real boards: hw/pybadge.py, hw/pygamer.py and hw/pico_kiosk.py, chosen from
``board.board_id`` below, each naming only its pins, display and key tables;
what they share is in hw/board_pads.py (keypad scanners to these events),
hw/board_console.py (the console, settings.toml, fallbacks) and
hw/board_outputs.py (NeoPixels, tones). docs/HARDWARE.md is the makers' guide.
"""


# Modules only the start needs: the board tables and hand-off reading (with
# the checked container it reads; a match's end imports that again to save),
# the settings readers, the board modules (what they made stays in use).
START_ONLY = ("hw.start", "hw.settings_toml", "hw.pybadge", "hw.pygamer", "hw.pico_kiosk", "engine.handoff", "engine.savefile")


def open_console(settings=None):
    """Open the console of the board this runs on (CircuitPython only: on a
    desktop, code.py runs desktop/cli.py, which opens the simulator)."""
    from hw.start import board_module

    return board_module().open_console(settings)


def main(config):
    """code.py on a board: open the console and run the menu, the attract
    loop when left alone. In kiosk mode (the code owns the drive, boot.py)
    under the crash guard (hw/kiosk_setup.py: watchdog, crash record, the
    safe menu after repeated crashes; a crash lets the app go and
    hw/guard.py, loaded into the room it left, records it and reloads). In
    normal mode an error stops the program with its traceback, for the
    developer."""
    from hw.board_console import code_owns_drive

    if not code_owns_drive():
        from engine.ui.app import App
        from engine.ui.modules import home

        app = App(open_console(), config, home, attract)
        app.run(handed_scene(app))
        return
    from hw.kiosk_setup import run  # kiosk mode only: none of it in a normal run's heap

    run(config, open_console, attract, handed_scene)


def handed_scene(app):
    """The scene a reload handed over (hw/start.py: the match PLAY chose, the
    menu, an attract demo), or None: start at the menu, as always. The start
    is over then, so the modules only it needs (START_ONLY) are dropped."""
    from hw.start import handed

    scene = handed(app)
    app.calm = scene is not None  # a key still held from before the reload acts not
    from engine import registry

    if registry.unloads():
        registry.drop(START_ONLY)
    return scene


def attract():
    """The attract loop's first scene; its module is imported only when the
    console is first left alone (RAM at start is the tightest)."""
    from engine.ui.attract import Attract

    return Attract()
