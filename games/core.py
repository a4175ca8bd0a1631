"""The engine contract every Orrery game implements.

A game is a pure, deterministic rules engine over a JSON-able state. Decisions are choices
among labelled options; the list of legal options is the single source of truth, so
``apply`` accepts exactly what ``pending`` offers and nothing else.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import marshal
import random
import re
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import orjson

from games.i18n import GAME_WORDS, LOCALES, StoredText, Text, localize, msg, text_to_json, word_list

State = dict[str, Any]
"""A game state: plain JSON data (dicts, lists, str, int, float, bool, None)."""

_MASK = (1 << 64) - 1


class IllegalMove(Exception):
    """A choice the rules do not allow now. Its ``text`` (a ``Msg``) is meant for the player."""

    def __init__(self, text: Text) -> None:
        super().__init__(text)
        self.text = text

    def __str__(self) -> str:
        return localize(self.text)


@dataclass(frozen=True, slots=True)
class Option:
    """One choice of a decision: a stable id (what is stored) and a label (what is shown, a
    ``Msg`` worded for each reader).

    ``mark`` is a short code (like "P4" or "B") for an option that names a place or a thing on
    the picture: the button shows it and the deciding player's picture marks that place with it.
    """

    id: str
    label: Text
    mark: str = ""


@dataclass(frozen=True, slots=True)
class Decision:
    """What one seat must decide now.

    ``default`` is the option played when a deadline passes and the table auto-plays.
    ``public`` says the options reveal nothing hidden, so anyone may see them listed.
    ``reactive`` names the kind of a reactive decision (one of the engine's ``reactions``,
    such as "teg.follow"): a chance to respond during someone else's turn. Such a turn must
    never wait long on it, so the service answers it by the seat's standing order at once, or
    asks every eligible seat together and plays ``default`` (the safe answer: declining) for
    those who have not answered when the table's reaction window closes.

    When several seats have decisions at once, the round is simultaneous: until the last of
    them has decided, what one seat chose must show nowhere (views, log, the others' options,
    status) but in its own view; only that it has decided may show. ``playout.contract_checks``
    holds every game to this.
    """

    seat: int
    prompt: Text
    options: tuple[Option, ...]
    default: str
    public: bool = False
    reactive: str | None = None

    def option(self, option_id: str) -> Option | None:
        for opt in self.options:
            if opt.id == option_id:
                return opt
        return None


@dataclass(frozen=True, slots=True)
class Reaction:
    """A kind of reactive decision a game has, and the standing orders a player may give for it.

    ``orders`` always starts with ``ASK`` (ask me each time); the engine's ``standing_answer``
    turns any other order into an option of a given decision.
    """

    kind: str
    title: Text
    orders: tuple[Option, ...]

    def order(self, order_id: str) -> Option | None:
        return next((o for o in self.orders if o.id == order_id), None)


ASK = "ask"
"""The standing order that asks the player each time (every reactive kind has it)."""

NEVER = "never"
"""The standing order that always declines: the decision's safe default."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winning seats (empty for a draw), scores and why."""

    winners: tuple[int, ...]
    scores: tuple[float, ...] | None
    reason: Text

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "reason": text_to_json(self.reason)}


@dataclass(frozen=True, slots=True)
class Setting:
    """A table option chosen at creation, with its allowed values and default."""

    name: str
    choices: tuple[str, ...]
    default: str
    help: Text = ""


@dataclass(frozen=True, slots=True)
class Variant:
    """A player count and table options worth exercising in self-play and tests."""

    players: int
    options: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class RulesSection:
    """One topic of a game's rules reference (``/orrery rules game topic``)."""

    id: str
    title: str
    text: str

    @property
    def name(self) -> str:
        """What a player of the section's language types for it: its title as one lower-case
        word group ("mise-en-place", "plättchen-bewegen"), without a leading article, the
        part after a colon or a bracket. The English id always works too (``matches``)."""
        head = re.split(r"[:(]", self.title, maxsplit=1)[0].strip().lower().replace("’", "'")
        words = re.findall(r"[^\W_]+", head)
        if len(words) > 1 and (words[0] in _ARTICLES or words[0] + "'" in head.split()[0]):
            words = words[1:]
        return "-".join(words) or self.id

    def matches(self, typed: str) -> bool:
        """Whether ``typed`` names this section: its id, its localized name or its title,
        in any case and with or without accents."""
        wanted = _plain(typed)
        return wanted in {_plain(self.id), _plain(self.name), _plain(self.title)}


_ARTICLES = frozenset({"le", "la", "les", "l", "un", "une", "der", "die", "das", "ein", "eine", "the", "a"})


def _plain(text: str) -> str:
    """``text`` compared loosely: lower case, no accents, spaces as hyphens."""
    import unicodedata

    folded = unicodedata.normalize("NFKD", text.strip().casefold())
    return re.sub(r"\s+", "-", "".join(c for c in folded if not unicodedata.combining(c)))


OPTION_LABEL_LIMIT = 80
"""The longest option label an engine may write, whatever front end shows it (the contract checks
hold every game to it; the bot sets its buttons' own limits, which are no smaller). A label must
say its whole choice within it; details belong in the prompt or the game's rules reference."""

OPTION_ID_PATTERN = re.compile(r"[A-Za-z0-9_.,+=/\-]{1,60}")
"""What an option id may be: it travels inside the bot's button ids (``custom_id``, at most 100
characters with the table and its version), so it is short and uses these characters only."""

_CUT_ENDINGS = ("…", "...", ",", ";", ":", "(", "-", "/", "+", "&")


def label_fault(label: str) -> str | None:
    """Why an option label is too long or looks cut off (``None``: it is whole).

    A label is cut when it is over the limit, ends in an ellipsis or mid-phrase (a comma, an
    opening bracket, ...), has unbalanced brackets, or fills the limit exactly without ending a
    sentence or a bracket — the mark of a label sliced to fit.
    """
    text = label.strip()
    if not text:
        return "empty label"
    if len(label) > OPTION_LABEL_LIMIT:
        return f"{len(label)} characters, over {OPTION_LABEL_LIMIT}"
    if text.endswith(_CUT_ENDINGS):
        return f"ends in {text[-1]!r}"
    if text.count("(") != text.count(")") or text.count("[") != text.count("]"):
        return "unbalanced brackets"
    if len(label) == OPTION_LABEL_LIMIT and text[-1] not in ".!?)]\"'":
        return f"fills all {OPTION_LABEL_LIMIT} characters and ends mid-phrase"
    return None


RULES_SECTION_LIMIT = 1800
"""A section is read as one chat message, so it stays well inside Discord's 2,000 characters."""

_SECTION_HEAD = re.compile(r"^## ([a-z0-9-]+): (.+)$")


def read_rules_reference(path: Path) -> tuple[RulesSection, ...]:
    """The sections of a ``RULES.md`` rules reference.

    The file starts with one ``# title`` line; each section is a ``## topic-id: Title`` line
    followed by its text (Markdown as Discord shows it). Topic ids are short lower-case words.
    """
    sections: list[RulesSection] = []
    head: tuple[str, str] | None = None
    body: list[str] = []

    def close() -> None:
        if head is not None:
            sections.append(RulesSection(head[0], head[1], "\n".join(body).strip()))

    for line in path.read_text(encoding="utf-8").splitlines():
        match = _SECTION_HEAD.match(line)
        if match:
            close()
            head, body = (match.group(1), match.group(2).strip()), []
        elif head is not None:
            body.append(line)
    close()
    return tuple(sections)


def clone(data: Any) -> Any:
    """A deep copy of JSON data, faster than ``copy.deepcopy`` for plain dicts and lists.

    States are copied at every decision and every search iteration, so plain JSON data goes
    through ``marshal`` (C code, two to three times faster than walking it in Python). Its
    format 2 keeps no shared references: a list found twice is copied twice, as a walk does.
    Anything marshal cannot write (a subclass, an object in a view) is walked.
    """
    if not isinstance(data, (dict, list)):
        return data
    try:
        return marshal.loads(marshal.dumps(data, 2))
    except ValueError:
        return _walk(data)


def _walk(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _walk(v) if isinstance(v, (dict, list)) else v for k, v in data.items()}
    if isinstance(data, list):
        return [_walk(v) if isinstance(v, (dict, list)) else v for v in data]
    return data


# --- the state's own seeded generator (splitmix64, one integer in state["rng"]) ---------


def _next64(state: State) -> int:
    x = (state["rng"] + 0x9E3779B97F4A7C15) & _MASK
    state["rng"] = x
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def seed_rng(state: State, seed: int) -> None:
    """Give a new state its generator."""
    state["rng"] = seed & _MASK


def rand_below(state: State, n: int) -> int:
    """A number in 0..n-1 drawn from the state's generator."""
    if n <= 0:
        raise ValueError("rand_below needs n > 0")
    return _next64(state) % n


def shuffle(state: State, items: list) -> None:
    """Shuffle ``items`` in place with the state's generator (``_next64`` inline: games shuffle
    a hand at every card taken, and the calls cost more than the arithmetic)."""
    x = state["rng"]
    for i in range(len(items) - 1, 0, -1):
        x = (x + 0x9E3779B97F4A7C15) & _MASK
        z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        j = (z ^ (z >> 31)) % (i + 1)
        items[i], items[j] = items[j], items[i]
    state["rng"] = x


# --- seats in text: an engine's messages name a seat by a ``Seat`` parameter; front ends show names
# The one mechanism for naming a seat: a message worded with the table's names says the player's
# name (``name_seats`` in English), and a picture names a seat with ``seat_name`` (its display
# name, else its label, "Seat 1").


def seat_label(seat: int) -> str:
    """A seat nobody's name is known for, in a picture: "Seat 1" for seat 0."""
    return f"Seat {seat + 1}"


def seat_name(names: list[str], seat: int) -> str:
    """The display name of ``seat`` when ``names`` has one, else its label ("Seat 1")."""
    return names[seat] if 0 <= seat < len(names) and names[seat] else seat_label(seat)


def name_seats(text: Text | dict[str, Any], names: list[str]) -> str:
    """``text`` worded in English with each seat named by its display name (if known)
    (``games.i18n.localize`` words it for any locale)."""
    return localize(text, "en", names)


# --- the log: entries are public (to=None) or private to a list of seats ----------------


#: the stored form's encoder, made once (``json.dumps`` with options makes one per call)
_dumps = json.JSONEncoder(sort_keys=True, separators=(",", ":")).encode


#: log entries as stored, by the entry (held, so its id stays its own): a move's snapshot
#: re-encodes only the entries written since the last one
_ENTRY_JSON: dict[int, tuple[dict[str, Any], str]] = {}
_ENTRY_JSON_LIMIT = 20_000


def _entry_json(entry: dict[str, Any]) -> str:
    known = _ENTRY_JSON.get(id(entry))
    if known is not None and known[0] is entry:
        return known[1]
    text = _dumps(entry)
    if len(_ENTRY_JSON) >= _ENTRY_JSON_LIMIT:
        _ENTRY_JSON.clear()
    _ENTRY_JSON[id(entry)] = (entry, text)
    return text


def log(state: State, text: Text | StoredText, to: list[int] | None = None) -> None:
    """Append a log entry (a ``Msg``, stored as JSON, or already stored); ``to`` limits it to
    those seats."""
    entries = state.setdefault("log", [])
    entries.append({"n": len(entries), "to": to, "text": text_to_json(text)})


def visible_log(state: State, seat: int | None, last: int = 30) -> list[dict[str, Any]]:
    """The last entries ``seat`` may read (``None``: public entries only)."""
    out = []
    for entry in reversed(state.get("log", [])):
        to = entry["to"]
        if to is None or (seat is not None and seat in to):
            out.append(entry)
            if len(out) >= last:
                break
    out.reverse()
    return out


def blank_unseen_log(state: State, seat: int | None) -> None:
    """Empty the text of the log entries ``seat`` may not read, in place (for a re-deal: the
    entries stay, so the log keeps its length, but what they said is gone)."""
    state["log"] = [
        e if e["to"] is None or (seat is not None and seat in e["to"]) else {**e, "text": ""} for e in state["log"]
    ]


class Engine:
    """Base class of a rules engine: the contract every game keeps.

    A game sets ``id``, ``name``, ``min_players``, ``max_players`` and ``summary``, may declare
    ``settings``, ``reactions``, ``max_decisions`` and its facts (``typical_players``,
    ``cooperative``, ``listed``), and implements:

    - ``_setup(state)``: deal a new game into ``state`` (``new`` has put ``game``, ``players``,
      ``options``, ``rng`` and ``log`` there); randomness only from the state's generator
      (``rand_below``, ``shuffle``), so a seed gives one game;
    - ``pending(state)``: the decisions open now, at most one per seat; none once it is over;
    - ``_apply(state, seat, option_id)``: carry out an option ``pending`` offered, in place.
      ``apply`` (never overridden) checks, copies and calls it; hooks around it are ``copy``
      (a cheaper copy) and ``_note_changes`` (what the pictures should mark);
    - ``outcome(state)``: ``None`` while running, else an ``Outcome``;
    - ``status(state)``: one line for everyone: whose turn and what, or the result;
    - ``view(state, seat)``: what ``seat`` (``None``: the public) may see, as JSON, starting with
      ``view_header(state, seat)``; renderers and the bot read only views;
    - ``determinize(state, seat, rng)``: a copy with everything ``seat`` cannot see re-dealt,
      depending only on ``seat``'s view and ``rng`` (the AI reasons on such samples);
    - optionally ``check_invariants``, ``variants``, ``upgrade_state`` (saved games of an
      earlier schema) and ``rules_reference`` (from ``RULES.md`` beside the engine).

    Texts (log, prompts, labels, status, end reasons, refusals, setting help) are messages
    (``games.i18n.Msg``: a key of the game's catalogues ``locales/<locale>.ftl`` and its
    parameters, seats as ``Seat``), worded for each reader at the edge. Option ids fit ``OPTION_ID_PATTERN``; labels say
    their whole choice within ``OPTION_LABEL_LIMIT``. The game's package holds its picture
    (``picture``) and AI plug-in (``ai``) beside the engine; see README, "Adding a game".
    ``games.playout.contract_checks`` holds every game to all of this after every decision.
    """

    id: str = ""
    name: str = ""
    min_players: int = 1
    max_players: int = 1
    settings: tuple[Setting, ...] = ()
    summary: Text = ""
    rules_help: str = ""
    #: a bound on decisions in one game, past which self-play reports a stuck game
    max_decisions: int = 10_000
    #: the kinds of reactive decisions (``Decision.reactive``) this game asks, if any
    reactions: tuple[Reaction, ...] = ()
    #: the player count its tables usually have (the AI's report card plays at it)
    typical_players: int = 2
    #: everyone wins or loses together: one seat's share says nothing, so the AI's report card
    #: compares whole tables
    cooperative: bool = False
    #: offered to players in ``/orrery new`` (an unlisted game can still be started by its id)
    listed: bool = True

    def opposed_seats(self, public: dict[str, Any]) -> tuple[int, ...]:
        """In a cooperative game, the seats that played against the others (a traitor), as the
        finished game's public view shows them; none by default."""
        return ()

    # --- the game's other parts, found through the game ----------------------------------
    def part(self, name: str) -> ModuleType | None:
        """The module ``name`` of the package that holds this engine (``games.<id>.<name>``),
        or ``None`` if it has none. ``picture`` and ``ai`` are found this way."""
        package = sys.modules[type(self).__module__].__package__
        if not package:
            return None
        full = f"{package}.{name}"
        if importlib.util.find_spec(full) is None:
            return None
        return importlib.import_module(full)

    def picture(self) -> ModuleType:
        """The game's renderer (``games.<id>.picture``, fitting ``renderers.GameRenderer``)."""
        module = self.part("picture")
        if module is None:
            raise LookupError(f"{self.name or self.id} has no picture module beside its engine")
        return module

    def ai(self) -> ModuleType | None:
        """The game's AI plug-in (``games.<id>.ai``, see ``games.ai.policies``), if it has one."""
        return self.part("ai")

    def players_for_tables(self) -> int:
        """``typical_players``, kept within the game's player counts."""
        return min(max(self.typical_players, self.min_players), self.max_players)

    # --- creating a game -------------------------------------------------------------
    def resolve_options(self, options: dict[str, str] | None) -> dict[str, str]:
        """The table options with defaults filled in; unknown names or values raise."""
        given = self._option_ids(dict(options or {}))
        resolved: dict[str, str] = {}
        for s in self.settings:
            value = str(given.pop(s.name, s.default))
            if value not in s.choices:
                choices = word_list([self._option_text(s.name, c) for c in s.choices])
                raise IllegalMove(
                    msg("core-refuse-setting", name=self._option_text(s.name), choices=choices, value=value)
                )
            resolved[s.name] = value
        if given and not self.settings:
            raise IllegalMove(msg("core-refuse-no-settings", game=self.title))
        if given:
            known = word_list([self._option_text(s.name) for s in self.settings])
            raise IllegalMove(
                msg("core-refuse-unknown-setting", game=self.title, names=", ".join(sorted(given)), known=known)
            )
        return resolved

    def _option_text(self, name: str, value: str | None = None) -> Text:
        """An option's name or value as a message, so a refusal shows the reader the word they
        would type in their language (the id where the catalogue has none)."""
        key = f"{self.id}-option-name-{name}" if value is None else f"{self.id}-option-value-{name}-{value}"
        return msg("core-typed", word=msg(key) if GAME_WORDS.has(key) else (name if value is None else value))

    def option_word(self, name: str, value: str | None = None, locale: str = "en") -> str:
        """A table option's name (or one of its values) as a player of ``locale`` types it
        (``<id>-option-name-<name>``, ``<id>-option-value-<name>-<value>``); the id itself
        where the catalogue has no word for it."""
        key = f"{self.id}-option-name-{name}" if value is None else f"{self.id}-option-value-{name}-{value}"
        return localize(msg(key), locale) if GAME_WORDS.has(key, locale) else (name if value is None else value)

    def _option_ids(self, given: dict[str, str]) -> dict[str, str]:
        """``given`` with option names and values typed in any language put back to their ids
        (the ids themselves always work)."""
        names = {_plain(self.option_word(s.name, None, loc)): s for loc in LOCALES for s in self.settings}
        out: dict[str, str] = {}
        for typed, typed_value in given.items():
            setting = names.get(_plain(typed))
            if setting is None:
                out[typed] = typed_value
                continue
            values = {_plain(self.option_word(setting.name, v, loc)): v for loc in LOCALES for v in setting.choices}
            values.update({_plain(v): v for v in setting.choices})
            out[setting.name] = values.get(_plain(str(typed_value)), str(typed_value))
        return out

    @property
    def title(self) -> Text:
        """The game's name as a message: its published title in each language (``<id>-title``
        in its catalogue), or ``name`` where the catalogue has none."""
        key = f"{self.id}-title"
        return msg(key) if GAME_WORDS.has(key) else self.name

    def new(self, players: int, options: dict[str, str] | None = None, seed: int = 0) -> State:
        """A fresh game for ``players`` seats, dealt from ``seed``."""
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove(
                msg(
                    "core-refuse-players",
                    game=self.title,
                    low=self.min_players,
                    high=self.max_players,
                    n=players,
                    span="fixed" if self.min_players == self.max_players else "range",
                )
            )
        state: State = {"game": self.id, "players": players, "options": self.resolve_options(options)}
        seed_rng(state, seed)
        state["log"] = []
        self._setup(state)
        return state

    def rematch_options(self, options: dict[str, str]) -> dict[str, str]:
        """The table options for a rematch of a game played with ``options`` (a game whose
        roles alternate between games of a series changes them here)."""
        return dict(options)

    def variants(self) -> list[Variant]:
        """Player counts and options that self-play and the playout tests cover."""
        return [Variant(n) for n in range(self.min_players, self.max_players + 1)]

    # --- playing ---------------------------------------------------------------------
    def pending(self, state: State) -> list[Decision]:
        raise NotImplementedError

    def choices(self, state: State) -> list[tuple[int, Sequence[Option]]]:
        """Each seat deciding now with its options, as ``pending`` lists them, without the
        prompts and defaults: all a random playout or a search's rollout reads of a decision."""
        return [(d.seat, d.options) for d in self.pending(state)]

    def apply(self, state: State, seat: int, option_id: str) -> State:
        """The state after ``seat`` chooses ``option_id``; ``state`` is left untouched."""
        if self.outcome(state) is not None:
            raise IllegalMove(msg("core-refuse-over"))
        mine = [d for d in self.pending(state) if d.seat == seat]
        if not mine:
            raise IllegalMove(msg("core-refuse-not-your-turn"))
        if not any(d.option(option_id) for d in mine):
            raise IllegalMove(msg("core-refuse-not-an-option", option=option_id))
        new = self.copy(state)
        self._apply(new, seat, option_id)
        self._note_changes(state, new)
        return new

    def apply_in_place(self, state: State, seat: int, option_id: str) -> None:
        """The fast path of ``apply`` for the AI's search: carry out a choice taken from
        ``pending(state)`` on a state the caller owns, changing it in place, with no checks, no
        copy and no change marks (``_note_changes``). Everything else calls ``apply``."""
        self._apply(state, seat, option_id)

    def copy(self, state: State) -> State:
        """A copy ``_apply`` may change freely. Log entries are never changed once written,
        so the log is copied one level deep only: long games do not pay for their history."""
        logbook = state.get("log")
        new = clone({k: v for k, v in state.items() if k != "log"})
        if logbook is not None:
            new["log"] = list(logbook)
        return new

    def outcome(self, state: State) -> Outcome | None:
        raise NotImplementedError

    def reaction(self, kind: str | None) -> Reaction | None:
        """The declared reactive kind named ``kind``, if any."""
        return next((r for r in self.reactions if r.kind == kind), None)

    def standing_answer(self, decision: Decision, order: str) -> str | None:
        """The option a standing ``order`` plays for the reactive ``decision``, or None to ask.

        It reads the decision only (its options are what the seat may legally do and may see),
        never the state, so a standing order can neither reveal a secret nor pick an illegal
        option. ``NEVER`` is the safe default; a game with other orders overrides this.
        """
        if decision.reactive is None or order == ASK:
            return None
        if order == NEVER:
            return decision.default
        return None

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def status(self, state: State) -> Text:
        """One line for everyone: whose turn it is and what they are deciding, or the result."""
        raise NotImplementedError

    def to_act(self, state: State) -> list[int]:
        """The seats with a decision to make, in seat order."""
        return sorted({d.seat for d in self.pending(state)})

    def view_header(self, state: State, seat: int | None) -> dict[str, Any]:
        """The fields every game's view starts with, as the bot and the renderers read them."""
        outcome = self.outcome(state)
        return {
            "game": self.id,
            "players": state["players"],
            "seat": seat,
            "to_act": self.to_act(state),
            "status": text_to_json(self.status(state)),
            "log": visible_log(state, seat),
            "outcome": None if outcome is None else outcome.to_dict(),
        }

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        raise NotImplementedError

    # --- explaining ------------------------------------------------------------------
    def rules_reference(self, locale: str = "en") -> tuple[RulesSection, ...]:
        """The rules reference players read, topic by topic, in ``locale``: the game's
        ``RULES.<locale>.md`` (English: ``RULES.md``) beside its engine when it has one, else
        ``rules_help`` as one section; then the table options with what each does, drawn from
        ``settings``. Every language has the same topics, so a topic id works in any."""
        folder = Path(sys.modules[type(self).__module__].__file__ or "").parent
        source = folder / ("RULES.md" if locale not in LOCALES or locale == "en" else f"RULES.{locale}.md")
        if not source.is_file():
            source = folder / "RULES.md"
        if source.is_file():
            sections = list(read_rules_reference(source))
        else:
            sections = [RulesSection("overview", "Overview", self.rules_help)]
        if self.settings and not any(s.id == "options" for s in sections):
            lines = []
            for s in self.settings:
                choices = " / ".join(self.option_word(s.name, c, locale) for c in s.choices)
                line = localize(
                    msg(
                        "core-setting-line",
                        name=self.option_word(s.name, None, locale),
                        choices=choices,
                        default=self.option_word(s.name, s.default, locale),
                    ),
                    locale,
                )
                said = msg("core-setting-help", line=line, help=s.help) if s.help else line
                lines.append(localize(said, locale))
            sections.append(RulesSection("options", localize(msg("core-settings-title"), locale), "\n".join(lines)))
        return tuple(sections)

    def check_invariants(self, state: State) -> None:
        """Raise ``AssertionError`` if ``state`` breaks a rule that must always hold."""

    # --- storage ---------------------------------------------------------------------
    def to_json(self, state: State) -> str:
        """``state`` as stored: JSON, keys sorted, no spaces. Its log entries (most of a long
        game's text) are never changed once written, so each is encoded once (``_entry_json``)
        and reused by every later snapshot; the text is the same as encoding it whole."""
        if not state.get("log") or not all(isinstance(k, str) for k in state):
            return _dumps(state)
        before = _dumps({k: v for k, v in state.items() if k < "log"})[1:-1]
        after = _dumps({k: v for k, v in state.items() if k > "log"})[1:-1]
        logbook = f'"log":[{",".join(map(_entry_json, state["log"]))}]'
        return "{" + ",".join(part for part in (before, logbook, after) if part) + "}"

    def from_json(self, text: str) -> State:
        """A stored state, upgraded to the engine's current schema (``upgrade_state``). Read by
        orjson, twice as fast as ``json`` and giving the same values; a number past 64 bits,
        which orjson refuses, by ``json``."""
        try:
            state = orjson.loads(text)
        except orjson.JSONDecodeError:
            state = json.loads(text)
        return self.upgrade_state(state)

    def upgrade_state(self, state: State) -> State:
        """``state`` as saved by an older version of this engine, in the current schema: every
        stored snapshot passes through here when it is loaded (``from_json``). A game whose
        state keys or layout change bumps a schema number in its state and maps older ones."""
        return state

    # --- for subclasses --------------------------------------------------------------
    def _setup(self, state: State) -> None:
        raise NotImplementedError

    def _apply(self, state: State, seat: int, option_id: str) -> None:
        """Carry out a choice already checked legal, changing ``state`` in place."""
        raise NotImplementedError

    def _note_changes(self, before: State, after: State) -> None:
        """Record in ``after`` what the move changed, for the pictures to mark (public places
        only). ``apply`` calls it; the AI's playouts (``apply_in_place``) skip its cost."""
