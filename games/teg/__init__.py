"""Tiny Epic Galaxies (with the Beyond the Black expansion and the solo Rogue), for 1-5 players."""

from games.teg.engine import TinyEpicGalaxies

GAME = TinyEpicGalaxies()
