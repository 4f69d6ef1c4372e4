"""The attract loop: what a kiosk shows while nobody plays.

The app switches here when a screen sees no press for its idle time
(engine/ui/app.py). The loop alternates a card, "press any button" over the
kiosk stats (engine/stats.py: matches people played here, who won), with a
CPU-against-CPU demo of each game in turn (every game of the registry that
has a screen, at its strongest CPU level), a banner over it. Any press goes to
the menu. Demos are not saved or counted (nobody is seated). Each step of the
loop is a scene of its own, so the app collects between them and only one
game's code is loaded at a time.
"""

from engine import registry
from engine.match import Match
from engine.ticks import ticks_diff
from engine.ui import theme

# On a console that restarts for a match (engine/handoff.py) each demo starts
# in a fresh heap: the card before it hands an ATTRACT record over and the
# program reloads into next_demo(), whose game is drawn by the clock (the record
# stays the same bytes, so nvm is written once an idle stretch, not once a
# demo).
CARD_MS = 8000  # the stats card stays this long
DEMO_MS = 120000  # a demo still running after this long gives way to the card
END_MS = 3000  # a finished demo's last screen stays this long
BLINK_MS = 600  # "press any button" blinks at this pace
# Stats columns: game, won by a person, won by a CPU, draws (a game's
# matches are the three added up). 24 columns: 26 fit a 160-pixel screen.
_ROW = "{:<10}{:>5}{:>4}{:>5}"
_NAME_W = 10
DEMO = "DEMO - press any button"
_ANY = " - press any button"


class Attract:
    """One step of the loop: the stats card (even steps) or a demo of one game
    (odd steps, the games in turn)."""

    idle_ms = 0  # the loop never times out: it is where idleness leads
    QUIET = True  # no tunes, no flashing LEDs (engine/ui/cues.py): a kiosk left alone is silent

    def __init__(self, step=0):
        self.step = step
        self.demo = None  # the demo's match scene (odd steps)
        self.since = None  # ticks of the first frame
        self.ended = None  # ticks the demo ended (or ran out of time)
        self.blink = None  # the label that blinks

    def enter(self, app):
        """Build the card, or start the demo under its banner."""
        import displayio

        self.app = app
        group = displayio.Group()
        if self.step % 2 == 0:
            self._card(group, app)
        else:
            self._demo(group, app)
        return group

    def _card(self, group, app):
        from engine.registry import playable
        from engine.stats import kiosk

        middle = app.width // 2
        theme.label(group, "SALVO", middle, 0, theme.ACCENT, scale=2, anchor=(0.5, 0.0))
        self.blink = theme.label(group, "press any button", middle, 23, anchor=(0.5, 0.0))
        x = (app.width - len(_ROW.format("", 0, 0, 0)) * theme.CHAR_W) // 2
        # Matches people played here, by who won them: a person, a CPU, nobody.
        theme.label(group, _ROW.format("Won by:", "human", "CPU", "draw"), x, 37, theme.DIM)
        table = kiosk(self.app)
        games = playable()
        top = 49
        step = min(12, (app.height - 2 - top) // len(games))  # every game: 11 pixels a row at 120 high
        for row in range(len(games)):
            game_id, _, title = games[row]
            counts = table.row(game_id)
            text = _ROW.format(card_name(games, row), counts[1], counts[2], counts[3])
            theme.label(group, text, x, top + row * step)

    def _demo(self, group, app):
        from engine.ui.play import playable, screen_module

        games = playable()
        name = games[(self.step // 2) % len(games)][1]
        registry.unload(keep=name)
        game = registry.load(name)
        level = len(registry.part(name, "info").LEVELS)
        seed = app.console.ticks_ms() & 0x3FFFFFFF
        match = Match(game, seed, None, [level] * registry.default_seats(game))
        self.demo = screen_module(game).Screen(match)
        group.append(self.demo.enter(app))
        # The banner's strip hides the demo's bottom line whole (a status word
        # under it would show the tops of its letters), as high as the match
        # screen says its bottom line is (MatchScene.BANNER_H).
        room = self.demo.BANNER_H
        theme.rect(group, 0, app.height - room, app.width, room, theme.BACKGROUND)
        self.blink = theme.label(group, DEMO, app.width // 2, app.height - 1, theme.ACCENT, anchor=(0.5, 1.0))

    def press(self, seat, button, now):
        """Any button: to the menu."""
        return self.app.home()

    def tick(self, now):
        """Blink; run the demo; move to the next step when this one is done."""
        if self.since is None:
            self.since = now
        shown = (ticks_diff(now, self.since) // BLINK_MS) % 2 == 0
        if theme.set_shown(self.blink, shown):
            self.app.dirty = True
        if self.demo is None:
            if ticks_diff(now, self.since) >= CARD_MS:
                if self.app.restart is not None:
                    from engine import handoff

                    self.app.restart(handoff.pack(handoff.ATTRACT, self.app.config, 0, 0))  # a board reloads here
                return Attract(self.step + 1)
            return None
        if self.ended is None:
            # The demo's own next scene (its result screen) is not shown: the
            # loop goes on after a short look at the final position.
            if self.demo.tick(now) is not None or ticks_diff(now, self.since) >= DEMO_MS:
                self.ended = now
                result = self.demo.match.result()
                if result is not None:  # who won, for the final position's look
                    text = theme.headline(result)
                    if len(text + _ANY) * theme.CHAR_W <= self.app.width:
                        text += _ANY
                    theme.set_text(self.blink, text)
                    self.app.dirty = True
        elif ticks_diff(now, self.ended) >= END_MS:
            return Attract(self.step + 1)
        return None


def card_name(games, row):
    """A game's name in the stats card's first column (10 characters): its
    title, or the title's first word; where an earlier game's title starts
    like that word (Missile, Missiles), its last word when that is a long
    one ('Microchips'), else its initial and last word ('S. Classic' under
    'Spacewar')."""
    title = games[row][2]
    if len(title) <= _NAME_W:
        return title
    words = title.split(" ")
    for other in range(row):
        if games[other][2][:7] == words[0][:7]:
            last = words[-1]
            return (last if len(last) >= 8 else words[0][:1] + ". " + last)[:_NAME_W]
    return words[0][:_NAME_W]


def next_demo(now):
    """The demo a fresh heap starts with after the card handed over: a game
    drawn with the engine's generator seeded by the clock."""
    from engine.prng import Rng
    from engine.registry import playable

    return Attract(2 * Rng(now & 0x3FFFFFFF).below(len(playable())) + 1)
