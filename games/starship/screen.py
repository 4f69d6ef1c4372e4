"""Starship Combat on screen: blind picks, an animated reveal, the round loop.

Picks are direct: UP fire, DOWN shield, LEFT wait, RIGHT both (so four buttons
suffice). The first press picks, pressing the same again (or A) locks, another
direction changes the pick, B clears it. Until every seat has locked, nothing drawn,
lit or sounded depends on which move anybody picked: a seat's status only says
whether it has picked or locked.
"""

import displayio

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value

from engine import registry
from games.starship.rules import BOTH, FIRE, NOTHING, SHIELD
from engine.ui import theme
from engine.ui.cells import Cells, fixed
from engine.ui.match_scene import LOCKED, PICKED, PICKING, THINKING, MatchScene
from engine.ui.pad import A, B, DOWN, LEFT, RIGHT, UP
from engine.ticks import ticks_diff

# Direction button -> action; the legend in the middle of the screen says the same.
_BUTTON_ACTION = {UP: FIRE, DOWN: SHIELD, LEFT: NOTHING, RIGHT: BOTH}
_SHORT = ("WAIT", "FIRE", "SHIELD", "BOTH")
_TITLE_CELLS = 12  # 'Round 99/99' and a spare

# Reveal timeline, ms after both locked.
_FLY_START = 250
_FLY_END = 1050
_IMPACT_END = 1650
_RESULT_WAIT = 2400

# The legend between the ships: key and move, one a line ("^ FIRE"), in the
# keys of the console and seat (engine.ui.theme.key_name: P2 on a PyBadge plays
# SELECT, START, B, A); two people whose keys are named differently each get
# theirs in their seat colour either side of the move ("^ FIRE SELECT").
_LEGEND = ((UP, "FIRE"), (DOWN, "SHIELD"), (LEFT, "WAIT"), (RIGHT, "BOTH"))
_LOCK_HINT = "press it again: lock"  # while a person's pick is not locked
_HINT_CELLS = 25  # the hint line: odd, so a hint of odd length is centred as a label was
_SHIELD_ON = 0x3FA7D6  # a shield charge left
_SHIELD_OFF = 0x243040  # ... used
_BUILT = const(4)  # Screen.unveiled of a scene just built (game_tick)


class Screen(MatchScene):
    """The Starship match scene."""

    # Let go while paused (engine/ui/match_scene.py).
    BUILT = ("group", "title", "ships", "shields", "booms", "missile_icons", "charge_bars", "words", "names",
             "status", "flyers", "legend_group", "hint")
    REBUILDS = ("games.starship.art",)  # dropped once built (engine/ui/match_scene.py)

    def __init__(self, match):
        super().__init__(match)
        self.reveal_at = None  # ticks when the reveal began, None while picking
        self.round_start = None  # ticks the round began; None: set by the next tick
        # Seats whose move shows (the reveal's word, shield and counts): the
        # reveal puts one seat's out a frame after the frame that resolves
        # (all at once pushed 8,000 pixels, over the PyBadge's 33 ms frame).
        self.unveiled = 2

    # -- building ---------------------------------------------------------------
    def build(self, app):
        """Build every sprite and label once; the round loop only moves them.
        The pixel art is needed only here: on a board it is dropped again
        once the sprites are painted."""
        from games.starship.art import BOOM, MISSILE, SHIP, disc, mirror

        w = app.width
        h = app.height
        group = displayio.Group()
        self.title = Cells(group, _TITLE_CELLS, 2, 1, theme.DIM, anchor=0.0)
        self.ships = []
        self.shields = []
        self.booms = []
        self.missile_icons = []
        self.charge_bars = []
        self.words = []
        self.names = []
        self.status = []
        self.flyers = []
        for seat in (0, 1):
            color = theme.SEAT_COLORS[seat]
            cx = 24 if seat == 0 else w - 24  # centre of this seat's column
            bubble, palette = disc(17, 0x1E5A78, cx - 17, 17)
            bubble.hidden = True
            group.append(bubble)
            self.shields.append((bubble, palette))
            art = SHIP if seat == 0 else mirror(SHIP)
            ship = theme.sprite(art, (0xDDDDDD, color, 0xF5C542), cx - 16, 23)
            holder = displayio.Group(scale=2)
            ship.x = (cx - 16) // 2
            ship.y = 23 // 2 + 1
            holder.append(ship)
            group.append(holder)
            self.ships.append(holder)
            boom = theme.sprite(BOOM, (theme.ACCENT, theme.BAD, 0xFFFFFF), 0, 0)
            boom_holder = displayio.Group(scale=3, x=cx - 16, y=20)
            boom_holder.append(boom)
            boom_holder.hidden = True
            group.append(boom_holder)
            self.booms.append(boom_holder)
            icons = []
            for i in range(3):
                art = MISSILE if seat == 0 else mirror(MISSILE)
                icon = theme.sprite(art, (color, 0xDDDDDD), cx - 17 + i * 12, 58)
                group.append(icon)
                icons.append(icon)
            self.missile_icons.append(icons)
            bars = []
            for i in range(6):
                bars.append(theme.rect(group, cx - 17 + i * 6, 65, 4, 6, _SHIELD_ON))
            self.charge_bars.append(bars)
            # (Centred in an even count of cells: each word is an even length.)
            self.words.append(Cells(group, 6, cx, 73, theme.ACCENT, anchor=0.5))
            x = 2 if seat == 0 else w - 2
            anchor = (0.0, 0.0) if seat == 0 else (1.0, 0.0)
            self.names.append(fixed(group, self.seat_name(seat), x, h - 26, color, anchor=anchor[0]))
            # Glyph cells, not labels (also the hint below): picked, locked and
            # the hint's words change a few letters, and only those are pushed.
            self.status.append(Cells(group, 8, x, h - 14, theme.TEXT, anchor=anchor[0]))
            art = MISSILE if seat == 0 else mirror(MISSILE)
            flyer = displayio.Group(scale=2, y=26 + seat * 8)
            flyer.append(theme.sprite(art, (color, 0xFFFFFF)))
            flyer.hidden = True
            group.append(flyer)
            self.flyers.append(flyer)
        mid = w // 2
        self.legend_group = displayio.Group()
        group.append(self.legend_group)
        legend = self.legend_group
        self._legend(legend, mid)
        # What the two meters under each ship count (the same for both ships).
        fixed(group, "missiles", mid, 54, theme.DIM, anchor=0.5)
        fixed(group, "shields", mid, 63, theme.DIM, anchor=0.5)
        self.hint = Cells(group, _HINT_CELLS, mid, h - 37, theme.DIM, anchor=0.5)
        self.group = group
        if registry.unloads():
            registry.drop(("games.starship.art",))
        self._new_round()
        self.unveiled = _BUILT
        return group

    def _legend(self, legend, mid):
        """The legend's lines: each person's key for each move."""
        console = self.app.console
        people = [seat for seat in (0, 1) if self.match.is_human(seat)] or [0]
        keys = [[theme.key_name(console, seat, button) for button, _ in _LEGEND] for seat in people]
        cw = theme.CHAR_W
        if len(people) == 2 and keys[0] != keys[1]:
            for i in range(4):
                move = _LEGEND[i][1]
                left = mid - (len(keys[0][i]) + len(move) + len(keys[1][i]) + 2) * cw // 2
                y = 13 + i * 10
                fixed(legend, keys[0][i], left, y, theme.SEAT_COLORS[0], anchor=0.0)
                left += (len(keys[0][i]) + 1) * cw
                fixed(legend, move, left, y, theme.TEXT, anchor=0.0)
                fixed(legend, keys[1][i], left + (len(move) + 1) * cw, y, theme.SEAT_COLORS[1], anchor=0.0)
            return
        wide = max(len(key) for key in keys[0])
        left = min(mid - 24, mid - (wide + 7) * cw // 2)
        for i in range(4):
            fixed(legend, keys[0][i] + " " + _LEGEND[i][1], left, 13 + i * 10, theme.TEXT, anchor=0.0)

    # -- round loop -------------------------------------------------------------
    def _new_round(self):
        match = self.match
        game = match.game
        self.reveal_at = None
        self.round_start = None  # set by the next tick: CPUs think from then
        self.cpu_ready = False
        for seat in (0, 1):
            # (Set only when it changes: a hidden set again is pushed again.)
            for item, hidden in ((self.booms[seat], True), (self.ships[seat], False), (self.shields[seat][0], True),
                                 (self.flyers[seat], True)):
                if item.hidden != hidden:
                    item.hidden = hidden
            self.words[seat].show("", theme.ACCENT)
        self.legend_group.hidden = False
        self.leds_dark()
        # CPU seats pick from their own views, a slice a frame (cpu_thinking).
        self.title.show(self.round_text(game.round + 1), theme.DIM)
        for seat in (0, 1):
            self._show_counts(seat)
        self._show_status()

    def _show_counts(self, seat):
        game = self.match.game
        for i in range(3):
            icon = self.missile_icons[seat][i]
            if icon.hidden != (i >= game.missiles[seat]):  # (a TileGrid's hidden set again pushes it)
                icon.hidden = i >= game.missiles[seat]
        for i in range(6):
            self.charge_bars[seat][i][0] = _SHIELD_ON if i < game.charges[seat] else _SHIELD_OFF
        self.app.dirty = True

    def _seat_state(self, seat):
        """What a seat's status may say: picked or locked, never which move."""
        if self.match.locked[seat]:
            return LOCKED
        return PICKING if self.match.pending[seat] is None else PICKED

    def _show_status(self):
        match = self.match
        changed = False
        keys = ""
        for seat in (0, 1):
            if not match.is_human(seat):
                text = LOCKED if self.cpu_ready else THINKING
            else:
                text = self._seat_state(seat)
                if text == PICKED:
                    keys = _LOCK_HINT
            changed = self.status[seat].show(text, theme.TEXT) or changed
        hint_color = theme.ACCENT if self.replay is not None else theme.DIM
        changed = self.hint.show(self.keys_hint(keys), hint_color) or changed
        if changed:
            self.app.dirty = True

    # -- input ------------------------------------------------------------------
    def game_press(self, seat, button, now):
        """A pad press during the picking phase."""
        match = self.match
        if self.reveal_at is not None or not match.is_human(seat) or match.locked[seat]:
            return None  # during the reveal, for CPU seats and once locked: ignored
        sound = self.app.console.sound
        if button in _BUTTON_ACTION:
            action = _BUTTON_ACTION[button]
            if match.pending[seat] == action:
                self._lock(seat)
            elif match.choose(seat, action):
                if sound:
                    sound.tone(seat, 660, 20)
        elif button == A:
            self._lock(seat)
        elif button == B and match.pending[seat] is not None:
            match.pending[seat] = None
        self._show_status()
        return None

    def _lock(self, seat):
        if self.match.lock(seat):
            self.locked(seat)

    # -- time -------------------------------------------------------------------
    def game_tick(self, now):
        """Advance CPU thinking and the reveal animation."""
        if self.round_start is None:
            self.round_start = now
        if self.unveiled > 2:
            # Just built: a board pushes the area of each sprite built hidden
            # once, at the refresh after the scene's whole one (4,352 pixels
            # here): made to come two frames on, with nothing else, not with
            # the reveal's words (a scene built by a press or a tick pushes
            # whole in that frame; one built at a start, in the next one).
            self.unveiled -= 1
            if self.unveiled == 2:
                self.app.dirty = True
        if self.reveal_at is None:
            if self.match.result() is not None:  # resumed after the last reveal
                return self.finish()
            if not self.cpu_ready and not self.cpu_thinking(ticks_diff(now, self.round_start)):
                self.cpu_ready = True
                self._show_status()
            if self.cpu_ready and self.match.all_locked():
                self._begin_reveal(now)
            return None
        if self.unveiled < 2:
            self._unveil()
        return self._animate(ticks_diff(now, self.reveal_at))

    def _begin_reveal(self, now):
        self.reveal_at = now
        self.joint = self.resolve()
        self.unveiled = 0  # (the moves: from the next frame, _unveil)
        self.hint.show(self.keys_hint(), self.hint.color)  # the pause, REPLAY or CPUs only
        self.legend_group.hidden = True
        for seat in (0, 1):
            self.status[seat].show("", theme.TEXT)
        self.app.dirty = True

    def _unveil(self):
        """One frame of the reveal's start: the next seat's move (its word,
        its shield up or not) and what it cost (missiles, shield charges)."""
        seat = self.unveiled
        self.unveiled = seat + 1
        act = self.joint[seat]
        self._show_counts(seat)
        self.words[seat].show(_SHORT[act], theme.ACCENT)
        self.shields[seat][0].hidden = not act & SHIELD
        self.shields[seat][1][1] = 0x1E5A78

    def _animate(self, t):
        w = self.app.width
        for seat in (0, 1):
            flyer = self.flyers[seat]
            if self.joint[seat] & FIRE and _FLY_START <= t < _FLY_END:
                span = w - 94  # from one ship's nose to the other's
                step = (t - _FLY_START) * span // (_FLY_END - _FLY_START)
                flyer.x = 42 + step if seat == 0 else w - 52 - step
                if flyer.hidden:
                    flyer.hidden = False
                self.app.dirty = True
            elif not flyer.hidden:
                flyer.hidden = True
                self.app.dirty = True
        if _FLY_END <= t < _IMPACT_END:
            hit = self.match.game.destroyed  # set by the round just resolved
            for seat in (0, 1):
                incoming = self.joint[1 - seat] & FIRE
                if hit[seat] and self.booms[seat].hidden:
                    self.booms[seat].hidden = False
                    self.ships[seat].hidden = True
                    self.app.dirty = True
                elif incoming and not hit[seat]:
                    flash = 0x9FE8FF if (t // 100) % 2 else 0x1E5A78
                    if self.shields[seat][1][1] != flash:
                        self.shields[seat][1][1] = flash
                        self.app.dirty = True
        if self.match.result() is not None:
            if t >= _RESULT_WAIT:
                return self.finish()
            return None
        if t >= _IMPACT_END:
            self._new_round()
        return None
