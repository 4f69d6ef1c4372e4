"""Stand-in for CircuitPython's ``bitmaptools`` on MicroPython (device lane,
tests/device): ``blit`` (the label library, engine/ui/text.py, Arrowbic's discs) and
``fill_region`` (Arrowbic's tile sheet). On circuitpython-unix the native
module takes precedence over this file."""


def blit(dest_bitmap, source_bitmap, x, y, x1=0, y1=0, x2=None, y2=None, skip_source_index=None, skip_dest_index=None):
    """Copy the source rectangle [x1, x2) x [y1, y2) to (x, y), clipped to the
    destination; values equal to skip_source_index are not copied, pixels
    equal to skip_dest_index are not overwritten."""
    if x2 is None:
        x2 = source_bitmap.width
    if y2 is None:
        y2 = source_bitmap.height
    if x1 > x2:
        x1, x2 = x2, x1
    if y1 > y2:
        y1, y2 = y2, y1
    if not (0 <= x <= dest_bitmap.width and 0 <= y <= dest_bitmap.height):
        raise ValueError("out of range of target")
    if x1 < 0 or y1 < 0 or x2 > source_bitmap.width or y2 > source_bitmap.height:
        raise ValueError("out of range of source")
    get = source_bitmap._get
    put = dest_bitmap._set
    read = dest_bitmap._get
    for sy in range(y1, y2):
        dy = y + sy - y1
        if dy >= dest_bitmap.height:
            break
        for sx in range(x1, x2):
            dx = x + sx - x1
            if dx >= dest_bitmap.width:
                break
            value = get(sx, sy)
            if value == skip_source_index:
                continue
            if skip_dest_index is not None and read(dx, dy) == skip_dest_index:
                continue
            put(dx, dy, value)


def fill_region(dest_bitmap, x1, y1, x2, y2, value):
    """Set the rectangle [x1, x2) x [y1, y2), clipped to the bitmap, to `value`."""
    if x1 > x2:
        x1, x2 = x2, x1
    if y1 > y2:
        y1, y2 = y2, y1
    put = dest_bitmap._set
    for y in range(max(y1, 0), min(y2, dest_bitmap.height)):
        for x in range(max(x1, 0), min(x2, dest_bitmap.width)):
            put(x, y, value)
