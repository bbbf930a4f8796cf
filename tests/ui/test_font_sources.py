"""Case 006 / issue 9: every font the arcade draws with comes from ``art/fonts`` through ``Assets``.

pygame's default face (``pygame.font.Font(None, …)``) and system fonts (``SysFont``) differ from one
machine to the next and lack what the bundled faces have; this scans the production source with
``ast`` and fails on any such call.  Only :mod:`zooarcade.ui.assets` may open a font file at all.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted([*(ROOT / "zooarcade").rglob("*.py"), ROOT / "main.py", *(ROOT / "tools").glob("*.py")])
#: the one module that opens font files (by path, from art/fonts).
FONT_LOADER = ROOT / "zooarcade" / "ui" / "assets.py"


def font_calls(tree: ast.AST) -> list[tuple[int, str]]:
    """``(line, what)`` for every call of ``…Font(None, …)``, ``…Font()``, ``SysFont(…)`` and ``…font.Font(…)``."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name in ("SysFont", "match_font"):
            found.append((node.lineno, name))
        elif name == "Font":
            first = node.args[0] if node.args else None
            if first is None or (isinstance(first, ast.Constant) and first.value is None):
                found.append((node.lineno, "Font(None)"))
            else:
                found.append((node.lineno, "Font(path)"))
    return found


def test_the_scan_sees_the_calls_it_forbids():
    """A guard against a vacuous pass: the scanner finds each forbidden form in a sample."""
    sample = ast.parse("import pygame\npygame.font.Font(None, 20)\npygame.font.SysFont('arial', 12)\n"
                       "from pygame.font import Font\nFont()\nFont('x.otf', 3)\n")
    assert [what for _, what in font_calls(sample)] == ["Font(None)", "SysFont", "Font(None)", "Font(path)"]
    assert len(SOURCES) > 50


def test_production_code_never_uses_the_default_or_system_fonts():
    bad = []
    for path in SOURCES:
        for line, what in font_calls(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if what != "Font(path)" or path != FONT_LOADER:
                bad.append(f"{path.relative_to(ROOT)}:{line}: {what}")
    assert not bad, "fonts come from art/ via Assets:\n" + "\n".join(bad)
