"""Desktop only: the simulator console and the command line (never deployed)."""

import os

# Blinka's platform detection finds no known board on a PC and prints "GENERIC_X86
# is not fully supported" on every run. The simulator uses no pins: it declares
# itself Blinka's OS-agnostic board (the BLINKA_OS_AGNOSTIC flag read by
# adafruit_platformdetect.chip), which Blinka supports without a warning. Set here,
# before anything imports displayio; a value already in the environment wins.
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
