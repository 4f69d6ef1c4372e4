"""Spacewar, the Health/Ammo modification (game 4)."""
