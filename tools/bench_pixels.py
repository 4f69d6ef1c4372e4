"""Pixels each kind of screen event pushes to the display.

    python -m tools.bench_pixels [--game NAME]
    python -m tools.bench_pixels --lane      # checked against CircuitPython's own refresh areas

Drives the menu and every registered game (engine.registry.games(): a game
added there is driven too, by the generic script when it has no script here)
in the headless simulator by script, at 160x128, and prints per game and per
event kind:

- pushed: the pixels displayio sends to the display for it: the sum of the
  refresh areas of every refresh the event caused, as the display core computes
  them (busdisplay.BusDisplay._get_refresh_areas: each layer's dirty area,
  clipped to the display; overlapping areas count twice, as they are pushed
  twice), counted by the simulator, which draws just those (desktop/sim.py).
  CircuitPython's C core computes the same areas.
- changed: the pixels whose colour actually differs afterwards.

Event kinds: "cursor move" (a press that moves a selection: a menu row, a
column, a square, a target; in Starship Combat, changing one's pick), "scroll"
(a menu move that scrolls its rows: every shown row changes), "pick"
(a press that chooses or previews without committing), "lock", "reveal frame"
(one frame of an animation nobody pressed for), "idle" (one frame where nothing
happens), "clock tick" (one frame where only a running clock changes), and
"thinking" (one frame of the animated cue while only CPUs think).
--lane checks the count this bench rests on (the simulator's refresh areas)
against CircuitPython's own display code: it plays the device lane's tour (a
match of every game, tests/device/tour.txt) on the simulator with every
refresh drawn, and on circuitpython-unix-displayio ($SALVO_CIRCUITPYTHON),
whose displayio_lane.render refreshes as a board does and counts the pixels
it pushes, and compares the two frame by frame (lane_check()). Frames from a
reload to the next checkpoint are left out: there a board starts a fresh
program whose first refresh pushes the whole new root group, which the
simulator (no reloads) does not do. Exit 1 when a compared frame differs.

Goals, of 20,480 pixels: cursor move <= 5% (1,024), lock <= 10%, idle 0, clock
tick <= 1%; tests/test_pixels.py holds the menu and every game to them. A
lock is the frame of the press that locks (Missile Match draws a press in
the frames after it: its events are those frames); when that press ends the step at
once (the last lock) or a placement's animation follows, the frames after it
are reveal frames.
"""

import argparse
import os
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SCREEN = 160 * 128
KINDS = ("cursor move", "scroll", "pick", "lock", "reveal frame", "idle", "clock tick", "thinking")
SETTLE = 8  # frames between two events (267 ms: a brisk person's pace)
GOALS = {"cursor move": SCREEN * 5 // 100, "lock": SCREEN * 10 // 100, "idle": 0, "clock tick": SCREEN // 100}


class Meter:
    """Counts, per event, the pixels the display's refreshes push and change."""

    def __init__(self, console):
        import numpy

        self.console = console
        self.stats = {}  # kind -> list of (pushed, changed), one per event
        self.kind = None  # the event being measured, None: not counted
        self.pushed = 0
        self.changed = 0
        self.last = None  # the frame before, as an array of pixels
        self.drawn = []  # crc32 of every frame drawn (tests compare two runs)
        display = console.display
        refresh = display._refresh_display

        def counted():
            before = console.pushed  # the simulator counts the areas it pushes
            refresh()
            self.pushed += console.pushed - before
            data = console.frame_bytes()
            self.drawn.append(zlib.crc32(data))
            frame = numpy.frombuffer(data, dtype=numpy.uint8).reshape(-1, 3)
            if self.last is not None:
                self.changed += int(numpy.count_nonzero((frame != self.last).any(axis=1)))
            else:
                self.changed += len(frame)
            self.last = frame.copy()

        display._refresh_display = counted

    def begin(self, kind):
        """Start counting an event of this kind."""
        self.kind = kind
        self.pushed = self.changed = 0

    def end(self):
        """File the event's totals under its kind."""
        if self.kind is not None:
            self.stats.setdefault(self.kind, []).append((self.pushed, self.changed))
        self.kind = None
        self.pushed = self.changed = 0


class Driver:
    """A headless app with a meter: press, wait, measure."""

    def __init__(self, config):
        from desktop.sim import SimConsole
        from engine.ui.app import App
        from engine.ui.menu import Menu

        self.console = SimConsole(headless=True)
        self.app = App(self.console, config, Menu)
        self.meter = Meter(self.console)
        # The display's first refresh is a full one, and blinka_displayio keeps
        # the change flags it drew (CircuitPython clears them): the refresh after
        # it would push everything again. Have it now, before anything is shown.
        self.console.display.refresh()

    def start(self, scene, frames=3):
        """Enter a scene and let it settle (not counted)."""
        self.app.switch(scene)
        self.run(frames)

    def run(self, frames):
        """Frames, not counted."""
        for _ in range(frames):
            self.app.step()

    def settle(self):
        """SETTLE frames, not counted, before an event: a change drawn a part
        a frame (a Spacewar turn's start: the board, the marks, the panel, the
        lines) is the event before's, not the next's. (A fixed count: a full
        redraw pushes every frame, and both ways must draw the same frames.)"""
        self.run(SETTLE)

    def press(self, kind, seat, button, frames=1, began=None):
        """Tap a button; the refreshes of the next `frames` frames are one event.
        began(): True when the press started the next step at once (a lock
        that completes it), filed as a reveal frame."""
        self.settle()
        self.meter.begin(kind)
        self.console.push(seat, button, True)
        self.console.push(seat, button, False)
        self.run(frames)
        if began is not None and began():
            self.meter.kind = "reveal frame"
        self.meter.end()

    def hold(self, seat, button, ms, kinds, began=None):
        """Hold a button `ms` and let go: each (kind, until_ms) of kinds is one
        event, the frames drawn up to until_ms after the press (the release
        frame goes with the last). began(): True once the hold has done what
        it does (a placement): the frame that made it true is the lock event
        by itself, and every frame after it a reveal frame."""
        from desktop.sim import FRAME_MS

        self.settle()
        meter = self.meter
        self.console.push(seat, button, True)
        held = 0
        done = False
        for kind, until in kinds:
            meter.begin("reveal frame" if done else kind)
            while held < until and held < ms:
                pushed, changed = meter.pushed, meter.changed
                self.run(1)
                held += FRAME_MS
                if done:
                    meter.end()
                    meter.begin("reveal frame")
                elif began is not None and began():
                    done = True
                    # What came before this frame, then this frame: the lock.
                    lock = (meter.pushed - pushed, meter.changed - changed)
                    meter.pushed, meter.changed = pushed, changed
                    if pushed or changed or held > FRAME_MS:
                        meter.end()
                    meter.stats.setdefault("lock", []).append(lock)
                    meter.begin("reveal frame")
            if until >= ms:
                self.console.push(seat, button, False)
                self.run(1)
            meter.end()

    def frames(self, kind, count, until=None, then="reveal frame"):
        """Frames counted one event each, until until() is true: the frame that
        made it true is filed under `then` (it began what comes next)."""
        for _ in range(count):
            if until is not None and until():
                return
            self.meter.begin(kind)
            self.run(1)
            if until is not None and until():
                self.meter.kind = then
            self.meter.end()

    def wait(self, until, limit=3000):
        """Frames, not counted, until until() is true."""
        for _ in range(limit):
            if until():
                return
            self.app.step()
        raise RuntimeError("bench_pixels: a scripted wait never ended")


def _match_scene(name, kinds, seed, options=None):
    from engine import registry
    from engine.match import Match

    match = Match(registry.load(name), seed, options, kinds)
    return match, registry.part(name, "screen").Screen(match)


def _config(name, kinds):
    return {"game": name, "seats": list(kinds), "options": None, "tally": [0] * len(kinds)}


# ----------------------------------------------------------------- scripts


def script_menu(drive):
    from engine import registry
    from engine.ui.menu import Menu
    from engine.ui.pad import DOWN, LEFT, RIGHT, UP

    drive.start(Menu())
    drive.frames("idle", 30)
    for button in (DOWN, DOWN, DOWN, UP, UP, UP, UP, DOWN):
        drive.press("cursor move", 0, button)
    drive.press("cursor move", 0, DOWN)  # to the P2 row
    for button in (RIGHT, RIGHT, LEFT):
        drive.press("pick", 0, button)  # a value changes
    # Every game's menu, every row down and round to the top again: a move
    # that scrolls the rows (a game with more rows than the screen has lines)
    # is a scroll, not a cursor move.
    for _, name, _ in registry.games():
        drive.app.config["game"] = name
        drive.app.config["options"] = None
        drive.app.config["cursor"] = 0
        drive.start(Menu())
        menu = drive.app.scene
        for _ in range(len(menu.rows)):
            after = (menu.cursor + 1) % len(menu.rows)
            scrolls = not menu.top <= after < menu.top + menu.shown
            drive.press("scroll" if scrolls else "cursor move", 0, DOWN)


def script_starship(drive):
    from engine.ui.pad import DOWN, LEFT, RIGHT, UP

    match, screen = _match_scene("starship", (0, 0), 9)
    drive.start(screen)
    drive.frames("idle", 30)
    # (P1's pick, P2's pick) each round: nobody is destroyed in these three.
    for mine, theirs in ((LEFT, LEFT), (UP, DOWN), (DOWN, UP)):
        drive.press("pick", 0, RIGHT)  # a first pick: "Again: lock"
        for button in (DOWN, UP, LEFT) if mine == LEFT else (DOWN, UP, LEFT, mine):
            drive.press("cursor move", 0, button)  # a changed pick looks the same
        drive.press("lock", 0, mine)
        drive.frames("idle", 10)
        drive.press("pick", 1, RIGHT)
        drive.press("cursor move", 1, theirs)
        drive.press("lock", 1, theirs, began=lambda: screen.reveal_at is not None)
        drive.frames("reveal frame", 120, until=lambda: screen.reveal_at is None)
        drive.run(2)


def script_missile(drive):
    from engine.ui.pad import DOWN, LEFT, RIGHT, UP

    match, screen = _match_scene("missile", (0, 1), 5)
    # A press is drawn in the frames after its own (its missiles, then its
    # seats, then the band's words, taking turns with the CPU's thinking:
    # games/missile/screen.py): an event is those frames, 6 of them.
    drawn = 6
    drive.start(screen, 20)
    drive.frames("idle", 30)
    for _ in range(2):
        for button in (RIGHT, RIGHT, RIGHT, LEFT, LEFT, LEFT):
            drive.press("cursor move", 0, button, drawn)
        drive.press("pick", 0, UP, drawn)  # turn the missile round
        drive.press("pick", 0, DOWN, drawn)  # lift it
        drive.press("cursor move", 0, RIGHT, drawn)
        drive.press("pick", 0, DOWN, drawn)  # swap
        for button in (RIGHT, RIGHT, RIGHT):
            drive.press("cursor move", 0, button, drawn)  # to LOCK
        drive.press("lock", 0, RIGHT, drawn, began=lambda: screen.mode != 0)
        drive.frames("thinking", 3000, until=lambda: screen.mode != 0)  # the CPU's turn
        drive.frames("reveal frame", 400, until=lambda: screen.mode == 0)
        drive.run(20)
        if match.result() is not None:
            return


def script_chips(drive):
    from engine.ui.pad import DOWN, RIGHT, UP

    match, screen = _match_scene("chips", (0, 2, 2), 4)
    drive.start(screen, 20)
    for _ in range(2):
        drive.frames("idle", 20)
        for button in (DOWN, DOWN, UP):
            drive.press("cursor move", 0, button)  # targets
        drive.press("pick", 0, RIGHT)  # the target: now the action
        for button in (DOWN, UP, UP):
            drive.press("cursor move", 0, button)  # actions
        drive.press("lock", 0, RIGHT, began=lambda: screen.phase != 0)
        drive.frames("reveal frame", 600, until=lambda: screen.phase == 0 and screen.cursor_shown())
        drive.run(15)  # (presses right after a new prompt are ignored)
        if match.result() is not None:
            return


def script_arrowbic(drive):
    from engine.ui.pad import DOWN, LEFT, RIGHT, UP

    _, screen = _match_scene("arrowbic", (0, 0), 6)
    drive.start(screen, 90)  # (until the opening message has gone)
    # A turn's minute running out, then the reserve's first seconds.
    drive.frames("clock tick", 65 * 1000 // 33)
    for seat in (0, 1, 0, 1):
        for button in (UP, LEFT, DOWN, RIGHT, RIGHT):
            drive.press("cursor move", seat, button)
        # Held: nothing, then the preview (a pick), let go early: cancelled.
        drive.hold(seat, UP, 400, (("cursor move", 150), ("pick", 400)))
        # Held on: the preview, then the stone goes down (the lock).
        # (The frame the stone goes down is the lock; the frames after it, the
        # animation's, are reveal frames.)
        drive.hold(seat, DOWN, 700, (("cursor move", 150), ("pick", 500), ("lock", 700)),
                   began=lambda: screen.phase == 2)
        drive.frames("reveal frame", 60, until=lambda: screen.phase == 1)
        drive.run(2)
    # Without a clock, a turn nobody plays draws nothing.
    _, screen = _match_scene("arrowbic", (0, 0), 6, [120, 0, 60, 300, 0, 0, 0])
    drive.start(screen, 10)
    drive.frames("idle", 30)


def script_garage(drive):
    from engine.ui.pad import DOWN, LEFT, RIGHT, UP

    match, screen = _match_scene("garage", (0, 1), 6)
    log = match.log.actions
    drive.start(screen, 10)
    drive.frames("idle", 30)
    for button in (LEFT, UP, DOWN, RIGHT, RIGHT, LEFT):
        drive.press("cursor move", 0, button)
    # Pick the e2 Mothership (held: the preview, then the pick; the cursor
    # goes to its nearest square), then move it there (the lock).
    drive.hold(0, UP, 700, (("cursor move", 150), ("pick", 700)))
    drive.run(2)
    count = len(log)
    drive.hold(0, UP, 700, (("cursor move", 150), ("pick", 500), ("lock", 700)), began=lambda: len(log) > count)
    drive.run(2)
    for button in (UP, LEFT, DOWN, RIGHT):
        drive.press("cursor move", 0, button)
    # To the DONE key and back, then DONE (RIGHT on the key): the CPU's turn follows.
    while screen.cursors[0] != 192:
        drive.press("cursor move", 0, RIGHT)
    drive.press("cursor move", 0, LEFT)
    drive.press("cursor move", 0, RIGHT)
    count = len(log)
    drive.press("lock", 0, RIGHT, began=lambda: len(log) > count)
    drive.frames("reveal frame", 600, until=lambda: match.game.to_move == 0 and screen.mode == 0)
    drive.run(20)
    drive.frames("idle", 30)

def script_spacewar(drive):
    from engine.ui.pad import DOWN, LEFT, RIGHT, UP
    from games.spacewar.screen import PHASE_TURN

    match, screen = _match_scene("spacewar", (0, 0), 7)
    drive.start(screen, 20)
    drive.frames("idle", 30)
    for button in (RIGHT, UP, DOWN, LEFT, LEFT, LEFT, LEFT):
        drive.press("cursor move", 0, button)  # d1 over ships and a Base to a1
    # Held on P1's Defender: the ship shows, then it is taken (its targets lit).
    drive.hold(0, UP, 700, (("cursor move", 150), ("pick", 500), ("pick", 700)))
    for _ in range(7):
        drive.press("cursor move", 0, UP)  # up the a-file to P2's Defender
    drive.hold(0, UP, 700, (("cursor move", 150), ("pick", 500), ("pick", 700)))  # the menu: Fire
    drive.press("pick", 0, RIGHT)  # the amount
    drive.press("pick", 0, DOWN)
    # The lock's frame hides the cursor; the shot starts on the next (a reveal frame).
    drive.press("lock", 0, RIGHT, began=lambda: screen.phase != PHASE_TURN)
    drive.frames("reveal frame", 60, until=lambda: screen.phase == PHASE_TURN and screen.pending < 0)
    drive.run(2)
    for button in (DOWN, LEFT, UP, RIGHT):
        drive.press("cursor move", 1, button)  # P2's cursor, back on its Tractor d8
    drive.hold(1, UP, 700, (("cursor move", 150), ("pick", 500), ("pick", 700)))  # taken
    drive.press("cursor move", 1, DOWN)  # d7, P2's own Base: a move, the one action there
    drive.hold(1, UP, 700, (("cursor move", 150), ("pick", 500), ("lock", 700)), began=lambda: screen.pending >= 0)
    drive.frames("reveal frame", 60, until=lambda: screen.phase == PHASE_TURN and screen.pending < 0)
    drive.run(2)


def script_generic(name):
    """For a game with no script here: every direction tapped by P1 (counted as
    cursor moves), and idle frames; two people, the game's defaults."""

    def script(drive):
        from engine.ui.pad import DOWN, LEFT, RIGHT, UP

        _, screen = _match_scene(name, (0, 0), 7)
        drive.start(screen, 20)
        drive.frames("idle", 30)
        for button in (UP, DOWN, LEFT, RIGHT):
            drive.press("cursor move", 0, button)

    return script


SCRIPTS = {
    "starship": script_starship,
    "missile": script_missile,
    "chips": script_chips,
    "arrowbic": script_arrowbic,
    "garage": script_garage,
    "spacewar": script_spacewar,
}


def measure(name):
    """Run one script ("menu" or a game NAME); returns its Meter (stats: {kind:
    [(pushed, changed), ...]})."""
    if name == "menu":
        drive = Driver(_config("starship", (0, 1)))
        script_menu(drive)
    else:
        script = SCRIPTS.get(name) or script_generic(name)
        drive = Driver(_config(name, (0, 0)))
        script(drive)
    return drive.meter


def names():
    """The menu, then every registered game."""
    from engine import registry

    return ["menu"] + [name for _, name, _ in registry.games()]


def summary(events):
    """(count, mean pushed, max pushed, mean changed, max changed)."""
    count = len(events)
    pushed = [e[0] for e in events]
    changed = [e[1] for e in events]
    return count, sum(pushed) // count, max(pushed), sum(changed) // count, max(changed)


def _pushed_frames(lines):
    """({frame: (pixels pushed, game)}, [(first, last) frames after a
    reload]) from a tour's lines: ``pushed FRAME N``, ``checked at frame N``
    and ``reload at ... frame N)``; the game is the one of the checkpoint
    that follows (``menu`` after the last)."""
    found = {}
    pending = []
    windows = []
    reload_frame = None
    for line in lines:
        words = line.split()
        if not words:
            continue
        if words[0] == "pushed":
            pending.append((int(words[1]), int(words[2])))
        elif line.startswith("reload at "):
            reload_frame = int(words[-1].rstrip(")"))
        elif words[0] == "check":
            for frame, pixels in pending:
                found[frame] = (pixels, words[4])
            pending = []
        elif line.startswith("checked at frame ") and reload_frame is not None:
            windows.append((reload_frame, int(words[-1])))
            reload_frame = None
    for frame, pixels in pending:
        found[frame] = (pixels, "menu")
    return found, windows


def lane_check(binary, out=print):
    """The tour's pushed pixels, simulator against circuitpython-unix-displayio:
    returns {game: [frames, simulator pixels, lane pixels, differing frames]}
    (frames where one pushed and the other did not count as differing)."""
    import shutil
    import tempfile

    from tools import device_lane

    if not device_lane.real_displayio(binary):
        raise SystemExit("bench_pixels --lane: {} has no displayio_lane (use circuitpython-unix-displayio)".format(binary))
    sim_lines = []
    device_lane.run_sim(out=sim_lines.append, pixels=True)
    with tempfile.TemporaryDirectory() as folder:
        device_lane.build_drive(folder)
        shutil.copyfile(device_lane.TOUR, os.path.join(folder, "tour.txt"))
        run = device_lane.run_circuitpython(binary, folder, ["tour.txt", "pixels"], heap="512k")
    if run.returncode or "tour done" not in run.stdout:
        raise SystemExit("bench_pixels --lane: the lane failed:\n" + run.stdout[-2000:] + run.stderr[-2000:])
    if device_lane.compared(run.stdout.splitlines()) != device_lane.compared(sim_lines):
        raise SystemExit("bench_pixels --lane: the lane's checkpoints differ from the simulator's")
    sim = _pushed_frames(sim_lines)[0]
    lane, windows = _pushed_frames(run.stdout.splitlines())
    rows = {}
    for frame in sorted(set(sim) | set(lane)):
        if any(first <= frame <= last for first, last in windows):
            continue
        sim_pixels, game = sim.get(frame, (0, None))
        lane_pixels, lane_game = lane.get(frame, (0, None))
        row = rows.setdefault(game or lane_game, [0, 0, 0, []])
        row[0] += 1
        row[1] += sim_pixels
        row[2] += lane_pixels
        if sim_pixels != lane_pixels:
            row[3].append((frame, sim_pixels, lane_pixels))
    out("Pushed pixels over the device lane's tour, frames with a refresh: simulator (this bench's count) "
        "against CircuitPython's displayio (circuitpython-unix-displayio)")
    out("{:<9} {:>6} {:>10} {:>10} {:>8}  {}".format("game", "frames", "simulator", "displayio", "differ", "first differing (frame: sim/displayio)"))
    for game in sorted(rows):
        frames, sim_pixels, lane_pixels, differ = rows[game]
        shown = ", ".join("{}: {}/{}".format(*item) for item in differ[:3])
        out("{:<9} {:>6} {:>10} {:>10} {:>8}  {}".format(game, frames, sim_pixels, lane_pixels, len(differ), shown))
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench_pixels", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", help="only this game (or 'menu')")
    parser.add_argument("--lane", action="store_true",
                        help="check the counts against CircuitPython's displayio ($SALVO_CIRCUITPYTHON)")
    args = parser.parse_args(argv)
    if args.lane:
        binary = os.environ.get("SALVO_CIRCUITPYTHON")
        if not binary:
            raise SystemExit("bench_pixels --lane: set SALVO_CIRCUITPYTHON to circuitpython-unix-displayio")
        rows = lane_check(binary)
        return 0 if all(not row[3] for row in rows.values()) else 1
    print("Pixels per event at 160x128 ({} pixels); pushed = displayio's refresh areas".format(SCREEN))
    print("{:<9} {:<13} {:>6} {:>9} {:>9} {:>5} {:>9} {:>9}  {}".format(
        "screen", "event", "events", "pushed", "max", "max%", "changed", "max", "goal"))
    fine = True
    for name in names():
        if args.game and name != args.game:
            continue
        stats = measure(name).stats
        tag = name if name in SCRIPTS or name == "menu" else name + "*"
        for kind in KINDS:
            if kind not in stats:
                continue
            count, pushed, most, changed, most_changed = summary(stats[kind])
            goal = GOALS.get(kind)
            verdict = ""
            if goal is not None:
                ok = most <= goal
                fine = fine and ok
                verdict = "{} <= {}".format("ok" if ok else "OVER", goal)
            print("{:<9} {:<13} {:>6} {:>9} {:>9} {:>4.0f}% {:>9} {:>9}  {}".format(
                tag, kind, count, pushed, most, 100.0 * most / SCREEN, changed, most_changed, verdict))
    print("pushed and changed: mean per event, then the most; * = generic script (no script for the game)")
    return 0 if fine else 1


if __name__ == "__main__":
    sys.exit(main())
