"""Salvo: the device entry point. On desktop Python it starts the simulator
(`python code.py --help`). Guarded by __main__ because the name `code` shadows a
standard-library module when the repo folder is on sys.path (pytest, pdb)."""

import sys


def device_main():
    """On a board: open its console and run the menu."""
    import hw
    from engine.ui.app import App
    from engine.ui.menu import Menu

    App(hw.open_console(), {"game": "starship", "seats": [0, 1]}).run(Menu())


if __name__ == "__main__":
    if sys.implementation.name == "cpython":
        from hw.desktop import main

        sys.exit(main(sys.argv[1:]))
    device_main()
