"""Missiles & Microchips: what tests and tools ask of a game (games/README.md:
clone, key, check) and a match never does. Chips' methods of those names call
these, so a board does not keep this code loaded during a match."""

from games.chips.rules import CHANGE, CHOOSE, DUEL, OVER, WIN_ENERGY, Chips


def clone(game):
    """An independent copy of a Chips game."""
    twin = Chips(0, (game.rounds,), game.seats)
    twin.rng.state = game.rng.state
    twin.energy = game.energy[:]
    twin.alive = game.alive[:]
    twin.start = game.start
    twin.step = game.step
    twin.turn = game.turn
    twin.targets = game.targets[:]
    twin.actions = game.actions[:]
    twin.paid = game.paid[:]
    twin.events = game.events[:]  # the tuples inside are immutable
    twin.round = game.round
    twin._result = game._result
    return twin


def key(game):
    """Bytes equal exactly when two states are equal."""
    out = bytearray((game.seats, game.rounds, game.round, game.start, game.step))
    out.append(game.turn + 1)
    for part in game.rng.state:  # each below 2**15
        out.append(part >> 8)
        out.append(part & 0xFF)
    for seat in range(game.seats):
        out.append(game.energy[seat] + 64)  # energy stays within -16 .. 16
        out.append(game.alive[seat] + 2 * game.paid[seat])
        out.append(game.targets[seat] + 1)
        out.append(game.actions[seat] + 1)
        out.append(2 if game._result is None else game._result[seat] + 1)
    out.append(len(game.events))
    for kind, seat, other, value in game.events:
        out.extend((kind, seat, other, value + 8))
    return bytes(out)


def check(game):
    """Raise AssertionError when a rule invariant is broken."""
    n = game.seats
    living = [s for s in range(n) if game.alive[s]]
    assert 2 <= n <= 6 and 0 <= game.round <= game.rounds
    for seat in range(n):
        assert -16 <= game.energy[seat] < WIN_ENERGY + 3
        if not game.alive[seat]:
            assert game.energy[seat] <= 0 and game.targets[seat] == -1
    if game._result is not None:
        assert game.step == OVER and game.turn == -1
        for seat in range(n):
            assert game._result[seat] in (-1, 1)
            assert game._result[seat] == -1 or game.alive[seat]
        return
    assert game.round < game.rounds and game.alive[game.start]
    if len(living) == 2:
        assert game.step == DUEL
    else:
        assert len(living) > 2 and game.step in (CHOOSE, CHANGE)
    for seat in living:
        assert 0 <= game.energy[seat] < WIN_ENERGY
        if game.step != CHANGE:
            assert game.energy[seat] >= 1 and not game.paid[seat]
            assert game.targets[seat] == -1 and game.actions[seat] == -1
    if game.step == CHANGE:
        assert game.alive[game.turn]
        acted = True  # seats before `turn` (from the start player) have acted
        for seat in game._order():
            if seat == game.turn:
                acted = False
            t = game.targets[seat]
            assert t != seat and game.alive[t] and 0 <= game.actions[seat] <= 2
            assert acted or not game.paid[seat]
            assert game.energy[seat] >= 1 - game.paid[seat]
