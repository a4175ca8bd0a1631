"""The HOPE engine: turns the rules into decisions (pending / apply), views and checks."""

from __future__ import annotations

import random
from typing import Any

from games.core import (
    ASK,
    NEVER,
    Decision,
    Engine,
    IllegalMove,
    Option,
    Outcome,
    Reaction,
    Setting,
    State,
    Variant,
    log,
)
from games.hope import rules, setup, traitor, view
from games.hope.data import (
    BUGS,
    CARD_SYMBOL,
    CARD_TECH,
    CHARACTERS,
    CHARS,
    DIFFICULTIES,
    LEVERS,
    bug_text,
    character_name,
    tech_name,
    token_name,
)
from games.hope.geometry import COLOURS, POS
from games.hope.rules import EARTH, dimension_name, lever_name, space_name, tile_name
from games.i18n import Msg, Seat, msg, text_from_json

BACK = Option("back", msg("hope-option-back"))


def card_label(card: int) -> Msg:
    """A card by its technology, "(R)" when it shows the Regression symbol."""
    return msg("hope-card-regression" if CARD_SYMBOL[card] else "hope-card", tech=tech_name(CARD_TECH[card]))


def pay_id(cards: tuple[int, ...]) -> str:
    return "pay-" + "-".join(str(c) for c in cards)


def pay_label(cards: tuple[int, ...]) -> Msg:
    if len(cards) == 1:
        return msg("hope-option-pay", card=card_label(cards[0]))
    return msg("hope-option-pay-pair", tech=tech_name(CARD_TECH[cards[0]]), card=card_label(cards[1]))


BUG = Reaction(
    "hope.bug",
    msg("hope-reaction-bug"),
    (Option(ASK, msg("hope-order-ask")), Option(NEVER, msg("hope-order-never"))),
)
"""A Bug card asks every player in turn to contribute: for all but the active player, a
response during someone else's turn, so it must not hold that turn up."""


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


SETUP_PHASES = ("monolith", "character", "ship")


def note_changes(before: State, after: State) -> None:
    """What a move changed on the table, for the picture to mark: tiles whose pioneers,
    stability or presence changed, ships that moved, Mission track cells that filled or
    emptied. A move that changes none of them keeps the last change marked. Set-up moves mark
    nothing: before anyone has played there is no last move to show."""
    if before["phase"] in SETUP_PHASES:
        after["changed"] = {"tiles": [], "ships": [], "track": []}
        return
    tiles = [
        pos
        for pos in range(len(after["occ"]))
        if before["occ"][pos] != after["occ"][pos]
        or before["gone"][pos] != after["gone"][pos]
        or before["stable"][pos] != after["stable"][pos]
    ]
    ships = [s for s, space in enumerate(after["ships"]) if space != before["ships"][s]]
    track = [i for i, who in enumerate(after["track"]) if who != before["track"][i]]
    if tiles or ships or track:
        after["changed"] = {"tiles": tiles, "ships": ships, "track": track}


class HopeEngine(Engine):
    id = "hope"
    name = "HOPE"
    min_players = 2
    max_players = 4
    typical_players = 2
    cooperative = True  # everyone wins or loses together (a N.O.P.E. traitor plays against the rest)
    max_decisions = 6000
    reactions = (BUG,)
    settings = (
        Setting("difficulty", DIFFICULTIES, "normal", msg("hope-setting-difficulty")),
        Setting("traitor", ("off", "on"), "off", msg("hope-setting-traitor")),
        Setting("bugs", ("off", "on"), "off", msg("hope-setting-bugs")),
    )
    summary = msg("hope-summary")
    # the full reference is games/hope/RULES.md (``rules_reference``); this is its overview
    rules_help = (
        "Race the Regression together: place pioneers on planets, stabilize galaxies and fill the Mission "
        "track before the Regression marker reaches its end; the loyal player with the most pioneers on the "
        "track and in the cockpit wins. Maybe one player is secretly a N.O.P.E. traitor. "
        "See /orrery rules hope with a topic for each rule."
    )

    def variants(self) -> list[Variant]:
        return [
            Variant(2, {}),
            Variant(3, {"traitor": "on"}),
            Variant(4, {"traitor": "on", "bugs": "on", "difficulty": "hero"}),
            Variant(2, {"traitor": "on", "bugs": "on", "difficulty": "advanced"}),
            Variant(3, {"bugs": "on", "difficulty": "expert"}),
            Variant(4, {"difficulty": "advanced"}),
        ]

    # --- set-up ----------------------------------------------------------------------------
    def _setup(self, state: State) -> None:
        setup.setup(state)

    # --- what is asked -----------------------------------------------------------------------
    def pending(self, state: State) -> list[Decision]:
        phase = state["phase"]
        if phase == "over":
            return []
        if phase == "monolith":
            opts = tuple(
                Option(f"m-{p}", msg("hope-option-monolith", tile=tile_name(state, p)), tile_code(p))
                for p in state["monolith_choices"]
            )
            return [Decision(0, msg("hope-prompt-monolith"), opts, opts[0].id, True)]
        if phase == "character":
            taken = {p["char"] for p in state["seats"]}
            opts = tuple(
                Option(f"ch-{c}", character_name(c), f"C{CHARACTERS.index(c) + 1}")
                for c in CHARACTERS
                if c not in taken
            )
            return [Decision(state["setup_seat"], msg("hope-prompt-character"), opts, opts[0].id, True)]
        if phase == "ship":
            counts = [sum(1 for s in state["ships"] if s >= 0 and s % 3 == c) for c in range(3)]
            opts = tuple(
                Option(f"sh-{c}", msg("hope-option-ship", dim=dimension_name(c)), space_code(EARTH * 3 + c))
                for c in range(3)
                if counts[c] < 2
            )
            return [Decision(state["setup_seat"], msg("hope-prompt-ship"), opts, opts[0].id, True)]
        aw = state["await"]
        if aw is not None and aw["kind"] == "bug":
            return [self._bug_decision(state)]
        seat = state["turn"]["seat"]
        prompt, opts, default = self._turn_options(state, seat)
        return [Decision(seat, prompt, tuple(opts), default, False)]

    def _bug_decision(self, state: State) -> Decision:
        aw = state["await"]
        seat = aw["order"][aw["idx"]]
        bug = BUGS[aw["card"]]
        opts = []
        if state["seats"][seat]["medals"] > 0:
            opts.append(Option("bm", msg("hope-option-bug-medal")))
        for k, (a, b) in enumerate(rules.pairs_in_hand(state["hands"][seat])):
            label = msg("hope-option-bug-pair", tech=tech_name(CARD_TECH[a]))
            opts.append(Option(f"bp-{a}-{b}", label, cards_code(k)))
        opts.append(Option("bpass", msg("hope-option-bug-pass")))
        prompt = msg("hope-prompt-bug", kind=bug["kind"], text=bug_text(aw["card"]), paid=aw["paid"], price=aw["price"])
        reactive = BUG.kind if seat != state["turn"]["seat"] else None
        return Decision(seat, prompt, tuple(opts), "bpass", False, reactive=reactive)

    def _turn_options(self, state: State, seat: int) -> tuple[Msg, list[Option], str]:
        aw = state["await"]
        turn = state["turn"]
        hand = state["hands"][seat]
        if aw is None:
            opts = self._main_options(state, seat)
            ids = [o.id for o in opts]
            # auto-play: end the turn once moved, else pull the first lever (or polarize)
            moves = [i for i in ids if i.startswith("nav-") or i == "pol"]
            default = "end" if "end" in ids else (moves[0] if moves else ids[0])
            return msg("hope-prompt-turn"), opts, default
        k = aw["kind"]
        if k == "dest":
            dests = rules.destinations(state, seat, aw["lever"])
            opts = [Option(f"go-{s}", self._dest_label(state, s, p), space_code(s)) for s, p in dests.items()]
            prompt = msg("hope-prompt-dest", lever=lever_name(aw["lever"]))
            return prompt, [*opts, BACK], opts[0].id if opts else "back"
        if k == "place":
            opts = [
                Option(f"at-{s}", msg("hope-option-place-at", space=space_name(state, s)), space_code(s))
                for s in self._targets(state, seat)
            ]
            return msg("hope-prompt-place"), [*opts, BACK], opts[0].id if opts else "back"
        if k == "pay":
            tech = rules.tech_of(state, aw["space"] // 3)
            opts = [Option(pay_id(c), pay_label(c), cards_code(k)) for k, c in enumerate(rules.payments(hand, tech))]
            return msg("hope-prompt-pay", tech=tech_name(tech)), [*opts, BACK], opts[0].id if opts else "back"
        if k == "tele":
            opts = [
                Option(f"tp-{s}", msg("hope-option-teleport-to", space=space_name(state, s)), space_code(s))
                for s in self._teleports(state, seat)
            ]
            return msg("hope-prompt-teleport"), [*opts, BACK], opts[0].id if opts else "back"
        if k == "tpay":
            tech = rules.tech_of(state, state["ships"][seat] // 3)
            opts = [Option(pay_id(c), pay_label(c), cards_code(k)) for k, c in enumerate(rules.payments(hand, tech))]
            return msg("hope-prompt-teleport-pay", tech=tech_name(tech)), [*opts, BACK], opts[0].id if opts else "back"
        if k == "genpol":
            opts = [
                Option("cw", msg("hope-option-clockwise")),
                Option("ccw", msg("hope-option-counter-clockwise")),
            ]
            return msg("hope-prompt-general-polarization"), [*opts, BACK], "cw"
        if k == "accuse":
            opts = [
                Option(f"ac-{t}", msg("hope-option-accuse-seat", seat=Seat(t))) for t in traitor.accusable(state, seat)
            ]
            return msg("hope-prompt-accuse"), [*opts, BACK], "back"
        if k == "coax":
            opts = [
                Option(f"cx-{p}-{o}", msg("hope-option-coax", seat=Seat(o), tile=tile_name(state, p)), f"X{k + 1}")
                for k, (p, o) in enumerate(traitor.coax_targets(state, seat))
            ]
            return msg("hope-prompt-coax"), [*opts, BACK], opts[0].id if opts else "back"
        if k == "replace":
            opts = [
                Option(f"rp-{p}", msg("hope-option-replace", tile=tile_name(state, p)), tile_code(p))
                for p in traitor.replaceable(state, seat)
            ]
            stop = Option("skip", msg("hope-option-stop-replacing"))
            return msg("hope-prompt-replace", n=aw["left"]), [*opts, stop], "skip"
        if k == "lose":
            opts = [
                Option(f"ls-{p}", msg("hope-option-withdraw", tile=tile_name(state, p)), tile_code(p))
                for p in traitor.own_tiles(state, seat)
            ]
            return msg("hope-prompt-withdraw", n=aw["left"]), opts, opts[0].id
        if k == "order":
            opts = [Option(rules.share_id(sh), rules.share_label(sh)) for sh in rules.track_shares(aw)]
            prompt = msg("hope-prompt-track-order", room=aw["room"], n=len(aw["pioneers"]))
            return prompt, opts, opts[0].id
        if k == "discard":
            opts = []
            for i in range(3):
                above = state["repl"][i]
                if turn["placed"] and above is not None:
                    label = msg("hope-option-discard-take", n=i + 1, card=card_label(above))
                else:
                    label = msg("hope-option-discard", n=i + 1)
                opts.append(Option(f"d-{i}", label, f"D{i + 1}"))
            return msg("hope-prompt-discard"), opts, "d-0"
        raise AssertionError(f"unknown sub-decision {k}")

    def _dest_label(self, state: State, dest: int, route: list[int]) -> Msg:
        steps = len(route) - 1
        free = sum(
            1 for sp in route[1:] for x in state["occ"][sp // 3][sp % 3] if x < 0 and not state["stable"][sp // 3]
        )
        return msg("hope-option-destination", space=space_name(state, dest), steps=steps, free=free)

    def _targets(self, state: State, seat: int) -> list[int]:
        """Spaces of the turn's route where a pioneer may go now (and can be paid)."""
        if state["seats"][seat]["supply"] <= 0:
            return []
        hand = state["hands"][seat]
        out = []
        for space in state["turn"]["window"]:
            free = space not in out and rules.free_planet(state, space) is not None
            if free and rules.can_pay(hand, rules.tech_of(state, space // 3)):
                out.append(space)
        return out

    def _teleports(self, state: State, seat: int) -> list[int]:
        turn = state["turn"]
        p = state["seats"][seat]
        if p["char"] != "prodigy" or turn["started"]:
            return []
        space = state["ships"][seat]
        pos, c = divmod(space, 3)
        tech = rules.tech_of(state, pos)
        if tech is None or not rules.can_pay(state["hands"][seat], tech):
            return []
        return [
            q * 3 + c
            for q in range(1, len(POS))
            if q != pos and not state["gone"][q] and rules.tech_of(state, q) == tech
        ]

    def _can_polarize(self, state: State, seat: int, navigable: list[str]) -> bool:
        levers = state["seats"][seat]["levers"]
        if any(levers):
            return True
        # the exception: nothing used yet, and no lever can move the ship
        return not state["turn"]["started"] and not navigable

    def _main_options(self, state: State, seat: int) -> list[Option]:
        turn = state["turn"]
        p = state["seats"][seat]
        opts: list[Option] = []
        if self._teleports(state, seat):
            opts.append(Option("tele", msg("hope-option-teleport")))
        movable = False
        if turn["moves"] > 0:
            navigable = [
                lv for i, lv in enumerate(LEVERS) if not p["levers"][i] and rules.destinations(state, seat, lv)
            ]
            for lv in navigable:
                opts.append(
                    Option(f"nav-{lv}", msg("hope-option-navigate", lever=lever_name(lv)), f"L{LEVERS.index(lv) + 1}")
                )
            if self._can_polarize(state, seat, navigable):
                newc = (state["ships"][seat] % 3 + 1) % 3
                opts.append(Option("pol", msg("hope-option-polarize", dim=dimension_name(newc))))
            movable = bool(navigable) or self._can_polarize(state, seat, navigable)
        if self._targets(state, seat):
            opts.append(Option("place", msg("hope-option-place")))
        if not turn["spent"] and not p["locked"] and p["supply"] > 0:
            costs = CHARS[p["char"]]
            if p["upgrades"] < 3 and p["medals"] >= costs["upgrade_costs"][p["upgrades"]]:
                opts.append(Option("up", msg("hope-option-upgrade", cost=costs["upgrade_costs"][p["upgrades"]])))
            if p["lvl"] < 3 and p["medals"] >= costs["level_costs"][p["lvl"]]:
                opts.append(Option("lvl", msg("hope-option-level", cost=costs["level_costs"][p["lvl"]])))
        for kind in sorted(set(p["tokens"])):
            opts.append(Option(f"tok-{kind}", msg("hope-option-token", token=token_name(kind))))
        if traitor.coax_targets(state, seat):
            opts.append(Option("coax", msg("hope-option-coax-power")))
        if traitor.accusable(state, seat):
            opts.append(Option("accuse", msg("hope-option-accuse")))
        if traitor.variant_on(state) and state["revealed"] is None and traitor.role_of(state, seat) == "nope":
            opts.append(Option("reveal", msg("hope-option-reveal")))
        resume = turn.get("resume")
        if resume and rules.destinations(state, seat, resume):
            opts.append(Option("cont", msg("hope-option-continue", lever=lever_name(resume))))
        if turn["moved"] or not movable:
            opts.append(Option("end", msg("hope-option-end")))
        return opts

    # --- doing it ------------------------------------------------------------------------------
    def _note_changes(self, before: State, after: State) -> None:
        note_changes(before, after)

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        phase = state["phase"]
        head, _, rest = option_id.partition("-")
        if phase == "monolith":
            setup.set_monolith(state, int(rest))
            return
        if phase == "character":
            state["seats"][seat]["char"] = rest
            log(state, msg("hope-log-character", seat=Seat(seat), char=character_name(rest)))
            self._next_setup_seat(state, "ship")
            return
        if phase == "ship":
            state["ships"][seat] = EARTH * 3 + int(rest)
            log(state, msg("hope-log-ship", seat=Seat(seat), dim=dimension_name(int(rest))))
            self._next_setup_seat(state, "play")
            return
        aw = state["await"]
        if aw is not None and aw["kind"] == "bug":
            self._bug_step(state, seat, option_id)
            return
        turn = state["turn"]
        if option_id == "back":
            state["await"] = None
            return
        if not (option_id == "tele" or (aw is not None and aw["kind"] in ("tele", "tpay"))):
            turn["started"] = True  # the Prodigy's teleport must come first
        p = state["seats"][seat]
        if aw is None:
            self._main_choice(state, seat, option_id)
        elif head == "go":
            self._navigate(state, seat, aw["lever"], int(rest), aw.get("cont", False))
        elif head == "at":
            state["await"] = {"kind": "pay", "space": int(rest)}
        elif head == "pay" and aw["kind"] == "pay":
            state["await"] = None
            space = aw["space"]
            turn["window"] = turn["window"][turn["window"].index(space) :]
            turn["placed"] = True
            rules.place_pioneer(state, seat, space, tuple(int(c) for c in rest.split("-")))
        elif head == "tp":
            state["await"] = {"kind": "tpay", "space": int(rest)}
        elif head == "pay" and aw["kind"] == "tpay":
            state["await"] = None
            turn["started"] = True
            for card in (int(c) for c in rest.split("-")):
                state["hands"][seat].remove(card)
                state["used"].append(card)
            old = state["ships"][seat]
            state["ships"][seat] = aw["space"]
            log(state, msg("hope-log-teleport", seat=Seat(seat), space=space_name(state, aw["space"])))
            rules.enter_tiles(state, seat, [old, aw["space"]])
            turn["window"] = [aw["space"]]
        elif head in ("cw", "ccw"):
            state["await"] = None
            p["tokens"].remove("polarize_all")
            state["tokens_used"].append("polarize_all")
            self._polarize_all(state, seat, head == "cw")
            # the token may be used part-way through a navigation, which then goes on (rulebook)
            turn["resume"] = turn.get("lever")
        elif head == "ac":
            state["await"] = None
            traitor.accuse(state, seat, int(rest))
        elif head == "cx":
            state["await"] = None
            pos, owner = (int(v) for v in rest.split("-"))
            traitor.coax(state, seat, pos, owner)
        elif head == "rp":
            traitor.replace_one(state, seat, int(rest))
        elif head == "skip":
            state["await"] = None
        elif head == "ls":
            traitor.lose_one(state, seat, int(rest))
        elif head == "d":
            state["await"] = None
            self._discard_and_refill(state, seat, int(rest))
        elif head == "so":
            state["await"] = None
            rules.finish_stabilize(state, aw["pos"], aw["pioneers"], [int(x) for x in rest.split("-")])
        else:
            raise IllegalMove(msg("hope-refuse-unknown", option=option_id))

    def _next_setup_seat(self, state: State, next_phase: str) -> None:
        state["setup_seat"] += 1
        if state["setup_seat"] < state["players"]:
            return
        state["setup_seat"] = 0
        if next_phase == "ship":
            for s in range(state["players"]):
                rules.draw(state, s, rules.hand_limit(state, s))
            log(state, msg("hope-log-dealt"))
            state["phase"] = "ship"
        else:
            state["phase"] = "play"
            self._start_turn(state, 0)

    def _start_turn(self, state: State, seat: int) -> None:
        # kept for the picture once the game is over, when there is no turn left to count from
        state["turn_no"] = state.get("rounds", 0) * state["players"] + seat + 1
        state["turn"] = {
            "seat": seat,
            "moves": 1,
            "moved": False,
            "window": [state["ships"][seat]],
            "placed": False,
            "spent": False,
            "entered": [],
            "coaxed": [],
            "started": False,
            "closed": False,  # pioneers were placed before a polarization: no more this turn
            "lever": None,  # the lever of this turn's latest navigation
            "resume": None,  # a navigation a General polarization broke into, which may go on
        }
        state["await"] = None

    def _main_choice(self, state: State, seat: int, option_id: str) -> None:
        head, _, rest = option_id.partition("-")
        p = state["seats"][seat]
        turn = state["turn"]
        if head == "nav":
            state["await"] = {"kind": "dest", "lever": rest}
        elif head == "cont":
            state["await"] = {"kind": "dest", "lever": turn["resume"], "cont": True}
        elif head == "pol":
            self._polarize(state, seat)
        elif head in ("place", "tele", "accuse", "coax"):
            state["await"] = {"kind": head}
        elif head == "up":
            p["medals"] -= CHARS[p["char"]]["upgrade_costs"][p["upgrades"]]
            p["upgrades"] += 1
            p["supply"] -= 1
            turn["spent"] = True
            turn["moves"] += 1
            log(state, msg("hope-log-upgrade", seat=Seat(seat), n=p["upgrades"]))
        elif head == "lvl":
            p["medals"] -= CHARS[p["char"]]["level_costs"][p["lvl"]]
            p["lvl"] += 1
            p["supply"] -= 1
            turn["spent"] = True
            log(state, msg("hope-log-level", seat=Seat(seat), n=rules.hand_limit(state, seat)))
        elif head == "tok":
            if rest == "polarize_all":
                state["await"] = {"kind": "genpol"}
                return
            p["tokens"].remove(rest)
            state["tokens_used"].append(rest)
            if rest == "medals2":
                rules.gain_medals(state, seat, 2)
            elif rest == "draw2":
                rules.draw(state, seat, 2)
            elif rest == "extra_move":
                turn["moves"] += 1
            log(state, msg("hope-log-token-used", seat=Seat(seat), token=token_name(rest)))
        elif head == "reveal":
            traitor.reveal(state, seat)
        elif head == "end":
            if state["used"]:
                state["await"] = {"kind": "discard"}
            else:
                self._discard_and_refill(state, seat, None)

    def _navigate(self, state: State, seat: int, lever: str, dest: int, cont: bool = False) -> None:
        """Move along ``lever``'s route to ``dest``. With ``cont`` this is the rest of a navigation
        broken off by a General polarization: it costs no movement and no further lever."""
        state["await"] = None
        route = rules.destinations(state, seat, lever)[dest]
        p = state["seats"][seat]
        turn = state["turn"]
        p["levers"][LEVERS.index(lever)] = True
        if not cont:
            turn["moves"] -= 1
        turn["moved"] = True
        turn["lever"] = lever  # the navigation a General polarization may break into
        turn["resume"] = None
        state["ships"][seat] = dest
        if not turn["closed"]:
            turn["window"] = turn["window"] + route[1:]
        log(state, msg("hope-log-navigate", seat=Seat(seat), lever=lever_name(lever), space=space_name(state, dest)))
        rules.enter_tiles(state, seat, route)

    def _polarize(self, state: State, seat: int) -> None:
        turn = state["turn"]
        old = state["ships"][seat]
        new = rules.polarize_target(state, old, True)
        state["ships"][seat] = new
        state["seats"][seat]["levers"] = [False] * 4
        turn["moves"] -= 1
        turn["moved"] = True
        turn["lever"] = turn["resume"] = None  # a polarization is not a navigation to go on with
        self._after_shift(state, seat, new)
        log(state, msg("hope-log-polarize", seat=Seat(seat), space=space_name(state, new)))
        rules.enter_tiles(state, seat, [old, new])

    def _after_shift(self, state: State, seat: int, new: int) -> None:
        """Pioneers go before or after a polarization, not both."""
        turn = state["turn"]
        turn["closed"] = turn["closed"] or turn["placed"]
        turn["window"] = [] if turn["closed"] else [new]

    def _polarize_all(self, state: State, seat: int, clockwise: bool) -> None:
        log(state, msg("hope-log-polarize-all", seat=Seat(seat), way="cw" if clockwise else "ccw"))
        for s in range(state["players"]):
            old = state["ships"][s]
            new = rules.polarize_target(state, old, clockwise)
            state["ships"][s] = new
            rules.enter_tiles(state, s, [old, new])
            if s == seat:
                self._after_shift(state, seat, new)

    def _bug_step(self, state: State, seat: int, option_id: str) -> None:
        aw = state["await"]
        head, _, rest = option_id.partition("-")
        if head == "bpass":
            aw["out"].append(seat)
        else:
            if head == "bm":
                state["seats"][seat]["medals"] -= 1
                aw["medals"][seat] += 1
            else:
                for card in (int(c) for c in rest.split("-")):
                    state["hands"][seat].remove(card)
                    aw["cards"].append([seat, card])
            aw["paid"] += 1
        n = len(aw["order"])
        if aw["paid"] >= aw["price"] or len(aw["out"]) == n:
            rules.resolve_bug(state)
            if state["ending"] == "earth":  # a bug pushed the Regression over the Earth
                self._finish(state)
            return
        for step in range(1, n + 1):
            nxt = (aw["idx"] + step) % n
            if aw["order"][nxt] not in aw["out"]:
                aw["idx"] = nxt
                return

    def _discard_and_refill(self, state: State, seat: int, space: int | None) -> None:
        turn = state["turn"]
        if space is not None:
            state["disc"][space].extend(state["used"])
            state["used"] = []
            if turn["placed"] and state["repl"][space] is not None:
                state["hands"][seat].append(state["repl"][space])
                state["repl"][space] = rules.take_from_deck(state)
        if not turn["placed"]:
            need = rules.hand_limit(state, seat) - len(state["hands"][seat])
            if need > 0:
                rules.draw(state, seat, need)
        self._end_turn(state, seat)

    def _end_turn(self, state: State, seat: int) -> None:
        k = rules.visible_symbols(state)
        log(state, msg("hope-log-regression", n=k))
        rules.regress_by(state, k)
        n = state["players"]
        if seat == n - 1:
            state["rounds"] = state.get("rounds", 0) + 1
            if state["rounds"] >= rules.ROUND_LIMIT and state["ending"] is None:
                state["ending"] = "limit"
                log(state, msg("hope-log-round-limit", n=rules.ROUND_LIMIT))
        ending = state["ending"]
        if ending == "earth" or (ending is not None and seat == n - 1):
            self._finish(state)
            return
        self._start_turn(state, (seat + 1) % n)

    def _finish(self, state: State) -> None:
        state["phase"] = "over"
        state["turn"] = None
        state["await"] = None
        t = rules.traitor_seat(state)
        if traitor.variant_on(state):
            if t is None:
                log(state, msg("hope-log-no-traitor"))
            elif state["revealed"] is None:
                state["revealed"] = t
                log(state, msg("hope-log-traitor-shown", seat=Seat(t)))
        winners, reason = rules.decide_winners(state)
        scores = [rules.track_pioneers(state, s) + rules.cockpit_pioneers(state, s) for s in range(state["players"])]
        state["result"] = {"winners": list(winners), "scores": scores, "reason": reason.to_json()}
        log(state, reason)

    # --- reading it ----------------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        res = state.get("result")
        if res is None:
            return None
        return Outcome(tuple(res["winners"]), tuple(float(s) for s in res["scores"]), text_from_json(res["reason"]))

    def to_act(self, state: State) -> list[int]:
        """The seats with a pending decision (computed without looking at hidden cards)."""
        phase = state["phase"]
        if phase == "over":
            return []
        if phase == "monolith":
            return [0]
        if phase in ("character", "ship"):
            return [state["setup_seat"]]
        aw = state["await"]
        if aw is not None and aw["kind"] == "bug":
            return [aw["order"][aw["idx"]]]
        return [state["turn"]["seat"]]

    def status(self, state: State) -> Msg:
        phase = state["phase"]
        if phase == "over":
            return msg("hope-status-over", reason=text_from_json(state["result"]["reason"]))
        if phase == "monolith":
            return msg("hope-status-monolith", seat=Seat(0))
        if phase == "character":
            return msg("hope-status-character", seat=Seat(state["setup_seat"]))
        if phase == "ship":
            return msg("hope-status-ship", seat=Seat(state["setup_seat"]))
        aw = state["await"]
        if aw is not None and aw["kind"] == "bug":
            return msg("hope-status-bug", seat=Seat(aw["order"][aw["idx"]]), paid=aw["paid"], price=aw["price"])
        return msg("hope-status-turn", seat=Seat(state["turn"]["seat"]))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat, self.view_header(state, seat))

    def opposed_seats(self, public: dict[str, Any]) -> tuple[int, ...]:
        """The N.O.P.E. traitor, once the public view names every role (it does at the end)."""
        return tuple(sorted(int(s) for s, role in (public.get("roles_known") or {}).items() if role == "nope"))

    # --- hidden information ------------------------------------------------------------------
    def upgrade_state(self, state: State) -> State:
        """Games saved before the keys became words: ``pl`` (each seat's board) is ``seats``, a
        board's ``up`` is ``upgrades``, and what the turn awaits names its ``kind``, not ``k``."""
        return setup.upgrade_state(state)

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return view.determinize(state, seat, rng)

    # --- checks ------------------------------------------------------------------------------------
    def check_invariants(self, state: State) -> None:
        view.check_invariants(state)
