"""Starship Combat words for the screens."""


def describe(game):
    """Why the match ended, in one line."""
    hit0, hit1 = game.destroyed
    if hit0 and hit1:
        return "Both ships were destroyed."
    if hit0 or hit1:
        return "P{}'s ship was hit without shields.".format(1 if hit0 else 2)
    out0 = game.missiles[0] == 0
    out1 = game.missiles[1] == 0
    if out0 and out1:
        return "Both ran out of missiles."
    if out0 or out1:
        return "P{} ran out of missiles first.".format(1 if out0 else 2)
    return "Round limit reached."
