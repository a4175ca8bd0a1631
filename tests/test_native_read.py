"""French and German as a native player reads them: the grammar the catalogues choose
(plurals, elision, a fixed player count), numbers and dates as each language writes them, the
words players type in their own language, and every defect a native read found, quoted, shown
gone from `orrery show`, the rules reference and the bot's own lines. (The same defects through
the real bot, for /orrery rules, stats, history and the lobby: tests/e2e/test_e2e_native.py.)"""

from __future__ import annotations

import datetime as dt
import random
import re
from pathlib import Path

import pytest
import test_service

from bot.adapter.handlers.moderation import means_all_games
from bot.cli import main
from bot.play.errors import UserError
from bot.play.ratings import leaderboard_lines
from bot.play.shared import Member
from bot.words import game_title, machine_name, t
from db.ratings import RatingRow
from games import registry
from games.core import IllegalMove
from games.i18n import Seat, day, localize, msg, number
from games.planetarium.components import SPACES, space_label
from games.playout import choose_random
from games.plunder.cards import ALIENS, RELICS, SABORTAL, card_name
from tests.i18n_checks import english_words
from tests.test_adapter import bot, dispatch, slash, texts  # noqa: F401 (bot: the adapter fixture)

world = test_service.world  # the service with a recording transport, on the fake clock

ROOT = Path(__file__).resolve().parent.parent

#: what a native reader found, quoted as it read (the issue's "Why"), per language
DEFECTS = {
    "fr": [
        "1 parties",
        "1 gagnées",
        "0 gagnées",
        "2 à 2 joueurs",
        "(2-2)",
        "de **ORION Duel**",
        "de ORION Duel",
        "Garder quelle mission secrète",
        "Sujets",
        "classement",
        "placement aléatoire",
        "par défaut random",
        "Replay",
        "(easy)",
        "AI 1",
        "mu ",
        "`random`",
        "`layout1`",
        "`seat1`",
    ],
    "de": [
        "1 Partien",
        "Spielende)",
        "Spielenden",
        "jede Person",
        "bis 2 Spieler",
        "(2-2)",
        "In Planet B: auf dein Tableau",
        "mit Entscheiden dran",
        "beginnt Feindlich",
        "Eine KI (easy)",
        "(easy)",
        "AI 1",
        "The Curious Rarities from Andromeda",
        "VII-NE",
        "VII-SE",
        "Kapitel",
        "Replay",
        "mu ",
        "`random`",
        "`layout1`",
        "`seat1`",
    ],
}
#: the English topic ids the rules reference listed to French and German readers
TOPIC_IDS = ["`setup`", "`tiles`", "`placing`", "`win`", "`end`"]
#: an English decimal ("-1.8") or an ISO date ("2026-11-27") in a French or German text
ENGLISH_NUMBER = re.compile(r"(?<![\w.])-?\d+\.\d(?!\d*\.)|\b\d{4}-\d{2}-\d{2}\b")


#: typography a native read found applied in some places only: a straight apostrophe between
#: letters ("l'hôte"), and in French an ordinary space, or none, before ":" ";" "?" "!" (the
#: glossary's no-break spaces; code in backticks, links and times are not prose)
STRAIGHT_APOSTROPHE = re.compile(r"[^\W\d_]'[^\W\d_]")
FRENCH_MARK_SPACING = re.compile(r"(?:\w|»|\)|\*\*)[;?!]| [:;?!](?!\S)|(?:[^\W\d]|»|\)|\*\*)(?<!https)(?<!http):(?!//)")


def defects_in(text: str, locale: str) -> list[str]:
    found = [d for d in DEFECTS[locale] if d in text]
    prose = re.sub(r"`[^`]*`:?|https?://\S+|<[^>]*>", " ", text)  # `id`: is the command line's code
    found += STRAIGHT_APOSTROPHE.findall(prose)
    if locale == "fr":
        found += FRENCH_MARK_SPACING.findall(prose)
    return found + ENGLISH_NUMBER.findall(text)


# --- grammar -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "games", "wins", "said"),
    [
        ("fr", 1, 0, "1 partie, 0 gagnée."),
        ("fr", 1, 1, "1 partie, 1 gagnée."),
        ("fr", 3, 2, "3 parties, 2 gagnées."),
        ("fr", 0, 0, "0 partie, 0 gagnée."),
        ("de", 1, 1, "1 Partie, 1 gewonnen."),
        ("de", 0, 0, "0 Partien, 0 gewonnen."),
        ("de", 2, 1, "2 Partien, 1 gewonnen."),
    ],
)
def test_counts_follow_each_languages_plural_rule(locale, games, wins, said):
    assert t("stats_title", locale, name="Ada", games=games, wins=wins).endswith(said)


def test_french_elides_before_a_title_starting_with_a_vowel():
    orion = t("lobby_started", "fr", game="ORION Duel", game_id=4, names="A, B", link="L")
    assert "La partie d’**ORION Duel** commence" in orion, orion
    hope = t("lobby_started", "fr", game="HOPE", game_id=4, names="A, B", link="L")
    assert "La partie de **HOPE** commence" in hope, hope
    assert "d’ORION Duel" in t("no_ratings", "fr", game="orion")
    assert "de Planetarium" in t("no_ratings", "fr", game="planetarium")


@pytest.mark.parametrize("locale", ["en", "fr", "de"])
def test_a_fixed_player_count_is_one_number(locale):
    fixed = t("rules_header", locale, game="orion", min=2, max=2, summary="", rules="", topics="")
    ranged = t("rules_header", locale, game="planetarium", min=1, max=4, summary="", rules="", topics="")
    assert "2 à 2" not in fixed and "2 bis 2" not in fixed and "2-2" not in fixed, fixed
    if locale != "en":
        assert {"fr": "(2 joueurs)", "de": "(2 Spieler)"}[locale] in fixed, fixed
        assert {"fr": "(1 à 4 joueurs)", "de": "(1 bis 4 Spieler)"}[locale] in ranged, ranged
        assert t("lobby_range", locale, min=2, max=2) == "2"
    with pytest.raises(IllegalMove) as refused:
        registry.get("orion").new(3)
    said = localize(refused.value.text, locale)
    assert "2 à 2" not in said and "2–2" not in said and "2 bis 2" not in said, said


# --- numbers and dates ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "rating", "date"),
    [("en", "-1.8", "Nov 27, 2026"), ("fr", "-1,8", "27 nov. 2026"), ("de", "-1,8", "27.11.2026")],
)
def test_numbers_and_dates_as_each_language_writes_them(locale, rating, date):
    assert number(-1.8, locale) == rating
    assert day(dt.datetime(2026, 11, 27, 23, 0, tzinfo=dt.UTC), locale) == date
    line = t("stats_line", locale, game="orion", rating=-1.8, mu=21.0, sigma=7.6, games=2, wins=1, provisional="")
    assert rating in line and ("21.0" if locale == "en" else "21,0") in line, line


@pytest.mark.parametrize("locale", ["fr", "de"])
def test_the_leaderboard_table_speaks_the_readers_language(locale):
    rows = [RatingRow("g", "orion", "ai:easy", "AI easy", 20.0, 7.2, 3, 1)]
    head, line = leaderboard_lines(rows, locale=locale)
    assert "rating" not in head and "player" not in head, head
    assert "-1,6" in line and "easy" not in line and ("IA" if locale == "fr" else "KI") in line, line


# --- words players type and read -----------------------------------------------------------


def test_machine_seats_and_titles_are_named_in_the_readers_language():
    assert machine_name("AI 1 (easy)", "de") == "KI 1 (leicht)"
    assert machine_name("AI 2 (hard)", "fr") == "IA 2 (difficile)"
    assert machine_name("AI 1 (easy)", "en") == "AI 1 (easy)"
    assert machine_name("Alice", "fr") == "Alice"
    assert game_title("The Curious Rarities from Andromeda", "de") == "Der Plunder von Andromeda"
    assert game_title("plunder", "en") == "The Curious Rarities from Andromeda"
    said = t("machine_moved", "de", name="AI 1 (easy)", who="KI", label="x")
    assert "AI 1" not in said and "easy" not in said, said


@pytest.mark.parametrize("locale", ["en", "fr", "de"])
def test_plunders_picture_is_titled_as_the_reader_knows_the_game(locale):
    title = localize(msg("plunder-picture-title", mission=2), locale)
    published = game_title("plunder", locale)
    assert title.split(" · ")[0] in published, (title, published)  # a French reader has no German title


def test_planetarium_arm_spaces_use_each_languages_compass():
    arm = next(sid for sid, s in SPACES.items() if s.arm == "ne")
    south_west = next(sid for sid, s in SPACES.items() if s.arm == "sw")
    assert localize(space_label(arm), "en").startswith("VII-NE.")
    assert localize(space_label(arm), "de").startswith("VII-NO.")
    assert localize(space_label(south_west), "fr").startswith("VII-SO.")


@pytest.mark.parametrize(
    ("locale", "typed", "wanted"),
    [
        ("fr", {"mise-en-place": "libre", "meneur": "place2"}, {"setup": "choice", "leader": "seat2"}),
        ("de", {"Aufbau": "Vorlage1"}, {"setup": "layout1", "leader": "seat1"}),
        ("en", {"setup": "random"}, {"setup": "random", "leader": "seat1"}),
    ],
)
def test_table_options_are_typed_in_any_language(locale, typed, wanted):
    assert registry.get("orion").resolve_options(typed) == wanted


@pytest.mark.parametrize("locale", ["fr", "de"])
def test_rules_topics_have_names_to_type_and_the_english_ids_still_work(locale):
    sections = registry.get("orion").rules_reference(locale)
    setup = next(s for s in sections if s.id == "setup")
    assert setup.name == {"fr": "mise-en-place", "de": "aufbau"}[locale]
    assert setup.matches("setup") and setup.matches(setup.name) and setup.matches(setup.title.upper())


#: a card's bare name where a sentence needs its article ("Poser Bottes de 7 années-lumière…",
#: "nimmt Quanten-Schraubenzieher"): a verb before it, or a German infinitive closing its option
BARE_CARD = {
    "fr": r"(?:Prendre|Poser|Chiper|prend|pose|chipe|en main) {name}",
    "de": r"(?:nimmt|legt|stibitzt) {name}|^{name} (?:stibitzen|von .* nehmen|auf deinen Heimatplaneten legen)$",
}


def _plunder_texts(locale: str, games: int = 3) -> set[str]:
    """Every option label and log line of a few random games of Plunder, worded in ``locale``."""
    engine, rng, said = registry.get("plunder"), random.Random(3), set()
    for seed in range(games):
        state = engine.new(3, seed=seed)
        while engine.outcome(state) is None and len(state["log"]) < 600:
            said |= {localize(o.label, locale) for d in engine.pending(state) for o in d.options}
            state = engine.apply(state, *choose_random(engine, state, rng))
        said |= {localize(e["text"], locale) for e in state["log"] if e["text"]}
    return said


@pytest.mark.parametrize("locale", ["fr", "de"])
def test_plunder_names_a_card_with_its_article_where_a_sentence_needs_one(locale):
    names = [localize(card_name(c), locale) for c in (*RELICS, *ALIENS, SABORTAL)]
    bare = re.compile("|".join(BARE_CARD[locale].format(name=re.escape(n)) for n in names))
    said = _plunder_texts(locale)
    assert not sorted(t for t in said if bare.search(t))[:10]
    article = {"fr": "Poser les Bottes de 7 années-lumière", "de": "den Quanten-Schraubenzieher"}[locale]
    assert any(article in t for t in said), sorted(said)[:40]  # the sentences were there to read


# --- the defects, gone ---------------------------------------------------------------------


@pytest.mark.parametrize("locale", ["fr", "de"])
@pytest.mark.parametrize("game", sorted(registry.ids()))
def test_no_quoted_defect_in_orrery_show(game, locale, capsys):
    for seed, steps in ((1, 0), (2, 8), (3, 30)):
        assert main(["show", game, "--seed", str(seed), "--steps", str(steps), "--locale", locale]) == 0
        printed = capsys.readouterr().out
        assert not defects_in(printed, locale), (defects_in(printed, locale), printed)


@pytest.mark.parametrize("locale", ["fr", "de"])
@pytest.mark.parametrize("game", sorted(registry.ids()))
def test_no_quoted_defect_in_the_rules_reference(game, locale):
    engine = registry.get(game)
    sections = engine.rules_reference(locale)
    topics = ", ".join(f"`{s.name}`" for s in sections)
    header = t(
        "rules_header",
        locale,
        game=engine.name,
        min=engine.min_players,
        max=engine.max_players,
        summary=localize(engine.summary, locale),
        rules=sections[0].text,
        topics=topics,
    )
    texts = [header] + [
        t("rules_section", locale, game=engine.name, title=s.title, text=s.text, topics=topics) for s in sections
    ]
    for text in texts:
        assert not defects_in(text, locale), (defects_in(text, locale), text)
        assert not [i for i in TOPIC_IDS if i in text], text


def test_the_defects_are_caught_where_they_were():
    """The check itself finds what the native read found (so the tests above can fail)."""
    assert defects_in("**A** : 1 partie, 0 gagnées. cote -1.8, le 2026-11-27", "fr") == [
        "0 gagnées",
        " :",
        "-1.8",
        "2026-11-27",
    ]
    assert defects_in("L'hôte\u00a0: Ada. Prêt\u202f? Oui! `a`: b", "fr") == ["L'h", "i!"]
    assert defects_in("Gastgeber: Ada. Bereit? Ja! Sag's", "de") == ["g's"]
    assert defects_in("ORION Duel (2-2); In Planet B: auf dein Tableau", "de") == [
        "(2-2)",
        "In Planet B: auf dein Tableau",
    ]
    planet_into = localize(msg("planetarium-option-into-planet", planet="B"), "de")
    assert not defects_in(planet_into, "de"), planet_into
    mission = localize(msg("teg-prompt-mission"), "fr")
    assert not defects_in(mission, "fr") and mission.endswith("\u202f?"), mission


@pytest.mark.parametrize(("locale", "said"), [("fr", "Une IA (facile)"), ("de", "Eine KI (leicht)")])
def test_ai_levels_are_said_in_the_readers_language(locale, said):
    added = t("ai_added", locale, level="easy", game_id=3)
    assert added.startswith(said) and "easy" not in added, added
    replaced = t("mod_replaced_ai", locale, seat=1, game_id=2, old="Ada", level="hard")
    assert "hard" not in replaced and {"fr": "difficile", "de": "schwer"}[locale] in replaced, replaced


@pytest.mark.parametrize(("locale", "said"), [("fr", "jusqu’au 27 nov. 2026"), ("de", "27.11.2026")])
def test_stored_dates_are_written_for_each_reader(locale, said):
    away = t("away_until", locale, name="Ada", date="2026-11-27", how="…")
    assert said in away and "2026-11-27" not in away, away
    audit = t("audit_line", locale, when="2026-11-27 13:05", actor="Ada", detail="…")
    assert "2026-11-27" not in audit and "13:05" in audit, audit


# --- refusals ------------------------------------------------------------------------------

#: the ids a refusal once listed to French and German readers (the English words players typed)
OPTION_IDS = re.compile(r"`(setup|leader|random|layout\d|choice|seat\d)`|\b(wait|auto|ai)\b")


async def test_refusals_of_settings_list_the_words_to_type_in_the_readers_language(world):
    service, _, _ = world
    moderator = Member("m1", "Mo", manage_server=True)
    tries = {
        "policy": lambda: service.create("example", "u0", "Ann", on_timeout="never"),
        "server policy": lambda: service.server_settings("g1", moderator, on_timeout="never"),
        "value": lambda: service.create("orion", "u0", "Ann", options={"mise-en-place": "bogus"}),
        "name": lambda: service.create("orion", "u0", "Ann", options={"colour": "red"}),
    }
    words = {
        "fr": {
            "policy": "«\u00a0attendre\u00a0»",
            "value": "`tirage`, `prédéfinie1`",
            "name": "`mise-en-place`, `meneur`",
        },
        "de": {"policy": "„warten“", "value": "`zufall`, `vorlage1`", "name": "`aufbau`, `anführer`"},
    }
    for what, attempt in tries.items():
        with pytest.raises(UserError) as refused:
            await attempt()
        assert "never" in refused.value.text("en") or what in ("value", "name"), refused.value.text("en")
        for locale, wanted in words.items():
            said = refused.value.text(locale)
            assert wanted[what.removeprefix("server ")] in said, said
            assert not OPTION_IDS.search(said) and not english_words(said), said
    # the games a server has are named as they are typed: codes, not words of some language
    with pytest.raises(UserError) as refused:
        await service.create("chess", "u0", "Ann")
    for locale in ("fr", "de"):
        said = refused.value.text(locale)
        assert "`chess`" in said and "`orion`, `planetarium`" in said and not english_words(said), said
    # the English ids, and the words of each language, still open a table
    for options in ({"setup": "layout1"}, {"aufbau": "vorlage1"}, {"mise-en-place": "prédéfinie1"}):
        game = await service.create("orion", "u0", "Ann", options=options)
        assert game.options["setup"] == "layout1", (options, game.options)


# --- the bot's own words, read in context --------------------------------------------------


@pytest.mark.parametrize("locale", ["en", "fr", "de"])
def test_the_bots_own_words_read_natively(locale):
    # one player at a two-player table is one player, not "2 joueur"
    short = t("too_few", locale, game="orion", min=2, max=2, game_id=3, seats=1)
    assert {"en": "has 1.", "fr": "compte 1 joueur.", "de": "sitzt 1."}[locale] in short, short
    # the example of the options argument is an option a table takes, in the reader's words
    example = t("arg_options", locale).rsplit(" ", 1)[-1]
    name, _, value = example.partition("=")
    assert registry.get("orion").resolve_options({name: value})["setup"] == "choice", example
    # the choices of away modes are named as the command menu shows them, never by their ids
    modes = t("bad_away_mode", locale)
    assert all(t(f"choice_{mode}", locale) in modes for mode in ("pause", "ai", "auto")), modes
    if locale != "en":
        assert not re.search(r"\b(ai|auto)\b", modes) and not english_words(modes), modes


def test_french_ordinals_and_the_word_for_every_game():
    assert t("history_place", "fr", place=1, of=3) == "1ᵉʳ sur 3"
    assert t("history_place", "fr", place=2, of=3) == "2ᵉ sur 3"
    # the moderators' list of tables: who a table waits for, and how long, in each language's order
    fr_days, de_days = t("waited_days", "fr", n=2.5), t("waited_days", "de", n=2.5)
    assert t("admin_waited", "fr", days=fr_days, names="Ada") == "attend Ada depuis 2,5 j"
    assert t("admin_waited", "de", days=de_days, names="Ada") == "wartet seit 2,5 Tagen auf Ada"
    # a finishing place in German is a rank: "Platz 2" is a seat at the table
    assert t("history_place", "de", place=2, of=3) == "Rang 2 von 3"
    assert all(means_all_games([word]) for word in ("all", "tous", "alle"))
    assert not means_all_games(["orion"]) and not means_all_games(["tous", "orion"])


#: "de"/"que" written before a name in a French catalogue, where the name may need "d’"/"qu’"
NAME_AFTER_DE = re.compile(r"\b(?:de|que) \{ \$(?:seat|who|name|owner|victim|rival|old|planet|explorer) \}")


def test_french_elides_de_and_que_before_a_players_name():
    steal = msg("plunder-option-steal-from", seat=Seat(0))
    assert localize(steal, "fr", ["Alice"]) == "Chiper sur la planète natale d’Alice"
    assert localize(steal, "fr", ["Bob"]) == "Chiper sur la planète natale de Bob"
    assert localize(steal, "fr", ["Émile"]).endswith("d’Émile")
    assert "dès qu’Ursula aura répondu" in t("ahead_chosen", "fr", label="x", who="Ursula", until="12:00")
    assert "passe d’IA 1 (facile) à" in t("mod_replaced", "fr", seat=1, game_id=2, old="AI 1 (easy)", new="Bo")
    written = [p for p in (ROOT / "games").glob("**/locales/fr.ftl")] + [ROOT / "bot" / "locales" / "fr.ftl"]
    found = [f"{p.name}: {m}" for p in written for m in NAME_AFTER_DE.findall(p.read_text(encoding="utf-8"))]
    assert not found, found


async def test_a_moderators_server_settings_read_in_their_language(bot):  # noqa: F811
    client, adapter = bot
    payload = slash(1, "x")
    changes = [{"name": "language", "type": 3, "value": "de"}, {"name": "games", "type": 3, "value": "tous"}]
    payload["data"]["options"] = [
        {"name": "admin", "type": 2, "options": [{"name": "settings", "type": 1, "options": changes}]}
    ]
    payload["locale"] = "fr"
    said = texts(await dispatch(client, adapter, payload))
    assert "langue Deutsch" in said and "jeux tous" in said, said  # "tous" means every game
    assert (
        await client.service.server_settings(str(payload["guild_id"]), Member("1", "Mo", manage_server=True))
    ).games is None
