"""The tour driver: plays a tour script on Salvo's App by scripted presses and
prints checkpoints. The same driver runs on the device lane (MicroPython or
CircuitPython, stand-ins for the board: tests/device/lane.py) and on CPython
with the simulator (tests/device_sim.py), so both see the same presses at the
same virtual times and their checkpoints can be compared line by line.

A rig gives the driver what differs between the two:
``push(seat, button, pressed)`` (a raw pad transition now), ``arm()`` (the
next refresh is a checkpoint frame), ``captured()`` (its hash) and
``heap()`` (gc.mem_alloc(), or None where there is no such figure),
``render_heap()`` (gc.mem_alloc() just before this frame's checkpoint was
drawn, else 0) and ``outputs()`` (how many LED colours and tones were sent).

The rig calls ``drive()`` once a frame from the console's ``service()``,
after the virtual clock moved on 33 ms, so presses carry that frame's time,
and ``after_step()`` once the frame is done.

The script is read one line at a time (the file stays on the drive; only the
current step is in RAM). Its lines, '#' starting a comment:

    p1 up               tap: press and release P1's UP, then 100 ms
    hold p2 left 900    press, release 900 ms later
    press p1 left       press only (a chord: press two, wait, release both)
    release p1 left     release only
    wait 500            let 500 ms pass
    repeat 19 p1 left   the step after the count, that many times
    until Menu 20000    wait until the scene's class is Menu (fail after 20 s)
    mash p1 right ResultScreen 60000
                        tap every 300 ms until the scene is ResultScreen (fail
                        after 60 s); seat "pp" taps P1 and P2 by turns
    check name          draw the next frame and print it as a checkpoint

Only UP, DOWN, LEFT and RIGHT: a PyBadge's pads have four buttons.

Output lines: ``check N NAME SCENE GAME HASH`` per checkpoint; with
``measure`` on, ``live NAME BYTES`` after each checkpoint (live heap after a
collect, at the start of that checkpoint's frame) and ``heap GAME LIVE FRAME`` per game at the end (peak live bytes
between frames, peak bytes live plus allocated within one frame, checkpoint
drawing excluded); then ``outputs leds N tones N``, ``frames N`` and
``tour done``. In measure mode an interpreter with micropython.qstr_info
prints its ``qstr pool: ...`` line after each ``live`` line and once at the
end (tools/device_lane.py reads them).
"""

import gc

FRAME_MS = 33  # virtual milliseconds per frame, as the headless simulator
TAP_MS = 100  # time after a tap before the next step, as simulator scripts
_SEATS = {"p1": 0, "p2": 1, "pp": 2}  # pp: P1 and P2 by turns (mash)
_BUTTONS = {"up": 0, "down": 1, "left": 2, "right": 3}  # engine/ui/pad.py order
_UNTIL_MS = 30000
_MASH_MS = 300


def qstr_info():
    """Where the interpreter has it: print its interned strings' line,
    ``qstr pool: n_pool=N, n_qstr=N, n_str_data_bytes=N, n_total_bytes=N``.
    Names and short strings of every module ever imported stay interned until
    the board resets, even once the module is unloaded."""
    try:
        import micropython
    except ImportError:
        return
    info = getattr(micropython, "qstr_info", None)
    if info is not None:
        info()


class TourError(Exception):
    """The tour cannot go on: a bad line or a scene that never came."""


class Tour:
    """Steps through a script; one instance per run."""

    def __init__(self, path, rig, app, out=print, measure=False):
        self.rig = rig
        self.app = app
        self.out = out
        self.measure = measure
        self._file = open(path)
        self.line = 0  # number of the line being played
        self.running = True
        self.frames = 0
        self.checks = 0
        self._wait = 0  # frames left before the next step may start
        self._repeat = 0  # repeats left of _step
        self._step = None  # (kind, seat, button, number, text) being repeated
        # State kept in plain attributes, not tuples: a frame of the driver
        # allocates nothing, so it adds nothing to the program's heap figures.
        self._hold_left = 0  # frames until the held button is released (0: none)
        self._hold_seat = 0
        self._hold_button = 0
        self._until = None  # scene name waited for, or None
        self._until_left = 0  # frames before giving up
        self._mash_seat = -1  # seat (2: both by turns) tapping while waiting, or -1
        self._mash_button = 0
        self._mash_left = 0  # frames to the next tap
        self._mash_taps = 0
        self._check = None  # name of the checkpoint whose frame is being drawn
        self.peaks = {}  # game -> [peak live, peak within a frame]
        self._live = 0

    # What a reload must not lose (lane.py saves it and a new interpreter
    # restores it): where the script is, what is pending, the figures.
    KEPT = ("line", "frames", "checks", "_wait", "_repeat", "_step", "_hold_left", "_hold_seat", "_hold_button",
            "_until", "_until_left", "_mash_seat", "_mash_button", "_mash_left", "_mash_taps", "_check", "peaks", "_live")

    def state(self):
        """The tour's state as a tuple of plain values (see KEPT)."""
        return tuple(getattr(self, name) for name in self.KEPT)

    def restore(self, state):
        """Go on from `state` (a new interpreter, the same script)."""
        for name, value in zip(self.KEPT, state):
            setattr(self, name, value)
        for _ in range(self.line):
            self._file.readline()

    def _parse(self, text):
        words = text.split("#", 1)[0].split()
        if not words:
            return None
        try:
            kind = words[0]
            if kind in ("p1", "p2") and len(words) == 2:
                return ("tap", _SEATS[kind], _BUTTONS[words[1]], TAP_MS, "")
            if kind == "hold" and len(words) == 4 and words[1] != "pp":
                return ("hold", _SEATS[words[1]], _BUTTONS[words[2]], int(words[3]), "")
            if kind in ("press", "release") and len(words) == 3 and words[1] != "pp":
                return (kind, _SEATS[words[1]], _BUTTONS[words[2]], 0, "")
            if kind == "mash" and len(words) in (4, 5):
                return ("mash", _SEATS[words[1]], _BUTTONS[words[2]], int(words[4]) if len(words) == 5 else _UNTIL_MS, words[3])
            if kind == "wait" and len(words) == 2:
                return ("wait", 0, 0, int(words[1]), "")
            if kind == "repeat" and len(words) > 2:
                return ("repeat", 0, 0, int(words[1]), " ".join(words[2:]))
            if kind == "until" and len(words) in (2, 3):
                return ("until", 0, 0, int(words[2]) if len(words) == 3 else _UNTIL_MS, words[1])
            if kind == "check" and len(words) == 2:
                return ("check", 0, 0, 0, words[1])
        except (KeyError, ValueError):
            pass
        raise TourError("tour line {}: cannot read {!r}".format(self.line, text.strip()))

    def _next_step(self):
        """The next step to play, or None at the end of the script."""
        if self._repeat:
            self._repeat -= 1
            return self._step
        while True:
            text = self._file.readline()
            if not text:
                return None
            self.line += 1
            step = self._parse(text)
            if step is None:
                continue
            if step[0] != "repeat":
                return step
            self._step = self._parse(step[4])
            self._repeat = step[3] - 1
            return self._step

    def _frames(self, ms):
        return (ms + FRAME_MS - 1) // FRAME_MS

    def drive(self):
        """Once a frame, before the App reads the pads: play due steps."""
        self.frames += 1
        if self.measure:
            gc.collect()
            live = self.rig.heap()
            if live is not None:
                self._live = live
        if self._check is not None:
            self._report_check()
        if self._hold_left:
            self._hold_left -= 1
            if not self._hold_left:
                self.rig.push(self._hold_seat, self._hold_button, False)
        if self._until is not None:
            if self.scene() == self._until:
                self._until = None
                self._mash_seat = -1
            elif self._until_left <= 0:
                raise TourError("tour line {}: still on {} after waiting for {}".format(self.line, self.scene(), self._until))
            else:
                self._until_left -= 1
                if self._mash_seat >= 0:
                    self._tap_mash()
                return
        if self._wait > 0:
            self._wait -= 1
            if self._wait:
                return
        while self.running and not self._wait and self._until is None and self._check is None:
            self._play(self._next_step())

    def _play(self, step):
        if step is None:
            self.running = False
            return
        kind, seat, button, number, text = step
        if kind == "tap":
            self.rig.push(seat, button, True)
            self.rig.push(seat, button, False)
            self._wait = self._frames(number)
        elif kind == "hold":
            self.rig.push(seat, button, True)
            self._hold_seat = seat
            self._hold_button = button
            self._hold_left = self._wait = self._frames(number)
        elif kind == "press" or kind == "release":
            self.rig.push(seat, button, kind == "press")
        elif kind == "wait":
            self._wait = self._frames(number)
        elif kind == "until" or kind == "mash":
            self._until = text
            self._until_left = self._frames(number)
            if kind == "mash":
                self._mash_seat = seat
                self._mash_button = button
                self._mash_left = 0
                self._mash_taps = 0
        else:  # check: this frame is drawn and captured
            self._check = text
            self.app.dirty = True
            self.rig.arm()

    def _tap_mash(self):
        if self._mash_left > 0:
            self._mash_left -= 1
            return
        seat = self._mash_seat
        if seat == 2:
            seat = self._mash_taps & 1
        self.rig.push(seat, self._mash_button, True)
        self.rig.push(seat, self._mash_button, False)
        self._mash_left = self._frames(_MASH_MS) - 1
        self._mash_taps += 1

    def _report_check(self):
        self.checks += 1
        self.out("check {} {} {} {} {}".format(self.checks, self._check, self.scene(), self.game(), self.rig.captured()))
        if self.measure:
            self.out("live {} {}".format(self._check, self._live))
            qstr_info()
        self._check = None

    def after_step(self):
        """Once the frame is drawn: the heap it took (measure mode)."""
        if not self.measure:
            return
        live = self.rig.heap()
        if live is None:
            return
        drawn = self.rig.render_heap()
        if drawn:
            live = min(live, drawn)  # the checkpoint's drawing is the lane's, not the game's
        peaks = self.peaks.get(self.game())
        if peaks is None:
            peaks = self.peaks[self.game()] = [0, 0]
        if self._live > peaks[0]:
            peaks[0] = self._live
        if live > peaks[1]:
            peaks[1] = live

    def scene(self):
        """The class name of the scene on screen."""
        return type(self.app.scene).__name__

    def game(self):
        """The game chosen in the menu (heap figures are kept per game)."""
        return self.app.config.get("game")

    def finish(self):
        """Print the per-game figures and close the script."""
        self._file.close()
        for game in sorted(self.peaks):
            live, frame = self.peaks[game]
            self.out("heap {} {} {}".format(game, live, frame))
        if self.measure:
            qstr_info()
        self.out("outputs leds {} tones {}".format(*self.rig.outputs()))
        self.out("frames {}".format(self.frames))
        self.out("tour done")
