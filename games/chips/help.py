"""Missiles & Microchips in-game help: short pages of plain text, unwrapped (the
screen wraps them to its width). Its own module so the rules never carry it in
RAM. Keep in step with the rules docstring in games/chips/rules.py."""

PAGES = (
    "Everyone starts with 5 energy. Reach 10 or more, or be the last computer "
    "standing. Drop to 0 or less and you are out.",
    "Each round: secretly pick a target and Attack, Block or Charge. Targets are "
    "shown. Then, from the start player on, each may swap its action for 1 energy, "
    "paid at once: others see that you swapped, never to what.",
    "Attack: the target loses 1 and its charge fails. Block: attackers lose 1, or 2 "
    "if you targeted them (Firewall: blocked back). Charge: +1, +2 if your target "
    "charges too (Chain: both charge), 0 if you charge each other (Feedback: cancel "
    "out).",
    "Paying down to 0 is allowed: you still play, and live if the round brings you "
    "back above 0. Chain counts even if your target's own charge fails.",
    "Two left: a duel. No targets, no swaps; Block against Attack is a Firewall "
    "(-2), two Charges are Feedback (+0). All out at once: nobody wins. At the round limit the "
    "highest energy wins; ties share.",
)

HELP = "\n".join(PAGES) + (
    "\n\nOn screen each box is a computer: its energy (the bar fills toward 10), its "
    "target (>P3) and, once shown, its action: ATK, BLK or CHG. The yellow square "
    "marks the start player: swaps go in seat order from it.\n"
    "Keys: up/down move, right ok, left back. Pick a target (an arrow shows it), "
    "then an action; right locks. Right skips an animation.\n"
    "Two people at the table take turns: the screen covers itself and one looks "
    "away while the other picks."
)
