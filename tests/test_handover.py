"""engine.ui.handover's shared cover and note line (the per-seat cover is tested
with the Chips screen): either pad opens the shared cover, a rebuild after it was
opened shows no cover, and the cover's lines say what the screen passed in."""

import displayio

from engine.ui.handover import Handover
from engine.ui.pad import A, DOWN, LEFT, RIGHT, UP
from tests.sim_harness import cover_down, cover_up, label_boxes


def texts(group):
    return [text for text, *_ in label_boxes(group)]


def test_a_seat_cover_names_the_owner_and_shows_the_note():
    handover = Handover()
    group = displayio.Group()
    handover.build(group, 160, 128)
    handover.cover(1, "Arrange your missiles", "Round 2/30, P1 locked")
    assert texts(group) == [
        "P2 TURN", "P1: look away!", "P2: press > when ready", "Arrange your missiles",
        "Round 2/30, P1 locked", "hold < >: pause",
    ]
    handover.cover(0, "Pick a target and action")  # no note: the line is empty
    assert texts(group)[:4] == ["P1 TURN", "P2: look away!", "P1: press > when ready", "Pick a target and action"]
    assert "Round 2/30, P1 locked" not in texts(group)


def test_either_pad_opens_the_shared_cover_and_only_with_ok():
    for seat in (0, 1):
        for ok in (RIGHT, A):
            handover = Handover()
            group = displayio.Group()
            handover.build(group, 160, 120)
            handover.share("REVEAL", "Both have locked.", "Round 1/30")
            assert handover.covered and handover.owner == -1 and cover_up(group[-1])
            assert texts(group)[:5] == ["REVEAL", "Both look now!", "P1 or P2: press >", "Both have locked.", "Round 1/30"]
            for other in (UP, DOWN, LEFT):
                assert not handover.press(seat, other) and handover.covered
            assert handover.press(seat, ok)
            assert not handover.covered and cover_down(group[-1])
            assert not handover.is_open(0) and not handover.is_open(1)  # nothing private follows
            handover.build(displayio.Group(), 160, 120)  # a pause after it: no cover again
            assert not handover.covered and not handover.press(seat, ok)


def test_a_pause_keeps_the_shared_cover_and_a_seat_cover_replaces_it():
    handover = Handover()
    handover.build(displayio.Group(), 160, 128)
    handover.share("REVEAL", "Both have locked.")
    group = displayio.Group()
    handover.build(group, 160, 128)  # rebuilt while still up: still up
    assert handover.covered and cover_up(group[-1]) and texts(group)[0] == "REVEAL"
    handover.cover(0, "Arrange your missiles")  # the next round
    assert texts(group)[0] == "P1 TURN" and not handover.press(1, RIGHT) and handover.covered
    assert handover.press(0, RIGHT) and handover.is_open(0)
