"""Simultaneous and reactive decisions through the real bot and the double.

- Plunder's landing round: while the players decide, no one's answer shows anywhere (thread,
  DMs, ``/orrery log``, the board's view); when the last one is in, all show at once.
- Tiny Epic Galaxies' follow: one rival's standing order answers it in the same move, and the
  other's is settled by the table's reaction window, with nobody acting.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time

import pytest

from games import registry
from tests.e2e.conftest import _world
from tests.e2e.harness import Table, World, custom_ids

pytestmark = pytest.mark.skipif(
    not {"plunder", "teg"} <= set(registry.ids()), reason="needs Plunder and Tiny Epic Galaxies"
)


def _state(world: World, table: Table) -> dict:
    with world.db() as db:
        (text,) = db.execute("SELECT state FROM snapshots WHERE game_id = ?", (table.game_id,)).fetchone()
    return json.loads(text)


def _before_last_action_of(world: World, table: Table, seat: int) -> dict:
    """The table's state just before ``seat``'s latest action, replayed from its action log."""
    with world.db() as db:
        game, seed, options = db.execute(
            "SELECT game, seed, options FROM games WHERE id = ?", (table.game_id,)
        ).fetchone()
        actions = db.execute(
            "SELECT seat, option_id FROM actions WHERE game_id = ? ORDER BY n", (table.game_id,)
        ).fetchall()
    engine = registry.get(game)
    last = max(i for i, (who, _) in enumerate(actions) if who == seat)
    state = engine.new(len(table.seats), json.loads(options), seed)
    for who, option_id in actions[:last]:
        state = engine.apply(state, who, option_id)
    return state


def _user_of(table: Table, seat: int) -> str:
    return next(u for u, s in table.seats.items() if s == seat)


async def _choose(world: World, table: Table, user: str, option_id: str) -> None:
    reply = await world.command(user, "orrery move", option=option_id, table=table.game_id)
    assert reply.text.startswith("Done:"), f"{user} {option_id}: {reply.text!r}"


async def _seen_text(world: World, table: Table, user: str, since: int) -> str:
    """Everything ``user`` can read in the thread and their DMs after message ``since``."""
    thread = await world.api.messages(user, channel_id=table.thread_id, since=since)
    dms = await world.api.messages(user, dm=True, since=since)
    return "\n".join(m["content"] for m in thread + dms)


async def _last_message_id(world: World) -> int:
    every = await world.api.messages()
    return max((int(m["id"]) for m in every), default=0)


async def test_plunder_landing_shows_no_answer_until_the_last_then_all_at_once(tmp_path) -> None:
    from games.i18n import localize
    from games.plunder import GAME as PLUNDER
    from games.plunder.cards import SABORTAL

    async for world in _world(tmp_path, "plunder"):
        table = await world.open_table("alice", ["bob", "carol", "dave"])
        # the explorer draws a relic blind, so the landing round opens at portal #4
        state = _state(world, table)
        explorer = state["explorer"]
        target = (explorer + 1) % 4
        position = next(i for i, c in enumerate(state["hands"][target][:20]) if c != SABORTAL)
        await _choose(world, table, _user_of(table, explorer), f"draw.{target}")
        await _choose(world, table, _user_of(table, explorer), f"pos.{position + 1}")
        state = _state(world, table)
        assert state["steps"] == [{"kind": "land"}] and sorted(state["waiting"]) == [0, 1, 2, 3]
        await world.wait_outbox_drained(rows=False)
        since = await _last_message_id(world)

        # three answer: one with the board's own button, two with the command
        board = await world.latest_board(table)
        land_button = next(c for c in custom_ids(board) if c.endswith(":land"))
        pressed = await world.press("alice", board["id"], land_button)
        assert pressed.text.startswith("Done:"), pressed.text
        await _choose(world, table, "bob", "fly")
        await _choose(world, table, "carol", "land")
        await world.wait_outbox_drained(rows=False)

        state = _state(world, table)
        public = PLUNDER.view(state, None)
        assert all(p["ships"] == [] for p in public["portals"]) and public["flying"] == [0, 1, 2, 3]
        assert localize(public["status"]).endswith("3 of 4 decided; waiting for Seat " + str(table.seats["dave"] + 1))
        for user in ("dave", "bob"):
            seen = (await _seen_text(world, table, user, since)).casefold()
            assert "lands" not in seen and "chose" not in seen and "flies" not in seen, seen
            log = await world.command(user, "orrery log", table=table.game_id)
            assert "lands at" not in log.text, log.text
        options = await world.api.autocomplete("dave", "orrery move", focused="option", table=table.game_id)
        assert sorted(o["value"] for o in options) == ["fly", "land"]

        # the last answer: everything at once, ships stacked in the order of the answers
        await _choose(world, table, "dave", "fly")
        await world.wait_outbox_drained(rows=False)
        state = _state(world, table)
        assert state["ships"][3] == [table.seats["alice"], table.seats["carol"]]
        log = await world.command("dave", "orrery log", table=table.game_id)
        assert "alice and carol land at portal #4" in log.text.casefold(), log.text  # (one list, "and" before the last)
        assert world.bot.alive


async def _backdate(world: World, table: Table, seat: int, hours: float) -> None:
    """Time passes for ``seat``'s current decision: its stamp moves ``hours`` into the past (the
    bot reads it at its next tick, as it would after a real wait)."""
    conn = sqlite3.connect(str(world.bot.db_path), timeout=10)
    try:
        (text,) = conn.execute("SELECT waiting FROM games WHERE id = ?", (table.game_id,)).fetchone()
        waiting = json.loads(text)
        waiting[str(seat)]["t"] -= hours * 3600
        conn.execute("UPDATE games SET waiting = ? WHERE id = ?", (json.dumps(waiting), table.game_id))
        conn.commit()
    finally:
        conn.close()


async def _until(probe, timeout: float = 30.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while not probe():
        if time.monotonic() > deadline:
            raise TimeoutError(what)
        await asyncio.sleep(0.1)


FOLLOWABLE = ("en", "cu", "mv")  # faces whose action every rival can follow from the start


def _plan_a_follow(state: dict, rerolls_left: int = 6, first: int | None = None) -> list[tuple[int, str]] | None:
    """The first player's choices, worked out on the engine, that end with a follow every rival
    is asked to answer: each followable die in turn, rerolling when none leads there. Planned
    ahead because an action can end without a follow (a rival short of culture) and the turn
    would pass on; a branch where it does is a dead end (``first`` stays the player whose
    turn it was at the start)."""
    from games.teg import GAME as TEG

    first = state["turn"]["seat"] if first is None else first
    steps: list[tuple[int, str]] = []
    while True:
        pending = TEG.pending(state)
        if (
            any(d.reactive for d in pending)
            or state["turn"]["seat"] != first
            or any(s != first for s in TEG.to_act(state))
        ):
            top = state["steps"][-1] if state["steps"] else {}
            rivals = {s for s in range(len(state["galaxies"])) if s != first}
            asked = top.get("kind") == "fol" and top.get("by") == first and rivals <= set(top.get("ask", []))
            return steps if asked else None
        d = pending[0]
        ids = [o.id for o in d.options]
        if state["steps"] == [{"kind": "play", "seat": first}] and any(i.startswith("a.") for i in ids):
            dice = state["turn"]["dice"]
            tries = [f"a.{k}" for k, f in enumerate(dice) if f in FOLLOWABLE and f"a.{k}" in ids]
            tries += ["rr"] if "rr" in ids and rerolls_left else []
            for choice in tries:
                rest = _plan_a_follow(TEG.apply(state, d.seat, choice), rerolls_left - (choice == "rr"), first)
                if rest is not None:
                    return [*steps, (d.seat, choice), *rest]
            return None
        choice = "all" if "all" in ids else next(i for i in ids if i != "back")  # rerolling: all the dice
        steps.append((d.seat, choice))
        state = TEG.apply(state, d.seat, choice)


async def _open_a_follow(world: World, table: Table) -> None:
    """Every mission kept; the first player activates a die each rival could follow and carries
    out its action, until the rivals are asked to follow."""
    from games.teg import GAME as TEG
    from games.teg.board import phase

    while phase(_state(world, table)) == "mission":
        d = TEG.pending(_state(world, table))[0]
        await _choose(world, table, _user_of(table, d.seat), d.default)
    plan = _plan_a_follow(_state(world, table))
    assert plan is not None, "no way for the first player to open a follow both rivals are asked"
    for seat, choice in plan:
        await _choose(world, table, _user_of(table, seat), choice)


async def test_teg_follow_settled_by_a_standing_order_and_by_the_window(tmp_path, monkeypatch) -> None:
    from games.teg import GAME as TEG

    monkeypatch.setenv("ORRERY_TICK_SECONDS", "0.5")
    async for world in _world(tmp_path, "teg"):
        table = await world.open_table("alice", ["bob", "carol"], options="goal=15")
        bob, carol = table.seats["bob"], table.seats["carol"]
        # bob gives his standing order from /orrery settings; carol will do nothing at all
        reply = await world.command("bob", "orrery settings", table=table.game_id, standing="teg.follow=always")
        assert "Follow whenever I can pay" in reply.text and "wait 0.5 h" in reply.text, reply.text
        await _open_a_follow(world, table)
        await world.wait_outbox_drained(rows=False)
        with world.db() as db:
            actions = db.execute(
                "SELECT seat, source FROM actions WHERE game_id = ? ORDER BY n", (table.game_id,)
            ).fetchall()
        state = _state(world, table)
        follow = state["steps"][-1]
        assert follow["kind"] == "fol" and {bob, carol} <= set(follow["ask"]), follow
        assert (bob, "standing") in actions, "bob's order answered without him"
        assert TEG.to_act(state) == [carol], "only carol is still asked"
        # (his culture is what it was before his answer: an earlier action may have given him some)
        unpaid = _before_last_action_of(world, table, bob)["galaxies"][bob]["culture"]
        assert follow.get("sealed") == [bob] and state["galaxies"][bob]["culture"] == unpaid, (
            "bob's follow is sealed, unpaid"
        )
        board = await world.latest_board(table)
        assert any(c.startswith(f"orrery:so:{table.game_id}:teg.follow:") for c in custom_ids(board)), (
            "the prompt offers standing orders"
        )

        # carol does nothing; her reaction window (30 minutes) passes and the safe default applies
        await _backdate(world, table, carol, hours=0.6)
        settled = lambda w=world, tb=table: not any(d.reactive for d in TEG.pending(_state(w, tb)))  # noqa: E731
        await _until(settled, what="the window to close")
        with world.db() as db:
            last = db.execute(
                "SELECT seat, option_id, source FROM actions WHERE game_id = ? AND seat = ? ORDER BY n DESC LIMIT 1",
                (table.game_id, carol),
            ).fetchone()
        assert last == (carol, "p", "window")
        await world.wait_outbox_drained(rows=False)
        thread = await world.api.messages("carol", channel_id=table.thread_id)
        assert any("no answer in time" in m["content"] for m in thread)
        log = await world.command("carol", "orrery log", table=table.game_id)
        assert "Bob follows" in log.text or "bob follows" in log.text, log.text
        assert world.bot.alive


async def test_a_standing_order_from_the_prompt_answers_the_open_follow(tmp_path) -> None:
    from games.teg import GAME as TEG

    async for world in _world(tmp_path, "teg"):
        table = await world.open_table("alice", ["bob"], options="goal=15")
        await _open_a_follow(world, table)
        await world.wait_outbox_drained(rows=False)
        # the seats are dealt at random: the rival asked to follow is whoever does not play first
        follower = 1 - _state(world, table)["turn"]["seat"]
        rival = _user_of(table, follower)
        assert TEG.to_act(_state(world, table)) == [follower]
        board = await world.latest_board(table)
        always = next(c for c in custom_ids(board) if c == f"orrery:so:{table.game_id}:teg.follow:always")
        reply = await world.press(rival, board["id"], always)
        assert "Follow whenever I can pay" in reply.text, reply.text
        state = _state(world, table)
        assert not any(d.reactive for d in TEG.pending(state)), "the open prompt was answered"
        with world.db() as db:
            last = db.execute(
                "SELECT option_id, source FROM actions WHERE game_id = ? AND seat = ? ORDER BY n DESC LIMIT 1",
                (table.game_id, follower),
            ).fetchone()
            order = db.execute("SELECT kind, order_id FROM standing_orders WHERE game_id = ?", (table.game_id,))
            assert list(order) == [("teg.follow", "always")]
        assert last == ("f", "standing")
        settings = await world.command(rival, "orrery settings", table=table.game_id)
        assert "Follow whenever I can pay" in settings.text, settings.text
        assert world.bot.alive


async def test_teg_a_rival_who_never_answers_holds_the_active_player_only_for_the_window(tmp_path, monkeypatch) -> None:
    """Carol never answers a follow. Alice chooses her next step while the follow is open; it
    is played in the very move that closes Carol's window, and her whole turn brings her one
    mention and one DM (the turn's own), however the follow round went."""
    monkeypatch.setenv("ORRERY_TICK_SECONDS", "0.5")
    async for world in _world(tmp_path, "teg"):
        await _silent_rival_turn(world)


async def _silent_rival_turn(world: World) -> None:
    from games.teg import GAME as TEG

    table = await world.open_table("alice", ["bob", "carol"], options="goal=15")
    alice, carol = table.seats["alice"], table.seats["carol"]
    seen: dict[str, str] = {}  # thread posts as first posted (an edit pings nobody)

    async def look() -> None:
        await world.wait_outbox_drained(rows=False)
        for m in await world.api.messages("alice", channel_id=table.thread_id):
            seen.setdefault(m["id"], m["content"])

    while len(TEG.pending(_state(world, table))) > 1:  # every mission but the last
        d = TEG.pending(_state(world, table))[0]
        await _choose(world, table, _user_of(table, d.seat), d.default)
    await look()
    since = await _last_message_id(world)
    d = TEG.pending(_state(world, table))[0]
    await _choose(world, table, _user_of(table, d.seat), d.default)  # alice's turn begins
    assert _state(world, table)["turn"]["seat"] == alice
    await look()
    plan = _plan_a_follow(_state(world, table))
    assert plan is not None, "no way for alice to open a follow both rivals are asked"
    panel = None
    for seat, choice in plan:
        panel = await world.command(_user_of(table, seat), "orrery move", option=choice, table=table.game_id)
        assert panel.text.startswith("Done:"), panel.text
        await look()
    assert "may still answer" in panel.text, panel.text  # her panel offers her next step ahead
    ahead = [c for c in custom_ids(panel.message) if c.startswith(f"orrery:a:{table.game_id}:")]
    end = next(c for c in ahead if c.endswith(":end"))
    await _choose(world, table, "bob", "p")  # bob answers at once; carol never does
    await look()
    # the board offers her the same through "Choose…" (she may have closed her panel)
    board = await world.latest_board(table, after=0)
    offer = await world.press("alice", board["id"], f"orrery:d:{table.game_id}")
    assert "may still answer" in offer.text and end in custom_ids(offer.message), offer.text
    noted = await world.press("alice", offer.message["id"], end)
    assert noted.text.startswith("Noted:"), noted.text
    assert TEG.to_act(_state(world, table)) == [carol], "the follow still waits for carol"

    # carol's window (the table's default, 30 minutes) passes
    with world.db() as db:
        (hours,) = db.execute("SELECT react_hours FROM games WHERE id = ?", (table.game_id,)).fetchone()
    assert hours == 0.5
    await _backdate(world, table, carol, hours=hours + 0.01)
    await _until(lambda: any(s == alice and src == "ahead" for s, src in _sources(world, table)), what="ahead")
    sources = _sources(world, table)
    at = sources.index((alice, "ahead"))
    assert sources[at - 1] == (carol, "window"), "her step was played in the move that closed the window"
    if TEG.to_act(_state(world, table)) == [alice]:  # unused dice: she confirms the end
        await _choose(world, table, "alice", "yes")
    await _until(lambda: _state(world, table)["turn"]["seat"] != alice, what="alice's turn to end")
    await look()

    posts = [content for mid, content in seen.items() if int(mid) > since]
    pings = [p for p in posts if f"<@{world.ids['alice']}>" in p]
    assert len(pings) == 1, pings
    dms = [m for m in await world.api.dms("alice") if int(m["id"]) > since]
    assert len(dms) == 1 and "your turn" in dms[0]["content"], [m["content"] for m in dms]
    assert world.bot.alive


def _sources(world: World, table: Table) -> list[tuple[int, str]]:
    with world.db() as db:
        return db.execute("SELECT seat, source FROM actions WHERE game_id = ? ORDER BY n", (table.game_id,)).fetchall()
