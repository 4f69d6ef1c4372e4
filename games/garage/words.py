"""Spacewar Classic words for the screens: piece names, why the match ended."""

from games.garage.rules import MOTHERS_GONE

SIDE_NAMES = ("White", "Black")
# Letters and names by kind (games.garage.board).
KIND_LETTERS = " MKTPNG"
KIND_NAMES = ("", "Missile", "Mothership", "Tractor", "Pressor", "Immobilizer", "Gunboat")


def describe(game):
    """Why the match ended, in one line."""
    result = game.result()
    if game.ending == MOTHERS_GONE:
        if not result[0]:
            return "Both sides lost their last Mothership: a draw."
        loser = 0 if result[0] < 0 else 1
        return "{} lost both Motherships.".format(SIDE_NAMES[loser])
    return "The round limit ({}) was reached: a draw.".format(game.rounds)
