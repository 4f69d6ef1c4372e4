"""Salvo boot: normal mode keeps the CIRCUITPY drive writable from USB for
development. (Kiosk mode, which lets the code write saves and hides the drive,
comes with the hardware boards.)"""
