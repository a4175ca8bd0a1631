"""A real PostgreSQL server for the tests: started once per test session on 127.0.0.1 and a
free port, in a temporary folder, and always stopped. Each test gets a database of its own,
copied from a template that already holds Orrery's schema.

The server programs come from the system's PostgreSQL (Debian puts them under
``/usr/lib/postgresql/<version>/bin``; ``ORRERY_PG_BIN`` names another folder). PostgreSQL
refuses to run as root: as root, the server runs as the ``postgres`` system user.
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

TEMPLATE = "orrery_template"
USER = "orrery"

# A guardian process holds the read end of a pipe from the test session: when the session ends,
# however it ends (even killed by a timeout, when no teardown runs), the pipe closes and the
# guardian stops the server and removes its folder.
_GUARDIAN = """
import shutil, subprocess, sys
sys.stdin.buffer.read()
subprocess.run(sys.argv[2:], capture_output=True, timeout=120)
shutil.rmtree(sys.argv[1], ignore_errors=True)
"""


def _unmarked() -> dict[str, str]:
    """The environment without the test run's mark (tests/conftest.py): with xdist, the worker
    that finishes first ends the marked orphans it finds, which would be another worker's
    server. The server and its guardian are stopped by this module instead."""
    return {k: v for k, v in os.environ.items() if k != "ORRERY_TEST_RUN"}


class PostgresMissing(RuntimeError):
    pass


def server_programs() -> Path:
    """The folder holding ``initdb`` and ``pg_ctl``; ``PostgresMissing`` says how to get them."""
    wanted = os.environ.get("ORRERY_PG_BIN")
    folders = [wanted] if wanted else sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    on_path = shutil.which("initdb")
    if not wanted and on_path:
        folders.append(str(Path(on_path).parent))
    for folder in folders:
        if folder and (Path(folder) / "initdb").is_file() and (Path(folder) / "pg_ctl").is_file():
            return Path(folder)
    raise PostgresMissing(
        "The PostgreSQL tests need a PostgreSQL server's programs (initdb, pg_ctl), and none were found "
        f"in {wanted or '/usr/lib/postgresql/*/bin or on PATH'}. Install them (Debian/Ubuntu: "
        "`apt-get install -y postgresql`; .ci/run does this) or set ORRERY_PG_BIN to their folder."
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresServer:
    """One throwaway server. ``start()``, then ``database()`` per test, then ``stop()``."""

    def __init__(self) -> None:
        self.bin = server_programs()
        self.as_root = os.geteuid() == 0
        self.folder = Path(tempfile.mkdtemp(prefix="orrery-pg-"))
        self.data = self.folder / "data"
        self.port = _free_port()
        self._names = itertools.count(1)
        self.pid: int | None = None
        self._guardian: subprocess.Popen | None = None

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        command = [*(["runuser", "-u", "postgres", "--"] if self.as_root else []), *args]
        return subprocess.run(command, check=check, capture_output=True, text=True, timeout=60, env=_unmarked())

    def _stop_command(self) -> list[str]:
        pg_ctl = [str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop"]
        return [*(["runuser", "-u", "postgres", "--"] if self.as_root else []), *pg_ctl]

    def start(self) -> None:
        # its own session: a Ctrl-C meant for the tests does not reach it before it has acted
        self._guardian = subprocess.Popen(
            [sys.executable, "-c", _GUARDIAN, str(self.folder), *self._stop_command()],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            env=_unmarked(),
        )
        if self.as_root:
            shutil.chown(self.folder, "postgres")
        initdb = self._run(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", USER, "-N", check=False)
        if initdb.returncode != 0:
            raise RuntimeError(f"initdb failed: {initdb.stderr.strip()[-400:]}")
        # durability is not under test here: skipping fsync keeps database creation fast
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        log = self.folder / "server.log"
        started = self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options, "-l", str(log), "-w",
                            "start", check=False)  # fmt: skip
        if started.returncode != 0:
            tail = log.read_text()[-600:] if log.exists() else started.stderr
            raise RuntimeError(f"PostgreSQL did not start: {tail.strip()}")
        self.pid = int((self.data / "postmaster.pid").read_text().split()[0])
        self.sql("postgres", f"CREATE DATABASE {TEMPLATE}")

    def url(self, database: str) -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    def sql(self, database: str, statement: str) -> str:
        """Runs one statement through psql (no event loop needed); returns its output."""
        done = subprocess.run(
            ["psql", "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-d", self.url(database), "-c", statement],
            capture_output=True,
            text=True,
            timeout=60,
        )
        if done.returncode != 0:
            raise RuntimeError(f"psql failed on {statement!r}: {done.stderr.strip()}")
        return done.stdout.strip()

    def prepare_template(self) -> None:
        """Gives the template Orrery's schema, so each test's copy starts migrated."""
        import asyncio

        from db.store import Store

        async def migrate() -> None:
            store = await Store.open(self.url(TEMPLATE))
            await store.close()

        asyncio.run(migrate())

    def database(self, empty: bool = False) -> str:
        """A new database (a copy of the migrated template, or an empty one); its URL."""
        name = f"t{next(self._names)}"
        template = "template0" if empty else TEMPLATE
        self.sql("postgres", f"CREATE DATABASE {name} TEMPLATE {template}")
        return self.url(name)

    def drop(self, url: str) -> None:
        name = url.rsplit("/", 1)[1]
        with contextlib.suppress(RuntimeError):
            self.sql("postgres", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def stop(self) -> None:
        """Stops the server (fast: open connections are cut) and removes its folder."""
        stopped = False
        try:
            if self.data.exists():
                done = subprocess.run(self._stop_command(), capture_output=True, timeout=120)
                stopped = done.returncode == 0
        finally:
            if self.pid is not None and not stopped:  # it must not outlive the tests
                with contextlib.suppress(ProcessLookupError):
                    os.kill(self.pid, signal.SIGKILL)
            self.pid = None
            shutil.rmtree(self.folder, ignore_errors=True)
            if self._guardian is not None:  # nothing left for it to do
                self._guardian.stdin.close()
                self._guardian.wait(timeout=60)
