"""A match in a fresh heap (engine/handoff.py): the record PLAY writes to nvm
before the reload, and the start after it (hw.handed_scene), on the fakes of
tests/circuitpython_fakes.py. The device lane (tests/test_device_lane.py)
plays the whole tour through these reloads under MicroPython and
CircuitPython, its frames equal to the simulator's."""

import pytest

from circuitpython_fakes import PYBADGE_PINS, install
from engine import handoff
PERIOD = 1 << 29  # ticks_ms wraps here (engine/ticks.py)
from engine.ui.later import Later

CONFIG = {"game": "chips", "seats": [0, 2, 1], "options": [7], "others": 1, "cursor": 5, "seed": None,
          "kept": {"starship": [0, 4], "missile": [1, 0]}}


def test_a_record_gives_back_the_choice_and_the_seed():
    record = handoff.pack(handoff.PLAY, CONFIG, 123456789, 1000)
    kind, config, seed = handoff.unpack(record, 1500)
    assert (kind, seed) == (handoff.PLAY, 123456789)
    assert config == CONFIG
    fixed = dict(CONFIG, seed=0, others=None, kept={})
    del fixed["cursor"]
    assert handoff.unpack(handoff.pack(handoff.MENU, fixed, 0, 1000), 1000)[1:] == (fixed, 0)


def test_the_seats_each_game_keeps_fit_the_slot_and_come_back():
    """Every game's seats kept beside the longest choice still fit SLOT."""
    from engine import registry

    kept = {name: [4, 4] + [2] * 4 * (name == "chips") for _, name, _ in registry.games()}
    config = {"game": "arrowbic", "seats": [4, 4], "options": [250, 1, 600, 3600, 2, 2, 2], "others": 2,
              "cursor": 19, "seed": 1 << 29, "kept": kept}
    record = handoff.pack(handoff.PLAY, config, PERIOD - 1, PERIOD - 1)
    assert len(record) <= handoff.SLOT
    del kept["arrowbic"]  # the game on show keeps its seats in "seats"
    assert handoff.unpack(record, PERIOD - 1)[1] == config


def test_a_record_is_taken_only_soon_after_it_was_written():
    record = handoff.pack(handoff.PLAY, CONFIG, 1, PERIOD - 100)  # written just before the wrap
    assert handoff.unpack(record, 200) is not None  # 300 ms later, across the wrap
    assert handoff.unpack(record, PERIOD - 100 + handoff.FRESH_MS) is None  # a reload long after
    assert handoff.unpack(record, PERIOD - 200) is None  # before it was written: a reset since


@pytest.mark.parametrize("blank", [b"\xff" * handoff.SLOT, bytes(handoff.SLOT), b""])
def test_blank_or_torn_nvm_holds_no_record(blank):
    assert handoff.unpack(blank, 0) is None
    record = bytearray(handoff.pack(handoff.PLAY, CONFIG, 5, 0))
    for at in (0, 7, len(record) - 1):
        torn = bytearray(record)
        torn[at] ^= 0x10
        assert handoff.unpack(torn, 0) is None


class CountingNvm(bytearray):
    writes = 0

    def __setitem__(self, index, value):
        self.writes += 1
        super().__setitem__(index, value)


def test_the_same_record_is_not_written_twice():
    nvm = CountingNvm(b"\xff" * 256)
    record = handoff.pack(handoff.PLAY, CONFIG, 5, 0)
    assert handoff.store(nvm, record) and handoff.store(nvm, record)
    assert nvm.writes == 1  # flash wears with every write
    assert handoff.unpack(handoff.load(nvm), 0)[2] == 5
    assert not handoff.store(CountingNvm(64), record)  # no room: not written


def test_the_crash_record_leaves_the_hand_off_alone():
    from hw.guard import Record, read_record, write_record

    nvm = bytearray(b"\xff" * 256)
    handoff.store(nvm, handoff.pack(handoff.PLAY, CONFIG, 5, 0))
    crash = Record()
    crash.add("x" * 100, 10)
    assert write_record(nvm, crash)
    crash.line = "\u00e9" * 100  # two bytes a character: would reach into the hand-off
    assert not write_record(nvm, crash)
    assert read_record(nvm).line == "x" * 100
    assert handoff.unpack(handoff.load(nvm), 0)[2] == 5


def badge(monkeypatch, before=None, ms=700):
    """A PyBadge's console (fakes) and an App on it, as hw.main makes them;
    `before`: the fakes of the run a reload ended, whose nvm and clock a
    board keeps (started again `ms` later)."""
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS)
    if before is not None:
        import supervisor

        fakes.nvm[:] = before.nvm
        fakes.sleep[:] = before.sleep  # kept across a reload
        fakes.ticks[0] = before.ticks[0] + ms
        supervisor.runtime.run_reason = supervisor.RunReason.SUPERVISOR_RELOAD
    import hw
    from engine.ui.app import App
    from engine.ui.modules import home

    return fakes, App(hw.open_console(), {"game": "starship", "seats": [0, 1]}, home)


def test_play_on_a_badge_hands_the_match_to_a_fresh_start(monkeypatch):
    import hw
    from engine.ui.play import begin

    fakes, app = badge(monkeypatch)
    assert app.console.restart is not None
    app.config.update(game="missile", seats=[1, 0], options=[9])
    now = fakes.ticks[0]
    scene = begin(app, now)
    assert fakes.storage_calls == ["reload"]  # on a board the reload stops the program here
    _, fresh = badge(monkeypatch, fakes)
    handed = hw.handed_scene(fresh)
    assert isinstance(handed, Later) and not handed.MENU_SIDE
    fresh.switch(handed)
    app.switch(scene)  # where there is no reload: the same match, built at once
    assert fresh.scene.match.seed == app.scene.match.seed == now & 0x3FFFFFFF
    assert fresh.config["game"] == "missile" and fresh.config["seats"] == [1, 0] and fresh.config["options"] == [9]
    assert type(fresh.scene) is type(app.scene)


def test_leaving_the_match_restarts_into_the_menu(monkeypatch):
    import hw
    from engine.ui.play import begin

    fakes, app = badge(monkeypatch)
    app.config["cursor"] = 3
    app.switch(begin(app, fakes.ticks[0]))
    fakes.storage_calls.clear()
    app.switch(app.home())
    assert fakes.storage_calls == ["reload"]
    again, fresh = badge(monkeypatch, fakes)
    handed = hw.handed_scene(fresh)
    assert handed.MENU_SIDE and fresh.config["cursor"] == 3
    fresh.switch(handed)  # the menu in a fresh heap: no reload again
    fresh.switch(fresh.home())  # nor from one menu-side scene to another
    assert again.storage_calls == []


def test_a_power_on_or_a_late_reload_starts_at_the_menu(monkeypatch):
    import hw
    from engine.ui.play import begin

    fakes, app = badge(monkeypatch)
    begin(app, fakes.ticks[0])
    _, soon = badge(monkeypatch, fakes)
    assert hw.handed_scene(soon) is not None
    _, later = badge(monkeypatch, fakes, handoff.FRESH_MS)
    assert hw.handed_scene(later) is None
    after_reset, power_on = badge(monkeypatch)  # memory kept, the clock where it started
    after_reset.sleep[:] = fakes.sleep
    assert after_reset.ticks[0] == fakes.ticks[0]  # as young a record as can be
    assert hw.handed_scene(power_on) is None  # but this is no reload: the menu


def test_a_board_can_be_told_to_keep_one_heap(monkeypatch):
    from engine.ui.play import begin

    monkeypatch.setenv("SALVO_FRESH_HEAP", "off")
    fakes, app = badge(monkeypatch)
    assert app.console.restart is None
    assert isinstance(begin(app, fakes.ticks[0]), Later)
    assert fakes.storage_calls == []


def test_each_attract_demo_starts_in_a_fresh_heap_writing_nvm_once(monkeypatch):
    import hw
    from engine.ui.attract import CARD_MS, Attract
    from engine.ui.play import playable

    fakes, app = badge(monkeypatch)
    app.attract = Attract
    for _ in range(2):  # two idle stretches' worth of cards
        app.switch(Attract(2))
        app.step()
        fakes.ticks[0] += CARD_MS
        app.step()
    assert fakes.storage_calls == ["reload", "reload"]
    later, fresh = badge(monkeypatch, fakes, 10 * handoff.FRESH_MS)  # taken at any age
    fresh.attract = Attract
    demo = hw.handed_scene(fresh)
    assert isinstance(demo, Attract) and demo.step % 2 == 1
    assert 0 <= demo.step // 2 < len(playable())
    after_reset, power_on = badge(monkeypatch)
    after_reset.sleep[:] = fakes.sleep
    power_on.attract = Attract
    assert hw.handed_scene(power_on) is None  # not after a power-on


def test_the_attract_record_is_the_same_bytes_every_demo():
    first = handoff.pack(handoff.ATTRACT, CONFIG, 0, 0)
    assert first == handoff.pack(handoff.ATTRACT, dict(CONFIG), 0, 0)
    nvm = CountingNvm(b"\xff" * 256)
    for _ in range(5):
        handoff.store(nvm, first)
    assert nvm.writes == 1


def test_a_badge_without_a_store_does_not_load_the_stats_at_a_matchs_end(monkeypatch):
    import sys

    from engine import registry
    from engine.match import Match
    from engine.ui import result

    fakes, app = badge(monkeypatch)
    assert app.console.store is None  # normal mode: USB owns the drive
    match = Match(registry.load("starship"), 3, None, [0, 1])
    monkeypatch.setattr(match, "result", lambda: (1, -1))  # P1, the person, won
    monkeypatch.delitem(sys.modules, "engine.stats", raising=False)
    result.count(app, match)
    assert app.stats is None and "engine.stats" not in sys.modules
    app.restart = None  # a console that keeps its heap counts in memory
    result.count(app, match)
    assert app.stats is not None


def test_a_key_still_held_from_before_the_reload_does_nothing(monkeypatch):
    import hw
    from engine.ui.play import begin

    fakes, app = badge(monkeypatch)
    app.config.update(game="starship", seats=[0, 1])
    begin(app, fakes.ticks[0])  # P1 pressed RIGHT on PLAY ...
    again, fresh = badge(monkeypatch, fakes)
    fresh.switch(hw.handed_scene(fresh))
    presses = []
    scene = fresh.scene
    monkeypatch.setattr(scene, "press", lambda seat, button, now: presses.append(button))
    scanner = again.scanners[-1]
    scanner.events.push(4, True, again.ticks[0])  # ... and still holds it: the first scan reports it
    fresh.step()
    again.ticks[0] += 300
    scanner.events.push(4, False, again.ticks[0])  # let go: a RIGHT would act now
    fresh.step()
    assert presses == []
    scanner.events.push(5, True, again.ticks[0])  # a new press counts again
    fresh.step()
    assert presses == [1]  # DOWN


# ---------------------------------------------------------------- no flash wear


class Reload(BaseException):
    """supervisor.reload() on a board: the running code stops there (not an
    Exception, so the kiosk's crash guard lets it through)."""


def reload_raises(fakes):
    def reload():
        fakes.storage_calls.append("reload")
        raise Reload()

    fakes.supervisor.reload = reload


# PyBadge key numbers of P1's UP, DOWN and RIGHT (hw/pybadge.py's KEYS).
KEY_UP, KEY_DOWN, KEY_RIGHT = 6, 5, 4


def tap_for(scene):
    """The key a person taps next on `scene`, in a session of Starship
    matches: PLAY on the menu, UP (pick, then lock) in a match, DOWN to
    "Menu" and RIGHT on the result screen."""
    name = type(scene).__name__
    if name == "ResultScreen":
        return KEY_DOWN if scene.choices.cursor == 0 else KEY_RIGHT
    return KEY_UP if name == "Screen" else KEY_RIGHT


def kiosk_session(monkeypatch, tmp_path, matches, sleep_size=None, limit=200000):
    """A PyBadge in kiosk mode (hw.main: crash guard, saves, stats) played by
    a person against the CPU for `matches` one-round Starship matches, each
    start in a fresh heap: every supervisor.reload() ends the run, and the
    next starts on fresh fakes with the board's clock, nvm and sleep memory
    carried over. Returns (the last run's fakes, nvm writes, runs)."""
    import hw
    from engine.ui import app as app_module

    config = {"game": "starship", "seats": [0, 1], "options": [1], "cursor": 3}  # row 3: PLAY
    before = None
    nvm_writes = 0
    runs = 0
    finished = []
    frame = [0]

    def run(self, scene=None):
        self.switch(scene if scene is not None else self.home())
        scanner = fakes.scanners[-1]
        while True:
            frame[0] += 1
            assert frame[0] < limit, "the session did not end"
            fakes.ticks[0] += 33
            # A result screen ignores presses for its first quiet second
            # (engine/ui/result.py): the person waits for its choices.
            waiting = type(self.scene).__name__ == "ResultScreen" and fakes.ticks[0] - finished[-1] < 1200
            if frame[0] % 8 == 0 and not waiting:
                scanner.events.push(tap_for(self.scene), True, fakes.ticks[0])
            elif frame[0] % 8 == 2:
                for key in (KEY_UP, KEY_DOWN, KEY_RIGHT):
                    scanner.events.push(key, False, fakes.ticks[0])
            shown = self.scene
            self.step()
            if type(self.scene).__name__ == "ResultScreen" and self.scene is not shown:
                finished.append(fakes.ticks[0])
            if len(finished) == matches and type(self.scene).__name__ == "Menu":
                return

    monkeypatch.setattr(app_module.App, "run", run)
    while True:
        fakes = install(monkeypatch, "pybadge", PYBADGE_PINS, readonly=False, sleep_size=sleep_size)
        from hw import board_console

        monkeypatch.setattr(board_console, "SAVES", str(tmp_path / "saves"))
        reload_raises(fakes)
        if before is not None:
            fakes.nvm[:] = before.nvm
            fakes.nvm.writes = 0  # the carrying over is no write
            if fakes.sleep is not None:
                fakes.sleep[:] = before.sleep
            fakes.ticks[0] = before.ticks[0] + 700
            fakes.supervisor.runtime.run_reason = "SUPERVISOR_RELOAD"
        runs += 1
        try:
            hw.main(dict(config))
        except Reload:
            nvm_writes += fakes.nvm.writes
            before = fakes
            continue
        nvm_writes += fakes.nvm.writes
        return fakes, nvm_writes, runs, finished


def test_a_hundred_matches_on_a_badge_write_nvm_not_once(monkeypatch, tmp_path):
    from engine import stats

    fakes, nvm_writes, runs, finished = kiosk_session(monkeypatch, tmp_path, 100)
    played = stats.load(str(tmp_path / "saves")).row(1)  # Starship's id
    assert len(finished) == 100 and played[0] == 100  # each match counted in the kiosk stats
    assert runs == 201  # each match started in a fresh heap and left for the menu in one
    assert nvm_writes == 0
    print("report: 100 kiosk matches on a PyBadge: {} runs, {} nvm writes".format(runs, nvm_writes))


def test_without_sleep_memory_matches_keep_one_heap_and_nvm_unwritten(monkeypatch, tmp_path):
    fakes, nvm_writes, runs, finished = kiosk_session(monkeypatch, tmp_path, 3, sleep_size=0)
    assert len(finished) == 3 and runs == 1 and nvm_writes == 0


def test_garbage_in_sleep_memory_at_power_on_hands_nothing_over(monkeypatch):
    import hw

    fakes, app = badge(monkeypatch)
    assert handoff.unpack(handoff.load(fakes.sleep), fakes.ticks[0]) is None
    fakes.supervisor.runtime.run_reason = "SUPERVISOR_RELOAD"  # even were it a reload
    assert hw.handed_scene(app) is None


def test_without_sleep_memory_an_attract_demo_writes_nvm_once_a_stretch(monkeypatch):
    from engine.ui.attract import CARD_MS, Attract

    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS, sleep_size=0)
    import hw
    from engine.ui.app import App
    from engine.ui.modules import home

    app = App(hw.open_console(), {"game": "starship", "seats": [0, 1]}, home, Attract)
    for _ in range(3):  # three demos of one idle stretch
        app.switch(Attract(2))
        app.step()
        fakes.ticks[0] += CARD_MS
        app.step()
    assert fakes.storage_calls == ["reload"] * 3 and fakes.nvm.writes == 1
    assert handoff.unpack(handoff.load(fakes.nvm), 0)[0] == handoff.ATTRACT


# ---------------------------------------------------------------- no console flash


def test_a_reload_goes_dark_and_the_next_run_lights_after_its_first_frame(monkeypatch):
    import hw
    from engine.ui.play import begin

    fakes, app = badge(monkeypatch)
    begin(app, fakes.ticks[0])
    assert fakes.storage_calls == ["reload"]
    assert fakes.board.DISPLAY.brightness == 0  # before the reload: the console it shows stays dark
    assert fakes.supervisor.status_bar.display is False
    again, fresh = badge(monkeypatch, fakes)
    again.board.DISPLAY.brightness = 0  # a reload leaves the backlight as it was
    fresh = type(fresh)(hw.open_console(), {"game": "starship", "seats": [0, 1]}, fresh.home)
    display = again.board.DISPLAY
    refreshes = []
    monkeypatch.setattr(display, "refresh", lambda **kwargs: refreshes.append(display.brightness) or True)
    fresh.switch(hw.handed_scene(fresh))
    for _ in range(3):
        fresh.step()
    assert refreshes[0] == 0  # the first frame is drawn while dark
    assert display.brightness == 1.0  # then lit, before the next frame shows
    assert refreshes[1:] == [1.0] * (len(refreshes) - 1)


def test_a_crash_reload_goes_dark_too(monkeypatch, tmp_path):
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS, readonly=False)
    from hw import board_console
    from hw.guard import recover

    monkeypatch.setattr(board_console, "SAVES", str(tmp_path / "saves"))
    monkeypatch.setattr("time.sleep", lambda s: None)
    recover(RuntimeError("boom"), fakes.supervisor)
    assert fakes.storage_calls[-1] == "reload" and fakes.board.DISPLAY.brightness == 0
