"""Messages and catalogues (#18): every key exists in every language with the same parameters,
engines speak only in messages, and texts saved before messages existed still read."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from i18n_checks import english_words

from db.store import data_migration, migration_files
from games import registry
from games.core import Decision, Option, log
from games.i18n import (
    GAME_WORDS,
    LOCALES,
    Msg,
    PlainText,
    Seat,
    catalogue_entries,
    localize,
    msg,
    text_from_json,
    text_id,
    text_to_json,
)
from games.playout import choose_random, contract_checks, message_checks
from renderers import kit

ROOT = Path(__file__).resolve().parent.parent

#: every game speaks in messages
SPEAKING = sorted(g.id for g in registry.all())


def test_every_game_has_catalogues_and_rules_in_every_language():
    for game_id in SPEAKING:
        folder = ROOT / "games" / game_id
        for locale in LOCALES:
            assert (folder / "locales" / f"{locale}.ftl").is_file(), f"{game_id} has no {locale} catalogue"
            rules = folder / ("RULES.md" if locale == "en" else f"RULES.{locale}.md")
            assert rules.is_file(), f"{game_id} has no {rules.name}"


def catalogue_dirs() -> list[Path]:
    return sorted({p.parent for p in ROOT.glob("*/locales/*.ftl")} | {p.parent for p in ROOT.glob("*/*/locales/*.ftl")})


@pytest.mark.parametrize("folder", catalogue_dirs(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_catalogue_has_the_same_keys_and_parameters_in_every_language(folder):
    entries = {loc: catalogue_entries(folder / f"{loc}.ftl") for loc in LOCALES}
    english = entries["en"]
    assert english, f"{folder} has no English messages"
    for loc in LOCALES[1:]:
        missing = sorted(set(english) - set(entries[loc]))
        extra = sorted(set(entries[loc]) - set(english))
        assert not missing and not extra, f"{folder}/{loc}.ftl: missing {missing[:5]}, extra {extra[:5]}"
        differ = sorted(k for k in english if english[k] != entries[loc][k])
        assert not differ, f"{folder}/{loc}.ftl: other parameters than English for {differ[:5]}"


def test_every_key_starts_with_its_owner():
    for folder in catalogue_dirs():
        owner = {"games": "core", "bot": "bot"}.get(folder.parent.name, folder.parent.name)
        for key in catalogue_entries(folder / "en.ftl"):
            assert key.lstrip("-").startswith(owner + "-"), f"{folder}: {key} does not start with {owner}-"


_LITERAL_KEY = re.compile(r"""\bmsg\(\s*["']([a-z][a-z0-9-]*)["']""")


def test_every_key_written_in_the_code_exists_in_the_catalogues():
    used: dict[str, str] = {}
    for path in [*ROOT.glob("games/**/*.py"), *ROOT.glob("renderers/**/*.py")]:
        for key in _LITERAL_KEY.findall(path.read_text(encoding="utf-8")):
            used.setdefault(key, str(path.relative_to(ROOT)))
    assert used, "no message keys found: the scan is broken"
    for locale in LOCALES:
        missing = {k: where for k, where in used.items() if not GAME_WORDS.has(k, locale)}
        assert not missing, f"keys missing in {locale}: {sorted(missing.items())[:5]}"


def test_a_message_round_trips_through_json_with_seats_and_inner_messages():
    text = msg("core-refuse-players", game="Example", low=2, high=3, n=Seat(4))
    nested = msg("example-status-won", reason=msg("example-end"), winner=Seat(1))
    for m in (text, nested):
        assert text_from_json(text_to_json(m)) == m
        assert text_id(text_from_json(text_to_json(m))) == text_id(m)
    assert localize(nested, "en", ["Ann", "Bo"]) == "Game over (two rounds played): Bo wins"
    assert localize(nested, "fr", ["Ann", "Bo"]) == "Partie terminée (deux manches jouées)\u00a0: Bo gagne"
    assert localize(nested, "de") == "Partie vorbei (zwei Runden gespielt): Platz 2 gewinnt"


def test_plurals_follow_each_language():
    assert localize(msg("example-picture-cards", n=1), "de") == "1 Karte"
    assert localize(msg("example-picture-cards", n=3), "de") == "3 Karten"
    assert localize(msg("example-picture-score", n=0), "fr") == "0 point"  # French: 0 is singular
    assert localize(msg("example-picture-score", n=0), "en") == "0 points"


def test_a_discord_locale_falls_back_to_a_language_we_have():
    assert localize(msg("core-seat", n=2), "de") == "Platz 2"
    assert localize(msg("core-seat", n=2), "fr") == "Place 2"
    assert localize(msg("core-seat", n=2), "en-GB") == "Seat 2"
    assert localize(msg("core-seat", n=2), "ja") == "Seat 2"


def test_a_parameter_must_be_a_number_text_seat_or_message():
    with pytest.raises(TypeError):
        msg("core-seat", n=[1, 2])
    with pytest.raises(TypeError):
        msg("core-seat", n=True)


def test_text_saved_before_messages_reads_with_names_once_migrated_and_never_plain():
    state = {"log": [{"n": 0, "to": None, "text": "Seat 2 plays a card."}]}  # as games once wrote it
    with pytest.raises(PlainText):
        log(state, "Seat 2 plays a card.")  # no longer written so
    with pytest.raises(PlainText):
        localize(state["log"][0]["text"], "fr", ["Ann", "Bo"])
    data_migration(dict(migration_files("sqlite"))[14]).state(state)  # what the store's migration does
    assert localize(state["log"][0]["text"], "fr", ["Ann", "Bo"]) == "Bo plays a card."


def test_the_contract_refuses_plain_text_where_a_message_is_expected(monkeypatch):
    game = registry.get("example")
    state = game.new(2, seed=3)
    message_checks(game, state)
    plain = [Decision(0, "Play a card", (Option("c1", msg("example-option-play", card=1)),), "c1")]
    monkeypatch.setattr(type(game), "pending", lambda self, s: plain)
    with pytest.raises(AssertionError, match="plain text"):
        message_checks(game, state)
    labelled = [Decision(0, msg("example-prompt-play"), (Option("c1", "Play 1"),), "c1")]
    monkeypatch.setattr(type(game), "pending", lambda self, s: labelled)
    with pytest.raises(AssertionError, match="label c1 is plain text"):
        message_checks(game, state)


def test_an_unknown_key_is_caught():
    problems = GAME_WORDS.errors(msg("example-no-such-thing"), "fr")
    assert problems and "missing" in problems[0]
    assert GAME_WORDS.errors(msg("example-option-play"), "de"), "a missing parameter must be reported"


@pytest.mark.parametrize("game_id", SPEAKING)
def test_engines_speak_only_in_messages_in_random_play(game_id):
    game = registry.get(game_id)
    for variant in game.variants():
        for seed in range(3):
            rng = random.Random(seed)
            state = game.new(variant.players, variant.options, seed)
            checked = 0
            steps = 0
            while True:
                message_checks(game, state, log_from=checked)
                checked = len(state["log"])
                if game.outcome(state) is not None or steps >= game.max_decisions:
                    break
                if steps % 10 == 0:
                    contract_checks(game, state, rng)
                state = game.apply(state, *choose_random(game, state, rng))
                steps += 1


@pytest.mark.parametrize("game_id", SPEAKING)
def test_the_rules_reference_has_the_same_topics_in_every_language(game_id):
    game = registry.get(game_id)
    english = [s.id for s in game.rules_reference("en")]
    for locale in LOCALES[1:]:
        sections = game.rules_reference(locale)
        assert [s.id for s in sections] == english, locale
        own = [s.title for s in sections if s.id != "options"]  # that one is worded from the catalogue
        assert own != [s.title for s in game.rules_reference("en") if s.id != "options"], f"{locale} reads English"


def test_a_refusal_is_a_message():
    game = registry.get("example")
    state = game.new(2, seed=1)
    from games.core import IllegalMove

    with pytest.raises(IllegalMove) as refused:
        game.apply(state, 0, "nope")
    assert isinstance(refused.value.text, Msg)
    assert localize(refused.value.text, "de") == "„nope“ gehört gerade nicht zu deinen Möglichkeiten."


def _texts_of(game, state) -> list:
    texts = [game.status(state)]
    for d in game.pending(state):
        texts += [d.prompt, *(o.label for o in d.options)]
    texts += [e["text"] for e in state.get("log", [])[-6:] if e["text"] != ""]
    outcome = game.outcome(state)
    return texts + ([outcome.reason] if outcome else [])


@pytest.mark.parametrize("game_id", SPEAKING)
def test_french_and_german_play_reads_no_english(game_id):
    game = registry.get(game_id)
    found: dict[str, set[str]] = {"fr": set(), "de": set()}
    for variant in game.variants()[:3]:
        rng = random.Random(7)
        state = game.new(variant.players, variant.options, 7)
        steps = 0
        while game.outcome(state) is None and steps < game.max_decisions:
            for text in _texts_of(game, state):
                for locale in found:
                    worded = localize(text, locale)
                    found[locale] |= {f"{w} in {worded!r}" for w in english_words(worded)}
            state = game.apply(state, *choose_random(game, state, rng))
            steps += 1
        for text in _texts_of(game, state):
            for locale in found:
                worded = localize(text, locale)
                found[locale] |= {f"{w} in {worded!r}" for w in english_words(worded)}
    for locale, words in found.items():
        assert not words, f"{game_id} in {locale} reads English: {sorted(words)[:6]}"


@pytest.mark.parametrize("game_id", SPEAKING)
def test_french_and_german_pictures_draw_no_english(game_id):
    game = registry.get(game_id)
    picture = game.picture()
    variant = game.variants()[-1]
    rng = random.Random(5)
    state = game.new(variant.players, variant.options, 5)
    for _ in range(25):
        if game.outcome(state) is not None:
            break
        state = game.apply(state, *choose_random(game, state, rng))
    names = [f"P{i + 1}" for i in range(state["players"])]
    for locale in ("fr", "de"):
        with kit.recording() as drawn:
            picture.board(game.view(state, None), names, locale=locale)
            for seat in range(state["players"]):
                picture.private(game.view(state, seat), names, locale=locale)
        # a game with no edition in the reader's language keeps its published title (the glossary says which)
        title = set(localize(msg(f"{game_id}-title"), locale).split())
        english = sorted({w for words in drawn.words for w in english_words(words)} - title)
        assert drawn.words, "the recording saw no words: the check is broken"
        assert not english, f"{game_id}'s {locale} pictures draw English words: {english[:8]}"
