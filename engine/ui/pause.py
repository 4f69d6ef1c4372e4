"""The pause screen: resume the match, read the game's controls (the "Keys:"
paragraph of its rules) or its whole rules, or give the match up and go to
the menu. B or LEFT resumes.

A match scene may offer its own actions here (a turn-based game's Retake or
Pass): ``pause_choices(seat)`` returns their names for the seat that paused, and
``pause_pick(seat, index, now)`` is called when one is chosen; it returns the
next scene (None: back to the match).
"""

from engine import registry
from engine.ui import hints, theme
from engine.ui.cells import fixed, heading
from engine.ui.later import Later, remade
from engine.ui.pad import B, DOWN, LEFT, RIGHT, UP

_RESUME = ("Resume",)
_AFTER = ("Controls", "Rules", "Quit to menu")  # (0 and 1 open the text pages: press)


class PauseScreen:
    """Reached by holding LEFT and RIGHT together; hides the match entirely."""

    def __init__(self, scene, seat=0, cursor=0):
        self.scene = scene  # the match scene to resume
        self.seat = seat  # the pad that held the chord
        offer = getattr(scene, "pause_choices", None)
        self.extra = tuple(offer(seat)) if offer else ()
        self.choices = hints.Choices(_RESUME + self.extra + _AFTER)
        self.choices.cursor = cursor  # back from its text pages: on the choice that opened them
        # The match screen's modules still to load back (load_ahead): none
        # when its screen stays built (MatchScene.pause).
        self.ahead = scene.REBUILDS if scene.group is None else ()
        # A match screen let go that builds itself again a part a call (its
        # ahead(app): True once built, or where the heap has no room)
        # does so in this screen's still frames, for a resume to show it as
        # one kept under the pause (games/garage/screen.py); () once done.
        self.steps = getattr(scene, "ahead", None) if scene.group is None else None
        self.shown_at = None  # ticks of the first frame

    def enter(self, app):
        """Build the pause group."""
        import displayio

        self.app = app
        group = displayio.Group()
        # Either pad answers here: both pads' keys ('^v or SELECT/START' on a PyBadge).
        pairs = (((UP, DOWN), "move"), ((RIGHT,), "ok"), ((LEFT,) if app.console.buttons == 4 else (B,), "resume"))
        keys = hints.shared_hint(app.console, pairs, (app.width - 4) // theme.CHAR_W)
        # (Glyph cells placed as labels would be, here and below: the pause
        # loads no label code beside a paused match.)
        for row in range(len(keys)):
            y = app.height - 2 - (len(keys) - 1 - row) * theme.CHAR_H  # a label's bottom
            fixed(group, keys[row], app.width // 2, y - theme.CHAR_H, theme.DIM, anchor=0.5)
        # The choices above the keys, the title above them (smaller where a
        # game's own choices leave no room for the big one).
        count = len(self.choices.names)
        bottom = app.height - 3 - len(keys) * theme.CHAR_H
        step = min(13, (bottom - 26) // count)
        top = bottom - count * step
        big = 2 if top >= 30 else 1
        heading(group, "PAUSED", app.width // 2, (top - 12 * big) // 2, theme.ACCENT, big)
        self.choices.build(group, app.width // 2, top, step)
        return group

    def press(self, seat, button, now):
        """Resume (also B or LEFT), a scene action, the controls or rules, or quit."""
        if button == B or button == LEFT:
            return self.scene
        picked = self.choices.press(button)
        self.app.dirty = True
        if picked < 0:  # (hints.NONE)
            return None
        if picked == 0:
            return self.scene
        if picked <= len(self.extra):
            following = self.scene.pause_pick(self.seat, picked - 1, now)
            return self.scene if following is None else following
        after = picked - 1 - len(self.extra)
        if after < 2:  # Controls or Rules (_AFTER: plain numbers, no names in the module's globals)
            # Text pages only (the how-to pictures are the menu's): beside a
            # paused match a board has room for a page of text, not for art;
            # made once this screen's group is gone and the heap collected (a
            # Later), since the game's help text loads with them. They lead
            # back to a pause screen made again (`remade`), so neither this
            # screen nor its code stays in the heap beside them.
            back = Later(remade, (__name__, "PauseScreen", (self.scene, self.seat, picked)))
            # A match screen kept under the pause (MatchScene.pause) stays
            # under the pages too where 32 KB are free (their code, the
            # game's help text and a margin: the 128 KB tour's Spacewar
            # Classic has 9 KB, bench_frames' 160 KB heap 41 KB); else the
            # pages need its room. One this screen built again (steps), or
            # began to, is let go again: the pages' room is what it had.
            import gc

            free = getattr(gc, "mem_free", None)
            if free is not None and (self.steps is not None or free() < 32768):
                self.scene.release()
            if registry.unloads():
                registry.drop(self.scene.REBUILDS)  # (loaded ahead: the pages need the room)
            return Later(_text_pages, (self.scene.match.game_class, not after, back))
        return self.app.home()

    def tick(self, now):
        """Nothing animates here; the match screen's modules load back
        (load_ahead), or it builds again (ahead), while the screen
        stands still."""
        if self.shown_at is None:
            self.shown_at = now
        if self.ahead:
            self.ahead = hints.load_ahead(self.ahead, self.shown_at, now)
        elif self.steps and self.steps(self.app):
            self.steps = ()
        return None


# Dropped while the pause's text pages show (`back` imports them again): the
# pause screen's code, howto's once it has made the text, and the labels'
# (the pages draw with glyph cells alone).
_NOT_ON_PAGES = ("engine.ui.pause", "engine.ui.howto", "engine.ui.text")


def _text_pages(game, keys, back):
    """The paused game's controls (`keys`) or rules, leading `back` to the pause."""
    # The help text first, while the heap has the most room in one piece: it
    # is one long string (Spacewar Classic's is over 3 KB).
    registry.part(game.NAME, "help")
    from engine.ui.text_screen import TextScreen, keys_text, rules_text

    if keys:
        title, text = "Controls", keys_text(game)
    else:
        title, text = game.TITLE, rules_text(game)
    if registry.unloads():
        registry.drop(_NOT_ON_PAGES)
    return TextScreen(title, text, back)

