"""Entry script of the device lane on circuitpython-unix (lane.py says how
to run it); a script, so everything it imports can be .mpy."""

import sys

import lane

lane.main(sys.argv)
