"""Starting, saving and ending matches: the glue between the menu, a game's
screen module and the result screen.

A game's screen is games/<NAME>/screen.py with ``Screen(match)`` (the match
scene); games/<NAME>/words.py has ``describe(game)`` (one short line saying why
the match ended). Both are loaded through engine.registry.
"""

from engine import registry
from engine.match import Match

# Games whose screen module exists; the menu and command line offer only these.
SCREENS = ("starship", "missile", "chips", "arrowbic", "spacewar")


def playable():
    """(id, name, title) of the registered games that have a screen."""
    return tuple(row for row in registry.games() if row[1] in SCREENS)


def screen_module(game):
    """Load the screen module of a game class."""
    return registry.part(game.NAME, "screen")


def start_match(app, now):
    """Build a Match from app.config and return the game's match scene."""
    config = app.config
    game = registry.load(config["game"])
    seed = config.get("seed")
    if seed is None:
        seed = now & 0x3FFFFFFF  # the moment PLAY was pressed: a fresh match
    match = Match(game, seed, config.get("options"), config["seats"])
    config["tally"] = [0] * match.seats
    return screen_module(game).Screen(match)


def save_log(app, match):
    """Write the finished match's log to the console's store, if it has one.
    Returns the file name, or None. A full or read-only drive is reported, never
    fatal."""
    store = app.console.store
    if not store:
        return None
    path = store + "/last.svl"
    try:
        with open(path, "wb") as handle:
            handle.write(match.log.to_bytes())
    except OSError:
        return None
    return path


def finish(app, match):
    """Called by a match scene once the result is known: count it, save the log
    and go to the result screen."""
    from engine.ui.result import ResultScreen

    result = match.result()
    tally = app.config.setdefault("tally", [0] * match.seats)
    for seat in range(match.seats):
        if result[seat] > 0:
            tally[seat] += 1
    saved = save_log(app, match)
    describe = registry.part(match.game_class.NAME, "words").describe
    return ResultScreen(match, describe(match.game), saved)


class _LogPlayer:
    """Plays a seat from a saved log: each call takes the next stored action.
    All seats share one reader, since the log stores acting seats in order."""

    def __init__(self, reader):
        self.reader = reader

    def choose(self, view, legal):
        """The logged action (the log was checked when it was loaded)."""
        return next(self.reader)


def replay_scene(data):
    """A match scene that plays a saved log back move by move on screen."""
    from engine.match import replay
    from engine.matchlog import MatchLog

    final = replay(data)  # raises ValueError on a bad log, before anything shows
    log = MatchLog.from_bytes(data)
    match = final
    match.restart()
    fresh = match.game.clone()
    actions = []
    for joint in log.steps_of(fresh):
        fresh.apply(joint)
        actions.extend(joint)
    reader = iter(actions)
    for seat in range(match.seats):
        match.bots[seat] = _LogPlayer(reader)
    match.kinds = bytes([1] * match.seats)  # every seat is played from the log
    return screen_module(match.game_class).Screen(match)
