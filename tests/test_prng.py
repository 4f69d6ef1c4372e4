"""engine.prng: golden vectors, component periods, range, uniformity, seeds, state.

The golden vectors were computed once from engine/prng.py and hard-coded: every
saved match log replays only while these numbers stay exactly the same, on CPython
and on the device, so a change here is a change to the log format.
"""

import pytest

from engine import prng
from engine.prng import RANGE, Rng

# First seeded state and the first 8 raw draws of next(), per seed.
GOLDEN_NEXT = {
    0: ((30724, 14420, 9637), [29807, 25933, 19400, 31639, 29069, 7321, 574, 17524]),
    1: ((921, 20641, 19873), [20751, 27246, 22344, 8335, 19939, 31425, 22955, 12056]),
    123456789: (
        (27223, 30768, 21042),
        [28041, 7187, 20469, 31833, 12182, 10762, 9088, 12277],
    ),
    2**30 - 1: ((20490, 9564, 8551), [23912, 31486, 3155, 17887, 26928, 1410, 24736, 1120]),
}

# Rng(0).below(n) for these n, in this order (the last two take the two-draw path).
GOLDEN_BELOW_N = (1, 2, 3, 6, 10, 100, 32362, 32363, 1000000, prng._RANGE2)
GOLDEN_BELOW = [0, 1, 2, 1, 9, 21, 574, 4411, 539939, 84991559]


@pytest.mark.parametrize("seed", sorted(GOLDEN_NEXT))
def test_golden_first_draws(seed):
    state, draws = GOLDEN_NEXT[seed]
    rng = Rng(seed)
    assert rng.state == state
    assert [rng.next() for _ in range(8)] == draws


def test_golden_below():
    rng = Rng(0)
    assert [rng.below(n) for n in GOLDEN_BELOW_N] == GOLDEN_BELOW


def test_golden_shuffle_list_then_bytearray():
    rng = Rng(7)
    items = list(range(10))
    rng.shuffle(items)
    assert items == [9, 2, 0, 5, 1, 4, 7, 3, 6, 8]
    buf = bytearray(range(8))
    rng.shuffle(buf)
    assert list(buf) == [5, 2, 1, 4, 0, 3, 7, 6]


def test_golden_pick_weighted_and_derive():
    rng = Rng(42)
    picks = [rng.pick_weighted([1, 0, 3, 6], 10) for _ in range(12)]
    assert picks == [2, 2, 3, 3, 3, 2, 3, 3, 3, 3, 3, 2]
    assert rng.derive(5) == 750984801
    assert rng.state == (16408, 17723, 25902)


def test_pick_weighted_never_picks_zero_weight():
    rng = Rng(3)
    seen = set()
    for _ in range(2000):
        seen.add(rng.pick_weighted([0, 5, 0, 1, 0], 6))
    assert seen == {1, 3}


def test_each_component_has_full_period():
    """Step the real generator from state (1, 1, 1): each Lehmer component must
    first come back to 1 after exactly m-1 steps, so it visits all of 1..m-1."""
    moduli = (prng._M1, prng._M2, prng._M3)
    assert moduli == (32363, 31727, 31657)
    rng = Rng(0)
    rng.state = (1, 1, 1)
    first_return = [0, 0, 0]
    steps = 0
    while 0 in first_return:
        rng.next()
        steps += 1
        assert steps < 32363, "a component never came back to 1"
        for i, value in enumerate(rng.state):
            assert 1 <= value < moduli[i]
            if value == 1 and not first_return[i]:
                first_return[i] = steps
    assert first_return == [m - 1 for m in moduli]


def test_next_stays_in_range():
    rng = Rng(99)
    low = high = rng.next()
    for _ in range(50000):
        v = rng.next()
        low = min(low, v)
        high = max(high, v)
    assert 0 <= low and high < RANGE
    # 50,000 draws over 32,362 values reach both ends' neighbourhoods.
    assert low < 10 and high > RANGE - 10


@pytest.mark.parametrize("n", [1, 2, 3, 7, 100, RANGE, RANGE + 1, 10**6, prng._RANGE2])
def test_below_range(n):
    rng = Rng(n % 1000)
    for _ in range(2000):
        assert 0 <= rng.below(n) < n


def _chi_square(counts, expected):
    return sum((c - expected) ** 2 / expected for c in counts)


# Critical chi-square values at p = 0.001 for df = bins - 1; the seeds are fixed,
# so these tests are deterministic: a failure means the distribution changed.
@pytest.mark.parametrize(
    "n,critical",
    [(2, 10.83), (6, 20.52), (10, 27.88), (37, 67.99)],
)
def test_below_rough_uniformity(n, critical):
    rng = Rng(2024 + n)
    draws = 600 * n
    counts = [0] * n
    for _ in range(draws):
        counts[rng.below(n)] += 1
    assert _chi_square(counts, draws / n) < critical


def test_below_two_draw_path_uniform_in_tenths():
    n = 10**9 + 7  # above RANGE: two draws per value
    rng = Rng(5)
    counts = [0] * 10
    for _ in range(10000):
        counts[rng.below(n) * 10 // n] += 1
    assert _chi_square(counts, 1000) < 27.88


@pytest.mark.parametrize("n", [0, -1, -5, prng._RANGE2 + 1, 2**30])
def test_below_rejects_bad_n(n):
    with pytest.raises(ValueError):
        Rng(1).below(n)


@pytest.mark.parametrize("seed", [-1, -(2**31), 2**30, 2**31, 2**40])
def test_seed_out_of_range(seed):
    with pytest.raises(ValueError):
        Rng(seed)
    rng = Rng(0)
    with pytest.raises(ValueError):
        rng.seed(seed)


def test_seed_edges_accepted_and_distinct():
    firsts = set()
    for seed in (0, 1, 2, 2**15 - 1, 2**15, 2**30 - 2, 2**30 - 1):
        rng = Rng(seed)
        for value, m in zip(rng.state, (prng._M1, prng._M2, prng._M3)):
            assert 1 <= value < m
        firsts.add(rng.state)
    assert len(firsts) == 7


def test_neighbouring_seeds_differ():
    streams = set()
    for seed in range(200):
        rng = Rng(seed)
        streams.add(tuple(rng.next() for _ in range(3)))
    assert len(streams) == 200


def test_state_round_trip():
    rng = Rng(31337)
    for _ in range(17):
        rng.next()
    saved = rng.state
    assert isinstance(saved, tuple) and len(saved) == 3
    ahead = [rng.below(1000) for _ in range(20)]
    other = Rng(1)
    other.state = saved
    assert other.state == saved
    assert [other.below(1000) for _ in range(20)] == ahead
    # Restoring rewinds the same generator too.
    rng.state = saved
    assert [rng.below(1000) for _ in range(20)] == ahead


def test_reseed_restarts_the_stream():
    rng = Rng(8)
    first = [rng.next() for _ in range(5)]
    rng.seed(8)
    assert [rng.next() for _ in range(5)] == first
