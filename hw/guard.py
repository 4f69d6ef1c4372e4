"""Crash safety on a kiosk: the watchdog, a crash record in nvm, the safe menu.

Kiosk mode only (boot.py gave the code the drive; hw/boot_mode.py), where
hw.run_kiosk starts the run with start_kiosk() below and drops this module
(its code would sit in a badge's heap through every match); a crash loads
it again (recover()):
- ``microcontroller.watchdog`` resets the board when the program stops
  feeding it for WATCHDOG_S; the console's ``service()`` feeds it once a
  frame (hw/board_console.py), so only a frame stuck that long (a hang) trips it.
- An exception reaching code.py is written to ``microcontroller.nvm``: the
  innermost place and the last line of its traceback, the crash count, and the
  streak below; then code.py is reloaded (``supervisor.reload``). A watchdog
  reset counts as a crash ("watchdog reset") when the board starts again.
- STREAK crashes within WINDOW_MS of board time (from the first of them to
  the last) start the safe menu (engine/ui/safe_menu.py: Starship only) instead
  of the full one. Board time is ``supervisor.ticks_ms()``, which runs on
  across every reload (a badge reloads for each match: engine/handoff.py), so
  a streak ends WINDOW_MS after its first crash in whichever run is on then,
  not only after a quiet run that long. A reset starts the clock again: the
  streak is carried onto the new clock with the age it had at the last moment
  the old one is known to have run (the hand-off record's ticks, kept in sleep
  memory across a reset, or the last crash); a power-on ends it (the board
  was off for who knows how long). Picking "Full menu" ends it too.

In maintenance mode (normal mode, the serial console on) the record is read
from the REPL: ``import microcontroller; from hw.guard import read_record;
r = read_record(microcontroller.nvm); print(r.crashes, r.streak, r.line)``.

The record is a checked container (engine/savefile.py) at the start of nvm:
payload b"CR\\x02", then LEB128 crashes, streak, the ticks of the streak's
first crash and of the last crash, then the line as UTF-8. A torn or blank
nvm (0xFF when new), or a record of the older layout, reads as no crashes.
nvm is written only at a crash, at a streak's end and at a reset during a
streak, never per match.
"""

from engine.matchlog import get_varint, put_varint
from engine.ticks import ticks_add, ticks_diff
from hw.kiosk_facts import CRASH_MAGIC as MAGIC
from hw.kiosk_facts import STREAK_MS as WINDOW_MS
from hw.kiosk_facts import WATCHDOG_S
STREAK = 3  # crashes ...
# ... within WINDOW_MS (10 minutes) of board time: the safe menu
LINE_MAX = 100  # characters of the crash line kept
_CAP = (1 << 30) - 1
WATCHDOG_LINE = "watchdog reset (a frame hung for {} s)".format(WATCHDOG_S)


class Record:
    """What nvm remembers about crashes."""

    def __init__(self):
        self.crashes = 0  # every crash recorded (capped)
        self.streak = 0  # crashes in the current streak (0: none)
        self.first = 0  # ticks_ms of the streak's first crash (board time)
        self.last = 0  # ticks_ms of the last crash
        self.line = ""  # where and what the last crash was

    def add(self, line, now):
        """Count a crash at ticks `now` (the board's clock, run on since the
        streak's first crash: across reloads, or carried over a reset by
        rebase)."""
        self.crashes = min(self.crashes + 1, _CAP)
        if self.streak and 0 <= ticks_diff(now, self.first) <= WINDOW_MS:
            self.streak += 1
        else:
            self.streak = 1
            self.first = now
        self.last = now
        self.line = line[:LINE_MAX]

    def rebase(self, known, now):
        """The clock started again at `now` (a reset): carry the streak over
        with the age it had at `known`, the last ticks of the old clock known
        to have run (None: only the last crash is known). A streak over by
        then ends."""
        if known is None or ticks_diff(known, self.last) < 0:
            known = self.last
        age = ticks_diff(known, self.first)
        if not 0 <= age < WINDOW_MS:
            self.streak = 0
            return
        self.first = ticks_add(now, -age)
        self.last = now

    def safe(self):
        """True when the next start must be the safe menu."""
        return self.streak >= STREAK

    def to_bytes(self):
        """The record's payload."""
        out = bytearray(MAGIC)
        put_varint(out, self.crashes)
        put_varint(out, self.streak)
        put_varint(out, self.first)
        put_varint(out, self.last)
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
        record.first, pos = get_varint(data, pos)
        record.last, pos = get_varint(data, pos)
        record.line = bytes(data[pos:]).decode("utf-8")
        return record


def read_record(nvm):
    """The crash record in nvm; a fresh one when nvm is missing, blank or torn."""
    from engine import savefile  # imported here: the start drops it (hw.START_ONLY)

    payload = savefile.unpack_front(nvm)
    if payload is None or payload[: len(MAGIC)] != MAGIC:
        return Record()
    try:
        return Record.from_bytes(payload)
    except (ValueError, UnicodeError):
        return Record()


def handoff_ticks():
    """The ticks of the hand-off record (engine/handoff.py) where one is
    kept (sleep memory survives a reset, not a power-on), else None: the last
    moment the clock before a reset is known to have run."""
    from engine import handoff
    from hw.start import handoff_memory

    written = handoff.stamp(handoff.load(handoff_memory()[0]))
    return written or None  # an ATTRACT record's is 0: not a time


def write_record(nvm, record):
    """Store the record at the start of nvm; False when there is no room."""
    if nvm is None:
        return False
    from engine import savefile

    data = savefile.pack(record.to_bytes())
    if not fits(nvm, data):
        return False
    nvm[0 : len(data)] = data
    return True


def fits(nvm, data):
    """True when `data` fits before the hand-off's slot at nvm's end."""
    from engine.handoff import SLOT  # the end of nvm may hold a match hand-off

    return len(data) <= len(nvm) - SLOT


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


def start(microcontroller, supervisor):
    """A kiosk start that hw/kiosk_setup.py's quiet() did not pass (a reset
    or a power-on, or a crash streak on): read the crash record, carry a
    streak over a reset or end it, count a watchdog reset. Returns the
    streak's first ticks, the record bytes that end it (None: no streak),
    and the home scene factory of the safe menu after repeated crashes (None:
    the full menu)."""
    nvm = getattr(microcontroller, "nvm", None)
    record = read_record(nvm)
    check_start(record, microcontroller, supervisor, nvm, supervisor.ticks_ms())
    return record.first, ended(record, nvm), safe_home(record, nvm, supervisor) if record.safe() else None


def check_start(record, microcontroller, supervisor, nvm, now):
    """At the start of a run: where the board's clock started again (not a
    reload: a reset or a power-on), carry a streak over or end it (rebase);
    count a watchdog reset as a crash (only on the first run after the
    reset, not on every reload since)."""
    reason = getattr(getattr(microcontroller, "cpu", None), "reset_reason", None)
    reasons = getattr(microcontroller, "ResetReason", None)
    run_reason = getattr(getattr(supervisor, "runtime", None), "run_reason", None)
    startup = getattr(getattr(supervisor, "RunReason", None), "STARTUP", None)
    if run_reason != startup:
        return
    if record.streak:
        if reason == getattr(reasons, "POWER_ON", None):
            record.streak = 0  # off for who knows how long
        else:
            record.rebase(handoff_ticks(), now)
        write_record(nvm, record)
    if reason is not None and reason == getattr(reasons, "WATCHDOG", None):
        record.add(WATCHDOG_LINE, now)
        write_record(nvm, record)


def ended(record, nvm):
    """The bytes nvm gets when the record's streak ends (the console writes
    them), or None when there is no streak (or no room)."""
    if not record.streak or nvm is None:
        return None
    from engine import savefile

    streak = record.streak
    record.streak = 0
    data = savefile.pack(record.to_bytes())
    record.streak = streak
    return data if fits(nvm, data) else None


def safe_home(record, nvm, supervisor):
    """The home scene factory of a run after repeated crashes: the safe menu,
    whose "Full menu" ends the streak and reloads."""
    from engine.ui.safe_menu import SafeMenu

    def full_menu():
        record.streak = 0
        write_record(nvm, record)
        supervisor.reload()

    notes = ("{} crashes, {} in a row".format(record.crashes, record.streak), record.line)
    return lambda: SafeMenu(notes, full_menu)


def recover(error, supervisor):
    """A crash in kiosk mode (hw.main, once the app that crashed is let
    go): print it (for a serial console in maintenance mode), record it in
    nvm, reload code.py after a short pause, so an unattended kiosk comes
    back by itself (the safe menu after repeated crashes)."""
    try:
        import gc
        import microcontroller
        import traceback

        gc.collect()  # what the crashed app held
        traceback.print_exception(error)
        nvm = getattr(microcontroller, "nvm", None)
        record = read_record(nvm)
        line = crash_line(error)
        record.add(line, supervisor.ticks_ms())
        if not write_record(nvm, record):
            print("salvo: crash not recorded: no nvm room")
        print("salvo: crash {} ({} in a row): {}; reloading".format(record.crashes, record.streak, line))
        pause(getattr(microcontroller, "watchdog", None), RELOAD_PAUSE_S)
        from hw.start import darken

        darken()
    finally:  # whatever the record did, come back
        supervisor.reload()


def pause(dog, seconds):
    """Wait before a reload, feeding a started watchdog so it does not reset us."""
    import time

    for _ in range(seconds):
        if dog is not None and getattr(dog, "mode", None) is not None:
            dog.feed()
        time.sleep(1)
