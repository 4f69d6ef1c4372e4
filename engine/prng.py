"""The engine's own integer random generator, identical on every Python.

L'Ecuyer's 1988 combined generator for 16-bit machines: three Lehmer generators
(a=157 m=32363, a=146 m=31727, a=142 m=31657), each with full period m-1, combined
for a period of about 8.1e12. Every intermediate value stays below 2**23, and the
two-draw path of `below` below 2**30, so on CircuitPython and MicroPython nothing
becomes a long (heap) integer. All chance in a match comes from one of these.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """CPython stand-in for MicroPython's compile-time constant marker."""
        return value


_M1 = const(32363)
_M2 = const(31727)
_M3 = const(31657)
# One draw gives one of RANGE values, 0..RANGE-1.
RANGE = 32362
# Two draws combined: RANGE * RANGE = 1_047_299_044 < 2**30.
_RANGE2 = 1047299044


class Rng:
    """Seeded generator; `state` is three small ints, so it clones cheaply."""

    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        """Restart from an integer seed in 0 .. 2**30-1."""
        if seed < 0 or seed >= 1073741824:
            raise ValueError("seed must be 0 .. 2**30-1")
        # Feistel-mix the two 15-bit halves so neighbouring seeds share nothing;
        # products stay below 2**23.
        hi = seed >> 15
        lo = seed & 0x7FFF
        for k in (157, 146, 142, 211):
            hi, lo = lo, hi ^ ((lo * k + 7919) % 32749 & 0x7FFF)
        # Each component needs a state in 1 .. m-1 (never 0: 0 is a fixed point).
        self.s1 = 1 + (hi ^ lo) % (_M1 - 1)
        self.s2 = 1 + hi % (_M2 - 1)
        self.s3 = 1 + lo % (_M3 - 1)
        self.next()

    def next(self):
        """Next raw value, 0 .. RANGE-1."""
        self.s1 = self.s1 * 157 % _M1
        self.s2 = self.s2 * 146 % _M2
        self.s3 = self.s3 * 142 % _M3
        z = self.s1 - self.s2
        if z > 706:
            z -= 32362
        z += self.s3
        if z < 1:
            z += 32362
        return z - 1

    def below(self, n):
        """Uniform integer in 0 .. n-1, for 1 <= n <= RANGE*RANGE (rejection, no
        bias); ValueError for any other n."""
        if n <= RANGE:
            if n < 1:
                raise ValueError("n must be at least 1")
            limit = RANGE - RANGE % n
            v = self.next()
            while v >= limit:
                v = self.next()
            return v % n
        if n > _RANGE2:
            raise ValueError("n too large")
        limit = _RANGE2 - _RANGE2 % n
        v = self.next() * RANGE + self.next()
        while v >= limit:
            v = self.next() * RANGE + self.next()
        return v % n

    def shuffle(self, items):
        """Fisher-Yates shuffle of a list or bytearray, in place."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1

    def pick_weighted(self, weights, total):
        """Index drawn with probability weights[i] / total (non-negative ints)."""
        r = self.below(total)
        i = 0
        while r >= weights[i]:
            r -= weights[i]
            i += 1
        return i

    @property
    def state(self):
        """The whole generator state, for clone and save."""
        return (self.s1, self.s2, self.s3)

    @state.setter
    def state(self, value):
        self.s1, self.s2, self.s3 = value

    def derive(self, salt):
        """A new seed (0 .. 2**30-1) for a child generator; advances this one."""
        return (self.below(_RANGE2) + salt) % 1073741824
