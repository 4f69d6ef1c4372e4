"""The Spacewar CPU lives in games/spacewar/bot.py (issue 12 layout); this name
keeps engine.match.make_bot working until the registry lands."""

from games.spacewar.bot import LEVEL_HELP, LEVELS, Bot  # noqa: F401
