"""engine.matchlog and engine.logread.replay: varints, log round trips, corrupt logs,
and the Starship seed text's sample game replayed move for move."""

import pytest

from engine import registry
from games.starship.rules import BOTH, FIRE, NOTHING, SHIELD
from engine.logread import read, replay
from engine.match import HUMAN, Match, make_bot
from engine.matchlog import MAGIC, MatchLog, get_varint, put_varint
from engine.prng import Rng

STARSHIP = registry.load("starship")


# ---------------------------------------------------------------- varints


@pytest.mark.parametrize(
    "value,encoded",
    [
        (0, b"\x00"),
        (1, b"\x01"),
        (127, b"\x7f"),
        (128, b"\x80\x01"),
        (300, b"\xac\x02"),
        (2**14 - 1, b"\xff\x7f"),
        (2**14, b"\x80\x80\x01"),
        (2**28 - 1, b"\xff\xff\xff\x7f"),
        (2**30 - 1, b"\xff\xff\xff\xff\x03"),
    ],
)
def test_varint_round_trip(value, encoded):
    buf = bytearray()
    put_varint(buf, value)
    assert bytes(buf) == encoded
    # Read from the middle of a longer buffer: the next position is returned.
    data = b"\x55" + bytes(buf) + b"\x66"
    assert get_varint(data, 1) == (value, 1 + len(encoded))


def test_varint_sequence():
    buf = bytearray()
    values = [0, 127, 128, 2**28 - 1, 5, 16384]
    for v in values:
        put_varint(buf, v)
    pos = 0
    out = []
    while pos < len(buf):
        v, pos = get_varint(buf, pos)
        out.append(v)
    assert out == values


@pytest.mark.parametrize("data", [b"", b"\x80", b"\xff\xff", b"\x80\x80\x80\x80"])
def test_varint_cut_off(data):
    with pytest.raises(ValueError, match="middle of a number"):
        get_varint(data, 0)


def test_varint_too_long():
    with pytest.raises(ValueError, match="too large"):
        get_varint(b"\x80\x80\x80\x80\x80\x01", 0)


# ---------------------------------------------------------------- MatchLog


def _played_log(seed=5, kinds=(1, 1), rounds=20):
    match = Match(STARSHIP, seed, [rounds], kinds)
    while match.result() is None:
        match.play_bots()
        match.resolve()
    return match


def test_to_bytes_layout():
    log = MatchLog(1, 300, (0, 1), [20])
    log.add([SHIELD, FIRE])
    log.add([BOTH, NOTHING])
    assert log.steps == 2
    assert log.to_bytes() == MAGIC + b"\x01\xac\x02\x02\x00\x01\x01\x14\x02\x01\x03\x00"


@pytest.mark.parametrize("seed", [0, 127, 128, 2**28 - 1, 2**30 - 1])
def test_to_bytes_from_bytes_round_trip(seed):
    log = MatchLog(1, seed, (HUMAN, 1), [17])
    for joint in ([SHIELD, SHIELD], [NOTHING, FIRE], [BOTH, SHIELD]):
        log.add(joint)
    data = log.to_bytes()
    back = read(data)
    assert back.game_id == 1
    assert back.seed == seed
    assert back.seats == bytes((HUMAN, 1))
    assert back.options == [17]
    assert bytes(back.actions) == bytes(log.actions)
    assert back.to_bytes() == data


def test_played_match_replays_to_same_state():
    for seed in range(30):
        match = _played_log(seed, kinds=(1, 1), rounds=10)
        again = replay(match.log.to_bytes())
        assert again.game.key() == match.game.key()
        assert again.result() == match.result()
        assert again.log.to_bytes() == match.log.to_bytes()


def test_replay_calls_each_after_every_step():
    match = _played_log(3)
    seen = []
    replay(match.log.to_bytes(), lambda game, joint: seen.append(list(joint)))
    assert len(seen) == match.log.steps == match.game.round


# ---------------------------------------------------------------- corrupt logs


def _log_bytes(joints, seed=9, kinds=(HUMAN, HUMAN), options=(20,), game_id=1):
    log = MatchLog(game_id, seed, kinds, list(options))
    for joint in joints:
        log.add(joint)
    return log.to_bytes()


# Ends on round 1: seat 0 fires at an unshielded seat 1.
_SHORT_WIN = [[FIRE, NOTHING]]


@pytest.mark.parametrize(
    "data,message",
    [
        (b"", "not a Salvo match log"),
        (b"SV", "not a Salvo match log"),
        (b"SV\x02\x01\x05\x02\x00\x00\x01\x14", "not a Salvo match log"),
        (b"XY\x01\x01\x05\x02\x00\x00\x01\x14", "not a Salvo match log"),
        (MAGIC, "middle of a number"),
        (MAGIC + b"\x01\x85", "middle of a number"),  # seed cut off
        (MAGIC + b"\x01\x05\x02\x00", "bad seat list"),  # one seat byte missing
        (MAGIC + b"\x01\x05\x00", "bad seat list"),  # zero seats
        (MAGIC + b"\x01\x05\x02\x00\x00", "middle of a number"),  # no option count
        (MAGIC + b"\x01\x05\x02\x00\x00\x01", "middle of a number"),  # option cut
        (MAGIC + b"\x01\x05\x02\x00\x00\x11", "bad option list"),
        (MAGIC + b"\x01\xff\xff\xff\xff\x0f\x02\x00\x00\x01\x14", "bad seed"),
        (MAGIC + b"\x09\x05\x02\x00\x00\x01\x14", "unknown game"),
        (MAGIC + b"\x01\x05\x03\x00\x00\x00\x01\x14", "2 to 2 seats"),
        (MAGIC + b"\x01\x05\x02\x00\x00\x02\x14\x01", "takes 1 options"),
        (MAGIC + b"\x01\x05\x02\x00\x00\x01\x00", "rounds must be"),
        (MAGIC + b"\x01\x05\x02\x00\x09\x01\x14", "no CPU level 9"),
    ],
)
def test_corrupt_header(data, message):
    with pytest.raises(ValueError, match=message):
        replay(data)


def test_truncated_action_varint():
    data = _log_bytes([[SHIELD, SHIELD]]) + b"\x81"
    with pytest.raises(ValueError, match="middle of a number"):
        replay(data)


def test_half_a_joint_action():
    # Both seats act each round: one action alone is a cut-off step.
    data = _log_bytes([[SHIELD, SHIELD]]) + b"\x02"
    with pytest.raises(ValueError, match="middle of a number"):
        replay(data)


@pytest.mark.parametrize(
    "joints",
    [
        [[4, NOTHING]],  # no such action
        [[NOTHING, 200]],  # no such action, two-byte varint
        # Seat 0 spends all 6 charges, then shields once more.
        [[SHIELD, NOTHING]] * 6 + [[SHIELD, NOTHING]],
        # Both spend all 6 charges; then seat 1's Fire+Shield has no charge.
        [[SHIELD, SHIELD]] * 6 + [[NOTHING, BOTH]],
    ],
)
def test_illegal_action(joints):
    data = _log_bytes(joints)
    with pytest.raises(ValueError, match="illegal action"):
        replay(data)


def test_actions_after_the_end():
    good = _log_bytes(_SHORT_WIN)
    assert replay(good).result() == (1, -1)
    with pytest.raises(ValueError, match="after the match ended"):
        replay(good + b"\x00\x00")
    with pytest.raises(ValueError, match="after the match ended"):
        replay(good + b"\x00")


def _random_bytes(rng, count):
    return bytes(rng.below(256) for _ in range(count))


def test_random_garbage_only_raises_value_error():
    """Garbage of three kinds: raw bytes, the magic then raw bytes, and a real
    log with a few bytes changed and maybe cut. Every one either replays or
    raises ValueError with a message; never another exception type."""
    base = _played_log(5, kinds=(1, 1)).log.to_bytes()
    rng = Rng(20240601)
    accepted = refused = 0
    for _ in range(3000):
        kind = rng.below(3)
        if kind == 0:
            data = _random_bytes(rng, rng.below(40))
        elif kind == 1:
            data = MAGIC + _random_bytes(rng, rng.below(40))
        else:
            buf = bytearray(base)
            for _ in range(1 + rng.below(3)):
                buf[rng.below(len(buf))] = rng.below(256)
            data = bytes(buf[: rng.below(len(buf) + 1)])
        try:
            match = replay(data, whole=False)  # the parser; whole logs below
        except ValueError as exc:
            assert str(exc), "ValueError without a message for {!r}".format(data)
            refused += 1
        else:
            match.game.check()
            accepted += 1
            if match.result() is None:
                with pytest.raises(ValueError, match="ends before the match did"):
                    replay(data)
    # Both outcomes happen, so the loop really exercised the parser.
    assert refused > 2000
    assert accepted > 10


def test_make_bot_refuses_unknown_levels():
    with pytest.raises(ValueError):
        make_bot(STARSHIP, 0, 0, 1)
    from games.starship.bot import LEVELS

    with pytest.raises(ValueError):
        make_bot(STARSHIP, 0, len(LEVELS) + 1, 1)
    assert make_bot(STARSHIP, 0, len(LEVELS), 1) is not None


# ---------------------------------------------------------------- seed 001 sample

# The sample game of shared/seeds/001_*.txt. Player A is seat 0, Player B seat 1.
# Each row: (A's action, B's action), then (A missiles, A power, B missiles,
# B power) after the round as the text prints them.
SAMPLE_GAME = (
    ((SHIELD, SHIELD), (3, 5, 3, 5)),
    ((SHIELD, NOTHING), (3, 4, 3, 5)),
    ((BOTH, SHIELD), (2, 3, 3, 4)),
    ((NOTHING, SHIELD), (2, 3, 3, 3)),
    ((BOTH, BOTH), (1, 2, 2, 2)),
    ((SHIELD, SHIELD), (1, 1, 2, 1)),
    ((SHIELD, FIRE), (1, 0, 1, 1)),
    # Round 8: "Player A is destroyed. Player B wins." (counts not printed)
    ((FIRE, BOTH), (0, 0, 0, 0)),
)


def test_seed_sample_game_replays_move_for_move():
    data = _log_bytes([list(joint) for joint, _ in SAMPLE_GAME], seed=1)
    counts = []
    results = []

    def each(game, joint):
        a = game.view(0)
        b = game.view(1)
        assert a[:2] == b[2:4] and b[:2] == a[2:4]  # views agree on counts
        counts.append((a[0], a[1], b[0], b[1]))
        results.append(game.result())
        game.check()

    match = replay(data, each)
    assert counts == [after for _, after in SAMPLE_GAME]
    # Nobody is hit before round 8, and the match runs until then.
    assert results[:7] == [None] * 7
    assert match.result() == (-1, 1)  # B wins
    assert match.game.acting() == ()
    assert match.game.round == 8


def test_seed_sample_game_through_match_flow():
    """The same game entered as two humans choosing and locking."""
    match = Match(STARSHIP, 1)
    for (act_a, act_b), after in SAMPLE_GAME:
        assert match.acting() == (0, 1)
        assert match.choose(0, act_a) and match.lock(0)
        assert not match.choose(0, NOTHING)  # locked picks are final
        assert match.choose(1, act_b) and match.lock(1)
        assert match.resolve() == [act_a, act_b]
        view = match.game.view(0)
        assert (view[0], view[1], view[2], view[3]) == after
    assert match.result() == (-1, 1)
    assert replay(match.log.to_bytes()).game.key() == match.game.key()
