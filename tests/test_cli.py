"""`python code.py`: help lists every choice; bad input is a message, not a crash."""

import subprocess
import sys

import pytest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args, env=None):
    return subprocess.run([sys.executable, "code.py", *args], cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)


def test_help_lists_every_choice():
    out = run("--help").stdout
    for word in ("--game", "--p1", "--p2", "--seed", "--headless", "--frames", "--script", "--replay", "starship"):
        assert word in out


def test_bad_input_gets_a_message_and_exit_code_2(tmp_path):
    from engine import savefile
    from engine.match import Match
    from engine import registry

    bad_log = tmp_path / "bad.svl"
    bad_log.write_bytes(b"SV\x01\x01\x05\x02\x00")
    bad_script = tmp_path / "bad.txt"
    bad_script.write_text("p3 jump\n")
    latin = tmp_path / "latin.txt"
    latin.write_bytes("p1 up # d\xe9j\xe0 vu\n".encode("latin-1"))
    unfinished = Match(registry.load("starship"), 3, None, (1, 1))
    unfinished.play_bots()
    unfinished.resolve()
    cut_log = tmp_path / "cut.svl"
    cut_log.write_bytes(unfinished.log.to_bytes())
    torn = tmp_path / "torn.svl"
    torn.write_bytes(savefile.pack(b"SV\x01\x01\x05")[:-3])
    a_file = tmp_path / "file"
    a_file.write_text("")
    cases = [
        (("--game", "chess"), "unknown game"),
        (("--p2", "robot"), "a seat is"),
        (("--p2", "cpu:99"), "CPU levels"),
        (("--seed", "-4"), "seed must be"),
        (("--rounds", "0"), "rounds must be"),
        (("--replay", str(bad_log)), "not a usable match log"),
        (("--replay", str(tmp_path / "missing.svl")), "cannot read log"),
        (("--script", str(bad_script), "--headless"), "script line 1"),
        (("--size", "10x10"), "size must be"),
        (("--replay", str(cut_log)), "ends before the match did"),
        (("--replay", str(torn)), "torn save"),
        (("--replay", "/dev/zero"), "longer than"),
        (("--replay", str(tmp_path)), "cannot read log"),
        (("--script", str(latin), "--headless"), "not UTF-8 text (byte 9)"),
        (("--script", "/dev/zero", "--headless"), "longer than"),
        (("--size", "161x129"), "the width and the height must be even"),
        (("--size", "161x128"), "the width and the height must be even"),  # Microchips crashed on it
        (("--size", "160x127"), "the width and the height must be even"),
        (("--frames", str(a_file / "frames"), "--headless"), "cannot make frames folder"),
        (("--max-frames", "0", "--headless"), "max-frames must be 1 or more"),
        (("--bogus",), "unrecognized arguments"),
        (("--seed", "x"), "invalid int value"),
    ]
    for args, message in cases:
        done = run(*args)
        assert done.returncode == 2, args
        assert message in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1, (args, done.stderr)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the DISPLAY check is for Linux")
def test_no_display_says_how_to_run_headless():
    env = {"PATH": "/usr/bin:/bin", "HOME": str(ROOT)}
    done = run("--game", "starship", env=env)
    assert done.returncode == 2
    assert "--headless" in done.stderr and "Traceback" not in done.stderr
    assert ".venv/bin/python code.py" in done.stderr  # plain `python` outside the venv has no pygame


def test_headless_cpu_demo_runs_to_the_end(tmp_path):
    done = run("--headless", "--game", "starship", "--p1", "cpu", "--p2", "cpu", "--seed", "3",
               "--frames", str(tmp_path / "f"), "--saves", str(tmp_path / "s"))
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "s" / "last.svl").exists()  # nobody seated: a demo is not saved
    assert len(list((tmp_path / "f").glob("*.png"))) > 20


def test_frames_are_named_by_virtual_time_and_blinka_stays_quiet(tmp_path):
    import re

    frames = tmp_path / "f"
    done = run("--headless", "--game", "starship", "--p1", "cpu", "--p2", "cpu", "--seed", "3",
               "--frames", str(frames), "--saves", str(tmp_path / "s"), "--max-frames", "120")
    assert done.returncode == 0, done.stderr
    assert "not fully supported" not in done.stdout + done.stderr  # Blinka's platform warning
    names = sorted(path.name for path in frames.glob("*.png"))
    times = [int(re.fullmatch(r"(\d{8})ms(-\d+)?\.png", name).group(1)) for name in names]
    assert times[0] == 33 and all(t % 33 == 0 for t in times)  # 33 virtual ms a frame
    assert len(set(times)) == len(times) > 5 and times[-1] > 33 * len(times)  # idle frames are not saved
def test_a_replay_of_a_checked_save_and_of_a_bare_log(tmp_path):
    from engine import registry, savefile
    from engine.match import Match
    from tests.matches import play_out

    match = play_out(Match(registry.load("starship"), 5, None, (0, 1)))
    savefile.save(str(tmp_path / "last.svl"), match.log.to_bytes())
    (tmp_path / "bare.svl").write_bytes(match.log.to_bytes())
    for name in ("last.svl", "bare.svl"):
        done = run("--headless", "--replay", str(tmp_path / name), "--saves", str(tmp_path / "s"))
        assert done.returncode == 0, done.stderr
    assert not (tmp_path / "s" / "last.svl").exists()  # a replay is not saved again


def test_frames_that_cannot_be_written_stop_with_one_line(tmp_path, monkeypatch):
    # A folder that exists but refuses files after the start (a full disk):
    # the first frame fails and the run stops with one line.
    from desktop import cli, sim

    def refuse(self, path):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(sim.SimConsole, "save_png", refuse)
    code = cli.main(["--headless", "--frames", str(tmp_path), "--max-frames", "5", "--saves", ""])
    assert code == 2


def test_a_script_without_quit_ends_the_run_after_its_last_wait(tmp_path):
    """Not at the frame cap: a menu script of a few taps and a wait of 2 s
    draws about 2 s of frames and stops."""
    script = tmp_path / "menu.txt"
    script.write_text("wait 500\np1 down\nwait 2000\n")
    frames = tmp_path / "f"
    done = run("--headless", "--script", str(script), "--frames", str(frames), "--saves", str(tmp_path / "s"))
    assert done.returncode == 0, done.stderr
    assert "stopped after" not in done.stdout and "the script ended" in done.stdout
    times = sorted(int(path.name[:8]) for path in frames.glob("*.png"))
    assert times and times[-1] <= 500 + 100 + 2000 + 100
    assert "frames drawn" in done.stdout


def test_microchips_starts_at_its_default_table_of_four():
    from desktop import cli

    config = cli.build_config(cli.parser().parse_args(["--game", "chips"]))
    assert config["seats"] == [0, 2, 2, 2]  # P1 a person, the rest the strongest CPU
    config = cli.build_config(cli.parser().parse_args(["--game", "chips", "--seats", "2"]))
    assert len(config["seats"]) == 2
    config = cli.build_config(cli.parser().parse_args(["--game", "starship"]))
    assert len(config["seats"]) == 2


def test_the_default_microchips_table_ends_in_a_few_rounds_with_a_winner():
    """The default table (4 seats, CPUs at the strongest level) ends quickly
    and rarely tied; the old default, a 2-seat duel, ran to its round limit
    and tied a third of the time (python -m tools.bench_chips --default)."""
    from engine import registry
    from games.chips.rules import Chips
    from tools.bench_chips import make

    seats = registry.default_seats(Chips)
    rounds = []
    draws = 0
    for seed in range(40):
        game = Chips(seed, registry.default_options(Chips), seats)
        bots = [make("sharp", seat, seed) for seat in range(seats)]
        while game.result() is None:
            game.apply([bots[seat].choose(game.view(seat), game.legal(seat)) for seat in game.acting()])
        rounds.append(game.round)
        draws += game.result().count(1) in (0, seats)
    rounds.sort()
    assert rounds[len(rounds) // 2] <= 10 and draws <= 4
