"""Salvo boot: normal mode keeps the CIRCUITPY drive writable from USB for
development; kiosk mode (SALVO_MODE = "kiosk" in settings.toml, or the boot key
held at power-on) lets the code write its saves and hides the USB drive.
See hw/boot_mode.py and docs/HARDWARE.md."""

try:
    from hw import boot_mode

    boot_mode.run()
except Exception as error:  # noqa: BLE001 -- a boot that fails must still boot: normal mode
    print("salvo: boot.py failed, normal mode:", error)
