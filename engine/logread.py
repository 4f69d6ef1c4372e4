"""Reading match logs (engine/matchlog.py writes them): a saved log's header
and its actions step by step, and a match rebuilt from them (replay). Only a
replay or a loaded log needs this code, never a match being played.
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


def replay(data, each=None, whole=True):
    """Rebuild a match from log bytes; calls each(game, joint) after every step.
    Returns the Match at the end. ValueError, with the reason, on a bad log,
    and (unless whole is False) on a log that stops before the match ended:
    what a cut write leaves, and nothing a replay could finish. (Here, not
    in engine/match.py: a match being played keeps no log reading code.)"""
    from engine import registry
    from engine.match import Match

    log = read(data)
    game_class = registry.load(log.game_id)
    match = Match(game_class, log.seed, log.options, log.seats)
    for joint in steps(log, match.game):
        match.game.apply(joint)
        match.log.add(joint)
        if each is not None:
            each(match.game, joint)
    if whole and match.result() is None:
        raise ValueError("log ends before the match did (after {} steps)".format(match.log.steps))
    return match
