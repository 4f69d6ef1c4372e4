"""Kiosk stats: per game, how many matches people played and who won them.

Only matches with a person seated count (a kiosk's CPU demos would say nothing
and wear the flash). Per game id: matches, matches a person won, matches a CPU
won (no person won), draws (nobody won). Kept in the console's store as a
checked save (engine/savefile.py), so a power cut loses at most the match that
was being recorded.

Payload: b"ST\\x01", the row count, then per row the game id and the four
counts, all LEB128 varints (engine/matchlog.py).
"""

from engine import savefile
from engine.matchlog import get_varint, put_varint

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


MAGIC = b"ST\x01"
FILE = "stats.svs"
MATCHES = 0
PERSON_WINS = 1
CPU_WINS = 2
DRAWS = 3
_CAP = const((1 << 30) - 1)  # counts stay small ints on the device
_MAX_ROWS = const(64)


class Stats:
    """The tallies of every game, by game id."""

    def __init__(self):
        self.rows = {}  # game id -> [matches, person wins, CPU wins, draws]

    def row(self, game_id):
        """The four counts of a game (zeros when it was never played)."""
        return self.rows.get(game_id) or [0, 0, 0, 0]

    def record(self, game_id, kinds, result):
        """Count one finished match: seat kinds (0 = person) and its result
        (one value per seat, > 0 for a winner). False for a match with nobody
        seated, which is not counted."""
        if 0 not in kinds:
            return False
        row = self.rows.get(game_id)
        if row is None:
            row = self.rows[game_id] = [0, 0, 0, 0]
        person = cpu = False
        for seat in range(len(kinds)):
            if result[seat] > 0:
                if kinds[seat] == 0:
                    person = True
                else:
                    cpu = True
        outcome = PERSON_WINS if person else CPU_WINS if cpu else DRAWS
        for index in (MATCHES, outcome):
            if row[index] < _CAP:
                row[index] += 1
        return True

    def to_bytes(self):
        """The payload, rows in game id order (never dict order)."""
        out = bytearray(MAGIC)
        ids = sorted(self.rows)
        put_varint(out, len(ids))
        for game_id in ids:
            put_varint(out, game_id)
            for count in self.rows[game_id]:
                put_varint(out, count)
        return bytes(out)

    @staticmethod
    def from_bytes(data):
        """Parse a payload; ValueError when it is not one."""
        if data[:3] != MAGIC:
            raise ValueError("not Salvo stats")
        count, pos = get_varint(data, 3)
        if count > _MAX_ROWS:
            raise ValueError("stats have {} rows".format(count))
        stats = Stats()
        for _ in range(count):
            game_id, pos = get_varint(data, pos)
            row = []
            for _ in range(4):
                value, pos = get_varint(data, pos)
                row.append(value)
            if row[MATCHES] != row[PERSON_WINS] + row[CPU_WINS] + row[DRAWS] and row[MATCHES] < _CAP:
                raise ValueError("stats of game {} do not add up".format(game_id))
            stats.rows[game_id] = row
        if pos != len(data):
            raise ValueError("stats go on after the last row")
        return stats


def kiosk(app):
    """The app's kiosk stats (app.stats), read from the console's store on
    first use."""
    if app.stats is None:
        app.stats = load(app.console.store)
    return app.stats


def load(store):
    """The stats kept in a store folder: empty when there are none, or (with
    one line on the console) when no copy is good."""
    if not store:
        return Stats()
    try:
        return Stats.from_bytes(savefile.load(store + "/" + FILE))
    except OSError:
        return Stats()
    except ValueError as error:
        print("salvo: stats start again from zero: {}".format(error))
        return Stats()


def save(store, stats):
    """Write the stats to a store folder; False (with a line) when it cannot."""
    if not store:
        return False
    try:
        savefile.save(store + "/" + FILE, stats.to_bytes())
    except OSError as error:
        print("salvo: stats not saved: {}".format(error))
        return False
    return True
