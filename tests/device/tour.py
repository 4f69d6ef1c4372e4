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

try:
    from micropython import const
except ImportError:  # CPython: the simulator's run (tools/device_lane.py)

    def const(value):
        return value


FRAME_MS = 33  # virtual milliseconds per frame, as the headless simulator
TAP_MS = 100  # time after a tap before the next step, as simulator scripts
_SEATS = {"p1": 0, "p2": 1, "pp": 2}  # pp: P1 and P2 by turns (mash)
_BUTTONS = {"up": 0, "down": 1, "left": 2, "right": 3}  # engine/ui/pad.py order
_UNTIL_MS = const(30000)
_MASH_MS = const(300)
# Indexes of Tour._s.
_WAIT = const(0)
_REPEAT = const(1)
_STEP = const(2)
_HOLD_LEFT = const(3)
_HOLD_SEAT = const(4)
_HOLD_BUTTON = const(5)
_UNTIL = const(6)
_UNTIL_LEFT = const(7)
_MASH_SEAT = const(8)
_MASH_BUTTON = const(9)
_MASH_LEFT = const(10)
_MASH_TAPS = const(11)
_CHECK = const(12)
_LIVE = const(13)
_PEAKS = const(14)


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
        # The rest of the state in one list indexed by constants (on
        # MicroPython an attribute's name is an interned string for the whole
        # run, in the heap the lane measures; a const index is not), kept in
        # place, not in new tuples: a frame of the driver allocates nothing,
        # so it adds nothing to the program's heap figures.
        self._s = [
            0,  # _WAIT: frames left before the next step may start
            0,  # _REPEAT: repeats left of _STEP
            None,  # _STEP: (kind, seat, button, number, text) being repeated
            0,  # _HOLD_LEFT: frames until the held button is released (0: none)
            0,  # _HOLD_SEAT
            0,  # _HOLD_BUTTON
            None,  # _UNTIL: scene name waited for, or None
            0,  # _UNTIL_LEFT: frames before giving up
            -1,  # _MASH_SEAT: seat (2: both by turns) tapping while waiting, or -1
            0,  # _MASH_BUTTON
            0,  # _MASH_LEFT: frames to the next tap
            0,  # _MASH_TAPS
            None,  # _CHECK: name of the checkpoint whose frame is being drawn
            0,  # _LIVE: live heap at the start of this frame (measure mode)
            {},  # _PEAKS: game -> [peak live, peak within a frame]
        ]

    # What a reload must not lose (lane.py saves it and a new interpreter
    # restores it): where the script is, what is pending, the figures.
    def state(self):
        """The tour's state as a tuple of plain values."""
        return (self.line, self.frames, self.checks, list(self._s))

    def restore(self, state):
        """Go on from `state` (a new interpreter, the same script)."""
        self.line, self.frames, self.checks, self._s = state
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
        if self._s[_REPEAT]:
            self._s[_REPEAT] -= 1
            return self._s[_STEP]
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
            self._s[_STEP] = self._parse(step[4])
            self._s[_REPEAT] = step[3] - 1
            return self._s[_STEP]

    def _frames(self, ms):
        return (ms + FRAME_MS - 1) // FRAME_MS

    def drive(self):
        """Once a frame, before the App reads the pads: play due steps."""
        self.frames += 1
        if self.measure:
            gc.collect()
            live = self.rig.heap()
            if live is not None:
                self._s[_LIVE] = live
        if self._s[_CHECK] is not None:
            self._report_check()
        if self._s[_HOLD_LEFT]:
            self._s[_HOLD_LEFT] -= 1
            if not self._s[_HOLD_LEFT]:
                self.rig.push(self._s[_HOLD_SEAT], self._s[_HOLD_BUTTON], False)
        if self._s[_UNTIL] is not None:
            if self.scene() == self._s[_UNTIL]:
                self._s[_UNTIL] = None
                self._s[_MASH_SEAT] = -1
            elif self._s[_UNTIL_LEFT] <= 0:
                raise TourError("tour line {}: still on {} after waiting for {}".format(self.line, self.scene(), self._s[_UNTIL]))
            else:
                self._s[_UNTIL_LEFT] -= 1
                if self._s[_MASH_SEAT] >= 0:
                    self._tap_mash()
                return
        if self._s[_WAIT] > 0:
            self._s[_WAIT] -= 1
            if self._s[_WAIT]:
                return
        while self.running and not self._s[_WAIT] and self._s[_UNTIL] is None and self._s[_CHECK] is None:
            self._play(self._next_step())

    def _play(self, step):
        if step is None:
            self.running = False
            return
        kind, seat, button, number, text = step
        if kind == "tap":
            self.rig.push(seat, button, True)
            self.rig.push(seat, button, False)
            self._s[_WAIT] = self._frames(number)
        elif kind == "hold":
            self.rig.push(seat, button, True)
            self._s[_HOLD_SEAT] = seat
            self._s[_HOLD_BUTTON] = button
            self._s[_HOLD_LEFT] = self._s[_WAIT] = self._frames(number)
        elif kind == "press" or kind == "release":
            self.rig.push(seat, button, kind == "press")
        elif kind == "wait":
            self._s[_WAIT] = self._frames(number)
        elif kind == "until" or kind == "mash":
            self._s[_UNTIL] = text
            self._s[_UNTIL_LEFT] = self._frames(number)
            if kind == "mash":
                self._s[_MASH_SEAT] = seat
                self._s[_MASH_BUTTON] = button
                self._s[_MASH_LEFT] = 0
                self._s[_MASH_TAPS] = 0
        else:  # check: this frame is drawn and captured
            self._s[_CHECK] = text
            self.app.dirty = True
            self.rig.arm()

    def _tap_mash(self):
        if self._s[_MASH_LEFT] > 0:
            self._s[_MASH_LEFT] -= 1
            return
        seat = self._s[_MASH_SEAT]
        if seat == 2:
            seat = self._s[_MASH_TAPS] & 1
        self.rig.push(seat, self._s[_MASH_BUTTON], True)
        self.rig.push(seat, self._s[_MASH_BUTTON], False)
        self._s[_MASH_LEFT] = self._frames(_MASH_MS) - 1
        self._s[_MASH_TAPS] += 1

    def _report_check(self):
        self.checks += 1
        self.out("check {} {} {} {} {}".format(self.checks, self._s[_CHECK], self.scene(), self.game(), self.rig.captured()))
        if self.measure:
            self.out("live {} {}".format(self._s[_CHECK], self._s[_LIVE]))
            qstr_info()
        self._s[_CHECK] = None

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
        peaks = self._s[_PEAKS].get(self.game())
        if peaks is None:
            peaks = self._s[_PEAKS][self.game()] = [0, 0]
        if self._s[_LIVE] > peaks[0]:
            peaks[0] = self._s[_LIVE]
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
        for game in sorted(self._s[_PEAKS]):
            live, frame = self._s[_PEAKS][game]
            self.out("heap {} {} {}".format(game, live, frame))
        if self.measure:
            qstr_info()
        self.out("outputs leds {} tones {}".format(*self.rig.outputs()))
        self.out("frames {}".format(self.frames))
        self.out("tour done")
