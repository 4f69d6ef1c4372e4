"""Thinking ahead on a person's time, on a board only (a measured clock).

In a turn-based game a CPU seat waits while the person picks. A bot with a
ponder(view) generator (Spacewar's captain) can use those frames: it thinks
about the step after this one, the person's likeliest actions and its answer
to each, and its think() takes an answer only for the very position and
generator state it was made for, so its picks never depend on pondering.
MatchScene.ponder() calls ponder_bots() once a frame on a person's turn, and
only with a board's clock: where no clock measures (the simulator, the lane,
tests) nothing ponders and this module is never loaded, so every frame there
stays as it was and a match's heap holds no code of it.
"""

from engine.ticks import ticks_diff

DONE = False  # Match.pondering once no seat has more to ponder this step


def ponder_bots(match, budget, clock):
    """One frame of thinking ahead while only people act: the first CPU seat
    that does not act and whose bot has a ponder(view) advances it, units
    while the milliseconds spent plus the longest unit so far stay under the
    budget (Match.think_bots' rule). Match._next_step drops it when the step
    ends (a bot keeps what it found). Returns the units run."""
    if match.pondering is None:
        match.pondering = DONE
        game = match.game
        acting = game.acting()
        for seat in acting:
            if match.bots[seat] is not None:
                return 0  # a CPU acts: its thinking has the frame
        for seat in range(match.seats):
            bot = match.bots[seat]
            if bot is not None and seat not in acting and getattr(bot, "ponder", None) is not None:
                match.pondering = bot.ponder(game.view(seat))
                break
    pondering = match.pondering
    if pondering is DONE:
        return 0
    start = last = clock()
    longest = units = 0
    limit = budget // 1000
    try:
        while True:
            if units:
                now = clock()
                took = ticks_diff(now, last)
                last = now
                if took > longest:
                    longest = took
                if ticks_diff(now, start) + longest >= limit:
                    break
            units += 1
            next(pondering)
    except StopIteration:
        match.pondering = DONE
    return units
