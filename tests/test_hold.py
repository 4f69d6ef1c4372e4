"""engine.ui.hold: a tap moves, a hold previews then acts, letting go or the
pause chord cancels, and the tick counter may wrap in between."""

from engine.clock import TICKS_PERIOD
from engine.ui.hold import ACT, ACT_MS, CANCEL, NONE, PREVIEW, PREVIEW_MS, TAP, TapOrHold
from engine.ui.pad import BUTTONS, LEFT, RIGHT, UP
from engine.ticks import ticks_add


def held(*buttons, seat=0):
    down = bytearray(2 * BUTTONS)
    for button in buttons:
        down[seat * BUTTONS + button] = 1
    return down


def test_a_quick_release_is_a_tap_and_a_long_hold_previews_then_acts_across_a_wrap():
    taps = TapOrHold()
    start = TICKS_PERIOD - 100
    taps.press(UP, start)
    assert taps.update(held(), 0, ticks_add(start, 50), True) == TAP and taps.last == UP
    assert taps.update(held(), 0, ticks_add(start, 80), True) == NONE  # once only
    taps.press(RIGHT, start)
    seen = [taps.update(held(RIGHT), 0, ticks_add(start, t), True) for t in range(0, ACT_MS + 100, 33)]
    assert seen.count(PREVIEW) == 1 and seen.count(ACT) == 1 and taps.last == RIGHT
    assert seen.index(PREVIEW) == (PREVIEW_MS + 32) // 33 and seen.index(ACT) == (ACT_MS + 32) // 33
    assert taps.update(held(), 0, ticks_add(start, ACT_MS + 200), True) == NONE  # its release


def test_a_refused_preview_never_acts_and_letting_go_cancels():
    taps = TapOrHold()
    taps.press(UP, 0)
    assert taps.update(held(UP), 0, PREVIEW_MS, False) == PREVIEW
    assert taps.update(held(UP), 0, ACT_MS * 5, False) == NONE  # not allowed: never acts
    assert taps.showing()
    assert taps.update(held(), 0, ACT_MS * 5 + 33, False) == CANCEL and not taps.showing()


def test_the_pause_chord_cancels_without_a_tap():
    taps = TapOrHold()
    taps.press(LEFT, 0)
    assert taps.update(held(LEFT, RIGHT), 0, 33, True) == NONE  # early: no tap follows
    assert taps.update(held(), 0, 66, True) == NONE
    taps.press(LEFT, 0)
    assert taps.update(held(LEFT), 0, PREVIEW_MS, True) == PREVIEW
    assert taps.update(held(LEFT, RIGHT), 0, PREVIEW_MS + 33, True) == CANCEL
    assert taps.update(held(LEFT, RIGHT), 0, ACT_MS * 2, True) == NONE
    assert taps.update(held(LEFT, seat=1), 0, ACT_MS * 3, True) == NONE  # the other pad's buttons
