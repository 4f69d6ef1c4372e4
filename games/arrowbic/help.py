"""Arrowbic Exercise rules in our own words, as the menu's "How to play" shows
them (loaded only when shown): the rules, then the keys."""

_RULES = (
    "Knock the enemy piece off",
    "the 9x9 board. P1 (red)",
    "starts on e4, P2 (blue)",
    "on e6.",
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
    "stands on: P2's, P1's,",
    "P1's, P2's, P2's, ...",
    "Moving onto the other",
    "piece is blocked. Leaving",
    "the board loses.",
    "",
    "No placement: you pass,",
    "the piece still moves.",
    "Two passes in a row draw;",
    "so does the round limit.",
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

_KEYS = (
    "Keys: tap a direction to move the yellow cursor. Hold a direction about half "
    "a second to place a stone pointing that way on the cursor square (let go early "
    "to cancel). The arrowheads round the cursor show the ways allowed there; a "
    "refused way says why.\n\n"
    "With A and B: A then a direction places at once; B cancels.\n\n"
    "Hold left+right together (or A+B) for the menu: Retake and Pass are there "
    "when you may use them.\n\n"
    "On the board a corner flag marks the last stone, and corner brackets the square "
    "the next piece moves to (the panel shows which piece: Next). Clocks show the "
    "turn time, then the reserve."
)
# The rules lines, re-flowed for the help pages, then the keys.
HELP = "\n".join(_RULES).replace("\n\n", "\t").replace("\n", " ").replace("\t", "\n\n")
HELP = HELP + "\n\n" + _KEYS

