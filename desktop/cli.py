"""`python code.py` on a desktop: parse the command line, open the simulator,
run the app. Every mistake on the command line gets a one-line message and exit
code 2, never a traceback."""

import argparse
import os
import sys

from engine import registry

_EXIT_BAD_INPUT = 2


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
    return (width, height)


def parser():
    """The command line."""
    from engine.ui.play import playable

    names = ", ".join(name for _, name, _ in playable())
    p = argparse.ArgumentParser(
        prog="python code.py",
        description="Salvo: simultaneous-move games for two pads and one screen (desktop simulator).",
        epilog="Examples: 'python code.py' opens the menu; "
        "'python code.py --game starship --p2 cpu' plays the CPU; "
        "'python code.py --headless --game starship --p1 cpu --p2 cpu --frames out' "
        "runs a demo with no window and saves every frame.",
    )
    p.add_argument("--game", help="start this game at once, skipping the menu ({})".format(names))
    p.add_argument("--p1", type=_seat, default=None, help="who plays seat 1: human, cpu or cpu:LEVEL (default human)")
    p.add_argument("--p2", type=_seat, default=None, help="who plays seat 2: human, cpu or cpu:LEVEL (default cpu)")
    p.add_argument("--seats", type=int, help="number of seats, for games of more than two (CPUs fill the rest)")
    p.add_argument("--seed", type=int, help="match seed, 0 .. 1073741823 (default: from the clock)")
    p.add_argument("--rounds", type=int, help="round limit (default: the game's own)")
    p.add_argument("--headless", action="store_true", help="no window: draw off-screen (use with --frames/--script)")
    p.add_argument("--frames", metavar="DIR", help="save every drawn frame as a PNG in DIR")
    p.add_argument("--script", metavar="FILE", help="feed pad presses from FILE (lines like 'p1 up', 'wait 500')")
    p.add_argument("--replay", metavar="LOG", help="replay a saved match log (.svl) on screen")
    p.add_argument("--size", type=_size, default=(160, 128), help="display size WIDTHxHEIGHT (default 160x128)")
    p.add_argument("--saves", metavar="DIR", default="saves", help="folder for match logs (default ./saves)")
    p.add_argument("--max-frames", type=int, default=20000, help="headless: stop after this many frames")
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
    count = args.seats if args.seats is not None else max(low, 2)
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


def main(argv):
    """Entry point; returns the process exit code."""
    args = parser().parse_args(argv)
    try:
        config = build_config(args)
    except ValueError as error:
        return _fail(str(error))
    script = None
    if args.script:
        from desktop.sim import ScriptError, parse_script

        try:
            with open(args.script) as handle:
                script = parse_script(handle.read())
        except OSError as error:
            return _fail("cannot read script {}: {}".format(args.script, error.strerror))
        except ScriptError as error:
            return _fail(str(error))
    replay_bytes = None
    if args.replay:
        from engine.match import replay

        try:
            with open(args.replay, "rb") as handle:
                replay_bytes = handle.read()
            replay(replay_bytes)  # validate before opening a window
        except OSError as error:
            return _fail("cannot read log {}: {}".format(args.replay, error.strerror))
        except ValueError as error:
            return _fail("{} is not a usable match log: {}".format(args.replay, error))
    from desktop.sim import NoDisplay, SimConsole

    try:
        if args.saves:
            os.makedirs(args.saves, exist_ok=True)
    except OSError:
        args.saves = None
    try:
        console = SimConsole(
            width=args.size[0],
            height=args.size[1],
            headless=args.headless,
            frames=args.frames,
            script=script,
            store=args.saves,
        )
    except NoDisplay as error:
        return _fail(
            "{}. Run without a window: python code.py --headless --frames DIR "
            "(add --script FILE to press buttons).".format(error)
        )
    from engine.ui.app import App
    from engine.ui.menu import Menu

    app = App(console, config, Menu)
    if replay_bytes is not None:
        from engine.ui.play import replay_scene

        first = replay_scene(replay_bytes)
    elif args.game:
        from engine.ui.play import start_match

        first = start_match(app, console.ticks_ms())
    else:
        first = Menu()
    return run(app, first, args)


def run(app, first, args):
    """Run the loop; in headless mode stop when the script is done and a result
    screen has been shown for a second, or at --max-frames."""
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
        if console.script_done and isinstance(app.scene, ResultScreen):
            settled += 1
            if settled > 30:
                break
    if args.headless:
        print("salvo: {} frames drawn{}".format(console.frame_count, " to " + args.frames if args.frames else ""))
    return 0
