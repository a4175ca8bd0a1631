"""HOPE, with the N.O.P.E. traitor variant and the Bug cards."""

from games.hope.engine import HopeEngine

GAME = HopeEngine()
