"""The product's structure (#17): no import cycles among its packages."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from games import registry
from games.core import Engine

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "db", "games", "renderers")


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    """Every product module and the product modules it imports, at the top or inside functions.

    ``from a import b`` counts as importing ``a.b`` when that is a module, else ``a``; importing
    ``a.b`` also runs ``a``'s ``__init__``, but that edge is left out: a package's ``__init__``
    importing its own submodules is the usual shape, not a cycle worth reporting.
    """
    modules = {
        _module_name(p, root): p
        for package in packages
        for p in (root / package).rglob("*.py")
        if "tools" not in p.parts
    }
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    here = name.split(".") if is_package else name.split(".")[:-1]
                    here = here[: len(here) - (node.level - 1)]
                    base = ".".join([*here, base] if base else here)
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(frozenset(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_cycle_finder_finds_a_cycle_through_an_import_inside_a_function(tmp_path):
    pkg = tmp_path / "games"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from games import b\n")
    (pkg / "b.py").write_text("def later():\n    from games.a import x\n")
    (pkg / "c.py").write_text("import games.a\n")
    assert cycles(import_graph(tmp_path, ("games",))) == [frozenset({"games.a", "games.b"})]


def test_no_import_cycles_among_the_products_packages():
    found = cycles(import_graph())
    assert not found, "import cycles: " + "; ".join(" <-> ".join(sorted(c)) for c in found)


#: an SQL statement's opening words, or a call that runs one on a connection
_SQL = re.compile(
    r"\b(SELECT\b[^\n]*\bFROM|INSERT\s+(OR\s+\w+\s+)?INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|"
    r"(CREATE|DROP|ALTER)\s+(TABLE|INDEX|VIEW)|PRAGMA\s+\w+)\b"
    r"|\.(execute|execute_fetchall|executemany|executescript)\("
)


def sql_in(root: Path, package: str = "bot") -> list[str]:
    """``file:line: text`` of every line of ``package`` that holds SQL or runs it."""
    found = []
    for path in sorted((root / package).rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if _SQL.search(line):
                found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    return found


def test_the_sql_finder_finds_statements_and_calls_but_not_words(tmp_path):
    pkg = tmp_path / "bot"
    pkg.mkdir()
    (pkg / "a.py").write_text(
        'rows = await db.execute_fetchall("SELECT attempts FROM outbox WHERE id = ?", (1,))\n'
        'await db.execute("UPDATE outbox SET error = ? WHERE id = ?", ("x", 1))\n'
        'sql = "DELETE FROM standing_orders WHERE game_id = ?"\n'
        "PER_SELECT = 25  # a select menu: SELECT_LABEL_MAX is no statement\n"
        'text = "Select a card from your hand, then update the board."\n'
    )
    assert [line.split(":")[1] for line in sql_in(tmp_path)] == ["1", "2", "3"]


def test_no_sql_in_the_bot_all_of_it_lives_in_db():
    """The session service and the adapter reach the database only through ``db/``'s functions,
    so a second database (PostgreSQL) needs no change in ``bot/``."""
    found = sql_in(ROOT)
    assert not found, "SQL in bot/ (move it into db/):\n" + "\n".join(found)


@pytest.mark.parametrize("game", registry.all(), ids=[g.id for g in registry.all()])
def test_no_engine_overrides_apply(game):
    """``Engine.apply`` is the one road from a choice to a new state (it refuses, copies and
    logs); a game brings its rules through the hooks, so no engine replaces it."""
    assert type(game).apply is Engine.apply, f"{game.id} overrides Engine.apply"


def test_the_readme_is_read_in_five_minutes_and_the_record_of_runs_lives_in_docs():
    """The README says what Orrery is and how to start; the history of measurements and the
    reference pages live in ``docs/`` (a README that grows into a diary is read by nobody)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) < 250
    for page in ("benchmarks", "playing", "running-a-server", "operations", "contributing"):
        assert (ROOT / "docs" / f"{page}.md").is_file(), page
        assert f"docs/{page}.md" in readme, f"the README does not point to docs/{page}.md"
