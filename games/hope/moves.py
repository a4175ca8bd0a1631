"""The steps of HOPE (``games.steps``): each kind of decision's prompt, its legal options (the
single source of truth) and what choosing one does, declared together in ``STEPS``.

Set-up, one seat after another: "monolith" (the first player breaks a tie: "m-<tile>"),
"character" ("ch-<character>"), "ship" ("sh-<dimension>").
A turn is the "turn" step (the main choice; it carries the turn's bookkeeping) with at most one
sub-decision pushed on it; "back" pops it:
  dest     "go-<space>"          after "nav-<lever>" or "cont"
  place    "at-<space>"          -> replaced by pay: "pay-<cards>"
  tele     "tp-<space>"          -> replaced by tpay: "pay-<cards>" (the Prodigy, first thing)
  genpol   "cw" / "ccw"          the General polarization token
  accuse   "ac-<seat>"           -> a right one may push replace ("rp-<tile>" / "skip"), a wrong
                                    one lose ("ls-<tile>")
  coax     "cx-<tile>-<seat>"    the revealed traitor's power
  order    "so-<seats>"          whose pioneers fit on a full Mission track (pushed by stabilizing)
  discard  "d-<pile>"            the turn's used cards, at its end
  bug / chip  "bm", "bp-<a>-<b>", "bpass"   a Bug card's price (pushed by stabilizing), asked of
                                    the active player ("bug") and of the others as a chip-in
                                    during her turn ("chip", reactive)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.core import Option, State, log
from games.hope import rules, setup, traitor, turns
from games.hope.data import (
    BUGS,
    CARD_SYMBOL,
    CARD_TECH,
    CHARACTERS,
    CHARS,
    LEVERS,
    bug_text,
    character_name,
    tech_name,
    token_name,
)
from games.hope.geometry import COLOURS, POS
from games.hope.rules import EARTH, dimension_name, lever_name, space_name, tile_name
from games.i18n import Msg, Seat, msg
from games.steps import Step, StepKind, StepTable, pop, push, replace

BACK = Option("back", msg("hope-option-back"))

Prompt = Callable[[State, Step, int], Msg]
Options = Callable[[State, Step, int], Sequence[Option]]
Act = Callable[[State, Step, int, str], None]
Default = Callable[[State, Step, int, Sequence[Option]], str]
#: a Bug card asks every player in turn to contribute: for all but the active player, a response
#: during someone else's turn, so it must not hold that turn up (the engine declares it)
BUG_REACTION = "hope.bug"


def card_label(card: int) -> Msg:
    """A card by its technology, "(R)" when it shows the Regression symbol."""
    return msg("hope-card-regression" if CARD_SYMBOL[card] else "hope-card", tech=tech_name(CARD_TECH[card]))


def pay_id(cards: tuple[int, ...]) -> str:
    return "pay-" + "-".join(str(c) for c in cards)


def pay_label(cards: tuple[int, ...]) -> Msg:
    if len(cards) == 1:
        return msg("hope-option-pay", card=card_label(cards[0]))
    return msg("hope-option-pay-pair", tech=tech_name(CARD_TECH[cards[0]]), card=card_label(cards[1]))


# --- option codes: what the buttons and the pictures share ----------------------------------------


def tile_code(pos: int) -> str:
    """A tile by its number on the board ("T7"); Earth is "E"."""
    return "E" if pos == EARTH else f"T{pos}"


def space_code(space: int) -> str:
    """A space: its tile's number (E for Earth) and its dimension's initial, e.g. "7B", "ER"."""
    pos, c = divmod(space, 3)
    return f"{'E' if pos == EARTH else pos}{COLOURS[c][0].upper()}"


def cards_code(k: int) -> str:
    """The k-th way to pay with cards of the hand: "A", "B", ... (marked on the cards it uses)."""
    return chr(65 + k)


# --- set-up ---------------------------------------------------------------------------------------


def _monolith_options(state: State, step: Step, seat: int) -> list[Option]:
    return [
        Option(f"m-{p}", msg("hope-option-monolith", tile=tile_name(state, p)), tile_code(p)) for p in step["choices"]
    ]


def _choose_monolith(state: State, step: Step, seat: int, option_id: str) -> None:
    setup.set_monolith(state, int(option_id.partition("-")[2]))


def _character_options(state: State, step: Step, seat: int) -> list[Option]:
    taken = {p["char"] for p in state["seats"]}
    return [Option(f"ch-{c}", character_name(c), f"C{CHARACTERS.index(c) + 1}") for c in CHARACTERS if c not in taken]


def _choose_character(state: State, step: Step, seat: int, option_id: str) -> None:
    char = option_id.partition("-")[2]
    state["seats"][seat]["char"] = char
    log(state, msg("hope-log-character", seat=Seat(seat), char=character_name(char)))
    if _next_setup_seat(state, step):
        return
    for s in range(state["players"]):
        rules.draw(state, s, rules.hand_limit(state, s))
    log(state, msg("hope-log-dealt"))
    replace(state, {"kind": "ship", "seat": 0})


def _ship_options(state: State, step: Step, seat: int) -> list[Option]:
    counts = [sum(1 for s in state["ships"] if s >= 0 and s % 3 == c) for c in range(3)]
    return [
        Option(f"sh-{c}", msg("hope-option-ship", dim=dimension_name(c)), space_code(EARTH * 3 + c))
        for c in range(3)
        if counts[c] < 2
    ]


def _choose_ship(state: State, step: Step, seat: int, option_id: str) -> None:
    dim = int(option_id.partition("-")[2])
    state["ships"][seat] = EARTH * 3 + dim
    log(state, msg("hope-log-ship", seat=Seat(seat), dim=dimension_name(dim)))
    if not _next_setup_seat(state, step):
        turns.start_turn(state, 0)


def _next_setup_seat(state: State, step: Step) -> bool:
    """The next seat makes the same set-up choice; False once every seat has made it."""
    step["seat"] += 1
    return step["seat"] < state["players"]


# --- the turn's main choice --------------------------------------------------------------------------


def _teleports(state: State, turn: Step, seat: int) -> list[int]:
    """Where the Prodigy may teleport, first thing in her turn: tiles of her tile's technology."""
    p = state["seats"][seat]
    if p["char"] != "prodigy" or turn["started"]:
        return []
    space = state["ships"][seat]
    pos, c = divmod(space, 3)
    tech = rules.tech_of(state, pos)
    if tech is None or not rules.can_pay(state["hands"][seat], tech):
        return []
    return [
        q * 3 + c for q in range(1, len(POS)) if q != pos and not state["gone"][q] and rules.tech_of(state, q) == tech
    ]


def _targets(state: State, turn: Step, seat: int) -> list[int]:
    """Spaces of the turn's route where a pioneer may go now (and can be paid)."""
    if state["seats"][seat]["supply"] <= 0:
        return []
    hand = state["hands"][seat]
    out = []
    for space in turn["window"]:
        free = space not in out and rules.free_planet(state, space) is not None
        if free and rules.can_pay(hand, rules.tech_of(state, space // 3)):
            out.append(space)
    return out


def _can_polarize(state: State, turn: Step, seat: int, navigable: list[str]) -> bool:
    levers = state["seats"][seat]["levers"]
    if any(levers):
        return True
    # the exception: nothing used yet, and no lever can move the ship
    return not turn["started"] and not navigable


def _movement_options(state: State, turn: Step, seat: int) -> tuple[list[Option], bool]:
    """The levers that can move the ship and polarizing, and whether the ship can move at all."""
    p = state["seats"][seat]
    opts = []
    navigable = [lv for i, lv in enumerate(LEVERS) if not p["levers"][i] and rules.destinations(state, seat, lv)]
    for lv in navigable:
        opts.append(Option(f"nav-{lv}", msg("hope-option-navigate", lever=lever_name(lv)), f"L{LEVERS.index(lv) + 1}"))
    polarizable = _can_polarize(state, turn, seat, navigable)
    if polarizable:
        newc = (state["ships"][seat] % 3 + 1) % 3
        opts.append(Option("pol", msg("hope-option-polarize", dim=dimension_name(newc))))
    return opts, bool(navigable) or polarizable


def _spending_options(state: State, turn: Step, seat: int) -> list[Option]:
    """An upgrade or a technology level step, once a turn, for medals."""
    p = state["seats"][seat]
    if turn["spent"] or p["locked"] or p["supply"] <= 0:
        return []
    opts = []
    costs = CHARS[p["char"]]
    if p["upgrades"] < 3 and p["medals"] >= costs["upgrade_costs"][p["upgrades"]]:
        opts.append(Option("up", msg("hope-option-upgrade", cost=costs["upgrade_costs"][p["upgrades"]])))
    if p["lvl"] < 3 and p["medals"] >= costs["level_costs"][p["lvl"]]:
        opts.append(Option("lvl", msg("hope-option-level", cost=costs["level_costs"][p["lvl"]])))
    return opts


def _traitor_options(state: State, seat: int) -> list[Option]:
    opts = []
    if traitor.coax_targets(state, seat):
        opts.append(Option("coax", msg("hope-option-coax-power")))
    if traitor.accusable(state, seat):
        opts.append(Option("accuse", msg("hope-option-accuse")))
    if traitor.variant_on(state) and state["revealed"] is None and traitor.role_of(state, seat) == "nope":
        opts.append(Option("reveal", msg("hope-option-reveal")))
    return opts


def _main_options(state: State, step: Step, seat: int) -> list[Option]:
    opts: list[Option] = []
    if _teleports(state, step, seat):
        opts.append(Option("tele", msg("hope-option-teleport")))
    movable = False
    if step["moves"] > 0:
        moving, movable = _movement_options(state, step, seat)
        opts.extend(moving)
    if _targets(state, step, seat):
        opts.append(Option("place", msg("hope-option-place")))
    opts.extend(_spending_options(state, step, seat))
    for kind in sorted(set(state["seats"][seat]["tokens"])):
        opts.append(Option(f"tok-{kind}", msg("hope-option-token", token=token_name(kind))))
    opts.extend(_traitor_options(state, seat))
    resume = step.get("resume")
    if resume and rules.destinations(state, seat, resume):
        opts.append(Option("cont", msg("hope-option-continue", lever=lever_name(resume))))
    if step["moved"] or not movable:
        opts.append(Option("end", msg("hope-option-end")))
    return opts


def _main_default(state: State, step: Step, seat: int, options: Sequence[Option]) -> str:
    """Auto-play ends the turn once moved, else pulls the first lever (or polarizes)."""
    ids = [o.id for o in options]
    moves = [i for i in ids if i.startswith("nav-") or i == "pol"]
    return "end" if "end" in ids else (moves[0] if moves else ids[0])


def _use_token(state: State, seat: int, kind: str) -> None:
    if kind == "polarize_all":
        push(state, {"kind": "genpol", "seat": seat})
        return
    state["seats"][seat]["tokens"].remove(kind)
    state["tokens_used"].append(kind)
    if kind == "medals2":
        rules.gain_medals(state, seat, 2)
    elif kind == "draw2":
        rules.draw(state, seat, 2)
    elif kind == "extra_move":
        rules.turn(state)["moves"] += 1
    log(state, msg("hope-log-token-used", seat=Seat(seat), token=token_name(kind)))


def _main_choice(state: State, step: Step, seat: int, option_id: str) -> None:
    head, _, rest = option_id.partition("-")
    if head != "tele":
        step["started"] = True  # the Prodigy's teleport must come first
    if head == "nav":
        push(state, {"kind": "dest", "seat": seat, "lever": rest})
    elif head == "cont":
        push(state, {"kind": "dest", "seat": seat, "lever": step["resume"], "cont": True})
    elif head == "pol":
        turns.polarize(state, seat)
    elif head in ("place", "tele", "accuse", "coax"):
        push(state, {"kind": head, "seat": seat})
    elif head in ("up", "lvl"):
        turns.spend_medals(state, seat, head)
    elif head == "tok":
        _use_token(state, seat, rest)
    elif head == "reveal":
        traitor.reveal(state, seat)
    elif head == "end":
        if state["used"]:
            push(state, {"kind": "discard", "seat": seat})
        else:
            turns.discard_and_refill(state, seat, None)


# --- the turn's sub-decisions ----------------------------------------------------------------------------


def _with_back(options: Options) -> Options:
    """A sub-decision the player may step back from to the turn's main choice."""
    return lambda state, step, seat: [*options(state, step, seat), BACK]


def _dest_label(state: State, dest: int, route: list[int]) -> Msg:
    steps = len(route) - 1
    free = sum(1 for sp in route[1:] for x in state["occ"][sp // 3][sp % 3] if x < 0 and not state["stable"][sp // 3])
    return msg("hope-option-destination", space=space_name(state, dest), steps=steps, free=free)


def _dest_prompt(state: State, step: Step, seat: int) -> Msg:
    return msg("hope-prompt-dest", lever=lever_name(step["lever"]))


def _dest_options(state: State, step: Step, seat: int) -> list[Option]:
    dests = rules.destinations(state, seat, step["lever"])
    return [Option(f"go-{s}", _dest_label(state, s, p), space_code(s)) for s, p in dests.items()]


def _go(state: State, step: Step, seat: int, option_id: str) -> None:
    pop(state)
    turns.navigate(state, seat, step["lever"], int(option_id[3:]), step.get("cont", False))


def _place_options(state: State, step: Step, seat: int) -> list[Option]:
    return [
        Option(f"at-{s}", msg("hope-option-place-at", space=space_name(state, s)), space_code(s))
        for s in _targets(state, rules.turn(state), seat)
    ]


def _place_at(state: State, step: Step, seat: int, option_id: str) -> None:
    replace(state, {"kind": "pay", "seat": seat, "space": int(option_id[3:])})


def _payment_options(state: State, seat: int, pos: int) -> list[Option]:
    tech = rules.tech_of(state, pos)
    return [
        Option(pay_id(c), pay_label(c), cards_code(k)) for k, c in enumerate(rules.payments(state["hands"][seat], tech))
    ]


def _pay_prompt(state: State, step: Step, seat: int) -> Msg:
    return msg("hope-prompt-pay", tech=tech_name(rules.tech_of(state, step["space"] // 3)))


def _pay_options(state: State, step: Step, seat: int) -> list[Option]:
    return _payment_options(state, seat, step["space"] // 3)


def _paid_cards(option_id: str) -> tuple[int, ...]:
    return tuple(int(c) for c in option_id[4:].split("-"))


def _pay(state: State, step: Step, seat: int, option_id: str) -> None:
    pop(state)
    turn = rules.turn(state)
    space = step["space"]
    turn["window"] = turn["window"][turn["window"].index(space) :]
    turn["placed"] = True
    rules.place_pioneer(state, seat, space, _paid_cards(option_id))


def _tele_options(state: State, step: Step, seat: int) -> list[Option]:
    return [
        Option(f"tp-{s}", msg("hope-option-teleport-to", space=space_name(state, s)), space_code(s))
        for s in _teleports(state, rules.turn(state), seat)
    ]


def _teleport_to(state: State, step: Step, seat: int, option_id: str) -> None:
    replace(state, {"kind": "tpay", "seat": seat, "space": int(option_id[3:])})


def _tpay_prompt(state: State, step: Step, seat: int) -> Msg:
    """Teleporting is paid with the technology of the tile the ship leaves."""
    return msg("hope-prompt-teleport-pay", tech=tech_name(rules.tech_of(state, state["ships"][seat] // 3)))


def _tpay_options(state: State, step: Step, seat: int) -> list[Option]:
    return _payment_options(state, seat, state["ships"][seat] // 3)


def _teleport_pay(state: State, step: Step, seat: int, option_id: str) -> None:
    pop(state)
    turn = rules.turn(state)
    turn["started"] = True
    for card in _paid_cards(option_id):
        state["hands"][seat].remove(card)
        state["used"].append(card)
    old = state["ships"][seat]
    state["ships"][seat] = step["space"]
    log(state, msg("hope-log-teleport", seat=Seat(seat), space=space_name(state, step["space"])))
    rules.enter_tiles(state, seat, [old, step["space"]])
    turn["window"] = [step["space"]]


_GENPOL = [Option("cw", msg("hope-option-clockwise")), Option("ccw", msg("hope-option-counter-clockwise")), BACK]


def _genpol_options(state: State, step: Step, seat: int) -> list[Option]:
    return _GENPOL


def _polarize_all(state: State, step: Step, seat: int, option_id: str) -> None:
    pop(state)
    turns.polarize_all(state, seat, option_id == "cw")


def _accuse_options(state: State, step: Step, seat: int) -> list[Option]:
    return [Option(f"ac-{t}", msg("hope-option-accuse-seat", seat=Seat(t))) for t in traitor.accusable(state, seat)]


def _accuse(state: State, step: Step, seat: int, option_id: str) -> None:
    pop(state)
    traitor.accuse(state, seat, int(option_id[3:]))


def _coax_options(state: State, step: Step, seat: int) -> list[Option]:
    return [
        Option(f"cx-{p}-{o}", msg("hope-option-coax", seat=Seat(o), tile=tile_name(state, p)), f"X{k + 1}")
        for k, (p, o) in enumerate(traitor.coax_targets(state, seat))
    ]


def _coax(state: State, step: Step, seat: int, option_id: str) -> None:
    pop(state)
    pos, owner = (int(v) for v in option_id[3:].split("-"))
    traitor.coax(state, seat, pos, owner)


def _replace_prompt(state: State, step: Step, seat: int) -> Msg:
    return msg("hope-prompt-replace", n=step["left"])


def _replace_options(state: State, step: Step, seat: int) -> list[Option]:
    opts = [
        Option(f"rp-{p}", msg("hope-option-replace", tile=tile_name(state, p)), tile_code(p))
        for p in traitor.replaceable(state, seat)
    ]
    return [*opts, Option("skip", msg("hope-option-stop-replacing"))]


def _replace(state: State, step: Step, seat: int, option_id: str) -> None:
    if option_id == "skip":
        pop(state)
    else:
        traitor.replace_one(state, seat, int(option_id[3:]))


def _lose_prompt(state: State, step: Step, seat: int) -> Msg:
    return msg("hope-prompt-withdraw", n=step["left"])


def _lose_options(state: State, step: Step, seat: int) -> list[Option]:
    return [
        Option(f"ls-{p}", msg("hope-option-withdraw", tile=tile_name(state, p)), tile_code(p))
        for p in traitor.own_tiles(state, seat)
    ]


def _lose(state: State, step: Step, seat: int, option_id: str) -> None:
    traitor.lose_one(state, seat, int(option_id[3:]))


def _order_prompt(state: State, step: Step, seat: int) -> Msg:
    return msg("hope-prompt-track-order", room=step["room"], n=len(step["pioneers"]))


def _order_options(state: State, step: Step, seat: int) -> list[Option]:
    return [Option(rules.share_id(sh), rules.share_label(sh)) for sh in rules.track_shares(step)]


def _order(state: State, step: Step, seat: int, option_id: str) -> None:
    pop(state)
    rules.finish_stabilize(state, step["pos"], step["pioneers"], [int(x) for x in option_id[3:].split("-")])


def _discard_options(state: State, step: Step, seat: int) -> list[Option]:
    opts = []
    placed = rules.turn(state)["placed"]
    for i in range(3):
        above = state["repl"][i]
        if placed and above is not None:
            label = msg("hope-option-discard-take", n=i + 1, card=card_label(above))
        else:
            label = msg("hope-option-discard", n=i + 1)
        opts.append(Option(f"d-{i}", label, f"D{i + 1}"))
    return opts


def _discard(state: State, step: Step, seat: int, option_id: str) -> None:
    pop(state)
    turns.discard_and_refill(state, seat, int(option_id[2:]))


# --- a Bug card's price ------------------------------------------------------------------------------------


def _contributor(state: State, step: Step) -> tuple[int]:
    return (step["order"][step["idx"]],)


def _bug_prompt(state: State, step: Step, seat: int) -> Msg:
    kind = BUGS[step["card"]]["kind"]
    return msg("hope-prompt-bug", kind=kind, text=bug_text(step["card"]), paid=step["paid"], price=step["price"])


def _bug_options(state: State, step: Step, seat: int) -> list[Option]:
    opts = []
    if state["seats"][seat]["medals"] > 0:
        opts.append(Option("bm", msg("hope-option-bug-medal")))
    for k, (a, b) in enumerate(rules.pairs_in_hand(state["hands"][seat])):
        opts.append(Option(f"bp-{a}-{b}", msg("hope-option-bug-pair", tech=tech_name(CARD_TECH[a])), cards_code(k)))
    opts.append(Option("bpass", msg("hope-option-bug-pass")))
    return opts


# --- the table -------------------------------------------------------------------------------------------


def _first(state: State, step: Step, seat: int, options: Sequence[Option]) -> str:
    return options[0].id


def _fixed(option_id: str) -> Default:
    return lambda state, step, seat, options: option_id


def _prompt(key: str) -> Prompt:
    """A prompt that is always the same message (built once: messages are immutable)."""
    text = msg(key)
    return lambda state, step, seat: text


def _in_turn(act: Act, starts: bool = True) -> Act:
    """A sub-decision's effect: "back" returns to the main choice; anything else starts the turn
    (only the Prodigy's teleport may come before the turn has started)."""

    def acting(state: State, step: Step, seat: int, option_id: str) -> None:
        if option_id == "back":
            pop(state)
            return
        if starts:
            rules.turn(state)["started"] = True
        act(state, step, seat, option_id)

    return acting


def _turn_kind(
    name: str, prompt: Prompt, options: Options, act: Act, default: Default = _first, starts: bool = True
) -> StepKind:
    """A step of a turn: private to the seat whose turn it is."""
    return StepKind(name, prompt, options, _in_turn(act, starts), default=default, public=False)


def _steps() -> StepTable:
    """HOPE's steps, each with its prompt, options and effect."""
    table = StepTable()
    table.add(StepKind("monolith", _prompt("hope-prompt-monolith"), _monolith_options, _choose_monolith))
    table.add(StepKind("character", _prompt("hope-prompt-character"), _character_options, _choose_character))
    table.add(StepKind("ship", _prompt("hope-prompt-ship"), _ship_options, _choose_ship))
    table.add(
        StepKind("turn", _prompt("hope-prompt-turn"), _main_options, _main_choice, default=_main_default, public=False)
    )
    for kind in (
        _turn_kind("dest", _dest_prompt, _with_back(_dest_options), _go),
        _turn_kind("place", _prompt("hope-prompt-place"), _with_back(_place_options), _place_at),
        _turn_kind("pay", _pay_prompt, _with_back(_pay_options), _pay),
        _turn_kind("tele", _prompt("hope-prompt-teleport"), _with_back(_tele_options), _teleport_to, starts=False),
        _turn_kind("tpay", _tpay_prompt, _with_back(_tpay_options), _teleport_pay, starts=False),
        _turn_kind("genpol", _prompt("hope-prompt-general-polarization"), _genpol_options, _polarize_all),
        _turn_kind("accuse", _prompt("hope-prompt-accuse"), _with_back(_accuse_options), _accuse, _fixed("back")),
        _turn_kind("coax", _prompt("hope-prompt-coax"), _with_back(_coax_options), _coax),
        _turn_kind("replace", _replace_prompt, _replace_options, _replace, _fixed("skip")),
        _turn_kind("lose", _lose_prompt, _lose_options, _lose),
        _turn_kind("order", _order_prompt, _order_options, _order),
        _turn_kind("discard", _prompt("hope-prompt-discard"), _discard_options, _discard),
    ):
        table.add(kind)
    for name, reactive in (("bug", None), ("chip", BUG_REACTION)):
        table.add(
            StepKind(name, _bug_prompt, _bug_options, turns.contribute, _contributor, _fixed("bpass"), False, reactive)
        )
    return table


STEPS = _steps()
