"""The game registry: which games exist, and loading one game's parts by name.

A game is one package under games/ (the contract is in games/README.md). Only
the chosen game's modules are in RAM: `part` imports a module of one game on
demand, and `unload` drops every module of the games not kept, so moving from
one game to another in the menu frees the first one's code.
"""

import sys

# (id, name, title) in menu order. The id is the byte stored in match logs.
_GAMES = (
    (0, "missile", "Missile Match"),
    (1, "starship", "Starship Combat"),
    (2, "chips", "Missiles & Microchips"),
    (3, "arrowbic", "Arrowbic Exercise"),
    (4, "spacewar", "Spacewar"),
    (5, "garage", "Spacewar Classic"),
)


# Games whose screen module exists; the menu and command line offer only
# these. (Here, not in engine/ui/play.py: the menu's game row reads them, and
# importing play there loaded engine.match with it, 50-90 ms of a change on a
# PyBadge.)
SCREENS = ("starship", "missile", "chips", "arrowbic", "spacewar", "garage")


def games():
    """(id, name, title) of every registered game, in menu order."""
    return _GAMES


def playable():
    """(id, name, title) of the registered games that have a screen."""
    return tuple(row for row in _GAMES if row[1] in SCREENS)


def name_of(name_or_id):
    """The NAME of a registered game from its NAME or ID; ValueError if unknown."""
    for gid, name, _ in _GAMES:
        if name_or_id == gid or name_or_id == name:
            return name
    raise ValueError("unknown game: {}".format(name_or_id))


def part(name_or_id, part_name):
    """Module `part_name` of a game's package (rules, bot, info, help, screen,
    words...), imported on first use."""
    name = name_of(name_or_id)
    return __import__("games." + name + "." + part_name, None, None, ("_",))


def load(name_or_id):
    """The game class (rules.GAME) for a NAME or ID; ValueError if unknown."""
    return part(name_or_id, "rules").GAME


def unloads():
    """True where unload and forget drop modules: on MicroPython and
    CircuitPython. On CPython (the simulator, tests) there is memory to
    spare, and tests hold on to game classes whose identity a re-import
    would change. The device lane runs them for real."""
    return sys.implementation.name != "cpython"


def drop(names):
    """Drop modules by full name (absent ones are skipped), and each one's
    attribute on its package, so the collector can free their code once
    nothing else refers to it. Called between scenes, never in a frame."""
    for name in names:
        if name not in sys.modules:
            continue
        del sys.modules[name]
        dot = name.rfind(".")
        package = sys.modules.get(name[:dot]) if dot > 0 else None
        if package is not None and hasattr(package, name[dot + 1 :]):
            delattr(package, name[dot + 1 :])


def unload(keep=None, everywhere=False):
    """Forget the modules of every game but `keep` (a NAME or None), so the
    collector can free their code. Does nothing on CPython unless
    `everywhere` (see unloads)."""
    if not everywhere and not unloads():
        return
    # One pass over the modules (a pass a game was 15-20 ms a scene change
    # on a PyBadge), each game's package after its modules.
    kept = "games.{}.".format(keep)
    found = [key for key in sys.modules if key.startswith("games.") and not (key + ".").startswith(kept)]
    found.sort(key=len, reverse=True)
    drop(found)


def forget(name_or_id, part_name, everywhere=False):
    """Forget one part module of a game (its how-to pages, its help text) once
    its scene is left, so a match that follows does not carry it. As unload:
    nothing on CPython unless `everywhere`."""
    if everywhere or unloads():
        drop(["games." + name_of(name_or_id) + "." + part_name])


def default_options(game):
    """The default option values of a game class (or its info module, the
    menu's), as a list."""
    return [opt[1] for opt in game.OPTIONS]


def default_seats(game):
    """How many seats a new table of this game (its class or its info
    module) has: the info module's optional DEFAULT_SEATS
    (games/README.md), else its fewest."""
    return getattr(part(game.NAME, "info"), "DEFAULT_SEATS", game.SEATS[0])


def check_options(game, options):
    """Raise ValueError with a clear message when an option is out of range."""
    if len(options) != len(game.OPTIONS):
        raise ValueError("{} takes {} options".format(game.NAME, len(game.OPTIONS)))
    for (name, _, low, high), value in zip(game.OPTIONS, options):
        if not low <= value <= high:
            raise ValueError("{} must be {} to {}".format(name, low, high))
