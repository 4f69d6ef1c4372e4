"""Colours players can tell apart: the six seat colours (engine/ui/theme.py)
and Missiles & Microchips' three action colours stay apart under the common
colour-vision deficiencies, simulated with Machado, Oliveira and Fernandes
(2009) at full severity (protanopia, deuteranopia, tritanopia) on linear
sRGB and compared in CIELAB (CIE76 delta E); no action colour is a seat's;
every seat and action on the Microchips table is written as well as coloured;
and at six seats every box and its frame are on the screen."""

import pytest

from engine.ui import theme
from games.chips import table as chips_table

# Machado et al. 2009, severity 1.0: linear RGB -> the RGB a dichromat sees.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal",) + tuple(MACHADO)
# Delta E (CIE76) two colours keep in every vision: about a "clearly different
# colour" (2.3 is just noticeable; the old P1/P3/P5 red, green and orange were
# 6.3 apart under protanopia).
SEATS_APART = 25
ACTIONS_APART = 25


def _linear(value):
    value /= 255.0
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def _lab(rgb):
    r, g, b = (min(1.0, max(0.0, v)) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def seen(color, vision):
    """CIELAB of a 0xRRGGBB colour as a person with `vision` sees it."""
    rgb = [_linear(color >> shift & 0xFF) for shift in (16, 8, 0)]
    if vision != "normal":
        rgb = [sum(row[i] * rgb[i] for i in range(3)) for row in MACHADO[vision]]
    return _lab(rgb)


def delta(a, b, vision):
    return sum((p - q) ** 2 for p, q in zip(seen(a, vision), seen(b, vision))) ** 0.5


def closest(colors, vision):
    """The smallest delta E between two of `colors`, and which pair."""
    return min(
        (delta(colors[i], colors[j], vision), i, j) for i in range(len(colors)) for j in range(i + 1, len(colors))
    )


ACTIONS = (chips_table.ATTACK_COLOR, chips_table.BLOCK_COLOR, chips_table.CHARGE_COLOR)


def test_the_simulation_is_machados():
    # Pure red looks dark yellow-brown to a protanope, pure blue stays blue to a
    # deuteranope, red and green fall together under deuteranopia.
    assert delta(0xFF0000, 0x00FF00, "normal") > 150
    assert delta(0xFF0000, 0x00FF00, "deuteranopia") < delta(0xFF0000, 0x00FF00, "normal") / 2
    assert delta(0x0000FF, 0x0000FF, "deuteranopia") == 0
    assert seen(0xFF0000, "protanopia")[0] < seen(0xFF0000, "normal")[0]  # a protanope's red is darker


@pytest.mark.parametrize("vision", VISIONS)
def test_the_six_seat_colours_stay_apart(vision):
    assert len(theme.SEAT_COLORS) == 6 and chips_table.COLORS == theme.SEAT_COLORS
    gap, i, j = closest(theme.SEAT_COLORS, vision)
    assert gap >= SEATS_APART, "P{} and P{} look alike under {} (delta E {:.1f})".format(i + 1, j + 1, vision, gap)


@pytest.mark.parametrize("vision", VISIONS)
def test_microchips_action_colours_stay_apart(vision):
    gap, i, j = closest(ACTIONS, vision)
    assert gap >= ACTIONS_APART, "{} and {} look alike under {}".format(i, j, vision)


def test_no_action_colour_is_a_seats():
    for action in ACTIONS:
        for seat, color in enumerate(theme.SEAT_COLORS):
            assert delta(action, color, "normal") >= ACTIONS_APART, "an action looks like P{}".format(seat + 1)
        for color in (theme.ACCENT, theme.TEXT, theme.DIM):
            assert delta(action, color, "normal") >= 20


def test_seats_and_actions_are_written_not_only_coloured():
    assert chips_table.NAMES == ("P1", "P2", "P3", "P4", "P5", "P6")  # drawn in each box, in its colour
    assert chips_table._ACT_WORDS == ("ATK", "BLK", "CHG") and chips_table._ACT_COLORS == ACTIONS


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_box_and_its_frame_is_on_screen(seats, size):
    from engine.match import Match
    from engine import registry
    from games.chips.screen import Screen
    from tests.sim_harness import make_app, run

    app = make_app({"game": "chips", "seats": [1] * seats}, *size)
    screen = Screen(Match(registry.load("chips"), 3, None, [1] * seats))
    app.switch(screen)
    run(app, 1)
    for seat, (x, y) in enumerate(screen.table.boxes):
        # The frame round a box is one pixel outside it on every side.
        assert x - 1 >= 0 and x + chips_table.BOX_W + 1 <= app.width, "P{}'s frame leaves the screen".format(seat + 1)
        assert y - 1 >= 0 and y + chips_table.BOX_H + 1 <= app.height
