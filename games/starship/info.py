"""Starship Combat as the menu shows it: CPU levels and what each one means
(measured by tools/starship_exploit.py; tests keep the quotes true)."""

LEVELS = ("easy", "medium", "perfect")
LEVEL_HELP = (
    "Easy: half its moves random. Best reply wins +0.61 a game.",
    "Medium: 1 move in 8 random. Best reply wins +0.18 a game.",
    "Perfect: Nash equilibrium. Best reply wins +0.0001 a game.",
)
