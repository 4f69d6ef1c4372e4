"""Optional outputs shared by the boards: per-seat NeoPixels and short tones.

Both only ever show what the engine sends (a seat colour, a beep); the engine
sends nothing that depends on a hidden pick (hw/__init__.py).

NeoPixels are written with CircuitPython's built-in ``neopixel_write`` and one
bytearray made here, so no ``neopixel`` library has to be on the drive and a
colour change allocates nothing. PyBadge and PyGamer pixels take GRB byte
order (Adafruit's PyBadger library opens them with ``pixel_order=GRB``).
"""

from engine.ticks import ticks_add, ticks_diff

# NeoPixels at full power glare in a dark room: colours are divided by 2**_DIM.
_DIM = 3


class PixelLeds:
    """``show(seat, color)`` on a strip where `seats[i]` is the seat pixel i
    belongs to (0xFF: none)."""

    def __init__(self, pin, seats):
        import digitalio
        import neopixel_write

        self.io = digitalio.DigitalInOut(pin)
        self.io.direction = digitalio.Direction.OUTPUT
        self.seats = seats  # bytes, one per pixel
        self.buf = bytearray(3 * len(seats))  # G, R, B per pixel; made once
        self.write = neopixel_write.neopixel_write
        self.write(self.io, self.buf)  # all off at start

    def show(self, seat, color):
        """Light this seat's pixels in 0xRRGGBB (0 turns them off)."""
        buf = self.buf
        for pixel in range(len(self.seats)):
            if self.seats[pixel] == seat:
                buf[3 * pixel] = (color >> 8 & 0xFF) >> _DIM
                buf[3 * pixel + 1] = (color >> 16 & 0xFF) >> _DIM
                buf[3 * pixel + 2] = (color & 0xFF) >> _DIM
        self.write(self.io, buf)


class Tone:
    """Start/stop timing shared by the tone makers (SpeakerTone here, the
    kiosk's PwmTone in hw/pico_kiosk.py, its one user)."""

    def __init__(self, ticks):
        self.ticks = ticks  # supervisor.ticks_ms
        self.until = 0  # ticks when the playing tone ends
        self.playing = False

    def tone(self, seat, hz, ms):
        """Play `hz` for `ms` milliseconds (the seat is not used: one speaker)."""
        self._start(max(40, min(hz, 8000)))
        self.until = ticks_add(self.ticks(), ms)
        self.playing = True

    def service(self, now):
        """Called every frame by the console: stop a tone that is due."""
        if self.playing and ticks_diff(now, self.until) >= 0:
            self.playing = False
            self._stop()

    def _start(self, hz):
        raise NotImplementedError

    def _stop(self):
        raise NotImplementedError


class SpeakerTone(Tone):
    """PyBadge / PyGamer: the DAC speaker (board.SPEAKER) behind its amplifier
    switch (board.SPEAKER_ENABLE), looping one period of a quiet square wave."""

    _SAMPLES = 16  # samples per period: sample rate = 16 * hz

    def __init__(self, speaker, enable, ticks):
        super().__init__(ticks)
        import array

        import audiocore
        import audioio
        import digitalio

        self.enable = digitalio.DigitalInOut(enable)
        self.enable.switch_to_output(value=False)
        half = self._SAMPLES // 2
        wave = array.array("H", [0x9800] * half + [0x6800] * half)  # +-0x1800: quiet
        self.sample = audiocore.RawSample(wave, sample_rate=8000)
        self.out = audioio.AudioOut(speaker)

    def _start(self, hz):
        self.out.stop()
        self.sample.sample_rate = hz * self._SAMPLES
        self.enable.value = True
        self.out.play(self.sample, loop=True)

    def _stop(self):
        self.out.stop()
        self.enable.value = False


def badge_extras(neopixel, speaker, speaker_enable, pixel_seats):
    """(leds, sound) of an Adafruit badge-style board from its NeoPixel and speaker
    pins (the board module names them, so each board type-checks its own pins);
    either is None, with a message, when it cannot start."""
    import supervisor

    from hw.settings_toml import optional

    leds = optional("LEDs", PixelLeds, neopixel, pixel_seats)
    sound = optional("sound", SpeakerTone, speaker, speaker_enable, supervisor.ticks_ms)
    return leds, sound
