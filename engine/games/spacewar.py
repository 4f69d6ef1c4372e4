"""Spacewar lives in games/spacewar/ (the per-game package layout, issue 12); this
name keeps engine.games.load("spacewar") working until the registry lands."""

from games.spacewar.rules import GAME  # noqa: F401
