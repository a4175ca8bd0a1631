"""Der Plunder von Andromeda (The Curious Rarities from Andromeda), for 3-6 players."""

from games.plunder.engine import PlunderEngine

GAME = PlunderEngine()

__all__ = ["GAME", "PlunderEngine"]
