"""Salvo: the device entry point. On desktop Python it starts the simulator
(`python code.py --help`). Guarded by __main__ because the name `code` shadows a
standard-library module when the repo folder is on sys.path (pytest, pdb)."""

import sys


def device_main():
    """On a board: open its console and run the menu. In kiosk mode a crash is
    recorded and code.py reloads; repeated crashes start a safe menu (hw.main,
    hw/guard.py), so an unattended kiosk comes back by itself."""
    import hw

    hw.main({"game": "starship", "seats": [0, 1]})


if __name__ == "__main__":
    if sys.implementation.name == "cpython":
        from desktop.cli import main

        sys.exit(main(sys.argv[1:]))
    device_main()
