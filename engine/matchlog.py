"""Match logs: a whole match as a few compact bytes (save file, replay and undo).
This module writes them, as a match plays; engine/logread.py reads them back
(a replay, a saved log), so a match keeps no reading code in the heap.

Layout (all multi-byte numbers as unsigned LEB128 varints):
    b"SV" 0x01            magic and format version
    game id               engine.games registry ID
    seed                  0 .. 2**30-1
    seat count, then one byte per seat: 0 human, 1.. cpu level
    option count, then each option value
    actions               one varint per acting seat, step after step; the seats
                          that act at each step follow from the rules, so they are
                          not stored
"""

MAGIC = b"SV\x01"


def put_varint(buf, value):
    """Append a non-negative int to a bytearray as LEB128."""
    while value >= 0x80:
        buf.append((value & 0x7F) | 0x80)
        value >>= 7
    buf.append(value)


def get_varint(data, pos):
    """Read a LEB128 int at pos; returns (value, next pos). ValueError if cut off."""
    value = 0
    shift = 0
    while True:
        if pos >= len(data):
            raise ValueError("log ends in the middle of a number")
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, pos
        shift += 7
        if shift > 28:
            raise ValueError("log has a number too large")


class MatchLog:
    """Header facts plus the growing list of actions."""

    def __init__(self, game_id, seed, seats, options):
        self.game_id = game_id
        self.seed = seed
        self.seats = bytes(seats)  # 0 human, 1.. cpu level, one per seat
        self.options = list(options)
        self.actions = bytearray()  # varints, appended as steps resolve
        self.steps = 0

    def add(self, joint):
        """Record one resolved joint action."""
        for action in joint:
            put_varint(self.actions, action)
        self.steps += 1

    def to_bytes(self):
        """The whole log as bytes."""
        out = bytearray(MAGIC)
        put_varint(out, self.game_id)
        put_varint(out, self.seed)
        put_varint(out, len(self.seats))
        out.extend(self.seats)
        put_varint(out, len(self.options))
        for value in self.options:
            put_varint(out, value)
        out.extend(self.actions)
        return bytes(out)
