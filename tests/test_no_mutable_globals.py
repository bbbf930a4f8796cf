"""No module of the package keeps mutable state at module level (the studio's standard).

Lookup tables are ``MappingProxyType`` / tuples / frozensets: a module-level ``dict``, ``list`` or ``set``
could be changed by any caller and would then differ between games, tests and the AI worker.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "zooarcade"
MUTABLE_NODES = (ast.Dict, ast.List, ast.Set, ast.DictComp, ast.ListComp, ast.SetComp)
MUTABLE_CALLS = {"dict", "list", "set", "defaultdict", "OrderedDict", "Counter"}


def _mutable(value: ast.expr) -> bool:
    if isinstance(value, MUTABLE_NODES):
        return True
    return isinstance(value, ast.Call) and getattr(value.func, "id", None) in MUTABLE_CALLS


def test_no_module_level_dicts_lists_or_sets():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign):
                names, value = [getattr(t, "id", "?") for t in node.targets], node.value
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                names, value = [getattr(node.target, "id", "?")], node.value
            else:
                continue
            if names != ["__all__"] and _mutable(value):
                found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} {', '.join(names)}")
    assert not found, "module-level mutable values (use MappingProxyType or a tuple):\n" + "\n".join(found)
