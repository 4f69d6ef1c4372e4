"""A match in a fresh heap: what PLAY (or leaving a match for the menu)
hands to the program's next start.

On a board with little RAM (a PyBadge or PyGamer: 192 KB for everything) the
menu's code, the names it interned and the holes it left would stay in the
heap for the whole match, and a heap only ever holds more of them. So there
PLAY does not build the match: the console writes the choice (this module's
record) to the end of ``alarm.sleep_memory`` and reloads the program
(``supervisor.reload()``); code.py starts again in an empty heap, takes the
record and builds only the match (hw/__init__.py). Leaving the match for the
menu does the same the other way (engine/ui/app.py), so the menu never sits
in what a match left behind either. Boards with room (the Pico kiosk) and
the simulator switch scenes in one heap; both ways draw the same frames,
since the record carries the seed chosen at the press and every choice the
menu shows.

Sleep memory (the SAMD51's backup RAM) is kept across a reload and never
wears; its content at power-on is undefined, hence the checked record and its
age test. A board without it has only ``microcontroller.nvm``, flash, erased
and rewritten whole at every write: there only an ATTRACT record is written
(hw/board_console.py), and matches keep one heap. Which memory a board uses
is hw/start.handoff_memory's choice; this module only reads and
writes the bytes.

The record is a checked container (engine/savefile.py) in the last SLOT
bytes of that memory, so nvm's crash record at its start (hw/guard.py) is
never touched: payload b"HO\\x01", then LEB128 numbers: the ticks it was written
at, the kind (PLAY or MENU), the seed the match starts with, the config's seed + 1 (0: None),
cursor, others (0: None), the seat kinds and the options (each a count, then
the values), the seats the other games keep while the menu is browsed
(config["kept"], engine/ui/menu.py: a count, then each game's registry id
and its seat kinds as above), then the game's name. It is taken only within FRESH_MS of being
written (ticks run on across a reload, and start again at a reset), so a
power cycle, or a crash long after, starts at the menu as always. An ATTRACT
record is the exception: the same bytes for every demo of an idle stretch
(its game is picked from the clock, engine/ui/attract.py), so memory is
written once, not once a demo; it is taken at any age, but only after a
reload (hw/__init__.py), never after a power-on.
"""

from engine import registry, savefile
from engine.matchlog import get_varint, put_varint
from engine.ticks import ticks_diff

MAGIC = b"HO\x01"
SLOT = 96  # bytes at the end of nvm: the record is far smaller
FRESH_MS = 15000  # a record older than this at the start is ignored
PLAY = 1  # start the match of the config
MENU = 2  # start at the menu, its choices as in the config
ATTRACT = 3  # a demo of the attract loop: written with `now` 0 and taken at any age


def pack(kind, config, seed, now):
    """The record of a start of `kind`, from `config` (PLAY: the match of
    `seed`; MENU: `seed` is not used)."""
    out = bytearray(MAGIC)
    put_varint(out, now)
    put_varint(out, kind)
    put_varint(out, seed)
    for key in ("seed", "cursor", "others"):
        value = config.get(key)
        put_varint(out, 0 if value is None else value + 1)
    for key in ("seats", "options"):
        values = config.get(key) or ()
        put_varint(out, len(values))
        for value in values:
            put_varint(out, value)
    kept = config.get("kept") or {}
    # (registry order, not the dict's; the game on show has its seats above)
    games = [row for row in registry.games() if row[1] in kept and row[1] != config["game"]]
    put_varint(out, len(games))
    for gid, name, _ in games:
        put_varint(out, gid)
        put_varint(out, len(kept[name]))
        for value in kept[name]:
            put_varint(out, value)
    out.extend(config["game"].encode())
    return savefile.pack(bytes(out))


def kind(record):
    """The kind of a record made by pack (PLAY, MENU or ATTRACT)."""
    payload = savefile.unpack(record)
    return get_varint(payload, get_varint(payload, len(MAGIC))[1])[0]


def stamp(data):
    """The ticks a stored record was written at, whatever its age (None when
    `data` holds no whole record; an ATTRACT record's is 0): the last moment
    the clock before a reset is known to have run (hw/guard.py)."""
    payload = _payload(data)
    if payload is None:
        return None
    return get_varint(payload, len(MAGIC))[0]


def _payload(data):
    """The payload of the record in `data`, or None (none, torn, not ours)."""
    payload = savefile.unpack_front(data)
    return payload if payload is not None and payload[: len(MAGIC)] == MAGIC else None


def unpack(data, now):
    """(kind, config, seed) from a stored record, or None when `data` holds none,
    a torn one or one not written within FRESH_MS before `now`."""
    payload = _payload(data)
    if payload is None:
        return None
    try:
        written, pos = get_varint(payload, 3)
        what, pos = get_varint(payload, pos)
        if what != ATTRACT and not 0 <= ticks_diff(now, written) < FRESH_MS:
            return None
        seed, pos = get_varint(payload, pos)
        config = {}
        for key in ("seed", "cursor", "others"):
            value, pos = get_varint(payload, pos)
            config[key] = value - 1 if value else None
        for key in ("seats", "options"):
            count, pos = get_varint(payload, pos)
            values = []
            for _ in range(count):
                value, pos = get_varint(payload, pos)
                values.append(value)
            config[key] = values
        if not config["options"]:
            config["options"] = None  # none given: the game's defaults
        kept = {}
        count, pos = get_varint(payload, pos)
        for _ in range(count):
            gid, pos = get_varint(payload, pos)
            seats, pos = get_varint(payload, pos)
            values = []
            for _ in range(seats):
                value, pos = get_varint(payload, pos)
                values.append(value)
            kept[registry.name_of(gid)] = values
        config["kept"] = kept
        config["game"] = bytes(payload[pos:]).decode()
    except (ValueError, UnicodeError):
        return None
    if config["cursor"] is None:
        del config["cursor"]
    return what, config, seed


def store(memory, record):
    """Write `record` into the last SLOT bytes of `memory` (sleep memory or
    nvm: hw/start.handoff_memory), unless it is there already (flash
    wears with every write); False when it does not fit."""
    at = len(memory) - SLOT
    if len(record) > SLOT or at < 0:
        return False
    if bytes(memory[at : at + len(record)]) != record:
        memory[at : at + len(record)] = record
    return True


def load(memory):
    """The bytes of `memory` where a record lives (read them with unpack)."""
    if memory is None:
        return b""
    at = len(memory) - SLOT
    return bytes(memory[at:]) if at >= 0 else b""
