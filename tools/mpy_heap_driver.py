"""Runs under MicroPython (tools/mpy_heap.mjs): heap used by each game's rules and
CPU players, read with gc.mem_alloc().

The WebAssembly port collects garbage only at the start of a runPython call
(within one call gc.collect() frees nothing), so the node side calls one
method per call, and each method that measures live heap collects first:

- ``mark()`` then ``load(name)`` then ``loaded()``: bytes the game's modules
  (rules, bot, screens not included) keep after import;
- ``drop()``, ``prepare(name, level, seed)``, ``begin()``: a match with every
  seat a CPU of that level, at the game's largest seat count; then ``decide()``
  (one CPU seat's view(), legal(), choose()) until every acting seat has
  locked, then ``resolve()``, until it prints "done". Sliced (as a match
  screen runs the CPUs): ``think()`` (one frame of Match.think_bots) until
  every acting seat has locked, then ``resolve()``; its "decision" is then the
  most one step's thinking holds between frames (suspended generators) plus
  what one frame allocates.

Each of those calls reads the live heap (after a collect) first; nothing is
freed inside the call, so live + all it allocated bounds the heap's peak
during it from above (a device's collector may free sooner). The largest such
bound over the match, minus the heap before the match existed, is the match's
peak. One line of JSON per match at its end.
"""

import gc
import json

from engine import registry
from engine.match import Match


class Bench:
    """State kept between the node side's calls."""

    def __init__(self):
        self.base = 0  # heap before a measurement
        self.imported = 0
        self.match = None
        self.row = None
        self.step_live = -1  # live heap when the step's thinking began, -1: not yet

    def list_games(self):
        """Print the registered game names, one line."""
        print(" ".join([name for _, name, _ in registry.games()]))

    def mark(self):
        """Remember the heap, after a collect."""
        gc.collect()
        self.base = gc.mem_alloc()

    def load(self, name):
        """Import a game's rules and bot modules."""
        registry.load(name)
        registry.part(name, "bot")

    def loaded(self):
        """Print nothing; keep the bytes the imports hold."""
        gc.collect()
        self.imported = gc.mem_alloc() - self.base

    def levels(self, name):
        """Print how many CPU levels the game has."""
        bots = registry.part(name, "info")
        print(len(bots.LEVELS))

    def drop(self):
        """Let go of the last match (freed at the next call's collect)."""
        self.match = None

    def prepare(self, name, level, seed):
        """The row for the next match, then the heap before it (call drop() in
        the call before, so the last match is gone)."""
        gc.collect()
        self.row = {
            "game": name,
            "level": level,
            "seed": seed,
            "seats": registry.load(name).SEATS[1],
            "import": self.imported,
            "state": 0,
            "peak": 0,
            "decision": 0,
            "step": 0,
            "steps": 0,
            "decisions": 0,
        }
        self.base = gc.mem_alloc()

    def begin(self):
        """A fresh all-CPU match at the most seats, for the prepared row."""
        row = self.row
        self.match = Match(registry.load(row["game"]), row["seed"], None, [row["level"]] * row["seats"])
        self.step_live = -1

    def settle(self):
        """A collect on its own (garbage a deep call left findable on the wasm
        stack is gone after a shallow call or two)."""
        gc.collect()

    def _measured(self, live):
        """Record live-before + allocated-since as a peak candidate."""
        peak = gc.mem_alloc() - self.base  # nothing was freed inside this call
        if peak > self.row["peak"]:
            self.row["peak"] = peak

    def decide(self):
        """The next acting CPU seat without a pick decides: view(), legal(),
        choose(). Prints "more" or "ready" (every acting seat locked)."""
        gc.collect()
        live = gc.mem_alloc()
        row = self.row
        match = self.match
        game = match.game
        if row["steps"] == 0 and row["decisions"] == 0:
            row["state"] = live - self.base
        for seat in game.acting():
            if not match.locked[seat]:
                before = gc.mem_alloc()
                action = match.bots[seat].choose(game.view(seat), game.legal(seat))
                used = gc.mem_alloc() - before
                row["decisions"] += 1
                if used > row["decision"]:
                    row["decision"] = used
                match.choose(seat, action)
                match.lock(seat)
                break
        self._measured(live)
        print("ready" if match.all_locked() else "more")

    def think(self):
        """One frame of sliced thinking (Match.think_bots). Prints "more" or
        "ready"."""
        gc.collect()
        live = gc.mem_alloc()
        row = self.row
        if row["steps"] == 0 and self.step_live < 0:
            row["state"] = live - self.base
        if self.step_live < 0:
            self.step_live = live
        ready = self.match.think_bots()
        held = gc.mem_alloc() - self.step_live  # thinking kept + this frame's
        if held > row["decision"]:
            row["decision"] = held
        row["decisions"] += 1  # (frames, in this mode)
        self._measured(live)
        print("ready" if ready else "more")

    def resolve(self):
        """Resolve the locked joint step; prints "more", or "done" and the
        match's JSON line."""
        gc.collect()
        live = gc.mem_alloc()
        before = live
        self.match.resolve()
        self.step_live = -1
        used = gc.mem_alloc() - before
        row = self.row
        if used > row["step"]:
            row["step"] = used
        self._measured(live)
        row["steps"] += 1
        if self.match.game.result() is not None:
            print("done " + json.dumps(row))
        else:
            print("more")


B = Bench()
