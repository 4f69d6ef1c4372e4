"""Salvo: the device entry point. On desktop Python it starts the simulator
(`python code.py --help`)."""

import sys

if sys.implementation.name == "cpython":
    from hw.desktop import main

    sys.exit(main(sys.argv[1:]))

import hw
from engine.ui.app import App
from engine.ui.menu import Menu

try:
    App(hw.open_console(), {"game": "starship", "seats": [0, 1]}).run(Menu())
except Exception as error:  # noqa: BLE001 -- an unattended kiosk restarts itself
    hw.recover(error)
