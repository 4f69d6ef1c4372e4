"""The safe menu: what a kiosk shows after repeated crashes (hw/guard.py).

Only the smallest game, Starship Combat, with its default options: one person
against the CPU, or two people; and "Full menu", which ends the crash streak
and reloads (the callable the board gives). Why it is shown is written small
above the choices.
"""

from engine.ui import hints, theme
from engine.ui.hints import NONE, Choices
from engine.ui.pad import DOWN, RIGHT, UP

GAME = "starship"
_CHOICES = ("Starship: P1 vs CPU", "Starship: P1 vs P2", "Full menu")
_SEATS = ((0, 1), (0, 0))


class SafeMenu:
    """A short list of safe choices and the crash notes."""

    def __init__(self, notes, full_menu):
        self.notes = notes  # short lines: crash count, where the last one was
        self.full_menu = full_menu  # called for "Full menu"
        self.choices = Choices(_CHOICES)

    def enter(self, app):
        """Build the safe menu group."""
        import displayio

        self.app = app
        group = displayio.Group()
        theme.label(group, "SALVO", app.width // 2, 1, theme.ACCENT, scale=2, anchor=(0.5, 0.0))
        theme.label(group, "safe menu", app.width // 2, 26, theme.DIM, anchor=(0.5, 0.0))
        self.choices.build(group, app.width // 2, 42, 13)
        # The keys at the bottom (either pad works here: both pads' keys), the
        # crash notes above them.
        keys = hints.shared_hint(app.console, (((UP, DOWN), "move"), ((RIGHT,), "ok")), (app.width - 4) // theme.CHAR_W)
        for row in range(len(keys)):
            y = app.height - 1 - (len(keys) - 1 - row) * theme.CHAR_H
            theme.label(group, keys[row], app.width // 2, y, theme.DIM, anchor=(0.5, 1.0))
        bottom = app.height - 2 - len(keys) * theme.CHAR_H
        lines = []
        for note in self.notes:
            lines.extend(hints.wrap(note, app.width // theme.CHAR_W - 1))
        shown = min(len(lines), (bottom - 82) // 10)  # 3 lines at 160x128 (2 on a PyBadge)
        top = bottom - 10 * shown
        for row in range(shown):
            theme.label(group, lines[row], 2, top + row * 10, theme.DIM)
        return group

    def press(self, seat, button, now):
        """Start a Starship match, or ask for the full menu."""
        picked = self.choices.press(button)
        self.app.dirty = True
        if picked == NONE:
            return None
        if picked < len(_SEATS):
            from engine.ui.play import match_seed, start_match

            config = self.app.config
            config["game"] = GAME
            config["options"] = None
            config["seed"] = None
            config["seats"] = list(_SEATS[picked])
            return start_match(self.app, match_seed(config, now))
        self.full_menu()
        return None

    def tick(self, now):
        """Nothing animates here."""
        return None
