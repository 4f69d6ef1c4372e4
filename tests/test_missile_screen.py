"""Missile Match on screen: hidden hands stay hidden (two people on one screen, or
a person and the CPU), placements lock only when complete and never change after,
whole matches can be played with taps, the layout fits 160x128 and 320x240, and
mashing buttons never breaks it."""

import pytest

from engine import registry
from games.missile import dominoes as dom
from games.missile import field
from engine.logread import replay
from engine.match import Match
from games.missile import arrange as arr
from games.missile import art
from games.missile import screen as ms
from games.missile import words
from games.missile.view import square_index
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ui.result import ResultScreen
from tests.missile_scenes import caption_of
from tests.sim_harness import cells_text, cover_down, cover_up, label_boxes, make_app, run, tap, text_cells

MISSILE = registry.load("missile")


def ids(*pairs):
    return [dom.domino_id(a, b) for a, b in pairs]


# Hands that look different on screen: plain, eraser, doubles, the double blank.
P1_HANDS = (ids((1, 2), (3, 4), (5, 6), (2, 6)), ids((0, 0), (0, 3), (4, 4), (1, 5)))
P2_HANDS = (ids((1, 1), (2, 3), (4, 6), (0, 5)), ids((6, 6), (3, 5), (0, 2), (1, 3)))
# Key sequences for arranging (the lock is added after them).
KEYS = ((), (UP, RIGHT, UP, DOWN, RIGHT, RIGHT, DOWN), (DOWN, RIGHT, DOWN, UP, LEFT, UP, B, RIGHT, UP))


def start(kinds=(0, 0), seed=5, hands=None, size=(160, 128), board=None):
    """An app on a fresh Missile Match screen; hands=(p1, p2) to deal by hand."""
    app = make_app({"game": "missile", "seats": list(kinds)}, *size)
    match = Match(MISSILE, seed, None, kinds)
    if board is not None:
        match.game.set_board(board)
    if hands is not None:
        match.game.set_hands(*hands)
    screen = ms.Screen(match)
    app.switch(screen)
    run(app, 3)
    return app, match, screen


def taps(app, seat, keys, frames=1):
    """Tap each key; returns the frames drawn."""
    drawn = []
    for key in keys:
        app.console.push(seat, key, True)
        app.console.push(seat, key, False)
        drawn.extend(run(app, frames))
    return drawn


def outputs(app):
    return list(app.console.leds.calls) + list(app.console.sound.calls)


def two_people_round(p1_hand, p2_hand, p1_keys, p2_keys, junk=(RIGHT, UP, A, DOWN)):
    """Both arrange in turn behind the curtain, the other pad pressing junk.
    Returns (P1's frames, P2's frames, LED/sound calls before the reveal, reveal)."""
    app, match, screen = start(hands=(p1_hand, p2_hand))
    first = run(app, 2)
    first += taps(app, 1, junk)  # P2 cannot open P1's hand nor act for P1
    first += taps(app, 0, (RIGHT,), 12)  # (the cover waits whole while the band's texts are drawn, then goes down)
    first += taps(app, 0, p1_keys)
    first += taps(app, 1, junk)  # nor act while P1 arranges
    assert screen.mode == ms.PLACE and not match.locked[0]
    second = taps(app, 0, (A,), 2)  # P1 locks: curtain for P2
    assert match.locked[0] and screen.handover.covered and screen.turn == 1
    second += taps(app, 0, junk)  # P1 cannot open P2's hand
    second += taps(app, 1, (RIGHT,), 12)
    second += taps(app, 1, p2_keys)
    second += taps(app, 0, (RIGHT, DOWN, LEFT, UP, B))  # P1 is locked: ignored
    second += taps(app, 1, (A,), 2)
    assert match.all_locked() and screen.handover.covered and screen.turn == -1
    calls = outputs(app)
    heard = len(app.console.sound.calls)
    tap(app, 0, RIGHT)  # both look: the screen as it stands, the hands face down
    assert screen.mode == ms.PLACE and not screen.handover.covered
    reveal = run(app, 36)  # the reveal resolves the next frame: faces up and the first event
    assert screen.mode == ms.REVEAL
    from engine.ui import cues

    assert ("tone", 0, cues.REVEAL[0] * 10, cues.REVEAL[1] * 10) in app.console.sound.calls[heard:]
    return first, second, calls, b"".join(reveal)


def test_two_people_frames_never_show_the_other_seats_hand():
    base = two_people_round(P1_HANDS[0], P2_HANDS[0], KEYS[1], KEYS[1])
    reveals = {base[3]}
    # P2's hand and arrangement change nothing P1 can see before the reveal ...
    for p2_hand in P2_HANDS:
        for p2_keys in KEYS[1:]:
            first, _, _, reveal = two_people_round(P1_HANDS[0], p2_hand, KEYS[1], p2_keys)
            assert first == base[0], "P1's screen shows something of P2's hand"
            reveals.add(reveal)
    # ... and P1's hand and arrangement change nothing P2 sees or hears.
    p1_views = set()
    for p1_hand in P1_HANDS:
        for p1_keys in KEYS[1:]:
            first, second, calls, reveal = two_people_round(p1_hand, P2_HANDS[0], p1_keys, KEYS[1])
            assert second == base[1], "P2's screen shows something of P1's hand"
            assert calls == base[2], "an LED or sound before the reveal depends on a hand"
            p1_views.add(b"".join(first))
            reveals.add(reveal)
    # The frames do show hands (so this test can fail): P1 saw 4 different things,
    # and the reveals differ.
    assert len(p1_views) == 4
    assert len(reveals) >= 6


def frames_before_reveal(app, screen, limit=1000):
    drawn = []
    for _ in range(limit):
        before = app.console.frame_count
        app.step()
        if screen.mode != ms.PLACE:
            return drawn
        if app.console.frame_count != before:
            drawn.append(app.console.frame_bytes())
    raise AssertionError("no reveal")


def timed_frames(app, steps, until=None):
    """Run `steps` frames (or until until(), that frame not kept); returns
    (frame number, pixels) of each frame drawn, so when something shows counts
    too."""
    drawn = []
    for step in range(steps):
        before = app.console.frame_count
        app.step()
        if until is not None and until():
            break
        if app.console.frame_count != before:
            drawn.append((step, app.console.frame_bytes()))
    return drawn


def test_against_the_cpu_nothing_before_the_reveal_depends_on_its_hand():
    """Until the person locks, every frame (and when it is drawn) is the same
    whatever the CPU holds: it thinks meanwhile, here done long before the lock,
    and shows "thinking" all along. After the lock only how long it goes on
    thinking may differ (that depends on its hand): the frames of the wait are
    one sequence, cut at different lengths."""
    seen = set()
    references = {}  # per pace of the person: the first hand's frames
    for cpu_hand in P2_HANDS + (ids((0, 1), (2, 2), (3, 6), (4, 5)),):
        for slow in (False, True):
            app, match, screen = start(kinds=(0, 1), hands=(P1_HANDS[0], cpu_hand))
            assert screen.mode == ms.PLACE and screen.turn == 0  # nobody to hide from
            frames = taps(app, 0, KEYS[2])
            assert match.thinks(1)  # (it thinks while the person arranges)
            if slow:  # the person takes their time: the CPU has decided
                frames += timed_frames(app, 600)
                assert match.locked[1] and not match.thinks(1)
            app.console.push(0, A, True)
            app.console.push(0, A, False)
            waiting = timed_frames(app, 1000, until=lambda: screen.mode != ms.PLACE)
            assert screen.mode == ms.REVEAL
            reference = references.setdefault(slow, (frames, outputs(app), waiting))
            assert (frames, outputs(app)) == reference[:2]
            shorter, longer = sorted((waiting, reference[2]), key=len)
            assert longer[: len(shorter)] == shorter
            seen.add(bytes(screen.shots[1]))
    assert len(seen) == 3  # the CPU's placements did differ


def test_an_incomplete_placement_cannot_be_locked():
    app, match, screen = start(hands=(P1_HANDS[0], P2_HANDS[0]))
    tap(app, 0, RIGHT)  # P1 shows their hand
    hand = screen.hands[0]
    tap(app, 0, DOWN)  # lift column A's missile
    assert hand.lifted == 0 and not hand.complete()
    tap(app, 0, A)
    assert not match.locked[0] and match.pending[0] is None
    assert caption_of(screen)[:2] == ("Put the lifted", "missile down (v)")
    taps(app, 0, (RIGHT, RIGHT, RIGHT, RIGHT))  # onto LOCK, carrying it
    assert hand.cursor == arr.LOCK
    taps(app, 0, (RIGHT, DOWN, UP, RIGHT, A))
    assert not match.locked[0] and match.pending[0] is None and screen.mode == ms.PLACE
    taps(app, 0, (LEFT, DOWN))  # put it down on D: A and D swap
    assert hand.complete() and list(hand.order) == [3, 1, 2, 0]
    taps(app, 0, (RIGHT, RIGHT))  # LOCK, lock
    assert match.locked[0] and screen.handover.covered
    dealt = match.game.hand(0)
    placed = dom.decode(dealt, match.pending[0])
    assert [d for d, _, _ in placed] == [dealt[3], dealt[1], dealt[2], dealt[0]]


def test_a_press_that_turns_or_swaps_nothing_leaves_the_field_as_a_whole_redraw_shows_it():
    """A cursor move, a lift, a put-back, a refused or a done lock redraw the
    missiles, not the field (Screen._arrange: drawn in the frames after the
    press, none of them with CPU thinking beside it, each under 33 ms on a
    PyBadge): the field's tiles and coordinates are then what redrawing
    everything shows."""
    app, match, screen = start(kinds=(0, 1), hands=(P1_HANDS[0], P2_HANDS[0]))
    view = screen.view

    def field():
        return (bytes(view.squares[i] for i in range(32)), bytes(view.markers[i] for i in range(32)), list(view.lit))

    # (turns, lifts and swaps, a put-back, a refused lock while carrying
    # one, moves onto LOCK and back, then the lock)
    keys = (UP, RIGHT, DOWN, RIGHT, RIGHT, DOWN, B, UP, DOWN, LEFT, A, B, LEFT, DOWN, RIGHT, RIGHT, DOWN,
            RIGHT, LEFT, RIGHT, A)
    markers = set()
    for key in keys:
        tap(app, 0, key)
        for _ in range(8):  # the press's frame draws nothing; the next ones do (a CPU thinks in every other)
            if screen.later >= 0:
                break
            run(app, 1)
        assert screen.mode == ms.PLACE and screen.later >= 0
        shown = field()
        markers.add(shown[1])
        screen._redraw()
        assert field() == shown, key
    assert match.locked[0] and len(markers) >= 3  # (the aims did move)


def test_a_locked_placement_cannot_change():
    app, match, screen = start(hands=(P1_HANDS[0], P2_HANDS[0]))
    taps(app, 0, (RIGHT, UP, RIGHT, DOWN, RIGHT, DOWN, A))
    code = match.pending[0]
    assert match.locked[0] and code is not None
    hand = screen.hands[0]
    state = (bytes(hand.order), hand.turned)
    for key in (UP, DOWN, LEFT, RIGHT, A, B, RIGHT, RIGHT, RIGHT, DOWN):
        tap(app, 0, key)
        assert match.pending[0] == code and match.locked[0]
        assert (bytes(hand.order), hand.turned) == state
        assert screen.turn == 1 and screen.handover.covered  # still waiting for P2
    assert not match.choose(0, match.game.legal(0)[0])
    tap(app, 1, RIGHT)
    taps(app, 1, (A,))
    tap(app, 0, RIGHT)
    run(app, 1)  # (the reveal resolves the frame after the cover goes down)
    assert screen.mode == ms.REVEAL
    assert bytes(screen.shots[0]) == bytes(_shots(P1_HANDS[0], code))


def _shots(hand, code):
    out = bytearray(8)
    dom.decode_into(bytes(sorted(hand)), code, out)
    return out


def play_whole_match(kinds, seed, limit=40000):
    """Drive a match by taps of the four directions only (a 4-button pad) until
    the result screen; checks every round's drawn field against the rules' field.
    Returns (app, match, rounds seen, human picks)."""
    app, match, screen = start(kinds=kinds, seed=seed)
    app.console.buttons = 4
    run(app, 1)
    done_rounds = picks = 0
    for _ in range(limit):
        if isinstance(app.scene, ResultScreen):
            return app, match, done_rounds, picks
        game = match.game
        mode = screen.mode
        if screen.handover and screen.handover.covered:
            tap(app, max(screen.turn, 0), RIGHT)
        elif mode == ms.PLACE and screen.turn >= 0 and not match.locked[screen.turn]:
            assert caption_of(screen)[3] == "v lift  >LOCK"
            taps(app, screen.turn, (UP, DOWN, RIGHT, DOWN, RIGHT, RIGHT, RIGHT, RIGHT))
        elif mode == ms.PICKING and match.is_human(screen.picker):
            taps(app, screen.picker, (UP, RIGHT))
            picks += 1
        elif mode == ms.DONE:
            assert bytes(screen.board) == bytes(game.board)
            assert screen.supply == game.supply
            done_rounds += 1
            tap(app, screen.humans[0], RIGHT)
        elif mode == ms.REVEAL:
            tap(app, screen.humans[0], RIGHT)
        else:
            run(app, 1)
        game.check()
    raise AssertionError("the match did not reach the result screen")


# Seeds where the person gets the double blank at least once (a pick by taps).
@pytest.mark.parametrize("kinds, seed", [((0, 1), 8), ((1, 0), 6), ((0, 0), 4)])
def test_whole_match_by_taps_reaches_the_result_screen(kinds, seed):
    app, match, rounds, picks = play_whole_match(kinds, seed)
    assert match.result() is not None and rounds == match.game.round
    assert picks >= 1
    final = replay(match.log.to_bytes())
    assert final.game.key() == match.game.key()
    assert app.scene.reason == words.describe(match.game)
    run(app, 3)


def test_the_double_blank_owner_picks_on_their_own_pad():
    from tests.missile_scenes import board_of

    board = board_of(["....", "....", "..B.", "B...", "RR.B", "R...", "B...", "...."])
    hands = (ids((0, 0), (0, 3), (3, 4), (2, 5)), ids((1, 1), (1, 2), (6, 6), (5, 6)))
    app, match, screen = start(kinds=(0, 1), hands=hands, board=board)
    tap(app, 0, A)  # double blank in column A, as dealt
    for _ in range(800):  # (a press every frame: the CPU thinks every other one, MatchScene.cpu_thinking)
        if screen.mode == ms.PICKING:
            break
        tap(app, 0, RIGHT)  # hurry the reveal
    assert screen.mode == ms.PICKING and match.game.picker == 0
    rows = match.game.legal(0)
    assert screen.rows == rows and len(rows) >= 2
    taps(app, 1, (UP, RIGHT, A))  # the other pad cannot pick
    assert screen.mode == ms.PICKING
    tap(app, 0, UP)  # the next P2 mark up column A
    assert screen.view.markers[square_index(0, rows[1])] == art.CURSOR
    tap(app, 0, RIGHT)
    assert (field.PICK, 0, 0, rows[1], 0) in match.game.events
    assert match.game.board[rows[1] * 4] == field.EMPTY and match.game.round == 1
    assert screen.mode == ms.REVEAL


@pytest.mark.parametrize("size", [(160, 128), (320, 240)])
def test_layout_fits_and_labels_do_not_overlap(size):
    app, match, screen = start(kinds=(0, 0), size=size, hands=(P1_HANDS[1], P2_HANDS[0]))
    assert app.scale == (1 if size[0] < 320 else 2)
    checked = 0

    def check():
        curtain = screen.handover.group
        # A shown curtain hides everything under it: then only its items count.
        boxes = list(_walk(app.root) if cover_down(curtain) else _walk([curtain]))
        labels = [box for kind, box in boxes if kind == "label"]
        for kind, (x, y, w, h) in boxes:
            assert 0 <= x and x + w <= app.width and 0 <= y and y + h <= app.height, (kind, x, y, w, h)
        for i in range(len(labels)):
            for j in range(i):
                assert not _overlap(labels[i], labels[j]), (labels[i], labels[j])
        return len(labels)

    checked += check()  # curtain
    taps(app, 0, (RIGHT, DOWN))  # P1's hand, a missile lifted out
    checked += check()
    taps(app, 0, (RIGHT, RIGHT, RIGHT, RIGHT))  # the LOCK button, carrying
    checked += check()
    taps(app, 0, (LEFT, DOWN, A))
    tap(app, 1, RIGHT)
    taps(app, 1, (DOWN, RIGHT, RIGHT))  # P2 carries at the top edge
    checked += check()
    taps(app, 1, (B, A))
    tap(app, 0, RIGHT)
    for _ in range(12):
        tap(app, 0, RIGHT)
        checked += check()
    assert checked > 60


def _overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    # Glyph cells carry 2 blank rows at top and bottom: allow that much.
    return ax < bx + bw and bx < ax + aw and ay + 2 < by + bh - 2 and by + 2 < ay + ah - 2


def _walk(group, ox=0, oy=0):
    """('label' | 'grid', box) of everything visible, in screen coordinates."""
    for item in group:
        if getattr(item, "hidden", False):
            continue
        if getattr(item, "text", "") is None:  # glyph cells written in parts: label_boxes reads their tiles
            for _, x, y, w, h in label_boxes([item], ox, oy):
                yield ("label", (x, y, w, h))
        elif hasattr(item, "bounding_box") and hasattr(item, "text"):
            if item.text:
                bx, by, bw, bh = item.bounding_box
                s = item.scale
                yield ("label", (ox + item.x + bx * s, oy + item.y + by * s, bw * s, bh * s))
        elif hasattr(item, "tile_width"):
            w = item.tile_width * item.width
            h = item.tile_height * item.height
            yield ("grid", (ox + item.x, oy + item.y, w, h))
        elif hasattr(item, "__len__"):
            yield from _walk(item, ox + item.x, oy + item.y)


def test_pause_during_a_hand_over_comes_back_to_the_curtain():
    from engine.ui.pause import PauseScreen

    app, match, screen = start()
    tap(app, 0, RIGHT)
    assert screen.mode == ms.PLACE
    app.console.push(1, LEFT, True)  # P2 holds the pause chord while P1 arranges
    app.console.push(1, RIGHT, True)
    run(app, 30)
    app.console.push(1, LEFT, False)
    app.console.push(1, RIGHT, False)
    run(app, 2)
    assert isinstance(app.scene, PauseScreen)
    tap(app, 1, RIGHT)  # resume
    assert app.scene is screen and screen.handover.covered and screen.turn == 0
    assert cover_up(screen.handover.group)


def test_mashing_buttons_never_breaks_the_match():
    for kinds in ((0, 0), (0, 1)):
        app, match, screen = start(kinds=kinds, seed=11)
        buttons = (UP, DOWN, LEFT, RIGHT, A, B)
        for i in range(3000):  # (a press every frame: the CPU thinks every other one, MatchScene.cpu_thinking)
            seat = (i // 3) % 2
            button = buttons[(i * 7 + i // 5) % 6]
            app.console.push(seat, button, True)
            app.console.push(seat, button, False)
            app.step()
            match.game.check()
            if isinstance(app.scene, ResultScreen):
                break
        assert match.game.round >= 2


def test_private_displays_would_let_both_arrange_at_once():
    app = make_app({"game": "missile", "seats": [0, 0]})
    app.console.private = (object(), object())  # stand-in: no such hardware yet
    match = Match(MISSILE, 5, None, (0, 0))
    screen = ms.Screen(match)
    app.switch(screen)
    run(app, 2)
    assert screen.mode == ms.PLACE and screen.turn == -1 and not screen.handover
    assert screen.handover is None  # no cover at all
    halves = [screen.view.missiles[2 * at + 1][i] for at in range(8) for i in (0, 1)]
    assert set(halves) == {art.BACK}  # no hand on the shared screen
    taps(app, 0, (DOWN, RIGHT, DOWN, A))
    taps(app, 1, (UP, A))
    run(app, 3)
    assert screen.mode == ms.REVEAL


def test_arrangement_codes_are_the_rules_codes():
    hand = bytes(sorted(P1_HANDS[0]))
    a = arr.Arrangement()
    a.reset(hand)
    seen = set()
    for step in range(200):
        move = (step * 5 + step // 7) % 4
        if move == 0:
            a.move(1 if step % 3 else -1)
        elif move == 1:
            a.turn()
        elif move == 2:
            a.lift_or_swap()
        else:
            a.put_back()
        if a.complete():
            columns = tuple((a.domino(c), a.power(c), a.travel(c)) for c in range(4))
            assert dom.encode(hand, columns) == a.code()
            assert a.code() in dom.legal_placements(hand)
            seen.add(a.code())
    assert len(seen) > 10
    a.reset(bytes(sorted(P1_HANDS[1])))  # 0-0, 0-3, 1-5, 4-4
    reasons = []
    for col in range(4):
        a.cursor = col
        reasons.append(a.turn())
    assert reasons == [arr.DOUBLE_BLANK, arr.ERASER, arr.TURNED, arr.DOUBLE]
    a.cursor = arr.LOCK
    assert a.turn() == arr.NOT_A_COLUMN and not a.lift_or_swap()


def test_every_caption_fits_its_17_columns():
    lines = []

    def said(write, *args):
        for line in range(2 if write is not words.keys_line else 3):
            cells = text_cells(40)  # (wider than a caption line: nothing is cut)
            write(cells, 0, *args, line)
            lines.append(cells_text(cells))

    for kind in range(10):
        for seat in (0, 1):
            for col in range(4):
                for row in range(8):
                    said(words.event_line, (kind, seat, col, row, 6))
                    lines.append(words.step_title(kind))
    a = arr.Arrangement()
    for hand in P1_HANDS:
        a.reset(bytes(sorted(hand)))
        for cursor in range(5):
            for lifted in (-1, 0, 2):
                for refused in (-1, arr.ERASER, arr.DOUBLE, arr.DOUBLE_BLANK, arr.INCOMPLETE):
                    a.cursor, a.lifted = cursor, lifted
                    for down in ("v", "START"):  # the d-pad's name, a PyBadge P2's
                        said(words.column_line, a, refused, down)

    class Arrows:  # a console whose pads are marked with arrows
        key_names = None

    class Badge:  # a PyBadge: P2 plays SELECT, START, B, A
        key_names = (("^", "v", "<", ">", "A", "B"), ("SELECT", "START", "B", "A", "A", "B"))

    for buttons in (4, 6):
        for console in (Arrows(), Badge()):
            console.buttons = buttons
            for seat in (0, 1):
                for lifted in (True, False):
                    said(words.keys_line, console, seat, lifted)
                lines.extend(words.pick_keys(console, seat))
    boards = (bytearray(32), bytearray(b"\x01\x02" * 16))  # no line; both with lines
    for result in (None, (1, -1), (-1, 1), (0, 0)):
        for board in boards:
            said(words.outcome_line, result, board)
    assert max(len(line) for line in lines) <= words.LINE
    assert len(set(lines)) > 100


def test_help_and_describe():
    from engine.ui.text_screen import rules_text
    from engine.ui.play import playable

    assert "missile" in [name for _, name, _ in playable()]
    text = "\n".join(rules_text(MISSILE))
    for phrase in ("ERASER", "double blank", "LOCK", "A to D", "round limit", "step 2 or 3", "28"):
        assert phrase in text, phrase
    game = MISSILE(1, [30])
    from tests.missile_scenes import board_of

    game.set_board(board_of(["....", "....", "....", "....", "R...", "R...", "R...", "R..."]))
    game._result = (1, -1)
    assert words.describe(game) == "P1 made four in a line."
    game._result = (0, 0)
    assert "draw" in words.describe(game)


def test_idle_frames_keep_no_project_allocation():
    import tracemalloc

    from tools import bench_memory

    app, match, screen = start(kinds=(0, 1), seed=9)
    taps(app, 0, (RIGHT, DOWN))  # arranging, a missile lifted: then idle
    windows = []
    for name in ("placing", "reveal"):
        if name == "reveal":
            # From here the CPU decides in the first frame it thinks in: its
            # next round's, which it thinks during the reveal
            # (MatchScene.think_ahead), is done before the reveal's window, so
            # the window holds no suspended decision.
            app.think_us = 10**9
            taps(app, 0, (DOWN, A))
            for _ in range(900):
                if screen.event_index:
                    break
                run(app, 1)  # until the CPU has placed and the first event shows
            assert screen.mode == ms.REVEAL and screen.event_index == 1
            assert match.locked[1]  # (the next round's move, thought during the reveal)
        shown = screen.event_index
        tracemalloc.start(1)  # before the warm-up, so its live objects are traced too
        run(app, 3 if name == "reveal" else 20)  # warm-up
        for _ in range(900 if name == "placing" else 0):
            run(app, 1)  # the CPU's thinking time (a suspended decision holds its locals)
            if match.locked[1]:
                run(app, 2)
                break
        before = tracemalloc.take_snapshot()
        run(app, 20)  # nothing changes on screen
        after = tracemalloc.take_snapshot()
        tracemalloc.stop()
        windows.append((name, bench_memory._growth(before, after)[:2], bench_memory._lines(before, after)))
        assert screen.mode == (ms.REVEAL if name == "reveal" else ms.PLACE) and screen.event_index == shown
    for name, growth, lines in windows:
        assert growth == (0, 0), (name, lines)


def test_the_reveal_turns_the_missiles_over_a_column_a_frame():
    """A reveal's start is staged so that no frame pushes much of the screen
    (tools/bench_frames.py holds a frame to the PyBadge's 33 ms): the frame
    that resolves draws nothing, the next one clears the field's aim markers,
    the next puts the missiles face down, the next clears the status words,
    the next four write the words, then each frame turns one column's two
    missiles face up, A to D; the person's own hand stays
    face up throughout, the CPU's stays face down until its column turns.
    The last frame is what drawing the revealed screen whole shows."""
    app, match, screen = start(kinds=(0, 1), hands=(P1_HANDS[0], P2_HANDS[0]))
    tap(app, 0, A)  # the person locks the hand as dealt
    for _ in range(600):
        if screen.mode == ms.REVEAL:
            break
        run(app, 1)
    assert screen.mode == ms.REVEAL and screen.faces == ms._FACES_FIELD
    halves = [screen.view.missiles[2 * at + 1] for at in range(8)]
    steps = []
    while screen.faces < ms._FACES_UP:
        for col in range(4):
            assert (halves[4 + col][0] == art.BACK) == (col >= max(screen.faces, 0))  # the CPU's (seat 1)
            assert halves[col][0] != art.BACK  # the person's own
        before = app.console.pushed
        assert len(run(app, 1)) == 1
        steps.append(app.console.pushed - before)
    # The field, the missiles, the seats' words, the band's words in four
    # shares (column A turns beside the last), then columns B to D.
    assert len(steps) == 10
    assert max(steps[:7]) <= 4000  # (a whole screen is 20,480; a caption line 1,224 pixels at most)
    assert max(steps[7:]) <= 2 * art.DOMINO_W * art.DOMINO_H  # one column: the CPU's missile, maybe the person's
    for _ in range(2):  # then the band's texts, 4 then 3
        if screen.later < 7:
            before = app.console.pushed
            run(app, 1)
            assert app.console.pushed - before <= 4000  # (a caption line is 1,224 pixels at most)
    assert screen.later == 7
    staged = app.console.frame_bytes()
    screen.release()
    app.switch(screen)  # as a resume from the pause screen builds it: drawn whole in one go
    run(app, 1)
    assert screen.mode == ms.REVEAL and screen.event_index == 0
    assert app.console.frame_bytes() == staged


def test_the_cover_goes_down_a_band_a_frame():
    """The owner's press takes the hand-over cover away a band a frame (each
    band's line the frame before it), from the bottom up, so no frame pushes the
    whole screen with every layer of the scene (100-110 ms on the PyBadge
    estimate); the cover comes back up at once, whole. Once down, the screen
    is what drawing it whole shows."""
    import displayio

    app, match, screen = start(hands=(P1_HANDS[0], P2_HANDS[0]))
    cover = screen.handover.group
    assert cover_up(cover)
    pushed = []
    app.console.push(0, RIGHT, True)  # P1 opens their turn
    app.console.push(0, RIGHT, False)
    while not cover_down(cover):
        before = app.console.pushed
        assert len(run(app, 1)) == 1
        pushed.append(app.console.pushed - before)
    # The press frame; the field, then the hand face up, then the seats'
    # words, under the cover; 4 frames of the band's texts under it, 2 a
    # frame (the cover waits whole for them); the bottom band's line; then
    # 7 bands, each with the line of the band above it but the title, which
    # goes alone (engine/ui/cover.py).
    assert screen.handover.is_open(0) and len(pushed) == 17, pushed
    assert pushed[0] <= 20480 * 3 // 5  # (all at once: 20,480, every layer of the scene)
    assert max(pushed[1:]) <= 6000  # a band of the scene and the line of the band above (or the title)
    staged = app.console.frame_bytes()
    root = displayio.Group(scale=app.scale)  # the same scene pushed whole
    root.append(app.root.pop())
    app.root = root
    app.console.display.root_group = root
    app.dirty = True
    run(app, 1)
    assert app.console.frame_bytes() == staged
    taps(app, 0, (A,))  # P1 locks: P2's cover, up at once
    assert cover_up(cover) and screen.handover.covered


def test_idle_frames_of_an_open_turn_keep_no_project_allocation():
    """Two people: once the cover is down, each idle frame asks the hand-over
    to go on (Handover.step) and keeps nothing."""
    import tracemalloc

    from tools import bench_memory

    app, match, screen = start(hands=(P1_HANDS[0], P2_HANDS[0]))
    taps(app, 0, (RIGHT,))
    for _ in range(20):
        run(app, 1)
    assert cover_down(screen.handover.group) and screen.handover.is_open(0)
    tracemalloc.start(1)
    run(app, 5)
    before = tracemalloc.take_snapshot()
    run(app, 20)
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    assert bench_memory._growth(before, after)[:2] == (0, 0), bench_memory._lines(before, after)


def test_a_board_lets_go_of_art_before_the_builds_texts(monkeypatch):
    """On a board the pictures' code (art) is dropped once the field, the
    missiles and the LOCK button are drawn, before the texts (_panel) are made
    in its room: layout keeps no global of art, so nothing else holds it (the
    112 KB tour's resumed build ran out in _panel with art still loaded)."""
    from games.missile import layout

    assert not hasattr(layout, "art")
    order = []
    panel = layout._panel
    monkeypatch.setattr(registry, "unloads", lambda: True)
    monkeypatch.setattr(registry, "drop", lambda names: order.extend(names))
    monkeypatch.setattr(layout, "_panel", lambda *args: (order.append("_panel"), panel(*args)))
    start(kinds=(0, 1))
    build = [name for name in order if name in ("games.missile.art", "_panel", "games.missile.layout")]
    # (the view's drop at the end names art too: a board has it gone by then)
    assert build[:3] == ["games.missile.art", "_panel", "games.missile.layout"]


def test_a_persons_placements_go_while_the_view_is_built_and_come_back_the_same():
    """A build (a resume's on a board, after the pause let the screen go) lets
    go of the people's placement codes, not a CPU's, and the first quiet frame
    after it makes the same list again."""
    app, match, screen = start(kinds=(0, 1))
    run(app, 10)
    game = match.game
    person = list(game.legal(0))
    cpu = game.legal(1)
    screen.release()
    made = []
    real = game.forget
    game.forget = lambda seat: (made.append((seat, game._legal[seat] is not None)), real(seat))
    app.switch(screen)  # built again, as a board's resume does
    assert made == [(0, True)] and game._legal[0] is None and game.legal(1) is cpu
    run(app, 20)
    assert game._legal[0] == person
