"""The main menu: pick a game, who plays each seat, the game's options; play,
read the rules, see the controls.

UP/DOWN choose a row, LEFT/RIGHT change its value, RIGHT or A on PLAY starts.
The row under the cursor has a marker at its left edge and its value between
arrows, <value>; the line at the bottom says what the keys do there. (The
marker and the arrows are glyphs of their own that move, and the rows never
change for the cursor: a move pushes a few glyph cells, not whole rows.) Who
plays comes first, then PLAY and How to play, then the game's options, which
scroll when there are more than the screen has lines (PLAY is always on the
first screen).

What the menu shows of a game comes from the game's small ``info`` module (its
name, title, seats and options, CPU levels, option wording: see
games/README.md): the menu never loads a game's rules, screen or bot (a
game's rules were 85-180 ms of a change of the game row on a PyBadge).
Without ``OPTION_TEXT``/``OPTION_STEP`` an option row reads "Name:  value"
and steps by one. Only the game on show is loaded: the App's scene switch
unloads the rest (engine/ui/modules.py).
"""

from engine import registry
from engine.ticks import ticks_diff
from engine.ui import theme
from engine.ui.cells import Cells, fixed, glyph
from engine.ui.later import AHEAD_MS
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP

PLAY = "play"
RULES = "rules"
CONTROLS = "controls"
_TOP = 14  # first row's top (the title is above)
_MARK_W = 2  # the marker at the left edge of the row at the cursor
# The key hint, "^v: move  <>: change", in two runs of glyph cells so that a
# move pushes only the cells that change: the keys ("^v: move  <>", the last
# one right-aligned) and the word after them. Where P2's keys are named
# otherwise (a PyBadge: "^v or SELECT/START: move") "move" gets a line of its own.
_ACTION_WORDS = {PLAY: ": start", RULES: ": open", CONTROLS: ": open"}
_CHANGE = ": change"


def seat_choices(game):
    """CPU level names of a game (seat kind 0 is a person, 1.. these levels)."""
    return registry.part(game.NAME, "info").LEVELS


def option_name(name):
    """An option's key as a row name: 'rounds' -> 'Rounds' (CircuitPython's str
    has no capitalize())."""
    return name[:1].upper() + name[1:]


def kind_name(kind, levels):
    """What a seat kind reads as on screen."""
    if kind == 0:
        return "Human"
    return "CPU " + levels[min(kind, len(levels)) - 1]


def fit_seats(kinds, levels):
    """Clamp seat kinds to the levels a game has: a CPU level the previous game
    had but this one lacks becomes this game's strongest level."""
    for seat in range(len(kinds)):
        if kinds[seat] > len(levels):
            kinds[seat] = len(levels)


def keep_seats(config, left):
    """Moving from game `left` to config["game"]: keep the seats `left` had
    (kinds, so each CPU level) in config["kept"], and give the new game the
    seats it had when last shown. The menu never changes a game's levels
    behind the player's back: a level the next game lacks is clamped there,
    not here (engine/handoff.py carries "kept" across a fresh heap). True
    when the new game had seats kept."""
    kept = config.get("kept")
    if kept is None:
        kept = config["kept"] = {}
    kept[left] = list(config["seats"])
    if config["game"] not in kept:
        return False
    config["seats"] = list(kept[config["game"]])
    return True


class Menu:
    """The menu scene; its choices live in app.config so they survive a match."""

    MENU_SIDE = True  # engine/ui/modules.py: a match's code is unloaded here

    def enter(self, app):
        """Build the menu for the game currently chosen in app.config."""
        import displayio

        self.app = app
        config = app.config
        # The game's info module: NAME, TITLE, SEATS and OPTIONS, as its rules
        # class has them (the how-to reads NAME and TITLE too).
        self.game = registry.part(config["game"], "info")
        self.levels = seat_choices(self.game)
        low, high = self.game.SEATS
        kinds = config.setdefault("seats", [0, 1])
        fit_seats(kinds, self.levels)
        while len(kinds) < low:
            kinds.append(len(self.levels))
        del kinds[high:]
        for seat in range(2, len(kinds)):
            # Seats past the two pads are always CPUs (a log or an older config
            # could say otherwise).
            kinds[seat] = min(max(kinds[seat], 1), len(self.levels))
        options = config.get("options")
        if not options or len(options) != len(self.game.OPTIONS):
            config["options"] = registry.default_options(self.game)
        # rows: ("game",), ("seat", i), ("count",), ("option", i), actions
        self.rows = [("game", 0)]
        for seat in range(min(2, high)):
            self.rows.append(("seat", seat))
        if low != high:
            self.rows.append(("count", 0))
        if len(kinds) > 2:
            self.rows.append(("others", 0))  # the level of the CPUs past the pads
        self.rows.append((PLAY, 0))
        self.rows.append((RULES, 0))
        for index in range(len(self.game.OPTIONS)):
            self.rows.append(("option", index))
        self.rows.append((CONTROLS, 0))
        self.option_text = getattr(self.game, "OPTION_TEXT", None)
        self.option_step = getattr(self.game, "OPTION_STEP", None)
        self.cursor = min(config.get("cursor", 0), len(self.rows) - 1)
        group = displayio.Group()
        # Glyph cells placed as a label anchored at (0.5, 0.0) is (the same
        # pixels): a start after a match loads no label code for the title.
        fixed(group, "SALVO", app.width // 2 - 5 * theme.CHAR_W // 2, 1, theme.ACCENT, anchor=0.0)
        self.step = 11
        # The marker: a short bar at the left edge of the cursor's row.
        theme.rect(group, 0, _TOP, _MARK_W, self.step - 1, theme.ACCENT)
        self.bar = group[-1]
        # The rows that fit; when there are more they scroll, and a thin bar at the
        # right edge shows where the shown rows are in the whole list.
        lines = self._hint_keys(app.console)
        self.shown = min(len(self.rows), (app.height - _TOP - 1 - lines * theme.CHAR_H) // self.step)
        self.top = 0  # first row shown
        # Glyph cells, not labels: a scroll pushes only the cells that change.
        # Transparent on the black screen (nothing under them to hide: an
        # opaque paper would only write its pixels, about 18% more of a
        # refresh), the bottom row first: a row's last pixel line is the next
        # row's first, where only a descender of the row above draws (no
        # glyph draws in its first).
        self.labels = [None] * self.shown  # type: list
        for row in range(self.shown - 1, -1, -1):
            self.labels[row] = Cells(group, (app.width - 6) // theme.CHAR_W, 4, _TOP - 1 + row * self.step, theme.TEXT,
                                     anchor=0.0)
        # The arrows round the value at the cursor, glyphs that move (hidden on
        # a row without a value).
        self.arrows = (glyph(group, "<", theme.ACCENT), glyph(group, ">", theme.ACCENT))
        self.thumb = None
        if self.shown < len(self.rows):
            track = self.shown * self.step - 1
            theme.rect(group, app.width - 2, _TOP, 2, track, 0x243040)
            self.thumb_room = track - max(4, track * self.shown // len(self.rows))
            theme.rect(group, app.width - 2, _TOP, 2, track - self.thumb_room, theme.DIM)
            self.thumb = group[-1]
        first, second = self.key_runs[0]
        x = (app.width - (len(first) + len(second) + len(_CHANGE)) * theme.CHAR_W) // 2
        y = app.height - 1 - theme.CHAR_H
        if self.move_line:
            fixed(group, self.move_line, app.width // 2, y - theme.CHAR_H, theme.DIM, anchor=0.5)
        self.keys = Cells(group, len(first), x, y, theme.DIM, anchor=0.0)
        x += len(first) * theme.CHAR_W
        self.keys2 = Cells(group, len(second), x, y, theme.DIM, anchor=0.0) if second else None
        self.keys_word = Cells(group, len(_CHANGE), x + len(second) * theme.CHAR_W, y, theme.DIM, anchor=0.0)
        app.pads.repeat = True
        self._show()
        # The how-to's code, loaded ahead in the menu's still frames, a module
        # a frame (tick), where the heap has room: the change to the how-to
        # then loads none of it (its imports were 150-200 ms of that change
        # on a PyBadge). The labels' module comes with it (theme.label). A
        # game whose how-to imports a module slow to load (one the rules
        # brought before the menu read info alone: Arrowbic's board) names
        # it in info's AHEAD, loaded in a frame of its own.
        self.shown_at = None
        self.ahead = ("engine.ui.howto", "engine.ui.text") + getattr(self.game, "AHEAD", ()) + (
            "games.{}.howto".format(self.game.NAME),)
        return group

    def _rebuild(self, left):
        """The game row changed (from `left`): this menu is built again in
        place for config["game"], as HowTo._turn turns a page: the game
        before and this menu's objects are let go first, the new game's code
        loads, and the new menu shows in a root group of its own, pushed
        whole as App.switch shows a scene, but without the switch's pass
        over the modules and collection (about 20 ms of the change on a
        PyBadge estimate): what it let go is garbage for a quiet frame once
        the heap runs low. It counts as a scene change, as a switch did."""
        import displayio

        app = self.app
        config = app.config
        level = self._others_level()
        app.root.pop()
        self.labels = []  # (the rows and arrows let go before the new ones are made)
        self.arrows = ()
        theme.new_scene()
        registry.unload(keep=config["game"])
        if not keep_seats(config, left):
            # A game not shown before starts at its own seat count (CPUs
            # filling past the pads): Missiles & Microchips at four, not a duel.
            kinds = config["seats"]
            count = registry.default_seats(registry.part(config["game"], "info"))
            del kinds[max(2, count):]
            while len(kinds) < count:
                kinds.append(level)
        root = displayio.Group(scale=app.scale)
        root.append(self.enter(app))
        app.root = root
        app.console.display.root_group = root
        app.pads.clear()  # (as a switch: a press still pending does not act on the new rows)
        app.dirty = True
        app.scene_changes += 1

    def _row_text(self, row):
        """A row as 'Name:  value' (the game's row: its title after a space; the
        arrow goes in the space before the value at the cursor); returns (text, cell where the value
        starts, or -1 for a row without a value)."""
        kind, index = self.rows[row]
        config = self.app.config
        if kind in _ACTION_WORDS:
            return {PLAY: "PLAY", RULES: "How to play", CONTROLS: "Controls"}[kind], -1
        if kind == "game":
            return " " + self.game.TITLE, 1
        if kind == "seat":
            name, value = theme.SEAT_NAMES[index], kind_name(config["seats"][index], self.levels)
        elif kind == "count":
            name, value = "Seats (CPUs fill)", len(config["seats"])
        elif kind == "others":
            count = len(config["seats"])
            name = "P3" if count == 3 else "P3-P{}".format(count)
            value = "CPU " + self.levels[self._others_level() - 1]
        else:
            value = config["options"][index]
            if self.option_text:
                name, value = self.option_text(index, value)
            else:
                name = option_name(self.game.OPTIONS[index][0])
        return name + ":  " + str(value), len(name) + 3

    def _hint_keys(self, console):
        """Set the hint's parts for this console's keys (both pads work here):
        `move_line` (the keys that move on a line of their own, or ""), and
        `key_runs`, the keys for a row with a value and for an action row, each
        as two runs as wide as the other row's: on one line ('^v: move  <>',
        ''), or where P2's keys are named otherwise P1's and P2's, each
        right-aligned ('<> or ', 'B/A' and ' > or ', '  A') so that a move
        between the rows pushes few cells. Returns how many lines it takes."""
        move = theme.shared_keys(console, (UP, DOWN)) + ": move"
        change = [theme.keys_text(console, seat, (LEFT, RIGHT)) for seat in (0, 1)]
        ok = [theme.keys_text(console, seat, (RIGHT,)) for seat in (0, 1)]
        for seat in (0, 1):
            width = max(len(change[seat]), len(ok[seat]))
            change[seat] = " " * (width - len(change[seat])) + change[seat]
            ok[seat] = " " * (width - len(ok[seat])) + ok[seat]
        self.move_line = ""
        if change[0] == change[1] and ok[0] == ok[1]:
            self.key_runs = ((move + "  " + change[0], ""), (move + "  " + ok[0], ""))
            if len(self.key_runs[0][0]) + len(_CHANGE) <= (self.app.width - 4) // theme.CHAR_W:
                return 1
            self.key_runs = ((change[0], ""), (ok[0], ""))  # (a narrow screen)
        else:
            self.key_runs = ((change[0] + " or ", change[1]), (ok[0] + " or ", ok[1]))
        self.move_line = move
        return 2

    def hint(self):
        """The key hint as it reads: '^v: move  >: start' (tests; a line of
        its own for "move" ends in ' | ': '^v or SELECT/START: move | > or A: start')."""
        text = (self.keys.text + (self.keys2.text if self.keys2 else "") + self.keys_word.text).strip()
        spaces = "  " if self.move_line else "   "  # (the padding of the aligned runs read as one space)
        while spaces in text:
            text = text.replace(spaces, spaces[1:])
        return (self.move_line + " | " if self.move_line else "") + text

    def reads(self, line):
        """What shown line `line` reads, with the arrows where they are drawn:
        'P1: <Human>' at the cursor, 'P1:  Human' elsewhere (tests)."""
        text = self.labels[line].text
        if line != self.cursor - self.top or self.arrows[0].hidden:
            return text
        at = self._row_text(self.cursor)[1]
        return text[: at - 1] + "<" + text[at:] + ">"

    def _others_level(self):
        """The CPU level of the seats past the two pads (default: the strongest)."""
        level = self.app.config.get("others") or len(self.levels)
        return min(level, len(self.levels))

    def _show(self):
        if self.cursor < self.top:
            self.top = self.cursor
        elif self.cursor >= self.top + self.shown:
            self.top = self.cursor - self.shown + 1
        for line in range(self.shown):
            row = self.top + line
            self.labels[line].show(self._row_text(row)[0], theme.ACCENT if self.rows[row][0] == PLAY else theme.TEXT)
        if self.thumb is not None:
            self.thumb.y = _TOP + self.thumb_room * self.top // (len(self.rows) - self.shown)
        y = _TOP + (self.cursor - self.top) * self.step
        self.bar.y = y  # (setting the same place again pushes nothing)
        text, at = self._row_text(self.cursor)
        left, right = self.arrows
        if at >= 0:
            # Each arrow two pixels from the value.
            x = self.labels[0].x + at * theme.CHAR_W
            left.x, left.y = x - theme.CHAR_W - 1, y - 1
            right.x, right.y = x + (len(text) - at) * theme.CHAR_W, y - 1
        theme.set_shown(left, at >= 0)
        theme.set_shown(right, at >= 0)
        word = _ACTION_WORDS.get(self.rows[self.cursor][0])
        first, second = self.key_runs[0 if word is None else 1]
        self.keys.show(first, theme.DIM)
        if self.keys2:
            self.keys2.show(second, theme.DIM)
        self.keys_word.show(word or _CHANGE, theme.DIM)
        self.app.config["cursor"] = self.cursor
        self.app.dirty = True

    def _change(self, delta):
        kind, index = self.rows[self.cursor]
        config = self.app.config
        if kind == "game":
            listed = registry.playable()
            at = 0
            for i in range(len(listed)):
                if listed[i][1] == self.game.NAME:
                    at = i
            config["game"] = listed[(at + delta) % len(listed)][1]
            config["options"] = None
            self._rebuild(self.game.NAME)
            return None
        if kind == "seat":
            kinds = config["seats"]
            kinds[index] = (kinds[index] + delta) % (len(self.levels) + 1)
        elif kind == "count":
            low, high = self.game.SEATS
            kinds = config["seats"]
            if delta > 0 and len(kinds) < high:
                kinds.append(self._others_level())
            elif delta < 0 and len(kinds) > low:
                kinds.pop()
            if (len(kinds) > 2) != any(row[0] == "others" for row in self.rows):
                return Menu()  # the CPUs-past-the-pads row comes or goes
        elif kind == "others":
            kinds = config["seats"]
            level = (self._others_level() - 1 + delta) % len(self.levels) + 1
            config["others"] = level
            for seat in range(2, len(kinds)):
                kinds[seat] = level
        elif kind == "option":
            name, _, low, high = self.game.OPTIONS[index]
            value = config["options"][index]
            value = self.option_step(index, value, delta) if self.option_step else value + delta
            config["options"][index] = min(high, max(low, value))
        self._show()
        return None

    def _activate(self, now):
        kind = self.rows[self.cursor][0]
        if kind == PLAY:
            from engine.ui.play import begin

            return begin(self.app, now)
        if kind == RULES:
            from engine.ui.howto import HowTo

            return HowTo(self.game, None, self.app.home())  # (its rules text made after the first page shows)
        if kind == CONTROLS:
            from engine.ui.text_screen import TextScreen

            text = "\n".join(self.app.console.controls) + "\n\nMenus: up/down choose, left/right change, right or A: ok."
            return TextScreen("Controls", text, self.app.home())
        return self._change(1)

    def press(self, seat, button, now):
        """Move, change or activate."""
        if button == UP:
            self.cursor = (self.cursor - 1) % len(self.rows)
            self._show()
        elif button == DOWN:
            self.cursor = (self.cursor + 1) % len(self.rows)
            self._show()
        elif button == LEFT or button == B:
            if self.rows[self.cursor][0] in (PLAY, RULES, CONTROLS):
                return None
            return self._change(-1)
        elif button == RIGHT or button == A:
            return self._activate(now)
        return None

    def tick(self, now):
        """Nothing animates on the menu; once it has stood still AHEAD_MS,
        the how-to's code loads ahead (hints.load_ahead), a module a frame."""
        if self.ahead:
            if self.shown_at is None:
                self.shown_at = now
            elif ticks_diff(now, self.shown_at) >= AHEAD_MS:
                from engine.ui.hints import load_ahead

                self.ahead = load_ahead(self.ahead, self.shown_at, now)
        return None
