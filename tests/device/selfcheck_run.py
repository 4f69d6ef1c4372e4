"""The board self-check (tools/board_check/selfcheck.py) in the device lane:
``lane_main.py --call selfcheck_run.main [resume]`` (tests/test_selfcheck.py).
Its reload ends the interpreter as on a board: the clock, sleep memory, nvm
and the backlight are saved to selfcheck.resume, and tools/device_lane.py
starts it again with ``resume``, as a board runs the next code file."""

import sys

SAVED = "selfcheck.resume"
RELOAD_MS = 900  # virtual time a reload takes here (a board's is to be measured)


def main():
    import alarm
    import board
    import microcontroller
    import supervisor

    if "resume" in sys.argv:
        with open(SAVED) as handle:
            saved = eval(handle.read())  # noqa: S307 -- written below
        supervisor.restore(saved[0] + RELOAD_MS)
        alarm.sleep_memory[:] = saved[1]
        microcontroller.nvm[:] = saved[2]
        board.DISPLAY.brightness = saved[3]
        print("dark at start", int(not board.DISPLAY.brightness))
    try:
        import selfcheck  # noqa: F401 -- it runs as it is imported, as a code file does
    except supervisor.ReloadException:
        with open(SAVED, "w") as handle:
            handle.write(repr((supervisor.ticks_ms(), bytes(alarm.sleep_memory), bytes(microcontroller.nvm),
                               board.DISPLAY.brightness)))
        print("reload at selfcheck")
