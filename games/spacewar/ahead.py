"""The Spacewar captain thinking ahead on the opponent's turn (on a board
only: engine/ponder.py drives ponder() while a person picks; this module is
loaded by the first one, so a match elsewhere holds none of its code).

ponder(bot, view) guesses the opponent's likeliest actions (its candidates
scored one turn deep, the worst for us first: no noise drawn) and, for each of
the first PONDER in turn, runs the bot's own search (Bot._search) on the
position after it, from the bot's generator as it stands, keeping the action
and the generator state it ends with. When the opponent has moved, the bot's
think() asks pondered(bot, view) for the guess whose search answers this very
position from the same generator state, and answer(bot, k) gives that search's
action (carrying it on if it is still under way). A pick is therefore the same
pondered or not (tests/test_spacewar_bot.py); a person who plays a guess waits
for what is left of its search, if anything.
"""

from engine.prng import Rng
from games.spacewar.rules import STATE_LEN, V_STATE, apply_action

PONDER = 3  # the opponent's likeliest actions searched ahead


def ponder(bot, view):
    """The thinking ahead, as a generator (a unit a yield, as think()'s)."""
    bot.ahead_count = 0
    bot.ahead_index = -1
    if bot.ahead_root is None:  # (made once, by a captain on a board)
        bot.ahead_root = bytearray(STATE_LEN)
        bot.ahead_probe = bytearray(STATE_LEN)  # scratch: a guess played on it
        bot.ahead_rng = Rng()  # the generator a pondered search draws from
        bot.guesses = []
        bot.ahead_actions = [0] * PONDER  # per guess searched: its action,
        bot.ahead_rngs = [None] * PONDER  # ... the generator state after it,
        bot.ahead_positions = [0] * PONDER  # ... and its positions
        bot.ahead_search = None  # the search under way
    bot.guesses.clear()
    root = bot.ahead_root
    root[0:STATE_LEN] = view[V_STATE]
    bot.ahead_start = bot.rng.state  # our generator when pondering began
    yield
    bot._load(view)
    yield from bot._score_candidates(None)
    candidates = bot.candidates
    scores = bot.scores
    scores.sort(reverse=True)
    guesses = bot.guesses
    for i in range(min(PONDER, len(scores))):
        guesses.append(candidates[scores[i] & 255])
    rng = bot.ahead_rng
    for k in range(len(guesses)):
        state = bot.state
        state[0:STATE_LEN] = root
        apply_action(state, guesses[k])
        rng.state = bot.ahead_start
        bot.ahead_index = k
        search = bot.ahead_search = bot._search(rng)
        # Driven here, not delegated to with yield from: a ponder() dropped
        # unfinished (its step ended) must leave the search under way for
        # think() to go on with, and closing a generator closes the one it
        # delegates to.
        while True:
            try:
                next(search)
            except StopIteration as done:
                bot.ahead_actions[k] = done.value
                break
            yield
        bot.ahead_rngs[k] = rng.state
        bot.ahead_positions[k] = bot.positions
        bot.ahead_count = k + 1
    bot.ahead_search = None
    bot.ahead_index = -1


def pondered(bot, view):
    """The guess whose pondered search answers this view (its position is
    the guess played on the pondered one, the bot's generator is where the
    search began, and the search is made or under way), else -1."""
    guesses = bot.guesses
    if not guesses or bot.rng.state != bot.ahead_start:
        return -1
    probe = bot.ahead_probe
    for k in range(len(guesses)):
        if k > bot.ahead_count or (k == bot.ahead_count and bot.ahead_index != k):
            break  # not begun
        probe[0:STATE_LEN] = bot.ahead_root
        apply_action(probe, guesses[k])
        if probe == view[V_STATE]:
            return k
    return -1


def answer(bot, k):
    """Guess k's search's action, as think()'s units: made already, or
    carried on to its end; the bot's generator is left where it ends."""
    bot.ahead_hit = k
    if k < bot.ahead_count:
        action = bot.ahead_actions[k]
        bot.positions = bot.ahead_positions[k]
        bot.rng.state = bot.ahead_rngs[k]
    else:
        action = yield from bot.ahead_search
        bot.rng.state = bot.ahead_rng.state
    bot.ahead_search = None
    return action
