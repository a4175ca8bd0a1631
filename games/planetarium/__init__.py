"""Planetarium: steer Matter into young planets and evolve them with cards (1-4 players, with solo)."""

from games.planetarium.engine import Planetarium

GAME = Planetarium()

__all__ = ["GAME", "Planetarium"]
