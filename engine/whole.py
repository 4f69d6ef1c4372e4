"""`del lst[WHOLE]` empties a list, keeps its room and allocates nothing:
`del lst[:]` makes a slice object each time, and `list.clear()` gives the
room back, so the next fill allocates again (docs/PERFORMANCE.md). A module
of its own, loaded only by the games that empty scratch lists in a match's
frames (Spacewar, Spacewar Classic, Arrowbic): in engine/think.py, which
every match loads, its few bytes cost Missile Match's tour match a
collection."""


class _Slicing:
    """Hands back the slice it is indexed with: WHOLE is a [:] made once
    (slice() cannot be called on every port)."""

    def __getitem__(self, key):
        return key


WHOLE = _Slicing()[:]
del _Slicing
