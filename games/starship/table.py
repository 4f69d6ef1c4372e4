"""The layout of the Starship CPU's policy table (games/starship/policy.bin,
written by tools/starship_solve.py): what the bot and the shark level both read."""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


TABLE_NAME = "policy.bin"  # beside this module
TOTAL = const(16384)  # the weights of one record add up to this (fits one Rng draw)
RECORD_SIZE = const(6)  # 3 x uint16: Nothing, Fire, Shield; Fire+Shield implied
STORED_LEFT = const(20)  # records for rounds left 1..STORED_LEFT
# Records per value of rounds left: m 1..3, s 0..6, om 1..3, os 0..6.
PER_LEFT = const(441)


def record_index(missiles, charges, enemy_missiles, enemy_charges, left):
    """Record number of a view; left is clamped to STORED_LEFT (see above)."""
    if left > STORED_LEFT:
        left = STORED_LEFT
    return (
        (((left - 1) * 3 + missiles - 1) * 7 + charges) * 3 + enemy_missiles - 1
    ) * 7 + enemy_charges
