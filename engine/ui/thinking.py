"""A CPU's search spread over frames (the slicing protocol, issue 11).

A bot that thinks in slices has ``think(view, legal)``: a generator that yields
after each bounded unit of work and returns its action; its ``choose(view,
legal)`` runs think() to the end. A match screen starts the generator when the
CPU's turn begins and runs a few units a frame, so a long search never stalls
the screen. The bot still sees only its view; the screen submits the action
through the Match like any other.
"""


class Thinking:
    """One CPU decision in progress, advanced by run()."""

    def __init__(self):
        self.steps = None  # the think() generator, None when idle
        self.action = None  # the result once done
        self.units = 0  # units run for the current decision

    def start(self, bot, view, legal):
        """Begin a decision: the bot's think() on this view and legal list."""
        self.steps = bot.think(view, legal)
        self.action = None
        self.units = 0

    def run(self, units):
        """Advance by at most `units` work units; True once the action is known
        (in self.action)."""
        steps = self.steps
        if steps is None:
            return self.action is not None
        for _ in range(units):
            try:
                next(steps)
            except StopIteration as done:
                self.steps = None
                self.action = done.value
                return True
            self.units += 1
        return False

    def stop(self):
        """Drop a decision in progress (the scene leaves)."""
        self.steps = None
        self.action = None
