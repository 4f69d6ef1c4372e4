"""Stand-in for CircuitPython's ``audioio`` (device lane, tests/device):
``plays`` counts play() calls, ``last_rate`` is the last sample rate played."""

plays = 0
last_rate = 0


class AudioOut:
    def __init__(self, left_channel, right_channel=None, quiescent_value=0x8000):
        self.pin = left_channel
        self.playing = False

    def play(self, sample, loop=False):
        global plays, last_rate
        plays += 1
        last_rate = sample.sample_rate
        self.playing = True

    def stop(self):
        self.playing = False

    def deinit(self):
        self.playing = False
