"""The web console in a real headless Chromium (tests/mpy/browser.mjs):
the page boots the device's code under MicroPython's WebAssembly build, a
Starship match is played against the CPU by key presses, the touch pads
work (two fingers make the pause chord), and the device lane's tour played
in the page draws the simulator's checkpoint frames."""

import json
import os
import shutil
import subprocess
import threading

import pytest

from tools import device_lane, web

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BROWSER = os.path.join(ROOT, "tests", "mpy", "browser.mjs")
NODE = shutil.which("node")
SHOTS = os.path.join(ROOT, "build", "web-shots")  # git-ignored: a person can open them after the run


def needs_browser():
    if NODE is None:
        pytest.skip("node is not installed: the browser test needs node and `npm ci --prefix tests/mpy`")
    for package in ("playwright-core", os.path.join("@sparticuz", "chromium")):
        if not os.path.isdir(os.path.join(ROOT, "tests", "mpy", "node_modules", package)):
            pytest.fail("{} is missing: run `npm ci --prefix tests/mpy`".format(package))


@pytest.fixture(scope="module")
def page_url(tmp_path_factory):
    """The web console built with the tour, served on 127.0.0.1."""
    needs_browser()
    out = str(tmp_path_factory.mktemp("web"))
    web.build(out, tour=True)
    server = web.server(out, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield "http://127.0.0.1:{}/".format(server.server_address[1])
    server.shutdown()


def browse(mode, url, shot=None):
    """Run browser.mjs; its JSON lines, the last one the page's errors (none)."""
    args = [NODE, BROWSER, mode, url] + ([shot] if shot else [])
    run = subprocess.run(args, capture_output=True, text=True, timeout=600)
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    assert run.returncode == 0 and lines and lines[-1] == {"errors": []}, run.stdout[-3000:] + run.stderr[-3000:]
    return lines[:-1]


def test_build_lists_every_drive_file_and_ships_no_tour_by_default(tmp_path):
    needs_browser()
    count = web.build(str(tmp_path))
    files = json.loads((tmp_path / "files.json").read_text())
    assert len(files) == count
    assert "code.py" in files and "hw/web.py" in files and "lane/displayio_standin.py" in files
    assert not any(name.startswith("lane/tour") for name in files)
    assert any(name.endswith(".bin") for name in files)  # the CPUs' tables
    for name in ("index.html", "console.mjs", "page.mjs", "micropython.mjs", "micropython.wasm"):
        assert (tmp_path / name).is_file(), name


def test_page_plays_a_starship_match_against_the_cpu(page_url, report_line):
    os.makedirs(SHOTS, exist_ok=True)
    shot = os.path.join(SHOTS, "starship_result.png")
    start, match, chord, end = browse("play", page_url, shot)
    assert start["scene"] == "Menu"
    assert chord == {"paused": "PauseScreen", "resumed": "Screen"}  # the pause chord on the keyboard
    # The canvas shows the composed frame: the menu's words (its background
    # is black, no layer: 0, not lit).
    assert start["canvas"]["same"] and start["canvas"]["lit"] > 1000
    assert match["scene"] == "Screen"
    assert end["scene"] == "ResultScreen" and end["canvas"]["same"]
    assert end["tones"] > 0 and end["leds"] > 0  # the board's tones and seat lights reach the page
    assert os.path.getsize(shot) > 10000
    timing = end["timing"]
    report_line(
        "web console, a Starship match against the CPU in headless Chromium: {} frames at {:.1f} a second, frame call "
        "p50 {:.1f} ms, p95 {:.1f} ms, p99 {:.1f} ms, max {:.1f} ms ({})".format(
            timing["frames"], timing["fps"], timing["p50"], timing["p95"], timing["p99"], timing["max"], os.path.relpath(shot, ROOT)
        )
    )


def test_touch_pads_move_the_menu_start_a_match_and_pause_it(page_url):
    os.makedirs(SHOTS, exist_ok=True)
    menu, match, pause = browse("touch", page_url, os.path.join(SHOTS, "touch_pause.png"))
    assert menu == {"moved": True, "scene": "Menu"}
    assert match["scene"] == "Screen"
    assert pause["paused"] == "PauseScreen"  # two fingers held LEFT and RIGHT together


def test_tour_in_the_page_draws_the_simulators_checkpoints(page_url):
    sim = []
    device_lane.run_sim(out=sim.append)
    expected = [line for line in sim if line.startswith("check ")]
    (result,) = browse("tour", page_url)
    lines = result["lines"]
    assert lines[-1] == "tour done"
    assert len(lines) - 1 == len(expected) > 70
    for page_line, sim_line in zip(lines, expected):
        assert page_line == sim_line, "first checkpoint that differs (page, then simulator)"
