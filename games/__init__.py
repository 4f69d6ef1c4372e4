"""The games, one package each; the contract every game keeps is games/README.md
(kept out of this module: on a board every byte of a docstring can cost RAM)."""
