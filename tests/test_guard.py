"""Crash safety on the board (hw/guard.py, hw.main, hw.recover), on CPython with
the fakes of tests/circuitpython_fakes.py: the watchdog fed every frame in kiosk
mode, crashes recorded in nvm and reloaded, the safe menu after 3 crashes in
10 minutes of board time (the clock runs on across reloads), a watchdog reset
counted once and the streak carried over it, a power-on ending it, the streak
ended by board time or by the safe menu's "Full menu"; normal mode untouched."""

import pytest

from circuitpython_fakes import PYBADGE_PINS, install
from engine.ui.pad import RIGHT

MINUTE = 60000


class Stop(Exception):
    """Ends a test's app loop without being a crash."""


@pytest.fixture
def kiosk(monkeypatch, tmp_path):
    """A PyBadge in kiosk mode (the code owns the drive), saves in tmp_path."""
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS, readonly=False)
    from hw import board_console

    monkeypatch.setattr(board_console, "SAVES", str(tmp_path / "saves"))
    def sleep(seconds):
        if seconds >= 1:  # the display library sleeps milliseconds: not ours
            fakes.storage_calls.append(("sleep", seconds))

    monkeypatch.setattr("time.sleep", sleep)
    return fakes


def run_main(monkeypatch, fakes, frames, crash_after=None, ms_per_frame=33):
    """hw.main with the app stepped `frames` times (33 virtual ms each), then
    stopped; with crash_after, the frame loop raises RuntimeError at that frame
    (a crash inside the app). Returns the App."""
    import hw
    from engine.ui import app as app_module

    seen = {}

    def run(self, scene=None):
        seen["app"] = self
        self.switch(scene if scene is not None else self.home())
        for frame in range(frames):
            fakes.ticks[0] += ms_per_frame
            if crash_after is not None and frame == crash_after:
                raise RuntimeError("boom")
            self.step()

    monkeypatch.setattr(app_module.App, "run", run)
    hw.main({"game": "starship", "seats": [0, 1]})
    # A board's next start is a reload (a crash's, or one a match asks for),
    # its clock running on, unless the test makes it a reset.
    fakes.supervisor.runtime.run_reason = "SUPERVISOR_RELOAD"
    return seen.get("app")


def record(fakes):
    from hw.guard import read_record

    return read_record(fakes.nvm)


def test_kiosk_feeds_the_watchdog_every_frame(monkeypatch, kiosk):
    app = run_main(monkeypatch, kiosk, 50)
    dog = kiosk.watchdog
    assert dog.timeout == 8 and dog.mode == "RESET"
    assert dog.feeds == 1 + 50  # once when started, then once a frame
    assert type(app.scene).__name__ == "Menu"
    assert record(kiosk).crashes == 0 and kiosk.storage_calls == []


def test_a_crash_goes_to_nvm_and_reloads(monkeypatch, kiosk):
    run_main(monkeypatch, kiosk, 100, crash_after=30)
    saved = record(kiosk)
    assert saved.crashes == 1 and saved.streak == 1
    assert "test_guard.py:" in saved.line and saved.line.endswith("RuntimeError: boom")
    # Paused (the watchdog fed meanwhile), then reloaded.
    assert kiosk.storage_calls == [("sleep", 1)] * 3 + ["reload"]
    assert kiosk.watchdog.feeds == 1 + 30 + 3


def test_three_crashes_in_ten_minutes_start_the_safe_menu(monkeypatch, kiosk):
    # Each run crashes after about 4 minutes: the 2nd and 3rd are within 10.
    for _ in range(3):
        run_main(monkeypatch, kiosk, 10, crash_after=5, ms_per_frame=48000)
    saved = record(kiosk)
    assert saved.crashes == 3 and saved.streak == 3 and saved.safe()
    app = run_main(monkeypatch, kiosk, 5)
    assert type(app.scene).__name__ == "SafeMenu"
    assert kiosk.watchdog.mode == "RESET"  # the safe menu is watched too


def test_crashes_further_apart_never_reach_the_safe_menu(monkeypatch, kiosk):
    # Runs of 7.2 minutes: any three crashes span 14.4 minutes, over the window,
    # so a streak reaches 2 and starts again.
    streaks = []
    for _ in range(6):
        run_main(monkeypatch, kiosk, 10, crash_after=5, ms_per_frame=72000)
        streaks.append(record(kiosk).streak)
    assert streaks == [1, 2, 1, 2, 1, 2] and record(kiosk).crashes == 6


def test_ten_minutes_without_a_crash_end_the_streak(monkeypatch, kiosk):
    for _ in range(2):
        run_main(monkeypatch, kiosk, 3, crash_after=1)
    assert record(kiosk).streak == 2
    run_main(monkeypatch, kiosk, 9 * 60 * 30)  # 9 minutes: not yet
    assert record(kiosk).streak == 2
    run_main(monkeypatch, kiosk, 11 * 60 * 30)  # 11 minutes
    assert record(kiosk).streak == 0 and record(kiosk).crashes == 2
    run_main(monkeypatch, kiosk, 3, crash_after=1)
    assert record(kiosk).streak == 1


def test_crashes_hours_apart_with_a_reload_every_match_never_reach_the_safe_menu(monkeypatch, kiosk):
    # A kiosk reloads for every match (3 minutes each): no run is ever quiet
    # for 10 minutes, yet crashes hours of board time apart are no streak.
    streaks = []
    for _ in range(3):
        run_main(monkeypatch, kiosk, 3, crash_after=1)
        streaks.append(record(kiosk).streak)
        for _ in range(40):  # two hours of matches, each run 3 minutes
            run_main(monkeypatch, kiosk, 2, ms_per_frame=90000)
    assert streaks == [1, 1, 1] and record(kiosk).crashes == 3
    assert type(run_main(monkeypatch, kiosk, 3).scene).__name__ == "Menu"


def test_a_streak_ends_ten_minutes_of_board_time_after_its_first_crash(monkeypatch, kiosk):
    for _ in range(2):
        run_main(monkeypatch, kiosk, 3, crash_after=1)
    writes = kiosk.nvm.writes
    for _ in range(3):  # 9 minutes of 3-minute runs
        run_main(monkeypatch, kiosk, 2, ms_per_frame=90000)
    assert record(kiosk).streak == 2 and kiosk.nvm.writes == writes
    run_main(monkeypatch, kiosk, 2, ms_per_frame=90000)  # 12 minutes: over, in a run that began at 9
    assert record(kiosk).streak == 0 and record(kiosk).crashes == 2
    assert kiosk.nvm.writes == writes + 1  # written once, when it ended


def test_a_streak_is_carried_over_a_watchdog_reset_and_ended_by_a_power_on(monkeypatch, kiosk):
    from engine.ticks import BOOT_TICKS

    for _ in range(2):
        run_main(monkeypatch, kiosk, 3, crash_after=1, ms_per_frame=30000)  # a minute a run
    assert record(kiosk).streak == 2
    kiosk.microcontroller.cpu.reset_reason = "WATCHDOG"  # a frame hung: the board resets,
    kiosk.supervisor.runtime.run_reason = "STARTUP"
    kiosk.ticks[0] = BOOT_TICKS  # its clock starts again
    app = run_main(monkeypatch, kiosk, 3)
    assert record(kiosk).streak == 3 and type(app.scene).__name__ == "SafeMenu"
    kiosk.microcontroller.cpu.reset_reason = "POWER_ON"  # unplugged, plugged in again
    kiosk.supervisor.runtime.run_reason = "STARTUP"
    kiosk.ticks[0] = BOOT_TICKS
    app = run_main(monkeypatch, kiosk, 3)
    assert record(kiosk).streak == 0 and type(app.scene).__name__ == "Menu"
    assert record(kiosk).crashes == 3


def test_a_reset_carries_the_streak_with_its_age_from_the_hand_off(monkeypatch, kiosk):
    from engine import handoff
    from engine.ticks import BOOT_TICKS, ticks_add
    from hw.guard import WINDOW_MS

    run_main(monkeypatch, kiosk, 3, crash_after=1)
    first = record(kiosk).first
    # Matches went on for 8 minutes after it: the last hand-off says so.
    kiosk.sleep[-handoff.SLOT:] = bytes(handoff.SLOT)
    handoff.store(kiosk.sleep, handoff.pack(handoff.PLAY, {"game": "starship", "seats": [0, 1]}, 1, ticks_add(first, 480000)))
    kiosk.microcontroller.cpu.reset_reason = "RESET_PIN"
    kiosk.supervisor.runtime.run_reason = "STARTUP"
    kiosk.ticks[0] = BOOT_TICKS
    run_main(monkeypatch, kiosk, 1)
    carried = record(kiosk)
    assert carried.streak == 1 and carried.first == ticks_add(BOOT_TICKS, -480000)
    run_main(monkeypatch, kiosk, 2, ms_per_frame=(WINDOW_MS - 480000) // 2 + 1000)  # 2 more minutes
    assert record(kiosk).streak == 0


def test_the_safe_menu_plays_starship_and_full_menu_ends_the_streak(monkeypatch, kiosk):
    for _ in range(3):
        run_main(monkeypatch, kiosk, 3, crash_after=1)
    app = run_main(monkeypatch, kiosk, 3)
    menu = app.scene
    assert type(menu).__name__ == "SafeMenu" and any("3 crashes" in note for note in menu.notes)
    # RIGHT on the first choice: Starship, P1 against the CPU.
    following = menu.press(0, RIGHT, kiosk.ticks[0])
    assert following.match.game_class.NAME == "starship" and following.match.kinds == bytes((0, 1))
    assert app.home().__class__ is menu.__class__  # the result screen's "Menu" comes back here
    menu.choices.cursor = 2  # "Full menu"
    assert menu.press(0, RIGHT, kiosk.ticks[0]) is None
    assert record(kiosk).streak == 0 and kiosk.storage_calls[-1] == "reload"
    assert type(run_main(monkeypatch, kiosk, 3).scene).__name__ == "Menu"


def test_a_watchdog_reset_counts_once(monkeypatch, kiosk):
    kiosk.microcontroller.cpu.reset_reason = "WATCHDOG"
    run_main(monkeypatch, kiosk, 3)
    assert record(kiosk).crashes == 1 and "watchdog" in record(kiosk).line
    kiosk.supervisor.runtime.run_reason = "SUPERVISOR_RELOAD"  # reloads since: not again
    run_main(monkeypatch, kiosk, 3)
    assert record(kiosk).crashes == 1


def test_a_torn_or_blank_record_reads_as_no_crashes(monkeypatch, kiosk):
    from hw.guard import Record, read_record, write_record

    assert read_record(kiosk.nvm).crashes == 0  # blank: 0xFF
    saved = Record()
    saved.add("x.py:1 ValueError: \u00e9t\u00e9", (1 << 29) - 5)
    assert write_record(kiosk.nvm, saved)
    again = read_record(kiosk.nvm)
    expected = (1, 1, (1 << 29) - 5, (1 << 29) - 5, "x.py:1 ValueError: \u00e9t\u00e9")
    assert (again.crashes, again.streak, again.first, again.last, again.line) == expected
    size = 10 + len(saved.to_bytes())
    for cut in range(size):  # a write torn at every byte: old bytes (0xFF) after it
        nvm = bytearray(kiosk.nvm)
        nvm[cut:size] = b"\xff" * (size - cut)
        assert read_record(nvm).crashes == 0
    for bit in range(size * 8):
        nvm = bytearray(kiosk.nvm)
        nvm[bit // 8] ^= 1 << (bit % 8)
        assert read_record(nvm).crashes == 0
    assert not write_record(bytearray(8), saved)  # no room: not written


def test_a_board_without_nvm_still_reloads(monkeypatch, tmp_path):
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS, readonly=False, nvm_size=0)
    from hw import board_console

    monkeypatch.setattr(board_console, "SAVES", str(tmp_path / "saves"))
    monkeypatch.setattr("time.sleep", lambda s: None)
    run_main(monkeypatch, fakes, 3, crash_after=1)
    assert fakes.storage_calls[-1] == "reload"


def test_normal_mode_raises_for_the_developer_and_records_nothing(monkeypatch):
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS, readonly=True)
    with pytest.raises(RuntimeError, match="boom"):
        run_main(monkeypatch, fakes, 10, crash_after=3)
    assert fakes.watchdog.mode is None and fakes.watchdog.feeds == 0
    assert record(fakes).crashes == 0 and fakes.storage_calls == []


def test_crash_line_names_the_innermost_place():
    from hw.guard import LINE_MAX, crash_line

    def inner():
        raise KeyError("k" * 200)

    try:
        inner()
    except KeyError as error:
        line = crash_line(error)
    assert line.startswith(__file__) or "test_guard.py:" in line
    assert "KeyError: 'kkk" in line and len(line) == LINE_MAX
