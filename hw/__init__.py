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
  ``engine.ui.theme.PAUSE_HINT``.
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


# Seconds between a crash and the reload (the watchdog is fed meanwhile).
RELOAD_PAUSE_S = 3


def main(config):
    """code.py on a board: open the console and run the menu, or the safe
    menu after repeated crashes in kiosk mode (hw/guard.py); a crash goes to
    recover()."""
    import microcontroller
    import supervisor

    from engine.ui.app import App
    from hw.board_console import code_owns_drive
    from hw.guard import Guard

    guard = Guard(microcontroller, code_owns_drive(), supervisor.ticks_ms())
    try:
        guard.check_start(supervisor)
        for line in guard.notes():
            print("salvo: crash record: " + line)
        console = open_console()
        console.guard = guard
        if guard.safe():  # no attract loop: its demos load every game
            home, attract = safe_home(guard, supervisor), None
        else:
            from engine.ui.attract import Attract
            from engine.ui.menu import Menu

            home, attract = Menu, Attract
        guard.watch()
        App(console, config, home, attract).run()
    except Exception as error:  # noqa: BLE001 -- recorded, then reloaded (kiosk) or raised
        recover(error, guard)


def safe_home(guard, supervisor):
    """The home scene factory of a run after repeated crashes: the safe menu,
    whose "Full menu" ends the streak and reloads."""
    from engine.ui.safe_menu import SafeMenu

    def full_menu():
        guard.clear()
        supervisor.reload()

    notes = guard.notes()
    return lambda: SafeMenu(notes, full_menu)


def recover(error, guard):
    """code.py's last resort on a device: print the error; in kiosk mode (the
    code owns the drive, boot.py) record it in nvm and reload code.py after a
    short pause, so an unattended kiosk comes back by itself (the safe menu
    after repeated crashes); otherwise raise it again for the developer."""
    import supervisor
    import traceback

    traceback.print_exception(error)
    if not guard.kiosk:
        raise error
    try:
        line = guard.crashed(error, supervisor.ticks_ms())
        print("salvo: crash {} ({} in a row): {}; reloading".format(guard.record.crashes, guard.record.streak, line))
        guard.pause(RELOAD_PAUSE_S)
    finally:  # whatever the record did, come back
        supervisor.reload()
