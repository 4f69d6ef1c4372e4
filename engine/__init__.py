"""Salvo's portable core: rules, bots, match flow and screens.

Everything under engine/ runs on CircuitPython, MicroPython and CPython alike.
"""
