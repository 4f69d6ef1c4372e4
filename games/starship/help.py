"""Starship Combat rules in our own words, as the menu's "How to play" shows them."""

HELP = (
    "Two starships meet. Each has 3 missiles and 6 shield charges.\n"
    "Every round both captains pick in secret: FIRE, SHIELD, BOTH (fire and "
    "shield) or WAIT. The picks are shown together.\n"
    "A missile destroys a ship that did not raise its shield this round. A shield "
    "uses a charge even when nothing comes.\n"
    "Hit the enemy and survive: you win. Both hit: draw. Both out of missiles: "
    "draw; only you out: you lose. Round limit: draw.\n"
    "Keys: up FIRE, down SHIELD, left WAIT, right BOTH. Press the same again (or "
    "A) to lock; B clears. The screen never shows a pick before both lock."
)
