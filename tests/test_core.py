"""The contract's small helpers: the state's generator, the log and seat names in text."""

from __future__ import annotations

import pytest

from db.store import data_migration, migration_files
from games.core import log, name_seats, rand_below, seed_rng, shuffle, visible_log
from games.i18n import PlainText, Seat, msg


def test_the_generator_is_seeded_and_repeatable():
    a, b = {}, {}
    seed_rng(a, 42)
    seed_rng(b, 42)
    assert [rand_below(a, 1000) for _ in range(20)] == [rand_below(b, 1000) for _ in range(20)]
    items_a, items_b = list(range(30)), list(range(30))
    shuffle(a, items_a)
    shuffle(b, items_b)
    assert items_a == items_b != list(range(30))
    seed_rng(b, 43)
    assert [rand_below(a, 10**9) for _ in range(5)] != [rand_below(b, 10**9) for _ in range(5)]


def test_rand_below_covers_its_range_evenly():
    state = {}
    seed_rng(state, 1)
    counts = [0] * 6
    for _ in range(6000):
        counts[rand_below(state, 6)] += 1
    assert all(900 < c < 1100 for c in counts)


def test_private_log_entries_reach_only_their_seats():
    state = {"log": []}
    public, one, two = (msg("core-text", text=t) for t in ("public", "for seat 1", "for 0 and 2"))
    log(state, public)
    log(state, one, to=[1])
    log(state, two, to=[0, 2])
    said = lambda seat, **kw: [e["text"]["args"]["text"] for e in visible_log(state, seat, **kw)]  # noqa: E731
    assert said(None) == ["public"]
    assert said(1) == ["public", "for seat 1"]
    assert said(2) == ["public", "for 0 and 2"]
    assert said(0, last=1) == ["for 0 and 2"]


def test_seats_in_text_become_names():
    """A seat is a message's parameter, worded as its player's name; a text written before
    messages (seats as "Seat N") reads the same once the store's migration made it a message."""
    names = ["Ann", "Bob"]
    old = data_migration(dict(migration_files("sqlite"))[14])
    assert name_seats(old.message("Seat 2 draws from Seat 1."), names) == "Bob draws from Ann."
    assert name_seats(old.message("Seat 3 and Seating 1"), names) == "Seat 3 and Seating 1"
    assert name_seats(msg("core-list", first=Seat(1), rest=Seat(2)), names) == "Bob, Seat 3"
    with pytest.raises(PlainText):
        name_seats("Seat 2 draws from Seat 1.", names)


def test_rules_reference_reads_sections(tmp_path):
    from games.core import read_rules_reference

    source = tmp_path / "RULES.md"
    source.write_text(
        "# Game\nintro ignored\n## setup: Setting up\nDeal.\n\nShuffle.\n## end: How it ends\nFirst to 3.\n"
    )
    sections = read_rules_reference(source)
    assert [(s.id, s.title) for s in sections] == [("setup", "Setting up"), ("end", "How it ends")]
    assert sections[0].text == "Deal.\n\nShuffle."


def test_every_game_rules_reference_fits_a_message():
    from games import registry
    from games.core import RULES_SECTION_LIMIT

    for engine in registry.all():
        sections = engine.rules_reference()
        ids = [s.id for s in sections]
        assert sections and len(ids) == len(set(ids)), engine.id
        for s in sections:
            assert s.text.strip(), (engine.id, s.id)
            assert len(s.text) <= RULES_SECTION_LIMIT, (engine.id, s.id, len(s.text))


def test_one_helper_names_a_seat_everywhere():
    """Engines name seats only with ``seat_label``; pictures and the bot show ``seat_name``."""
    import re
    from pathlib import Path

    from games.core import seat_label, seat_name

    assert seat_label(0) == "Seat 1"
    assert [seat_name(["Ann", ""], s) for s in (0, 1, 2)] == ["Ann", "Seat 2", "Seat 3"]
    root = Path(__file__).resolve().parents[1]
    written = re.compile(r"""f["']Seat \{""")
    for path in sorted((root / "games").rglob("*.py")):
        if path.name == "core.py":
            continue  # core defines the label
        text = path.read_text(encoding="utf-8")
        assert not written.search(text), f"{path.relative_to(root)} writes its own 'Seat N'"
