"""Whole matches for tests: people take their first legal action, CPUs play
their own way, until the match ends."""


def play_out(match):
    """Play `match` to its end; returns it."""
    while match.result() is None:
        for seat in match.acting():
            if match.is_human(seat):
                match.choose(seat, match.game.legal(seat)[0])
                match.lock(seat)
        match.play_bots()
        match.resolve()
    return match
