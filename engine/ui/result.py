"""A match's end: count it, save its log (finish), and the result screen:
who won and why, the running tally, then rematch or menu (B: the menu).
Here, not in engine/ui/play.py, so the change to the result loads no code of
starting matches."""

from engine import registry
from engine.ticks import ticks_diff
from engine.ui import hints, theme
from engine.ui.cells import fixed, heading
from engine.ui.later import AHEAD_MS
from engine.ui.pad import B, DOWN, RIGHT, UP

_CHOICES = ("Rematch", "Menu")
# With no human seat (a demo), the result screen starts a rematch after this long.
DEMO_REMATCH_MS = 8000
# The jingles (engine/ui/cues.py tunes): C E G C rising, G E C falling, one
# note twice.
WIN = b"4\nB\nN\ni\x1c"
LOSE = b"'\x10!\x10\x1a\""
DRAW = b",\x0e\x00\x06,\x0e"
# Presses are ignored until the result has shown this long with no press, and
# the choices only show then: a button still being mashed from the match must
# neither skip who won nor start a rematch (each press starts the wait again).
GUARD_MS = 1000
# The last finished match with a person in it, in the console's store.
LAST_LOG = "last.svl"


def seated(match):
    """True when a person plays at least one seat (not a CPU demo, not a replay)."""
    for seat in range(match.seats):
        if match.is_human(seat):
            return True
    return False


def save_log(app, match):
    """Write the finished match's log to the console's store as a checked save
    (engine/savefile.py), if there is a store and a person played: a kiosk's
    endless CPU demos would wear the flash for nothing. Returns the file name,
    or None. A full or read-only drive is reported, never fatal."""
    store = app.console.store
    if not store or not seated(match):
        return None
    path = store + "/" + LAST_LOG
    try:
        from engine import savefile  # loaded once a match is over, not while it plays

        savefile.save(path, match.log.to_bytes())
    except OSError as error:
        print("salvo: log not saved: {}".format(error))
        return None
    return path


def count(app, match):
    """Add a finished match with a person in it to the kiosk stats and write
    them (same checked save as the log). Not on a console without a store
    that restarts after the match (engine/handoff.py): nothing would keep
    them, and the stats code would only crowd the match's heap at its end."""
    if not seated(match):
        return
    if not app.console.store and app.restart is not None:
        return
    from engine import stats

    table = stats.kiosk(app)
    table.record(match.game_class.ID, match.kinds, match.result())
    stats.save(app.console.store, table)


def finish(app, match, screen=None):
    """Called once a match's result is known: count it, save the log and
    return the result screen. A match scene calls it through a Later
    (MatchScene.finish), once its screen is gone, so this code and the
    result screen's never load beside the match's display objects (but
    for a `screen` kept for the rematch where the heap has room: Arrowbic's
    finish())."""
    result = match.result()
    tally = app.config.setdefault("tally", [0] * match.seats)
    winners = [seat for seat in range(match.seats) if result[seat] > 0]
    if len(winners) < match.seats:  # everybody "won" (all tied at the round limit) reads DRAW: no win counted
        for seat in winners:
            tally[seat] += 1
    saved = save_log(app, match)
    count(app, match)
    describe = registry.part(match.game_class.NAME, "words").describe
    return ResultScreen(match, describe(match.game), saved, screen)


def jingle(result, kinds):
    """The tune for a match's end: WIN, LOSE or DRAW as the one person at the
    table sees it (kinds: seat kinds, 0 a person); with two people, or none,
    WIN when anybody won, alone or with others; DRAW when everybody won or
    somebody drew, LOSE when nobody won (the words of theme.headline)."""
    winners = 0
    for value in result:
        winners += value > 0
    if winners == len(result) or (not winners and 0 in result):
        return DRAW
    if not winners:
        return LOSE
    person = -1
    people = 0
    for seat in range(len(kinds)):
        if kinds[seat] == 0:
            person = seat
            people += 1
    if people == 1 and result[person] <= 0:
        return LOSE
    return WIN


def _line(group, text, mid, y, color):
    """One line of text centred on x = mid with its top at y, as a label
    anchored at (0.5, 0.0) shows it (nothing for an empty one)."""
    if text:
        fixed(group, text, mid, y, color, anchor=0.5)


class ResultScreen:
    """Shows the outcome; UP/DOWN pick Rematch or Menu, RIGHT or A confirms."""

    def __init__(self, match, reason, saved, screen=None):
        # The CPU players' search state is let go: a rematch makes new ones.
        for seat in range(match.seats):
            match.bots[seat] = None
        self.match = match
        self.reason = reason  # one line from the game's screen module
        self.saved = saved  # path of the saved log, or None
        self.screen = screen  # the finished match's screen kept built for the rematch (MatchScene.finish), or None
        # The choices (engine/ui/hints.py Choices) and their group, hidden until
        # GUARD_MS have passed: made in a frame after the first (_prompt), so
        # the change to this screen loads no code for them.
        self.choices = None
        self.prompt = None
        self.shown_at = None  # ticks when first drawn, or of the last press while the choices are hidden
        self.entered_at = None  # ticks when first drawn
        # A rematch's screen modules still to load back (load_ahead).
        self.ahead = registry.part(match.game_class.NAME, "screen").Screen.REBUILDS

    def _cue(self, cues, result):
        """The jingle, and the pads' LEDs lit in the colours of the seats that
        won (dark for the rest; all dark when everybody won)."""
        cues.play(jingle(result, self.match.kinds))
        everybody = True
        for value in result:
            everybody = everybody and value > 0
        for seat in range(2):
            cues.light(seat, theme.SEAT_COLORS[seat] if result[seat] > 0 and not everybody else 0)

    def enter(self, app):
        """Build the result group."""
        import displayio

        self.app = app
        result = self.match.result()
        if self.shown_at is None:  # (once: not again after a pause's rebuild)
            self._cue(app.cues, result)
        group = displayio.Group()
        winners = [seat for seat in range(len(result)) if result[seat] > 0]
        color = theme.SEAT_COLORS[winners[0]] if len(winners) == 1 and winners[0] < 2 else theme.ACCENT
        text = theme.headline(result)
        # Scale 2 when it fits ("P1 P3 P5 WIN" does; six shared winners do not).
        big = 2 if len(text) * theme.CHAR_W * 2 <= app.width - 4 else 1
        # Glyph cells placed as labels would be, here and below (cells.heading,
        # _line): a result screen loads no label code and no bitmap a line.
        mid = app.width // 2
        heading(group, text, mid, 4 if big == 2 else 9, color, big)
        columns = app.width // theme.CHAR_W - 2
        tally = self.app.config.get("tally", ())
        sep = "  " if len(tally) <= 2 else ", "
        score = sep.join("P{} {}".format(seat + 1, tally[seat]) for seat in range(len(tally)))
        # From the bottom: the keys (either pad answers: both pads' keys, two
        # lines on a PyBadge), the choices, the tally (up to six seats: two
        # lines), and the reason in what is left.
        pairs = (((UP, DOWN), "move"), ((RIGHT,), "ok"))
        if app.console.buttons > 4:  # (a pad of four buttons has no B)
            pairs += (((B,), "menu"),)
        keys = hints.shared_hint(app.console, pairs, app.width // theme.CHAR_W - 1)
        bottom = app.height - 2 - (len(keys) - 1) * theme.CHAR_H
        counts = hints.wrap("Wins: " + score, columns)[:2]
        lines = hints.wrap(self.reason, columns)
        top = bottom - 40  # the choices' top
        first_count = top - 14 - 11 * (len(counts) - 1)
        rows = (first_count - 30) // 11
        # (From the bottom line up: a line's last pixel row is the next
        # line's first, where only a descender of the line above draws.)
        if self.saved and len(lines) >= rows:
            # After the tally where the reason leaves no line for it (never
            # beside a choice, whose marker would run into it).
            for note in ("  log saved", "  saved"):
                if len(counts[-1]) + len(note) <= columns:
                    counts[-1] += note
                    break
        for row in range(len(counts) - 1, -1, -1):
            _line(group, counts[row], mid, first_count + row * 11, theme.DIM)
        if self.saved and len(lines) < rows:
            _line(group, "log saved", mid, 30 + len(lines) * 11, theme.DIM)  # (a line of its own under the reason)
        for row in range(min(len(lines), rows) - 1, -1, -1):
            _line(group, lines[row], mid, 30 + row * 11, theme.TEXT)
        self.group = group
        self.place = (keys, top, bottom)  # where _prompt puts the choices and keys
        self.prompt = None
        return group

    def _prompt(self):
        """Build the choices and the keys under them, hidden (shown once
        GUARD_MS have passed)."""
        import displayio

        if self.choices is None:
            self.choices = hints.Choices(_CHOICES)
        keys, top, bottom = self.place
        mid = self.app.width // 2
        choices = displayio.Group()
        choices.hidden = True
        self.choices.build(choices, mid, top, 13)
        for row in range(len(keys)):
            _line(choices, keys[row], mid, bottom + row * theme.CHAR_H - theme.CHAR_H, theme.DIM)  # a label's bottom there
        self.group.append(choices)
        self.prompt = choices

    def press(self, seat, button, now):
        """Choose rematch or menu (once the choices show)."""
        if self.prompt is None or self.prompt.hidden:
            self.shown_at = now  # still mashing: the quiet second starts again
            return None
        if button == B:
            return self.app.home()
        picked = self.choices.press(button)
        self.app.dirty = True
        if picked < 0:  # (choices.NONE)
            return None
        if picked == 0:
            return self._rematch(now)
        return self.app.home()

    def _rematch(self, now):
        seed = self.app.config.get("seed")
        self.match.rematch(now & 0x3FFFFFFF if seed is None else (seed + 1) & 0x3FFFFFFF)
        if seed is not None:
            self.app.config["seed"] = self.match.seed
        screen = registry.part(self.match.game_class.NAME, "screen").Screen(self.match)
        old = self.screen
        if old is not None:
            # The new screen takes over the old one's built objects (the
            # game's KEEPS: its group, views and what build() measured),
            # and draws the new match on them (MatchScene.enter: its
            # resumed()) instead of building them again.
            self.screen = None
            for name in screen.KEEPS:
                setattr(screen, name, getattr(old, name))
        return screen

    def tick(self, now):
        """A demo (no human seat) rematches by itself, so a kiosk keeps playing."""
        if self.shown_at is None:
            self.shown_at = now
        if self.entered_at is None:
            self.entered_at = now
        if self.prompt is None:
            if ticks_diff(now, self.entered_at) >= AHEAD_MS:
                self._prompt()  # (a hidden group: nothing to draw yet)
        elif self.ahead:  # (a module a frame, after the choices' frame)
            self.ahead = hints.load_ahead(self.ahead, self.entered_at, now)
        if self.prompt is not None and self.prompt.hidden and ticks_diff(now, self.shown_at) >= GUARD_MS:
            self.prompt.hidden = False
            self.app.dirty = True
        match = self.match
        if any(match.is_human(seat) for seat in range(match.seats)):
            return None
        if ticks_diff(now, self.shown_at) >= DEMO_REMATCH_MS:
            return self._rematch(now)
        return None
