"""The steps of the game (``games.steps``): each step's prompt, its legal options (the single
source of truth) and what choosing one does, declared together in ``STEPS``.

Exploring is a short stack of steps, each deeper one pushed on the last ("back" pops it):
  explore  -> "draw.<seat>" (option A) or "alien.<id>" (option B)
  position -> "pos.<n>" (1-based; paged by 20 when a hand is large), "page.next"/"page.prev", "back"
  victim   -> "from.<seat>" (pilferer: whose planet), "back"
  steal    -> "steal.<kind>", "back"
  portal   -> "portal.<n>" (schemer: which portal, 1-based), "back"
  relic    -> "hand.<kind>" / "place.<kind>", "back"
Landing (every flying seat at once): "land" / "fly". Sabortal owner: "take.<n>.<card>" / "none".
Collecting: "take.<n>.<card>" / "place.<kind>" / "end".
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from games.core import OPTION_LABEL_LIMIT, Decision, Option, State
from games.i18n import LOCALES, Msg, Seat, localize, msg
from games.plunder import rules
from games.plunder.cards import (
    ALIENS,
    PORTALS,
    RELIC_INDEX,
    RELICS,
    card_name,
    is_relic,
    listing,
    portal_name,
    power_label,
    short_name,
    the_card,
)
from games.steps import Step, StepKind, StepTable, pop, push

PAGE = 20
BACK = Option("back", msg("plunder-option-back"))


def decision_for(state: State, seat: int) -> Decision | None:
    """``seat``'s pending decision, or None (without building the others' at a landing)."""
    step = state["steps"][-1] if state["steps"] else None
    if step is None:
        return None
    kind = STEPS[step["kind"]]
    if seat not in kind.deciders(state, step):
        return None
    options = tuple(kind.options(state, step, seat))
    return Decision(
        seat, kind.prompt(state, step, seat), options, kind.default(state, step, seat, options), kind.public
    )


# --- exploring -----------------------------------------------------------------------------


def _explorer(state: State, step: Step) -> tuple[int]:
    return (state["explorer"],)


def _explore_options(state: State, step: Step, seat: int) -> list[Option]:
    n = state["players"]
    opts = [_draw_option(t, len(state["hands"][t])) for t in ((seat + k) % n for k in range(1, n))]
    hand = state["hands"][seat]
    for alien in ALIENS:
        if alien in hand:
            power = power_label(alien)
            if alien == "pilferer" and not _victims(state, seat):
                power = msg("plunder-power-nothing-to-steal")
            elif alien == "schemer" and not rules.portal_relics(state):
                power = msg("plunder-power-no-portal-relic")
            code = f"H{hand.index(alien) + 1}"  # the alien's place in the player's own hand
            opts.append(
                Option(f"alien.{alien}", msg("plunder-option-alien", alien=card_name(alien), power=power), code)
            )
    return opts


def _explore_prompt(state: State, step: Step, seat: int) -> Msg:
    hand = state["hands"][seat]
    return _explore_question(any(alien in hand for alien in ALIENS), state["next"])


@cache
def _explore_question(aliens: bool, portal: int) -> Msg:
    prompt = "plunder-prompt-explore-or-alien" if aliens else "plunder-prompt-explore"
    return msg(prompt, portal=portal_name(portal))


def _explore(state: State, step: Step, seat: int, option_id: str) -> None:
    kind, _, arg = option_id.partition(".")
    if kind == "draw":
        push(state, {"kind": "position", "target": int(arg), "page": 0})
    elif arg == "timethief":
        rules.play_time_thief(state)
    elif arg == "pilferer":
        if _victims(state, seat):
            push(state, {"kind": "victim"})
        else:
            rules.play_pilferer(state, None, None)
    elif rules.portal_relics(state):
        push(state, {"kind": "portal"})
    else:
        rules.play_schemer(state, None, False)


def _position_options(state: State, step: Step, seat: int) -> list[Option]:
    size = len(state["hands"][step["target"]])
    page = step["page"]
    first, last = page * PAGE, min(size, page * PAGE + PAGE)
    opts = [_position_option(p) for p in range(first + 1, last + 1)]
    if last < size:
        opts.append(Option("page.next", msg("plunder-option-positions", low=last + 1, high=min(size, last + PAGE))))
    if page > 0:
        opts.append(Option("page.prev", msg("plunder-option-positions", low=first - PAGE + 1, high=first)))
    return [*opts, BACK]


def _position_prompt(state: State, step: Step, seat: int) -> Msg:
    return msg("plunder-prompt-position", seat=Seat(step["target"]), n=len(state["hands"][step["target"]]))


def _draw_at(state: State, step: Step, seat: int, option_id: str) -> None:
    kind, _, arg = option_id.partition(".")
    if kind == "page":
        step["page"] += 1 if arg == "next" else -1
    else:
        rules.draw_card(state, step["target"], int(arg) - 1)


def _victim_options(state: State, step: Step, seat: int) -> list[Option]:
    return [*(Option(f"from.{v}", msg("plunder-option-steal-from", seat=Seat(v))) for v in _victims(state, seat)), BACK]


def _steal_options(state: State, step: Step, seat: int) -> list[Option]:
    victim = step["victim"]
    opts = [
        Option(f"steal.{k}", msg("plunder-option-steal", relic=the_card(k)), relic_code(k))
        for k in rules.stealable(state, seat, victim)
    ]
    return [*opts, BACK]


def _portal_options(state: State, step: Step, seat: int) -> list[Option]:
    opts = [Option(f"portal.{i + 1}", _portal_label(state, i), portal_code(i)) for i in rules.portal_relics(state)]
    return [*opts, BACK]


def _relic_options(state: State, step: Step, seat: int) -> list[Option]:
    index = step["portal"]
    opts = []
    for kind in _kinds(state["portals"][index]):
        code = card_code(state["portals"][index], index, kind)
        opts.append(Option(f"hand.{kind}", msg("plunder-option-to-hand", relic=card_name(kind)), code))
        if rules.can_place(state, seat, kind):
            opts.append(
                Option(f"place.{kind}", msg("plunder-option-to-planet", relic=card_name(kind)), relic_code(kind))
            )
    return [*opts, BACK]


def _deeper(act):
    """A deeper exploring step's effect, with "back" returning to the step before it."""

    def effect(state: State, step: Step, seat: int, option_id: str) -> None:
        if option_id == "back":
            pop(state)
        else:
            act(state, step, seat, option_id)

    return effect


def _steal_from(state: State, step: Step, seat: int, option_id: str) -> None:
    push(state, {"kind": "steal", "victim": int(option_id.removeprefix("from."))})


def _steal(state: State, step: Step, seat: int, option_id: str) -> None:
    rules.play_pilferer(state, step["victim"], option_id.removeprefix("steal."))


def _scheme_at(state: State, step: Step, seat: int, option_id: str) -> None:
    push(state, {"kind": "relic", "portal": int(option_id.removeprefix("portal.")) - 1})


def _scheme(state: State, step: Step, seat: int, option_id: str) -> None:
    kind, _, relic = option_id.partition(".")
    assert is_relic(relic)
    rules.play_schemer(state, (step["portal"], relic), to_planet=kind == "place")


@cache  # options are immutable, and these are offered on every exploration: built once
def _draw_option(target: int, size: int) -> Option:
    return Option(f"draw.{target}", msg("plunder-option-draw", seat=Seat(target), n=size))


@cache
def _position_option(position: int) -> Option:
    return Option(f"pos.{position}", msg("plunder-option-position", n=position), str(position))


# --- option codes: the short names buttons and pictures share ---------------------------------


def portal_code(index: int) -> str:
    """A portal (0-based ``index``): "P1" to "P10"."""
    return f"P{index + 1}"


def card_code(cards: list[str], index: int, card: str) -> str:
    """A card lying at portal ``index``: the portal's number and a letter per distinct card
    (in the order they lie), e.g. "4B"."""
    return f"{index + 1}{chr(65 + sorted(set(cards), key=cards.index).index(card))}"


def relic_code(kind: str) -> str:
    """A relic kind's slot on a home planet: "R1" to "R8"."""
    return f"R{RELIC_INDEX[kind] + 1}"


def _victims(state: State, seat: int) -> list[int]:
    n = state["players"]
    order = [(seat + k) % n for k in range(1, n)]
    return [v for v in order if rules.stealable(state, seat, v)]


def _kinds(cards: list[str]) -> list[str]:
    """The distinct relic kinds among ``cards``, in the catalogue's order."""
    present = set(cards)
    return [k for k in RELICS if k in present]


def _portal_label(state: State, index: int) -> Msg:
    """The relics at a portal, as the Schemer's choice: every kind by its short name, or (when
    a portal holds too many kinds to list in some language) how many there are; the board
    shows them all."""
    kinds = _kinds(state["portals"][index])
    label = msg("plunder-option-from-portal", portal=portal_name(index), relics=listing([short_name(k) for k in kinds]))
    if all(len(localize(label, locale)) <= OPTION_LABEL_LIMIT for locale in LOCALES):  # made to fit, never cut
        return label
    return msg("plunder-option-from-portal-kinds", portal=portal_name(index), n=len(kinds))


# --- landing, the sabortal, collecting -----------------------------------------------------


@cache
def _landing(index: int) -> tuple[Msg, tuple[Option, ...], str]:
    """The landing question at portal ``index``: its prompt, options and default (the same for
    every seat and every time, so built once)."""
    opts = (
        Option("land", msg("plunder-option-land", portal=portal_name(index), n=PORTALS[index]), portal_code(index)),
        Option("fly", msg("plunder-option-fly")),
    )
    # Auto-play lands once a portal is worth 3 or more; earlier it keeps flying.
    default = "land" if PORTALS[index] >= 3 else "fly"
    return msg("plunder-prompt-land", portal=portal_name(index)), opts, default


@cache
def landing_decision(seat: int, index: int) -> Decision:
    """``seat``'s landing question at portal ``index``, as the "land" step asks it."""
    step = STEPS["land"]
    state = {"next": index + 1}  # all the step reads to ask it
    options = tuple(step.options(state, {}, seat))
    return Decision(seat, step.prompt(state, {}, seat), options, step.default(state, {}, seat, options), step.public)


def _portal_takes(state: State) -> list[Option]:
    opts = []
    for i, cards in enumerate(state["portals"]):
        if cards:
            opts += _takes_at(i, tuple(cards))
    return opts


@lru_cache(maxsize=4096)
def _takes_at(index: int, cards: tuple[str, ...]) -> tuple[Option, ...]:
    """Taking each distinct card at portal ``index``, in the order they lie (lettered as
    ``card_code`` letters them)."""
    return tuple(_take_option(index, card, letter) for letter, card in enumerate(dict.fromkeys(cards)))


@cache  # every collecting decision offers every portal card: each option is built once
def _take_option(index: int, card: str, letter: int) -> Option:
    label = msg("plunder-option-take", card=the_card(card), portal=portal_name(index))
    return Option(f"take.{index + 1}.{card}", label, f"{index + 1}{chr(65 + letter)}")


def _sabortal_options(state: State, step: Step, seat: int) -> list[Option]:
    return [*_portal_takes(state), Option("none", msg("plunder-option-take-nothing"))]


def _return_sabortal(state: State, step: Step, seat: int, option_id: str) -> None:
    rules.return_sabortal(state, None if option_id == "none" else _portal_card(option_id))


def _collector(state: State, step: Step) -> tuple[int]:
    collect = state["collect"]
    return (collect["order"][collect["turn"]][0],)


def _collect_places(state: State, seat: int) -> list[Option]:
    return [_place_option(k) for k in _kinds(state["hands"][seat]) if rules.can_place(state, seat, k)]


@cache
def _place_option(kind: str) -> Option:
    return Option(f"place.{kind}", msg("plunder-option-place", relic=the_card(kind)), relic_code(kind))


@cache
def _end_option(left: int) -> Option:
    return Option("end", msg("plunder-option-end-collecting", n=left))


def _collect_options(state: State, step: Step, seat: int) -> list[Option]:
    return [*_portal_takes(state), *_collect_places(state, seat), _end_option(state["collect"]["left"])]


def _collect_prompt(state: State, step: Step, seat: int) -> Msg:
    collect = state["collect"]
    index = collect["order"][collect["turn"]][1]
    return msg("plunder-prompt-collect", left=collect["left"], n=PORTALS[index])


def _collect(state: State, step: Step, seat: int, option_id: str) -> None:
    if option_id == "end":
        rules.collect_end(state, seat)
    elif option_id.startswith("take."):
        index, card = _portal_card(option_id)
        rules.collect_take(state, seat, index, card)
    else:
        rules.collect_place(state, seat, option_id.removeprefix("place."))


def _collect_default(state: State, step: Step, seat: int, opts: Sequence[Option]) -> str:
    """Auto-play: place the kind closest to a set, else take the first portal card."""
    places = [o for o in opts if o.id.startswith("place.")]
    if places:
        home = state["homes"][seat]
        return max(places, key=lambda o: home[RELIC_INDEX[o.id[6:]]]).id
    return opts[0].id


def _portal_card(option_id: str) -> tuple[int, str]:
    _, number, card = option_id.split(".")
    return int(number) - 1, card


def _landing_seats(state: State, step: Step) -> list[int]:
    return state["waiting"]


STEPS = StepTable()
STEPS.add(StepKind("explore", _explore_prompt, _explore_options, _explore, _explorer, public=False))
STEPS.add(StepKind("position", _position_prompt, _position_options, _deeper(_draw_at), _explorer))
STEPS.add(
    StepKind(
        "victim",
        lambda s, st, seat: msg("plunder-prompt-victim"),
        _victim_options,
        _deeper(_steal_from),
        _explorer,
        public=False,
    )
)
STEPS.add(
    StepKind(
        "steal",
        lambda s, st, seat: msg("plunder-prompt-steal", seat=Seat(st["victim"])),
        _steal_options,
        _deeper(_steal),
        _explorer,
        public=False,
    )
)
STEPS.add(
    StepKind(
        "portal",
        lambda s, st, seat: msg("plunder-prompt-schemer-portal"),
        _portal_options,
        _deeper(_scheme_at),
        _explorer,
        public=False,
    )
)
STEPS.add(
    StepKind(
        "relic",
        lambda s, st, seat: msg("plunder-prompt-schemer-relic", portal=portal_name(st["portal"])),
        _relic_options,
        _deeper(_scheme),
        _explorer,
        public=False,
    )
)
STEPS.add(
    StepKind(
        "land",
        lambda s, st, seat: _landing(s["next"] - 1)[0],
        lambda s, st, seat: _landing(s["next"] - 1)[1],
        lambda s, st, seat, option_id: rules.land(s, seat, option_id == "land"),
        _landing_seats,
        lambda s, st, seat, opts: _landing(s["next"] - 1)[2],
    )
)
STEPS.add(
    StepKind(
        "sabortal",
        lambda s, st, seat: msg("plunder-prompt-sabortal"),
        _sabortal_options,
        _return_sabortal,
        lambda s, st: (s["sab_owner"],),
    )
)
STEPS.add(StepKind("collect", _collect_prompt, _collect_options, _collect, _collector, _collect_default, public=False))
