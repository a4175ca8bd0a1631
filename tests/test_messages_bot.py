"""The bot's words in English, French and German (#18): its catalogue is complete, every key
its code writes exists in all three, the commands are described in French and German within
Discord's limits, ``orrery show`` speaks the language asked for, and each reader's language is
kept (the table's for its thread, the user's own for DMs and private replies)."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import discord
import pytest
from i18n_checks import english_words
from test_messages import SPEAKING, catalogue_dirs

from bot.adapter.client import command_payload
from bot.adapter.commands import COMMAND_LOCALES, CatalogTranslator
from bot.adapter.handlers.lobby import TABLE_PERMISSIONS
from bot.cli import main
from bot.outbox import readers as languages
from bot.words import BOT_LOCALES, BOT_WORDS, bot_key, say, t, word
from db.store import Store, data_migration, migration_files
from games.i18n import LOCALES, PlainText, Seat, msg

ROOT = Path(__file__).resolve().parent.parent

#: keys written in code: t("key", ...), say("key"), UserError("key"), _d("key"), _choices(("key", ...))
_WRITTEN = re.compile(r"""\b(?:t|say|UserError|_d|language_name)\(\s*["']([a-z][a-z0-9_]*)["']""")
_PAIR = re.compile(r"""\(\s*["']((?:choice|language|reset)_[a-z_]+)["']\s*,""")
#: keys made from a prefix and a value, with every value they take
_MADE = {
    "policy_": ("wait", "auto", "ai"),
    "status_": ("lobby", "running", "finished", "cancelled"),
    "machine_": ("ai", "auto", "window", "standing"),
    "perm_": TABLE_PERMISSIONS,
    "away_how_": ("pause", "ai", "auto"),
    "language_": (*LOCALES, "auto"),
}


def _keys_in_code() -> dict[str, str]:
    used: dict[str, str] = {}
    for path in ROOT.glob("bot/**/*.py"):
        source = path.read_text(encoding="utf-8")
        for key in _WRITTEN.findall(source) + _PAIR.findall(source):
            used.setdefault(key, str(path.relative_to(ROOT)))
    for prefix, values in _MADE.items():
        for value in values:
            used.setdefault(prefix + value, "made from " + prefix)
    return used


def test_the_consistency_check_reads_the_bots_catalogue():
    assert BOT_LOCALES in catalogue_dirs()
    assert all((BOT_LOCALES / f"{loc}.ftl").is_file() for loc in LOCALES)


def test_every_key_the_bot_writes_exists_in_every_language():
    used = _keys_in_code()
    assert len(used) > 150, "the scan found too few keys: it is broken"
    for locale in LOCALES:
        missing = {k: where for k, where in used.items() if not BOT_WORDS.has(bot_key(k), locale)}
        assert not missing, f"{locale}: {sorted(missing.items())[:8]}"


def test_plurals_are_chosen_by_the_catalogue():
    assert t("table_full", "en", game_id=3, seats=1) == "Table #3 is full (1 seat)."
    assert t("table_full", "en", game_id=3, seats=4) == "Table #3 is full (4 seats)."
    assert t("table_full", "fr", game_id=3, seats=1).endswith("(1 place).")
    assert t("table_full", "fr", game_id=3, seats=4).endswith("(4 places).")
    assert t("table_full", "de", game_id=3, seats=1).endswith("(1 Platz).")
    assert t("table_full", "de", game_id=3, seats=4).endswith("(4 Plätze).")
    # a table number is read, not counted: never grouped
    assert t("not_seated", "en", game_id=12345).endswith("#12345.")


def test_a_bot_message_carries_game_messages_and_seats_worded_in_its_language():
    done = say("moved", label=msg("example-option-play", card=7))
    assert word(done, "en") == "Done: Play 7."
    assert word(done, "fr") == "Fait\u00a0: Jouer le 7."
    assert word(done, "de") == "Erledigt: Die 7 spielen."
    waiting = say("resigned_two", name="Ann", winner=Seat(1), game_id=4)
    assert "Bo" in word(waiting, "de", ["Ann", "Bo"])
    assert "Platz 2" in word(waiting, "de")
    # stored as JSON and read back the same
    assert word(json.loads(json.dumps(done.to_json())), "fr") == "Fait\u00a0: Jouer le 7."
    # an unknown locale reads English; a plain string is no message, and is refused
    assert word(done, "es") == "Done: Play 7."
    with pytest.raises(PlainText):
        word("Done: old text.", "fr")


def _walk(option: dict, path: str):
    yield path, option
    for child in option.get("options") or []:
        yield from _walk(child, f"{path} {child['name']}")


def test_every_command_option_and_choice_is_described_in_french_and_german_within_limits():
    payload = asyncio.run(command_payload())
    seen = 0
    for command in payload:
        for path, item in _walk(command, command["name"]):
            if "description" in item:
                seen += 1
                assert len(item["description"]) <= 100, path
                localized = item.get("description_localizations") or {}
                for locale in ("fr", "de"):
                    assert locale in localized, f"{path}: no {locale} description"
                    assert 1 <= len(localized[locale]) <= 100, f"{path} ({locale}): {len(localized[locale])} characters"
                    assert not english_words(localized[locale]), f"{path} ({locale}): {localized[locale]}"
                assert "name_localizations" not in item or set(item["name_localizations"].values()) <= {item["name"]}
            for choice in item.get("choices") or []:
                names = choice.get("name_localizations") or {}
                assert {"fr", "de"} <= set(names), f"{path}: choice {choice['value']} not localized"
                assert all(1 <= len(n) <= 100 for n in names.values())
    assert seen > 60
    new = next(o for o in payload[0]["options"] if o["name"] == "new")
    policy = next(o for o in new["options"] if o["name"] == "on_timeout")
    assert {c["value"]: c["name_localizations"]["de"] for c in policy["choices"]}["wait"] == "warten"


def test_sync_print_shows_the_french_and_german_texts(capsys, monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["sync", "--print"]) == 0
    printed = capsys.readouterr().out
    assert '"fr": "Jouez à des jeux de plateau spatiaux' in printed
    assert '"de": "Weltraum-Brettspiele' in printed


def test_the_translator_speaks_french_and_german_and_leaves_the_rest_to_english():
    translator = CatalogTranslator()
    text = discord.app_commands.locale_str(t("cmd_mine"), key="cmd_mine")
    assert set(COMMAND_LOCALES) == {discord.Locale.french, discord.Locale.german}
    fr = asyncio.run(translator.translate(text, discord.Locale.french, None))
    assert fr == "Lister vos tables, avec leurs liens."
    assert asyncio.run(translator.translate(text, discord.Locale.spain_spanish, None)) is None


@pytest.mark.parametrize("game", SPEAKING)
@pytest.mark.parametrize("locale", ["fr", "de"])
def test_show_prints_no_english_in_french_and_german(game, locale, capsys):
    for seed in (1, 2):
        assert main(["show", game, "--seed", str(seed), "--steps", "6", "--locale", locale]) == 0
        printed = capsys.readouterr().out
        assert printed.strip()
        assert not english_words(printed), f"{game} {locale}: {english_words(printed)}\n{printed}"


@pytest.mark.parametrize("game", SPEAKING)
def test_show_prints_english_in_english(game, capsys):
    assert main(["show", game, "--seed", "1", "--steps", "6", "--locale", "en"]) == 0
    printed = capsys.readouterr().out
    assert english_words(printed), printed
    assert "Seat " in printed


def test_show_refuses_a_bad_table_option_in_the_language_asked(capsys):
    assert main(["show", "example", "--options", "nosuch=1", "--locale", "de"]) == 2
    err = capsys.readouterr().err
    assert err.strip() and not english_words(err), err


def test_a_new_table_speaks_the_hosts_choice_else_the_servers_else_english():
    assert languages.table_locale("de", "fr", "en-US") == "de"
    assert languages.table_locale(None, "fr", "de") == "fr"
    assert languages.table_locale(None, None, "de") == "de"
    assert languages.table_locale(None, None, "es-ES") == "en"
    assert languages.table_locale(None, "xx", None) == "en"


async def test_a_user_reads_their_discord_locale_until_they_fix_one(tmp_path):
    store = await Store.open(str(tmp_path / "o.sqlite3"))
    try:
        assert await languages.reader_locale(store, "u1", "fr") == "fr"
        assert await languages.reading_locales(store, ["u1", "u2"]) == {"u1": "fr", "u2": "en"}
        assert await languages.reader_locale(store, "u1", "de") == "de"  # Discord's setting changed
        await languages.set_language(store, "u1", "en")
        assert await languages.reader_locale(store, "u1", "de") == "en"  # fixed beats Discord
        assert await languages.reading_locales(store, ["u1"]) == {"u1": "en"}
        await languages.set_language(store, "u1", languages.AUTO)
        assert await languages.reader_locale(store, "u1", "de") == "de"
        with pytest.raises(ValueError):
            await languages.set_language(store, "u1", "xx")
    finally:
        await store.close()


async def test_a_table_keeps_its_language_and_its_rematch_too(tmp_path):
    from bot.play.service import Service

    store = await Store.open(str(tmp_path / "o.sqlite3"))
    service = Service(store)
    try:
        game = await service.create("example", "u0", "Ann", locale="de")
        assert (await service.game(game.id)).locale == "de"
        default = await service.create("example", "u5", "Eve")
        assert default.locale == "en"
    finally:
        await service.settle()
        await store.close()


def test_stored_texts_are_worded_for_each_reader_and_legacy_rows_read_as_written():
    """Old rows' finished English reads as written once the store's migration made it a message
    (``core-text``); a plain string left as it was is refused."""
    from bot.outbox.wording import stored, worded, worded_controls, worded_picture

    old = data_migration(dict(migration_files("sqlite"))[14])

    caption = stored([say("waiting_for", who=Seat(1)), say("moved", label=msg("example-option-play", card=4))])
    assert worded(caption, "en", ["Ann", "Bo"]) == "Waiting for Bo.\nDone: Play 4."
    assert worded(caption, "de", ["Ann", "Bo"]) == "Wir warten auf Bo.\nErledigt: Die 4 spielen."
    assert worded(old.text("Finished English from an old row."), "fr", ["Ann"]) == "Finished English from an old row."
    with pytest.raises(PlainText):
        worded("Finished English from an old row.", "fr", ["Ann"])
    controls = {
        "game_id": 1,
        "version": 2,
        "mode": "options",
        "prompt": stored(msg("example-prompt-play")),
        "options": [["c4", stored(msg("example-option-play", card=4)), "P4"], ["old", "Old label"]],
        "standing": [["follow", "never", stored(msg("example-option-play", card=1))]],
    }
    french = worded_controls(old.controls(controls), "fr", None)
    assert french["prompt"] == "Jouez une carte" and french["locale"] == "fr"
    assert french["options"] == [["c4", "P4 · Jouer le 4"], ["old", "Old label"]]
    assert french["standing"] == [["follow", "never", "Jouer le 1"]]
    assert worded_controls(None, "fr", None) is None
    assert worded_picture({"kind": "board"}, "de") == {"kind": "board", "locale": "de"}


# --- the outbox keeps messages; each is worded for its reader at delivery ------------------


@pytest.fixture
async def polyglot(tmp_path, clock):
    """An English table of the example game: Ann (English), Bea (French) and Cem (German)."""
    from doubles import render_stub
    from test_service import RecordingTransport

    from bot.outbox.delivery import Deliverer
    from bot.play.service import Service

    store = await Store.open(str(tmp_path / "o.sqlite3"))
    service = Service(store, clock=clock)
    transport = RecordingTransport()
    pictures: list[dict] = []

    def renderer(picture: dict) -> bytes | None:
        pictures.append(picture)
        return render_stub(picture)

    deliverer = Deliverer(service, transport, renderer=renderer)
    for user, locale in (("u1", "fr"), ("u2", "de")):
        await languages.reader_locale(store, user, locale)  # as their first interaction keeps it
    game = await service.create("example", "u0", "Ann", locale="en")
    await service.join(game.id, "u1", "Bea")
    await service.join(game.id, "u2", "Cem")
    await service.start(game.id, "u0")
    await deliverer.deliver_due()
    yield service, transport, deliverer, game.id, pictures
    await service.settle()
    await store.close()


async def test_each_player_reads_their_dms_in_their_language_and_the_thread_is_the_tables(polyglot):
    _service, transport, _deliverer, _game_id, pictures = polyglot
    bea, cem, ann = transport.dms_to("u1")[-1], transport.dms_to("u2")[-1], transport.dms_to("u0")[-1]
    assert "à vous" in bea.text and "Jouez une carte" in bea.text and not english_words(bea.text), bea.text
    assert "Du bist dran" in cem.text and "Spiel eine Karte" in cem.text and not english_words(cem.text), cem.text
    assert "your turn" in ann.text and "Play a card" in ann.text, ann.text
    assert all("Jouer le " in label for _, label in bea.controls["options"]), bea.controls
    assert bea.controls["locale"] == "fr" and cem.controls["locale"] == "de"
    board = transport.boards()[-1]
    assert "Waiting for" in board.text and english_words(board.text), board.text
    # the pictures were drawn in their reader's language: the board in English, hands in theirs
    assert {p.get("locale") for p in pictures if p["kind"] == "board"} == {"en"}
    assert {p.get("locale") for p in pictures if p["kind"] == "private"} >= {"fr", "de"}


async def test_the_outbox_keeps_keys_and_parameters_not_sentences(polyglot):
    from db import store as q

    service, _transport, _deliverer, game_id, _ = polyglot
    users = ("u0", "u1", "u2")
    for user in users:  # the card step, then the first claim: a new board, and a turn DM
        _, state = await service.state(game_id)
        seat = (await service.game(game_id)).seat_of(user).seat
        await service.move(game_id, user, f"c{state['hands'][seat][0]}")
    (first,) = [user for user in users if (await service.decision_for(game_id, user))[1]]
    await service.move(game_id, first, "n10")
    async with service.store.read() as db:
        payloads = [row[2] for row in await q.undelivered_messages(db)]
    texts = json.dumps([p.get("text") for p in payloads])
    assert '"key": "bot-your-turn-dm"' in texts and '"key": "bot-board-caption"' in texts
    assert "your turn" not in texts and "Waiting for" not in texts
    dm = next(p for p in payloads if p.get("kind") == "turn")
    assert dm["controls"]["options"][0][1]["key"] == "example-option-claim"


async def test_a_row_written_before_messages_still_delivers_as_written(polyglot):
    """Rows an earlier version wrote as sentences, migrated as the store opens (0014), deliver
    as they were written; a plain row the migrations never saw is given up, not guessed at."""
    from db import store as q

    service, transport, deliverer, game_id, _ = polyglot
    async with service.store.transaction() as db:
        await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "text": "An old note, in English."})
        await q.enqueue(
            db,
            game_id,
            {"to": {"user": "u1", "game_id": game_id, "seat": 1}, "text": "Old DM", "controls": None},
        )
        await db.execute("DELETE FROM schema_migrations WHERE number = 14")
    assert await service.store.migrate() == [14]
    await deliverer.deliver_due()
    assert transport.thread_messages[-1][1].text == "An old note, in English."
    assert transport.dms_to("u1")[-1].text == "Old DM"
    async with service.store.transaction() as db:
        unread = await q.enqueue(db, game_id, {"to": {"game_thread": game_id}, "text": "Never migrated."})
    sent = len(transport.thread_messages)
    await deliverer.deliver_due()
    assert len(transport.thread_messages) == sent
    async with service.store.read() as db:
        assert unread not in await q.payloads(db, [unread])  # settled: given up as unreadable


async def test_moves_keep_their_labels_as_messages_and_the_log_reads_in_each_language(polyglot):
    service, _transport, _deliverer, game_id, _ = polyglot
    _, state = await service.state(game_id)
    card = state["hands"][1][0]
    result = await service.move(game_id, "u1", f"c{card}")
    assert word(result.label, "fr") == f"Jouer le {card}"
    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT label FROM actions WHERE game_id = ?", (game_id,))
    assert json.loads(rows[-1][0])["key"] == "example-option-play"
    for other in ("u0", "u2"):
        _, state = await service.state(game_id)
        seat = (await service.game(game_id)).seat_of(other).seat
        await service.move(game_id, other, f"c{state['hands'][seat][0]}")
    german = await service.log_lines(game_id, "u2", locale="de")
    assert german and all(not english_words(line) for line in german), german
    assert any(line.startswith("Runde 1") for line in german), german
