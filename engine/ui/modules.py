"""Which modules stay loaded in which scene: on a board, .mpy code lives in
the heap for as long as it is imported, so the App's scene switch calls
``settle(scene, game)`` and only the code the new scene needs stays.

Scenes are on one of two sides. The menu side (a class with ``MENU_SIDE =
True``: the menu and the text pages it opens) keeps the shell and the menu;
the match machinery goes, and every game module but the chosen game's
(after a match, on a console that keeps one heap, every game module: the
menu imports the chosen game's ``info`` again). The match side (a match, its
pause and result screens) keeps the chosen game and drops the menu, the text
pages and the game's ``help``, and a match scene itself drops its pause and
result screens' code until it needs them again. Only modules that no kept module refers to are
in these lists, so a later import loads a module afresh, never a second copy
beside one still in use. On CPython (simulator, tests) nothing is dropped:
see engine.registry.unload.
"""

import sys

from engine import registry
from engine.ui import theme
from engine.ui.later import Later

# Only a match needs these (and everything a game imports).
MATCH_SIDE = (
    "engine.ui.match_scene",
    "engine.ui.handover",
    "engine.ui.cover",
    "engine.ui.hold",
    "engine.ui.lines",
    "engine.ui.notes",
    "engine.ui.pause",
    "engine.ui.result",
    "engine.ui.wait_cue",
    "engine.clock",
    "engine.ponder",  # (and with it what a quit match's CPU pondered: a kiosk keeps one heap)
)
# What starts a match (engine.ui.play: PLAY): dropped on the menu side when
# the scene before was a match's. (The menu's game row reads
# engine.registry.playable(): no page of the menu imports play but PLAY.)
PLAY = ("engine.ui.play",)
# A match scene loads these when it pauses or ends; it drops them again when
# it plays on (a rematch, a resumed match).
# (engine.ui.text too: theme.label imports it when a screen first draws a
# label, so a match drawn with glyph cells alone does without it.)
BETWEEN = ("engine.ui.pause", "engine.ui.result", "engine.ui.hints", "engine.ui.text")
# Only the menu side needs these. (engine.match and engine.matchlog stay: the
# attract loop, the kiosk stats and the crash guard hold them for good.)
MENU_ONLY = ("engine.ui.menu", "engine.ui.text_screen", "engine.ui.howto")
# Parts of a game only the menu side reads.
GAME_MENU_PARTS = ("help", "howto")


def _menu():
    from engine.ui.menu import Menu

    return Menu()


def home():
    """The home scene (the App's ``home``) on a board: the menu, imported
    only once the scene before it is gone, so nothing holds the menu's code
    while a match plays."""
    return Later(_menu, (), True)


def settle(scene, game):
    """Drop what `scene` does not need; `game` is the NAME chosen in the menu.
    Called by App.switch between scenes (the old scene already let go)."""
    theme.new_scene()
    if not registry.unloads():
        return
    if getattr(scene, "MENU_SIDE", False):
        # From one menu-side scene to another the chosen game's modules stay
        # (the menu, its how-to and rules pages import them again at once:
        # 50-190 ms of .mpy loading a change on a PyBadge). From a match (a kiosk's one heap)
        # every game module goes, but a how-to page keeps its game's.
        from_match = "engine.ui.match_scene" in sys.modules
        registry.unload(keep=game if getattr(scene, "KEEPS_GAME", False) or not from_match else None)
        registry.drop(MATCH_SIDE)
        if from_match:
            registry.drop(PLAY)
    else:
        registry.unload(keep=game)
        registry.drop(MENU_ONLY)
        registry.drop(["games.{}.{}".format(game, part) for part in GAME_MENU_PARTS])
        match_scene = sys.modules.get("engine.ui.match_scene")
        if match_scene is not None and isinstance(scene, match_scene.MatchScene):
            registry.drop(BETWEEN)
