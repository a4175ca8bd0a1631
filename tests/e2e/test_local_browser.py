"""``orrery local`` played in a real browser: headless Chromium, driven by Selenium, opens a
table as Alice from the page's command line (with its completion), seats two AI players, plays
several turns by clicking the buttons of her DMs, sees her hand and the board arrive; a second
tab, as Bob, sees the table but neither Alice's DMs nor her ephemeral replies. Ctrl-C then stops
the launcher, the bot and its workers, leaving no process behind."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.harness import ROOT, children_of, is_running

CHROME_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1280,1000",
)
INSTALL = "apt-get install -y chromium chromium-driver (Debian), and pip install -e '.[test]' for Selenium"
_ADDRESS = re.compile(r"(http://127\.0\.0\.1:\d+/)")
_MOVE = re.compile(r"· turn (\d+)\.")


def _browser_paths() -> tuple[str, str]:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if chromium is None or driver is None:
        pytest.fail(f"the browser test needs Chromium and its driver: {INSTALL}")
    try:
        import selenium  # noqa: F401
    except ImportError:
        pytest.fail(f"the browser test needs Selenium: {INSTALL}")
    return chromium, driver


def _launch(folder: Path) -> tuple[str, subprocess.Popen]:
    """``orrery local`` on a free port in ``folder``: its address, once it prints it, and its process."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), ORRERY_BOARD_EDIT_SECONDS="0.3")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "local", "--port", "0"],
        cwd=folder,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    line = proc.stdout.readline()  # the one line it prints once the bot is connected
    m = _ADDRESS.search(line)
    if m is None:
        _end(proc)
        raise AssertionError(f"no address from orrery local: {line}{proc.stdout.read()}")
    return m.group(1), proc


def _end(proc: subprocess.Popen) -> None:
    """Whatever went wrong, nothing of it outlives the test."""
    if proc.poll() is None:
        family = _family(proc.pid)
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()
        for pid in family:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


@pytest.fixture
def local(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen]]:
    url, proc = _launch(tmp_path)
    try:
        yield url, proc
    finally:
        _end(proc)


def _family(pid: int) -> list[int]:
    """Every live descendant of ``pid``."""
    out, todo = [], [pid]
    while todo:
        kids = children_of(todo.pop())
        out.extend(kids)
        todo.extend(kids)
    return out


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    chromium, driver_path = _browser_paths()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for flag in CHROME_FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="chromium-", dir=tmp_path)
    options.add_argument(f"--user-data-dir={profile}")
    options.binary_location = chromium
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        for n, handle in enumerate(driver.window_handles):  # what each tab showed last, for a failure
            with contextlib.suppress(Exception):
                driver.switch_to.window(handle)
                driver.save_screenshot(str(tmp_path / f"tab-{n}.png"))
        driver.quit()


def wait(what: str, probe: Callable[[], Any], timeout: float = 60.0) -> Any:
    """Polls ``probe`` until it returns something true. The page redraws what changed as the bot
    answers: an element gone stale, or covered or moved at the moment of a click, counts as not yet."""
    from selenium.common.exceptions import (
        ElementClickInterceptedException,
        ElementNotInteractableException,
        StaleElementReferenceException,
    )

    transient = (StaleElementReferenceException, ElementClickInterceptedException, ElementNotInteractableException)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(*transient):
            found = probe()
            if found:
                return found
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


class Page:
    """One tab of the web client, as one member."""

    def __init__(self, driver: Any, handle: str) -> None:
        self.driver, self.handle = driver, handle

    def css(self, selector: str) -> list[Any]:
        from selenium.webdriver.common.by import By

        self.driver.switch_to.window(self.handle)
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def texts(self) -> list[str]:
        """The messages on screen as text (read again if the page redrew one meanwhile)."""
        return wait("the messages", lambda: [[m.text for m in self.css("#messages .msg")]])[0]

    def open(self, selector: str) -> None:
        self.click(selector)
        wait(f"{selector} active", lambda: "active" in self.css(selector)[0].get_attribute("class"))

    def click(self, selector: str, last: bool = False) -> None:
        """Clicks the first (or last) element ``selector`` finds, again if the page redrew it meanwhile."""

        def clicked() -> bool:
            found = self.css(selector)
            if found:
                found[-1 if last else 0].click()
            return bool(found)

        wait(f"{selector} to click", clicked)

    def type(self, text: str) -> None:
        self.css("#command")[0].send_keys(text)

    def suggestion(self, label: str) -> None:
        """Waits for ``label`` among the suggestions and takes it (Tab takes the highlighted one).
        When the bot's options fail to load (its answer came after Discord's 3 s, as a first
        autocomplete on a loaded machine can), types the last key again, as a member would."""
        from selenium.webdriver.common.keys import Keys

        def found() -> bool:
            items = self.css("#suggestions li")
            if items and items[0].get_attribute("class") == "failed":
                last = self.css("#command")[0].get_attribute("value")[-1]
                self.type(Keys.BACKSPACE + last)
                return False
            return bool(items) and label.lower() in items[0].text.lower()

        wait(f"the suggestion {label!r}", found, timeout=30)
        self.type(Keys.TAB)

    def command(self, text: str) -> None:
        from selenium.webdriver.common.keys import Keys

        self.type(text + Keys.ENTER)
        wait("the command sent", lambda: self.css("#command")[0].get_attribute("value") == "", timeout=20)


def test_local_solo_game_in_a_browser(browser: Any, local: tuple[str, subprocess.Popen], tmp_path: Path) -> None:
    url, proc = local
    browser.get(url + "?as=alice")
    alice = Page(browser, browser.current_window_handle)
    wait("the server's channel", lambda: alice.css("#channels li.text.active"))

    # /orrery new, with Discord's completion of the subcommand and of the game's choices
    alice.type("/orrery ne")
    alice.suggestion("/orrery new")
    alice.type("game:plun")
    alice.suggestion("Andromeda")
    alice.command("players:3")
    opened = wait("the table's number", lambda: [t for t in alice.texts() if "Table #" in t and "open" in t])
    table = re.search(r"Table #(\d+)", opened[0]).group(1)
    assert "Only you can see this" in opened[0]
    for _ in range(2):  # the table offered by the bot's own autocomplete
        alice.type("/orrery ai table:")
        alice.suggestion(f"#{table}")
        alice.command("")
    wait("two AI seats", lambda: sum("AI player" in t for t in alice.texts()) == 2)
    alice.command(f"/orrery start table:{table}")

    alice.open("#channels li.thread")
    board = wait("the board", lambda: alice.css("#messages .msg img.pic"))
    assert _shown(board[-1])

    db = tmp_path / "orrery-local.sqlite3"
    _play(alice, db, int(table), turns=6)
    actions = _records(db, "SELECT n, seat FROM actions WHERE game_id = ?", int(table))
    seats = [seat for _, seat in actions]
    assert seats.count(0) == 6 and {1, 2} <= set(seats), seats  # her six, and the AI seats played too
    last_ai = max(n for n, seat in actions if seat != 0)
    turn_after_ai = _public_turn(db, int(table), last_ai)
    alice.open("#channels li.thread")

    def latest() -> int:
        boards = [int(_MOVE.findall(t)[-1]) for t in alice.texts() if _MOVE.search(t)]
        return max(boards, default=-1)

    # the board shows the machines' moves (a step inside Alice's own turn may not be on it yet)
    wait("the board after the AI seats' last move", lambda: latest() >= turn_after_ai)
    wait("the board pictures", lambda: all(_loaded(i) for i in alice.css("#messages img.pic")))
    browser.execute_script("const m = document.getElementById('messages'); m.scrollTop = m.scrollHeight;")
    browser.save_screenshot(str(tmp_path / "thread.png"))

    # her DMs: her hand with the board's portals, drawn for her alone (a DM she pressed in shows
    # it as her panel, which keeps it once her turn is done)
    alice.open("#dms li")
    hands = wait(
        "Alice's hand",
        lambda: [i for i in alice.css("#messages img.pic") if _named(i, "private") or _named(i, "panel")],
    )
    assert _shown(hands[-1])
    alice_dms = alice.texts()

    # a second tab, Bob: the table's thread yes; Alice's DMs and ephemeral replies no
    browser.switch_to.new_window("tab")
    browser.get(url + "?as=bob")
    bob = Page(browser, browser.current_window_handle)
    wait("Bob's channel", lambda: bob.css("#channels li.text.active"))
    channel = bob.texts()
    assert any(f"table #{table}" in t for t in channel), channel
    assert not any("Only you can see this" in t or "AI player" in t or "Table #" in t for t in channel), channel
    bob.open("#channels li.thread")
    wait("the board, for Bob", lambda: bob.css("#messages img.pic"))
    assert not any("Only you can see this" in t for t in bob.texts())
    bob.open("#dms li")
    wait("Bob's empty DMs", lambda: bob.texts() == [] and bob.css("#messages .empty"))
    assert not any(t in " ".join(bob.texts()) for t in alice_dms if t)

    _stop(proc)


def _play(page: Page, db: Path, game_id: int, turns: int) -> None:
    """Alice makes ``turns`` decisions with the buttons and selects of her DMs, each on the
    controls of the decision the bot waits on her for (its records say which: older controls
    stay on the page, as on Discord)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    page.open("#dms li")
    for made in range(turns):
        stamped = wait(f"Alice's turn ({made + 1})", lambda: [v for v in [_stamp(db, game_id)] if v is not None])
        version = stamped[0]  # (version 0 is a version: hence the list)
        current = (f"orrery:o:{game_id}:{version}:", f"orrery:s:{game_id}:{version}:")

        def act(current: tuple[str, str] = current) -> bool:
            for message in reversed(page.css("#messages .msg")):
                for c in message.find_elements(By.CSS_SELECTOR, "[data-custom-id]"):
                    cid = c.get_attribute("data-custom-id")
                    if c.is_enabled() and cid.startswith(current) and not cid.endswith("back"):
                        if c.tag_name == "select":
                            Select(c).select_by_index(1)  # the first option after the placeholder
                        else:
                            c.click()
                        return True
            return False

        wait(f"the controls of Alice's decision {made + 1}", act, timeout=60)
        wait("her move taken", lambda v=version: _stamp(db, game_id) != v, timeout=30)


def _public_turn(db: Path, table: int, upto: int) -> int:
    """The turn number the table's public view (and so its board's caption) shows after action
    ``upto``: the game replayed from its seed and action log."""
    from games import registry

    [(game, options, seed)] = _records(db, "SELECT game, options, seed FROM games WHERE id = ?", table)
    [(players,)] = _records(db, "SELECT COUNT(*) FROM seats WHERE game_id = ?", table)
    engine = registry.get(game)
    state = engine.new(players, json.loads(options), seed)
    for seat, option_id in _records(
        db, "SELECT seat, option_id FROM actions WHERE game_id = ? AND n <= ? ORDER BY n", table, upto
    ):
        state = engine.apply(state, seat, option_id)
    return engine.view(state, None)["turn"]


def _records(db: Path, sql: str, *args: Any) -> list[tuple]:
    with contextlib.closing(sqlite3.connect(db, timeout=10)) as c:
        return c.execute(sql, args).fetchall()


def _stamp(db: Path, game_id: int, seat: int = 0) -> int | None:
    """The table version at which the bot asked ``seat`` its current decision (None: not waiting on it)."""
    rows = _records(db, "SELECT waiting FROM games WHERE id = ?", game_id)
    entry = json.loads(rows[0][0]).get(str(seat)) if rows else None
    return None if entry is None else entry["v"]


def _named(img: Any, name: str) -> bool:
    return name in (img.get_attribute("alt") or "")


def _loaded(img: Any) -> bool:
    return bool(img.get_attribute("complete") == "true" and int(img.get_attribute("naturalWidth") or 0) > 0)


def _shown(img: Any) -> bool:
    """Loaded, and drawn no larger than Discord shows a picture inline: 550 x 350 as an
    attachment, 400 x 300 as an embed's image."""
    from selenium.webdriver.common.by import By

    wait("the picture", lambda: _loaded(img))
    embedded = img.find_elements(By.XPATH, "ancestor::div[contains(@class, 'embed')]")
    width, height = (400, 300) if embedded else (550, 350)
    size = img.size
    return 0 < size["width"] <= width and 0 < size["height"] <= height


def _stop(proc: subprocess.Popen, how: signal.Signals = signal.SIGINT) -> None:
    """Ctrl-C (or SIGTERM): the launcher stops the bot (and its workers) and the double, exit 0,
    nothing left."""
    family = _family(proc.pid)
    assert family, "the bot is not a child of orrery local"
    proc.send_signal(how)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0, out
    left = [pid for pid in family if is_running(pid)]
    assert not left, f"processes left after {how.name}: {left}"


def _api(url: str, path: str, body: dict | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url + path, data, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as r:
        return json.load(r)


def _channel_texts(url: str, member: str = "alice") -> list[str]:
    channel = next(c for c in _api(url, f"app/state?member={member}")["channels"] if c["type"] == 0)
    return [m["content"] for m in _api(url, f"app/messages?member={member}&channel_id={channel['id']}")]


def test_local_stops_on_sigterm_and_keeps_its_tables(tmp_path: Path) -> None:
    """SIGTERM stops it as cleanly as Ctrl-C; a table opened before a restart is still there
    after it, in the bot's database and in the local Discord (its lobby message, edited in place)."""
    url, proc = _launch(tmp_path)
    try:
        _api(
            url,
            "app/interactions",
            {
                "member": "alice",
                "kind": "command",
                "command": "orrery new",
                "options": {"game": "plunder", "players": 3},
            },
        )
        lobby = wait("the lobby", lambda: [t for t in _channel_texts(url) if "Seats: 1 of 3" in t])
        _stop(proc, signal.SIGTERM)
    finally:
        _end(proc)
    assert (tmp_path / "orrery-local.sqlite3").exists() and (tmp_path / "orrery-local.double.json").exists()

    url, proc = _launch(tmp_path)
    try:
        assert lobby[0] in _channel_texts(url, "bob")
        _api(
            url,
            "app/interactions",
            {"member": "alice", "kind": "command", "command": "orrery ai", "options": {"table": 1}},
        )
        wait("the AI seated at the same table", lambda: any("Seats: 2 of 3" in t for t in _channel_texts(url)))
        assert sum("Seats:" in t for t in _channel_texts(url)) == 1  # the same lobby message, edited
        _stop(proc)
    finally:
        _end(proc)
