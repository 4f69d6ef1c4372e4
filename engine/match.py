"""Match flow: choose, lock, reveal when every acting seat has locked, resolve.

The Match owns the game state, the log and the picks not yet revealed. Screens ask
it what a seat may do and tell it what a seat chose; they never decide outcomes.
A locked pick is final: `choose` and `unlock` are refused for a locked seat.

CPU seats decide either at once (`play_bots`: tests and tools) or a slice per
frame (`think_bots`: match scenes, so the screen and the pads stay live while
a CPU thinks; see engine/think.py for the work budget). Both give the same picks.
"""

from engine import registry
from engine import think
from engine.matchlog import MatchLog
from engine.prng import Rng
from engine.ticks import ticks_diff

HUMAN = 0  # seat kind byte in the log; 1.. is a CPU of that level
WAITING = True  # in Match.thinking: a CPU seat whose thinking starts when its turn comes


class Match:
    """One match of one game, from its seed, options and seat kinds."""

    def __init__(self, game_class, seed, options=None, seat_kinds=(HUMAN, HUMAN)):
        if options is None:
            options = registry.default_options(game_class)
        registry.check_options(game_class, options)
        low, high = game_class.SEATS
        if not low <= len(seat_kinds) <= high:
            raise ValueError("{} takes {} to {} seats".format(game_class.TITLE, low, high))
        self.game_class = game_class
        self.seed = seed
        self.options = list(options)
        self.kinds = bytes(seat_kinds)
        self.seats = len(seat_kinds)
        self.pending = [None] * self.seats  # secret picks; None = nothing picked
        self.locked = [False] * self.seats
        self.bots = [None] * self.seats
        self.thinking = [None] * self.seats  # type: list  # a CPU seat's think() under way, WAITING, or None
        self.started = False  # the acting CPU seats of this step began thinking
        self.spent = 0  # device microseconds of bot work in the last think_bots()
        self.restart()

    def restart(self):
        """Back to round one with the same seed, options and seats (rematch uses
        a new seed through `rematch`). The old game and log go first: a
        rematch makes the new ones in the room they held, not beside them (the
        result screen still stands)."""
        self.game = self.log = None
        self.game = self.game_class(self.seed, self.options, self.seats)
        self.log = MatchLog(self.game_class.ID, self.seed, self.kinds, self.options)
        self._next_step()
        for seat in range(self.seats):
            kind = self.kinds[seat]
            if kind != HUMAN:
                self.bots[seat] = make_bot(self.game_class, seat, kind, self.seed)

    def rematch(self, seed):
        """Same game, options and seats, a new seed."""
        self.seed = seed
        self.restart()

    def acting(self):
        """Seats that act in the current step."""
        return self.game.acting()

    def is_human(self, seat):
        """True when a person plays this seat."""
        return self.kinds[seat] == HUMAN

    def choose(self, seat, action):
        """Set a seat's secret pick; False (and no change) if refused."""
        if self.locked[seat] or seat not in self.game.acting():
            return False
        if action not in self.game.legal(seat):
            return False
        self.pending[seat] = action
        return True

    def lock(self, seat):
        """Lock the seat's pick; False when it has no pick or is already locked."""
        if self.locked[seat] or self.pending[seat] is None:
            return False
        if seat not in self.game.acting():
            return False
        self.locked[seat] = True
        return True

    def play_bots(self):
        """Let every acting CPU seat pick and lock, from its own view only, now
        (a thinking seat finishes what it began)."""
        self._start_bots()
        for seat in range(self.seats):
            if self.thinking[seat] is not None:
                self._decided(seat, think.finish(self._thinking(seat)))

    def think_bots(self, budget=think.FRAME_US, clock=None):
        """One frame of CPU thinking: advance the acting CPU seats, in seat
        order, by at most `budget` device microseconds of work (at least one
        unit); a seat that is done picks and locks. True once no acting CPU
        seat is still thinking. Allocates only when a step's thinking starts.

        `clock` (a board's supervisor.ticks_ms, or a benchmark's device clock)
        slices by measured time: units run while the milliseconds spent plus
        the longest unit so far this frame stay under the budget (so only a
        unit longer than every one before it can take a frame past it), and
        a seat's view and legal list, often its longest unit, begin a frame.
        Without one, each unit is charged its bot's declared cost
        (engine/think.py). The picks are the same either way. A `budget` of
        0 runs no unit (a frame with no room: MatchScene.cpu_thinking), and
        says whether any seat still thinks."""
        self._start_bots()
        spent = 0
        units = 0
        start = last = clock() if clock is not None else 0
        longest = 0
        limit = budget // 1000
        for seat in range(self.seats):
            if self.thinking[seat] is None:
                continue
            if not budget:
                self.spent = 0
                return False
            if clock is not None and self.thinking[seat] is WAITING:
                if units:  # its view and legal list, often its longest unit, begin a frame
                    self.spent = ticks_diff(clock(), start) * 1000
                    return False
                units += 1  # they are a unit of their own
            thinking = self._thinking(seat)
            cost = think.unit_cost(self.bots[seat])
            try:
                while True:
                    if clock is None:
                        if spent and spent + cost > budget:
                            break
                        spent += cost
                    elif units:
                        now = clock()
                        took = ticks_diff(now, last)
                        last = now
                        if took > longest:
                            longest = took
                        spent = ticks_diff(now, start)
                        if spent + longest >= limit:
                            spent *= 1000
                            break
                    units += 1
                    if next(thinking) is True and clock is not None:  # (LONG: engine/think.py)
                        spent = ticks_diff(clock(), start) * 1000
                        break  # a long unit comes next: a frame of its own
            except StopIteration as done:
                self._decided(seat, done.value)
                continue
            self.spent = spent
            return False  # the budget is spent; the rest think next frame
        self.spent = spent if clock is None else ticks_diff(clock(), start) * 1000
        return True

    def thinks(self, seat):
        """True while a CPU seat is thinking about the current step."""
        return self.thinking[seat] is not None

    def _start_bots(self):
        """Mark every acting, unlocked CPU seat as thinking (once a step).
        Each one's think() starts when its turn comes (_thinking): seats
        think in seat order, so one waiting for its turn holds no view,
        move list or search yet (at six seats, about 1 KB each on a board)."""
        if self.started:
            return
        self.started = True
        for seat in self.game.acting():
            if self.bots[seat] is not None and not self.locked[seat]:
                self.thinking[seat] = WAITING

    def _thinking(self, seat):
        """The think() of a thinking seat, started now if it was waiting. No
        seat has locked a move into the game yet, so its view is the one it
        had when the step began."""
        thinking = self.thinking[seat]
        if thinking is WAITING:
            game = self.game
            thinking = self.thinking[seat] = think.start(self.bots[seat], game.view(seat), game.legal(seat))
        return thinking

    def _decided(self, seat, action):
        self.thinking[seat] = None
        self.pending[seat] = action
        self.locked[seat] = True

    def all_locked(self):
        """True when every acting seat has locked: time to reveal."""
        acting = self.game.acting()
        if not acting:
            return False
        for seat in acting:
            if not self.locked[seat]:
                return False
        return True

    def resolve(self):
        """Apply the locked joint action; returns it (seat order of acting())."""
        if not self.all_locked():
            raise RuntimeError("resolve before every acting seat locked")
        joint = [self.pending[seat] for seat in self.game.acting()]
        self.game.apply(joint)
        self.log.add(joint)
        self._next_step()
        return joint

    def _next_step(self):
        """No picks, no locks, nobody thinking: a new step begins."""
        for seat in range(self.seats):
            self.pending[seat] = None
            self.locked[seat] = False
            self.thinking[seat] = None
        self.started = False

    def result(self):
        """None while running, else one value per seat (1 win, 0 draw, -1 loss)."""
        return self.game.result()


def make_bot(game_class, seat, level, match_seed):
    """The CPU player for a seat, with its own generator derived from the match
    seed, so a CPU's picks replay exactly."""
    module = registry.part(game_class.NAME, "bot")
    if not 1 <= level <= len(module.LEVELS):
        # A log read from storage can name any level: refuse it here, before a
        # bot indexes its tables with it.
        raise ValueError("{} has no CPU level {}".format(game_class.TITLE, level))
    # XOR keeps the seed below 2**30 (seat < 512, level < 2**20): no long ints.
    rng = Rng(match_seed ^ ((seat + 1) << 20 | level))
    return module.Bot(seat, rng, level)
