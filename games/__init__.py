"""Rules engines: one package per game, all behind the contract in ``games.core``."""

from games.core import (
    Decision,
    Engine,
    IllegalMove,
    Option,
    Outcome,
    RulesSection,
    Setting,
    State,
    Variant,
)

__all__ = ["Decision", "Engine", "IllegalMove", "Option", "Outcome", "RulesSection", "Setting", "State", "Variant"]
