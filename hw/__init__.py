"""The hardware contract: what every board module gives the engine.

A board module (hw/sim.py for the desktop; one small module per real board) has a
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
- ``leds``: None, or an object with ``show(seat, color)`` (a 0xRRGGBB color per
  seat). ``sound``: None, or an object with ``tone(seat, hz, ms)``. Nothing the
  engine sends there depends on a hidden choice.
- ``service()``: called once a frame; returns False when the console must stop
  (the simulator window was closed). ``store``: None or a folder path where saves
  (match logs, settings) may be written.
"""


def open_console(settings=None):
    """Open the console this program runs on: a real board on CircuitPython, the
    simulator on desktop Python."""
    try:
        import board  # noqa: F401  (exists on CircuitPython and under Blinka)
        import supervisor  # noqa: F401  (CircuitPython only)
    except ImportError:
        from hw import sim

        return sim.open_console(settings)
    raise RuntimeError("no board module for this board yet")
