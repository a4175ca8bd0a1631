"""No option label is cut: every game, random play, every variant (issue 15).

Engines write at most ``OPTION_LABEL_LIMIT`` characters (the bot's buttons show that much); a label sliced to fit
loses the end of its rule ("…; n…"). ``games.core.label_fault`` says what looks cut and
``games.playout.check_labels`` applies it in the contract checks.
"""

from __future__ import annotations

import random

import pytest

from games import registry
from games.core import OPTION_LABEL_LIMIT, Decision, Option, label_fault
from games.i18n import LOCALES, localize, msg
from games.playout import check_labels, choose_random


@pytest.mark.parametrize(
    ("label", "whole"),
    [
        ("Play the Schemer: Take a relic from any portal into hand or onto your planet; n…", False),
        ("Use Zavodnick: Once a turn: do any die action; every rival may follow it for fre", False),
        ("x" * (OPTION_LABEL_LIMIT + 1), False),
        ("Pay two Water (Joker on top", False),
        ("Navigate towards gravity", True),
        ("Seeker (3 points, 2 if tied): Most culture at the end.", True),
        ("Take Ion Spring: gain 2 energy...", False),
    ],
)
def test_label_fault_spots_cut_labels(label, whole):
    assert (label_fault(label) is None) == whole


def test_check_labels_names_the_cut_option():
    fine, cut = msg("core-text", text="Fine"), msg("core-text", text="Cut off mid…")
    d = Decision(0, msg("core-text", text="Pick"), (Option("a", fine), Option("b", cut)), "a")
    with pytest.raises(AssertionError, match="'b'"):
        check_labels([d])


def _cut_labels(game, seeds: int) -> list[str]:
    found = []
    for variant in game.variants():
        for seed in range(seeds):
            rng = random.Random(seed)
            state = game.new(variant.players, variant.options, seed)
            steps = 0
            while game.outcome(state) is None and steps < game.max_decisions:
                for d in game.pending(state):
                    for o in d.options:
                        for locale in LOCALES:
                            label = localize(o.label, locale)
                            if label_fault(label):
                                found.append(f"{label!r} ({locale}): {label_fault(label)}")
                state = game.apply(state, *choose_random(game, state, rng))
                steps += 1
    return found


GAMES = registry.all()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_no_option_label_is_cut_in_random_play(game):
    cut = _cut_labels(game, seeds=2)
    assert not cut, f"{len(cut)} cut labels, e.g. {sorted(set(cut))[:3]}"


def test_the_engines_label_limit_fits_the_bots_controls():
    """Engines keep labels within the engine-neutral ``OPTION_LABEL_LIMIT``; the bot holds
    Discord's own limits, which must never cut a label an engine was allowed to write."""
    from bot.adapter.components import OptionButton
    from bot.adapter.views import BUTTON_LABEL_MAX, SELECT_LABEL_MAX

    assert min(BUTTON_LABEL_MAX, SELECT_LABEL_MAX) >= OPTION_LABEL_LIMIT
    whole = "x" * OPTION_LABEL_LIMIT
    assert OptionButton(1, 1, "a", whole).item.label == whole
    assert len(OptionButton(1, 1, "a", "y" * 200).item.label) == BUTTON_LABEL_MAX  # the adapter's guard


def test_a_label_with_its_code_in_front_is_fitted_at_a_word_boundary():
    """The game keeps its label to 80 characters; the code the bot puts in front ("H4 · ") may
    push it past Discord's 80, and then it is cut where a word ends, with an ellipsis."""
    from bot.adapter.components import OptionButton, OptionSelect
    from bot.adapter.views import BUTTON_LABEL_MAX
    from bot.outbox.offers import marked

    label = "Play the Schemer: no relic lies at a portal, so it only explores (no landing here)"[:OPTION_LABEL_LIMIT]
    shown = OptionButton(1, 1, "a", marked("H4", label)).item.label
    assert len(shown) <= BUTTON_LABEL_MAX and shown.endswith("…"), shown
    kept = shown.removeprefix("H4 · ").removesuffix("…")
    assert label.startswith(kept) and label[len(kept)] == " ", shown  # the cut falls between words
    assert not kept.endswith((",", " ", "("))
    long_choice = "Déplacer le vaisseau vers la planète " * 4
    (option,) = OptionSelect(1, 1, 0, [["x", long_choice]]).item.options
    assert len(option.label) <= 100 and long_choice.startswith(option.label.removesuffix("…") + " ")
