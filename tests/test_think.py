"""CPUs think in slices (engine/think.py, Match.think_bots): the same picks as
thinking at once, never more than a frame's work budget per frame, and the
thinking waits while nobody drives it (a paused match)."""

import pytest

from engine import registry, think
from engine.match import HUMAN, Match

GAMES = [name for _, name, _ in registry.games()]


def cases():
    """(game, level, seats): every registered game and CPU level, at its fewest
    and most seats."""
    for name in GAMES:
        game = registry.load(name)
        levels = len(registry.part(name, "info").LEVELS)
        for level in range(1, levels + 1):
            for seats in sorted(set(game.SEATS)):
                yield name, level, seats


class StepClock:
    """A ticks_ms-like clock for measured slicing (Match.think_bots(clock=)):
    each reading moves on by the next of `steps` ms, round and round."""

    def __init__(self, steps):
        self.steps = steps
        self.at = 0
        self.now = 0
        self.reads = 0

    def __call__(self):
        self.now += self.steps[self.at % len(self.steps)]
        self.at += 1
        self.reads += 1
        return self.now


def play(name, level, seats, seed, budget=None, each_frame=None, clock=None):
    """An all-CPU match; CPUs decide at once (budget None) or by think_bots
    frames of `budget` (sliced by `clock` when given). each_frame(match) runs
    after every frame. Returns the log bytes."""
    match = Match(registry.load(name), seed, None, [level] * seats)
    while match.result() is None:
        if budget is None:
            match.play_bots()
        else:
            while not match.think_bots(budget, clock):
                if each_frame:
                    each_frame(match)
        match.resolve()
    return match.log.to_bytes()


@pytest.mark.parametrize("name,level,seats", list(cases()))
def test_sliced_thinking_picks_exactly_what_choose_picks(name, level, seats):
    for seed in (3, 1000, 77777):
        whole = play(name, level, seats, seed)
        assert play(name, level, seats, seed, budget=1) == whole  # a unit a frame
        assert play(name, level, seats, seed, budget=think.FRAME_US) == whole
        # Sliced by measured time, however uneven the units (a board's clock).
        clock = StepClock((0, 7, 1, 0, 16, 3, 2))
        assert play(name, level, seats, seed, budget=think.FRAME_US, clock=clock) == whole


def bare(think_of):
    """A bot's think() whose every yield is a bare one (LONG dropped)."""

    def think(view, legal):
        thinking = think_of(view, legal)
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                return done.value
            yield

    return think


def test_measured_slicing_stops_before_the_longest_unit_would_pass_the_budget():
    """With a clock, a frame runs units while the time spent plus the longest
    unit so far stays under the budget: 4 ms units fit three to a 15 ms frame
    (12 + 4 would pass it); a unit longer than the frame still runs alone."""
    game = registry.load("missile")
    match = Match(game, 12, None, (1, HUMAN))
    bot = match.bots[0]
    bot.think = bare(bot.think)  # (the cut by time alone: no unit announced LONG)
    clock = StepClock((4,))
    before = bot.evaluated
    frames = 0
    while not match.think_bots(think.FRAME_US, clock):
        frames += 1
        assert clock.reads == 4 * frames  # start, then after each of three units
        assert match.spent == 12000
    assert bot.evaluated > before and frames > 3
    slow = Match(game, 12, None, (1, HUMAN))
    assert slow.think_bots(think.FRAME_US, StepClock((40,))) is False
    assert slow.spent == 40000  # one unit, however long


class Counting:
    """Wraps a bot: counts the units its think() runs, per think_bots frame."""

    def __init__(self, bot):
        self.bot = bot
        self.UNIT_US = bot.UNIT_US
        self.units = 0

    def think(self, view, legal):
        thinking = self.bot.think(view, legal)
        while True:
            self.units += 1
            try:
                next(thinking)
            except StopIteration as done:
                return done.value
            yield


@pytest.mark.parametrize("name", GAMES)
def test_a_frame_never_does_more_than_its_budget(name):
    game = registry.load(name)
    bot_class = registry.part(name, "bot").Bot
    # One unit fits a frame on a PyBadge (else a frame would always be over).
    assert 0 < think.unit_cost(bot_class) <= think.FRAME_US
    match = Match(game, 41, None, [len(registry.part(name, "info").LEVELS)] * game.SEATS[1])
    counters = [Counting(bot) for bot in match.bots]
    match.bots[:] = counters
    frames = steps = 0
    busiest = 0
    while match.result() is None:
        steps += 1
        done = False
        while not done:
            for counter in counters:
                counter.units = 0
            done = match.think_bots()
            frames += 1
            spent = 0
            for counter in counters:
                spent += counter.units * think.unit_cost(counter)
            assert spent == match.spent <= think.FRAME_US
            busiest = max(busiest, spent)
        match.resolve()
    assert frames >= steps and busiest > 0  # (it did think, frame by frame)


def test_the_budget_buys_whole_units_and_at_least_one():
    class Slow:
        UNIT_US = think.FRAME_US // think.DEVICE_FACTOR // 3  # three units a frame

        def __init__(self):
            self.ran = 0

        def think(self, view, legal):
            for _ in range(10):
                self.ran += 1
                yield
            return legal[0]

    game = registry.load("starship")
    match = Match(game, 5, None, (1, 1))
    match.bots[:] = [Slow(), Slow()]
    ran = []
    while not match.think_bots():
        ran.append((match.bots[0].ran, match.bots[1].ran))
    # Seat 0 first, three units a frame; its last two (the tenth yield, then
    # the return) share a frame with seat 1's first unit.
    assert ran == [(3, 0), (6, 0), (9, 0), (10, 1), (10, 4), (10, 7), (10, 10)]
    assert match.locked == [True, True]
    match2 = Match(game, 5, None, (1, 1))
    match2.bots[:] = [Slow(), Slow()]
    match2.think_bots(1)  # less than a unit: one unit all the same
    assert match2.bots[0].ran == 1 and match2.spent == think.unit_cost(Slow)


@pytest.mark.parametrize("name", ["missile", "arrowbic"])
def test_a_unit_is_at_most_one_evaluated_position(name):
    """The documented unit: one field evaluation (Missile Match) or one
    position (Arrowbic) between two yields, never a batch of them."""
    counter = "evaluated" if name == "missile" else "positions"
    game = registry.load(name)
    match = Match(game, 8, None, (1, 1))
    most = 0
    while match.result() is None:
        match._start_bots()
        for seat in range(2):
            if match.thinking[seat] is None:
                continue
            bot = match.bots[seat]
            before = 0
            while match.thinks(seat):
                match.think_bots(1)
                now = getattr(bot, counter)
                most = max(most, now - before)
                before = now
        match.resolve()
    assert most == 1


def test_players_without_think_decide_in_one_unit():
    class Plain:
        def choose(self, view, legal):
            return legal[-1]

    game = registry.load("starship")
    match = Match(game, 5, None, (1, HUMAN))
    match.bots[0] = Plain()
    assert match.think_bots() is True  # one unit: choose() itself
    assert match.locked[0] and match.pending[0] == game(5, None, 2).legal(0)[-1]
    assert match.spent == think.FRAME_US


def test_thinking_waits_while_nobody_drives_it_and_resumes_where_it_was():
    """A paused match scene stops calling think_bots: the CPU's half-done
    decision waits in the Match and ends with the same pick."""
    game = registry.load("missile")
    whole = Match(game, 12, None, (1, HUMAN))
    whole.play_bots()
    match = Match(game, 12, None, (1, HUMAN))
    for _ in range(20):
        assert match.think_bots() is False
    assert match.thinks(0) and not match.locked[0]
    paused = match.bots[0].evaluated
    for _ in range(5):
        pass  # (the pause screen runs: nobody calls think_bots)
    assert match.bots[0].evaluated == paused
    while not match.think_bots():
        pass
    assert match.pending[0] == whole.pending[0]
    # play_bots finishes a thinking seat rather than starting it over.
    match = Match(game, 12, None, (1, HUMAN))
    match.think_bots()
    match.play_bots()
    assert match.locked[0] and match.pending[0] == whole.pending[0]


def test_restart_and_resolve_drop_the_thinking():
    game = registry.load("missile")
    match = Match(game, 12, None, (1, 1))
    match.think_bots()
    assert match.thinks(0)
    match.restart()
    assert not match.thinks(0) and not match.thinks(1)
    match.play_bots()
    match.resolve()
    assert match.think_bots() is False and match.thinks(0)


def test_pause_works_on_screen_while_a_cpu_thinks():
    """Missile Match, a person against the CPU: the pause chord pauses while the
    CPU is in the middle of its decision (frames keep coming all along); the
    thinking waits on the pause screen and ends, after Resume, with the pick it
    makes at once."""
    from engine.ui.pad import A, LEFT, RIGHT
    from engine.ui.pause import PauseScreen
    from tests.sim_harness import make_app, run

    game = registry.load("missile")
    whole = Match(game, 12, None, (HUMAN, 1))
    whole.play_bots()
    app = make_app({"game": "missile", "seats": [0, 1]})
    match = Match(game, 12, None, (HUMAN, 1))
    screen = registry.part("missile", "screen").Screen(match)
    app.switch(screen)
    run(app, 10)
    assert match.thinks(1) and not match.locked[1]
    app.console.push(0, LEFT, True)
    app.console.push(0, RIGHT, True)
    for _ in range(60):
        run(app, 1)
        if isinstance(app.scene, PauseScreen):
            break
    assert isinstance(app.scene, PauseScreen) and match.thinks(1)
    app.console.push(0, LEFT, False)
    app.console.push(0, RIGHT, False)
    run(app, 5)
    units = match.bots[1].evaluated
    run(app, 30)  # paused: nobody drives the thinking
    assert match.bots[1].evaluated == units and match.thinks(1)
    app.console.push(0, A, True)  # Resume
    app.console.push(0, A, False)
    run(app, 3)
    assert app.scene is screen
    for _ in range(2000):
        if match.locked[1]:
            break
        run(app, 1)
    assert match.pending[1] == whole.pending[1]


def test_the_duel_harness_cuts_frames_as_a_board_does():
    """tools.duel.frames (what bench_think and bench_wait count) cuts a list of
    unit times into the frames Match.think_bots makes of them on a board (a
    measured clock): the same frames, the same work in each. The units as
    duel.timed lists them: the view and legal list (here instant), each
    stretch up to a yield, and the last one, up to the return."""
    from tools import duel

    stretches = [3, 1, 9, 2, 2, 2, 14, 30, 1, 1, 1, 1, 1, 7, 5, 6, 4]  # ms
    now = [0]

    class Timed:
        UNIT_US = 100

        def think(self, view, legal):
            for took in stretches:
                now[0] += took
                yield
            return legal[0]

    game = registry.load("starship")
    match = Match(game, 5, None, (1, HUMAN))
    match.bots[0] = Timed()
    made = []
    done = False
    while not done:
        done = match.think_bots(think.FRAME_US, lambda: now[0])
        made.append(match.spent // 1000)
    units = [0] + stretches + [0]
    assert made == duel.frames(units, think.FRAME_US // 1000)
    assert len(made) > 3 and sum(made) == sum(stretches)


def test_a_seats_view_and_legal_list_begin_a_frame():
    """With a clock, a CPU seat whose thinking starts after another seat's
    units in the same frame waits for the next frame: its view and legal list
    (a unit of their own, often its longest) begin one. bench_think counts
    it so: a cut before each seat's first unit (duel.frames' longs)."""
    from tools import duel

    now = [0]

    class Timed:
        UNIT_US = 100

        def __init__(self, stretches):
            self.stretches = stretches

        def think(self, view, legal):
            for took in self.stretches:
                now[0] += took
                yield
            return legal[0]

    first = [2, 3, 1]  # ms: seat 0 ends with room to spare in its frame
    second = [4, 4, 4, 4]
    game = registry.load("starship")
    match = Match(game, 5, None, (1, 1))
    match.bots[0] = Timed(first)
    match.bots[1] = Timed(second)
    made = []
    done = False
    while not done:
        done = match.think_bots(think.FRAME_US, lambda: now[0])
        made.append(match.spent // 1000)
    units = [0] + first + [0] + [0] + second + [0]
    longs = [False] * len(units)
    longs[len(first) + 1] = True  # the cut bench_think puts before seat 1's first unit
    assert made == duel.frames(units, think.FRAME_US // 1000, longs)
    assert made[0] == sum(first)  # seat 1 did not start in seat 0's frame
    assert made != duel.frames(units, think.FRAME_US // 1000)  # (without the rule it would have)


def test_the_waiting_cue_shows_only_once_no_person_has_a_pick_to_make():
    """The bar along the bottom edge (MatchScene.wait_cue) counts time since
    the last press and never shows while a person still picks (a Missile CPU's
    pace depends on its hidden hand); once the person has locked it comes up
    past a second of waiting and goes when the CPU has decided."""
    from tests.sim_harness import make_app, run

    game = registry.load("missile")
    app = make_app({"game": "missile", "seats": [0, 1]})
    match = Match(game, 12, None, (HUMAN, 1))
    screen = registry.part("missile", "screen").Screen(match)
    app.switch(screen)
    run(app, 60)  # two seconds without a press, the person still to lock
    assert match.thinks(1) and screen.wait_cue is None  # (made when first needed)
    assert match.choose(0, match.game.legal(0)[0]) and match.lock(0)
    app.last_press = app.console.ticks_ms()
    run(app, 25)  # under a second since the lock
    assert match.thinks(1) and screen.wait_cue is None
    run(app, 15)  # past a second
    assert match.thinks(1) and screen.wait_cue.lit >= 1
    for _ in range(3000):
        if not match.thinks(1):
            break
        run(app, 1)
    run(app, 2)
    assert screen.wait_cue is None or screen.wait_cue.lit == 0


def test_a_long_unit_announced_gets_a_frame_of_its_own_on_a_board_only():
    """A think() that yields True (LONG, engine/think.py) ends a board's frame there (the long
    unit after it starts the next frame: duel.frames counts it so, with the
    flags duel.timed keeps); the counted pacing ignores it, and the pick is the
    same either way."""
    from tools import duel

    stretches = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1]  # ms; the 12 ms unit follows the LONG
    now = [0]

    class Timed:
        UNIT_US = 100

        def think(self, view, legal):
            for i in range(len(stretches)):
                now[0] += stretches[i]
                yield True if i + 1 < len(stretches) and stretches[i + 1] > 5 else None  # LONG
            return legal[-1]

    game = registry.load("starship")
    picks = []
    for clock in (lambda: now[0], None):
        match = Match(game, 5, None, (1, HUMAN))
        match.bots[0] = Timed()
        made = []
        while True:
            done = match.think_bots(think.FRAME_US, clock)
            made.append(match.spent // 1000)
            if done:
                break
        picks.append(match.pending[0])
        if clock is not None:
            flags = [False] + [stretches[i + 1] > 5 if i + 1 < len(stretches) else False for i in range(len(stretches))] + [False]
            assert made == duel.frames([0] + stretches + [0], think.FRAME_US // 1000, flags)
            assert max(made) == 12  # the long unit alone
            assert duel.frames([0] + stretches + [0], think.FRAME_US // 1000)[0] > 15  # without LONG
        else:
            assert made == [14, 14, 14, 2]  # counted pacing: 16 units of 2.8 ms, five a frame, LONG or not
    assert picks[0] == picks[1]
