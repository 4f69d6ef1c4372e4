"""The real-board code on CPython, against small fakes of the CircuitPython
modules (tests/circuitpython_fakes.py): key tables, the stick, settings.toml
handling and its fallbacks, the board dispatch, boot modes and kiosk restart.
"""

import importlib
import os

import pytest

from circuitpython_fakes import PICO_PINS, PYBADGE_PINS, PYGAMER_PINS, install
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP, PadEvent
from engine.ticks import ticks_add


def drain(console):
    """Every raw transition waiting, as (seat, button, pressed)."""
    event = PadEvent()
    got = []
    while console.events(event):
        got.append((event.seat, event.button, event.pressed))
    return got


# ------------------------------------------------------------------ shared pads


def test_key_source_maps_through_the_table_and_skips_unused_keys(monkeypatch):
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS)
    from hw import board_pads

    scanner = fakes.board and importlib.import_module("keypad").Keys([], value_when_pressed=False)
    table = bytes((board_pads.code(1, LEFT), board_pads.UNUSED, board_pads.code(0, A)))
    reader = board_pads.PadReader((board_pads.KeySource(scanner, table, importlib.import_module("keypad").Event()),))
    scanner.events.push(0, True, 1234)
    scanner.events.push(1, True)  # unused key: skipped
    scanner.events.push(2, True)
    scanner.events.push(7, True)  # beyond the table: skipped
    scanner.events.push(0, False)
    event = PadEvent()
    assert reader.events(event) and (event.seat, event.button, event.pressed, event.time) == (1, LEFT, True, 1234)
    assert reader.events(event) and (event.seat, event.button, event.pressed) == (0, A, True)
    assert reader.events(event) and (event.seat, event.button, event.pressed) == (1, LEFT, False)
    assert not reader.events(event)


def test_an_overflowed_queue_releases_every_button_and_rescans(monkeypatch):
    install(monkeypatch, "pybadge", PYBADGE_PINS)
    keypad = importlib.import_module("keypad")
    from hw import board_pads

    scanner = keypad.Keys([], value_when_pressed=False)
    table = bytes((board_pads.code(0, UP), board_pads.code(1, DOWN)))
    reader = board_pads.PadReader((board_pads.KeySource(scanner, table, keypad.Event()),))
    scanner.events.overflowed = True
    scanner.held_at_start = (1,)  # still held: reset() reports it again
    event = PadEvent()
    got = []
    while reader.events(event):
        got.append((event.seat, event.button, event.pressed))
    assert got == [(0, UP, False), (1, DOWN, False), (1, DOWN, True)]
    assert scanner.resets == 1 and not scanner.events.overflowed


def test_stick_has_hysteresis_and_samples_once_per_frame(monkeypatch):
    install(monkeypatch, "pygamer", PYGAMER_PINS)
    analogio = importlib.import_module("analogio")
    from hw import board_pads, pygamer

    x, y = analogio.AnalogIn("x"), analogio.AnalogIn("y")
    stick = pygamer.StickSource(x, y, 0, lambda: 99)
    reader = board_pads.PadReader((stick,))
    event = PadEvent()

    def frame():
        got = []
        while reader.events(event):
            got.append((event.button, event.pressed))
        return got

    x.value, y.value = 10000, 60000  # left and down
    reads = x.reads
    assert sorted(frame()) == [(DOWN, True), (LEFT, True)]
    assert x.reads - reads == 1  # one sample for the whole frame
    x.value = 17000  # between press (15000) and release (20000): still left
    assert frame() == []
    x.value, y.value = 25000, 47000  # back to centre on x; y stays above 45000
    assert frame() == [(LEFT, False)]
    y.value = 40000
    assert frame() == [(DOWN, False)]
    x.value = 16000  # not far enough to press from rest
    assert frame() == []
    y.value = 1000
    assert frame() == [(UP, True)] and event.time == 99


# ------------------------------------------------------------------ PyBadge


def test_pybadge_splits_its_eight_buttons_four_and_four(monkeypatch):
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS)
    import hw

    console = hw.open_console()
    assert console.buttons == 4
    (scanner,) = fakes.scanners
    assert scanner.kwargs == dict(
        clock=fakes.board.BUTTON_CLOCK,
        data=fakes.board.BUTTON_OUT,
        latch=fakes.board.BUTTON_LATCH,
        key_count=8,
        value_when_pressed=True,
    )
    # Key order of the built-in shift register: B, A, START, SELECT, RIGHT, DOWN, UP, LEFT.
    for key in range(8):
        scanner.events.push(key, True)
    assert drain(console) == [
        (1, LEFT, True),  # B
        (1, RIGHT, True),  # A
        (1, DOWN, True),  # START
        (1, UP, True),  # SELECT
        (0, RIGHT, True),
        (0, DOWN, True),
        (0, UP, True),
        (0, LEFT, True),
    ]
    assert fakes.board.DISPLAY.auto_refresh is False
    assert console.display is fakes.board.DISPLAY
    assert console.store is None  # normal mode: the drive belongs to USB


def test_controls_lines_fit_the_160_pixel_screen(monkeypatch):
    for board_id, pins, name in (
        ("pybadge", PYBADGE_PINS, "pybadge"),
        ("pygamer", PYGAMER_PINS, "pygamer"),
        ("raspberry_pi_pico", PICO_PINS, "pico_kiosk"),
    ):
        install(monkeypatch, board_id, pins)
        module = importlib.import_module("hw." + name)
        lines = module.CONTROLS if hasattr(module, "CONTROLS") else module._CONTROLS_P1 + module._CONTROLS_P2
        assert all(len(line) <= 26 for line in lines), lines  # 26 glyphs of 6 px


def test_pybadge_leds_light_only_the_seats_pixels_dimmed_grb(monkeypatch):
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS)
    import hw

    console = hw.open_console()
    console.leds.show(1, 0xF05038)
    last = fakes.pixel_writes[-1]
    assert last[:9] == bytes(9)  # P1's two pixels and the middle one stay dark
    assert last[9:12] == bytes((0x50 >> 3, 0xF0 >> 3, 0x38 >> 3)) == last[12:15]


def test_tone_stops_when_its_time_is_up(monkeypatch):
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS)
    import hw

    console = hw.open_console()
    fakes.ticks[0] = (1 << 29) - 10  # just before the tick counter wraps
    console.sound.tone(0, 660, 20)
    assert console.sound.out.playing == 660 * 16 and console.sound.enable.value
    fakes.ticks[0] = 5  # 15 ms later, after the wrap
    console.service()
    assert console.sound.out.playing
    fakes.ticks[0] = 10
    console.service()
    assert console.sound.out.playing is None and not console.sound.enable.value


def test_missing_display_gives_a_message_and_a_screenless_console(monkeypatch, capsys):
    install(monkeypatch, "pybadge", PYBADGE_PINS, display=False)
    import hw

    console = hw.open_console()
    assert "board.DISPLAY is missing" in capsys.readouterr().out
    assert (console.display.width, console.display.height) == (160, 128)
    assert console.display.refresh()


def test_a_pybadge_plays_starship_from_the_menu_with_its_own_keys(monkeypatch):
    # Through the whole stack: shift register keys -> board_pads -> engine/ui/pad.py
    # -> the menu and the Starship screen, both seats human, 4 buttons each.
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS)
    import hw
    from engine.ui.app import App
    from engine.ui.menu import PLAY, Menu

    app = App(hw.open_console(), {"game": "starship", "seats": [0, 0]}, Menu)
    app.switch(Menu())
    (scanner,) = fakes.scanners

    def frames(count):
        for _ in range(count):
            fakes.ticks[0] = ticks_add(fakes.ticks[0], 33)
            app.step()

    def tap(key):
        scanner.events.push(key, True, fakes.ticks[0])
        frames(2)
        scanner.events.push(key, False, fakes.ticks[0])
        frames(2)

    p1_down, p1_right, p1_up, p2_up = 5, 4, 6, 3  # d-pad DOWN, RIGHT, UP; SELECT
    for _ in range([kind for kind, _ in app.scene.rows].index(PLAY) - app.scene.cursor):
        tap(p1_down)
    tap(p1_right)  # RIGHT is OK: PLAY
    match = app.scene.match
    assert match.is_human(0) and match.is_human(1) and match.game.round == 0
    frames(20)  # the screen's short start-up delay
    for key in (p1_up, p1_up, p2_up, p2_up):  # each: pick FIRE, then the same again locks
        tap(key)
    frames(120)  # the reveal
    assert match.game.round == 1 and match.game.result() == (0, 0)  # both fired unshielded: draw


# ------------------------------------------------------------------ PyGamer


def test_pygamer_p1_is_stick_a_b_and_p2_the_wired_pad(monkeypatch):
    fakes = install(monkeypatch, "pygamer", PYGAMER_PINS)
    import hw

    console = hw.open_console()
    assert console.buttons == 6
    shift, pad = fakes.scanners
    assert shift.kwargs["key_count"] == 4
    assert [p.name for p in pad.kwargs["pins"]] == ["D5", "D6", "D9", "D10", "D11", "D12"]
    assert pad.kwargs["value_when_pressed"] is False and pad.kwargs["pull"] is True
    for key in range(4):  # B, A, START, SELECT
        shift.events.push(key, True)
    for key in range(6):
        pad.events.push(key, True)
    assert drain(console) == [(0, B, True), (0, A, True)] + [(1, b, True) for b in (UP, DOWN, LEFT, RIGHT, A, B)]


def test_pygamer_p2_pins_from_settings_and_their_fallbacks(monkeypatch, capsys):
    install(monkeypatch, "pygamer", PYGAMER_PINS)
    import hw

    monkeypatch.setenv("SALVO_PYGAMER_P2", "A1,A2,D5,D6")
    assert hw.open_console().buttons == 4
    install(monkeypatch, "pygamer", PYGAMER_PINS)
    monkeypatch.setenv("SALVO_PYGAMER_P2", "A1,NOPE")
    console = importlib.import_module("hw").open_console()
    assert "no pin 'NOPE'" in capsys.readouterr().out and console.buttons == 6
    fakes = install(monkeypatch, "pygamer", PYGAMER_PINS)
    monkeypatch.setenv("SALVO_PYGAMER_P2", "")
    console = importlib.import_module("hw").open_console()
    assert len(fakes.scanners) == 1 and "no pad wired" in " ".join(console.controls)


# ------------------------------------------------------------------ Pico kiosk


def test_kiosk_keys_mode_reads_both_pads_from_one_keys_scanner(monkeypatch):
    fakes = install(monkeypatch, "raspberry_pi_pico", PICO_PINS)
    monkeypatch.setenv("SALVO_P1_PINS", "GP2,GP3,GP4,GP5")
    import hw

    console = hw.open_console()
    (keys,) = fakes.scanners
    assert [p.name for p in keys.kwargs["pins"]] == ["GP2", "GP3", "GP4", "GP5"] + [
        "GP{}".format(n) for n in range(8, 14)
    ]
    assert console.buttons == 4  # the smaller pad decides
    keys.events.push(3, True)
    keys.events.push(4, True)
    keys.events.push(9, True)
    assert drain(console) == [(0, RIGHT, True), (1, UP, True), (1, B, True)]
    assert console.display.kwargs["rotation"] == 0 and (console.display.width, console.display.height) == (320, 240)


def test_kiosk_shift_mode_uses_one_scanner_with_two_data_pins(monkeypatch):
    fakes = install(monkeypatch, "raspberry_pi_pico", PICO_PINS)
    monkeypatch.setenv("SALVO_PADS", "shift")
    import hw

    console = hw.open_console()
    (chips,) = fakes.scanners
    kw = chips.kwargs
    assert [p.name for p in kw["data"]] == ["GP4", "GP5"] and kw["key_count"] == (6, 6)
    assert (kw["clock"].name, kw["latch"].name, kw["value_when_pressed"]) == ("GP2", "GP3", False)
    chips.events.push(0, True)  # P1's chip, input H
    chips.events.push(6, True)  # P2's chip, input H
    chips.events.push(11, True)
    assert drain(console) == [(0, UP, True), (1, UP, True), (1, B, True)]


def test_kiosk_display_settings_and_bad_values(monkeypatch, capsys):
    install(monkeypatch, "raspberry_pi_pico", PICO_PINS)
    monkeypatch.setenv("SALVO_DISPLAY", "st7789")
    monkeypatch.setenv("SALVO_WIDTH", "240")
    monkeypatch.setenv("SALVO_HEIGHT", "wide")
    monkeypatch.setenv("SALVO_ROWSTART", "80")
    import hw

    display = hw.open_console().display
    assert type(display).__name__ == "ST7789"
    assert (display.width, display.height, display.kwargs["rotation"], display.kwargs["rowstart"]) == (240, 240, 90, 80)
    assert "SALVO_HEIGHT = 'wide' is not a number" in capsys.readouterr().out
    assert display.args[0].command.name == "GP16" and display.kwargs["auto_refresh"] is False


def test_kiosk_display_failure_falls_back_with_a_message(monkeypatch, capsys):
    install(monkeypatch, "raspberry_pi_pico", PICO_PINS)
    monkeypatch.setenv("SALVO_DISPLAY", "tv")
    import hw

    assert type(hw.open_console().display).__name__ == "ILI9341"
    assert "SALVO_DISPLAY = 'tv' must be one of" in capsys.readouterr().out
    fakes = install(monkeypatch, "raspberry_pi_pico", PICO_PINS)
    del fakes.board.GP16  # the DC pin's default does not exist: the driver cannot start
    monkeypatch.setenv("SALVO_TFT_DC", "GP99")
    console = importlib.import_module("hw").open_console()
    assert type(console.display).__name__ == "NullDisplay"
    assert "display failed" in capsys.readouterr().out


def test_kiosk_pads_on_a_pin_used_twice_give_a_console_without_pads(monkeypatch, capsys):
    install(monkeypatch, "raspberry_pi_pico", PICO_PINS)
    monkeypatch.setenv("SALVO_P2_PINS", "GP2,GP9,GP10,GP11")  # GP2 is P1's too
    import hw

    console = hw.open_console()
    assert "pads failed" in capsys.readouterr().out
    assert drain(console) == []


# ------------------------------------------------------------------ dispatch, boot, restart


def test_board_dispatch(monkeypatch, capsys):
    install(monkeypatch, "pybadge", PYBADGE_PINS)
    import hw.start

    assert hw.start.board_module_name("pybadge") == "pybadge"
    assert hw.start.board_module_name("pygamer") == "pygamer"
    assert hw.start.board_module_name("raspberry_pi_pico2_w") == "pico_kiosk"
    assert hw.start.board_module_name("feather_m4_express") is None
    assert hw.start.board_module_name("feather_m4_express", "Kiosk") == "pico_kiosk"
    assert hw.start.board_module_name("pybadge", "tv") == "pybadge"
    assert "SALVO_BOARD = 'tv'" in capsys.readouterr().out
    monkeypatch.setattr(importlib.import_module("board"), "board_id", "feather_m4_express")
    with pytest.raises(RuntimeError, match='SALVO_BOARD = "kiosk"'):
        hw.start.board_module()


def test_boot_modes(monkeypatch, capsys):
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS)
    from hw import boot_mode

    assert boot_mode.choose("normal", False) == "normal"
    assert boot_mode.choose("kiosk", False) == "kiosk"
    assert boot_mode.choose("normal", True) == "kiosk"
    assert boot_mode.choose("kiosk", True) == "normal"  # the maintenance key
    assert boot_mode.run() == "normal" and fakes.storage_calls == []
    monkeypatch.setenv("SALVO_MODE", "kiosk")
    assert boot_mode.run() == "kiosk"
    # The drive hidden from USB and writable by the code; the serial console off.
    assert fakes.storage_calls == ["disable_usb_drive", ("remount", "/", False), "usb_cdc.disable"]
    assert all(s.deinited for s in fakes.scanners)  # the boot key's scanner is released for code.py


def test_the_boot_key_on_a_kiosk_gives_maintenance_mode(monkeypatch, capsys):
    fakes = install(monkeypatch, "raspberry_pi_pico", PICO_PINS)
    monkeypatch.setenv("SALVO_MODE", "kiosk")
    from hw import boot_mode, pico_kiosk

    monkeypatch.setattr(pico_kiosk, "boot_key_held", lambda: True)
    assert boot_mode.run() == "normal"
    assert fakes.storage_calls == []  # drive and serial console stay on
    assert "maintenance, drive and serial on" in capsys.readouterr().out


def test_boot_key_held_at_power_on_gives_kiosk_mode(monkeypatch, capsys):
    fakes = install(monkeypatch, "pybadge", PYBADGE_PINS)
    from hw import boot_mode, pybadge

    real_scanner = pybadge.scanner

    def held_start():
        scanner = real_scanner()
        scanner.held_at_start = (pybadge.BOOT_KEY,)
        return scanner

    monkeypatch.setattr(pybadge, "scanner", held_start)
    monkeypatch.setattr("time.sleep", lambda s: None)
    assert boot_mode.run() == "kiosk"
    assert "kiosk mode (boot key held)" in capsys.readouterr().out
    assert "disable_usb_drive" in fakes.storage_calls


def test_boot_py_never_stops_the_boot(monkeypatch, capsys):
    install(monkeypatch, "pybadge", PYBADGE_PINS)
    from hw import boot_mode

    def broken():
        raise OSError("flash full")

    monkeypatch.setattr(boot_mode, "run", broken)
    with open("boot.py") as handle:
        exec(compile(handle.read(), "boot.py", "exec"), {})
    assert "boot.py failed, normal mode: flash full" in capsys.readouterr().out


def test_kiosk_mode_saves_to_the_drive(monkeypatch, tmp_path):
    install(monkeypatch, "pybadge", PYBADGE_PINS, readonly=False)
    import hw
    from hw import board_console

    monkeypatch.setattr(board_console, "SAVES", str(tmp_path / "saves"))
    assert hw.open_console().store == str(tmp_path / "saves") and (tmp_path / "saves").is_dir()


# ------------------------------------------------------------------ bad settings


def salvo_lines(capsys):
    return [line for line in capsys.readouterr().out.splitlines() if line.startswith("salvo:")]


def test_a_wrong_salvo_board_gives_one_line_and_the_boards_own_module(monkeypatch, capsys):
    install(monkeypatch, "pybadge", PYBADGE_PINS)
    monkeypatch.setenv("SALVO_BOARD", "pygamer")  # a PyBadge has no JOYSTICK_X
    import hw
    from hw import pybadge

    console = hw.open_console()
    assert console.key_names == pybadge.KEY_NAMES and console.buttons == 4
    assert salvo_lines(capsys) == [
        "salvo: settings.toml: SALVO_BOARD = 'pygamer' does not fit this board (pybadge); not used"
    ]
    install(monkeypatch, "raspberry_pi_pico", PICO_PINS)
    import hw.start

    assert hw.start.board_module_name("raspberry_pi_pico", "pybadge") == "pico_kiosk"
    assert hw.start.board_module_name("raspberry_pi_pico", "kiosk") == "pico_kiosk"  # its own: no line
    assert len(salvo_lines(capsys)) == 1


@pytest.mark.parametrize("name", ["SALVO_BOARD", "SALVO_FRESH_HEAP"])
def test_an_oversized_setting_gives_one_line_and_the_default(monkeypatch, capsys, name):
    install(monkeypatch, "pybadge", PYBADGE_PINS)
    monkeypatch.setenv(name, "x" * 100000)
    import hw

    console = hw.open_console()
    assert console.buttons == 4 and console.restart is not None  # the PyBadge, fresh heap on
    assert salvo_lines(capsys) == [
        "salvo: settings.toml: {} is longer than 200 characters; using the default".format(name)
    ]


def test_a_setting_too_big_to_read_gives_one_line_and_the_default(monkeypatch, capsys):
    install(monkeypatch, "pybadge", PYBADGE_PINS)
    from hw import settings_toml

    def getenv(name, default=None):
        raise MemoryError("memory allocation failed, allocating 100001 bytes")

    monkeypatch.setattr(settings_toml.os, "getenv", getenv)
    assert settings_toml.setting("SALVO_BOARD", "") == ""
    assert settings_toml.int_setting("SALVO_KIOSK_WIDTH", 320, 1, 999) == 320
    assert salvo_lines(capsys) == [
        "salvo: settings.toml: SALVO_BOARD is longer than 200 characters; using the default",
        "salvo: settings.toml: SALVO_KIOSK_WIDTH is longer than 200 characters; using the default",
    ]


@pytest.mark.skipif(not os.environ.get("SALVO_CIRCUITPYTHON"), reason="SALVO_CIRCUITPYTHON is not set (.ci/run sets it)")
@pytest.mark.parametrize("heap", ["64k", "128k"])
def test_an_oversized_setting_under_circuitpython(tmp_path, heap):
    """circuitpython-unix's os.getenv reads the environment (a board's reads
    settings.toml): a 100 KB value does not fit a 64 KB heap (MemoryError,
    caught) and fits a 128 KB one (too long): one line, the default, and the
    heap is free again."""
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    script = tmp_path / "probe.py"
    script.write_text(
        "import sys, gc\n"
        "sys.path.insert(0, {root!r})\n"
        "from hw import settings_toml\n"
        "print(repr(settings_toml.setting('SALVO_BOARD', 'none')))\n"
        "gc.collect()\n"
        "print(gc.mem_free() > 40000)\n".format(root=root)
    )
    done = subprocess.run([os.environ["SALVO_CIRCUITPYTHON"], "-X", "heapsize=" + heap, str(script)],
                          capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, SALVO_BOARD="x" * 100000))
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 3 and lines[0] == "salvo: settings.toml: SALVO_BOARD is longer than 200 characters; using the default"
    assert lines[1:] == ["'none'", "True"]
