"""Lines and arrows drawn into a displayio Bitmap (a layer under the sprites).

Pixels are set with the integer index y * width + x: a tuple index would allocate
on every pixel, and an arrow that grows frame by frame redraws its shaft each frame.
Everything off the bitmap is skipped, so callers need not clip.
"""


_SEGMENTS = 8  # straight pieces of a curved arrow (games/chips/layout.py's arrow_box follows them)


def draw_line(bitmap, x0, y0, x1, y1, value, limit=1 << 14):
    """Set the pixels of the line from (x0, y0) to (x1, y1) to `value`, at most
    `limit` of them counted from (x0, y0). Returns how many were visited."""
    dx = x1 - x0 if x1 > x0 else x0 - x1
    dy = y0 - y1 if y1 > y0 else y1 - y0  # minus the height (Bresenham's form)
    sx = 1 if x0 < x1 else -1
    sy = 1 if y0 < y1 else -1
    err = dx + dy
    width = bitmap.width
    height = bitmap.height
    count = 0
    while count < limit:
        if 0 <= x0 < width and 0 <= y0 < height:
            bitmap[y0 * width + x0] = value
        count += 1
        if x0 == x1 and y0 == y1:
            break
        twice = 2 * err
        if twice >= dy:
            err += dy
            x0 += sx
        if twice <= dx:
            err += dx
            y0 += sy
    return count


def _reach(bounds, x, y):
    """Widen `bounds` [left, top, right, bottom] to take in (x, y)."""
    if x < bounds[0]:
        bounds[0] = x
    if x > bounds[2]:
        bounds[2] = x
    if y < bounds[1]:
        bounds[1] = y
    if y > bounds[3]:
        bounds[3] = y


def draw_arrow(bitmap, x0, y0, cx, cy, x1, y1, value, limit=1 << 14, bounds=None, at_x=0, at_y=0, start=0):
    """A curved arrow from (x0, y0) to (x1, y1), bent toward the control point
    (cx, cy) (a quadratic Bezier in _SEGMENTS straight pieces), two pixels thick,
    with a filled head once the shaft is complete (`limit` not reached). Drawing
    it again with a larger `limit` makes it grow; `start`: the bitmap holds it
    drawn with that limit already (since `bounds` were last reset), so the
    pieces that drawing finished are not drawn again (an arrow growing frame by
    frame draws only its new pixels). Returns True once it is whole (its head
    drawn): drawing it again changes nothing. `bounds` (a list [left, top,
    right, bottom], or None) is widened to hold every line begun, ends
    included: a line's pixels lie within its ends' box, so filling that box
    takes the arrow off again in one call. (at_x, at_y): where the bitmap's
    top left pixel is in the coordinates given; the curve is worked out in
    those coordinates and each line's integer ends moved, so a bitmap that
    covers only where arrows go gets exactly the pixels a whole one would
    (`bounds` are the bitmap's)."""
    px = x0
    py = y0
    whole = _SEGMENTS * _SEGMENTS
    left = limit
    start -= limit  # (what the earlier drawing had left, less what this one has)
    for i in range(1, _SEGMENTS + 1):
        a = (_SEGMENTS - i) * (_SEGMENTS - i)
        b = 2 * i * (_SEGMENTS - i)
        c = i * i
        qx = (a * x0 + b * cx + c * x1 + whole // 2) // whole
        qy = (a * y0 + b * cy + c * y1 + whole // 2) // whole
        sx = px - at_x  # the piece's ends on the bitmap
        sy = py - at_y
        ex = qx - at_x
        ey = qy - at_y
        px = qx
        py = qy
        # The piece's pixels, less the one it shares with the next (draw_line).
        steps = ex - sx if ex > sx else sx - ex
        across = ey - sy if ey > sy else sy - ey
        if across > steps:
            ox = 1  # the second pixel of the shaft sits beside the first, across the long axis
            oy = 0
            steps = across
        else:
            ox = 0
            oy = 1
        if start + left - steps > 1:  # the earlier drawing finished it (and went on)
            left -= steps
            continue
        if bounds is not None:  # the ends of both lines of the piece (ox, oy >= 0)
            _reach(bounds, sx if sx < ex else ex, sy if sy < ey else ey)
            _reach(bounds, (ex if sx < ex else sx) + ox, (ey if sy < ey else sy) + oy)
        draw_line(bitmap, sx + ox, sy + oy, ex + ox, ey + oy, value, left)
        left -= draw_line(bitmap, sx, sy, ex, ey, value, left) - 1
        if left <= 1:
            return False
    # The head points along the curve's last direction (from the control point).
    dx = x1 - cx
    dy = y1 - cy
    length = (dx * dx + dy * dy) ** 0.5
    if length < 1:
        return True
    ux = dx / length
    uy = dy / length
    bx = x1 - 6 * ux
    by = y1 - 6 * uy
    x1 -= at_x
    y1 -= at_y
    px = py = 1 << 14  # the last line's end (two steps half a pixel apart often round alike)
    for step in range(-7, 8):
        side = step * 0.5
        hx = int(bx - uy * side + 0.5) - at_x
        hy = int(by + ux * side + 0.5) - at_y
        if bounds is not None and (step == -7 or step == 7):
            # (The head's corners: its other points lie between them, each
            # a rounding of the same straight line.)
            _reach(bounds, hx, hy)
        if hx != px or hy != py:  # (the same line again sets the same pixels)
            draw_line(bitmap, x1, y1, hx, hy, value)
            px = hx
            py = hy
    return True


def clip_to_box(cx, cy, tx, ty, half_w, half_h, out, at):
    """The point where the ray from the box centre (cx, cy) toward (tx, ty) leaves
    a box of half size (half_w, half_h), written to out[at] and out[at + 1]
    (a list the caller keeps: an arrow redrawn as it grows made two tuples a
    frame)."""
    dx = tx - cx
    dy = ty - cy
    adx = dx if dx > 0 else -dx
    ady = dy if dy > 0 else -dy
    if adx == 0 and ady == 0:
        out[at] = cx
        out[at + 1] = cy
    # Scale (dx, dy) down until it touches the nearer pair of edges.
    elif adx * half_h >= ady * half_w:
        out[at] = cx + (half_w if dx > 0 else -half_w)
        out[at + 1] = cy + dy * half_w // adx
    else:
        out[at] = cx + dx * half_h // ady
        out[at + 1] = cy + (half_h if dy > 0 else -half_h)
