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
    after_reset, power_on = badge(monkeypatch)  # nvm kept, the clock where it started
    after_reset.nvm[:] = fakes.nvm
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
    after_reset.nvm[:] = fakes.nvm
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

    from engine.match import Match
    from engine.ui import play

    fakes, app = badge(monkeypatch)
    assert app.console.store is None  # normal mode: USB owns the drive
    match = Match(play.registry.load("starship"), 3, None, [0, 1])
    monkeypatch.setattr(match, "result", lambda: (1, -1))  # P1, the person, won
    monkeypatch.delitem(sys.modules, "engine.stats", raising=False)
    play.count(app, match)
    assert app.stats is None and "engine.stats" not in sys.modules
    app.restart = None  # a console that keeps its heap counts in memory
    play.count(app, match)
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
