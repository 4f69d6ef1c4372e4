"""engine/stats.py: kiosk tallies per game, counted where a match ends
(engine/ui/result.py finish) and kept across power cuts like the saves."""

import pytest

from engine import registry, savefile, stats
from engine.match import Match
from engine.ui.result import finish
from tests.matches import play_out
from tests.sim_harness import make_app
from tests.test_savefile import FatDisk, PowerCut

STARSHIP = registry.load("starship")


def test_record_counts_matches_by_who_won():
    table = stats.Stats()
    assert table.record(1, b"\x00\x01", (1, -1))  # the person won
    assert table.record(1, b"\x00\x01", (-1, 1))  # the CPU won
    assert table.record(1, b"\x00\x00", (0, 0))  # a draw between two people
    assert table.record(1, b"\x00\x00", (-1, 1))  # a person won (the other lost)
    assert table.record(2, b"\x00\x02\x02", (-1, 1, 1))  # two CPUs shared the win
    assert not table.record(1, b"\x01\x02", (1, -1))  # a demo: not counted
    assert table.row(1) == [4, 2, 1, 1]
    assert table.row(2) == [1, 0, 1, 0]
    assert table.row(0) == [0, 0, 0, 0]


def test_bytes_round_trip_and_bad_payloads():
    table = stats.Stats()
    for game_id in (3, 0, 200):
        for _ in range(game_id + 1):
            table.record(game_id, b"\x00\x01", (1, -1))
    data = table.to_bytes()
    assert stats.Stats.from_bytes(data).rows == table.rows
    assert data == stats.Stats().from_bytes(data).to_bytes()  # id order, not dict order
    for bad, message in (
        (b"XX\x01\x00", "not Salvo stats"),
        (stats.MAGIC + b"\x01\x00\x02\x01\x00\x00", "do not add up"),
        (stats.MAGIC + b"\x01\x00\x01\x01\x00\x00\x00", "after the last row"),
        (stats.MAGIC + b"\x01\x00\x01", "middle of a number"),
        (stats.MAGIC + b"\x7f", "rows"),
    ):
        with pytest.raises(ValueError, match=message):
            stats.Stats.from_bytes(bad)


def played(kinds, seed=4):
    return play_out(Match(STARSHIP, seed, None, kinds))


def test_finish_counts_people_not_demos_and_keeps_them_in_the_store(tmp_path):
    app = make_app({"game": "starship", "seats": [0, 1]}, store=str(tmp_path))
    for kinds in ((0, 1), (1, 1), (0, 0), (1, 3)):
        finish(app, played(kinds))
    assert app.stats.row(STARSHIP.ID)[stats.MATCHES] == 2
    again = stats.load(str(tmp_path))
    assert again.rows == app.stats.rows
    # A fresh app (a reload) reads them back before counting on.
    later = make_app({"game": "starship", "seats": [0, 1]}, store=str(tmp_path))
    finish(later, played((0, 1), seed=9))
    assert later.stats.row(STARSHIP.ID)[stats.MATCHES] == 3


def test_no_store_means_no_stats_file_and_no_error():
    app = make_app({"game": "starship", "seats": [0, 1]})
    finish(app, played((0, 1)))
    assert app.stats.row(STARSHIP.ID)[stats.MATCHES] == 1


def test_a_bad_stats_file_starts_again_with_one_line(tmp_path, capsys):
    (tmp_path / stats.FILE).write_bytes(savefile.pack(b"ST\x01\x05"))
    assert stats.load(str(tmp_path)).rows == {}
    assert capsys.readouterr().out.count("\n") == 1
    (tmp_path / stats.FILE).write_bytes(b"garbage")
    assert stats.load(str(tmp_path)).rows == {}


def test_a_power_cut_while_counting_keeps_the_count_before_or_after(monkeypatch):
    disk = FatDisk()
    monkeypatch.setattr(savefile, "os", disk)
    monkeypatch.setattr(savefile, "open", disk.open, raising=False)
    table = stats.Stats()
    for _ in range(5):
        table.record(1, b"\x00\x01", (1, -1))
    before = table.to_bytes()
    table.record(3, b"\x00\x01", (-1, 1))
    after = table.rows
    budget = cuts = 0
    while True:
        disk.files = {"/s/" + stats.FILE: bytearray(savefile.pack(before))}
        disk.budget = budget
        try:
            stats.save("/s", table)
        except PowerCut:
            cuts += 1
            disk.budget = None
            assert stats.load("/s").rows in (stats.Stats.from_bytes(before).rows, after)
            budget += 1
            continue
        break
    disk.budget = None
    assert stats.load("/s").rows == after and cuts > len(table.to_bytes())
