"""Every picture and sound name the code refers to, so the self-test can check each one is shipped.

Checking the files that exist proves nothing about a name the code asks for and nobody shipped
(``assets.icon("trophy")`` with no ``trophy.svg`` draws a "?" placeholder; ``app.sfx("win")``
with no ``win.ogg`` is silent).  So the names are collected from the code:

* **literal names** — a scan of the package's source (:func:`scan_source`) for the string passed
  to ``.animal(…)``, ``.icon(…)``, ``.animal_pixels(…)``, ``.icon_pixels(…)`` (pictures),
  ``.sfx(…)``, ``.play(…)`` (effects), ``.play_music(…)`` and a class's ``music = "…"``
  (music); both branches of ``"a" if c else "b"`` and the default of ``table.get(key, "x")``
  count too;
* **computed names** — a call whose name is worked out at run time (``assets.animal(name, …)``)
  is a *computed site*; every such site is listed in :data:`COMPUTED_SITES`, and the tables
  its names come from are imported explicitly by :func:`table_names` (a test fails when the
  scan finds a computed site missing from that list).

The executable holds no source, so the build writes the scan into the bundle
(:func:`write_manifest`, ``asset_names.json``) and :func:`literal_names` reads it there.

Pure Python (``ast`` and ``json``); :func:`table_names` imports the scenes that hold the tables.
"""

from __future__ import annotations

import ast
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

#: the kinds of names, in report order.
KINDS: tuple[str, ...] = ("animals", "icons", "effects", "music")
#: method name → kind of the name passed as its first argument.
CALLS: MappingProxyType[str, str] = MappingProxyType({
    "animal": "animals",
    "animal_pixels": "animals",
    "icon": "icons",
    "icon_pixels": "icons",
    "sfx": "effects",
    "play": "effects",
    "play_music": "music",
})
#: file name of the scan inside the executable (next to ``art/`` and ``sounds/``).
MANIFEST = "asset_names.json"

#: ``"module:function"`` of every call whose name is computed, and where its names come from
#: (:func:`table_names` holds those tables; "passes on" marks a wrapper whose callers are scanned).
COMPUTED_SITES: MappingProxyType[str, str] = MappingProxyType({
    "zooarcade.app:sfx": "passes on the effect names of its callers",
    "zooarcade.app:step": "passes on the scenes' music attributes",
    "zooarcade.selftest:_check_assets": "passes on the names it checks",
    "zooarcade.scenes.common:paint_animals": "BACKDROP_ANIMALS",
    "zooarcade.scenes.title:__init__": "PARADE",
    "zooarcade.scenes.credits:_paint_backdrop": "credits COLUMNS icons",
    "zooarcade.scenes.game_select:_paint_face": "registry covers",
    "zooarcade.scenes.setup:_paint_backdrop": "registry covers",
    "zooarcade.scenes.statistics:_paint_table": "registry covers",
    "zooarcade.scenes.load:draw_game_disc": "registry covers",
    "zooarcade.scenes.rules:_paint_page": "registry covers",
    "zooarcade.games.apocalypse.faces:paint": "ZOO_ANIMALS (tinted zoo cards)",
    "zooarcade.games.apocalypse.faces:_paint_char": "CHAR_ICONS",
    "zooarcade.games.zoo_fighters.faces:draw_symbol": "Zoo Fighters II element icons (faces.ELEMENTS)",
    "zooarcade.games.zoo_fighters.faces:_paint_back": "Zoo Fighters II element icons (faces.ELEMENTS, DECK_LOOK)",
    "zooarcade.games.zoo_fighters.faces:_paint_fighter": "Zoo Fighters II fighter animals (faces.FIGHTER_ANIMALS)",
    "zooarcade.games.zoo_fighters.faces:_art": "Zoo Fighters II card art (OPPONENT_ART, ACTION_ICONS, ELEMENTS)",
    "zooarcade.games.zop_zoo.faces:_animal": "ZOP ZOO card art (faces.art_names)",
    "zooarcade.games.zoo_vadis.pieces:paint": "Zoo Vadis species (zoo_vadis.data.SPECIES), pieces PEACOCK_ART, "
                                              "KEEPER_ICON and SPECIAL_MARK",
    "zooarcade.games.zoo_vadis.board_draw:_icon": "graph board SCATTER_ICONS, Zoo Vadis exhibit decorations "
                                                  "(zoo_vadis.data.DECOR), hole and laurel",
})


@dataclass
class AssetNames:
    """Names by kind (see :data:`KINDS`), each a set of asset names (file stems, e.g. ``"lion"``).

    Attributes:
        sites: ``"module:function"`` of the computed calls found by :func:`scan_source`.
    """

    animals: set[str] = field(default_factory=set)
    icons: set[str] = field(default_factory=set)
    effects: set[str] = field(default_factory=set)
    music: set[str] = field(default_factory=set)
    sites: set[str] = field(default_factory=set)

    def add(self, kind: str, name: str) -> None:
        """Add ``name`` of ``kind`` (one of :data:`KINDS`)."""
        getattr(self, kind).add(name)

    def merge(self, other: AssetNames) -> AssetNames:
        """Return the union of both (sites included)."""
        out = AssetNames()
        for kind in (*KINDS, "sites"):
            getattr(out, kind).update(getattr(self, kind), getattr(other, kind))
        return out

    def to_json(self) -> dict[str, list[str]]:
        """Return ``{kind: sorted names}`` (no sites)."""
        return {kind: sorted(getattr(self, kind)) for kind in KINDS}

    @classmethod
    def from_json(cls, data: object) -> AssetNames:
        """Inverse of :meth:`to_json`.

        Raises:
            ValueError: ``data`` is not ``{kind: [name, ...]}``.
        """
        if not isinstance(data, dict):
            raise ValueError("asset names must be an object")
        out = cls()
        for kind in KINDS:
            names = data.get(kind, [])
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise ValueError(f"asset names {kind!r} must be a list of strings")
            getattr(out, kind).update(names)
        return out


def _strings(node: ast.expr) -> list[str] | None:
    """The literal names ``node`` can evaluate to, or None when one of them is computed."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        body, other = _strings(node.body), _strings(node.orelse)
        return None if body is None or other is None else body + other
    return None


def _get_default(node: ast.expr) -> str | None:
    """The literal default of ``table.get(key, "default")``, else None."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
            and len(node.args) == 2):
        found = _strings(node.args[1])
        return found[0] if found and len(found) == 1 else None
    return None


class _Scanner(ast.NodeVisitor):
    def __init__(self, module: str, out: AssetNames) -> None:
        self.module = module
        self.out = out
        self.functions: list[str] = []
        self.classes = 0

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.functions.append(node.name)
        self.generic_visit(node)
        self.functions.pop()

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        for stmt in node.body:  # ``music = "menu_loop"`` on a scene class
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(
                stmt, ast.AnnAssign) else []
            value = getattr(stmt, "value", None)
            if value is not None and any(isinstance(t, ast.Name) and t.id == "music" for t in targets):
                for name in _strings(value) or []:
                    self.out.add("music", name)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        kind = CALLS.get(func.attr) if isinstance(func, ast.Attribute) else None
        if kind is not None and node.args:
            arg = node.args[0]
            names = _strings(arg)
            if names is not None:
                for name in names:
                    self.out.add(kind, name)
            else:
                default = _get_default(arg)
                if default is not None:
                    self.out.add(kind, default)
                self.out.sites.add(f"{self.module}:{self.functions[-1] if self.functions else '<module>'}")
        self.generic_visit(node)


def scan_source(package: Path) -> AssetNames:
    """Scan every ``*.py`` under ``package`` (the ``zooarcade`` folder) for the names the code uses.

    Returns literal names by kind, and in :attr:`AssetNames.sites` the computed call sites.

    Raises:
        OSError / SyntaxError: a source file cannot be read or parsed.
    """
    out = AssetNames()
    root = package.parent
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        _Scanner(module, out).visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return out


def write_manifest(package: Path, path: Path) -> Path:
    """Write the literal names of :func:`scan_source` to ``path`` as JSON (the build does); return ``path``."""
    path.write_text(json.dumps(scan_source(package).to_json(), indent=1), encoding="utf-8")
    return path


def literal_names(root: Path) -> AssetNames:
    """The literal names: scanned from ``root/zooarcade`` when the source is there, else read from
    ``root/asset_names.json`` (the executable).

    Raises:
        FileNotFoundError: neither the source nor the manifest is there (a broken build).
        ValueError: the manifest is damaged.
    """
    package = root / "zooarcade"
    if not getattr(sys, "frozen", False) and (package / "__init__.py").is_file():
        return scan_source(package)
    manifest = root / MANIFEST
    if not manifest.is_file():
        raise FileNotFoundError(f"{MANIFEST} is missing from the bundle")
    return AssetNames.from_json(json.loads(manifest.read_text(encoding="utf-8")))


def table_names() -> AssetNames:
    """The names the computed sites of :data:`COMPUTED_SITES` draw from, gathered from their tables."""
    from zooarcade.games.apocalypse.faces import CHAR_ICONS, ZOO_ANIMALS
    from zooarcade.games.registry import GAMES
    from zooarcade.games.zoo_fighters import faces as fighters_faces
    from zooarcade.games.zoo_vadis import data as vadis_data
    from zooarcade.games.zoo_vadis import pieces as vadis_pieces
    from zooarcade.games.zoo_vadis.board_draw import SCATTER_ICONS
    from zooarcade.games.zop_zoo.faces import art_names
    from zooarcade.scenes.common import BACKDROP_ANIMALS
    from zooarcade.scenes.credits import COLUMNS
    from zooarcade.scenes.title import PARADE

    out = AssetNames()
    out.animals.update(PARADE, (a[0] for a in BACKDROP_ANIMALS), (g.cover for g in GAMES), ZOO_ANIMALS, art_names())
    out.icons.update(CHAR_ICONS.values(), (c[1] for c in COLUMNS), SCATTER_ICONS, vadis_data.DECOR.values())
    out.animals.update(vadis_data.SPECIES, (vadis_pieces.PEACOCK_ART,))
    out.icons.update(vadis_pieces.SPECIAL_MARK.values(), (vadis_pieces.KEEPER_ICON,))
    out.animals.update(fighters_faces.FIGHTER_ANIMALS.values(),
                       (name for kind, name in fighters_faces.OPPONENT_ART.values() if kind == "animal"))
    out.icons.update((name for kind, name in fighters_faces.OPPONENT_ART.values() if kind == "icon"),
                     fighters_faces.ACTION_ICONS.values(), (e.icon for e in fighters_faces.ELEMENTS.values() if e.icon),
                     (fighters_faces.DECK_LOOK.icon, "question", "star", "lightning", "skull"))
    return out


def referenced_names(root: Path) -> AssetNames:
    """Every name the code refers to: :func:`literal_names` of ``root`` and :func:`table_names`.

    Raises:
        FileNotFoundError / ValueError: see :func:`literal_names`.
    """
    return literal_names(root).merge(table_names())
