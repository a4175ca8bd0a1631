"""The French and German catalogues held to their glossaries (``docs/glossary.fr.md``,
``docs/glossary.de.md``): no forbidden variant of a term, the language's typography, one kind
of apostrophe, and no English word left where a French or German player reads.

The glossary is the single source: its "Forbidden variants" table and its "English words
allowed" list are read from the Markdown, so a translator changes the rule in one place."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from tests.i18n_checks import ENGLISH_ONLY

ROOT = Path(__file__).resolve().parent.parent

#: English words found in the French and German catalogues when the glossary was first written
#: (option values, AI levels, button labels, statistics): none may come back.
ENGLISH_FOUND = frozenset(
    """
    random seat seats setup replay easy normal hard mu sigma layout leader choice default off on
    advanced expert hero target expansion rogue goal difficulty traitor rating ranking topic
    topics table tables player players game games turn
    """.split()  # noqa: SIM905 (a word list reads best as words)
)


def catalogues(locale: str) -> list[Path]:
    return sorted([ROOT / "bot" / "locales" / f"{locale}.ftl", *(ROOT / "games").glob(f"**/locales/{locale}.ftl")])


def _flatten(pattern: ast.Pattern | None) -> list[str]:
    """The texts a pattern can show, each variant of a selector on its own, placeables as
    "X" (a name or number) and string literals ({"**"}) left out."""
    if pattern is None:
        return []
    texts = [""]
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            texts = [t + element.value for t in texts]
        elif isinstance(element.expression, ast.SelectExpression):
            inner = [v for variant in element.expression.variants for v in _flatten(variant.value)]
            texts = [t + v for t in texts for v in inner[:8]][:64]
        elif isinstance(element.expression, ast.StringLiteral):
            continue
        else:
            texts = [t + "X" for t in texts]
    return texts


@cache
def values(locale: str) -> tuple[tuple[str, str], ...]:
    """(key, text) for every message value and attribute of ``locale``'s catalogues, with code
    in backticks and links left out (commands, option ids and URLs are not prose)."""
    out = []
    for path in catalogues(locale):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, (ast.Message, ast.Term)):
                continue
            patterns = [entry.value, *(a.value for a in entry.attributes)]
            for pattern in patterns:
                for text in _flatten(pattern):
                    text = re.sub(r"`[^`]*`|https?://\S+|/orrery\s+\S+|-#", " ", text)
                    out.append((f"{path.relative_to(ROOT)}:{entry.id.name}", text))
    return tuple(out)


@cache
def glossary(locale: str) -> str:
    return (ROOT / "docs" / f"glossary.{locale}.md").read_text(encoding="utf-8")


def _section(locale: str, title: str) -> str:
    text = glossary(locale)
    found = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert found, f"glossary.{locale}.md has no section {title!r}"
    return found.group(1)


def forbidden(locale: str) -> list[tuple[str, str]]:
    """(forbidden variant, word to use) from the glossary's table."""
    rows = re.findall(r"^\| *([^|]+?) *\| *([^|]+?) *\|", _section(locale, "Forbidden variants"), re.M)
    return [(bad, good) for bad, good in rows if not set(bad) <= set("-: ") and bad.lower() != "forbidden"]


def allowed_english(locale: str) -> set[str]:
    words = re.findall(r"`([^`]+)`", _section(locale, "English words allowed"))
    return {w.lower() for w in words}


def english_left(text: str, allowed: set[str]) -> list[str]:
    words = re.findall(r"[A-Za-zÀ-ÿ]+", text)
    return [
        w for w in words if w.lower() in (ENGLISH_ONLY | ENGLISH_FOUND) - allowed and not (w.isupper() and len(w) == 2)
    ]


@pytest.mark.parametrize("locale", ["fr", "de"])
def test_the_glossary_names_its_rules(locale):
    assert forbidden(locale), f"glossary.{locale}.md lists no forbidden variants"
    assert "Register" in glossary(locale) and "Typography" in glossary(locale)


@pytest.mark.parametrize("locale", ["fr", "de"])
def test_no_forbidden_variant_of_a_term(locale):
    found = []
    for bad, good in forbidden(locale):
        pattern = re.compile(rf"(?<![\w’'-]){re.escape(bad)}(?![\w-])", re.I)
        texts = [*values(locale), *rules_lines(locale)]
        found += [f"{key}: {bad!r} (say {good!r})" for key, text in texts if pattern.search(text)]
    assert not found, "\n".join(sorted(set(found))[:40])


@pytest.mark.parametrize("locale", ["fr", "de"])
def test_no_english_word_left(locale):
    allowed = allowed_english(locale)
    found = {f"{key}: {english_left(text, allowed)}" for key, text in values(locale) if english_left(text, allowed)}
    assert not found, "\n".join(sorted(found)[:40])


def test_french_puts_a_space_before_high_punctuation():
    # ":" ";" "?" "!" take a (no-break) space in French; times (12:30) and smileys are not prose
    bad = re.compile(r"[^\s\u00a0\u202f\d(][:;?!](?!\d)|\d[;?!]")
    found = {f"{key}: {text.strip()[:80]!r}" for key, text in values("fr") if bad.search(text)}
    assert not found, "\n".join(sorted(found)[:40])


#: the glossary's rule for French spaces: the no-break space U+00A0 before ":" and inside « »,
#: the narrow no-break space U+202F before ";" "?" "!" (so a line never breaks before them)
FRENCH_SPACES = {":": "\u00a0", ";": "\u202f", "?": "\u202f", "!": "\u202f", "«": "\u00a0", "»": "\u00a0"}


def french_space_faults(text: str) -> list[str]:
    """The spaces around high punctuation and guillemets in ``text`` that break the rule."""
    faults = []
    for match in re.finditer(r"(\s)([:;?!»])|(«)(\s)", text):
        space, mark = (match.group(1), match.group(2)) if match.group(2) else (match.group(4), match.group(3))
        if space != FRENCH_SPACES[mark]:
            faults.append(f"U+{ord(space):04X} {'before' if mark != '«' else 'after'} {mark!r}")
    return faults


def test_french_spaces_before_high_punctuation_are_the_glossarys_no_break_spaces():
    assert "U+00A0" in _section("fr", "Typography") and "U+202F" in _section("fr", "Typography")
    assert french_space_faults("Choisissez : « oui » ? Non !") == [
        "U+0020 before ':'",
        "U+0020 after '«'",
        "U+0020 before '»'",
        "U+0020 before '?'",
        "U+0020 before '!'",
    ]
    found = {f"{key}: {french_space_faults(text)} in {text.strip()[:60]!r}" for key, text in values("fr")}
    found = {f for f in found if "[]" not in f}
    assert not found, "\n".join(sorted(found)[:40])


def rules_lines(locale: str) -> list[tuple[str, str]]:
    """(file:line, text) of every game's ``RULES.<locale>.md``, code and section ids left out."""
    out = []
    for path in sorted((ROOT / "games").glob(f"*/RULES.{locale}.md")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            line = re.sub(r"^## [a-z0-9-]+: |`[^`]*`|https?://\S+", " ", line)
            out.append((f"{path.relative_to(ROOT)}:{number}", line))
    return out


def test_the_french_rules_references_follow_the_same_spaces():
    bad = re.compile(r"[^\s\u00a0\u202f\d(*_][:;?!](?!\d)")
    found = {f"{where}: {french_space_faults(text)} {text.strip()[:60]!r}" for where, text in rules_lines("fr")}
    found = {f for f in found if "[]" not in f}
    found |= {
        f"{where}: no space before a mark in {text.strip()[:60]!r}"
        for where, text in rules_lines("fr")
        if bad.search(text)
    }
    assert not found, "\n".join(sorted(found)[:40])


def test_german_puts_no_space_before_high_punctuation():
    # a colon with a space on each side is a ratio ("3 bew. : 2 feindl."), which German spaces
    bad = re.compile(r"\s[;?!]|\s:(?!\s)")
    found = {f"{key}: {text.strip()[:80]!r}" for key, text in values("de") if bad.search(text)}
    assert not found, "\n".join(sorted(found)[:40])


def test_french_quotes_are_guillemets_with_spaces():
    found = set()
    for key, text in values("fr"):
        if '"' in text or "“" in text or "„" in text:
            found.add(f"{key}: straight or English quotes")
        if re.search(r"«(?![\s\u00a0\u202f])|(?<![\s\u00a0\u202f])»", text):
            found.add(f"{key}: « » without a space inside")
    assert not found, "\n".join(sorted(found)[:40])


def test_german_quotes_are_low_high():
    found = set()
    for key, text in values("de"):
        if '"' in text or "«" in text or "»" in text:
            found.add(f"{key}: straight quotes or guillemets")
        if text.count("„") != text.count("“"):
            found.add(f"{key}: „ without its “")
    assert not found, "\n".join(sorted(found)[:40])


@pytest.mark.parametrize("locale", ["fr", "de"])
def test_one_kind_of_apostrophe(locale):
    found = {key for key, text in values(locale) if "'" in text}
    assert not found, f"straight apostrophes (write ’) in {locale}: " + ", ".join(sorted(found)[:40])
