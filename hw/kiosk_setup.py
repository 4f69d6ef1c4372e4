"""A run in kiosk mode (hw.main; a normal run never loads this): the console
with the crash guard's part a run keeps (the watchdog, a streak's end:
hw/board_console.py), the watchdog started, the menu or, after repeated
crashes, the safe menu; a crash recorded and reloaded. hw/guard.py is loaded
only when this start needs it: after a reset or a power-on (the clock started
again), or while a crash streak is on; a start after a reload with no streak
(a badge's every match) does without it.
"""

from engine.matchlog import get_varint
from engine.ticks import ticks_add
from hw.kiosk_facts import CRASH_MAGIC, STREAK_MS, WATCHDOG_S


def run(config, open_console, idle, handed_scene):
    """hw.main in kiosk mode: start (below), run the app; a crash lets the
    app go, and hw/guard.py, loaded into the room it left, records it and
    reloads."""
    import supervisor

    try:
        app, scene = start(config, open_console, idle, handed_scene)
        app.run(scene)
    except Exception as error:  # noqa: BLE001 -- recorded, then reloaded
        app = scene = None  # let the crashed app go
        try:
            from hw.guard import recover
        except MemoryError:  # not even room to record it: come back all the same
            print("salvo: crash not recorded (no room): {}".format(error))
            supervisor.reload()
        recover(error, supervisor)


def start(config, open_console, idle, handed_scene):
    """(app, scene to start with or None); `idle`: the attract factory, or
    None. hw's open_console and handed_scene come in as arguments. Drops
    hw/guard.py again when it was needed: nothing of it is until a crash."""
    import microcontroller
    import supervisor

    from engine import registry
    from engine.ui.app import App

    first, end, safe = 0, None, None
    if not quiet(getattr(microcontroller, "nvm", None), supervisor):
        from hw import guard

        first, end, safe = guard.start(microcontroller, supervisor)
        del guard  # nothing of that module stays referred to
    if registry.unloads():
        registry.drop(("hw.guard",))
    console = open_console()
    console.guard = [start_watchdog(microcontroller), ticks_add(first, STREAK_MS), end]
    if safe is not None:
        return App(console, config, safe, None), None
    from engine.ui.modules import home

    app = App(console, config, home, idle)
    return app, handed_scene(app)


def quiet(nvm, supervisor):
    """True when a kiosk start needs nothing of hw/guard.py: a reload (the
    clock ran on: no reset to count or carry a streak over) and no crash
    streak in the record."""
    runtime = getattr(supervisor, "runtime", None)
    reason = getattr(runtime, "run_reason", None)
    if reason is None or reason == supervisor.RunReason.STARTUP:
        return False
    from engine import savefile  # loaded at a start anyway (hw.START_ONLY drops it)

    payload = savefile.unpack_front(nvm)
    if payload is None or payload[: len(CRASH_MAGIC)] != CRASH_MAGIC:
        return True  # no crash record (blank, torn, or of an older layout)
    pos = get_varint(payload, len(CRASH_MAGIC))[1]  # past the crash count
    return get_varint(payload, pos)[0] == 0  # the streak


def start_watchdog(microcontroller):
    """Start the watchdog (RESET mode, WATCHDOG_S) and return it, fed by the
    console every frame; None, with a line, where it cannot start."""
    try:
        from watchdog import WatchDogMode

        dog = microcontroller.watchdog
        dog.timeout = WATCHDOG_S
        dog.mode = WatchDogMode.RESET
        dog.feed()
        return dog
    except (AttributeError, ImportError, NotImplementedError, RuntimeError, ValueError) as error:
        print("salvo: no watchdog: {}".format(error))
        return None
