"""Starship Combat pixel art: the ship, a missile, an explosion (rows of
characters for engine.ui.theme.sprite), shared by the match screen and the
how-to-play pages."""

SHIP = (
    "..1111..........",
    ".122221.........",
    "..1222211111....",
    "...12222222211..",
    "111122223322221.",
    "1222222233222221",
    "111122223322221.",
    "...12222222211..",
    "..1222211111....",
    ".122221.........",
    "..1111..........",
)
MISSILE = ("..11.", "12222", "..11.")
BOOM = (
    "..1..1..1..",
    "...1.1.1...",
    ".1..212..1.",
    "..1222221..",
    "1122232221.",
    "..1222221..",
    ".1..212..1.",
    "...1.1.1...",
    "..1..1..1..",
)


def mirror(rows):
    """Pixel-art rows flipped left to right (CircuitPython's str has no step
    slices, so the characters are reversed one by one)."""
    flipped = []
    for row in rows:
        chars = [row[i] for i in range(len(row) - 1, -1, -1)]
        flipped.append("".join(chars))
    return tuple(flipped)
