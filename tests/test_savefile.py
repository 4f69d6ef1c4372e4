"""engine/savefile.py: checked saves that survive a power cut.

- the table CRC-32 equals zlib's (the firmware may lack binascii);
- every cut and every single-bit flip of a saved match log of every game is
  refused with a ValueError, never taken for another match, never a crash;
- a power cut at every byte and every file-system step of a save, on a fake
  FAT file system (rename over a file = remove it, then rename), leaves the
  previous save or the new one readable, never neither;
- --replay and replay_scene refuse logs that stop before the match ended.
"""

import os
import zlib

import pytest

from engine import registry, savefile
from engine.logread import replay
from engine.match import Match
from engine.prng import Rng


def finished_logs():
    """One finished CPU match log per registered game, bytes."""
    logs = []
    for _, name, _ in registry.games():
        game = registry.load(name)
        levels = len(registry.part(name, "info").LEVELS)
        match = Match(game, 7, None, [levels] * game.SEATS[1])  # the most seats
        while match.result() is None:
            match.play_bots()
            match.resolve()
        logs.append((name, match.log.to_bytes()))
    return logs


LOGS = finished_logs()


# ---------------------------------------------------------------- the CRC


def test_table_crc_is_zlibs_crc32():
    rng = Rng(99)
    assert savefile.crc32_table(b"123456789") == (0xCBF43926).to_bytes(4, "little")  # the standard check
    for length in list(range(20)) + [255, 1000]:
        data = bytes(rng.below(256) for _ in range(length))
        expected = zlib.crc32(data).to_bytes(4, "little")
        assert savefile.crc32_table(data) == expected
        assert savefile.crc32(data) == expected


def test_the_table_is_used_when_binascii_is_missing(monkeypatch):
    monkeypatch.setattr(savefile, "_crc32", None)
    payload = LOGS[0][1]
    assert savefile.unpack(savefile.pack(payload)) == payload
    assert savefile.pack(payload)[-4:] == zlib.crc32(savefile.pack(payload)[:-4]).to_bytes(4, "little")


# ---------------------------------------------------------------- the container


def test_round_trip_and_limits():
    for _, log in LOGS:
        assert savefile.unpack(savefile.pack(log)) == log
    assert savefile.unpack(savefile.pack(b"")) == b""
    assert savefile.unpack(savefile.pack(bytes(savefile.LIMIT))) == bytes(savefile.LIMIT)
    with pytest.raises(ValueError, match="limit"):
        savefile.pack(bytes(savefile.LIMIT + 1))


@pytest.mark.parametrize(
    "data,message",
    [
        (b"", "torn save"),
        (b"SVC", "torn save"),
        (b"SVC\x01\x05", "torn save"),
        (b"SVX\x01\x00\x00", "not a Salvo save"),
        (b"SV\x01\x01\x05", "not a Salvo save"),  # a bare match log
        (b"SVC\x01\xff\xff" + bytes(10), "corrupt save \\(length"),
        (savefile.pack(b"abc") + b"\x00", "bytes after the end"),
        (savefile.pack(b"abc")[:-1] + b"\x00", "checksum"),
    ],
)
def test_bad_containers_are_refused_with_one_line(data, message):
    with pytest.raises(ValueError, match=message) as caught:
        savefile.unpack(data)
    assert "\n" not in str(caught.value)


def load_match(data):
    """What loading a save does: unpack, then replay the whole log."""
    return replay(savefile.unpack(data))


def test_every_cut_and_every_bit_flip_of_every_game_is_refused(report_line):
    cuts = flips = 0
    for name, log in LOGS:
        good = savefile.pack(log)
        assert load_match(good).log.to_bytes() == log
        for end in range(len(good)):
            with pytest.raises(ValueError):
                load_match(good[:end])
            cuts += 1
        for bit in range(len(good) * 8):
            bad = bytearray(good)
            bad[bit // 8] ^= 1 << (bit % 8)
            with pytest.raises(ValueError):
                load_match(bytes(bad))
            flips += 1
    # Counted so the loops cannot pass by running nothing (every game's log).
    assert cuts == sum(len(log) + 10 for _, log in LOGS) and flips == 8 * cuts
    report_line(
        "savefile: {} cuts and {} bit flips of {} games' saves refused, 0 accepted".format(cuts, flips, len(LOGS))
    )


def test_a_bare_log_cut_anywhere_is_refused_never_replayed_short():
    # Without the container a cut log must still never replay: either it ends in
    # the middle of a number or the match it describes has not ended.
    for name, log in LOGS:
        for end in range(len(log)):
            with pytest.raises(ValueError):
                replay(log[:end])


def test_an_unfinished_log_is_refused_by_replay_and_the_replay_scene():
    from engine.ui.play import replay_scene

    name, log = [row for row in LOGS if row[0] == "starship"][0]
    match = Match(registry.load(name), 3, None, (1, 1))
    match.play_bots()
    match.resolve()
    assert match.result() is None
    short = match.log.to_bytes()
    with pytest.raises(ValueError, match="ends before the match did"):
        replay(short)
    with pytest.raises(ValueError, match="ends before the match did"):
        replay_scene(short)
    assert replay(short, whole=False).game.round == 1


# ---------------------------------------------------------------- power cuts


class PowerCut(BaseException):
    """The power goes: nothing after this point happens (not an Exception, so
    no handler in the code under test can swallow it)."""


class FatDisk:
    """A fake file system with FAT's rename: over an existing file it removes the
    old one first, then renames (MicroPython's extmod/vfs_fat.c). Every byte
    written and every file-system step spends one unit of `budget`; at zero
    the power is cut."""

    def __init__(self):
        self.files = {}
        self.budget = None  # None: never cut
        self.syncs = 0

    def spend(self):
        if self.budget is not None:
            if self.budget == 0:
                raise PowerCut()
            self.budget -= 1

    # -- the os module savefile uses (no replace, no fsync: as on CircuitPython)
    def rename(self, old, new):
        self.spend()
        if new in self.files:
            del self.files[new]
            self.spend()
        self.files[new] = self.files.pop(old)

    def sync(self):
        self.spend()
        self.syncs += 1

    def stat(self, path):
        if path not in self.files:
            raise OSError(2, "no such file")
        return (0o100644, 0, 0, 1, 0, 0, len(self.files[path]), 0, 0, 0)

    # -- open()
    def open(self, path, mode="rb"):
        disk = self

        class Handle:
            def __init__(self):
                if "w" in mode:
                    disk.spend()
                    disk.files[path] = bytearray()
                elif path not in disk.files:
                    raise OSError(2, "no such file")

            def write(self, data):
                for byte in data:
                    disk.spend()
                    disk.files[path].append(byte)

            def read(self, limit=-1):
                data = bytes(disk.files[path])
                return data if limit < 0 else data[:limit]

            def flush(self):
                pass

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return False

        return Handle()


@pytest.fixture
def disk(monkeypatch):
    fat = FatDisk()
    monkeypatch.setattr(savefile, "os", fat)
    monkeypatch.setattr(savefile, "open", fat.open, raising=False)
    return fat


@pytest.mark.parametrize("which", range(len(LOGS)))
def test_a_power_cut_anywhere_in_a_save_keeps_the_old_or_the_new_save(disk, which, report_line):
    old, new = LOGS[which - 1][1], LOGS[which][1]
    cuts = 0
    budget = 0
    while True:
        disk.files = {}
        disk.budget = None
        savefile.save("/saves/last.svl", old)
        disk.budget = budget
        try:
            savefile.save("/saves/last.svl", new)
            finished = True
        except PowerCut:
            finished = False
            cuts += 1
        disk.budget = None
        lines = []
        got = savefile.load("/saves/last.svl", lines.append)
        assert got in (old, new), budget
        # Until the new copy is whole on the disk, the old one is what loads.
        written = len(disk.files.get("/saves/last.svl.new", b""))
        if "/saves/last.svl.new" in disk.files and written < len(savefile.pack(new)):
            assert got == old and len(lines) == 1 and "torn save" in lines[0]
        # A cut never leaves the reader empty-handed, and the next save mends all.
        savefile.save("/saves/last.svl", old)
        assert savefile.load("/saves/last.svl", lines.append) == old
        assert set(disk.files) == {"/saves/last.svl"}
        if finished:
            break
        budget += 1
    # The open, every byte of the new copy, its sync, both halves of the
    # rename and the sync after it.
    assert cuts == 1 + len(savefile.pack(new)) + 1 + 2 + 1
    report_line("savefile: power cut at {} points of a {} save: old or new kept every time".format(cuts, LOGS[which][0]))


def test_a_corrupt_save_is_refused_with_one_line_and_the_other_copy_used(disk):
    savefile.save("/s", b"first")
    savefile.save("/s", b"second")
    disk.files["/s.new"] = bytearray(savefile.pack(b"third"))  # a rename cut short
    assert savefile.load("/s", print) == b"third"
    disk.files["/s.new"][7] ^= 0x10  # a flipped bit
    lines = []
    assert savefile.load("/s", lines.append) == b"second"
    assert lines == ["/s.new: corrupt save (checksum), not used"]
    disk.files["/s"][-1] ^= 1
    lines = []
    with pytest.raises(ValueError, match="^/s: corrupt save \\(checksum\\)$"):
        savefile.load("/s", lines.append)
    assert lines == []  # the error is the one line
    del disk.files["/s"], disk.files["/s.new"]
    with pytest.raises(OSError):
        savefile.load("/s", lines.append)


def test_saves_on_the_real_file_system(tmp_path):
    path = str(tmp_path / "last.svl")
    savefile.save(path, b"one")
    savefile.save(path, b"two")
    assert savefile.load(path) == b"two" and os.listdir(tmp_path) == ["last.svl"]
    with pytest.raises(OSError):
        savefile.save(str(tmp_path / "no" / "such" / "folder"), b"x")


def test_a_read_reserves_the_files_size_never_the_limit(tmp_path, monkeypatch):
    """read(n) reserves n bytes of heap in one piece (MicroPython's stream
    read): a 14-byte stats file must not ask for the 16 KB limit."""
    import builtins

    from engine import stats

    asked = []
    real_open = builtins.open

    class Counting:
        def __init__(self, handle):
            self.handle = handle

        def read(self, size=-1):
            asked.append(size)
            return self.handle.read(size)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

    table = stats.Stats()
    table.record(1, [0, 1], [1, -1])
    assert stats.save(str(tmp_path), table)
    monkeypatch.setattr(savefile, "open", lambda path, mode="r": Counting(real_open(path, mode)), raising=False)
    size = os.path.getsize(tmp_path / stats.FILE)
    assert size < 30
    assert stats.load(str(tmp_path)).row(1) == [1, 1, 0, 0]
    assert asked == [size + 1]  # one read, the size and one byte to see it ends there
    asked.clear()
    path = tmp_path / "long.bin"
    path.write_bytes(bytes(3000))
    assert len(savefile.read_bounded(str(path), 1000)) == 1001  # longer than the limit: seen as such
    assert asked == [1001]


def test_a_device_file_longer_than_its_size_is_still_bounded():
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    assert len(savefile.read_bounded("/dev/zero", 5000)) == 5001


# ---------------------------------------------------------------- on CircuitPython

CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")


@pytest.mark.skipif(not CIRCUITPYTHON, reason="SALVO_CIRCUITPYTHON is not set (.ci/run sets it)")
def test_saves_and_the_crash_record_work_under_circuitpython(tmp_path):
    """CircuitPython's unix port: the table CRC equals binascii's, a save is
    written, renamed and read back, a cut or flipped one is refused, and the
    kiosk's crash record goes in and out of an nvm-like byte array."""
    import subprocess

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folder = str(tmp_path)
    script = tmp_path / "probe.py"
    script.write_text(
        "import sys\n"
        "sys.path.insert(0, {root!r})\n"
        "from engine import savefile\n"
        "from hw.guard import Record, read_record, write_record\n"
        "data = bytes(range(256))\n"
        "print(savefile.crc32_table(data) == savefile.crc32(data), savefile._crc32 is not None)\n"
        "savefile.save({folder!r} + '/s.svl', b'one')\n"
        "savefile.save({folder!r} + '/s.svl', b'two')\n"
        "print(savefile.load({folder!r} + '/s.svl'))\n"
        "good = savefile.pack(b'abc')\n"
        "bad = 0\n"
        "for end in range(len(good)):\n"
        "    try:\n"
        "        savefile.unpack(good[:end])\n"
        "    except ValueError:\n"
        "        bad += 1\n"
        "print(bad == len(good))\n"
        "nvm = bytearray(b'\\xff' * 256)\n"
        "record = Record()\n"
        "record.add('x.py:1 ValueError: boom', 5)\n"
        "print(read_record(nvm).crashes, write_record(nvm, record), read_record(nvm).line)\n".format(
            root=root, folder=folder
        )
    )
    done = subprocess.run([CIRCUITPYTHON, "-X", "heapsize=128k", str(script)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines() == ["True True", "b'two'", "True", "0 True x.py:1 ValueError: boom"]
    assert sorted(os.listdir(folder)) == ["probe.py", "s.svl"]


@pytest.mark.skipif(not CIRCUITPYTHON, reason="SALVO_CIRCUITPYTHON is not set (.ci/run sets it)")
def test_stats_load_in_a_heap_smaller_than_the_save_limit_under_circuitpython(tmp_path):
    """The kiosk's stats are read at a match's end, when a badge's heap is
    full of the match: with 12 KB free (less than the 16 KB limit) the file
    of a few bytes still loads."""
    import subprocess

    from engine import stats

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    table = stats.Stats()
    table.record(3, [0, 1], [-1, 1])
    stats.save(str(tmp_path), table)
    script = tmp_path / "probe.py"
    script.write_text(
        "import sys\n"
        "sys.path.insert(0, {root!r})\n"
        "import gc\n"
        "from engine import stats\n"
        "gc.collect()\n"
        "match = []  # what a match holds: 12 KB left\n"
        "while gc.mem_free() > 12288:\n"
        "    match.append(bytearray(512))\n"
        "print(stats.load({folder!r}).row(3))\n".format(root=root, folder=str(tmp_path))
    )
    done = subprocess.run([CIRCUITPYTHON, "-X", "heapsize=64k", str(script)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.split() == ["[1,", "0,", "1,", "0]"]
