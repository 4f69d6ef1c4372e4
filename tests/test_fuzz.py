"""tools/fuzz.py: 20,000 random events through the whole app find no crash, hang,
stuck state or replay mismatch, and reach every game and screen; planted bugs of
each kind are caught, and a failing episode's saved script plays the failure
again."""

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.sim import parse_script
from engine.ui.pause import PauseScreen
from tools import fuzz

ROOT = Path(__file__).resolve().parent.parent


def test_twenty_thousand_events_break_nothing(tmp_path, report_line):
    summary = fuzz.fuzz(20000, seed=14, out=str(tmp_path), report=report_line)
    assert summary["failures"] == []
    scenes = summary["scenes"]
    for name in fuzz.playable_names() + ["Menu", "TextScreen", "PauseScreen", "ResultScreen", "Attract"]:
        assert scenes.get(name, 0) > 0, (name, scenes)
    assert summary["replays"] > 0 and summary["presses"] >= 20000
    report_line("fuzz: {events} events ({presses} presses), {episodes} episodes, {frames} frames: "
                "0 crashes, 0 hangs, 0 stuck, 0 replay mismatches; {rate:.0f} events/s".format(
                    rate=summary["events"] / summary["seconds"], **summary))


def saved_script(out):
    (path,) = Path(out).glob("*.txt")
    return path


def test_a_crash_is_caught_and_its_saved_script_plays_it_again(tmp_path, monkeypatch):
    calls = []

    def broken(self, seat, button, now):
        calls.append(button)
        if len(calls) == 7:
            raise RuntimeError("planted")
        return self.scene

    monkeypatch.setattr(PauseScreen, "press", broken)
    summary = fuzz.fuzz(1500, seed=3, per_episode=1500, out=str(tmp_path), report=lambda line: None)
    ((kind, command),) = summary["failures"]
    assert kind == "crash" and "--script" in command
    script = saved_script(tmp_path)
    text = script.read_text()
    assert "RuntimeError: planted" in text
    # The saved prefix, run again from a fresh app, crashes the same way.
    calls.clear()
    lines = [line for line in text.splitlines() if line and not line.startswith("#")]
    again = fuzz.Episode(lines).run()
    assert again.failure[0] == "crash" and "planted" in again.failure[1] and len(calls) == 7
    # Without the planted bug it is an ordinary script for the command line.
    parse_script(text)
    done = subprocess.run([sys.executable, "code.py", "--headless", "--script", str(script),
                           "--saves", str(tmp_path / "s"), "--max-frames", "40000"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr


def test_a_screen_that_ignores_every_press_is_stuck(tmp_path, monkeypatch):
    from engine.ui.text_screen import TextScreen

    monkeypatch.setattr(TextScreen, "press", lambda self, seat, button, now: None)
    summary = fuzz.fuzz(3000, seed=5, per_episode=3000, out=str(tmp_path), report=lambda line: None)
    ((kind, _),) = summary["failures"]
    assert kind == "stuck"
    assert "on TextScreen" in saved_script(tmp_path).read_text()


def test_a_frame_that_never_ends_is_a_hang(tmp_path, monkeypatch):
    import time

    monkeypatch.setattr(fuzz, "HANG_S", 1)
    monkeypatch.setattr(PauseScreen, "tick", lambda self, now: time.sleep(5))
    summary = fuzz.fuzz(600, seed=3, per_episode=600, out=str(tmp_path), report=lambda line: None)
    ((kind, _),) = summary["failures"]
    assert kind == "hang"
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)  # the alarm is off again


def test_a_log_that_replays_differently_is_a_mismatch(tmp_path, monkeypatch):
    from engine import logread as match_module

    real = match_module.replay
    calls = []

    def wrong_once(data, each=None, whole=True):
        calls.append(data)
        if len(calls) == 2:  # the fuzzer's check of the second result
            raise ValueError("planted")
        return real(data, each, whole)

    monkeypatch.setattr(match_module, "replay", wrong_once)
    summary = fuzz.fuzz(3000, seed=14, per_episode=3000, out=str(tmp_path), report=lambda line: None)
    assert [kind for kind, _ in summary["failures"]] == ["replay"]


def test_the_command_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "tools.fuzz", "--events", "60", "--seed", "2", "--out",
                           str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "0 crashes, 0 hangs, 0 stuck states, 0 replay mismatches" in done.stdout
    assert "events/s" in done.stdout


@pytest.mark.parametrize("seed", [1, 2])
def test_episodes_are_the_same_for_the_same_seed(seed):
    import random

    one = fuzz.episode_lines(random.Random(seed), 200, 1)
    two = fuzz.episode_lines(random.Random(seed), 200, 1)
    assert one == two and parse_script("\n".join(one))
