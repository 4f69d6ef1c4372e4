"""Starting matches: the glue between the menu and a game's screen module
(games/<NAME>/screen.py with ``Screen(match)``, the match scene, loaded
through engine.registry). A match's end (count, save, the result screen) is
engine/ui/result.py's: a result needs none of this code.
"""

from engine import registry
from engine.match import Match
from engine.registry import SCREENS, playable  # noqa: F401 (the command line and the attract loop read them here)


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
    from engine.logread import replay

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
