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


RULES_HELP = """\
Build the mightiest galaxy. On your turn roll as many dice as your empire level gives (4 to 7) and \
activate them one by one: Move a ship (land on a planet and use its ability once, or enter its orbit), \
Acquire energy or culture (1 per ship on or around a planet making it; your home makes energy), \
Diplomacy or Economy (move an orbiting ship one step along a track ending in that symbol), or \
Utilize a colony (upgrade your empire, or use one colonized planet's ability).
Reroll unused dice: the first time is free, then 1 energy each time. Once a turn the converter spends \
two unused dice to set a third to any face. Energy and culture stop at 7.
Whenever someone activates a die, everyone else may pay 1 culture to follow: do the same action with \
their own ships and colonies.
The first ship to finish a planet's track colonizes it: the card joins that galaxy and every ship on \
it flies home. Upgrading the empire costs its new level in energy or in culture (no mixing) and brings \
more dice and ships.
Reaching 21 points (planets + empire) ends the game once everyone has had as many turns. Then secret \
missions add their bonus; ties go to most planets, then empire level, then energy + culture. \
(Table option: 15 points for a quicker game.)
Beyond the Black (option): hire pilots with two matching dice the chosen Advanced Ship accepts (or \
three of a kind for any), explore Unexplored Space for discoveries and dangers, and collect badges. \
Solo: the Rogue galaxy rolls one die at a time; pay 1 energy + 1 culture to make it reroll."""
