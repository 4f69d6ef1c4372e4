"""Thinking ahead on a person's time, on a board only (a measured clock).

In a turn-based game a CPU seat waits while the person picks. A bot with a
ponder(view) generator (Spacewar's captain) can use those frames: it thinks
about the step after this one, the person's likeliest actions and its answer
to each, and its think() takes an answer only for the very position and
generator state it was made for, so its picks never depend on pondering.
A game's screen calls ponder_bots() once a frame on a person's turn (Spacewar's),
and only with a board's clock: where no clock measures (the simulator, the lane,
tests) nothing ponders and this module is never loaded, so every frame there
stays as it was and a match's heap holds no code of it.
"""

from engine.ticks import ticks_diff

_now = [None, 0, None]  # type: list  # the game and step pondered in, and its ponder() (None once done)


def ponder_bots(match, budget, clock):
    """One frame of thinking ahead while only people act: the first CPU seat
    that does not act and whose bot has a ponder(view) advances it, units
    while the milliseconds spent plus the longest unit so far stay under the
    budget (Match.think_bots' rule). A new step (or match) drops an
    unfinished one (its bot keeps what it found). Returns the units run."""
    game = match.game
    now = _now
    if now[0] is not game or now[1] != match.log.steps:
        now[0] = game
        now[1] = match.log.steps
        now[2] = None
        acting = game.acting()
        for seat in acting:
            if match.bots[seat] is not None:
                return 0  # a CPU acts: its thinking has the frame
        for seat in range(match.seats):
            bot = match.bots[seat]
            if bot is not None and seat not in acting and getattr(bot, "ponder", None) is not None:
                now[2] = bot.ponder(game.view(seat))  # (None: nothing to ponder)
                break
    pondering = now[2]
    if pondering is None:
        return 0
    start = last = clock()
    longest = units = 0
    limit = budget // 1000
    try:
        while True:
            if units:
                now_ms = clock()
                took = ticks_diff(now_ms, last)
                last = now_ms
                if took > longest:
                    longest = took
                if ticks_diff(now_ms, start) + longest >= limit:
                    break
            units += 1
            next(pondering)
    except StopIteration:
        now[2] = None
    return units


def forget():
    """Drop what is held for the step pondered in (a match that ended)."""
    _now[0] = _now[2] = None
