"""The waiting cue: a thin bar along the bottom edge of a match screen that
fills while a person waits for a CPU, once the wait passes `start_ms`
(engine/ui/match_scene.py makes it the first time a wait gets that long:
CUE_MS there).

It counts time only: the ms since the person's last press (App.last_press),
never how much of its search a CPU has done or has left, which in Missile
Match would depend on the CPU's hidden hand; and it shows only while no person
at the table still has a pick to make in the step (people_done below),
so nobody can read a CPU's pace while still choosing (people_done). STEPS tiles of one
TileGrid over a two-tile sheet (tile 0 clear, tile 1 lit): a frame that moves
it sets one tile, allocating nothing and pushing a 10x2 pixel area; it is full
at FULL_MS, the longest a wait may be (docs/PERFORMANCE.md).
"""

import displayio

from engine.think import IDLE_US
from engine.ui import theme

FULL_MS = 5000  # ... and the bar is full at this one
STEPS = 16  # tiles along the bar
HEIGHT = 2  # pixels


class WaitCue:
    """The bar: `grid` goes into the match screen's group (on top)."""

    def __init__(self, width, height, color, start_ms):
        self.start_ms = start_ms  # a wait shorter than this shows no bar
        tile = max(1, width // STEPS)
        sheet = displayio.Bitmap(2 * tile, HEIGHT, 2)
        for x in range(tile, 2 * tile):
            for y in range(HEIGHT):
                sheet[x, y] = 1
        palette = displayio.Palette(2)
        palette[0] = 0
        palette.make_transparent(0)
        palette[1] = color
        self.grid = displayio.TileGrid(
            sheet, pixel_shader=palette, width=STEPS, height=1, tile_width=tile, tile_height=HEIGHT,
            x=(width - tile * STEPS) // 2, y=height - HEIGHT)
        self.lit = 0  # tiles lit now

    def show(self, waited_ms):
        """Light the bar for a wait of `waited_ms` (<= 0: clear it); True when a
        tile changed (the screen is dirty)."""
        lit = 0
        start = self.start_ms
        if waited_ms >= start:
            lit = 1 + (waited_ms - start) * (STEPS - 1) // (FULL_MS - start)
            if lit > STEPS:
                lit = STEPS
        if lit == self.lit:
            return False
        grid = self.grid
        while self.lit < lit:
            grid[self.lit] = 1
            self.lit += 1
        while self.lit > lit:
            self.lit -= 1
            grid[self.lit] = 0
        return True




def think_and_show(scene, since, waited, delay, start_ms, budget):
    """MatchScene.cpu_thinking on a board (a measured clock) or once a wait
    passes the cue's start: the CPUs think `budget` (0: none in this frame,
    cpu_thinking's rule), and a frame nobody has a pick to make in gives
    them IDLE_US of itself (engine/think.py; the simulator's counted pacing
    keeps one budget, so its frames stay the same), and the bar shows the
    wait, from `start_ms`. `since`: ms since a person's last press."""
    app = scene.app
    clock = app.think_clock
    waiting = people_done(scene)
    done = scene.match.think_bots(IDLE_US if budget and waiting and clock is not None else budget, clock)
    if scene.match.spent:
        app.thought = True  # no room for the App's quiet-frame collection (as match_scene's own call)
    thinking = not done or waited < delay
    if not (thinking and waiting):
        since = 0
    cue = scene.wait_cue
    if cue is None and since >= start_ms and scene.group is not None:
        cue = scene.wait_cue = WaitCue(app.width, app.height, theme.DIM, start_ms)
        scene.group.append(cue.grid)
    if cue is not None and cue.show(since):
        app.dirty = True
    return thinking


def people_done(scene):
    """True when no person at the scene's table has a pick left to make in
    this step (their seats act no more, or have locked). Which people act is
    read once a step (scene.cue_people: the step << 8 | a bit per person
    seat acting), so the frames between allocate nothing."""
    match = scene.match
    step = match.log.steps
    known = scene.cue_people
    if known < 0 or known >> 8 != step:
        people = 0
        for seat in match.acting():
            if match.is_human(seat):
                people |= 1 << seat
        known = scene.cue_people = step << 8 | people
    people = known & 255
    seat = 0
    while people:
        if people & 1 and not match.locked[seat]:
            return False
        people >>= 1
        seat += 1
    return True
