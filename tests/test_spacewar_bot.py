"""The Spacewar CPU: the slicing protocol (think yields after each half of a
position, within the cap; choose is think run to its end), tactics it must never miss, strength
in short seeded runs (tools/bench_spacewar.py has the 1,000-match figures), and
under MicroPython no allocation per work unit."""

import os
import shutil
import subprocess

import pytest

from engine.match import Match
from engine.prng import Rng
from games.spacewar import bot as cpu
from games.spacewar import rules as sw
from games.spacewar.rules import BLUE, FIRE, O_BASE, RED, Spacewar
from tests.test_spacewar import B, DEF_A, MEDIC, SHOOT_C, TRACTOR, empty, put, with_lookouts
from tools.players import random_play

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEVELS = (1, 2)


def positions(count=6):
    """A few positions from random play: (game, seed)."""
    out = []
    for seed in range(count):
        game = Spacewar(seed)
        rng = Rng(seed + 1)
        for _ in range(seed * 3):
            legal = game.legal(game.acting()[0])
            game.apply([legal[rng.below(len(legal))]])
            if game.result() is not None:
                break
        if game.result() is None:
            out.append((game, seed))
    return out


def reference_scan(thinker, side):
    """What _scan() found before it walked the board itself: every ATTACKS
    action of the rules' gen_actions() listed, then scored one by one."""
    state = thinker.state
    before = state[sw.O_TO_MOVE]
    state[sw.O_TO_MOVE] = side
    actions = []
    sw.gen_actions(state, actions, sw.ATTACKS)
    state[sw.O_TO_MOVE] = before
    best = hit = 0
    for act in actions:
        kind = act >> 16
        to = act & 63
        occupant = state[to]
        gain = 0
        if kind == sw.FIRE:
            amount = (act >> 12) & 15
            if occupant:
                j = occupant - 1
                if amount == state[sw.O_HEALTH + j]:
                    gain = cpu.piece_value(state, j) - cpu.AMMO_W * amount
                else:
                    gain = (cpu.HEALTH_W - cpu.AMMO_W) * amount
            else:
                hit |= 1 << sw.BASE_INDEX[to]
        elif kind == sw.MOVE:
            i = state[(act >> 6) & 63] - 1
            if occupant:
                gain = thinker._crash_gain(i, occupant - 1)
            b = sw.BASE_INDEX[to]
            if gain >= 0 and b != sw.NONE and state[O_BASE + b] and b >> 1 != side:
                hit |= 1 << b
        elif kind in (sw.PULL, sw.PUSH) and occupant and (occupant - 1) >> 3 != side:
            landing = state[sw.forced_to(act)]
            if landing:
                gain = -thinker._crash_gain(occupant - 1, landing - 1)
        best = max(best, gain)
    return best, hit


def test_scan_finds_what_the_rules_attacks_would_gain():
    # Every position of seeded random matches and, from each, every position
    # one action on (what the captain scores), both sides' threats.
    thinker = cpu.Bot(RED, Rng(1), 2)
    checked = hits = 0
    for seed in range(12):
        game = Spacewar(seed)
        rng = Rng(seed + 100)
        while game.result() is None and game.round < 120:
            root = bytearray(game.state)
            actions = []
            sw.gen_actions(root, actions, sw.LEAN)
            for act in [None] + actions:
                thinker.state[:] = root
                if act is not None:
                    sw.apply_action(thinker.state, act)
                for side in (RED, BLUE):
                    thinker._scan(side)
                    assert (thinker.best_gain, thinker.bases_hit) == reference_scan(thinker, side)
                    checked += 1
                    hits += thinker.bases_hit != 0
            legal = game.legal(game.acting()[0])
            game.apply([legal[rng.below(len(legal))]])
    assert checked > 20000 and hits > 100, (checked, hits)


@pytest.mark.parametrize("level", LEVELS)
def test_think_yields_per_half_position_within_the_cap_and_choose_runs_it(level):
    for game, seed in positions():
        seat = game.acting()[0]
        view, legal = game.view(seat), game.legal(seat)
        thinker = cpu.Bot(seat, Rng(seed), level)
        steps = thinker.think(view, legal)
        units = 0
        while True:
            try:
                next(steps)
            except StopIteration as done:
                action = done.value
                break
            units += 1
        # Two units a position, one per list of candidates or replies (and the sort).
        assert 2 * thinker.positions <= units <= 4 * thinker.positions + 2
        assert thinker.positions <= cpu.CAP[level]
        assert action in legal
        assert cpu.Bot(seat, Rng(seed), level).choose(view, legal) == action


@pytest.mark.parametrize("level", LEVELS)
def test_takes_the_last_base_when_it_can(level):
    game = with_lookouts(empty())
    put(game, DEF_A, "c7")
    game.state[O_BASE + 2] = 0  # d7 gone; e7 is Blue's last Base
    put(game, DEF_A + B, "a5")  # something for Blue to shoot at instead
    bot = cpu.Bot(RED, Rng(3), level)
    action = bot.choose(game.view(RED), game.legal(RED))
    game.apply([action])
    assert game.result() == (1, -1)


@pytest.mark.parametrize("level", LEVELS)
def test_covers_its_last_base_when_it_is_threatened(level):
    game = with_lookouts(empty())
    game.state[O_BASE + 1] = 0  # e2 gone; d2 is Red's last Base
    put(game, DEF_A + B, "a2")  # threatens d2 along rank 2
    put(game, DEF_A, "d4")  # can step onto d2 (or c2 / b2 are out of reach)
    put(game, MEDIC, "e1")
    bot = cpu.Bot(RED, Rng(4), level)
    game.apply([bot.choose(game.view(RED), game.legal(RED))])
    assert game.result() is None
    # Blue now has no shot and no move that takes d2.
    for reply in game.legal(BLUE):
        twin = game.clone()
        twin.apply([reply])
        assert twin.result() != (-1, 1), sw.square_name(reply & 63)


@pytest.mark.parametrize("level", LEVELS)
def test_captures_a_piece_in_reach(level):
    """Blue's Tractor (Health 3) on the Shooter's diagonal: shot down with 3."""
    game = with_lookouts(empty())
    put(game, SHOOT_C, "c3")
    put(game, TRACTOR + B, "f6")  # Health 3, Blue's only forcing piece
    bot = cpu.Bot(RED, Rng(5), level)
    action = bot.choose(game.view(RED), game.legal(RED))
    assert action == sw.action(FIRE, sw.square("c3"), sw.square("f6"), 3)


def duel(first, second, seed):
    """One match; first's result. first plays Red on even seeds."""
    kinds = [second, second]
    kinds[seed & 1] = first
    match = Match(Spacewar, seed * 7919 % (1 << 30), None, kinds)
    randoms = [random_play.Bot(s, Rng(seed + s + 11)) for s in range(2)]
    while match.result() is None:
        seat = match.acting()[0]
        if kinds[seat] == 0:
            game = match.game
            match.choose(seat, randoms[seat].choose(game.view(seat), game.legal(seat)))
            match.lock(seat)
        match.play_bots()
        match.resolve()
    return match.result()[seed & 1]


@pytest.mark.parametrize("level", LEVELS)
def test_beats_random_play(level):
    assert [duel(level, 0, seed) for seed in range(8)] == [1] * 8


def test_captain_beats_cadet():
    results = [duel(2, 1, seed) for seed in range(6)]
    assert results.count(1) >= 5, results


def test_levels_named_in_info():
    from games.spacewar import info

    assert info.LEVELS == cpu.LEVELS == ("cadet", "captain")
    assert len(info.LEVEL_HELP) == len(info.LEVELS)
    assert len(cpu.CAP) == len(info.LEVELS) + 1


def test_micropython_decision_heap_and_unit_swing(report_line):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    run = subprocess.run(
        [node, os.path.join(ROOT, "tests", "mpy", "run.mjs"), os.path.join(ROOT, "tests", "mpy_spacewar_think.py")],
        cwd=ROOT,
        capture_output=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr.decode()
    lines = run.stdout.decode().split("\n")
    report_line("MicroPython Spacewar CPU: " + "; ".join(line for line in lines if line))
    for line in lines:
        if line.startswith("level"):
            fields = dict(part.split("=") for part in line.split()[3:])
            assert int(fields["unit_swing"]) <= 512, line
            assert int(fields["decision_bytes"]) <= 8 * 1024, line
            # What a pondering keeps for the decision after it counts too.
            assert int(fields["decision_bytes"]) + int(fields["ponder_bytes"]) <= 8 * 1024, line
            assert int(fields["units_max"]) <= cpu.CAP[int(line.split()[1])], line
    assert sum(1 for line in lines if line.startswith("level")) == len(LEVELS)


def test_pondering_never_changes_a_pick():
    # A captain that ponders on the person's turn, cut after a random number
    # of units (none, mid-guess, mid-search, all), against its twin that never
    # ponders: every pick and the generator after it are the same. The person
    # plays one of the guesses half the time, so answers made, under way and
    # missed are all met.
    answered = resumed = 0
    for seed in range(6):
        game = Spacewar(seed, (50,))
        me = seed & 1
        pondering = cpu.Bot(me, Rng(seed), 2)
        plain = cpu.Bot(me, Rng(seed), 2)
        rng = Rng(seed + 1000)
        while game.result() is None:
            seat = game.acting()[0]
            legal = game.legal(seat)
            if seat == me:
                view = game.view(me)
                under_way = pondering.ahead_index >= 0
                action = pondering.choose(view, legal)
                assert action == plain.choose(view, legal)
                assert pondering.rng.state == plain.rng.state
                if pondering.ahead_hit >= 0:
                    answered += 1
                    resumed += under_way and pondering.ahead_hit == pondering.ahead_index
            else:
                thinking = pondering.ponder(game.view(me))
                for _ in range(rng.below(1200)):
                    try:
                        next(thinking)
                    except StopIteration:
                        break
                guesses = [g for g in pondering.guesses if g in legal]
                if guesses and rng.below(2):
                    action = guesses[rng.below(len(guesses))]
                else:
                    action = legal[rng.below(len(legal))]
            game.apply([action])
    assert answered >= 20 and resumed >= 3, (answered, resumed)


def test_match_ponders_only_on_a_board_while_people_act():
    # engine.ponder.ponder_bots with a clock (a board's), a person against the
    # captain: the CPU picks exactly as in the same match where nothing
    # ponders (the person's picks replayed); on the CPU's own turn it runs
    # nothing.
    from engine.match import HUMAN
    from engine.ponder import ponder_bots

    ticks = [0]

    def clock():
        ticks[0] += 3  # a unit takes 3 ms: 15 ms frames run a few
        return ticks[0]

    for seed in range(3):
        person = seed & 1
        logs = []
        picks = []
        for ponder in (True, False):
            match = Match(Spacewar, seed, [40], (HUMAN, 2) if person == 0 else (2, HUMAN))
            cpu_bot = match.bots[1 - person]
            rng = Rng(seed + 7)
            ran = answered = turn = 0
            while match.result() is None:
                game = match.game
                if person in game.acting():
                    legal = game.legal(person)
                    if ponder:
                        for _ in range(rng.below(300)):
                            ran += ponder_bots(match, 15000, clock)
                        guesses = [g for g in cpu_bot.guesses if g in legal]
                        picks.append(guesses[0] if guesses and rng.below(3) else legal[rng.below(len(legal))])
                    assert match.choose(person, picks[turn]) and match.lock(person)
                    turn += 1
                else:
                    assert ponder_bots(match, 15000, clock) == 0
                    while not match.think_bots(15000, clock):
                        pass
                    answered += cpu_bot.ahead_hit >= 0
                match.resolve()
            logs.append(match.log.to_bytes())
            if ponder:
                assert ran > 100 and answered > 3, (ran, answered)
            else:
                assert cpu_bot.ahead_root is None  # never pondered
        assert logs[0] == logs[1]
