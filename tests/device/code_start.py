"""The lane's check that the tour starts where a board starts:
``lane_main.py --call code_start.device_main`` (tests/test_device_lane.py).
A module of its own, so the tour's driver (lane.py) does not keep it in the
heap it measures."""


def device_main(frames=2):
    """Run code.py's device_main() for `frames` frames; print the hash of the
    first frame it drew (the stand-ins must be in place: call())."""
    import board
    import code
    import hw

    from lane import _hook

    opened = hw.open_console
    count = [0]

    def stop_after():
        count[0] += 1
        return count[0] <= frames

    def open_console(settings=None):
        console = opened(settings)
        _hook(console, stop_after)
        return console

    hw.open_console = open_console
    board.DISPLAY.arm()
    code.device_main()
    print("device_main {}".format(board.DISPLAY.captured))
