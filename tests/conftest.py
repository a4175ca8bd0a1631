from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # the toy game and the doubles live beside the tests


class FakeClock:
    def __init__(self, start: float = 1_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, hours: float = 0, seconds: float = 0) -> None:
        self.now += hours * 3600 + seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


# --- no process outlives the test run ------------------------------------------------------------
# Tests start bots (tests/e2e), doubles and AI worker pools. Whatever they start must be ended,
# even when a test fails: at the end of the session we look for any that remain (children of
# this pytest, or orphans that carry this run's mark in their environment), report them, end them,
# and fail the run. The mark, not the command line, tells our orphans from other programs that
# happen to run from the same checkout or interpreter at the same time.

ROOT = Path(__file__).resolve().parents[1]
_BEFORE: set[int] = set()
RUN_MARK = "ORRERY_TEST_RUN"


def _processes() -> dict[int, tuple[int, str]]:
    """pid -> (ppid, command line) of every live process (Linux /proc; empty elsewhere)."""
    found: dict[int, tuple[int, str]] = {}
    proc = Path("/proc")
    if not proc.is_dir():
        return found
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            args = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if fields[0] != "Z":
            found[int(entry.name)] = (int(fields[1]), args)
    return found


def _leftovers() -> dict[int, str]:
    table = _processes()
    me = os.getpid()
    mine: set[int] = set()
    grew = True
    while grew:  # every descendant of this process
        grew = False
        for pid, (ppid, _) in table.items():
            if pid not in mine and (ppid == me or ppid in mine):
                mine.add(pid)
                grew = True
    ancestors: set[int] = set()
    pid = me
    while pid in table and pid not in ancestors:  # what runs this pytest (a shell, `timeout`) is not a leftover
        ancestors.add(pid)
        pid = table[pid][0]
    orphans = {
        pid
        for pid, (ppid, args) in table.items()
        if ppid == 1 and _ours(pid, args) and pid not in _BEFORE and pid not in ancestors
    }
    return {pid: table[pid][1] for pid in sorted(mine | orphans)}


def _ours(pid: int, args: str) -> bool:
    """Started by this test run: its environment carries the run's mark (inherited from pytest)."""
    try:
        environ = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return False
    return f"{RUN_MARK}={os.environ[RUN_MARK]}".encode() in environ.split(b"\0")


def pytest_configure(config: pytest.Config) -> None:
    # before xdist starts its workers, so they and everything they start inherit the mark
    os.environ.setdefault(RUN_MARK, f"{os.getpid()}-{time.time_ns()}")


def pytest_sessionstart(session: pytest.Session) -> None:
    _BEFORE.update(pid for pid, (ppid, args) in _processes().items() if ppid == 1 and _ours(pid, args))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    deadline = time.monotonic() + 5  # a process told to stop may take a moment
    left = _leftovers()
    while left and time.monotonic() < deadline:
        time.sleep(0.2)
        left = _leftovers()
    if not left:
        return
    lines = "\n".join(f"  {pid}: {args[:160]}" for pid, args in left.items())
    sys.stderr.write(f"\nFAILED: {len(left)} process(es) started by the tests still run; ending them:\n{lines}\n")
    for pid in left:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    session.exitstatus = pytest.ExitCode.TESTS_FAILED


# --- the two store backends --------------------------------------------------------------------
# The store's and the service's tests run on SQLite and on PostgreSQL. One real PostgreSQL server
# runs per test session (per worker process with xdist), started at the first test that needs it
# and always stopped at the end; each test gets a database of its own.


@pytest.fixture(scope="session")
def pg_server():
    from postgres_server import PostgresMissing, PostgresServer

    try:
        server = PostgresServer()
    except PostgresMissing as exc:
        pytest.fail(str(exc), pytrace=False)  # never skipped: a missing server is a failure
    try:
        server.start()
        server.prepare_template()
        yield server
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path) -> str:
    """Where a test's store lives: an SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield str(tmp_path / "orrery.sqlite3")
        return
    server = request.getfixturevalue("pg_server")
    url = server.database()
    yield url
    server.drop(url)
