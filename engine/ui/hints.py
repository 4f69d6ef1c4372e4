"""The words at the foot and in the body of the screens between matches
(result, pause, rules pages, the safe menu): hint lines either pad reads, and
text wrapped to a width. Kept out of engine/ui/theme.py, which every match
screen loads, so a match does without them.
"""

from engine.ui import theme


def shared_hint(console, pairs, columns=26, lead=""):
    """The hint lines of a screen either pad drives: `key: action` pairs for
    both pads' keys (theme.shared_keys), on one line when it fits (two spaces
    apart, else one, else 'A:ok'), else one line a pair. `lead` (a page count, '1/3')
    goes first, or before the last line when the pairs take a line each.
    Built when a screen is, never per frame."""
    keys = [theme.shared_keys(console, buttons) for buttons, _ in pairs]
    start = lead + "  " if lead else ""
    for sep, colon in theme.SPACINGS:
        text = start + theme.pairs_line(keys, pairs, sep, colon)
        if len(text) <= columns:
            return (text,)
        start = lead + " " if lead else ""
    lines = [keys[i] + ": " + pairs[i][1] for i in range(len(keys))]
    if lead:
        last = lead + "  " + lines[-1]
        lines[-1] = last if len(last) <= columns else lead + " " + lines[-1]
    return tuple(lines)


def wrap(text, columns):
    """Split text into lines of at most `columns` characters, at spaces; a blank
    line in the text stays a blank line."""
    lines = []
    for paragraph in text.split("\n"):
        lines.append(wrap_on("", paragraph, columns, lines))
    return lines


def wrap_on(line, text, columns, done):
    """Go on wrapping from `line` (the last, unfinished line) with the words of
    `text` (one paragraph), as wrap would wrap them all together: lines that
    fill up are appended to `done`; returns the new unfinished line."""
    for word in text.split(" "):
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= columns:
            line = line + " " + word
        else:
            done.append(line)
            line = word
    return line
