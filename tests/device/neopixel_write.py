"""Stand-in for CircuitPython's ``neopixel_write`` (device lane,
tests/device): counts writes and keeps a copy of the last buffer (one
bytearray, made at the first write, so recording allocates nothing after)."""

writes = 0
last = None  # bytearray: G, R, B per pixel of the last write


def neopixel_write(digitalinout, buf):
    global writes, last
    writes += 1
    if last is None or len(last) != len(buf):
        last = bytearray(len(buf))
    last[:] = buf
