"""The games: one package per game, each with the same file vocabulary.

games/<name>/ holds:

- ``rules.py``: the game class, exported as ``GAME`` (the contract below), and
  whatever helper modules only the rules and the bot need;
- ``info.py``: small data the menu and command line read without loading the
  rest: ``LEVELS`` (CPU level names, weakest first, level 1 first), optional
  ``LEVEL_HELP`` (one line per level), ``OPTION_TEXT(index, value)`` -> (name,
  value text) and ``OPTION_STEP(index, value, delta)`` -> next value;
- ``bot.py``: ``Bot(seat, rng, level)`` with ``choose(view, legal) -> action``.
  A bot sees only its own seat's view: it is never handed the game state;
- ``help.py``: ``HELP``, the rules in our own words (loaded for the rules screen);
- ``words.py``: what the screens say, including ``describe(game)``, one short
  line saying why the match ended;
- ``screen.py``: ``Screen(match)``, the match scene (engine/ui/app.py).

Imports flow one way: a game's rules and bot import only engine core modules
and their own game's rules helpers, never a screen or engine.ui; screens import
engine.ui and their own game. engine/registry.py loads a part by name.

The game class has these class attributes:

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
"""
