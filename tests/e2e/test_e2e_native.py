"""French and German as a native player reads them, through the real bot and the double: the
lobby in the table's language, and /orrery rules, stats, leaderboard and history in the reader's,
carry none of the defects a native read found (quoted in ``tests/test_native_read.py``), and
rules topics and table options are typed in the reader's own words."""

from __future__ import annotations

import random
import re

from tests.e2e.conftest import FAST, _world
from tests.e2e.harness import custom_ids
from tests.test_native_read import TOPIC_IDS, defects_in


async def test_a_french_and_a_german_player_read_no_seam(tmp_path) -> None:
    async for world in _world(tmp_path, "orion", clock=FAST):
        # a two-player game: its lobby says 2, in French with the elided title, in German plainly
        for locale, host in (("fr", "carol"), ("de", "dave")):
            new = await world.command(host, "orrery new", game="orion", language=locale)
            game_id = int(re.search(r"#(\d+)", new.text).group(1))
            lobby = await world.api.wait_message(
                host, lambda m, g=game_id: f"orrery:j:{g}" in custom_ids(m), channel_id=world.double.channel.id
            )
            text = lobby["content"]
            assert not defects_in(text, locale), (defects_in(text, locale), text)
            assert {"fr": "Places\u00a0: 2", "de": "Plätze: 2"}[locale] in text, text
            assert {"fr": "`mise-en-place=tirage`", "de": "`aufbau=zufall`"}[locale] in text, text

        table = await world.open_table("alice", ["bob"])
        await world.play(table, random.Random(5), moves=6)
        await world.resign("bob", table.game_id)
        assert world.status(table.game_id) == "finished"
        world.double.user("alice").locale = "fr"
        world.double.user("bob").locale = "de"

        for user, locale in (("alice", "fr"), ("bob", "de")):
            said = []
            for command, options in (
                ("orrery stats", {}),
                ("orrery leaderboard", {"game": "orion"}),
                ("orrery history", {}),
                ("orrery rules", {"game": "orion"}),
                ("orrery rules", {"game": "plunder"}),
                ("orrery rules", {"game": "orion", "topic": {"fr": "mise-en-place", "de": "aufbau"}[locale]}),
                ("orrery rules", {"game": "orion", "topic": "setup"}),  # the English id still works
            ):
                reply = await world.command(user, command, **options)
                assert reply.text.strip(), (command, options)
                assert not defects_in(reply.text, locale), (command, defects_in(reply.text, locale), reply.text)
                assert not [i for i in TOPIC_IDS if i in reply.text], reply.text
                said.append(reply.text)
            stats, board, history, rules, plunder, topic, by_id = said
            assert {"fr": "1 partie", "de": "1 Partie"}[locale] in stats, stats
            assert {"fr": "cote", "de": "Wertung"}[locale] in board, board
            assert re.search(r"-?\d+,\d", stats), stats  # a decimal comma
            assert {"fr": "(2 joueurs)", "de": "(2 Spieler)"}[locale] in rules, rules
            assert {"fr": "The Curious Rarities", "de": "Der Plunder von Andromeda"}[locale] in plunder, plunder
            assert topic == by_id and {"fr": "Mise en place", "de": "Aufbau"}[locale] in topic, topic
            assert str(table.game_id) in history and re.search(r"\d{4}", history), history
        assert world.bot.alive
