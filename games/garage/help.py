"""Spacewar Classic rules in our own words, as the menu's "How to play" shows
them (loaded only when shown): the rules, then the keys.

HELP is a tuple of paragraphs ("" between them), read as one text joined by
newlines (engine/ui/text_screen.py): the longest rules of all, and a board
loads each string constant in one piece of heap, which beside a paused match
holds no 3 KB hole; a paragraph at a time it fits."""

HELP = (
    "Destroy both enemy Motherships. P1 (red) starts at the bottom, P2 (blue) "
    "at the top of a 16x12 board: a row of Missiles behind a row of ships.",
    "",
    "Ships: Mothership (K) 1 or 2 steps, may turn. Tractor (T) up to 3 straight. "
    "Pressor (P) up to 3 diagonally. Immobilizer (N) a knight's leap. Gunboat (G) "
    "up to 3 any way. Only the Immobilizer jumps.",
    "",
    "Ramming: moving onto an enemy destroys both. A Gunboat destroys what it rams "
    "and stays (two Gunboats: both go). A Mothership captures a ship it lands on "
    "and puts it next to itself; two Motherships: both go.",
    "",
    "A full turn: P1 moves, combat, missiles, combat, P2 moves, combat, "
    "missiles, combat. Powers come back when a side starts moving.",
    "",
    "Moving: 1 to 4 ships, all of one type or one of each type (Motherships and "
    "Gunboats are one type). Then Done.",
    "",
    "Fields: you may enter but not cross a square within 3 of an enemy Tractor or "
    "Pressor, or within 2 of an enemy Immobilizer (nor leave one).",
    "",
    "A ship of yours that stays put opens one enemy ship's field: a Tractor "
    "opens a Pressor's, a Pressor a Tractor's, an Immobilizer an Immobilizer's. "
    "It must be in its own reach of that enemy or of the squares. Each enemy "
    "ship needs a ship of its own. Later that phase a ship may still move as "
    "long as every earlier move keeps a way and enough unmoved ships to open it.",
    "",
    "Combat: take turns, one action each, until both pass. Each action uses a "
    "ship's power. Beam: Tractor or Pressor (reach 3) or Immobilizer (reach 2) "
    "marks an enemy; two different marks destroy it. Field: a Tractor pulls, a "
    "Pressor pushes an enemy one square, to one of the three squares next to it "
    "nearest the Tractor (farthest from the Pressor); off the board destroys it. "
    "A piece carries at most one mark of each kind. Right after "
    "an enemy beam you may cancel it with a ship in reach of the firer or target; "
    "right after a field, undo it with the opposite field ship in reach of where "
    "the piece was.",
    "",
    "Missiles: a Mothership with power next to a Missile and a Gunboat may load "
    "it: it lands in front of the Gunboat and flies one more square. Then every "
    "fired Missile flies 2 squares forward. A hit destroys both. Missiles that "
    "hit an enemy or fly off the board come back to your back row; one pushed "
    "off the board is lost.",
    "",
    "Options: Missile step 2 or 1, Field range 3 or 2. The round limit is a draw.",
    "",
    "Cases the original rules leave open play like this. The field range option sets beams "
    "and fields alike. Within one move a ship of yours opens the same enemy "
    "ship's field all the way. A destroyed piece cannot be brought back. A side "
    "with nothing to do passes by itself. P1's missiles fly first, the front one "
    "first. A missile stops on entering an enemy Tractor or Pressor field unless "
    "each such enemy ship there is opened by a ship of yours. Missiles rammed, "
    "beamed or hit by your own are lost.",
    "",
    "Keys: tap a direction to move the cursor. Hold a direction 0.6 s to act on "
    "the square under it: pick one of your ships (its reach, squares and targets "
    "show), then hold where it goes or on what it hits. A beam ship held on an "
    "enemy offers a list: taps step through it, a hold does the one shown. "
    "RIGHT past the last file reaches DONE or PASS, RIGHT again presses it. A "
    "acts at once, B drops the "
    "pick. Hold LEFT+RIGHT (or A+B) for the pause menu.",
)
