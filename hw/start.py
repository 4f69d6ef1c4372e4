"""How a board starts: which board module to open (board_id, or SALVO_BOARD
in settings.toml) and which scene a reload handed over (engine/handoff.py).
Used only while the program starts: hw.handed_scene drops this module, the
settings readers and the board module once the App has its first scene.
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
# SALVO_BOARD in settings.toml picks a module by hand: for a board id this
# list does not know (a Pico-like kiosk on another board, or a new id). On a
# board it knows, only its own module can drive it (another's pins are not
# there: pygamer on a PyBadge has no JOYSTICK_X), so a different name is
# reported and the board's own module used.
_BY_NAME = (("pybadge", "pybadge"), ("pygamer", "pygamer"), ("kiosk", "pico_kiosk"))


def board_module_name(board_id, override=None):
    """The hw module name for a board id, or for SALVO_BOARD when set and
    the board id is not one we know; None when neither names a supported
    board. A wrong SALVO_BOARD gives one line and is not used."""
    own = None
    for known, module in _BOARDS:
        if board_id == known:
            own = module
    if override:
        chosen = None
        for name, module in _BY_NAME:
            if override.lower() == name:
                chosen = module
        if chosen is None:
            print("salvo: settings.toml: SALVO_BOARD = {!r} is not pybadge, pygamer or kiosk; not used".format(override))
        elif own is not None and chosen != own:
            print("salvo: settings.toml: SALVO_BOARD = {!r} does not fit this board ({}); not used".format(override, board_id))
        else:
            return chosen
    return own


def board_module():
    """The module of the board this runs on (CircuitPython only)."""
    import board

    from hw.settings_toml import setting

    name = board_module_name(board.board_id, setting("SALVO_BOARD", ""))
    if name is None:
        raise RuntimeError(
            "salvo has no board module for board_id {!r}: supported are PyBadge, PyGamer and "
            "the Raspberry Pi Pico kiosk; for a kiosk wired like the Pico one, put "
            'SALVO_BOARD = "kiosk" in settings.toml'.format(board.board_id)
        )
    return __import__("hw." + name, None, None, ("open_console",))


def handed(app):
    """The scene handed over before the reload that started this run
    (engine/handoff.py): the config takes the choices, the scene is the
    match PLAY chose (made once this fresh heap holds the App) or the menu.
    None (start at the menu, as always) after a power-on, a reset, a reload
    long after, or on a console that never restarts for a match."""
    if app.restart is None:
        return None
    import supervisor

    reason = getattr(supervisor.runtime, "run_reason", None)  # older firmware: the record's age decides
    if reason is not None and reason != supervisor.RunReason.SUPERVISOR_RELOAD:
        return None

    from engine import handoff

    handed = handoff.unpack(handoff.load(handoff_memory()[0]), app.console.ticks_ms())
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


def handoff_memory():
    """(memory, worn): where a hand-off record (engine/handoff.py) lives on
    this board. ``alarm.sleep_memory`` where the board has it with room (the
    PyBadge and PyGamer: the SAMD51's 8 KB of backup RAM, kept across
    ``supervisor.reload()``, undefined at power-on, never worn); else
    ``microcontroller.nvm``, flash, which every write wears (worn True); else
    (None, True). (Here, not in hw/board_console.py: only a start and a
    restart, which reloads, need it.)"""
    from engine.handoff import SLOT

    try:
        import alarm

        memory = alarm.sleep_memory
        if len(memory) >= SLOT:
            return memory, False
    except (ImportError, AttributeError):
        pass  # no alarm module, or no sleep memory in it
    import microcontroller

    return getattr(microcontroller, "nvm", None), True


def darken():
    """Before a reload: the backlight off and CircuitPython's status bar
    hidden, so the console a board shows while the next run starts ("soft
    reboot", "code.py output:", 0.5-1.5 s) stays dark. A reload puts the
    terminal back on the display but leaves the backlight as it is; the next
    run's console lights it once its first frame is drawn (Console.service).
    The status bar stays hidden (the program's own screen covers it anyway)."""
    import board
    import supervisor

    display = getattr(board, "DISPLAY", None)
    bar = getattr(supervisor, "status_bar", None)  # CircuitPython 8 and later
    try:
        if display is not None:
            display.brightness = 0
        if bar is not None:
            bar.display = False
    except (AttributeError, RuntimeError, ValueError):
        pass  # a display without a backlight to set: the console shows, as before
