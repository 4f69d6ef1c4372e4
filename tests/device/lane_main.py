"""Entry script of the device lane on circuitpython-unix (lane.py says how
to run it); a script, so everything it imports can be .mpy."""

import gc
import sys

# circuitpython-unix puts the script's folder first on sys.path as an
# absolute path, so every lane module's __file__ would hold wherever the
# drive was built (a pytest temporary folder is 50 characters deep) and the
# heap figures would move with it. MICROPYPATH already has it as "lane"; a
# board's paths are short and fixed.
if sys.path and sys.path[0].startswith("/") and "lane" in sys.path:
    sys.path.pop(0)
gc.collect()
_start = gc.mem_alloc()  # lane.py's own heap counts as the driver's

import lane

lane.main(sys.argv, _start)
