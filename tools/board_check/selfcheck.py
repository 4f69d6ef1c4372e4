"""Salvo's board self-check: what only a board can say (docs/HARDWARE.md,
"What only a board can confirm"). `python -m tools.selfcheck --drive PATH`
puts it on a board's drive as selfcheck.py, beside Salvo itself.

Run it from the serial console (REPL):

    import supervisor; supervisor.set_next_code_file("selfcheck.py")

then press Ctrl-D. It prints, to the serial console and the screen:
gc.mem_free() at the menu and in a six-seat Missiles & Microchips match (CPU
players only), the slowest frames of that match (the CPUs' thinking), pystone,
then darkens the screen and reloads itself as Salvo does before a match, and
after the reload: how long the reload took, and a question: did the screen
stay dark? Answer y or n on the serial console. Paste everything from
"salvo selfcheck" to "salvo selfcheck end" into an issue. The next reload
runs code.py (Salvo) again.
"""

import gc
import time

SLOWEST = 5  # the slowest frames reported
MATCH_FRAMES = 240  # frames of the six-seat match measured
MAGIC = b"SCK\x01"  # the record carried across the reload (sleep memory or nvm)


PYSTONE_LOOPS = 500  # a few seconds on a 120 MHz board


def _us():
    """Microseconds now, an integer."""
    ns = getattr(time, "monotonic_ns", None)
    return ns() // 1000 if ns is not None else time.ticks_us()


def say(*words):
    """One line to the serial console (and the screen, once it shows the console)."""
    print(" ".join(str(word) for word in words))


def memory():
    """Where the record goes: the hand-off's place (hw/start.py)."""
    from hw.start import handoff_memory

    return handoff_memory()[0]


def store(numbers):
    """Keep `numbers` across the reload (at the hand-off's place)."""
    from engine import handoff, savefile
    from engine.matchlog import put_varint

    payload = bytearray(MAGIC)
    for number in numbers:
        put_varint(payload, number)
    handoff.store(memory(), savefile.pack(bytes(payload)))


def stored():
    """The numbers store() kept, or None (none there: the first run)."""
    from engine import handoff, savefile
    from engine.matchlog import get_varint

    payload = savefile.unpack_front(handoff.load(memory()))
    if payload is None or payload[: len(MAGIC)] != MAGIC:
        return None
    numbers = []
    pos = len(MAGIC)
    while pos < len(payload):
        number, pos = get_varint(payload, pos)
        numbers.append(number)
    return numbers


def forget():
    """Leave the hand-off's place as Salvo finds it after a power-on: no record."""
    from engine import handoff

    place = memory()
    if place is not None:
        handoff.store(place, bytes(handoff.SLOT))


def show_console(display):
    """Put CircuitPython's console back on the screen (the App took it)."""
    import displayio

    terminal = getattr(displayio, "CIRCUITPYTHON_TERMINAL", None)
    if terminal is not None and display is not None:
        display.root_group = terminal


def measure():
    """The first run: heap at the menu and in a six-seat match, the match's
    slowest frames, pystone. Returns the numbers."""
    import hw
    from engine.ui.app import App
    from engine.ui.later import Later
    from engine.ui.modules import home
    from engine.ui.play import start_match

    console = hw.open_console()
    console.restart = None  # stay in this heap: no reload into the match
    app = App(console, {"game": "starship", "seats": [0, 1]}, home)
    app.switch(app.home())
    for _ in range(10):
        app.step()
    gc.collect()
    menu_free = gc.mem_free()
    say("mem_free at the menu:", menu_free)
    app.config.update(game="chips", seats=[1, 1, 1, 1, 1, 1], options=None)
    app.switch(Later(start_match, (app, 12345)))
    slowest = [0] * SLOWEST
    match_free = 0
    for frame in range(MATCH_FRAMES):
        start = _us()
        app.step()
        took = _us() - start
        if took > slowest[-1]:
            slowest[-1] = took
            slowest.sort(reverse=True)
        if frame == 20:
            gc.collect()
            match_free = gc.mem_free()
            say("mem_free in a six-seat Microchips match:", match_free)
    say("slowest frames of the CPUs' thinking (ms):", " ".join(str(us // 1000) for us in slowest))
    display = console.display
    app.scene = None
    while len(app.root):
        app.root.pop()
    app = None
    gc.collect()
    show_console(display)
    import pystone_check

    stones = int(pystone_check.pystones(PYSTONE_LOOPS, _us)[1])
    say("pystone:", stones, "/s")
    return [menu_free, match_free, stones] + slowest


def main():
    """Both runs: measure, darken and reload; then the reload's figures."""
    import board
    import supervisor

    from engine.ticks import ticks_diff

    display = getattr(board, "DISPLAY", None)
    kept = stored()
    reason = getattr(supervisor.runtime, "run_reason", None)
    if kept is None or reason == supervisor.RunReason.STARTUP:
        say("salvo selfcheck: board", board.board_id)
        numbers = measure()
        say("reloading with the screen dark, as before a match ...")
        store([supervisor.ticks_ms()] + numbers)
        supervisor.set_next_code_file("selfcheck.py")
        from hw.start import darken

        darken()
        supervisor.reload()
        if display is not None:  # still here: started at the REPL, where reload() cannot
            display.brightness = 1.0
        say("press Ctrl-D to reload (the reload time then counts your key press too)")
        return
    took = ticks_diff(supervisor.ticks_ms(), kept[0])
    forget()
    supervisor.set_next_code_file(None)  # the next reload runs code.py again
    if display is not None:
        display.brightness = 1.0
    show_console(display)
    say("salvo selfcheck: board", board.board_id)
    say("mem_free at the menu:", kept[1])
    say("mem_free in a six-seat Microchips match:", kept[2])
    say("pystone:", kept[3], "/s")
    say("slowest frames of the CPUs' thinking (ms):", " ".join(str(us // 1000) for us in kept[4:]))
    say("reload took (ms):", took)
    say("Did the screen stay dark from 'reloading' until this text? Answer y or n:")
    try:
        answer = input().strip()
    except EOFError:
        answer = "(no answer)"
    say("screen stayed dark:", answer)
    say("salvo selfcheck end")


main()
