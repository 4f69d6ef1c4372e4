"""Fixed-size records read one at a time from a data file beside a module.

A table too big for RAM (a bot's policy, say) lives in a binary file of equal-size
records; record i starts at byte i * size. `RecordFile.read(i)` opens the file,
seeks to that record and reads it into one buffer made in __init__, so the table is
never loaded whole and a read allocates only the short-lived file object. The file
is opened per read, not kept open: a bot has no close hook, and nothing is left
open when a match is abandoned.
"""


def beside(module_file, name):
    """Path of the file `name` in the folder of `module_file` (a module's
    __file__), whatever the working directory."""
    here = module_file
    cut = here.rfind("/")
    back = here.rfind("\\")  # CPython on Windows
    if back > cut:
        cut = back
    return here[: cut + 1] + name


class RecordFile:
    """Reads record i (of `size` bytes) of a data file into a reused buffer."""

    def __init__(self, path, size):
        self.path = path
        self.buf = bytearray(size)  # the one record buffer; overwritten by read()

    def read(self, index):
        """The bytes of record `index` (the shared buffer: copy to keep them)."""
        buf = self.buf
        with open(self.path, "rb") as f:
            f.seek(index * len(buf))
            got = f.readinto(buf)
        if got != len(buf):
            raise OSError("{}: no record {}".format(self.path, index))
        return buf
