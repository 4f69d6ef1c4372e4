"""Checked save files that survive a power cut: match logs and kiosk stats.

A save is a small container around its payload:
    b"SVC\\x01"     magic and container version
    length          2 bytes, little-endian: payload bytes that follow
    payload
    CRC-32          4 bytes, little-endian, of everything before it

A write never touches the good copy until the new one is whole: the new bytes go
to PATH.new, are flushed and synced, then renamed over PATH. A power cut can
leave PATH.new torn (PATH, the previous save, is read instead), or, on FAT, where
a rename over an existing file is "remove PATH, then rename" (MicroPython's
extmod/vfs_fat.c), only PATH.new, whole. A whole PATH.new is always newer than
PATH (it is renamed away right after it is written), so `load` reads it first.
A torn or corrupt copy is refused with one line and never replaces a good one.

The CRC-32 (the one of zip and PNG) comes from binascii.crc32 where the firmware
has it, else from a 16-entry table computed in 16-bit halves, so that no
integer reaches 2**30 (CircuitPython's small ints).
"""

import os

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


MAGIC = b"SVC\x01"
LIMIT = 16384  # largest payload: a long Arrowbic log is about 250 bytes
_HEAD = const(6)  # magic and length
_TAIL = const(4)  # CRC-32
NEW = ".new"  # suffix of the copy being written

try:
    from binascii import crc32 as _crc32
except ImportError:  # a build without binascii: the table below
    _crc32 = None

# CRC-32 (reflected polynomial 0xEDB88320) of each nibble, high and low 16 bits.
_HI = (
    0x0000, 0x1DB7, 0x3B6E, 0x26D9, 0x76DC, 0x6B6B, 0x4DB2, 0x5005,
    0xEDB8, 0xF00F, 0xD6D6, 0xCB61, 0x9B64, 0x86D3, 0xA00A, 0xBDBD,
)  # fmt: skip
_LO = (
    0x0000, 0x1064, 0x20C8, 0x30AC, 0x4190, 0x51F4, 0x6158, 0x713C,
    0x8320, 0x9344, 0xA3E8, 0xB38C, 0xC2B0, 0xD2D4, 0xE278, 0xF21C,
)  # fmt: skip


def crc32_table(data):
    """CRC-32 of `data` as four little-endian bytes, from the nibble table."""
    hi = 0xFFFF
    lo = 0xFFFF
    for byte in data:
        lo ^= byte
        for _ in range(2):  # two nibbles a byte, low first
            index = lo & 0xF
            lo = ((lo >> 4) | ((hi & 0xF) << 12)) ^ _LO[index]
            hi = (hi >> 4) ^ _HI[index]
    hi ^= 0xFFFF
    lo ^= 0xFFFF
    return bytes((lo & 0xFF, lo >> 8, hi & 0xFF, hi >> 8))


def crc32(data):
    """CRC-32 of `data` as four little-endian bytes."""
    if _crc32 is None:
        return crc32_table(data)
    value = _crc32(data)
    # Split at once: a value over 2**30 is a long int on CircuitPython; bytes are not.
    return bytes((value & 0xFF, (value >> 8) & 0xFF, (value >> 16) & 0xFF, (value >> 24) & 0xFF))


def pack(payload):
    """The container bytes for a payload."""
    if len(payload) > LIMIT:
        raise ValueError("save of {} bytes is over the {} byte limit".format(len(payload), LIMIT))
    out = bytearray(MAGIC)
    out.append(len(payload) & 0xFF)
    out.append(len(payload) >> 8)
    out.extend(payload)
    out.extend(crc32(out))
    return bytes(out)


def unpack(data):
    """The payload of container bytes; ValueError saying what is wrong."""
    if data[: len(MAGIC)] != MAGIC[: len(data)]:
        raise ValueError("not a Salvo save")
    if len(data) < _HEAD:
        raise ValueError("torn save ({} bytes)".format(len(data)))
    length = data[4] | data[5] << 8
    whole = _HEAD + length + _TAIL
    if length > LIMIT:
        raise ValueError("corrupt save (length {})".format(length))
    if len(data) < whole:
        raise ValueError("torn save ({} of {} bytes)".format(len(data), whole))
    if len(data) > whole:
        raise ValueError("corrupt save ({} bytes after the end)".format(len(data) - whole))
    if crc32(data[: whole - _TAIL]) != data[whole - _TAIL :]:
        raise ValueError("corrupt save (checksum)")
    return data[_HEAD : whole - _TAIL]


def unpack_front(memory):
    """The payload of the container at the start of `memory` (nvm, sleep
    memory: bytes after it are not ours), or None when there is none, a torn
    or a corrupt one."""
    if memory is None or len(memory) < _HEAD:
        return None
    head = bytes(memory[0:_HEAD])
    end = _HEAD + (head[4] | head[5] << 8) + _TAIL
    if head[:4] != MAGIC or end > len(memory):
        return None
    try:
        return unpack(bytes(memory[0:end]))
    except ValueError:
        return None


_PIECE = const(512)  # bytes read at a time past a file's stated size (a device file)


def read_bounded(path, limit):
    """At most limit + 1 bytes of a file (so a longer one is seen as too long,
    and /dev/zero cannot fill the memory). OSError when it cannot be read.

    read(n) reserves n bytes in one piece before it reads (MicroPython's
    stream read), so n is the file's size plus one, never the limit: on a
    badge a 14-byte stats file must not ask for 16 KB of contiguous heap at a
    match's end. Only a file longer than its size says (a device such as
    /dev/zero, or one growing) is read on, a piece at a time."""
    size = os.stat(path)[6]
    with open(path, "rb") as handle:
        data = handle.read(min(size, limit) + 1)
        while size < len(data) <= limit:
            more = handle.read(min(_PIECE, limit + 1 - len(data)))
            if not more:
                break
            data += more
        return data


def read_one(path):
    """The payload of one save file; OSError if missing, ValueError if bad."""
    data = read_bounded(path, _HEAD + LIMIT + _TAIL)
    return unpack(data)


def _warn(text):
    print("salvo: " + text)


def load(path, warn=_warn):
    """The payload of the newest good copy of a save (PATH.new, then PATH).
    A bad copy passed over for a good one is reported with one line through
    `warn`. OSError when there is no copy at all; ValueError (one line, the
    reason) when no copy is good."""
    refused = None
    for name in (path + NEW, path):
        try:
            payload = read_one(name)
        except OSError:
            continue  # no such copy
        except ValueError as error:
            refused = "{}: {}".format(name, error)
            continue
        if refused is not None:
            warn(refused + ", not used")
        return payload
    if refused is None:
        raise OSError(2, "no save at " + path)
    raise ValueError(refused)


def _sync(handle):
    """Push a written file down to the storage medium."""
    handle.flush()
    fsync = getattr(os, "fsync", None)
    if fsync is not None:  # CPython: this file only
        fsync(handle.fileno())
    else:  # CircuitPython: os.sync() writes every cached block out
        sync = getattr(os, "sync", None)
        if sync is not None:
            sync()


def save(path, payload):
    """Write a payload to PATH through PATH.new so a cut never leaves PATH
    torn. OSError (full or read-only drive) is the caller's to report."""
    data = pack(payload)
    new = path + NEW
    with open(new, "wb") as handle:
        handle.write(data)
        _sync(handle)
    # os.replace where there is one (CPython on Windows refuses to rename over a
    # file); CircuitPython's rename removes the old PATH itself.
    getattr(os, "replace", os.rename)(new, path)
    sync = getattr(os, "sync", None)
    if sync is not None and getattr(os, "fsync", None) is None:
        sync()  # the rename too (CircuitPython)
