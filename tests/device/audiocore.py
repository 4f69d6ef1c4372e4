"""Stand-in for CircuitPython's ``audiocore`` (device lane, tests/device)."""


class RawSample:
    def __init__(self, *args, sample_rate=8000, **kwargs):  # (buffer, channel_count, sample_rate, single_buffer)
        self.sample_rate = sample_rate
