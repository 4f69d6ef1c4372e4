"""Facts of kiosk mode's crash guard that hw/kiosk_setup.py and hw/guard.py
both read (a module of its own: a normal run loads neither, nor this)."""

STREAK_MS = 600000  # a crash streak lasts 10 minutes of board time
CRASH_MAGIC = b"CR\x02"  # the crash record's payload starts so (hw/guard.py)
WATCHDOG_S = 8  # RP2040's watchdog goes up to 8.3 s, the SAMD51's to 16 s
