"""Player-facing help and option labels, in our own words."""


def mission_label(m: dict) -> str:
    """A secret mission as an option: its name and what it is worth (a shared "most"/"fewest"
    scores the lower figure). What it asks is on the seat's private picture: a label stays short
    by what it says, never by being cut."""
    worth = f"{m['vp']} points" + (f", {m['x']} if tied" if m["k"] in ("most", "fewest") else "")
    return f"{m['name']} ({worth})"


# the full reference is games/teg/RULES.md (``rules_reference``); this is its overview
RULES_HELP = (
    "Roll your empire's dice and activate them one at a time: move ships to planets, acquire energy "
    "or culture, advance ships along colony tracks, use your colonies; the others may follow each die "
    "for culture. Reaching 21 points sets off the end after equal turns; secret missions then score. "
    "See /orrery rules teg with a topic for each rule."
)
