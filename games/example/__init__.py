"""The example duel: the small, complete game that README's "Adding a game" walks through, and
the game the service, bot and AI tests play (2-3 players, hidden hands, simultaneous rounds)."""

from games.example.engine import ExampleDuel

GAME = ExampleDuel()

__all__ = ["GAME", "ExampleDuel"]
