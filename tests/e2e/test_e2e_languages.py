"""#18, who reads which language: at an English table, a French-speaking and a German-speaking
player each get their DMs and private replies in their own language, and the thread is English.

The example game speaks in messages in all three languages, so every word the players read here
comes from a catalogue; Bob's Discord is in French and Carol's in German (each interaction the
double sends carries its user's locale, as Discord's do)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator

import pytest
from i18n_checks import english_words

from tests.e2e.conftest import _world
from tests.e2e.harness import Table, World, custom_ids

GAME = "example"


@pytest.fixture
async def duel_world(tmp_path) -> AsyncIterator[World]:
    async for w in _world(tmp_path, GAME):
        yield w


def _bot_dms(dms: list[dict]) -> list[dict]:
    return [m for m in dms if m["nonce"]]  # sent by the bot from its outbox (not answers to presses)


async def test_french_and_german_players_read_their_own_language_at_an_english_table(duel_world: World) -> None:
    world = duel_world
    world.double.user("bob").locale = "fr"
    world.double.user("carol").locale = "de"

    new = await world.command("alice", "orrery new", game=GAME, players=3, language="en")
    assert "is open" in new.text, new.text
    game_id = int(new.text.split("#")[1].split(" ")[0])
    lobby = await world.api.wait_message(
        "bob", lambda m: f"orrery:j:{game_id}" in custom_ids(m), channel_id=world.double.channel.id
    )
    assert "hosted by" in lobby["content"]  # the lobby is public: in the table's language

    # private replies to the presses that seat them: each in the presser's own language
    bob_joined = await world.press("bob", lobby["id"], f"orrery:j:{game_id}")
    assert "Vous avez rejoint la table" in bob_joined.text, bob_joined.text
    assert not english_words(bob_joined.text), bob_joined.text
    carol_joined = await world.press("carol", lobby["id"], f"orrery:j:{game_id}")
    assert "beigetreten" in carol_joined.text, carol_joined.text
    assert not english_words(carol_joined.text), carol_joined.text

    # the thread is English: its first board and its caption
    board = await world.api.wait_message("alice", lambda m: m["channel_id"] == lobby["id"] and m["attachments"])
    assert "Waiting for" in board["content"] and english_words(board["content"]), board["content"]

    # the turn's DMs: Bob's in French, Carol's in German, Alice's in English; their buttons too
    async def turn_dm(user: str) -> dict:
        async def probe() -> dict | None:
            found = [m for m in _bot_dms(await world.api.dms(user)) if custom_ids(m)]
            return found[-1] if found else None

        return await world.api.wait_for(probe, 20, what=f"{user}'s turn DM")

    bob_dm, carol_dm, alice_dm = await turn_dm("bob"), await turn_dm("carol"), await turn_dm("alice")
    bob_words = bob_dm["content"] + " " + " ".join(_labels(bob_dm))
    assert "à vous" in bob_dm["content"] and "Jouez une carte" in bob_dm["content"], bob_dm["content"]
    assert all("Jouer le " in label for label in _labels(bob_dm)), _labels(bob_dm)
    assert not english_words(bob_words), (english_words(bob_words), bob_words)
    carol_words = carol_dm["content"] + " " + " ".join(_labels(carol_dm))
    assert "Du bist dran" in carol_dm["content"] and "Spiel eine Karte" in carol_dm["content"], carol_dm["content"]
    assert not english_words(carol_words), (english_words(carol_words), carol_words)
    assert "your turn" in alice_dm["content"] and "Play a card" in alice_dm["content"], alice_dm["content"]

    # a press in the DM: the panel turns into the answer, in the presser's language
    rng = random.Random(3)
    bob_move = await world._pick_on("bob", bob_dm, rng, None)
    assert bob_move.text.startswith("Fait\u00a0: Jouer le "), bob_move.text
    assert not english_words(bob_move.text), bob_move.text
    carol_move = await world._pick_on("carol", carol_dm, rng, None)
    assert carol_move.text.startswith("Erledigt: Die "), carol_move.text
    assert not english_words(carol_move.text), carol_move.text

    # private answers to commands, and a refusal, each in the reader's language
    bob_log = await world.command("bob", "orrery log", table=game_id)
    assert bob_log.text and not english_words(bob_log.text), bob_log.text
    carol_refused = await world.command("carol", "orrery join", table=game_id)
    assert "nimmt keine Mitspieler mehr auf" in carol_refused.text, carol_refused.text
    bob_mine = await world.command("bob", "orrery mine")
    assert f"n° {game_id}" in bob_mine.text and not english_words(bob_mine.text), bob_mine.text

    # Alice plays; the round ends: the new board in the thread is English, the next DMs not
    await world.wait_outbox_drained(rows=False, edits=False)
    alice_move = await world._pick_on("alice", alice_dm, rng, None)
    assert alice_move.text.startswith("Done: Play "), alice_move.text
    board = await world.latest_board(Table(game_id, lobby["id"], lobby["id"]), after=2)
    assert "turn 3" in board["content"] and english_words(board["content"]), board["content"]
    # the claims, one player at a time from the highest card: each turn's DM in its reader's language
    # (each claim waits for its DM to be out: a "your turn" DM whose decision closed before it left
    # is rightly never sent)
    for _ in range(3):
        await world.wait_outbox_drained(rows=False, edits=False)
        (user,) = world.waiting_users(game_id)
        choices = await world.api.autocomplete(user, "orrery move", focused="option", table=game_id)
        await world.command(user, "orrery move", option=choices[0]["value"], table=game_id)
    await world.wait_outbox_drained(rows=False, edits=False)
    thread = await world.api.messages("alice", channel_id=lobby["id"])
    assert all(english_words(m["content"]) or not m["content"].strip() for m in thread), [m["content"] for m in thread]
    for user, claim in (("bob", "Réclamez un nombre"), ("carol", "Fordere eine Zahl")):
        later = _bot_dms(await world.api.dms(user))
        assert len(later) >= 2 and all(not english_words(m["content"]) for m in later), [m["content"] for m in later]
        assert any(claim in m["content"] for m in later), [m["content"] for m in later]

    # Bob fixes English for himself: from then on his private replies are English
    fixed = await world.command("bob", "orrery settings", language="en")
    assert "English" in fixed.text, fixed.text
    mine = await world.command("bob", "orrery mine")
    assert f"#{game_id} " in mine.text and english_words(mine.text), mine.text
    assert world.bot.alive


def _labels(message: dict) -> list[str]:
    return [
        c.get("label") or ""
        for row in message["components"]
        for c in row["components"]
        if c["custom_id"].startswith("orrery:o:")
    ]
