"""Salvo: the device entry point. On desktop Python it starts the simulator
(`python code.py --help`). Guarded by __main__ because the name `code` shadows a
standard-library module when the repo folder is on sys.path (pytest, pdb)."""

import sys


def device_main():
    """On a board: open its console and run the menu. A crash in kiosk mode
    restarts code.py after a pause (hw.recover), so an unattended kiosk comes
    back by itself."""
    import hw
    from engine.ui.app import App
    from engine.ui.menu import Menu

    try:
        App(hw.open_console(), {"game": "starship", "seats": [0, 1]}, Menu).run()
    except Exception as error:  # noqa: BLE001 -- reported, then re-raised or restarted
        hw.recover(error)


if __name__ == "__main__":
    if sys.implementation.name == "cpython":
        from desktop.cli import main

        sys.exit(main(sys.argv[1:]))
    device_main()
