"""CPU players, one module per game, named after the game's NAME.

Each module has ``Bot(seat, rng, level)`` with ``choose(view, legal) -> action``.
A bot sees only its own seat's view: it is never handed the game state.
``LEVELS`` in each module names the levels, weakest first, starting at level 1.
A module may add ``LEVEL_HELP``: one line per level for the menu's help.
"""
