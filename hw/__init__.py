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
  out and get engine.think.FRAME_US (15 ms).
- ``leds``: None, or an object with ``show(seat, color)`` (a 0xRRGGBB color per
  seat). ``sound``: None, or an object with ``tone(seat, hz, ms)``. Nothing the
  engine sends there depends on a hidden choice.
- ``service()``: called once a frame; returns False when the console must stop
  (the simulator window was closed). A board in kiosk mode feeds its
  watchdog there (hw/guard.py), so a frame that hangs resets the board. ``store``: None or a folder path where saves
  (match logs, settings) may be written.

Real boards: hw/pybadge.py, hw/pygamer.py and hw/pico_kiosk.py, chosen from
``board.board_id`` below, each naming only its pins, display and key tables;
what they share is in hw/board_pads.py (keypad scanners to these events),
hw/board_console.py (the console, settings.toml, fallbacks) and
hw/board_outputs.py (NeoPixels, tones). docs/HARDWARE.md is the makers' guide.
"""


# board_id -> board module. Ids as CircuitPython reports them in board.board_id
# (circuitpython-stubs 10.3.1, board_definitions/*/__init__.pyi).
_BOARDS = (
    ("pybadge", "pybadge"),
    ("pygamer", "pygamer"),
    ("raspberry_pi_pico", "pico_kiosk"),
    ("raspberry_pi_pico_w", "pico_kiosk"),
    ("raspberry_pi_pico2", "pico_kiosk"),
    ("raspberry_pi_pico2_w", "pico_kiosk"),
)
# SALVO_BOARD in settings.toml picks a module by hand (a Pico-like kiosk on
# another board, or a board id this list does not know yet).
_BY_NAME = (("pybadge", "pybadge"), ("pygamer", "pygamer"), ("kiosk", "pico_kiosk"))


def board_module_name(board_id, override=None):
    """The hw module name for a board id, or for SALVO_BOARD when set; None when
    neither names a supported board."""
    if override:
        for name, module in _BY_NAME:
            if override.lower() == name:
                return module
        print("salvo: settings.toml: SALVO_BOARD = {!r} is not pybadge, pygamer or kiosk".format(override))
    for known, module in _BOARDS:
        if board_id == known:
            return module
    return None


def board_module():
    """The module of the board this runs on (CircuitPython only)."""
    import board

    from hw.board_console import setting

    name = board_module_name(board.board_id, setting("SALVO_BOARD", ""))
    if name is None:
        raise RuntimeError(
            "salvo has no board module for board_id {!r}: supported are PyBadge, PyGamer and "
            "the Raspberry Pi Pico kiosk; for a kiosk wired like the Pico one, put "
            'SALVO_BOARD = "kiosk" in settings.toml'.format(board.board_id)
        )
    return __import__("hw." + name, None, None, ("open_console",))


def open_console(settings=None):
    """Open the console of the board this runs on (CircuitPython only: on a
    desktop, code.py runs desktop/cli.py, which opens the simulator)."""
    return board_module().open_console(settings)


def main(config):
    """code.py on a board: open the console and run the menu, the attract
    loop when left alone. In kiosk mode (the code owns the drive, boot.py)
    hw/guard.py runs it instead: watchdog, crash record, reload, safe menu;
    in normal mode an error stops the program with its traceback, for the
    developer."""
    from hw.board_console import code_owns_drive

    if code_owns_drive():
        from hw.guard import run_kiosk

        run_kiosk(config, open_console, attract, handed_scene)
        return
    from engine.ui.app import App
    from engine.ui.modules import home

    app = App(open_console(), config, home, attract)
    app.run(handed_scene(app))


def handed_scene(app):
    """The scene handed over before the reload that started this run
    (engine/handoff.py): the config takes the choices, the scene is the
    match PLAY chose (made once this fresh heap holds the App) or the menu.
    None (start at the menu, as always) after a power-on, a reset, a reload
    long after, or on a console that never restarts for a match."""
    if getattr(app.console, "restart", None) is None:
        return None
    import microcontroller
    import supervisor

    reason = getattr(supervisor.runtime, "run_reason", None)  # older firmware: the record's age decides
    if reason is not None and reason != supervisor.RunReason.SUPERVISOR_RELOAD:
        return None

    from engine import handoff, registry

    nvm = getattr(microcontroller, "nvm", None)
    handed = handoff.unpack(handoff.load(nvm), app.console.ticks_ms()) if nvm is not None else None
    if registry.unloads():
        registry.drop(("engine.handoff",))  # read: its code need not stay for the match
    if handed is None:
        return None
    kind, config, seed = handed
    app.config.update(config)
    if kind == handoff.ATTRACT and app.attract is not None:
        from engine.ui.attract import next_demo

        return next_demo(app.console.ticks_ms())
    if kind != handoff.PLAY:
        return app.home()
    from engine.ui.later import Later
    from engine.ui.play import start_match

    return Later(start_match, (app, seed))


def attract():
    """The attract loop's first scene; its module is imported only when the
    console is first left alone (RAM at start is the tightest)."""
    from engine.ui.attract import Attract

    return Attract()
