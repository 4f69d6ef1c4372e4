"""Stand-in for CircuitPython's ``audioio`` (device lane, tests/device):
``plays`` counts play() calls."""

plays = 0


class AudioOut:
    def __init__(self, *args, **kwargs):  # (left_channel, right_channel, quiescent_value)
        self.playing = False

    def play(self, sample, loop=False):
        global plays
        plays += 1
        self.playing = True

    def stop(self):
        self.playing = False

    def deinit(self):
        self.playing = False
