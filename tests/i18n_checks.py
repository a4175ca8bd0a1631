"""A check that French and German texts carry no English. The words below are common in our
English texts and are no words of French or German ("Hand", "also", "was", "all" are German too,
"as", "on", "six", "second" French: those are left out), so one of them in a French or German
text means something was left untranslated."""

from __future__ import annotations

import re

ENGLISH_ONLY = frozenset(
    """
    the and your you with from this that these those their they them his its has have had none any
    each every when then than there here what which who whose why how into onto over under after
    before until while only again more most less least other others turn turns wins win won lose
    lost draw draws drawn play plays played playing take takes took choose chooses chosen pick picks
    keep keeps discard discards discarded give gives gets get card cards round rounds player players
    seat seats game over end ends ended move moves moved ship ships planets board left right top
    bottom next first third one two three five seven eight nine ten yes no nothing something someone
    nobody must may can cannot should would could shall be is are were been being of to for by at if
    it
    """.split()  # noqa: SIM905 (a word list reads best as words)
)
_WORD = re.compile(r"[A-Za-zÀ-ÿ]+")
_CODE = re.compile(r"`[^`]*`")


def english_words(text: str) -> list[str]:
    """The English-only words in ``text`` (codes in backticks left out, and two capitals, which
    are compass letters there: German writes north-east "NO")."""
    words = _WORD.findall(_CODE.sub(" ", text))
    return [w for w in words if w.lower() in ENGLISH_ONLY and not (w.isupper() and len(w) == 2)]
