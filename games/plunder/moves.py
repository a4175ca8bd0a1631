"""Legal decisions (the single source of truth) and carrying out a chosen option.

Exploring is a short sequence of choices kept in ``state["step"]``:
  start   -> "draw.<seat>" (option A) or "alien.<id>" (option B)
  position-> "pos.<n>" (1-based; paged by 20 when a hand is large), "page.next"/"page.prev", "back"
  victim  -> "from.<seat>" (pilferer: whose planet), "back"
  steal   -> "steal.<kind>", "back"
  portal  -> "portal.<n>" (schemer: which portal, 1-based), "back"
  relic   -> "hand.<kind>" / "place.<kind>", "back"
Landing: "land" / "fly". Sabortal owner: "take.<n>.<card>" / "none".
Collecting: "take.<n>.<card>" / "place.<kind>" / "end".
"""

from __future__ import annotations

from functools import cache

from games.core import OPTION_LABEL_LIMIT, Decision, IllegalMove, Option, State
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
)

PAGE = 20
BACK = Option("back", msg("plunder-option-back"))


def pending(state: State) -> list[Decision]:
    phase = state["phase"]
    if phase == "explore":
        return [_explore_decision(state)]
    if phase == "land":
        return [_land_decision(state, seat) for seat in state["waiting"]]
    if phase == "sabortal":
        return [_sabortal_decision(state)]
    if phase == "collect":
        return [_collect_decision(state)]
    return []


def decision_for(state: State, seat: int) -> Decision | None:
    """``seat``'s pending decision (the same one ``pending`` lists), or None."""
    phase = state["phase"]
    if phase == "land":
        return _land_decision(state, seat) if seat in state["waiting"] else None
    for d in pending(state):
        if d.seat == seat:
            return d
    return None


# --- exploring -----------------------------------------------------------------------------


def _explore_decision(state: State) -> Decision:
    seat = state["explorer"]
    step = state["step"]
    at = step["at"]
    where = portal_name(state["next"])
    if at == "start":
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
        prompt = "plunder-prompt-explore-or-alien" if len(opts) >= n else "plunder-prompt-explore"
        return Decision(seat, msg(prompt, portal=where), tuple(opts), opts[0].id, False)
    if at == "position":
        target, page = step["target"], step["page"]
        size = len(state["hands"][target])
        first, last = page * PAGE, min(size, page * PAGE + PAGE)
        opts = [_position_option(p) for p in range(first + 1, last + 1)]
        if last < size:
            opts.append(Option("page.next", msg("plunder-option-positions", low=last + 1, high=min(size, last + PAGE))))
        if page > 0:
            opts.append(Option("page.prev", msg("plunder-option-positions", low=first - PAGE + 1, high=first)))
        opts.append(BACK)
        prompt = msg("plunder-prompt-position", seat=Seat(target), n=size)
        return Decision(seat, prompt, tuple(opts), opts[0].id, True)
    if at == "victim":
        victims = _victims(state, seat)
        opts = [Option(f"from.{v}", msg("plunder-option-steal-from", seat=Seat(v))) for v in victims]
        opts.append(BACK)
        return Decision(seat, msg("plunder-prompt-victim"), tuple(opts), opts[0].id, False)
    if at == "steal":
        victim = step["victim"]
        opts = [
            Option(f"steal.{k}", msg("plunder-option-steal", relic=card_name(k)), relic_code(k))
            for k in rules.stealable(state, seat, victim)
        ]
        opts.append(BACK)
        return Decision(seat, msg("plunder-prompt-steal", seat=Seat(victim)), tuple(opts), opts[0].id, False)
    if at == "portal":
        opts = [Option(f"portal.{i + 1}", _portal_label(state, i), portal_code(i)) for i in rules.portal_relics(state)]
        opts.append(BACK)
        return Decision(seat, msg("plunder-prompt-schemer-portal"), tuple(opts), opts[0].id, False)
    if at == "relic":
        index = step["portal"]
        opts = []
        for kind in _kinds(state["portals"][index]):
            code = card_code(state["portals"][index], index, kind)
            opts.append(Option(f"hand.{kind}", msg("plunder-option-to-hand", relic=card_name(kind)), code))
            if rules.can_place(state, seat, kind):
                label = msg("plunder-option-to-planet", relic=card_name(kind))
                opts.append(Option(f"place.{kind}", label, relic_code(kind)))
        opts.append(BACK)
        prompt = msg("plunder-prompt-schemer-relic", portal=portal_name(index))
        return Decision(seat, prompt, tuple(opts), opts[0].id, False)
    raise AssertionError(f"unknown exploring step {at!r}")


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


def _land_decision(state: State, seat: int) -> Decision:
    return Decision(seat, *_landing(state["next"] - 1), True)


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


def _portal_takes(state: State) -> list[Option]:
    opts = []
    for i, cards in enumerate(state["portals"]):
        for card in sorted(set(cards), key=cards.index):
            code = card_code(cards, i, card)
            label = msg("plunder-option-take", card=card_name(card), portal=portal_name(i))
            opts.append(Option(f"take.{i + 1}.{card}", label, code))
    return opts


def _sabortal_decision(state: State) -> Decision:
    opts = [*_portal_takes(state), Option("none", msg("plunder-option-take-nothing"))]
    seat = state["sab_owner"]
    return Decision(seat, msg("plunder-prompt-sabortal"), tuple(opts), opts[0].id, True)


def _collect_decision(state: State) -> Decision:
    collect = state["collect"]
    seat, index = collect["order"][collect["turn"]]
    left = collect["left"]
    places = [
        Option(f"place.{k}", msg("plunder-option-place", relic=card_name(k)), relic_code(k))
        for k in _kinds(state["hands"][seat])
        if rules.can_place(state, seat, k)
    ]
    opts = [*_portal_takes(state), *places, Option("end", msg("plunder-option-end-collecting", n=left))]
    default = _collect_default(state, seat, places, opts)
    prompt = msg("plunder-prompt-collect", left=left, n=PORTALS[index])
    return Decision(seat, prompt, tuple(opts), default, False)


def _collect_default(state: State, seat: int, places: list[Option], opts: list[Option]) -> str:
    """Auto-play: place the kind closest to a set, else take the first portal card."""
    if places:
        home = state["homes"][seat]
        return max(places, key=lambda o: home[RELIC_INDEX[o.id[6:]]]).id
    return opts[0].id


# --- carrying out --------------------------------------------------------------------------


def apply(state: State, seat: int, option_id: str) -> None:
    """Carry out ``option_id`` (already checked to be offered) for ``seat``."""
    phase = state["phase"]
    if phase == "land":
        rules.land(state, seat, option_id == "land")
    elif phase == "explore":
        _apply_explore(state, seat, option_id)
    elif phase == "sabortal":
        rules.return_sabortal(state, None if option_id == "none" else _portal_card(option_id))
    elif phase == "collect":
        if option_id == "end":
            rules.collect_end(state, seat)
        elif option_id.startswith("take."):
            index, card = _portal_card(option_id)
            rules.collect_take(state, seat, index, card)
        else:
            rules.collect_place(state, seat, option_id[6:])
    else:
        raise IllegalMove(msg("plunder-refuse-nothing-to-decide"))


def _portal_card(option_id: str) -> tuple[int, str]:
    _, number, card = option_id.split(".")
    return int(number) - 1, card


def _apply_explore(state: State, seat: int, option_id: str) -> None:
    step = state["step"]
    at = step["at"]
    kind, _, arg = option_id.partition(".")
    if option_id == "back":
        back_to = {"position": "start", "victim": "start", "steal": "victim", "portal": "start", "relic": "portal"}
        state["step"] = {"at": back_to[at]}
    elif kind == "draw":
        state["step"] = {"at": "position", "target": int(arg), "page": 0}
    elif kind == "page":
        step["page"] += 1 if arg == "next" else -1
    elif kind == "pos":
        rules.draw_card(state, step["target"], int(arg) - 1)
    elif kind == "alien":
        if arg == "timethief":
            rules.play_time_thief(state)
        elif arg == "pilferer":
            if _victims(state, seat):
                state["step"] = {"at": "victim"}
            else:
                rules.play_pilferer(state, None, None)
        elif rules.portal_relics(state):
            state["step"] = {"at": "portal"}
        else:
            rules.play_schemer(state, None, False)
    elif kind == "from":
        state["step"] = {"at": "steal", "victim": int(arg)}
    elif kind == "steal":
        rules.play_pilferer(state, step["victim"], arg)
    elif kind == "portal":
        state["step"] = {"at": "relic", "portal": int(arg) - 1}
    elif kind in ("hand", "place"):
        assert is_relic(arg)
        rules.play_schemer(state, (step["portal"], arg), to_planet=kind == "place")
    else:
        raise IllegalMove(msg("plunder-refuse-unknown-choice", option=option_id))
