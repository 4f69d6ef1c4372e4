"""Crash safety on a kiosk: the watchdog, a crash record in nvm, the safe menu.

Kiosk mode only (boot.py gave the code the drive; hw/boot_mode.py), where
hw.main hands over to run_kiosk() below; only then is this module loaded:
- ``microcontroller.watchdog`` resets the board when the program stops
  feeding it for WATCHDOG_S; the console's ``service()`` feeds it once a
  frame, so only a frame stuck that long (a hang) trips it.
- An exception reaching code.py is written to ``microcontroller.nvm``: the
  innermost place and the last line of its traceback, the crash count, and the
  streak below; then code.py is reloaded (``supervisor.reload``). A watchdog
  reset counts as a crash ("watchdog reset") when the board starts again.
- STREAK crashes within WINDOW_MS of running time (from the first of them to
  the last) start the safe menu (engine/ui/safe_menu.py: Starship only) instead
  of the full one. Picking "Full menu" there, or WINDOW_MS without a crash,
  ends the streak.

In maintenance mode (normal mode, the serial console on) the record is read
from the REPL: ``import microcontroller; from hw.guard import read_record;
r = read_record(microcontroller.nvm); print(r.crashes, r.streak, r.line)``.

The record is a checked container (engine/savefile.py) at the start of nvm:
payload b"CR\\x01", then LEB128 crashes, streak, window (ms), then the line as
UTF-8. A torn or blank nvm (0xFF when new) reads as no crashes.
"""

from engine.matchlog import get_varint, put_varint
from engine.ticks import ticks_diff

MAGIC = b"CR\x01"
WATCHDOG_S = 8  # RP2040's watchdog goes up to 8.3 s, the SAMD51's to 16 s
STREAK = 3  # crashes ...
WINDOW_MS = 600000  # ... within 10 minutes of running: the safe menu
LINE_MAX = 100  # characters of the crash line kept
_CAP = (1 << 30) - 1
WATCHDOG_LINE = "watchdog reset (a frame hung for {} s)".format(WATCHDOG_S)


class Record:
    """What nvm remembers about crashes."""

    def __init__(self):
        self.crashes = 0  # every crash recorded (capped)
        self.streak = 0  # crashes in the current streak (0: none)
        self.window = 0  # ms of running from the streak's first crash to its last
        self.line = ""  # where and what the last crash was

    def add(self, line, ran_ms):
        """Count a crash that came `ran_ms` after its run started."""
        self.crashes = min(self.crashes + 1, _CAP)
        if self.streak and self.window + ran_ms <= WINDOW_MS:
            self.streak += 1
            self.window += ran_ms
        else:
            self.streak = 1
            self.window = 0
        self.line = line[:LINE_MAX]

    def safe(self):
        """True when the next start must be the safe menu."""
        return self.streak >= STREAK

    def to_bytes(self):
        """The record's payload."""
        out = bytearray(MAGIC)
        put_varint(out, self.crashes)
        put_varint(out, self.streak)
        put_varint(out, min(self.window, _CAP))
        out.extend(self.line.encode("utf-8"))
        return bytes(out)

    @staticmethod
    def from_bytes(data):
        """Parse a payload; ValueError when it is not one."""
        if data[:3] != MAGIC:
            raise ValueError("not a crash record")
        record = Record()
        record.crashes, pos = get_varint(data, 3)
        record.streak, pos = get_varint(data, pos)
        record.window, pos = get_varint(data, pos)
        record.line = bytes(data[pos:]).decode("utf-8")
        return record


def read_record(nvm):
    """The crash record in nvm; a fresh one when nvm is missing, blank or torn."""
    if nvm is None or len(nvm) < 6:
        return Record()
    from engine import savefile  # imported here: the start drops it (hw.START_ONLY)

    head = bytes(nvm[0:6])
    end = 6 + (head[4] | head[5] << 8) + 4
    if head[:4] != savefile.MAGIC or end > len(nvm):
        return Record()
    try:
        return Record.from_bytes(savefile.unpack(bytes(nvm[0:end])))
    except (ValueError, UnicodeError):
        return Record()


def write_record(nvm, record):
    """Store the record at the start of nvm; False when there is no room."""
    if nvm is None:
        return False
    from engine import savefile
    from engine.handoff import SLOT  # the end of nvm holds a match hand-off

    data = savefile.pack(record.to_bytes())
    if len(data) > len(nvm) - SLOT:
        return False
    nvm[0 : len(data)] = data
    return True


def crash_line(error):
    """'path:line function Type: message' for an exception: the innermost
    place of its traceback and the traceback's last line."""
    last = "{}: {}".format(type(error).__name__, error)
    where = ""
    try:
        import traceback

        for text in traceback.format_exception(error):
            for line in text.split("\n"):
                line = line.strip()
                if line.startswith('File "'):
                    # File "engine.ui.app", line 93, in step: the function
                    # too, since .mpy built at -O3 (tools/deploy.py) say line 1
                    parts = line.split('"')
                    words = parts[2].replace(",", " ").split()
                    where = parts[1] + ":" + words[1] + (" " + words[3] if len(words) > 3 else "") + " "
                elif line:
                    last = line
    except Exception:  # noqa: BLE001 -- a crash report must not crash: keep the short form
        pass
    return (where + last)[:LINE_MAX]


# Seconds between a crash and the reload (the watchdog is fed meanwhile).
RELOAD_PAUSE_S = 3


def run_kiosk(config, open_console, attract, handed_scene):
    """hw.main in kiosk mode: open the console and run the menu (the safe menu
    after repeated crashes) under the watchdog; a crash goes to recover().
    hw's open_console, attract factory and handed_scene come in as arguments
    (hw imports this module, never the other way round)."""
    import microcontroller
    import supervisor

    from engine.ui.app import App

    guard = Guard(microcontroller, supervisor.ticks_ms())
    try:
        guard.check_start(supervisor)
        console = open_console()
        console.guard = guard
        if guard.record.safe():  # no attract loop: its demos load every game
            home, idle = safe_home(guard, supervisor), None
        else:
            from engine.ui.modules import home as menu

            home, idle = menu, attract
        guard.watch()
        app = App(console, config, home, idle)
        app.run(None if guard.record.safe() else handed_scene(app))
    except Exception as error:  # noqa: BLE001 -- recorded, then reloaded
        recover(error, guard, supervisor)


def safe_home(guard, supervisor):
    """The home scene factory of a run after repeated crashes: the safe menu,
    whose "Full menu" ends the streak and reloads."""
    from engine.ui.safe_menu import SafeMenu

    def full_menu():
        guard.clear()
        supervisor.reload()

    notes = guard.notes()
    return lambda: SafeMenu(notes, full_menu)


def recover(error, guard, supervisor):
    """A crash in kiosk mode: print it (for a serial console in maintenance
    mode), record it in nvm, reload code.py after a short pause, so an
    unattended kiosk comes back by itself (the safe menu after repeated
    crashes)."""
    try:
        import traceback

        traceback.print_exception(error)
        line = guard.crashed(error, supervisor.ticks_ms())
        print("salvo: crash {} ({} in a row): {}; reloading".format(guard.record.crashes, guard.record.streak, line))
        guard.pause(RELOAD_PAUSE_S)
    finally:  # whatever the record did, come back
        supervisor.reload()


class Guard:
    """One run of code.py in kiosk mode: the record read at start, the
    watchdog, the clock."""

    def __init__(self, microcontroller, now):
        self.microcontroller = microcontroller
        self.started = now  # ticks when this run began
        self.nvm = getattr(microcontroller, "nvm", None)
        self.record = read_record(self.nvm)
        self.watchdog = None
        self.watching_streak = False  # True while a streak may end by running on

    def check_start(self, supervisor):
        """At the start of a run: count a watchdog reset as a crash (only on the
        first run after the reset, not on every reload since)."""
        reason = getattr(getattr(self.microcontroller, "cpu", None), "reset_reason", None)
        watchdog = getattr(getattr(self.microcontroller, "ResetReason", None), "WATCHDOG", None)
        run_reason = getattr(getattr(supervisor, "runtime", None), "run_reason", None)
        startup = getattr(getattr(supervisor, "RunReason", None), "STARTUP", None)
        if watchdog is not None and reason == watchdog and run_reason == startup:
            self.record.add(WATCHDOG_LINE, 0)
            write_record(self.nvm, self.record)
        self.watching_streak = self.record.streak > 0

    def watch(self):
        """Start the watchdog: fed by service() every frame."""
        try:
            from watchdog import WatchDogMode

            dog = self.microcontroller.watchdog
            dog.timeout = WATCHDOG_S
            dog.mode = WatchDogMode.RESET
            dog.feed()
            self.watchdog = dog
        except (AttributeError, ImportError, NotImplementedError, RuntimeError, ValueError) as error:
            print("salvo: no watchdog: {}".format(error))

    def service(self, now):
        """Once a frame: feed the watchdog; end a crash streak once this run
        has gone WINDOW_MS without a crash."""
        if self.watchdog is not None:
            self.watchdog.feed()
        if self.watching_streak and ticks_diff(now, self.started) >= WINDOW_MS:
            self.watching_streak = False
            self.clear()

    def clear(self):
        """End the crash streak (kept: the count and the last line)."""
        self.record.streak = 0
        self.record.window = 0
        write_record(self.nvm, self.record)

    def crashed(self, error, now):
        """Record a crash in nvm; returns the crash line."""
        line = crash_line(error)
        self.record.add(line, max(0, ticks_diff(now, self.started)))
        if not write_record(self.nvm, self.record):
            print("salvo: crash not recorded: no nvm room")
        return line

    def pause(self, seconds):
        """Wait before a reload, feeding the watchdog so it does not reset us."""
        import time

        for _ in range(seconds):
            if self.watchdog is not None:
                self.watchdog.feed()
            time.sleep(1)

    def notes(self):
        """Lines about the crash record for the safe menu."""
        record = self.record
        if not record.crashes:
            return ()
        return (
            "{} crashes, {} in a row".format(record.crashes, record.streak),
            record.line,
        )
