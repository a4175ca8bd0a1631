"""The example game: the small, complete game that README's "Adding a game" walks through, and
the game the service, bot, AI and end-to-end tests play (2-6 players, hidden hands, a
simultaneous step, then public turns: a claim from thirty numbers and a keep-or-pass)."""

from games.example.engine import ExampleDuel

GAME = ExampleDuel()

__all__ = ["GAME", "ExampleDuel"]
