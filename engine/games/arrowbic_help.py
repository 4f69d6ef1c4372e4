"""Arrowbic Exercise help text and action names for the screens (loaded only when
shown). Lines fit the 160 px display: at most 26 characters."""

from engine.games.arrowbic import PASS, PLACEMENTS, RETAKE, START, TIMEOUT
from engine.games.arrowbic_board import square_name

DIRECTIONS = "NESW"  # index = direction 0..3

HELP = (
    "Knock the enemy piece off",
    "the 9x9 board. Red starts",
    "on e4, Blue on e6.",
    "",
    "Your turn: place a stone",
    "of your color on a square",
    "without a stone (under a",
    "piece is fine), arrow N,",
    "E, S or W - not the way",
    "your last stone points.",
    "",
    "No loops: following the",
    "arrows from the new stone",
    "may not come back to a",
    "stone (checked before",
    "captures).",
    "",
    "Capture: enemy stones in",
    "a line (8 directions)",
    "between the new stone and",
    "one of yours are removed.",
    "",
    "Then one piece moves one",
    "square along the stone it",
    "stands on: Blue, Red, Red,",
    "Blue, Blue, Red, Red, ...",
    "Moving onto the other",
    "piece is blocked. Leaving",
    "the board loses.",
    "",
    "No placement: you pass,",
    "the piece still moves.",
    "Two passes in a row draw;",
    "so does the turn limit.",
    "",
    "Clock: 1:00 a turn, then",
    "the 5:00 reserve. Out of",
    "time loses.",
    "",
    "Items: Starter - pick who",
    "starts. Retake - once,",
    "undo the last 2 turns and",
    "place again. Reserve -",
    "+2:00 reserve.",
)


def action_text(action):
    """Short text for an action: 'e4 N', 'pass', 'retake', 'time out',
    'Red starts'."""
    if action < PLACEMENTS:
        return "{} {}".format(square_name(action >> 2), DIRECTIONS[action & 3])
    if action == PASS:
        return "pass"
    if action == RETAKE:
        return "retake"
    if action == TIMEOUT:
        return "time out"
    return ("Red starts", "Blue starts")[action - START]
