"""The keyboard layout shared by the consoles that have a computer's keyboard:
the desktop simulator (desktop/sim.py) and the web console (hw/web.py).
P1 plays W A S D with F and G, P2 I J K L or the arrow keys with O (or Enter)
and P (or Backspace); what the screens call each pad's keys follows."""

# The controls screen's lines about the keys (each console adds its own).
CONTROLS = (
    "P1: W A S D move",
    "    F = A (ok)  G = B (back)",
    "P2: I J K L or arrows",
    "    O or Enter = A",
    "    P or Backspace = B",
    "Pause: hold < >, or A+B",
)
# What the screens call each pad's UP, DOWN, LEFT, RIGHT, A, B (P2's arrow
# keys are the glyphs).
KEY_NAMES = (("W", "S", "A", "D", "F", "G"), ("^", "v", "<", ">", "O", "P"))
PAUSE_HINT = "pause: A+D or < >"
