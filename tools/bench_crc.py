"""Speed of the save files' CRC-32 (engine/savefile.py): binascii.crc32 where
the firmware has it, and the pure-Python nibble table the code falls back to.

    python -m tools.bench_crc [--circuitpython PATH]

Runs here (CPython) and, given CircuitPython's unix port (--circuitpython or
SALVO_CIRCUITPYTHON; /work/shared/bin/README), under it too: the same file is
the script it runs. A match log is 20 to 250 bytes, the stats a few dozen.
"""

import sys

# The repository root (no os.path under CircuitPython: plain string work).
ROOT = "/".join(__file__.replace("\\", "/").split("/")[:-2]) or "."


def _micros():
    import time

    if hasattr(time, "monotonic_ns"):
        return time.monotonic_ns() // 1000
    return time.ticks_us()  # MicroPython builds without monotonic_ns


def measure():
    """Print bytes per second of each CRC over 1 KB, repeated."""
    sys.path.insert(0, ROOT)
    from engine import savefile

    data = bytes(range(256)) * 4
    assert savefile.crc32_table(data) == savefile.crc32(data)
    for name, crc in (("table", savefile.crc32_table), ("binascii", savefile.crc32)):
        if name == "binascii" and savefile._crc32 is None:
            print("binascii: not in this build")
            continue
        rounds = 5 if name == "table" else 200
        spent = None
        for _ in range(7):  # the best of 7: a shared machine preempts now and then
            start = _micros()
            for _ in range(rounds):
                crc(data)
            took = max(_micros() - start, 1)
            spent = took if spent is None else min(spent, took)
        print("{} {}: {} bytes/s, a 250-byte log in {} us".format(
            sys.implementation.name, name, rounds * len(data) * 1000000 // spent, 250 * spent // (rounds * len(data))))


def main(argv):
    """Measure here, then under CircuitPython's unix port if one is named."""
    import os
    import subprocess

    measure()
    port = os.environ.get("SALVO_CIRCUITPYTHON")
    if "--circuitpython" in argv:
        port = argv[argv.index("--circuitpython") + 1]
    if port:
        subprocess.run([port, "-X", "heapsize=128k", os.path.abspath(__file__), "--measure"], check=True)


if __name__ == "__main__":
    if "--measure" in sys.argv:  # (also the script CircuitPython runs)
        measure()
    else:
        main(sys.argv[1:])
