"""One duel harness for the benchmarks, bench_wait and the ladders (tool only).

    from tools import duel
    result = duel.contest(game, players)      # rules only: the benches' fast loop
    match = duel.play("arrowbic", seed, (2, duel.PLAYER), {1: RandomPlayer()})
    steps = duel.timed("missile", seed, (duel.PLAYER, 1), {0: person}, repeats=3)

Runs under CPython, MicroPython (wasm) and CircuitPython's unix port alike.

``contest`` plays a rules object (a game made from its seed and options) to its
end between players (anything with ``choose(view, legal)``, each seeing only
its own view), applying each step's joint action in acting() order: the loop
every benchmark and ladder plays (tools/bench_*.py), with a hook after every
pick for what a benchmark counts (work, time).

``play`` plays one match to its end: CPU seats (a level, 1..) decide through
the Match as a match screen's do (their own view only, their own generator from
the seed); PLAYER seats are filled by tool players, anything with
``choose(view, legal)`` (a random player, a level of another bot, a model).
Returns the finished Match (its log, its result()).

``timed`` plays the same way while timing every unit of every CPU decision on
the device clock (tools/device_clock.py): each Match.think_bots call runs one
unit (or the view and legal list a decision starts with, a unit of its own), as
a board's measured slicing cuts them. Time is the process's own CPU time (so a
busy machine's other processes are not counted) and the calibration is too:
short pystone runs taken between the steps of the same run, in CPU time
(device_clock.sample), so both share the same minutes of the machine's load;
a decision's CPU time is shared among its units by their wall times (the CPU
clock may count whole milliseconds only). The match is played `repeats` times
(the units are the same every run: picks never depend on timing): a decision's
device time is the mean over the runs, a unit's wall time the least
(_to_device). SCALES keeps every run's factor. Returns one Step per step of the match.

``frames`` cuts a list of unit times into frames the way Match.think_bots
does on a board (engine/think.py): a frame runs units while the time spent plus
the longest unit so far stays under the budget, and always at least one.
"""

from engine import registry
from engine.match import HUMAN, Match

PLAYER = HUMAN  # a seat a tool player fills (a person's seat kind in the log)


SCALES = []  # the factor (host -> device) of every timed run so far


class Step:
    """One step of a timed match: which seats acted, which of them were tool
    players, and per CPU seat the device microseconds of each unit it ran."""

    def __init__(self, acting, players):
        self.acting = acting  # tuple of seats
        self.players = players  # tuple of the acting seats a tool player filled
        self.units = {}  # seat -> [device us of each unit]; ponder_key(seat) -> its pondering's
        self.longs = {}  # seat -> [whether each unit yielded True, LONG in engine/think.py: a board ends the frame after it]
        self.tags = {}  # ponder_key(seat) -> [the guess each pondering unit searched, -1 none]
        self.hits = {}  # seat -> the pondered guess its decision answered from, -1 none


def ponder_key(seat):
    """Step.units' key of a seat's pondering (thinking ahead on the people's
    time, engine/ponder.py): below 0, so no seat's own."""
    return -1 - seat


def _players_move(match, players):
    """The tool players' picks of this step, locked."""
    game = match.game
    for seat in game.acting():
        player = players.get(seat)
        if player is not None and not match.locked[seat]:
            action = player.choose(game.view(seat), game.legal(seat))
            if not (match.choose(seat, action) and match.lock(seat)):
                raise ValueError("player of seat {} chose {!r}, not a legal action".format(seat, action))


def contest(game, players, each=None, clock=None):
    """Play the rules object `game` to its end; players[seat] picks for each
    acting seat from its own view. each(seat, player, spent) runs after every
    pick, spent being clock() after minus before (0 without a clock).
    Returns game.result()."""
    while game.result() is None:
        joint = []
        for seat in game.acting():
            player = players[seat]
            view = game.view(seat)
            legal = game.legal(seat)
            start = clock() if clock is not None else 0
            joint.append(player.choose(view, legal))
            if each is not None:
                each(seat, player, clock() - start if clock is not None else 0)
        game.apply(joint)
    return game.result()


def play(name, seed, kinds, players=None, options=None, each=None):
    """Play a match of game `name` to its end; `kinds` per seat (a CPU level,
    or PLAYER for a seat players[seat] fills). each(match) runs before every
    step. Returns the Match."""
    players = players or {}
    match = Match(registry.load(name), seed, options, kinds)
    while match.result() is None:
        if each is not None:
            each(match)
        _players_move(match, players)
        match.play_bots()
        match.resolve()
    return match


def timed(name, seed, kinds, players=None, repeats=2, options=None):
    """[Step] of a match played `repeats` times, each CPU unit timed on the
    device clock (tools/duel.py's text: CPU time, shared by least wall times)."""
    import gc

    from engine import ponder
    from tools import device_clock

    now_us = device_clock.now_us

    def clock():  # (any ms clock: at a budget under 1 ms each call runs one unit)
        return (now_us() // 1000) & 0x1FFFFFFF

    cpu_us = device_clock.cpu_us
    overhead = device_clock.cpu_overhead()
    said = [None]  # what the unit just run yielded (True, LONG: a board ends the frame)
    runs = []
    # The collector runs between steps only (gc.collect below): a collection
    # inside a unit, of a benchmark's big heap, would be timed as thinking
    # (a board's collections are the frames' budget: bench_frames).
    gc.disable()
    for _ in range(repeats):
        samples = [device_clock.sample() for _ in range(5)]
        cpu = {}  # (step, seat) -> CPU us of that decision
        players_now = dict(players or {})
        for seat in players_now:
            reset = getattr(players_now[seat], "reset", None)
            if reset is not None:
                reset(seed, seat)
        match = Match(registry.load(name), seed, options, kinds)
        for bot in match.bots:
            if bot is not None and getattr(bot, "think", None) is not None:
                bot.think = _telling(bot.think, said)
        steps = []
        while match.result() is None:
            game = match.game
            acting = tuple(game.acting())
            step = Step(acting, tuple(s for s in acting if s in players_now))
            if step.players and len(step.players) == len(acting):
                # Only people act: a CPU seat may ponder (on a board it does
                # so while the person picks). Run it all, a unit a call, before
                # the person's move; bench_wait counts what fits in the person's time.
                gc.collect()
                while True:
                    start_cpu = cpu_us()
                    start = now_us()
                    if not ponder.ponder_bots(match, 1, clock):
                        break
                    took = now_us() - start
                    for seat in range(match.seats):
                        bot = match.bots[seat]
                        if bot is not None and seat not in acting:
                            key = ponder_key(seat)
                            step.units.setdefault(key, []).append(took)
                            step.tags.setdefault(key, []).append(getattr(bot, "ahead_index", -1))
                            cpu[len(steps), key] = cpu.get((len(steps), key), 0) + cpu_us() - start_cpu - overhead
                            break
            _players_move(match, players_now)
            gc.collect()  # (outside every timing: a collection belongs to no unit)
            samples.append(device_clock.sample())
            match._start_bots()
            while True:
                seat = -1
                for s in range(match.seats):
                    if match.thinks(s):
                        seat = s
                        break
                if seat < 0:
                    break
                key = (len(steps), seat)
                start_cpu = cpu_us()
                start = now_us()
                said[0] = None
                match.think_bots(1, clock)  # one unit (budget under 1 ms)
                step.units.setdefault(seat, []).append(now_us() - start)
                step.longs.setdefault(seat, []).append(said[0] is True)
                cpu[key] = cpu.get(key, 0) + cpu_us() - start_cpu - overhead
            for seat in step.units:
                if seat >= 0:
                    step.hits[seat] = getattr(match.bots[seat], "ahead_hit", -1)
            steps.append(step)
            match.resolve()
        scale = device_clock.cpu_factor(samples)
        SCALES.append(scale)
        runs.append((steps, cpu, scale))
    gc.enable()
    return _to_device(runs)


def _telling(think_of, said):
    """A bot's think() that also puts what each unit yields into said[0]."""

    def think(view, legal):
        thinking = think_of(view, legal)
        while True:
            try:
                said[0] = next(thinking)
            except StopIteration as done:
                return done.value
            yield said[0]

    return think


def _median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def _to_device(runs):
    """The first run's steps, each unit's time turned into device us: each
    decision's device time is its process CPU time (whoever else ran
    meanwhile) times its run's factor, the mean over the runs; it is shared
    among the decision's units by their least wall times over the runs (a
    run's wall time may hold another process's turn, and on a busy machine
    that happens at about the same point of two runs more often than chance
    would say: the least drops it). A decision too short for the CPU clock's
    resolution (under 20 ms of wall time) is its units' least wall times times
    the runs' median factor."""
    scale_all = _median([scale for _, _, scale in runs])
    first = runs[0][0]
    for at, step in enumerate(first):
        for seat, times in step.units.items():
            walls = [min([run[0][at].units[seat][i] for run in runs]) for i in range(len(times))]
            total = sum(walls)
            if total >= 20000:
                device = 0
                for steps, cpu, scale in runs:
                    device += cpu[at, seat] * scale
                ratio = device / len(runs) / total
            else:
                ratio = scale_all
            for i in range(len(times)):
                times[i] = int(walls[i] * ratio)
    return first


def frames(units, budget, longs=None):
    """The frames Match.think_bots(budget, clock) cuts `units` (device us,
    in the order they run) into on a board: [device us of bot work a frame].
    A frame runs units while its work plus its longest unit so far stays
    under the budget, and ends after a unit that yielded True (LONG, engine/think.py; longs:
    a flag per unit, as Step.longs keeps them)."""
    out = []
    spent = 0
    longest = 0
    count = 0
    cut = False
    for i in range(len(units)):
        took = units[i]
        if count and (cut or spent + longest >= budget):
            out.append(spent)
            spent = longest = count = 0
        spent += took
        if took > longest:
            longest = took
        count += 1
        cut = bool(longs and longs[i])
    if count:
        out.append(spent)
    return out
