"""Case 001: every module a screen needs is reached by an import statement the bundler can see.

PyInstaller bundles what ``import`` statements reach; a module loaded by ``importlib.import_module``
or ``__import__`` from a name built at run time is left out, and the executable crashed on Settings,
Statistics and Credits, showed "Coming soon" rules and lost the replay board.  So: no production
module imports by computed name, and every game part goes through :mod:`zooarcade.games.registry`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from zooarcade.games.registry import CATALOG, GAMES, GameEntry, GameNotBuilt, UnknownGame, game_entry, get_spec

ROOT = Path(__file__).resolve().parents[1]
#: production code: the package, the launcher and the build spec's helpers.
PRODUCTION = sorted([*(ROOT / "zooarcade").rglob("*.py"), ROOT / "main.py", *(ROOT / "build").glob("*.py")])
#: callables that import a module named at run time.
DYNAMIC_IMPORTERS = {"import_module", "__import__", "run_module", "reload"}


def dynamic_imports(source: str, filename: str = "<source>") -> list[str]:
    """``"line: call"`` for every call in ``source`` that imports by name (``importlib.import_module(...)``,
    ``import_module(...)``, ``__import__(...)``, ``runpy.run_module(...)``, ``importlib.reload(...)``)."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
        if name in DYNAMIC_IMPORTERS:
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_scan_sees_every_shape_of_dynamic_import():
    source = (
        "import importlib\nfrom importlib import import_module\nimport runpy\n"
        "importlib.import_module(f'zooarcade.games.{gid}.scene')\n"
        "import_module('zooarcade.' + name)\n"
        "__import__(module, fromlist=[cls])\n"
        "runpy.run_module(name)\n"
        "from zooarcade.scenes import settings\n"
    )
    assert [line.split(":")[0] for line in dynamic_imports(source)] == ["4", "5", "6", "7"]


@pytest.mark.parametrize("path", PRODUCTION, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_production_module_imports_by_computed_name(path):
    found = dynamic_imports(path.read_text(encoding="utf-8"), str(path))
    assert not found, (f"{path.relative_to(ROOT)} imports by name, which PyInstaller cannot follow: {found}; "
                       "use an import statement (a game's parts: zooarcade/games/catalog.py)")


def test_the_catalog_lists_every_registered_game_in_order():
    assert [e.id for e in CATALOG] == [g.id for g in GAMES]
    assert all(isinstance(e, GameEntry) for e in CATALOG)
    assert {g.id: g.built for g in GAMES} == {e.id: e.spec is not None and e.table is not None for e in CATALOG}


@pytest.mark.parametrize("entry", [e for e in CATALOG if e.built], ids=lambda e: e.id)
def test_a_built_game_has_every_part(entry, make_app):
    """Spec, table, rules pages and both painters answer for every playable game."""
    from zooarcade.gallery import demo_session
    from zooarcade.scenes.rules import rules_book

    spec = entry.spec()
    assert spec.id == entry.id and get_spec(entry.id).id == entry.id
    assert entry.table is not None and entry.rules_pages is not None
    assert entry.board_painter is not None and entry.diagram_painter is not None
    app = make_app()
    table = app.make_table(demo_session(entry.id, moves=2))
    assert table.session.setup.game_id == entry.id
    book = rules_book(entry.id)
    assert book.written and len(book.pages) >= 2
    assert callable(entry.board_painter(app)) and callable(entry.diagram_painter(app))


def test_unbuilt_and_unknown_games(monkeypatch):
    from zooarcade.games import registry

    soon = GameEntry("zoo_golf", "otter", coming_soon=registry.Placeholder("Zoo Golf", "Putt past the otters.", 2, 4))
    monkeypatch.setattr(registry, "CATALOG", (*CATALOG, soon))
    assert game_entry("zoo_golf").spec is None
    with pytest.raises(GameNotBuilt):
        get_spec("zoo_golf")
    with pytest.raises(UnknownGame):
        game_entry("chess")


def test_a_table_for_a_game_without_one_is_refused(make_app):
    from tests import fakegame
    from zooarcade.session import GameSession, MatchSetup, SeatConfig

    app = make_app()
    session = GameSession(MatchSetup(fakegame.GAME_ID, [SeatConfig("A"), SeatConfig("B")], 1), spec=fakegame.spec())
    with pytest.raises(UnknownGame):
        app.make_table(session)


def test_the_catalog_imports_no_game_until_asked():
    """Importing the catalog (as the core registry does) loads no game module and no pygame."""
    import subprocess
    import sys

    probe = ("import sys, zooarcade.games.registry, zooarcade.games.registry as r\n"
             "r.game_info('apocalypse').built\n"
             "print(sorted(m for m in sys.modules if m.startswith(('pygame', 'zooarcade.games.apocalypse',"
             " 'zooarcade.ui', 'zooarcade.scenes'))))")
    result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def spec_excludes() -> set[str]:
    """The module names build/zooarcade.spec leaves out of the bundle (its EXCLUDES literals and appends)."""
    tree = ast.parse((ROOT / "build" / "zooarcade.spec").read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        target = None
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "EXCLUDES" for t in node.targets):
            target = node.value
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and isinstance(node.func.value, ast.Name) and node.func.value.id == "EXCLUDES"):
            target = node
        if target is not None:
            names |= {c.value for c in ast.walk(target) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    return names


def imported_modules(source: str) -> set[str]:
    """Every module an import statement of ``source`` names (``import a.b`` → ``a.b``; relative ones skipped)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.add(node.module)
    return out


def test_the_spec_excludes_what_it_trims():
    excluded = spec_excludes()
    assert {"_hashlib", "_codecs_jp", "_multibytecodec", "statistics", "decimal", "typing_extensions"} <= excluded
    assert "multiprocessing" not in excluded  # an AI worker process may need it


@pytest.mark.parametrize("path", PRODUCTION, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_production_module_imports_what_the_bundle_leaves_out(path):
    """An import of an excluded module would work from source and fail only in the executable."""
    excluded = spec_excludes()
    used = imported_modules(path.read_text(encoding="utf-8"))
    hits = sorted(m for m in used if any(m == x or m.startswith(x + ".") for x in excluded))
    assert not hits, f"{path.relative_to(ROOT)} imports {hits}, which build/zooarcade.spec excludes"
