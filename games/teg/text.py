"""Player-facing help and option labels, in our own words."""

from games.core import OPTION_LABEL_LIMIT, label_fault


def card_label(head: str, text: str) -> str:
    """``head: text`` when it fits an option label whole, else ``head`` alone: a card's text is
    never cut in half (it stays readable on the board and in ``/orrery rules teg``)."""
    full = f"{head}: {text}"
    return full if label_fault(full) is None else head[:OPTION_LABEL_LIMIT]


def mission_label(m: dict) -> str:
    """A secret mission as an option: its name, what it asks and what it is worth (a shared
    "most"/"fewest" scores the lower figure)."""
    worth = f"{m['vp']} points" + (f", {m['x']} if tied" if m["k"] in ("most", "fewest") else "")
    return card_label(f"{m['name']} ({worth})", m["text"])


# the full reference is games/teg/RULES.md (``rules_reference``); this is its overview
RULES_HELP = (
    "Roll your empire's dice and activate them one at a time: move ships to planets, acquire energy "
    "or culture, advance ships along colony tracks, use your colonies; the others may follow each die "
    "for culture. Reaching 21 points sets off the end after equal turns; secret missions then score. "
    "See /orrery rules teg with a topic for each rule."
)
