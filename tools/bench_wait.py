"""How long a person waits for the CPU, on a PyBadge.

    python -m tools.bench_wait [--game NAME] [--seeds N] [--repeats N] [--level NAME]

Runs itself under the reference interpreter (tools/device_clock.py:
circuitpython-unix when SALVO_CIRCUITPYTHON names it, else MicroPython's wasm
build) and plays person-against-CPU matches headless through the duel harness
(tools/duel.py) at every level a menu offers, the person in seat 0 for even
seeds and seat 1 for odd ones. The person's moves come from the game's weakest
CPU level (a plausible player; its thinking is not timed). Every unit of the
CPU's thinking is timed on the device clock (process CPU time, the mean of --repeats runs: tools/duel.py) and
the units are cut into frames as a board's measured slicing cuts them
(engine.think.FRAME_US of bot work a frame while the person picks, IDLE_US
once nobody has a pick to make), each frame also costing REST_US for the rest
of its work (pads, the scene's tick, a small refresh: the thinking cue).

A wait runs from the person's last press (lock, move, DONE) to the frame that
shows the CPU's move, for every CPU decision of the match:

- a step both act in (simultaneous games), the CPU thinking from the step's
  start while the person picks: wait = max(CPU done, CPU_DELAY, person) -
  person, plus the frame that shows it;
- a step the CPU acts in alone (its turn): wait = max(CPU done, CPU_DELAY) plus
  that frame (a turn-based CPU does not ponder on the person's time).

The frame that handles the person's press gives the CPUs no thinking
(MatchScene.press): counted. The frames a screen then spends drawing that
press a share at a time, which give the CPUs none either when the frame
before gave them some (MatchScene.cpu_thinking's `dirty`), are not: the
screens are not run here. For Missile Match that is about 1.5 frames a
decision more (72 frames over 12 headless matches), so its figures read
about 50 ms short.

Missile Match's CPUs begin a round's thinking during the reveal before it
(MatchScene.think_ahead), which lasts 9.7-10.7 s unless a person hurries it
with A; neither person here is given that head start (the one answering at
once may well hurry it), so from the second round on a person who watches
the reveal waits less than these figures say.

Two people: one who takes 2-6 s a move (uniform, from the engine's PRNG, its
own stream per seed) and one who answers at once. Targets (issue 23): for the
first, median <= 1.0 s, 95th percentile <= 2.5 s, worst <= 5 s; for the second,
worst <= 5 s. Prints median / p95 / worst per game and level for both; exit
status 1 when a level misses a target. --level NAME measures that level of the
bot (its LEVELS) alone, in the menu or not (a level on trial).
"""

import sys

if sys.implementation.name == "cpython":
    from tools import device_clock

    if __name__ == "__main__":
        sys.exit(device_clock.launch(__file__, sys.argv[1:]))
else:
    from engine import registry, think
    from engine.prng import Rng
    from engine.think import CPU_DELAY
    from tools import device_clock, duel

    REST_US = 5000  # the rest of a thinking frame's work on a PyBadge, device us
    TARGETS = ((1.0, 2.5, 5.0), (None, None, 5.0))  # (median, p95, worst) s per person
    PEOPLE = ("2-6 s a move", "at once")

    class Person:
        """A person at the console: the game's weakest CPU level picks."""

        def __init__(self, name):
            self.module = registry.part(name, "bot")
            self.bot = None

        def reset(self, seed, seat):
            self.bot = self.module.Bot(seat, Rng(seed ^ 0x5A5A5), 1)

        def choose(self, view, legal):
            return self.bot.choose(view, legal)

    def option(args, name, default):
        """The value after `name` in args, else default."""
        for i in range(len(args) - 1):
            if args[i] == name:
                return args[i + 1]
        return default

    def cpu_done_us(units, person_us, longs=None):
        """Device us from the start of a CPU's thinking to the end of the frame
        it decides in: frames that begin before the person's press (at
        person_us) think FRAME_US, the rest IDLE_US (nobody has a pick to make;
        MatchScene.cpu_thinking), cut by measured time as Match.think_bots cuts
        them (a unit that yielded True (LONG) ends its frame: longs). The
        first frame that begins at or after the press handles it and gives
        the CPUs nothing (MatchScene.press, cpu_thinking): it costs REST_US."""
        spent = longest = count = 0
        pressed = person_us <= 0
        now = REST_US if pressed else 0  # (a press at once: its frame first)
        cut = False
        for i in range(len(units)):
            took = units[i]
            budget = think.FRAME_US if now < person_us else think.IDLE_US
            if count and (cut or spent + longest >= budget):
                now += spent + REST_US
                spent = longest = count = 0
                if not pressed and now >= person_us:
                    now += REST_US  # (the press's frame: no thinking in it)
                    pressed = True
            spent += took
            if took > longest:
                longest = took
            count += 1
            cut = bool(longs and i < len(longs) and longs[i])
        return now + spent + REST_US

    def ponder_done(units, person_us):
        """How many of a pondering's units (device us, in order) a board has
        run by the person's press at person_us: FRAME_US of them a frame, each
        frame costing REST_US besides; a unit still running then is not done."""
        now = spent = longest = count = done = 0
        for took in units:
            if count and spent + longest >= think.FRAME_US:
                now += spent + REST_US
                spent = longest = count = 0
            if now + spent + took > person_us:
                break
            spent += took
            if took > longest:
                longest = took
            count += 1
            done += 1
        return done

    def decision_units(steps, at, seat, person_us):
        """The units a CPU decision runs after the person's press: its own,
        and when it answered from a pondered guess (tools/duel.py's Step.hits)
        what of that guess's search the pondering had not run by person_us
        (the whole search when it had not begun it: think() then searches
        afresh, the same work)."""
        units = steps[at].units[seat]
        guess = steps[at].hits.get(seat, -1)
        if guess < 0 or at == 0:
            return units
        key = duel.ponder_key(seat)
        before = steps[at - 1]
        tags = before.tags.get(key, ())
        pondered = before.units.get(key, ())
        first = -1
        search = []
        for i in range(len(tags)):
            if tags[i] == guess:
                if first < 0:
                    first = i
                search.append(pondered[i])
        done = ponder_done(pondered, person_us) - first
        return units + search[max(done, 0):]

    def waits(steps, seed):
        """[(wait us for the 2-6 s person, wait us at once)] per CPU decision."""
        rng = Rng(seed * 31 + 7)
        out = []
        person_us = 0  # the last person's time to press
        for at in range(len(steps)):
            step = steps[at]
            ahead = person_us  # the time the person before took: a turn-based CPU's pondering
            person_us = 2000000 + rng.below(4000001) if step.players else 0
            for seat in step.units:
                if seat < 0:
                    continue  # a pondering: counted with the decision it answers
                longs = step.longs.get(seat)  # (a pondered search's units follow: none LONG)
                fast = max(cpu_done_us(decision_units(steps, at, seat, 0), 0, longs), CPU_DELAY * 1000) + REST_US
                if step.players:  # thinking since the step began, beside the person
                    units = step.units[seat]
                    done = max(cpu_done_us(units, person_us, longs), CPU_DELAY * 1000)
                    slow = max(done, person_us) - person_us + REST_US
                else:  # its own turn: thinking began with the person's last press
                    units = decision_units(steps, at, seat, ahead)
                    slow = max(cpu_done_us(units, 0, longs), CPU_DELAY * 1000) + REST_US
                out.append((slow, fast))
        return out

    def stats(values):
        """(median, 95th percentile, worst) in seconds."""
        ordered = sorted(values)
        n = len(ordered)
        return (ordered[n // 2] / 1e6, ordered[min(n - 1, (95 * n) // 100)] / 1e6, ordered[-1] / 1e6)

    def main(args):
        seeds = int(option(args, "--seeds", "4"))
        repeats = int(option(args, "--repeats", "3"))
        only = option(args, "--game", None)
        trial = option(args, "--level", None)
        print("Waits for the CPU on a PyBadge (BOARD_PYSTONE {}/s), person against CPU, timed under {}".format(
            think.BOARD_PYSTONE, device_clock.NAME))
        print("{} matches per level (person seat alternating), each match timed {} times; "
              "{} ms of bot work and {} ms besides a frame".format(seeds, repeats, think.FRAME_US // 1000, REST_US // 1000))
        print("game      level       decisions   person 2-6 s: med   p95  worst    at once: med   p95  worst")
        fine = True
        for _, name, _ in registry.games():
            if only and name != only:
                continue
            game = registry.load(name)
            levels = registry.part(name, "info").LEVELS
            if trial is not None:
                levels = registry.part(name, "bot").LEVELS
            for level in range(1, len(levels) + 1):
                if trial is not None and levels[level - 1] != trial:
                    continue
                both = ([], [])
                answered = 0  # decisions answered from a pondered guess
                for n in range(seeds):
                    seed = n * 7919 + 13
                    person = n & 1
                    kinds = [level] * game.SEATS[0]
                    kinds[person] = duel.PLAYER
                    steps = duel.timed(name, seed, kinds, {person: Person(name)}, repeats)
                    for step in steps:
                        answered += sum(1 for seat in step.hits if step.hits[seat] >= 0)
                    for slow, fast in waits(steps, seed):
                        both[0].append(slow)
                        both[1].append(fast)
                cells = []
                over = False
                for which in (0, 1):
                    figures = stats(both[which]) if both[which] else (0, 0, 0)
                    for figure, target in zip(figures, TARGETS[which]):
                        if target is not None and figure > target:
                            over = True
                    cells.append("{:5.2f} {:5.2f} {:6.2f}".format(*figures))
                print("{:<9} {:<10} {:>10}   {}      {}   {}{}".format(
                    name, levels[level - 1], len(both[0]), " " * 6 + cells[0], " " * 3, cells[1] + ("  OVER" if over else ""),
                    "  (pondered: {} answered)".format(answered) if answered else ""))
                fine = fine and not over
        print(device_clock.calibration(duel.SCALES))
        if not fine:
            print("OVER: a level misses a wait target (2-6 s person: median 1.0 s, p95 2.5 s, worst 5 s; at once: worst 5 s)")
            sys.exit(1)

    main(sys.argv[1:])
