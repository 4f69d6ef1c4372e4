"""The shared conformance test: every registered game, many seeds, random and CPU
seats, the fewest and the most seats.

Parametrized over engine.registry.games() and each game's bot LEVELS at collection
time, so a game added to the registry is covered without touching this file.
Per step it checks: acting() is an ascending tuple of seats while the match runs
and empty once it is over; legal(seat) of each acting seat is non-empty, sorted,
unique ints; looking (view, legal, key) changes nothing; every chosen action is
legal; game.check() passes; clone().key() == key(), a clone is independent of the
original and continues identically under the same joint actions; the round count
never passes the limit. At the end: one result per seat in {-1, 0, 1}, and the log
bytes replay through engine.logread.replay to the same final key() and result.
"""

import inspect

import pytest

from engine import registry
from tools.players import random_play
from engine.logread import replay
from engine.match import HUMAN, Match, make_bot
from engine.prng import Rng

SEEDS = 40  # matches per (game, seat mix)
MAX_ROUNDS = 12  # round limit used here, or the game's own default if smaller
MAX_STEPS_PER_ROUND = 200  # generous: multi-step rounds; only stops runaway loops


def _bot_module(game_class):
    return registry.part(game_class.NAME, "bot")


def _mixes():
    """(game NAME, CPU level or 0 for all-random) for every game and level."""
    params = []
    for _, name, _ in registry.games():
        game_class = registry.load(name)
        params.append(pytest.param(name, 0, id="{}-random".format(name)))
        for level in range(1, len(_bot_module(game_class).LEVELS) + 1):
            params.append(pytest.param(name, level, id="{}-cpu{}".format(name, level)))
    return params


def _game_names():
    return [pytest.param(name, id=name) for _, name, _ in registry.games()]


def _options(game_class):
    """Default options with a short round limit (the first option, by contract)."""
    options = registry.default_options(game_class)
    name, default, low, high = game_class.OPTIONS[0]
    assert name == "rounds", "the first option of every game is rounds"
    options[0] = max(low, min(default, MAX_ROUNDS))
    return options


def _match_seed(index):
    """Seeds spread over the whole range 0 .. 2**30-1, the ends included."""
    if index == 0:
        return 0
    if index == 1:
        return 2**30 - 1
    return index * 2654435761 % 2**30


def _seat_kinds(game_class, index, level):
    """Fewest seats on even indices, most on odd; with a CPU level, CPU seats
    alternate with random ones (which seat starts varies), and every fifth match
    is all CPU."""
    low, high = game_class.SEATS
    seats = low if index % 2 == 0 else high
    if level == 0:
        return (HUMAN,) * seats
    if index % 5 == 4:
        return (level,) * seats
    return tuple(level if (seat + index // 2) % 2 == 0 else HUMAN for seat in range(seats))


def _check_legal(game, seat):
    legal = game.legal(seat)
    assert isinstance(legal, (list, tuple)), "legal() gives a list"
    assert len(legal) > 0, "acting seat {} has no legal action".format(seat)
    for action in legal:
        assert type(action) is int and 0 <= action < 2**30, action
    assert list(legal) == sorted(set(legal)), "legal() not sorted and unique"
    return list(legal)


def _check_result(result, seats):
    assert isinstance(result, tuple) and len(result) == seats, result
    for value in result:
        assert value in (-1, 0, 1), result


def play_checked(game_class, index, level):
    """Play one match with every check on; returns the Match."""
    seed = _match_seed(index)
    options = _options(game_class)
    kinds = _seat_kinds(game_class, index, level)
    seats = len(kinds)
    match = Match(game_class, seed, options, kinds)
    game = match.game
    assert game.rounds == options[0]
    # Random-play bots for the non-CPU seats, each with its own generator.
    randoms = [random_play.Bot(seat, Rng((seed + 7919 * (seat + 1)) % 2**30)) for seat in range(seats)]
    twin = None  # a clone made at step `twin_from` and driven alongside to the end
    twin_from = index % 3
    step_cap = MAX_STEPS_PER_ROUND * (options[0] + 1)
    steps = 0
    while True:
        game.check()
        acting = game.acting()
        result = game.result()
        assert 0 <= game.round <= game.rounds
        if not acting:
            assert result is not None, "no seat acts but the match has no result"
            break
        assert result is None, "a finished match still has acting seats"
        assert isinstance(acting, tuple) and list(acting) == sorted(set(acting))
        assert 0 <= acting[0] and acting[-1] < seats
        key = game.key()
        assert isinstance(key, bytes)
        legal = {seat: _check_legal(game, seat) for seat in acting}
        for seat in range(seats):
            game.view(seat)
        assert game.key() == key, "view() or legal() changed the state"

        snapshot = game.clone()
        assert snapshot is not game
        assert snapshot.key() == key
        assert snapshot.acting() == acting
        for seat in acting:
            assert list(snapshot.legal(seat)) == legal[seat]
        if steps == twin_from:
            twin = game.clone()

        match.play_bots()
        for seat in acting:
            if match.is_human(seat):
                action = randoms[seat].choose(game.view(seat), game.legal(seat))
                assert match.choose(seat, action), "random pick refused"
                assert match.lock(seat)
        for seat in acting:
            assert match.pending[seat] in legal[seat], "seat {} chose {} not in {}".format(
                seat, match.pending[seat], legal[seat]
            )
        joint = match.resolve()
        assert len(joint) == len(acting)
        steps += 1
        assert steps <= step_cap, "match runs past {} steps".format(step_cap)

        # The clone did not move with the original, and follows it exactly.
        assert snapshot.key() == key, "clone shares state with the original"
        snapshot.apply(list(joint))
        assert snapshot.key() == game.key(), "clone diverged under the same actions"
        assert snapshot.result() == game.result()
        if twin is not None:
            twin.apply(list(joint))
            assert twin.key() == game.key(), "long-lived clone diverged"

    _check_result(game.result(), seats)
    if twin is not None:
        twin.check()
        assert twin.result() == game.result() and twin.acting() == ()
    for seat in range(seats):
        game.view(seat)  # still answers after the end

    data = match.log.to_bytes()
    again = replay(data)
    assert again.game.key() == game.key(), "log replays to a different state"
    assert again.result() == game.result()
    assert again.log.to_bytes() == data
    return match


@pytest.mark.parametrize("name,level", _mixes())
def test_conformance(name, level):
    game_class = registry.load(name)
    final_keys = set()
    seat_counts = set()
    for index in range(SEEDS):
        match = play_checked(game_class, index, level)
        final_keys.add(match.game.key())
        seat_counts.add(match.seats)
    assert seat_counts == set(game_class.SEATS)
    # Forty matches that all end in the same state would mean the seeds and the
    # random picks never reached the rules (or key() ignores the state).
    assert len(final_keys) > 1


@pytest.mark.parametrize("name", _game_names())
def test_game_class_contract(name):
    game_class = registry.load(name)
    ids = [gid for gid, _, _ in registry.games()]
    assert game_class.NAME == name
    assert (game_class.ID, name, game_class.TITLE) in registry.games()
    assert ids.count(game_class.ID) == 1
    assert registry.load(game_class.ID) is game_class
    low, high = game_class.SEATS
    assert 1 <= low <= high <= 8
    assert game_class.OPTIONS[0][0] == "rounds"
    for opt_name, default, low, high in game_class.OPTIONS:
        assert isinstance(opt_name, str)
        assert 0 <= low <= default <= high < 2**28
    module = _bot_module(game_class)
    assert isinstance(module.LEVELS, tuple) and len(module.LEVELS) >= 1
    params = list(inspect.signature(module.Bot.__init__).parameters)
    assert params[:4] == ["self", "seat", "rng", "level"], params
    params = list(inspect.signature(module.Bot.choose).parameters)
    assert params == ["self", "view", "legal"], params


# ------------------------------------------------- bots never see the game


class _Touch:
    """Set while a bot's choose() runs: the spy game refuses every attribute."""

    active = False


def _spy_class(game_class):
    class Spy(game_class):
        def __getattribute__(self, attr):
            if _Touch.active:
                raise AssertionError("a bot touched the game object: .{}".format(attr))
            return object.__getattribute__(self, attr)

    Spy.__name__ = "Spy" + game_class.__name__
    return Spy


_LEAVES = (int, float, bool, str, bytes, bytearray, type(None), range)


def _reaches(obj, target, depth=0, seen=None):
    """True when `target` can be reached from `obj` through containers, bound
    methods and instance attributes (not through classes or modules)."""
    if obj is target:
        return True
    if seen is None:
        seen = set()
    if depth > 8 or id(obj) in seen or isinstance(obj, _LEAVES):
        return False
    seen.add(id(obj))
    if isinstance(obj, (tuple, list, set, frozenset)):
        children = list(obj)
    elif isinstance(obj, dict):
        children = list(obj.keys()) + list(obj.values())
    elif inspect.ismethod(obj):
        children = [obj.__self__]
    elif isinstance(obj, type) or inspect.ismodule(obj) or inspect.isroutine(obj):
        return False
    else:
        children = list(getattr(obj, "__dict__", {}).values())
        for slot in getattr(type(obj), "__slots__", ()):
            if hasattr(obj, slot):
                children.append(getattr(obj, slot))
    for child in children:
        if _reaches(child, target, depth + 1, seen):
            return True
    return False


def _guard_bots(match):
    """Wrap each CPU seat's choose() and think(): before it runs, the game must not
    be reachable from the view, the legal list or the bot; while it runs (every
    slice of a think()), the game refuses every attribute."""
    calls = [0]

    def check(view, legal, bot):
        game = match.game
        assert not _reaches(view, game), "view(seat) hands out the game"
        assert not _reaches(legal, game), "legal() hands out the game"
        assert not _reaches(vars(bot), game), "the bot keeps the game"

    for bot in match.bots:
        if bot is None:
            continue
        real = bot.choose

        def guarded(view, legal, real=real, bot=bot):
            check(view, legal, bot)
            _Touch.active = True
            try:
                action = real(view, legal)
            finally:
                _Touch.active = False
            calls[0] += 1
            return action

        def guarded_think(view, legal, real=getattr(bot, "think", None), bot=bot):
            check(view, legal, bot)
            thinking = real(view, legal)
            while True:
                _Touch.active = True
                try:
                    next(thinking)
                except StopIteration as done:
                    calls[0] += 1
                    check(view, legal, bot)
                    return done.value
                finally:
                    _Touch.active = False
                yield

        bot.choose = guarded
        if getattr(bot, "think", None) is not None:
            bot.think = guarded_think
    return calls


def _play_spied(game_class, seed, kinds):
    options = _options(game_class)
    match = Match(_spy_class(game_class), seed, options, kinds)
    calls = _guard_bots(match)
    steps = 0
    while match.result() is None:
        match.play_bots()
        match.resolve()
        steps += 1
        assert steps <= MAX_STEPS_PER_ROUND * (options[0] + 1)
    return calls[0]


@pytest.mark.parametrize("name,level", [p for p in _mixes() if p.values[1]])
def test_bot_never_sees_the_game(name, level):
    game_class = registry.load(name)
    low, high = game_class.SEATS
    calls = 0
    for seed in range(6):
        seats = low if seed % 2 == 0 else high
        calls += _play_spied(game_class, seed * 40503, (level,) * seats)
    assert calls > 0


def test_spy_catches_a_cheating_bot():
    """The guard itself: a bot that keeps the game, reaches it by a side route, or
    is handed it inside a view, fails."""
    game_class = registry.load(registry.games()[0][1])
    low, _ = game_class.SEATS

    def fresh():
        return Match(_spy_class(game_class), 3, _options(game_class), (1,) * low)

    class Keeper:
        def __init__(self, game):
            self.game = game

        def choose(self, view, legal):
            return legal[0]

    match = fresh()
    match.bots[0] = Keeper(match.game)
    _guard_bots(match)
    with pytest.raises(AssertionError, match="keeps the game"):
        match.play_bots()

    match = fresh()
    side_route = [match.game]

    class Sneak:
        def choose(self, view, legal):
            return side_route[0].legal(0)[0]

    match.bots[0] = Sneak()
    _guard_bots(match)
    with pytest.raises(AssertionError, match="touched the game"):
        match.play_bots()
    assert not _Touch.active

    match = fresh()
    match.bots[0] = Keeper(None)
    _guard_bots(match)
    with pytest.raises(AssertionError, match="hands out the game"):
        match.bots[0].choose((1, [match.game]), [0])
    # The honest path passes.
    match = fresh()
    match.bots[0] = Keeper(None)
    assert _guard_bots(match) is not None
    match.play_bots()


def test_make_bot_path_passes_view_and_legal_only():
    """Match.play_bots hands choose() exactly (view(seat), legal(seat))."""
    game_class = registry.load(registry.games()[0][1])
    low, _ = game_class.SEATS
    match = Match(game_class, 11, _options(game_class), (1,) * low)
    seen = []

    class Recorder:
        def choose(self, *args, **kwargs):
            seen.append((args, kwargs))
            return args[1][0]

    for seat in range(low):
        match.bots[seat] = Recorder()
    match.play_bots()
    assert len(seen) == len(match.acting())
    for seat, (args, kwargs) in zip(match.acting(), seen):
        assert kwargs == {}
        assert len(args) == 2
        assert args[0] == match.game.view(seat)
        assert list(args[1]) == list(match.game.legal(seat))


def test_make_bot_levels():
    for _, name, _ in registry.games():
        game_class = registry.load(name)
        levels = len(_bot_module(game_class).LEVELS)
        for level in range(1, levels + 1):
            bot = make_bot(game_class, 0, level, 12345)
            assert hasattr(bot, "choose")
        with pytest.raises(ValueError):
            make_bot(game_class, 0, levels + 1, 12345)
