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
import lane_start

# The lane to run (lane_start drops itself once the lane is made, so only
# lane.py and tour.py stay: the driver's heap); None after a --call.
lane = lane_start.main(sys.argv)
del lane_start
gc.collect()
if lane is not None:
    while lane.frame():
        pass
