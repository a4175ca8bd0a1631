"""Messages: what the engines say, as a catalogue key and its parameters, worded at the edge.

An engine never writes a sentence. Every text a player reads (option labels, prompts, log
entries, refusals, status lines, end reasons, setting help, component names) is a ``Msg``:
a key of the Fluent catalogues plus typed parameters. The bot, the pictures and the command
line word it for one reader with ``localize(text, locale, names)``, so one stored game reads in
English, French or German alike.

Parameters are plain numbers and strings (codes, never words), seats (``Seat``: worded as
the player's name, or "Seat 2" / "Siège 2" / "Platz 2" when nobody's name is known) and other
messages (``Msg``, e.g. a card's name inside a log line: worded first, in the same language).

The catalogues are Fluent files (``.ftl``; https://projectfluent.org), one per language:
``games/locales/<locale>.ftl`` for what every game shares (the contract's refusals, the
pictures' common words), ``games/<id>/locales/<locale>.ftl`` for each game, and further
folders a front end adds (the bot's own words). Keys start with their owner: ``core-`` for
the shared ones, the game's id (``plunder-``) for a game's. Fluent was chosen over gettext
because its messages choose among plural and grammatical forms themselves (German and French
agree in gender and number; English does not), so an engine passes a count and never
assembles a phrase; and its files are plain text a translator reads without tooling.

Stored form: ``Msg.to_json`` gives ``{"key": ..., "args": {...}}`` with seats as
``{"seat": n}`` and inner messages nested the same way; ``text_from_json`` reads it back. It is
the only stored form: texts stored as plain sentences by earlier versions were rewritten as
messages by the store's migration 0014 (``core-text``), and a plain string is refused.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Union

from babel.dates import format_date
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource

LOCALES: tuple[str, ...] = ("en", "fr", "de")
"""The languages every catalogue is complete in."""

DEFAULT_LOCALE = "en"

MEMO_SIZE = 50_000
"""How many wordings a catalogue remembers before it starts afresh."""

_log = logging.getLogger("orrery.i18n")


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat as a message parameter (0-based), worded as its player's name."""

    index: int


Arg = Union[int, float, str, Seat, "Msg"]


@dataclass(frozen=True, slots=True)
class Msg:
    """A message: a catalogue key and its parameters (hashable, comparable, JSON-able)."""

    key: str
    args: tuple[tuple[str, Arg], ...] = ()

    @property
    def params(self) -> dict[str, Arg]:
        return dict(self.args)

    def to_json(self) -> dict[str, Any]:
        # every log line of every playout is stored this way: plain values skip the call
        return {
            "key": self.key,
            "args": {name: value if type(value) in _PLAIN_JSON else _arg_to_json(value) for name, value in self.args},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Msg:
        return cls(data["key"], tuple((name, _arg_from_json(v)) for name, v in sorted(data.get("args", {}).items())))


def msg(key: str, /, **args: Arg) -> Msg:
    """The message ``key`` with ``args`` (the usual way to write one)."""
    # engines make messages at every decision of every playout (labels, log lines), so the
    # usual cases take the short way: a message without parameters is made once per key, and
    # a parameter of exactly one of the plain types needs no isinstance walk
    if not args:
        bare = _BARE.get(key)
        if bare is None:
            if len(_BARE) >= MEMO_SIZE:
                _BARE.clear()
            bare = _BARE[key] = Msg(key)
        return bare
    for name, value in args.items():
        if type(value) not in _PLAIN_TYPES and (isinstance(value, bool) or not isinstance(value, _ARG_TYPES)):
            raise TypeError(
                f"message {key}: parameter {name} is a {type(value).__name__}, not a number, text, Seat or Msg"
            )
    return Msg(key, tuple(sorted(args.items())) if len(args) > 1 else tuple(args.items()))


_ARG_TYPES = (int, float, str, Seat, Msg)
_PLAIN_TYPES = frozenset(_ARG_TYPES)
_BARE: dict[str, Msg] = {}


Text = Msg
"""What a text field of the contract holds (the contract checks refuse anything else)."""


def word_list(words: list[Text]) -> Text:
    """``words`` as one message, comma-separated ("`a`, `b`, `c`"): a list inside a message
    stays a message, worded later for whoever reads it."""
    listed = words[-1]
    for word in reversed(words[:-1]):
        listed = msg("core-list", first=word, rest=listed)
    return listed


StoredText = dict[str, Any]
"""A text as JSON: ``Msg.to_json``'s dict."""


class PlainText(TypeError):
    """A plain string where a message (or its JSON) is stored or worded: a text the migrations
    did not rewrite, or a caller that words a sentence instead of a message."""

    def __init__(self, text: str) -> None:
        super().__init__(f"plain text {text[:60]!r} where a message is expected")


_PLAIN_JSON = frozenset({str, int, float})


def _arg_to_json(value: Arg) -> Any:
    if isinstance(value, Seat):
        return {"seat": value.index}
    if isinstance(value, Msg):
        return value.to_json()
    return value


def _arg_from_json(value: Any) -> Arg:
    if isinstance(value, dict):
        return Seat(value["seat"]) if "seat" in value else Msg.from_json(value)
    return value


def text_to_json(text: Text | StoredText) -> StoredText:
    """``text`` as it is stored in states, views, the action log and the outbox. A plain string
    is refused (``PlainText``): what is stored is read back only as a message."""
    if isinstance(text, Msg):
        return text.to_json()
    if isinstance(text, str) and text:
        raise PlainText(text)
    return text


def text_from_json(data: Text | StoredText) -> Text:
    """A stored text read back as a ``Msg``; a ``Msg`` passes through. A plain string is refused
    (``PlainText``)."""
    if isinstance(data, dict):
        return Msg.from_json(data)
    if isinstance(data, str):
        raise PlainText(data)
    return data


def text_id(text: Text | StoredText) -> str:
    """A stable string for comparing texts by key and parameters, never by wording."""
    return json.dumps(text_to_json(text), sort_keys=True, separators=(",", ":"))


# --- the catalogues ----------------------------------------------------------------------


def game_catalogue_dirs() -> tuple[Path, ...]:
    """The ``locales`` folders of the games: the shared one first, then each game's, in every
    folder the ``games`` package spans (so a game added beside the others brings its words)."""
    package = sys.modules["games"]  # imported already: this module is part of it
    return _catalogue_dirs_under(tuple(package.__path__))


@lru_cache(maxsize=8)
def _catalogue_dirs_under(roots: tuple[str, ...]) -> tuple[Path, ...]:
    found: list[Path] = []
    for root in map(Path, roots):
        found += [root / "locales", *sorted(root.glob("*/locales"))]
    return tuple(p for p in found if p.is_dir())


_VOWELS = frozenset("aeiouyàâäéèêëîïôöûüœæ")


def starts_with_vowel(text: str) -> bool:
    """Whether ``text`` starts, past markup, with a vowel letter (French elides before it:
    "d’ORION Duel", "d’Alice")."""
    letters = text.lstrip("*_`«» \"'(\u00a0")
    return letters[:1].casefold() in _VOWELS


def _de(text: object) -> str:
    """``DE($seat)``: French "de" before a name, elided before a vowel ("d’Alice", "de Bob")."""
    said = str(text)
    return f"d’{said}" if starts_with_vowel(said) else f"de {said}"


def _que(text: object) -> str:
    """``QUE($who)``: French "que" before a name, elided before a vowel ("qu’Alice")."""
    said = str(text)
    return f"qu’{said}" if starts_with_vowel(said) else f"que {said}"


def _capital(text: object) -> str:
    """``text`` with its first letter upper-case (``CAPITAL($card)`` in a catalogue): a German
    label may open with an inserted name's article ("Den Quanten-Schraubenzieher nehmen")."""
    said = str(text)
    return said[:1].upper() + said[1:]


FUNCTIONS: dict[str, Callable[..., Any]] = {"CAPITAL": _capital, "DE": _de, "QUE": _que}
"""What the catalogues may call besides Fluent’s own NUMBER and DATETIME: ``CAPITAL`` (a German
label opening with an article), ``DE`` and ``QUE`` (French elision before a name)."""


class Catalogue:
    """The Fluent bundles of some catalogue folders, one per locale, built once (and again
    when the folders change: ``dirs`` may be a function that finds them)."""

    def __init__(self, dirs: Iterable[Path] | Callable[[], tuple[Path, ...]]) -> None:
        self._find = dirs if callable(dirs) else (lambda fixed=tuple(dirs): fixed)
        self._found: tuple[Path, ...] | None = None
        self._bundles: dict[str, FluentBundle] = {}
        self._memo: dict[tuple[Msg, str, tuple[str, ...]], str] = {}
        self._problems: dict[tuple[Msg, str], tuple[str, ...]] = {}

    @property
    def dirs(self) -> tuple[Path, ...]:
        found = self._find()
        if found != self._found:
            self._found, self._bundles, self._memo, self._problems = found, {}, {}, {}
        return found

    def files(self, locale: str) -> list[Path]:
        return [d / f"{locale}.ftl" for d in self.dirs if (d / f"{locale}.ftl").is_file()]

    def bundle(self, locale: str) -> FluentBundle:
        self.dirs  # noqa: B018 - looks the folders up again, dropping the bundles if they changed
        if locale not in self._bundles:
            bundle = FluentBundle([locale], use_isolating=False, functions=FUNCTIONS)
            for path in self.files(locale):
                bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self._bundles[locale] = bundle
        return self._bundles[locale]

    def has(self, key: str, locale: str = DEFAULT_LOCALE) -> bool:
        return self.bundle(locale).has_message(key)

    def word(self, text: Text | StoredText, locale: str = DEFAULT_LOCALE, names: list[str] | None = None) -> str:
        """``text`` worded for a reader of ``locale``, seats named from ``names``.

        Wordings are remembered (Fluent with Babel's number formats takes a few hundred
        microseconds a message, and the same labels and log lines are worded again and again)."""
        if text == "":  # no text: a log entry hidden from this reader, an option without a label
            return ""
        text = text_from_json(text)
        self.dirs  # noqa: B018 - forgets the remembered wordings if the folders changed
        key = (text, locale, tuple(names or ()))
        worded = self._memo.get(key)
        if worded is None:
            if len(self._memo) >= MEMO_SIZE:
                self._memo.clear()
            worded = self._memo[key] = self._word(text, locale, names)
        return worded

    def _word(self, text: Text, locale: str, names: list[str] | None) -> str:
        locale = normalize_locale(locale)
        bundle = self.bundle(locale)
        if not bundle.has_message(text.key):
            if locale != DEFAULT_LOCALE:
                _log.warning("no %s wording for %s; English used", locale, text.key)
                return self.word(text, DEFAULT_LOCALE, names)
            _log.error("no wording for message %s", text.key)
            return text.key
        args = {name: self._arg(value, locale, names) for name, value in text.args}
        pattern = bundle.get_message(text.key).value
        if pattern is None:
            _log.error("message %s has no value", text.key)
            return text.key
        worded, errors = bundle.format_pattern(pattern, args)
        if errors:
            _log.error("wording %s in %s: %s", text.key, locale, "; ".join(map(str, errors)))
        return worded

    def _arg(self, value: Arg, locale: str, names: list[str] | None) -> int | float | str:
        if isinstance(value, Seat):
            known = names or []
            if 0 <= value.index < len(known) and known[value.index]:
                return known[value.index]
            return self.word(msg("core-seat", n=value.index + 1), locale)
        if isinstance(value, Msg):
            return self.word(value, locale, names)
        return value

    def errors(self, text: Text, locale: str) -> list[str]:
        """What goes wrong wording ``text`` in ``locale`` (unknown keys or parameters), for tests."""
        if isinstance(text, Msg):
            self.dirs  # noqa: B018 - forgets what it found if the folders changed
            key = (text, locale)
            if key not in self._problems:
                self._problems[key] = tuple(self._errors(text, locale))
            return list(self._problems[key])
        return self._errors(text, locale)

    def _errors(self, text: Text, locale: str) -> list[str]:
        problems: list[str] = []
        stack: list[Text] = [text]
        bundle = self.bundle(locale)
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                problems.append(f"plain text {item!r} where a message is expected")
                continue
            if not bundle.has_message(item.key):
                problems.append(f"{item.key}: missing in {locale}")
                continue
            args = {}
            for name, value in item.args:
                if isinstance(value, Msg):
                    stack.append(value)
                    args[name] = "x"
                else:
                    args[name] = 1 if isinstance(value, Seat) else value
            pattern = bundle.get_message(item.key).value
            _, errors = bundle.format_pattern(pattern, args) if pattern is not None else ("", ["no value"])
            problems += [f"{item.key} ({locale}): {e}" for e in errors]
        return problems


GAME_WORDS = Catalogue(game_catalogue_dirs)
"""The catalogue of every game (and of what they share)."""


def localize(text: Text | StoredText, locale: str = DEFAULT_LOCALE, names: list[str] | None = None) -> str:
    """``text`` worded in ``locale`` from the games' catalogue, seats named from ``names``."""
    return GAME_WORDS.word(text, locale, names)


def normalize_locale(locale: str | None) -> str:
    """One of ``LOCALES`` for a Discord locale such as "fr", "de" or "en-GB" (else English)."""
    if not locale:
        return DEFAULT_LOCALE
    base = str(locale).split("-")[0].split("_")[0].lower()
    return base if base in LOCALES else DEFAULT_LOCALE


# --- numbers and dates as each language writes them --------------------------------------


def number(value: float, locale: str | None = DEFAULT_LOCALE, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals as a reader of ``locale`` writes it ("-1,8" in
    French and German, "-1.8" in English; thousands grouped), for text built outside the
    catalogues: pictures and monospace tables."""
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
    return format_decimal(value, pattern, locale=normalize_locale(locale))


def day(when: dt.date | dt.datetime, locale: str | None = DEFAULT_LOCALE) -> str:
    """A calendar day as a reader of ``locale`` writes it ("27 nov. 2026", "27.11.2026",
    "Nov 27, 2026")."""
    if isinstance(when, dt.datetime):
        when = when.date()
    return format_date(when, "medium", locale=normalize_locale(locale))


# --- reading the catalogue files, for the consistency test ------------------------------

_MESSAGE_LINE = re.compile(r"^(-?[A-Za-z][A-Za-z0-9_-]*)\s*=", re.M)
_VARIABLE = re.compile(r"[{(]\s*\$([A-Za-z][A-Za-z0-9_-]*)")

GRAMMAR_PARAMETERS = frozenset({"span", "game_initial"})
"""Parameters the wording layer adds for a language's grammar (see ``bot.words``): a
catalogue may choose by them in one language and ignore them in another."""


@cache
def catalogue_entries(path: Path) -> dict[str, frozenset[str]]:
    """The messages of one ``.ftl`` file, each with the parameters (``$name``) it uses."""
    from fluent.syntax import FluentParser, ast

    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    entries: dict[str, frozenset[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            raise ValueError(f"{path}: cannot read {entry.content.strip()[:60]!r}")
        if isinstance(entry, (ast.Message, ast.Term)):
            name = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            source = path.read_text(encoding="utf-8")[entry.span.start : entry.span.end]
            source = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith("#"))
            entries[name] = frozenset(_VARIABLE.findall(source)) - GRAMMAR_PARAMETERS
    return entries
