"""The game contract, and the registry that loads one game's module at a time.

A game is one module with one class. The class has these class attributes:

- ``ID`` (byte stored in match logs), ``NAME`` (short key, as on the command line),
  ``TITLE`` (what players read), ``SEATS`` ((fewest, most) seats);
- ``OPTIONS``: tuple of ``(name, default, lowest, highest)`` small-int options. The
  first option of every game is ``rounds``, the round limit (a house rule: reaching it
  ends the match as that game's rules say).

and these methods (model: OpenSpiel's simultaneous-move games):

- ``__init__(seed, options, seats)``: a fresh match; ``options`` is a list of ints in
  ``OPTIONS`` order, ``seats`` the number of seats. All chance comes from
  ``self.rng``, an ``engine.prng.Rng`` seeded with ``seed``.
- ``acting()``: tuple of the seats that act now, ascending; empty once the match is
  over. A turn-based game is the case of one seat.
- ``legal(seat)``: list of that seat's legal actions now, sorted, unique small ints.
- ``apply(actions)``: one joint action, ``actions[i]`` being the action of
  ``acting()[i]``. Every seat's choice was made before any was revealed.
- ``result()``: None while the match runs, else a tuple with one value per seat:
  1 won (a shared win too), 0 draw, -1 lost.
- ``view(seat)``: what that seat may see, and nothing else. Bots get only this.
- ``clone()``: an independent copy; ``key()``: bytes that are equal exactly when
  two states are equal.
- ``check()``: raises AssertionError when a rule invariant is broken (tests).
- ``round``: rounds completed so far; ``rounds``: the limit.

Bots are classes with ``__init__(seat, rng, level)`` and
``choose(view, legal) -> action``: they never see the game object.
"""

# (id, module name, NAME): games load by name, so only one game's code is in RAM.
_GAMES = (
    (0, "missile", "Missile Match"),
    (1, "starship", "Starship Combat"),
    (2, "chips", "Missiles & Microchips"),
    (3, "arrowbic", "Arrowbic Exercise"),
    (4, "spacewar", "Spacewar"),
)


def games():
    """(id, name, title) of every registered game, in menu order."""
    return _GAMES


def load(name_or_id):
    """The game class for a NAME or ID; raises ValueError for an unknown game."""
    for gid, name, _ in _GAMES:
        if name_or_id in (gid, name):
            module = __import__("engine.games." + name, None, None, ("GAME",))
            return module.GAME
    raise ValueError("unknown game: {}".format(name_or_id))


def default_options(game):
    """The default option values of a game class, as a list."""
    return [opt[1] for opt in game.OPTIONS]


def check_options(game, options):
    """Raise ValueError with a clear message when an option is out of range."""
    if len(options) != len(game.OPTIONS):
        raise ValueError("{} takes {} options".format(game.NAME, len(game.OPTIONS)))
    for (name, _, low, high), value in zip(game.OPTIONS, options):
        if not low <= value <= high:
            raise ValueError("{} must be {} to {}".format(name, low, high))
