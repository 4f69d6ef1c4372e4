"""`python code.py` on a desktop: parse the command line, open the simulator,
run the app. Every mistake on the command line gets a one-line message and exit
code 2, never a traceback."""

import argparse
import os
import sys

from engine import registry

_EXIT_BAD_INPUT = 2
# Longest script file read (a fuzzer episode of 20,000 presses is about 600 KB).
SCRIPT_LIMIT = 4 * 1024 * 1024


def _seat(text):
    """'human', 'cpu' or 'cpu:LEVEL' (a level number or name) -> raw pair."""
    word, _, level = text.partition(":")
    if word not in ("human", "cpu"):
        raise argparse.ArgumentTypeError("a seat is 'human', 'cpu' or 'cpu:LEVEL', not {!r}".format(text))
    return (word, level)


def _size(text):
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("size is WIDTHxHEIGHT, like 160x128") from None
    if not (96 <= width <= 1920 and 64 <= height <= 1080):
        raise argparse.ArgumentTypeError("size must be between 96x64 and 1920x1080")
    if width % 2 or height % 2:
        # blinka_displayio draws an area two pixels to a word: an odd count
        # fails, and on a screen of odd size a centred box can be odd both ways.
        raise argparse.ArgumentTypeError("size {}x{}: the width and the height must be even".format(width, height))
    return (width, height)


def _frame_limit(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("max-frames is a whole number, like 20000") from None
    if value < 1:
        raise argparse.ArgumentTypeError("max-frames must be 1 or more")
    return value


class _Parser(argparse.ArgumentParser):
    """argparse with its errors on one line, like every other mistake here."""

    def error(self, message):
        """Print one line and exit with the bad-input code."""
        self.exit(_EXIT_BAD_INPUT, "salvo: {} (.venv/bin/python code.py --help lists the options)\n".format(message))


def parser():
    """The command line."""
    from engine.ui.play import playable

    names = ", ".join(name for _, name, _ in playable())
    p = _Parser(
        prog=".venv/bin/python code.py",
        description="Salvo: simultaneous-move games for two pads and one screen (desktop simulator).",
        epilog="Examples: '.venv/bin/python code.py' opens the menu; "
        "'.venv/bin/python code.py --game starship --p2 cpu' plays the CPU; "
        "'.venv/bin/python code.py --headless --game starship --p1 cpu --p2 cpu --frames out' "
        "runs a demo with no window and saves each redrawn frame.",
    )
    p.add_argument("--game", help="start this game at once, skipping the menu ({})".format(names))
    p.add_argument("--p1", type=_seat, default=None, help="who plays seat 1: human, cpu or cpu:LEVEL (default human)")
    p.add_argument("--p2", type=_seat, default=None, help="who plays seat 2: human, cpu or cpu:LEVEL (default cpu)")
    p.add_argument("--seats", type=int, help="number of seats, for games of more than two (CPUs fill the rest; default the game's own table: 4 for chips)")
    p.add_argument("--seed", type=int, help="match seed, 0 .. 1073741823 (default: from the clock)")
    p.add_argument("--rounds", type=int, help="round limit (default: the game's own)")
    p.add_argument("--headless", action="store_true", help="no window: draw off-screen (use with --frames/--script)")
    p.add_argument("--frames", metavar="DIR",
                   help="save each redrawn frame as a PNG in DIR, named by its virtual time (00001254ms.png)")
    p.add_argument("--script", metavar="FILE",
                   help="feed pad presses from FILE (lines like 'p1 up', 'press p1 left', 'release p1 left', 'wait 500')")
    p.add_argument("--replay", metavar="LOG", help="replay a saved match log (.svl) on screen")
    p.add_argument("--mute", action="store_true", help="no sound (the M key turns it off and on; --headless is silent)")
    p.add_argument("--size", type=_size, default=(160, 128), help="display size WIDTHxHEIGHT (default 160x128)")
    p.add_argument("--saves", metavar="DIR", default="saves", help="folder for match logs (default ./saves)")
    p.add_argument("--max-frames", type=_frame_limit, default=20000, help="headless: stop after this many frames")
    return p


def _fail(message):
    print("salvo: " + message, file=sys.stderr)
    return _EXIT_BAD_INPUT


def _seat_kind(raw, game, levels):
    word, level = raw
    if word == "human":
        return 0
    if not level:
        return len(levels)  # plain 'cpu' is the strongest level
    if level.isdigit() and 1 <= int(level) <= len(levels):
        return int(level)
    if level in levels:
        return levels.index(level) + 1
    raise ValueError("{} CPU levels are {}".format(game.TITLE, ", ".join(levels)))


def build_config(args):
    """The app config dict from parsed arguments; ValueError with a message."""
    from engine.ui.play import SCREENS

    name = args.game or "starship"
    game = registry.load(name)
    if game.NAME not in SCREENS:
        raise ValueError("{} has rules but no screen yet".format(game.TITLE))
    from engine.ui.menu import seat_choices

    levels = seat_choices(game)
    p1 = _seat_kind(args.p1 or ("human", ""), game, levels)
    p2 = _seat_kind(args.p2 or ("cpu", ""), game, levels)
    seats = [p1, p2]
    low, high = game.SEATS
    count = args.seats if args.seats is not None else max(registry.default_seats(game), 2)
    if not low <= count <= high:
        raise ValueError("{} takes {} to {} seats".format(game.TITLE, low, high))
    while len(seats) < count:
        seats.append(len(levels))
    del seats[count:]
    options = registry.default_options(game)
    if args.rounds is not None:
        options[0] = args.rounds
    registry.check_options(game, options)
    if args.seed is not None and not 0 <= args.seed < 1 << 30:
        raise ValueError("seed must be 0 .. 1073741823")
    return {"game": game.NAME, "seats": seats, "options": options, "seed": args.seed}


def read_script(path):
    """The steps of a script file; ValueError (one line) when unusable."""
    from desktop.sim import ScriptError, parse_script

    data = _read_bounded(path, SCRIPT_LIMIT, "script")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ValueError("script {} is not UTF-8 text (byte {})".format(path, error.start)) from None
    try:
        return parse_script(text)
    except ScriptError as error:
        raise ValueError(str(error)) from None


def read_log(path):
    """The match log bytes of a save file (a checked save, engine/savefile.py,
    or a bare log as MatchLog.to_bytes() writes it), checked by replaying it
    to its end; ValueError (one line) when unusable."""
    from engine import savefile
    from engine.logread import replay
    from engine.matchlog import MAGIC

    data = _read_bounded(path, savefile.LIMIT + 10, "log")
    try:
        if not data.startswith(MAGIC):
            # The newest good copy: PATH.new, left whole by a cut rename, first.
            data = savefile.load(path, lambda line: print("salvo: " + line, file=sys.stderr))
        replay(data)
    except (OSError, ValueError) as error:
        raise ValueError("{} is not a usable match log: {}".format(path, error)) from None
    return data


def _read_bounded(path, limit, what):
    """At most `limit` bytes of a file; ValueError when longer or unreadable."""
    from engine.savefile import read_bounded

    try:
        data = read_bounded(path, limit)
    except OSError as error:
        raise ValueError("cannot read {} {}: {}".format(what, path, error.strerror or error)) from None
    if len(data) > limit:
        raise ValueError("{} {} is longer than {} bytes".format(what, path, limit))
    return data


def _writable_folder(path, what):
    """Make a folder; ValueError (one line) when it cannot be made or written."""
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as error:
        raise ValueError("cannot make {} folder {}: {}".format(what, path, error.strerror or error)) from None
    probe = os.path.join(path, ".salvo-probe")
    try:  # os.access says yes to root on a read-only mount: try it
        with open(probe, "wb"):
            pass
        os.remove(probe)
    except OSError as error:
        raise ValueError("cannot write to {} folder {}: {}".format(what, path, error.strerror or error)) from None


def main(argv):
    """Entry point; returns the process exit code."""
    args = parser().parse_args(argv)
    try:
        config = build_config(args)
        script = read_script(args.script) if args.script else None
        replay_bytes = read_log(args.replay) if args.replay else None
        if args.frames:
            _writable_folder(args.frames, "frames")
    except ValueError as error:
        return _fail(str(error))
    if args.saves:
        try:
            _writable_folder(args.saves, "saves")
        except ValueError as error:
            print("salvo: {}; matches are not saved".format(error), file=sys.stderr)
            args.saves = None
    from desktop.sim import FrameError, NoDisplay, SimConsole

    try:
        console = SimConsole(
            width=args.size[0],
            height=args.size[1],
            headless=args.headless,
            frames=args.frames,
            script=script,
            store=args.saves,
            mute=args.mute,
        )
    except NoDisplay as error:
        return _fail(
            "{}. Run without a window: .venv/bin/python code.py --headless --frames DIR "
            "(add --script FILE to press buttons).".format(error)
        )
    from engine.ui.menu import Menu

    app = make_app(console, config)
    if replay_bytes is not None:
        from engine.ui.play import replay_scene

        first = replay_scene(replay_bytes)
    elif args.game:
        from engine.ui.play import match_seed, start_match

        first = start_match(app, match_seed(config, console.ticks_ms()))
    else:
        first = Menu()
    try:
        return run(app, first, args)
    except FrameError as error:
        return _fail(str(error))


def make_app(console, config):
    """The app as a board runs it: the menu at home, the attract loop when
    left alone (tools/fuzz.py builds it here too, so its episodes play the
    same from the command line)."""
    from engine.ui.app import App
    from engine.ui.attract import Attract
    from engine.ui.menu import Menu

    return App(console, config, Menu, Attract)


def run(app, first, args):
    """Run the loop; in headless mode stop at the end of a script (after its
    last wait), when a run without one has shown a result screen for a
    second, or at --max-frames."""
    from engine.ui.result import ResultScreen

    app.switch(first)
    console = app.console
    frames = 0
    settled = 0
    while app.step():
        frames += 1
        if not args.headless:
            continue
        if frames >= args.max_frames:
            print("salvo: stopped after {} frames".format(frames))
            break
        if args.script and console.script_done:
            print("salvo: the script ended")
            break
        if console.script_done and isinstance(app.scene, ResultScreen):
            settled += 1
            if settled > 30:
                break
    if args.headless:
        print("salvo: {} frames drawn{}".format(console.frame_count, " to " + args.frames if args.frames else ""))
    return 0
