"""The shared input layer: one press per push, opt-in repeat, the pause chord,
the lock-in guard, mashing, and tick wrap-around."""

from engine.ui.pad import A, DOWN, LEFT, PAUSE, RIGHT, UP, PadEvent, Pads
from engine.ticks import ticks_add, ticks_diff

# Readings run from 1 s before the tick counter's wrap, as a board's might: the
# layer may only ever compare them through ticks_diff.
START = (1 << 29) - 1000


def at(ms):
    """The tick reading `ms` after START."""
    return ticks_add(START, ms)


def feed(pads, seat, button, pressed, ms):
    event = PadEvent()
    event.set(seat, button, pressed, at(ms))
    pads.feed(event)


def presses(pads):
    out = []
    while pads.press():
        out.append((pads.seat, pads.button))
    return out


def test_one_push_is_one_press_even_if_key_down_repeats():
    pads = Pads()
    feed(pads, 0, UP, True, 0)
    feed(pads, 0, UP, True, 5)  # bounce / OS auto-repeat
    feed(pads, 0, UP, False, 10)
    assert presses(pads) == [(0, UP)]


def test_held_direction_repeats_only_where_a_scene_asks():
    pads = Pads()
    feed(pads, 1, DOWN, True, 0)
    for now in range(0, 1000, 33):
        pads.tick(at(now))
    assert presses(pads) == [(1, DOWN)]
    pads.repeat = True
    for now in range(1000, 2000, 33):
        pads.tick(at(now))
    assert len(presses(pads)) >= 5


def test_left_and_right_held_together_pause():
    pads = Pads()
    feed(pads, 0, LEFT, True, 0)
    feed(pads, 0, RIGHT, True, 10)
    presses(pads)
    pads.tick(at(500))
    assert presses(pads) == []
    pads.tick(at(900))
    assert presses(pads) == [(0, PAUSE)]
    pads.tick(at(2000))
    assert presses(pads) == []  # once per chord


def test_guard_swallows_the_held_button_until_released():
    pads = Pads()
    feed(pads, 0, A, True, 0)
    presses(pads)
    pads.guard(0)
    feed(pads, 0, A, True, 50)  # still the same push: ignored
    assert presses(pads) == []
    feed(pads, 0, A, False, 60)
    feed(pads, 0, A, True, 70)
    assert presses(pads) == [(0, A)]


def test_mashing_fills_the_queue_and_drops_the_excess():
    pads = Pads()
    for i in range(500):
        feed(pads, i % 2, i % 4, True, i)
        feed(pads, i % 2, i % 4, False, i)
    got = presses(pads)
    assert 0 < len(got) <= 16


def test_ticks_wrap_around():
    top = (1 << 29) - 10
    later = ticks_add(top, 25)
    assert later == 15
    assert ticks_diff(later, top) == 25
    assert ticks_diff(top, later) == -25


def test_a_and_b_held_together_also_pause():
    pads = Pads()
    from engine.ui.pad import B

    feed(pads, 1, A, True, 0)
    feed(pads, 1, B, True, 20)
    presses(pads)
    pads.tick(at(900))
    assert presses(pads) == [(1, PAUSE)]
    feed(pads, 1, A, False, 950)
    feed(pads, 1, A, True, 960)
    assert presses(pads) == [(1, A)]  # released and pressed again: acts normally
