"""Desktop only: the simulator console and the command line (never deployed)."""
