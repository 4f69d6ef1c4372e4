"""A chess clock for turn-based games: a time allowance per turn, then a reserve.

Driven by integer millisecond tick readings (supervisor.ticks_ms() on the device,
anything monotonic in the simulator or tests) that wrap around at 2**29, with the
same arithmetic as adafruit_ticks, so it never needs floats or long ints. Rules
modules never read time: the UI owns a Clock, feeds it readings, and when
`expired()` names a seat it submits that game's timeout action for the seat.

Limits: readings more than 2**28 ms (about 3 days) apart look negative and are
charged as 0 (as with adafruit_ticks.ticks_diff).
"""

from engine.ticks import ticks_add, ticks_diff  # noqa: F401 (one tick arithmetic for all)

TICKS_PERIOD = 1 << 29  # 536870912: ticks_ms readings are 0 .. TICKS_PERIOD-1


class Clock:
    """Per-seat reserves plus the running seat's turn allowance, in ms.

    start(seat, now) begins a turn (and restarts it, e.g. after a Retake): the
    turn allowance is full again, the reserve carries over. Time runs from the
    turn allowance first, then from the seat's reserve; when both are 0 the seat
    has run out and stays out (expired() names it) until reset().
    """

    def __init__(self, turn_ms, reserves):
        self.turn_ms = turn_ms
        self.start_reserves = tuple(reserves)
        self.reserve = list(reserves)  # per seat, ms left, never below 0
        self.reset()

    def reset(self):
        """Back to full reserves, stopped (new match)."""
        for seat in range(len(self.reserve)):
            self.reserve[seat] = self.start_reserves[seat]
        self.seat = -1  # the running seat, -1 stopped
        self.turn_left = self.turn_ms  # ms of the running turn's allowance left
        self.since = 0  # ticks reading up to which time has been charged
        self.out = -1  # seat that ran out of time, -1 nobody

    def start(self, seat, now):
        """Start (or restart) `seat`'s turn at ticks reading `now`."""
        self.seat = seat
        self.turn_left = self.turn_ms
        self.since = now

    def stop(self, now):
        """Charge the running seat up to `now` and stop the clock."""
        self.update(now)
        self.seat = -1

    def resume(self, now):
        """Go on charging the running seat from `now`, after a pause: the time in
        between is not charged, and the turn allowance left is kept."""
        self.since = now

    def update(self, now):
        """Charge the running seat up to ticks reading `now`; returns expired()."""
        if self.seat >= 0:
            elapsed = ticks_diff(now, self.since)
            if elapsed > 0:  # a stale (earlier) reading charges nothing
                self.since = now
                self.spend(elapsed)
        return self.out

    def spend(self, ms):
        """Charge `ms` to the running seat: turn allowance first, then reserve."""
        seat = self.seat
        if seat < 0 or self.out >= 0:
            return
        take = ms if ms < self.turn_left else self.turn_left
        self.turn_left -= take
        ms -= take
        if ms:
            if ms >= self.reserve[seat]:
                self.reserve[seat] = 0
            else:
                self.reserve[seat] -= ms
        if self.turn_left == 0 and self.reserve[seat] == 0:
            self.out = seat

    def expired(self):
        """The seat that ran out of time, or -1."""
        return self.out

    def left_ms(self, seat):
        """Time `seat` has left: its reserve, plus the turn allowance if running."""
        extra = self.turn_left if seat == self.seat else 0
        return self.reserve[seat] + extra
