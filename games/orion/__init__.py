"""ORION Duel: a two-player hex-tile duel over the Orion Nebula (see RULES_NOTES.md)."""

from games.orion.engine import OrionEngine

GAME = OrionEngine()

__all__ = ["GAME"]
