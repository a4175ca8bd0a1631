"""The product's structure: no import cycles among its packages, each layer importing only what
its rule allows, no SQL outside ``db/``, and the size and words of the product's code."""

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


def _modules(root: Path, packages: tuple[str, ...]) -> dict[str, Path]:
    return {
        _module_name(p, root): p
        for package in packages
        for p in (root / package).rglob("*.py")
        if "tools" not in p.parts
    }


def imported_names(name: str, path: Path, modules: dict[str, Path] | None = None) -> list[str]:
    """The absolute names module ``name`` (at ``path``) imports, at the top or inside functions;
    ``from a import b`` names ``a.b`` when that is one of ``modules``, else ``a``."""
    modules = modules or {}
    is_package = path.name == "__init__.py"
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = name.split(".") if is_package else name.split(".")[:-1]
                here = here[: len(here) - (node.level - 1)]
                base = ".".join([*here, base] if base else here)
            found += [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
    return found


def import_graph(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    """Every product module and the product modules it imports, at the top or inside functions.

    ``from a import b`` counts as importing ``a.b`` when that is a module, else ``a``; importing
    ``a.b`` also runs ``a``'s ``__init__``, but that edge is left out: a package's ``__init__``
    importing its own submodules is the usual shape, not a cycle worth reporting.
    """
    modules = _modules(root, packages)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for target in imported_names(name, path, modules):
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


#: the packages whose imports the layer rules judge (anything else is a library)
JUDGED = ("bot", "db", "games", "renderers", "discord_double", "bench", "discord")
_BELOW_BOT = ("games", "db", "renderers")
#: what each part of the product may import (the part itself, and what it names here, each with
#: everything under it); a module is held to the rule of the longest part its name starts with.
#: Only the Discord adapter imports ``discord``; ``bot.cli`` (the command line) may import anything.
LAYERS: dict[str, tuple[str, ...]] = {
    "bot": ("bot.cli",),
    "bot.cli": JUDGED,
    "bot.config": (),
    "bot.words": ("games",),
    "bot.outbox": ("bot.words", "bot.config", *_BELOW_BOT),
    "bot.play": ("bot.outbox", "bot.words", "bot.config", *_BELOW_BOT),
    "bot.adapter": ("bot.play", "bot.outbox", "bot.words", "bot.config", *_BELOW_BOT, "discord"),
    "db": (),
    "games": ("renderers",),
    "renderers": (),
}


def _under(name: str, part: str) -> bool:
    return name == part or name.startswith(part + ".")


def layer_breaches(root: Path = ROOT, rules: dict[str, tuple[str, ...]] = LAYERS) -> list[str]:
    """``module imports name`` for every import a module's layer rule does not allow."""
    packages = tuple(sorted({part.split(".")[0] for part in rules}))
    modules = _modules(root, packages)
    found = []
    for name, path in sorted(modules.items()):
        part = max((p for p in rules if _under(name, p)), key=len, default=None)
        if part is None:
            continue
        allowed = (part, *rules[part])
        for target in imported_names(name, path, modules):
            if target.split(".")[0] in JUDGED and not any(_under(target, a) for a in allowed):
                found.append(f"{name} imports {target}")
    return found


def test_the_layer_checker_finds_an_import_its_rule_forbids(tmp_path):
    for package in ("bot", "bot/play", "bot/adapter"):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / "bot" / "play" / "moves.py").write_text("import discord\nfrom bot.play import turns\n")
    (tmp_path / "bot" / "play" / "turns.py").write_text("def later():\n    from bot.adapter.client import run\n")
    (tmp_path / "bot" / "adapter" / "client.py").write_text("import discord\nfrom bot.play import moves\n")
    rules = {"bot.play": (), "bot.adapter": ("bot.play", "discord")}
    assert layer_breaches(tmp_path, rules) == [
        "bot.play.moves imports discord",
        "bot.play.turns imports bot.adapter.client",
    ]


def test_each_layer_imports_only_what_its_rule_allows():
    """The layers of ``bot/`` (each sub-package's docstring states its rule), and below them
    ``games``, ``db`` and ``renderers``, which never import the bot: the rules are ``LAYERS``."""
    found = layer_breaches()
    assert not found, "imports across the layers' rules:\n" + "\n".join(found)


def test_every_bot_module_belongs_to_a_layer_whose_package_states_its_rule():
    bot = ROOT / "bot"
    for sub in (p for p in bot.iterdir() if (p / "__init__.py").is_file()):
        assert f"bot.{sub.name}" in LAYERS, f"bot/{sub.name} has no import rule in LAYERS"
        docstring = ast.get_docstring(ast.parse((sub / "__init__.py").read_text(encoding="utf-8"))) or ""
        assert "Import rule:" in docstring, f"bot/{sub.name}/__init__.py does not state its import rule"
    for module in bot.glob("*.py"):
        assert module.stem in ("__init__", "__main__") or f"bot.{module.stem}" in LAYERS, module.name


HANDLERS = "bot.adapter.handlers"
#: the handler modules by topic, besides the one interaction wrapper they share
TOPICS = ("lobby", "play", "reading", "table_settings", "moderation", "history")


def test_the_buttons_call_their_handlers_directly():
    """A button's callback imports the handler it calls (no registry of answers by name): the
    handlers build their views from ``bot.adapter.views``, which imports no handler, so the
    components can import the handlers without a cycle."""
    graph = import_graph()
    buttons = {f"{HANDLERS}.{topic}" for topic in ("lobby", "play", "reading", "table_settings", "history")}
    assert buttons <= graph["bot.adapter.components"]
    assert not any(name.endswith("presses") for name in graph)
    for topic in ("play", "history"):
        assert "bot.adapter.views" in graph[f"{HANDLERS}.{topic}"]
    for name in (f"{HANDLERS}.{topic}" for topic in (*TOPICS, "wrapper")):
        assert "bot.adapter.components" not in graph[name], name


def test_handlers_by_topic_share_only_the_wrapper():
    """Each topic's handlers stand alone: they import the wrapper (which imports no handler),
    and the moderators' handlers where a server's tables open (``lobby``), nothing else."""
    graph = import_graph()
    assert set(TOPICS) | {"wrapper"} == {p.stem for p in (ROOT / "bot/adapter/handlers").glob("*.py")} - {"__init__"}
    allowed = {"moderation": {f"{HANDLERS}.lobby"}}
    for topic in (*TOPICS, "wrapper"):
        others = {n for n in graph[f"{HANDLERS}.{topic}"] if _under(n, HANDLERS)} - {f"{HANDLERS}.wrapper"}
        assert others <= allowed.get(topic, set()), f"{topic} imports {sorted(others)}"


def unwrapped_handlers(root: Path = ROOT) -> list[str]:
    """``module.function`` of each handler a command or a button calls (``topic.function`` in
    ``bot/adapter/commands.py`` and ``components.py``) that does not run its work inside
    ``guarded`` (the one wrapper), itself or through a helper of its module; autocompletes
    (``*_choices``) answer with choices instead, and the wrapper's own helpers are no handlers."""
    handlers = root / "bot" / "adapter" / "handlers"
    defined: dict[tuple[str, str], ast.AST] = {}
    for path in handlers.glob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.AsyncFunctionDef | ast.FunctionDef):
                defined[(path.stem, node.name)] = node
    called: set[tuple[str, str]] = set()
    for caller in ("commands.py", "components.py"):
        for node in ast.walk(ast.parse((root / "bot" / "adapter" / caller).read_text(encoding="utf-8"))):
            named = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            if named and (node.value.id, node.attr) in defined:
                called.add((node.value.id, node.attr))

    def wrapped(topic: str, name: str, seen: frozenset[str] = frozenset()) -> bool:
        calls = {ast.unparse(n.func) for n in ast.walk(defined[(topic, name)]) if isinstance(n, ast.Call)}
        local = {c for c in calls - seen if (topic, c) in defined}  # one of its module's own helpers
        return "guarded" in calls or any(wrapped(topic, c, seen | {name}) for c in local)

    return [
        f"{topic}.{name}"
        for topic, name in sorted(called)
        if topic != "wrapper" and not name.endswith("_choices") and not wrapped(topic, name)
    ]


def test_the_wrapper_finder_finds_a_handler_answering_on_its_own(tmp_path):
    (tmp_path / "bot" / "adapter" / "handlers").mkdir(parents=True)
    (tmp_path / "bot" / "adapter" / "handlers" / "play.py").write_text(
        "async def good(i):\n    await guarded(i, work)\n"
        "async def helped(i):\n    await good(i)\n"
        "async def bad(i):\n    await i.response.send_message('x')\n"
        "async def option_choices(i, c):\n    return []\n"
    )
    (tmp_path / "bot" / "adapter" / "commands.py").write_text("play.helped\nplay.bad\nplay.option_choices\n")
    (tmp_path / "bot" / "adapter" / "components.py").write_text("")
    assert unwrapped_handlers(tmp_path) == ["play.bad"]


def test_every_command_and_button_goes_through_the_one_wrapper():
    found = unwrapped_handlers()
    assert not found, "handlers that answer outside ``guarded``: " + ", ".join(found)


#: what posts or opens something in a channel, a thread or a DM
_POSTING = {"send", "create_thread", "start_private_message"}


def adapter_posts(root: Path = ROOT) -> list[str]:
    """``file:line: call`` of each post into a channel, thread or DM the adapter makes outside
    the delivery transport (``DiscordTransport`` in ``bot/adapter/client.py``): everything the
    bot says goes through the outbox. An interaction's own answers (``followup.send``) are not
    posts."""
    found = []
    for path in sorted((root / "bot" / "adapter").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        transport = {
            id(n)
            for cls in ast.walk(tree)
            if isinstance(cls, ast.ClassDef) and cls.name == "DiscordTransport"
            for n in ast.walk(cls)
        }
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            answer = ast.unparse(node.func.value).endswith("followup")
            if node.func.attr in _POSTING and id(node) not in transport and not answer:
                found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node.func)}")
    return found


def test_the_post_finder_finds_a_channel_send_outside_the_transport(tmp_path):
    (tmp_path / "bot" / "adapter").mkdir(parents=True)
    (tmp_path / "bot" / "adapter" / "client.py").write_text(
        "class DiscordTransport:\n    async def post(self, c):\n        await c.send('x')\n"
        "async def handler(interaction, channel):\n"
        "    await interaction.followup.send('ok')\n    await channel.send('lobby')\n"
    )
    assert adapter_posts(tmp_path) == ["bot/adapter/client.py:6: channel.send"]


def test_the_adapter_posts_only_through_the_outbox():
    found = adapter_posts()
    assert not found, "posts outside the delivery transport:\n" + "\n".join(found)


def service_reached(path: Path) -> set[str]:
    """The attributes a module reaches on ``self.service`` (``self.service.game`` -> "game")."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        inner = node.value if isinstance(node, ast.Attribute) else None
        if isinstance(inner, ast.Attribute) and inner.attr == "service" and ast.unparse(inner.value) == "self":
            found.add(node.attr)
    return found


def test_the_service_finder_sees_each_attribute_reached(tmp_path):
    (tmp_path / "d.py").write_text("x = self.service.clock()\nasync with self.service.core.board_gate(1): ...\n")
    assert service_reached(tmp_path / "d.py") == {"clock", "core"}


def test_delivery_reaches_the_service_only_through_its_narrow_protocol():
    """Delivery is handed the service as an ``OutboxOwner``: what it uses of it is declared there,
    so the outbox never depends on the service's parts."""
    from bot.outbox.delivery import OutboxOwner

    declared = {name for name in dir(OutboxOwner) if not name.startswith("_")} | set(OutboxOwner.__annotations__)
    used = service_reached(ROOT / "bot" / "outbox" / "delivery.py")
    assert used and used <= declared, f"delivery reaches undeclared parts of the service: {sorted(used - declared)}"


#: what the adapter may take from ``db``: the store to open, its records and errors, and the
#: pure helper that makes a member's name safe to show; reads and writes go through the service
_ADAPTER_FROM_DB = {"Store", "StoreError", "GameRecord", "Seat", "safe_name"}


def adapter_queries(root: Path = ROOT) -> list[str]:
    """``file:line: what`` of every way ``bot/adapter`` could reach the store's queries: a ``db``
    module imported whole, or a name of ``db`` beside the records, errors and name helper."""
    found = []
    for path in sorted((root / "bot" / "adapter").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names if _under(a.name, "db")]
            elif isinstance(node, ast.ImportFrom) and _under(node.module or "", "db"):
                whole = node.module == "db"
                names = [f"{node.module}.{a.name}" for a in node.names if whole or a.name not in _ADAPTER_FROM_DB]
            else:
                continue
            found += [f"{path.relative_to(root)}:{node.lineno}: {name}" for name in names]
    return found


def test_the_query_finder_finds_store_modules_and_functions_in_the_adapter(tmp_path):
    (tmp_path / "bot" / "adapter").mkdir(parents=True)
    (tmp_path / "bot" / "adapter" / "a.py").write_text(
        "from db import store as q\n"
        "from db.store import GameRecord, StoreError, load_game\n"
        "from db.ratings import leaderboard\n"
        "import db.moderation\n"
        "from games import registry\n"
    )
    assert [f.split(": ")[1] for f in adapter_queries(tmp_path)] == [
        "db.store",
        "db.store.load_game",
        "db.ratings.leaderboard",
        "db.moderation",
    ]


def test_the_adapter_asks_the_service_never_the_store():
    """Discord's handlers and transport read and write through the service (and delivery's
    narrow helpers), so that what a command shows is what the service decides."""
    found = adapter_queries()
    assert not found, "the adapter reaches db/ directly:\n" + "\n".join(found)


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


#: the product's packages whose functions are held to ``LONGEST_FUNCTION`` lines
PRODUCT = ("bot", "db", "games", "renderers", "discord_double", "bench")
LONGEST_FUNCTION = 60


def long_functions(root: Path = ROOT, packages: tuple[str, ...] = PRODUCT, limit: int = LONGEST_FUNCTION) -> list[str]:
    """``file:line name (N lines)`` of every function longer than ``limit`` lines, its docstring
    and decorators' lines aside from the count only where they stand above ``def``."""
    found = []
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    length = node.end_lineno - node.lineno + 1
                    if length > limit:
                        found.append(f"{path.relative_to(root)}:{node.lineno} {node.name} ({length} lines)")
    return found


def test_the_length_checker_finds_a_long_function_even_nested(tmp_path):
    (tmp_path / "bot").mkdir()
    body = "".join(f"        x{i} = {i}\n" for i in range(5))
    (tmp_path / "bot" / "a.py").write_text(
        "def short():\n    return 1\n\n\nclass A:\n    async def long(self):\n" + body + "        return 0\n"
    )
    assert long_functions(tmp_path, ("bot",), limit=6) == ["bot/a.py:6 long (7 lines)"]


def test_no_function_of_the_product_runs_over_sixty_lines():
    """A function that needs a scroll to read is split into well-named pieces (tests aside)."""
    found = long_functions()
    assert not found, f"functions over {LONGEST_FUNCTION} lines:\n" + "\n".join(found)


#: a game named in code: its id as a string or in an identifier (``"hope"``, ``games.teg``,
#: ``_plunder_arms``) or its name as players read it ("HOPE", "Planetarium"); the English words
#: "hope" and "example" (``.env.example``) name no game
_IDS = "plunder|orion|planetarium|hope|teg|example"
_GAME_NAMED = re.compile(
    rf"[\"']({_IDS})[\"']|\bgames\.({_IDS})\b|_({_IDS})(?![a-z0-9])|(?<![a-z0-9])({_IDS})_"
    r"|\b(Plunder|ORION|Orion|Planetarium|HOPE|TEG)\b"
)


def games_named_in(root: Path, package: str = "bot") -> list[str]:
    """``file:line: text`` of every line of ``package`` that names a game."""
    found = []
    for path in sorted((root / package).rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if _GAME_NAMED.search(line):
                found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    return found


def test_the_game_finder_finds_ids_names_and_identifiers_but_not_words(tmp_path):
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "a.py").write_text(
        'if engine.id == "hope":\n'
        "    roles = view['nope']  # HOPE's traitor\n"
        "def _teg_steps(): ...\n"
        'print("see .env.example")\n'
        "# we hope the example below is clear; a tegument is no game\n"
        "x = planetarium_arms()\n"
    )
    assert [line.split(":")[1] for line in games_named_in(tmp_path)] == ["1", "2", "3", "6"]


def test_the_bot_names_no_game_it_asks_the_games():
    """The bot learns what a game is through the engine contract and the registry, so that a new
    game needs no line of ``bot/``."""
    found = games_named_in(ROOT)
    assert not found, "games named in bot/ (ask the engine instead):\n" + "\n".join(found)


#: the project's history in its code: "issue 15", "issue #21", "(#18)", ``_add_issue21_commands``,
#: a work branch's name ("h12a")
_HISTORY = re.compile(r"(?i:\bissues?[\s_-]?#?\d+)|(?i:issue\d+)|\(#\d+\)|\bh\d{1,2}[a-z]\b")


def history_in(root: Path = ROOT, packages: tuple[str, ...] = PRODUCT) -> list[str]:
    """``file:line: text`` of every line of the product that names an issue or a branch."""
    found = []
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if _HISTORY.search(line):
                    found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    return found


def test_the_history_finder_finds_issues_and_branches_but_not_numbers(tmp_path):
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "a.py").write_text(
        "# the settings (issue 15)\n"
        "def _add_issue21_commands(): ...\n"
        '"""Who reads which language (#18)."""\n'
        "# may be named (h12a)\n"
        'text = "portal #4 (worth 2)"  # H2O, table #12, issues/155 in a link\n'
    )
    assert [line.split(":")[1] for line in history_in(tmp_path, ("bot",))] == ["1", "2", "3", "4"]


def test_the_product_says_why_not_when():
    """Code and comments explain themselves; which issue or branch brought them is git's record."""
    found = history_in()
    assert not found, "issue numbers or branch names in the product:\n" + "\n".join(found)


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


def message_keys_used(root: Path, keys: tuple[str, ...], package: str = "bot") -> dict[str, list[str]]:
    """Where in ``package`` each of the catalogue ``keys`` is named (``file:line``)."""
    found: dict[str, list[str]] = {key: [] for key in keys}
    for path in sorted((root / package).rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for key in keys:
                if f'"{key}"' in line:
                    found[key].append(f"{path.relative_to(root)}:{number}")
    return found


def test_the_key_finder_finds_each_use(tmp_path):
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "a.py").write_text('say("your_turn_dm")\nx = 1\nt("your_turn_dm", "fr")  # "reaction_dm"\n')
    assert message_keys_used(tmp_path, ("your_turn_dm", "reaction_dm")) == {
        "your_turn_dm": ["bot/a.py:1", "bot/a.py:3"],
        "reaction_dm": ["bot/a.py:3"],
    }


def test_one_function_words_a_seats_decision_message():
    """Whether a decision is the player's turn, a reaction in another's turn or a step in a
    rival's turn is decided in one place (``bot.play.moves.decision_dm``), whoever sends it."""
    found = message_keys_used(ROOT, ("your_turn_dm", "reaction_dm", "in_turn_dm"))
    places = {where.split(":")[0] for uses in found.values() for where in uses}
    assert places == {"bot/play/moves.py"} and all(len(uses) == 1 for uses in found.values()), found
