"""One duel harness for the benchmarks, bench_wait and the ladders (tool only).

    from tools import duel
    match = duel.play("arrowbic", seed, (2, duel.PLAYER), {1: RandomPlayer()})
    steps = duel.timed("missile", seed, (duel.PLAYER, 1), {0: person}, repeats=3)

Runs under CPython, MicroPython (wasm) and CircuitPython's unix port alike.

``play`` plays one match to its end: CPU seats (a level, 1..) decide through
the Match as a match screen's do (their own view only, their own generator from
the seed); PLAYER seats are filled by tool players, anything with
``choose(view, legal)`` (a random player, a level of another bot, a model).
Returns the finished Match (its log, its result()).

``timed`` plays the same way while timing every unit of every CPU decision on
the device clock (tools/device_clock.py): each Match.think_bots call runs one
unit (or the view and legal list a decision starts with, a unit of its own), as
a board's measured slicing cuts them. The match is played `repeats` times and
each unit's time is the median over the runs (the units are the same every run:
picks never depend on timing; the median drops a run another process took the
CPU from, as the pystone's median does). Returns one Step per step of the match.

``frames`` cuts a list of unit times into frames the way Match.think_bots
does on a board (engine/think.py): a frame runs units while the time spent plus
the mean unit so far stays under the budget, and always at least one.
"""

from engine import registry
from engine.match import HUMAN, Match

PLAYER = HUMAN  # a seat a tool player fills (a person's seat kind in the log)


class Step:
    """One step of a timed match: which seats acted, which of them were tool
    players, and per CPU seat the device microseconds of each unit it ran."""

    def __init__(self, acting, players):
        self.acting = acting  # tuple of seats
        self.players = players  # tuple of the acting seats a tool player filled
        self.units = {}  # seat -> [device us of each unit]


def _players_move(match, players):
    """The tool players' picks of this step, locked."""
    game = match.game
    for seat in game.acting():
        player = players.get(seat)
        if player is not None and not match.locked[seat]:
            action = player.choose(game.view(seat), game.legal(seat))
            if not (match.choose(seat, action) and match.lock(seat)):
                raise ValueError("player of seat {} chose {!r}, not a legal action".format(seat, action))


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
    device clock (the median over the runs)."""
    import gc

    from tools import device_clock

    scale = device_clock.factor()
    now_us = device_clock.now_us
    clock = device_clock.device_ms_clock()
    runs = []
    for _ in range(repeats):
        players_now = dict(players or {})
        for seat in players_now:
            reset = getattr(players_now[seat], "reset", None)
            if reset is not None:
                reset(seed, seat)
        match = Match(registry.load(name), seed, options, kinds)
        steps = []
        while match.result() is None:
            game = match.game
            acting = tuple(game.acting())
            step = Step(acting, tuple(s for s in acting if s in players_now))
            _players_move(match, players_now)
            gc.collect()  # (outside every timing: a collection belongs to no unit)
            match._start_bots()
            while True:
                seat = -1
                for s in range(match.seats):
                    if match.thinks(s):
                        seat = s
                        break
                if seat < 0:
                    break
                start = now_us()
                match.think_bots(1, clock)  # one unit (budget under 1 ms)
                took = int((now_us() - start) * scale)
                step.units.setdefault(seat, []).append(took)
            steps.append(step)
            match.resolve()
        runs.append(steps)
    middle = len(runs) // 2
    for at, step in enumerate(runs[0]):
        for seat, times in step.units.items():
            for i in range(len(times)):
                column = sorted(run[at].units[seat][i] for run in runs)
                times[i] = column[middle]
    return runs[0]


def frames(units, budget):
    """The frames Match.think_bots(budget, clock) cuts `units` (device us,
    in the order they run) into on a board: [device us of bot work a frame]."""
    out = []
    spent = 0
    count = 0
    for took in units:
        if count and spent + spent // count >= budget:
            out.append(spent)
            spent = 0
            count = 0
        spent += took
        count += 1
    if count:
        out.append(spent)
    return out
