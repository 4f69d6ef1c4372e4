"""Fuzz the whole app in-process: random taps, holds and chords on both pads.

    python -m tools.fuzz --events 20000 --seed 1 [--episode 2000] [--out DIR]

Each episode is a fresh headless simulator (desktop/sim.py, virtual clock, an
empty saves folder) running the app from the menu, or from the replay of a
match finished in an earlier episode, fed one input script (the simulator's
script format, so it replays exactly). It starts by picking a game in the menu
(every game of engine.registry.games() that has a screen, in turn), then
random events: a tap, a hold, a chord on one pad (the pause chords and any
other pair), presses on both pads at once, short waits and now and then a long
idle wait (idle timeouts, demos, attract). Random presses reach every screen:
menu rows, rules and controls, matches, pause, result, rematch.

An episode fails on:
- a crash: any exception out of the app loop;
- a hang: one frame that takes longer than HANG_S seconds of real time;
- a stuck state: for STUCK_MS of virtual time, at least STUCK_PRESSES presses
  arrived, every button of both pads among them, and the app neither switched
  scene nor redrew anything;
- a replay mismatch: a match that reaches its result screen does not replay
  from its log to the same state and result.

A failing episode is saved in --out as a script (and the replayed log, if it
started from one) with the command line that plays it again:
``python code.py --headless --script FILE [--replay LOG] --saves DIR``.
Exit code 1 when an episode failed.
"""

import argparse
import os
import random
import shutil
import signal
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from desktop.sim import FRAME_MS, SCRIPT_BUTTONS, SimConsole, parse_script  # noqa: E402
from engine.ticks import ticks_diff  # noqa: E402

# Paint the pixels of one refresh in this many (0: never, 1: all; see Episode).
PAINT_EVERY = 50
STUCK_MS = 5 * 60000  # virtual minutes of presses without any reaction
STUCK_PRESSES = 100
HANG_S = 20  # real seconds: a frame that runs between two alarms this far apart hangs
PADS = ("p1", "p2")
BUTTONS = tuple(SCRIPT_BUTTONS)  # up down left right a b
CHORDS = (("left", "right"), ("a", "b"))  # the pause chords (engine/ui/pad.py)


class Hang(Exception):
    """A frame ran longer than HANG_S."""


def playable_names():
    """The games the menu offers, from the registry (new games included)."""
    from engine.ui.play import playable

    return [name for _, name, _ in playable()]


def menu_prefix(game_index):
    """Script lines that pick the game_index-th game in the menu (the cursor
    starts on the game row; RIGHT there shows the next game)."""
    return ["wait 200"] + ["p1 right", "wait 100"] * game_index


def random_event(rng):
    """Script lines for one random event: a press (a tap, a hold, a chord on
    one pad, or both pads at once), then a gap before the next."""
    roll = rng.random()
    pad = rng.choice(PADS)
    if roll < 0.65:  # a tap (the simulator waits 100 ms after it)
        lines = ["{} {}".format(pad, rng.choice(BUTTONS))]
    elif roll < 0.80:  # a hold (Arrowbic places stones by holding; menus repeat)
        button = rng.choice(BUTTONS)
        lines = ["press {} {}".format(pad, button), "wait {}".format(rng.randrange(150, 1500)),
                 "release {} {}".format(pad, button)]
    elif roll < 0.90:  # a chord on one pad: mostly the pause chords, sometimes any pair
        first, second = rng.choice(CHORDS) if rng.random() < 0.7 else rng.sample(BUTTONS, 2)
        lines = ["press {} {}".format(pad, first), "press {} {}".format(pad, second),
                 "wait {}".format(rng.randrange(200, 1500)),
                 "release {} {}".format(pad, second), "release {} {}".format(pad, first)]
    else:  # both pads at once
        one, two = rng.choice(BUTTONS), rng.choice(BUTTONS)
        lines = ["press p1 {}".format(one), "press p2 {}".format(two), "wait {}".format(rng.randrange(0, 400)),
                 "release p1 {}".format(one), "release p2 {}".format(two)]
    gap = rng.random()
    if gap < 0.0025:  # walked away: idle timeouts, demos
        lines.append("wait {}".format(rng.randrange(30000, 240000)))
    elif gap < 0.10:  # a pause to think
        lines.append("wait {}".format(rng.randrange(300, 3000)))
    elif gap < 0.60:
        lines.append("wait {}".format(rng.choice((33, 66, 150, 250))))
    return lines


def episode_lines(rng, events, game_index):
    """A whole episode's script lines and its event count."""
    lines = menu_prefix(game_index)
    for _ in range(events):
        lines.extend(random_event(rng))
    return lines


class Episode:
    """One run of the app on a fresh headless console, fed a script."""

    def __init__(self, lines, log=None, stuck_ms=STUCK_MS, paint_every=PAINT_EVERY):
        self.lines = lines
        self.log = log  # bytes of a match log to start from (a replay), or None
        self.stuck_ms = stuck_ms
        self.paint_every = paint_every
        self.refreshes = 0
        self.failure = None  # (kind, text) once failed
        self.consumed = 0  # script lines run when it ended
        self.frames = 0
        self.presses = 0
        self.scenes = {}  # scene class name -> times entered
        self.results = []  # log bytes of every match that reached its result

    def run(self):
        """Play the script; returns self (failure is None when all went well)."""
        from desktop.cli import build_config, make_app, parser

        store = tempfile.mkdtemp(prefix="salvo-fuzz-")
        steps = parse_script("\n".join(self.lines))
        try:
            console = SimConsole(headless=True, script=steps, store=store)
            self._count_presses(console)
            self._sample_painting(console.display)
            app = make_app(console, build_config(parser().parse_args([])))
            self.app = app
            self._guarded(lambda: app.switch(self._first(app)))
            self._watch(app, console, steps)
        finally:
            shutil.rmtree(store, ignore_errors=True)
        return self

    def _first(self, app):
        from engine.ui.menu import Menu
        from engine.ui.play import replay_scene

        return replay_scene(self.log) if self.log is not None else Menu()

    def _sample_painting(self, display):
        """Paint one refresh in paint_every: the group tree is still walked and
        its dirty areas worked out every time, only the pixels (the slow part
        of blinka_displayio, about 50 ms a frame) are skipped in between."""
        refresh = display._refresh_display  # the simulator's, counting frames
        paint_area = display._refresh_area
        painting = [True]

        def sampled_refresh():
            self.refreshes += 1
            painting[0] = self.paint_every > 0 and self.refreshes % self.paint_every == 1 % self.paint_every
            return refresh()

        def sampled_area(area):
            return paint_area(area) if painting[0] else True

        display._refresh_display = sampled_refresh
        display._refresh_area = sampled_area

    def _count_presses(self, console):
        push = console.push
        self.pressed = set()

        def counting(seat, button, pressed):
            if pressed:
                self.presses += 1
                self.pressed.add((seat, button))
            push(seat, button, pressed)

        console.push = counting

    def _guarded(self, action):
        """Run one frame's work under the hang alarm; record a crash or a hang."""
        _Clock.frames += 1
        try:
            action()
            return True
        except Hang:
            self.failure = ("hang", "one frame ran longer than {} s".format(HANG_S))
        except Exception as error:  # noqa: BLE001 -- every crash is a finding
            import traceback

            self.failure = ("crash", "".join(traceback.format_exception(error)).rstrip())
        return False

    def _watch(self, app, console, steps):
        from engine.ui.result import ResultScreen

        total = len(steps)
        last_change = console.ticks_ms()
        presses_then = self.presses
        self.pressed.clear()
        seen_scene = None
        tail = 30  # frames after the script ends
        while tail > 0:
            frames_before, switches = console.frame_count, app.scene_changes
            if not self._guarded(app.step):
                break
            self.frames += 1
            if console.script_done:
                tail -= 1
            now = console.ticks_ms()
            if app.scene is not seen_scene:
                seen_scene = app.scene
                name = type(seen_scene).__name__
                if name == "Screen":  # a game's match screen: name it by its game
                    name = seen_scene.match.game_class.NAME
                self.scenes[name] = self.scenes.get(name, 0) + 1
                if isinstance(seen_scene, ResultScreen) and not self._replays(seen_scene.match):
                    break
            if console.frame_count != frames_before or app.scene_changes != switches:
                last_change = now
                presses_then = self.presses
                self.pressed.clear()
            elif (
                ticks_diff(now, last_change) >= self.stuck_ms
                and self.presses - presses_then >= STUCK_PRESSES
                and len(self.pressed) == 2 * len(BUTTONS)
            ):
                self.failure = ("stuck", "{} presses of every button in {} virtual s, no redraw, no scene change, "
                                "on {}".format(self.presses - presses_then, ticks_diff(now, last_change) // 1000,
                                               type(app.scene).__name__))
                break
        self.consumed = total - len(console._script)

    def _replays(self, match):
        """The match at its result replays from its log to the same end."""
        from engine.logread import replay

        data = match.log.to_bytes()
        try:
            again = replay(data)
            same = again.game.key() == match.game.key() and again.result() == match.result()
        except ValueError as error:
            same = False
            why = str(error)
        else:
            why = "a different state or result"
        if not same:
            self.failure = ("replay", "the log of a finished match replays to {}".format(why))
            return False
        self.results.append(data)
        return True


def save_failure(out, seed, number, episode):
    """Write a failing episode's script (and log) and return the command line."""
    os.makedirs(out, exist_ok=True)
    base = os.path.join(out, "fuzz-{}-{}".format(seed, number))
    kind, text = episode.failure
    with open(base + ".txt", "w", encoding="utf-8") as handle:
        handle.write("# tools.fuzz seed {} episode {}: {}\n".format(seed, number, kind))
        for line in text.splitlines()[-3:]:
            handle.write("# " + line + "\n")
        handle.write("\n".join(episode.lines[: episode.consumed]) + "\n")
    command = "python code.py --headless --script {}.txt".format(base)
    if episode.log is not None:
        with open(base + ".svl", "wb") as handle:
            handle.write(episode.log)
        command += " --replay {}.svl".format(base)
    return command + " --saves {}-saves".format(base)


def fuzz(events, seed, per_episode=2000, out="fuzz-failures", report=print, progress=None):
    """Run `events` random events in episodes; returns a summary dict."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    import gc

    from engine.ui import menu, play, result  # noqa: F401 -- loaded before the freeze

    from engine.ui import app as app_module

    # The app collects at every scene change, as a device must; on CPython, with
    # pygame and numpy loaded, a full collection takes 20-50 ms, a third of the
    # fuzzer's time. CPython's own collector still runs as usual.
    gc.collect()
    gc.freeze()
    real_gc = app_module.gc
    app_module.gc = _NoCollect()
    rng = random.Random(seed)
    games = playable_names()
    summary = {"events": 0, "episodes": 0, "presses": 0, "frames": 0, "failures": [], "scenes": {},
               "replays": 0, "virtual_s": 0}
    logs = []
    started = time.monotonic()
    signal.setitimer(signal.ITIMER_REAL, HANG_S, HANG_S)
    try:
        number = 0
        while summary["events"] < events:
            count = min(per_episode, events - summary["events"])
            log = None
            if logs and rng.random() < 0.15:
                log = rng.choice(logs)
                summary["replays"] += 1
            lines = episode_lines(rng, count, number % len(games))
            episode = Episode(lines, log).run()
            summary["events"] += count
            summary["episodes"] += 1
            summary["presses"] += episode.presses
            summary["frames"] += episode.frames
            summary["virtual_s"] += episode.frames * FRAME_MS // 1000
            for name, times in episode.scenes.items():
                summary["scenes"][name] = summary["scenes"].get(name, 0) + times
            logs.extend(episode.results[:4])
            del logs[:-50]
            if episode.failure is not None:
                command = save_failure(out, seed, number, episode)
                summary["failures"].append((episode.failure[0], command))
                report("episode {}: {}: {}".format(number, episode.failure[0], episode.failure[1].splitlines()[-1]))
                report("  again: " + command)
            number += 1
            if progress and number % progress == 0:
                report("fuzz: {} events, {} episodes, {} failures, {:.0f} s".format(
                    summary["events"], number, len(summary["failures"]), time.monotonic() - started))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        app_module.gc = real_gc
    summary["seconds"] = time.monotonic() - started
    return summary


class _NoCollect:
    """Stands in for the gc module in engine/ui/app.py while fuzzing."""

    @staticmethod
    def collect():
        return 0


class _Clock:
    """The hang alarm: SIGALRM every HANG_S seconds; a frame counter that has
    not moved since the last alarm is a hang (one timer for the whole run, not
    two system calls a frame)."""

    frames = 0
    seen = -1


def _alarm(signum, frame):
    if _Clock.frames == _Clock.seen:
        raise Hang()
    _Clock.seen = _Clock.frames


def main(argv=None):
    """Command line entry."""
    p = argparse.ArgumentParser(prog="python -m tools.fuzz", description=__doc__.split("\n\n")[0])
    p.add_argument("--events", type=int, default=20000, help="random events in all (default 20000)")
    p.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    p.add_argument("--episode", type=int, default=2000, help="events per episode (default 2000)")
    p.add_argument("--out", default="fuzz-failures", help="folder for failing episodes (default ./fuzz-failures)")
    p.add_argument("--progress", type=int, default=0, metavar="N", help="a progress line every N episodes")
    args = p.parse_args(argv)
    summary = fuzz(args.events, args.seed, args.episode, args.out, progress=args.progress)
    seconds = summary["seconds"]
    print("fuzz: {events} events ({presses} presses) in {episodes} episodes ({replays} from a replay), "
          "{frames} frames, {virtual_s} virtual s".format(**summary))
    print("fuzz: {:.1f} s, {:.0f} events/s".format(seconds, summary["events"] / max(seconds, 1e-9)))
    print("fuzz: scenes entered: " + ", ".join("{} {}".format(k, v) for k, v in sorted(summary["scenes"].items())))
    kinds = [kind for kind, _ in summary["failures"]]
    print("fuzz: {} crashes, {} hangs, {} stuck states, {} replay mismatches".format(
        kinds.count("crash"), kinds.count("hang"), kinds.count("stuck"), kinds.count("replay")))
    return 1 if summary["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
