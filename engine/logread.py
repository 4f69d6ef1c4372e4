"""Reading match logs (engine/matchlog.py writes them): a saved log's header
and its actions step by step, for engine.match.replay. Only a replay or a
loaded log needs this code, never a match being played.
"""

from engine.matchlog import MAGIC, MatchLog, get_varint


def read(data):
    """A MatchLog from log bytes: the header is checked here, the actions when
    replayed (steps). ValueError, with the reason, on a bad header."""
    if data[:3] != MAGIC:
        raise ValueError("not a Salvo match log")
    game_id, pos = get_varint(data, 3)
    seed, pos = get_varint(data, pos)
    if seed >= 1073741824:
        raise ValueError("log has a bad seed")
    count, pos = get_varint(data, pos)
    if not 1 <= count <= 8 or pos + count > len(data):
        raise ValueError("log has a bad seat list")
    seats = data[pos : pos + count]
    pos += count
    count, pos = get_varint(data, pos)
    if count > 16:
        raise ValueError("log has a bad option list")
    options = []
    for _ in range(count):
        value, pos = get_varint(data, pos)
        options.append(value)
    log = MatchLog(game_id, seed, seats, options)
    log.actions = bytearray(data[pos:])
    return log


def steps(log, game):
    """Yield each joint action stored in `log`, read against a fresh `game`
    replayed alongside (the caller applies each one). ValueError on a corrupt
    log."""
    pos = 0
    data = log.actions
    while pos < len(data):
        acting = game.acting()
        if not acting:
            raise ValueError("log goes on after the match ended")
        joint = []
        for seat in acting:
            action, pos = get_varint(data, pos)
            if action not in game.legal(seat):
                raise ValueError("log has an illegal action at byte {}".format(pos))
            joint.append(action)
        yield joint
