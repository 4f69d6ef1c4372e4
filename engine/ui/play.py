"""Starting, saving and ending matches: the glue between the menu, a game's
screen module and the result screen.

A game's screen is games/<NAME>/screen.py with ``Screen(match)`` (the match
scene); games/<NAME>/words.py has ``describe(game)`` (one short line saying why
the match ended). Both are loaded through engine.registry.
"""

from engine import registry
from engine.match import Match

# Games whose screen module exists; the menu and command line offer only these.
SCREENS = ("starship", "missile", "chips", "arrowbic", "spacewar", "garage")
# The last finished match with a person in it, in the console's store.
LAST_LOG = "last.svl"


def playable():
    """(id, name, title) of the registered games that have a screen."""
    return tuple(row for row in registry.games() if row[1] in SCREENS)


def screen_module(game):
    """Load the screen module of a game class."""
    return registry.part(game.NAME, "screen")


def match_seed(config, now):
    """The seed of a match started now: the config's, or (None there) the
    moment PLAY was pressed, a fresh match."""
    seed = config.get("seed")
    return now & 0x3FFFFFFF if seed is None else seed


def begin(app, now):
    """What PLAY leads to. On a console that restarts for a match (its
    ``restart``, hw/board_console.py) the choice and its seed are handed
    over (engine/handoff.py) and the program starts again in a fresh heap,
    which builds the match (hw/__init__.py); elsewhere the match, made once
    the menu is gone. Both ways the match is the same, frame for frame."""
    seed = match_seed(app.config, now)
    if app.restart is not None:
        from engine import handoff

        app.restart(handoff.pack(handoff.PLAY, app.config, seed, now))  # a board reloads here
    from engine.ui.later import Later

    return Later(start_match, (app, seed))


def start_match(app, seed):
    """Build a Match of `seed` from app.config; return the game's match scene."""
    config = app.config
    game = registry.load(config["game"])
    match = Match(game, seed, config.get("options"), config["seats"])
    config["tally"] = [0] * match.seats
    return screen_module(game).Screen(match)


def seated(match):
    """True when a person plays at least one seat (not a CPU demo, not a replay)."""
    for seat in range(match.seats):
        if match.is_human(seat):
            return True
    return False


def save_log(app, match):
    """Write the finished match's log to the console's store as a checked save
    (engine/savefile.py), if there is a store and a person played: a kiosk's
    endless CPU demos would wear the flash for nothing. Returns the file name,
    or None. A full or read-only drive is reported, never fatal."""
    store = app.console.store
    if not store or not seated(match):
        return None
    path = store + "/" + LAST_LOG
    try:
        from engine import savefile  # loaded once a match is over, not while it plays

        savefile.save(path, match.log.to_bytes())
    except OSError as error:
        print("salvo: log not saved: {}".format(error))
        return None
    return path


def kiosk_stats(app):
    """The app's kiosk stats, read from the console's store on first use."""
    if app.stats is None:
        from engine import stats

        app.stats = stats.load(app.console.store)
    return app.stats


def count(app, match):
    """Add a finished match with a person in it to the kiosk stats and write
    them (same checked save as the log). Not on a console without a store
    that restarts after the match (engine/handoff.py): nothing would keep
    them, and the stats code would only crowd the match's heap at its end."""
    if not seated(match):
        return
    if not app.console.store and app.restart is not None:
        return
    from engine import stats

    table = kiosk_stats(app)
    table.record(match.game_class.ID, match.kinds, match.result())
    stats.save(app.console.store, table)


def finish(app, match):
    """Called once a match's result is known: count it, save the log and
    return the result screen. A match scene calls it through a Later
    (MatchScene.finish), once its screen is gone, so this code and the
    result screen's never load beside the match's display objects."""
    from engine.ui.result import ResultScreen

    result = match.result()
    tally = app.config.setdefault("tally", [0] * match.seats)
    winners = [seat for seat in range(match.seats) if result[seat] > 0]
    if len(winners) < match.seats:  # everybody "won" (all tied at the round limit) reads DRAW: no win counted
        for seat in winners:
            tally[seat] += 1
    saved = save_log(app, match)
    count(app, match)
    describe = registry.part(match.game_class.NAME, "words").describe
    return ResultScreen(match, describe(match.game), saved)


class _LogPlayer:
    """Plays a seat from a saved log: each call takes the next stored action.
    All seats share one list, since the log stores acting seats in order."""

    def __init__(self, actions):
        self.actions = actions
        self.next = 0

    def choose(self, view, legal):
        """The logged action (the whole log was checked when it was loaded)."""
        action = self.actions[self.next]
        self.next += 1
        return action


def replay_scene(data):
    """A match scene that plays a saved log back move by move on screen."""
    from engine.match import replay

    actions = []
    # Raises ValueError on a bad or unfinished log, before anything shows.
    match = replay(data, lambda game, joint: actions.extend(joint))
    match.restart()
    player = _LogPlayer(actions)
    for seat in range(match.seats):
        match.bots[seat] = player
    played = match.kinds
    match.kinds = bytes([1] * match.seats)  # every seat is played from the log
    scene = screen_module(match.game_class).Screen(match)
    scene.replay = played  # the screen names the seats as they were played
    return scene
