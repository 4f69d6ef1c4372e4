"""Tap or hold: one direction button read two ways, for board screens that have
only the four directions. Let go early, a press is a TAP (move a cursor); held
PREVIEW_MS it becomes a PREVIEW (show what it would do), and held on to ACT_MS an
ACT (do it), if the scene allowed what the preview showed. Let go in between, or
start the pause chord (LEFT+RIGHT), and it is a CANCEL.

The scene calls press() from its press handler and update() once per frame; the
shared Pads keep telling which buttons are down, so releases need no event.
"""

from engine.ui.pad import BUTTONS, LEFT, RIGHT
from engine.ticks import ticks_diff

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


PREVIEW_MS = const(200)  # held this long: a preview
ACT_MS = const(600)  # ... and this long: the act
# update() results.
NONE = const(0)
TAP = const(1)
PREVIEW = const(2)
ACT = const(3)
CANCEL = const(4)
# States of the tracked press.
_EARLY = const(0)  # may still be a tap
_SHOWN = const(1)  # the preview is showing
_VOID = const(2)  # cancelled: its release does nothing


class TapOrHold:
    """Tracks the last direction pressed on one pad at a time."""

    def __init__(self):
        self.button = -1  # the button tracked, -1 none
        self.last = -1  # the button the latest update() result is about
        self.at = 0  # ticks when it was pressed
        self.state = _EARLY

    def press(self, button, now):
        """Track a new press (a press already tracked is forgotten: cancel its
        preview first, see showing())."""
        self.button = button
        self.at = now
        self.state = _EARLY

    def showing(self):
        """True while a preview is up (the scene undoes it on CANCEL)."""
        return self.button >= 0 and self.state == _SHOWN

    def forget(self):
        """Stop tracking; the release will do nothing."""
        self.button = -1

    def update(self, held, seat, now, allowed):
        """This frame's result for the tracked press: NONE, TAP, PREVIEW, ACT or
        CANCEL, about the button self.last. `held` is Pads.held; `allowed` says
        whether the preview showing may act."""
        button = self.button
        if button < 0:
            return NONE
        self.last = button
        base = seat * BUTTONS
        if held[base + LEFT] and held[base + RIGHT] and self.state != _VOID:
            shown = self.state == _SHOWN
            self.state = _VOID
            return CANCEL if shown else NONE
        if not held[base + button]:
            self.button = -1
            if self.state == _EARLY:
                return TAP
            return CANCEL if self.state == _SHOWN else NONE
        if self.state == _VOID:
            return NONE
        t = ticks_diff(now, self.at)
        if self.state == _EARLY and t >= PREVIEW_MS:
            self.state = _SHOWN
            return PREVIEW
        if self.state == _SHOWN and allowed and t >= ACT_MS:
            self.button = -1
            return ACT
        return NONE
