"""Entry script of the device lane on circuitpython-unix (lane.py says how
to run it); a script, so everything it imports can be .mpy."""

import gc
import sys

gc.collect()
_start = gc.mem_alloc()  # lane.py's own heap counts as the driver's

import lane

lane.main(sys.argv, _start)
