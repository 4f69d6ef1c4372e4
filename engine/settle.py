"""A resolve spread over frames, for a game whose automatic steps after an
action take longer than a frame (Spacewar Classic: a movement phase's search
weighs every ship, about 100 ms on a PyBadge).

Such a game writes ``apply_steps(actions)``, ``apply()`` as a generator
(games/README.md): its first unit plays the action itself, the rest the
automatic steps, a ``yield`` between units of at most its ``UNIT_US``. A
match scene asks for it with ``MatchScene.resolve(staged=True)``, which calls
begin(); then it calls settled() once a frame until that says True, and reads
nothing of the game before but what the action itself changed (it may draw
the pieces that moved). The game keeps the steps under way (its
`resolving`) and its own readers (acting, legal, result, view) finish them
first, so nothing ever reads a half-settled game, the Match's readers and the
bots included; the state, the log and the CPUs' picks are those of a resolve
done at once (tests/test_staged_resolve.py). A module of its own: only a game
that stages its resolve loads it.
"""

from engine.think import DEVICE_FACTOR
from engine.ticks import ticks_diff


def begin(scene, acting, waited):
    """Play and log the locked joint action of the scene's match now (its
    first unit), and begin a new step; the automatic steps are left to run()
    (game.resolving), the step's cue to settled() (MatchScene.resolved, of
    `acting` seats, `waited`: all CPUs)."""
    scene.resolving = (acting, waited)
    match = scene.match
    if not match.all_locked():
        raise RuntimeError("resolve before every acting seat locked")
    game = match.game
    joint = [match.pending[seat] for seat in game.acting()]
    steps = game.apply_steps(joint)
    next(steps)  # the action itself (ValueError when it is not legal)
    game.resolving = steps
    match.log.add(joint)
    match._next_step()


def run(match, budget, clock=None):
    """Advance the resolve under way by one frame's work, at least one unit:
    units while `budget` device microseconds last (0: to its end), each
    charged the game's declared UNIT_US (as a bot's unit: engine/think.py)
    or, with `clock` (a board's ms clock), the time measured so far and one
    unit more. True once the game is settled (at once when no resolve is
    under way). Allocates nothing."""
    game = match.game
    steps = game.resolving
    if steps is None:
        return True
    cost = DEVICE_FACTOR * game.UNIT_US
    spent = 0
    start = clock() if clock is not None else 0
    try:
        while True:
            next(steps)
            if clock is None:
                spent += cost
            else:
                spent = ticks_diff(clock(), start) * 1000
            if budget and spent + cost > budget:
                match.spent = spent
                return False
    except StopIteration:
        game.resolving = None
        match.spent = spent
        return True


def settled(scene):
    """A match scene's frame of a staged resolve (MatchScene.resolve with
    staged=True), within the CPUs' thinking budget; True once the match is
    settled and the step's cue played."""
    app = scene.app
    if not run(scene.match, app.think_us, app.think_clock):
        app.thought = True  # no room for a collection this frame (engine/ui/app.py)
        return False
    cue = getattr(scene, "resolving", None)
    if cue is not None:
        app.thought = True  # (nor in the frame of its last units and the cue: 32-34 ms with one)
        scene.resolving = None
        scene.resolved(cue[0], cue[1])
    return True
