"""Stand-in for CircuitPython's ``digitalio`` (device lane, tests/device):
a pin keeps its direction and last value."""


class Direction:
    INPUT = "INPUT"
    OUTPUT = "OUTPUT"


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.direction = Direction.INPUT
        self.value = False

    def switch_to_output(self, value=False, *args, **kwargs):  # (then drive_mode)
        self.direction = Direction.OUTPUT
        self.value = value

    def deinit(self):
        pass
