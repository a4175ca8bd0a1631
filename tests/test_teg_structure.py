"""TEG's modules: no import cycle (imports inside functions included), the base game never imports
the expansion, and each step or ability kind is declared once, as one unit."""

from __future__ import annotations

import ast
from pathlib import Path

import games.teg
from games.teg.abilities import ABILITIES, AbilityKind
from games.teg.data import ABILITY_KINDS, PLANETS
from games.teg.engine import TinyEpicGalaxies
from games.teg.kinds import STEPS, TegStep

PACKAGE = Path(games.teg.__file__).parent
#: the expansion, and what composes it with the base game
EXPANSION = {"btb"}
COMPOSERS = {"__init__", "engine", "scoring", "selfplay"}


def imports(package: Path = PACKAGE) -> dict[str, set[str]]:
    """Each module of games.teg and the modules of games.teg it imports, anywhere in its code."""
    out: dict[str, set[str]] = {}
    for path in package.glob("*.py"):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "games.teg":
                found |= {alias.name if (package / f"{alias.name}.py").exists() else "__init__" for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("games.teg."):
                found.add(node.module.split(".")[2])
            elif isinstance(node, ast.Import):
                found |= {a.name.split(".")[2] for a in node.names if a.name.startswith("games.teg.")}
        out[path.stem] = found
    return out


def reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = list(graph[start])
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo += graph.get(m, ())
    return seen


def test_no_import_cycle_inside_the_package():
    graph = imports()
    assert {"abilities", "actions", "btb", "rogue", "engine"} <= set(graph)
    cycles = [m for m in graph if m in reach(graph, m)]
    assert cycles == []


def test_the_base_game_never_imports_the_expansion():
    graph = imports()
    base = set(graph) - EXPANSION - COMPOSERS
    assert {m for m in base if reach(graph, m) & EXPANSION} == set()


def test_the_scan_sees_imports_inside_functions(tmp_path):
    (tmp_path / "one.py").write_text("def f():\n    from games.teg.two import g\n")
    (tmp_path / "two.py").write_text("from games.teg import one\n")
    graph = imports(tmp_path)
    assert graph == {"one": {"two"}, "two": {"one"}} and "one" in reach(graph, "one")


def test_every_step_kind_is_one_unit_and_every_ability_kind_has_one_entry():
    kinds = STEPS.kinds
    assert set(kinds) == {
        *("mission", "play", "fol", "mv", "adv", "reg", "ut", "ab", "rr", "cv", "setd", "hire", "xp", "rpay", "quit")
    }
    assert all(isinstance(k, TegStep) and k.name == name for name, k in kinds.items())
    assert TinyEpicGalaxies.step_kinds is STEPS, "the expansion's kinds are in the engine's one table"
    assert set(ABILITIES) == ABILITY_KINDS == {p["ability"]["k"] for p in PLANETS.values()}
    assert all(isinstance(a, AbilityKind) for a in ABILITIES.values())


def test_no_module_applies_the_button_label_limit():
    """Discord's 80 characters are the adapter's to enforce; TEG's labels are short by wording."""
    for path in PACKAGE.glob("*.py"):
        source = path.read_text()
        assert "OPTION_LABEL_LIMIT" not in source and "label_fault" not in source, path.name


def test_the_data_files_keep_ids_and_rules_and_every_component_has_its_words():
    """#18: names and texts live in the catalogues (English the source), not in data/*.json."""
    import json

    from games.i18n import GAME_WORDS, LOCALES
    from games.teg import data

    for path in (Path(data.__file__).parent / "data").glob("*.json"):
        text = json.loads(path.read_text(encoding="utf-8"))
        items = [i for key, v in text.items() if isinstance(v, list) for i in v if isinstance(i, dict)]
        assert items and not [i["id"] for i in items if "name" in i or "text" in i], path.name
    words = data.component_words()
    assert len(words) == 6 + 2 * (52 + 20 + 30 + 30) + 4 + 4 + 5
    for locale in LOCALES:
        assert all(GAME_WORDS.has(w.key, locale) for w in words), locale
    assert GAME_WORDS.word(data.planet_name("b35"), "de") == "Nibiru"
    assert GAME_WORDS.word(data.mission_name("m01"), "fr") == "Chercheur"
