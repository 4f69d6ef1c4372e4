"""Small scenes that check the display stand-ins (tests/test_device_lane.py):
a label, baseline-anchored labels, a transparent palette entry, nested
scales, tiles, flips and hidden layers. ``scenes()`` builds them from the displayio, terminalio and label
modules it is given, so CPython builds the same scenes with Blinka's; on the
device lane ``main()`` prints, per scene, its frame hash and its lit pixels
(``x,y,RGB565`` for every pixel that is not black).
"""

RED = 0xFF0000
WHITE = 0xFFFFFF
BLUE = 0x0000FF
GREEN = 0x00FF00


def _bitmap(displayio, rows, values):
    """A Bitmap from rows of digits."""
    bitmap = displayio.Bitmap(len(rows[0]), len(rows), values)
    for y in range(len(rows)):
        for x in range(len(rows[0])):
            bitmap[x, y] = ord(rows[y][x]) - 48
    return bitmap


def _palette(displayio, colors, clear=()):
    palette = displayio.Palette(len(colors))
    for index in range(len(colors)):
        palette[index] = colors[index]
    for index in clear:
        palette.make_transparent(index)
    return palette


def scenes(displayio, terminalio, bitmap_label):
    """(name, root group) of every scene."""
    made = []

    group = displayio.Group()
    text = bitmap_label.Label(terminalio.FONT, text="I", color=WHITE)
    text.anchor_point = (0.0, 0.0)
    text.anchored_position = (5, 7)
    group.append(text)
    made.append(("label", group))

    # Baseline-anchored text (anchor y -1.0): where it sits depends on the
    # font's glyph offsets (a board's 6x12 font: dy = 0). bitmap_label's "I"
    # at x 5, the engine's own Text label's at x 25, both on baseline 20.
    from engine.ui.text import Text

    group = displayio.Group()
    for label, x in ((bitmap_label.Label(terminalio.FONT, text="I", color=WHITE), 5), (Text(terminalio.FONT, "I", WHITE), 25)):
        label.anchor_point = (0.0, -1.0)
        label.anchored_position = (x, 20)
        group.append(label)
    made.append(("baseline", group))

    # A blue bar; over it red, a transparent entry, white, red.
    group = displayio.Group()
    group.append(displayio.TileGrid(_bitmap(displayio, ("00000000", "00000000"), 1), pixel_shader=_palette(displayio, (BLUE,))))
    sprite = _palette(displayio, (RED, GREEN, WHITE), clear=(1,))
    group.append(displayio.TileGrid(_bitmap(displayio, ("0120",), 3), pixel_shader=sprite, x=2))
    made.append(("transparent", group))

    # Scale 3 at (2, 1), and inside it scale 2 at (1, 0): scales multiply and
    # an inner group's x counts in its parent's scaled pixels.
    group = displayio.Group(scale=3, x=2, y=1)
    group.append(displayio.TileGrid(_bitmap(displayio, ("10",), 2), pixel_shader=_palette(displayio, (GREEN, RED), clear=(0,))))
    inner = displayio.Group(scale=2, x=1)
    inner.append(displayio.TileGrid(_bitmap(displayio, ("1",), 2), pixel_shader=_palette(displayio, (BLUE, WHITE))))
    group.append(inner)
    made.append(("scale", group))

    # Tiles of 2x1 cut from a 4x1 bitmap, shown in the other order, then a
    # mirrored copy, and a hidden grid and a hidden group that must not show.
    sheet = _bitmap(displayio, ("1223",), 4)
    colors = _palette(displayio, (GREEN, RED, WHITE, BLUE))
    group = displayio.Group()
    tiles = displayio.TileGrid(sheet, pixel_shader=colors, width=2, height=1, tile_width=2, tile_height=1)
    tiles[0] = 1
    tiles[1] = 0
    group.append(tiles)
    mirrored = displayio.TileGrid(sheet, pixel_shader=colors, y=2)
    mirrored.flip_x = True
    group.append(mirrored)
    hidden = displayio.TileGrid(sheet, pixel_shader=colors, y=4)
    hidden.hidden = True
    group.append(hidden)
    box = displayio.Group(y=6)
    box.append(displayio.TileGrid(sheet, pixel_shader=colors))
    box.hidden = True
    group.append(box)
    made.append(("tiles", group))
    return made


def main():
    """Print each scene's hash and lit pixels (the device side)."""
    import board
    import displayio
    import terminalio
    from adafruit_display_text import bitmap_label

    display = board.DISPLAY
    for name, group in scenes(displayio, terminalio, bitmap_label):
        display.root_group = group
        lit = []

        def collect(row, lit=lit):
            y = len(lit)
            found = []
            for x in range(display.width):
                color = row[2 * x] << 8 | row[2 * x + 1]
                if color:
                    found.append("{},{},{}".format(x, y, color))
            lit.append(found)

        display.capture(collect)
        pixels = []
        for found in lit:
            pixels.extend(found)
        print("scene {} {} {}".format(name, display.frame_hash(), " ".join(pixels)))
    print("selftest done")
