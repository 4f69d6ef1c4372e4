"""A bot that picks uniformly among the legal actions (tests and benchmarks)."""


class Bot:
    """Uniform random legal play, from its own generator."""

    def __init__(self, seat, rng, level=1):
        self.seat = seat
        self.rng = rng

    def choose(self, view, legal):
        """Any legal action, each equally likely."""
        return legal[self.rng.below(len(legal))]
