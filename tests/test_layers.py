"""Layers only import downwards: no scene, table, widget or game imports the application module."""

from __future__ import annotations

import ast
from pathlib import Path

import zooarcade

ROOT = Path(zooarcade.__file__).parent


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):  # TYPE_CHECKING blocks count too: a type-level circle is still a circle
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def test_scenes_tables_and_games_reach_the_app_through_services_only():
    checked = 0
    offenders = []
    for folder in ("scenes", "ui", "games"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            checked += 1
            if "zooarcade.app" in _imports(path):
                offenders.append(str(path.relative_to(ROOT)))
    assert checked > 30, "the scan found the packages"
    assert offenders == []


def test_the_table_kit_imports_no_game_and_no_arcade_scene():
    offenders = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        for module in _imports(path):
            if module.startswith(("zooarcade.games", "zooarcade.scenes")):
                offenders.append(f"{path.relative_to(ROOT)}: {module}")
    assert offenders == []
