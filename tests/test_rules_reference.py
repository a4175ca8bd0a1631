"""The rules references players read with /orrery rules (issue 15): HOPE and Tiny Epic Galaxies
cover each rule the issue names, every table option says what it does, and each game tells
players about any ending the bot added."""

from __future__ import annotations

import pytest

from games import registry
from games.i18n import LOCALES, localize


@pytest.mark.parametrize(
    ("game", "topics"),
    [
        (
            "hope",
            ["overview", "setup", "turn", "pioneers", "stabilize", "medals", "tokens", "regression", "characters",
             "traitor", "bugs", "end", "options"],
        ),
        (
            "teg",
            ["overview", "setup", "turn", "actions", "colonies", "follow", "missions", "end", "hiring", "pilots",
             "explore", "dwarfs", "badges", "solo", "options"],
        ),
    ],
)  # fmt: skip
def test_reference_has_the_topics_players_need(game, topics):
    sections = registry.get(game).rules_reference()
    assert [s.id for s in sections] == topics
    overview = sections[0].text
    for topic in topics[1:]:
        assert f"`{topic}`" in overview, f"the overview does not list {topic}"


def test_every_table_option_says_what_it_does():
    for engine in registry.all():
        for setting in engine.settings:
            for locale in LOCALES:  # help is a message (#18): worded, in every language
                assert len(localize(setting.help, locale)) >= 20, (engine.id, setting.name, locale)


def _text(game: str, topic: str) -> str:
    return next(s.text for s in registry.get(game).rules_reference() if s.id == topic)


def test_hope_reference_states_the_rules_the_old_help_missed():
    assert "there may be no traitor" in _text("hope", "traitor")
    assert "Revealing yourself" in _text("hope", "traitor") and "traitor's power" in _text("hope", "traitor")
    assert "before the shift or after it, not both" in _text("hope", "turn")
    assert "each of them gains one" in _text("hope", "medals")
    assert "moves on to the next free space" in _text("hope", "regression")
    assert "with no symbol showing it does not move" in _text("hope", "regression")
    assert "one medal per player" in _text("hope", "bugs")
    assert "Our added limit" in _text("hope", "end") and "everyone loses" in _text("hope", "end")


def test_teg_reference_states_the_rules_the_old_help_missed():
    hiring = _text("teg", "hiring")
    assert "trained for that ship" in hiring and "Three dice" in hiring and "own turn" in hiring
    assert "last hiring die" in hiring
    follow = _text("teg", "follow")
    assert "Nibiru" in follow and "Zavodnick" in follow and "except the last one" in follow
    assert "2 each when tied" in _text("teg", "missions")
    end = _text("teg", "end")
    assert "sets off the end" in end and "pilot cards and dwarf planets" in end and "last exploration card" in end
    assert "adds no ending of its own" in end
