"""Boards that are graphs: exhibits joined by paths and tunnels, drawn from data.

Zoo Vadis (and any later game whose board is a graph) describes its board as a
:class:`BoardGraph` — nodes (exhibits with animal slots, the Star Exhibit,
laurel spaces) and edges (paths and tunnels) — and :class:`GraphBoardPainter`
draws it into a rectangle as a zoo park on felt:

* exhibits are fenced enclosures with round animal slots and a name sign;
* the Star Exhibit is larger, gold-fenced, haloed, with numbered slots;
* paths are dotted dirt trails; a path's laurel space is a gold-rimmed pad with
  the laurel icon, placed halfway along the visible part of the trail;
* tunnels are dashed dark curves "underground", with a hole at each end.

The painter paints the static board once per rectangle size and drawn scale (a
:class:`~zooarcade.ui.gfx.Drawing`, so it is sharp in every window), then draws
highlights of chosen nodes on top each frame.  :meth:`GraphBoardPainter.node_at` hit-tests a point;
:meth:`GraphBoardPainter.node_rect` and :meth:`GraphBoardPainter.slot_centers`
tell a game where to put its pieces.

Units: node positions are fractions (0..1) of the board rectangle's width and
height, origin top left; everything else is logical pixels of the canvas drawn on.
Exhibit sizes follow a reference board of :data:`REFERENCE` pixels and scale with
``min(w / 1000, h / 625)``.

:func:`zoo_vadis_graph` builds the Zoo Vadis board from
:mod:`zooarcade.games.zoo_vadis.data` (data only; no rules here).
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from zooarcade.ui import gfx, theme

if TYPE_CHECKING:
    from zooarcade.ui.assets import Assets

Point = tuple[float, float]

#: node kinds: a plain exhibit, the Star Exhibit, a laurel space on a path.
NODE_KINDS = frozenset({"exhibit", "star", "laurel"})
#: edge kinds: a walkable path, or a tunnel (special move, drawn underground).
EDGE_KINDS = frozenset({"path", "tunnel"})
#: size (pixels) of the reference board the exhibit dimensions below are designed for.
REFERENCE = (1000, 625)
#: reference slot diameter, gap between slots and enclosure padding (pixels at scale 1).
SLOT, SLOT_GAP, PAD, SIGN = 30, 6, 9, 15
#: reference narrowest enclosure with a name sign (pixels at scale 1), so the sign fits.
MIN_WIDTH = 92
#: reference radius of a laurel space (pixels at scale 1).
LAUREL_R = 15
#: default highlight colour.
HIGHLIGHT: theme.Color = (255, 226, 92)

#: ground colour of an exhibit, chosen by its decoration icon (default: grass).
GROUND: Mapping[str, theme.Color] = MappingProxyType({
    "droplet": (92, 158, 172),
    "rock": (186, 164, 118),
    "glowing_star": (236, 204, 118),
})
GRASS: theme.Color = (112, 166, 86)
#: icons scattered over the felt around the board (a name drawn twice is twice as likely).
SCATTER_ICONS: tuple[str, ...] = ("tree", "tree", "herb", "palm_tree")
WOOD: theme.Color = (124, 86, 50)
WOOD_DARK: theme.Color = (78, 52, 30)
GOLD: theme.Color = (240, 196, 72)
GOLD_DARK: theme.Color = (150, 104, 20)
TRAIL: theme.Color = (150, 124, 84)
TRAIL_DOT: theme.Color = (226, 206, 158)
TUNNEL: theme.Color = (44, 30, 22)


# ---------------------------------------------------------------------- data
@dataclass(frozen=True)
class BoardNode:
    """One place on a graph board.

    Attributes:
        id: unique id (``"X9"``; laurel spaces ``"X9>X13"``).
        kind: ``"exhibit"``, ``"star"`` or ``"laurel"`` (see :data:`NODE_KINDS`).
        pos: centre as fractions (0..1) of the board's width and height.  A laurel
            space named by an edge is drawn on that edge instead (halfway along the
            part of the trail between the two enclosures); ``pos`` is its fallback.
        slots: how many pieces fit (animal spaces; a laurel space holds one token: 1).
        label: display name (empty: none drawn).
        decor: an ``art/icons`` name drawn in the enclosure's corner, also choosing the
            ground colour (see :data:`GROUND`), or None.
    """

    id: str
    kind: str
    pos: Point
    slots: int = 1
    label: str = ""
    decor: str | None = None


@dataclass(frozen=True)
class BoardEdge:
    """A one-way connection ``src`` → ``dst``.

    Attributes:
        kind: ``"path"`` or ``"tunnel"`` (see :data:`EDGE_KINDS`).
        laurel: id of the laurel node lying on this edge, or None.
        bend: sideways bow of the drawn curve as a fraction of its length
            (+ bows to the left of the direction of travel); 0 is straight.
    """

    src: str
    dst: str
    kind: str = "path"
    laurel: str | None = None
    bend: float = 0.0


@dataclass(frozen=True)
class BoardGraph:
    """Nodes and edges of a board.  Construct, then call :meth:`validate` (the builders do).

    Attributes:
        nodes: every node; ids unique.
        edges: every edge; endpoints are non-laurel node ids.
    """

    nodes: tuple[BoardNode, ...]
    edges: tuple[BoardEdge, ...]
    _index: dict[str, BoardNode] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {n.id: n for n in self.nodes})

    def node(self, node_id: str) -> BoardNode:
        """Return node ``node_id``.

        Raises:
            KeyError: no such node.
        """
        return self._index[node_id]

    def __contains__(self, node_id: object) -> bool:
        return node_id in self._index

    def of_kind(self, *kinds: str) -> list[BoardNode]:
        """Nodes whose kind is one of ``kinds``, in declaration order."""
        return [n for n in self.nodes if n.kind in kinds]

    def edges_of_kind(self, kind: str) -> list[BoardEdge]:
        """Edges of ``kind`` (``"path"`` or ``"tunnel"``), in declaration order."""
        return [e for e in self.edges if e.kind == kind]

    def successors(self, node_id: str, kinds: Iterable[str] = ("path",)) -> list[str]:
        """Ids reachable from ``node_id`` along one edge of ``kinds`` (following its direction)."""
        wanted = set(kinds)
        return [e.dst for e in self.edges if e.src == node_id and e.kind in wanted]

    def is_connected(self, kinds: Iterable[str] = ("path",)) -> bool:
        """True when every exhibit and star node is reachable from every other along ``kinds`` edges,
        ignoring direction."""
        wanted = set(kinds)
        places = [n.id for n in self.nodes if n.kind != "laurel"]
        if not places:
            return True
        links: dict[str, set[str]] = {p: set() for p in places}
        for e in self.edges:
            if e.kind in wanted:
                links[e.src].add(e.dst)
                links[e.dst].add(e.src)
        seen = {places[0]}
        todo = deque([places[0]])
        while todo:
            for nxt in links[todo.popleft()] - seen:
                seen.add(nxt)
                todo.append(nxt)
        return len(seen) == len(places)

    def validate(self) -> None:
        """Check the graph is well formed.

        Raises:
            ValueError: duplicate ids, an unknown kind, a position outside 0..1, an edge
                naming a missing or laurel endpoint, a laurel id that is not a laurel node
                or sits on two edges, or a negative slot count.
        """
        if len(self._index) != len(self.nodes):
            raise ValueError("duplicate node ids")
        for n in self.nodes:
            if n.kind not in NODE_KINDS:
                raise ValueError(f"node {n.id}: unknown kind {n.kind!r}")
            if not (0.0 <= n.pos[0] <= 1.0 and 0.0 <= n.pos[1] <= 1.0):
                raise ValueError(f"node {n.id}: position {n.pos} outside 0..1")
            if n.slots < 0:
                raise ValueError(f"node {n.id}: negative slots")
        used: set[str] = set()
        for e in self.edges:
            if e.kind not in EDGE_KINDS:
                raise ValueError(f"edge {e.src}->{e.dst}: unknown kind {e.kind!r}")
            for end in (e.src, e.dst):
                if end not in self._index or self._index[end].kind == "laurel":
                    raise ValueError(f"edge {e.src}->{e.dst}: {end} is not an exhibit")
            if e.laurel is not None:
                if e.laurel not in self._index or self._index[e.laurel].kind != "laurel":
                    raise ValueError(f"edge {e.src}->{e.dst}: {e.laurel} is not a laurel node")
                if e.laurel in used:
                    raise ValueError(f"laurel {e.laurel} lies on two edges")
                used.add(e.laurel)


def zoo_vadis_graph(players: int = 5, star: int | None = None) -> BoardGraph:
    """Build the Zoo Vadis board for ``players`` (3-7) from :mod:`zooarcade.games.zoo_vadis.data`.

    ``star`` is the Star Exhibit's size when the game uses the 5-space Star option on the 6-7 side.

    Exhibits keep their ids (``"X0"`` … ``"X14"``; the Star is kind ``"star"``); each path
    leaving a 3-, 5- or 7-space exhibit gets a laurel node ``"<src>><dst>"``.

    Raises:
        ValueError: ``players`` outside 3..7, or a Star size not offered for them.
    """
    from zooarcade.games.zoo_vadis import data as bd

    spaces = bd.spaces_for(players, star)
    laurels = set(bd.laurel_paths(spaces))
    nodes: list[BoardNode] = []
    for xid in bd.EXHIBITS:
        kind = "star" if xid == bd.STAR else "exhibit"
        nodes.append(BoardNode(xid, kind, bd.POSITIONS[xid], spaces[xid], bd.NAMES.get(xid, ""), bd.DECOR.get(xid)))
    edges: list[BoardEdge] = []
    for src, dst in bd.PATHS:
        laurel = bd.laurel_id((src, dst)) if (src, dst) in laurels else None
        if laurel is not None:
            (x0, y0), (x1, y1) = bd.POSITIONS[src], bd.POSITIONS[dst]
            nodes.append(BoardNode(laurel, "laurel", ((x0 + x1) / 2, (y0 + y1) / 2), 1))
        edges.append(BoardEdge(src, dst, "path", laurel))
    for src, dst in bd.TUNNELS:
        edges.append(BoardEdge(src, dst, "tunnel", None, bd.TUNNEL_BEND.get((src, dst), 0.0)))
    graph = BoardGraph(tuple(nodes), tuple(edges))
    graph.validate()
    return graph


# ---------------------------------------------------------------------- geometry
def _grid(slots: int) -> list[int]:
    """Slots per row of an enclosure (top row first): 1 → [1], 3 → [3], 5 → [3, 2], 7 → [4, 3]."""
    if slots <= 3:
        return [max(1, slots)]
    cols = 4 if slots >= 7 else 3
    rows = []
    left = slots
    while left > 0:
        rows.append(min(cols, left))
        left -= cols
    return rows


def _bezier(a: Point, b: Point, bend: float, steps: int = 48) -> list[Point]:
    """Points of the quadratic curve from ``a`` to ``b`` bowed sideways by ``bend`` × its length."""
    if bend == 0.0:
        return [(a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps) for i in range(steps + 1)]
    dx, dy = b[0] - a[0], b[1] - a[1]
    # left of the direction of travel on a y-down screen is (dy, -dx)
    cx, cy = (a[0] + b[0]) / 2 + dy * bend * 2, (a[1] + b[1]) / 2 - dx * bend * 2
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u * u * a[0] + 2 * u * t * cx + t * t * b[0], u * u * a[1] + 2 * u * t * cy + t * t * b[1]))
    return out


def _outside_part(points: list[Point], rects: Iterable[pygame.Rect]) -> list[Point]:
    """The run of ``points`` lying outside every one of ``rects`` (the visible stretch of a trail)."""
    boxes = list(rects)
    inside = [any(r.collidepoint(p) for r in boxes) for p in points]
    out = [p for p, hidden in zip(points, inside, strict=True) if not hidden]
    return out or points


def _point_along(points: list[Point], frac: float) -> Point:
    """The point ``frac`` (0..1) of the way along the polyline ``points`` by length."""
    lengths = [math.dist(points[i], points[i + 1]) for i in range(len(points) - 1)]
    total = sum(lengths)
    if total <= 0:
        return points[0]
    goal = total * frac
    for i, seg in enumerate(lengths):
        if goal <= seg and seg > 0:
            t = goal / seg
            (x0, y0), (x1, y1) = points[i], points[i + 1]
            return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
        goal -= seg
    return points[-1]


@dataclass(frozen=True)
class BoardGeometry:
    """Where everything of a :class:`BoardGraph` lands inside one rectangle (pixels).

    Attributes:
        rect: the board rectangle.
        scale: size factor against :data:`REFERENCE` (``min(w / 1000, h / 625)``).
        rects: node id → its rectangle (an enclosure, or a laurel space's bounding square).
        slots: node id → centres of its slots (enclosures; star slots in number order).
        slot_radius: radius of an animal slot.
        curves: edge index (in ``graph.edges``) → the drawn polyline, centre to centre.
    """

    rect: pygame.Rect
    scale: float
    rects: dict[str, pygame.Rect]
    slots: dict[str, tuple[tuple[int, int], ...]]
    slot_radius: int
    curves: dict[int, list[Point]]


def layout(graph: BoardGraph, rect: pygame.Rect) -> BoardGeometry:
    """Compute the :class:`BoardGeometry` of ``graph`` drawn into ``rect`` (pixels)."""
    rect = pygame.Rect(rect)
    s = max(0.2, min(rect.w / REFERENCE[0], rect.h / REFERENCE[1]))
    rects: dict[str, pygame.Rect] = {}
    slots: dict[str, tuple[tuple[int, int], ...]] = {}
    radius = max(2, round(SLOT * s / 2))
    for n in graph.nodes:
        if n.kind == "laurel":
            continue
        d = SLOT * s * (1.15 if n.kind == "star" else 1.0)
        gap, pad, sign = SLOT_GAP * s, PAD * s, SIGN * s * (1.3 if n.kind == "star" else 1.0)
        rows = _grid(n.slots)
        cols = max(rows)
        w = max(cols * d + (cols - 1) * gap + 2 * pad, MIN_WIDTH * s if n.label else 0)
        h = len(rows) * d + (len(rows) - 1) * gap + 2 * pad + sign
        cx, cy = rect.x + n.pos[0] * rect.w, rect.y + n.pos[1] * rect.h
        box = pygame.Rect(0, 0, round(w), round(h))
        box.center = (round(cx), round(cy))
        rects[n.id] = box
        centres = []
        for r, count in enumerate(rows):
            row_w = count * d + (count - 1) * gap
            y = box.y + sign + pad + r * (d + gap) + d / 2
            for c in range(count):
                centres.append((round(box.centerx - row_w / 2 + c * (d + gap) + d / 2), round(y)))
        slots[n.id] = tuple(centres[: n.slots])
    curves: dict[int, list[Point]] = {}
    lr = max(3, round(LAUREL_R * s))
    for i, e in enumerate(graph.edges):
        a, b = rects[e.src].center, rects[e.dst].center
        curves[i] = _bezier((float(a[0]), float(a[1])), (float(b[0]), float(b[1])), e.bend)
        if e.laurel is not None:
            visible = _outside_part(curves[i], (rects[e.src].inflate(4, 4), rects[e.dst].inflate(4, 4)))
            px, py = _point_along(visible, 0.5)
            box = pygame.Rect(0, 0, lr * 2, lr * 2)
            box.center = (round(px), round(py))
            rects[e.laurel] = box
    for n in graph.of_kind("laurel"):
        if n.id not in rects:
            box = pygame.Rect(0, 0, lr * 2, lr * 2)
            box.center = (round(rect.x + n.pos[0] * rect.w), round(rect.y + n.pos[1] * rect.h))
            rects[n.id] = box
    return BoardGeometry(rect, s, rects, slots, radius, curves)


def _drawn_size(picture: gfx.Picture, scale: float) -> tuple[float, float]:
    """The logical size ``picture`` covers when drawn at ``scale``.

    Usually its own size; text is never rendered below a legible pixel size
    (:data:`~zooarcade.ui.gfx.MIN_TEXT_PX`), so in a small window it can cover more.
    """
    w, h = picture.pixels(scale).get_size()
    return w / scale, h / scale


# ---------------------------------------------------------------------- painter
class GraphBoardPainter:
    """Draws a :class:`BoardGraph` into :attr:`rect` and hit-tests it.

    Args:
        graph: the board.
        assets: the app's :class:`~zooarcade.ui.assets.Assets` (fonts, icons).
        rect: where the board goes on the surface (logical pixels); assign :attr:`rect` to move it.
        seed: seed of the decoration scatter (trees and tufts on the felt), so the board
            looks the same every time.

    The static board is a :class:`~zooarcade.ui.gfx.Drawing` per rectangle size (at most four
    sizes cached), painted at the scale it is drawn at, so it is sharp in every window.
    """

    def __init__(self, graph: BoardGraph, assets: Assets, rect: pygame.Rect | tuple[int, int, int, int],
                 seed: int = 7) -> None:  # fmt: skip
        self.graph = graph
        self.assets = assets
        self.rect = pygame.Rect(rect)
        self.seed = seed
        self._static: dict[tuple[int, int], gfx.Drawing] = {}
        self._geometry: BoardGeometry | None = None

    # ------------------------------------------------------------------ geometry queries
    @property
    def geometry(self) -> BoardGeometry:
        """The :class:`BoardGeometry` for the current :attr:`rect` (recomputed when it changes)."""
        if self._geometry is None or self._geometry.rect != self.rect:
            self._geometry = layout(self.graph, self.rect)
        return self._geometry

    def node_rect(self, node_id: str) -> pygame.Rect:
        """The rectangle of node ``node_id`` in surface pixels.

        Raises:
            KeyError: no such node.
        """
        return self.geometry.rects[node_id].copy()

    def slot_centers(self, node_id: str) -> tuple[tuple[int, int], ...]:
        """Centres of the animal slots of enclosure ``node_id`` (empty for a laurel space).

        Raises:
            KeyError: no such node.
        """
        self.graph.node(node_id)
        return self.geometry.slots.get(node_id, ())

    def node_at(self, pos: tuple[float, float]) -> str | None:
        """The id of the node under ``pos`` (surface pixels), or None.

        Laurel spaces (drawn on top, round) win over enclosures.
        """
        geo = self.geometry
        for n in self.graph.of_kind("laurel"):
            r = geo.rects[n.id]
            if math.dist(r.center, pos) <= r.w / 2 + 2:
                return n.id
        for n in self.graph.nodes:
            if n.kind != "laurel" and geo.rects[n.id].collidepoint(pos):
                return n.id
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: gfx.Canvas | pygame.Surface,
             highlights: Mapping[str, theme.Color] | Iterable[str] = ()) -> None:  # fmt: skip
        """Draw the board into :attr:`rect` of ``surface``, then a glow around each highlighted node.

        Args:
            surface: a :class:`~zooarcade.ui.gfx.Canvas` (the logical canvas, or an off-screen layer),
                or a plain ``pygame.Surface`` (drawn on at scale 1).
            highlights: node ids to highlight, in :data:`HIGHLIGHT`, or a mapping id → colour.
                Unknown ids are ignored.
        """
        canvas = gfx.as_canvas(surface)
        canvas.blit(self.static_picture(), self.rect)
        colours = dict(highlights) if isinstance(highlights, Mapping) else dict.fromkeys(highlights, HIGHLIGHT)
        geo = self.geometry
        for node_id, colour in colours.items():
            if node_id in geo.rects:
                self._draw_glow(canvas, node_id, colour)

    def static_picture(self) -> gfx.Drawing:
        """The board without highlights at :attr:`rect`'s size: an opaque picture painted per drawn scale (cached)."""
        key = self.rect.size
        picture = self._static.get(key)
        if picture is None:
            if len(self._static) >= 4:
                self._static.clear()
            picture = gfx.Drawing(key, self._paint_static, alpha=False)
            self._static[key] = picture
        return picture

    def _paint_static(self, surf: gfx.Canvas) -> None:
        w, h = surf.get_size()
        local = layout(self.graph, pygame.Rect(0, 0, w, h))
        s = local.scale
        self._draw_felt(surf, local)
        for i, e in enumerate(self.graph.edges):
            if e.kind == "tunnel":
                self._draw_tunnel(surf, local, i)
        for i, e in enumerate(self.graph.edges):
            if e.kind == "path":
                self._draw_trail(surf, local.curves[i], s)
        for n in self.graph.nodes:
            if n.kind != "laurel":
                self._draw_enclosure(surf, local, n)
        for i, e in enumerate(self.graph.edges):
            if e.kind == "tunnel":
                self._draw_holes(surf, local, i)
        for n in self.graph.of_kind("laurel"):
            self._draw_laurel(surf, local.rects[n.id], s)
        gfx.rect(surf, WOOD_DARK, surf.get_rect(), max(2, round(5 * s)), border_radius=round(14 * s))
        gfx.rect(surf, WOOD, surf.get_rect().inflate(-2 * max(1, round(2 * s)), -2 * max(1, round(2 * s))),
                 max(1, round(2 * s)), border_radius=round(12 * s))  # fmt: skip

    def _draw_felt(self, surf: gfx.Canvas, geo: BoardGeometry) -> None:
        """Green felt with a soft grain, darker edges, and scattered trees and tufts off the trails."""
        w, h = surf.get_size()
        surf.blit(theme.vertical_gradient((w, h), (64, 112, 78), (40, 78, 56)), (0, 0))
        rng = random.Random(self.seed)
        small = pygame.Surface((max(1, w // 6), max(1, h // 6)), pygame.SRCALPHA)
        for _ in range(small.get_width() * small.get_height() // 3):
            x, y = rng.randrange(small.get_width()), rng.randrange(small.get_height())
            g = rng.choice((0, 255))
            small.set_at((x, y), (g, g, g, rng.randrange(6, 18)))
        surf.blit(gfx.stretched(small, (w, h)), (0, 0))
        vignette = pygame.Surface((32, 20), pygame.SRCALPHA)
        for y in range(20):
            for x in range(32):
                d = math.hypot((x - 15.5) / 16, (y - 9.5) / 10)
                vignette.set_at((x, y), (0, 0, 0, int(120 * max(0.0, d - 0.6) ** 1.3)))
        surf.blit(gfx.stretched(vignette, (w, h)), (0, 0))
        s = geo.scale
        keep_out = [r.inflate(round(30 * s), round(30 * s)) for r in geo.rects.values()]
        lines = [pts for pts in geo.curves.values()]
        size = max(6, round(34 * s))
        for _ in range(60):
            x, y = rng.uniform(0.03, 0.97) * w, rng.uniform(0.04, 0.96) * h
            if any(r.collidepoint(x, y) for r in keep_out):
                continue
            if any(math.dist(p, (x, y)) < 22 * s for pts in lines for p in pts[::3]):
                continue
            name = rng.choice(SCATTER_ICONS)
            k = rng.uniform(0.6, 1.0)
            icon = self.assets.icon(name, (round(size * k), round(size * k)))
            shade = surf.new(icon.get_size())
            gfx.ellipse(shade, (0, 0, 0, 50), shade.get_rect().inflate(-icon.get_width() // 4, -icon.get_height() * 2 // 3).move(0, icon.get_height() // 3))  # noqa: E501
            surf.blit(shade, icon.get_rect(center=(round(x), round(y))))
            faded = icon.copy()
            faded.set_alpha(170)
            surf.blit(faded, icon.get_rect(center=(round(x), round(y))))

    @staticmethod
    def _draw_trail(surf: gfx.Canvas, points: list[Point], s: float) -> None:
        """A trodden dirt band with pale stepping-stone dots along it."""
        band = max(3, round(16 * s))
        pts = list(points)  # fractional: rounded to window pixels only when drawn
        layer = surf.new(surf.get_size())
        gfx.lines(layer, (*TRAIL, 120), False, pts, band)
        for p in pts[:: max(1, len(pts) // 8)]:
            gfx.circle(layer, (*TRAIL, 120), p, band // 2)
        surf.blit(layer, (0, 0))
        step = max(5.0, 11 * s)
        total = sum(math.dist(points[i], points[i + 1]) for i in range(len(points) - 1))
        n = int(total // step)
        r = max(1, round(2.4 * s))
        for k in range(1, n):
            gfx.circle(surf, TRAIL_DOT, _point_along(points, k / n), r)

    def _draw_tunnel(self, surf: gfx.Canvas, geo: BoardGeometry, index: int) -> None:
        """A dashed dark curve with a faint darker bed: a passage underground."""
        s = geo.scale
        pts = geo.curves[index]
        bed = surf.new(surf.get_size())
        gfx.lines(bed, (*TUNNEL, 60), False, pts, max(3, round(12 * s)))
        surf.blit(bed, (0, 0))
        dash, gap = max(4.0, 12 * s), max(3.0, 8 * s)
        total = sum(math.dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1))
        width = max(2, round(4 * s))
        d = 0.0
        while d < total:
            a = _point_along(pts, d / total)
            b = _point_along(pts, min(total, d + dash) / total)
            gfx.line(surf, TUNNEL, a, b, width)
            d += dash + gap

    def _draw_holes(self, surf: gfx.Canvas, geo: BoardGeometry, index: int) -> None:
        """A burrow icon where a tunnel leaves its start enclosure and where it reaches its end."""
        e = self.graph.edges[index]
        pts = geo.curves[index]
        visible = _outside_part(pts, (geo.rects[e.src], geo.rects[e.dst]))
        size = max(8, round(24 * geo.scale))
        icon = self.assets.icon("hole", (size, size))
        for p in (visible[0], visible[-1]):
            surf.blit(icon, icon.get_rect(center=(round(p[0]), round(p[1]))))

    def _draw_enclosure(self, surf: gfx.Canvas, geo: BoardGeometry, node: BoardNode) -> None:
        """A fenced enclosure: ground, name sign, round slots, a fence of rails and posts."""
        s = geo.scale
        box = geo.rects[node.id]
        star = node.kind == "star"
        radius = max(3, round(12 * s))
        if star:  # soft golden halo behind the Star Exhibit
            halo = surf.new((box.w * 2, box.h * 2))
            for i in range(8, 0, -1):
                r = halo.get_rect().inflate(-box.w * i // 9, -box.h * i // 9)
                gfx.ellipse(halo, (255, 220, 110, 10), r)
            surf.blit(halo, halo.get_rect(center=box.center))
        shadow = surf.new((box.w + 8, box.h + 8))
        gfx.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=radius + 2)
        surf.blit(shadow, (box.x - 1, box.y + max(2, round(4 * s))))
        ground = GROUND.get(node.decor or "", GRASS)
        gfx.rect(surf, ground, box, border_radius=radius)
        inner = box.inflate(-round(8 * s), -round(8 * s))
        gfx.rect(surf, tuple(min(255, c + 18) for c in ground), inner, max(1, round(2 * s)),
                 border_radius=max(2, radius - 3))  # fmt: skip
        # slots
        r = geo.slot_radius if not star else round(geo.slot_radius * 1.15)
        num_font = self.assets.font("display", max(8, round(15 * s)))
        for i, c in enumerate(geo.slots[node.id]):
            gfx.circle(surf, tuple(max(0, v - 34) for v in ground), (c[0], c[1] + max(1, round(2 * s))), r)
            gfx.circle(surf, tuple(max(0, v - 16) for v in ground), c, r)
            gfx.circle(surf, tuple(min(255, v + 40) for v in ground), c, r, max(1, round(2 * s)))
            if star:
                theme.blit_text(surf, num_font, str(i + 1), c, GOLD_DARK, anchor="center")
        # fence: a rail all round and posts along it
        fence, post = (GOLD, GOLD_DARK) if star else (WOOD, WOOD_DARK)
        rail = max(2, round(3 * s))
        gfx.rect(surf, post, box, rail + 2, border_radius=radius)
        gfx.rect(surf, fence, box.inflate(-2, -2), rail, border_radius=radius)
        pw, ph = max(2, round(5 * s)), max(3, round(8 * s))
        spacing = max(6.0, 22 * s)
        for side in range(4):
            horizontal = side < 2
            length = box.w - 2 * radius if horizontal else box.h - 2 * radius
            count = max(1, int(length // spacing))
            for k in range(count + 1):
                t = radius + (length * k / count if count else 0)
                if side == 0:
                    x, y = box.x + t, box.y
                elif side == 1:
                    x, y = box.x + t, box.bottom - 1
                elif side == 2:
                    x, y = box.x, box.y + t
                else:
                    x, y = box.right - 1, box.y + t
                p = pygame.Rect(0, 0, pw if horizontal else ph, ph if horizontal else pw)
                p.center = (round(x), round(y))
                gfx.rect(surf, post, p, border_radius=1)
        # name sign on the top rail
        if node.label:
            size = max(7, round((16 if star else 11) * s))
            font = self.assets.font_for("display", size, node.label) if star else self.assets.font("bold", size)
            text = font.render(node.label, True, theme.INK_DARK if not star else (90, 54, 6))
            # tiny text is drawn at a legible minimum pixel size: fit the plank to the text as drawn
            tw, th = _drawn_size(text, surf.scale)
            plank = pygame.Rect(0, 0, math.ceil(tw) + round(10 * s), math.ceil(th) + 2)
            plank.midtop = (box.centerx, box.y + max(2, round(3 * s)) - 1)
            plank.clamp_ip(box.inflate(-2 * radius, 0))
            gfx.rect(surf, (232, 208, 160) if not star else (255, 236, 170), plank, border_radius=3)
            gfx.rect(surf, post, plank, 1, border_radius=3)
            surf.blit(text, (plank.centerx - tw / 2, plank.centery - th / 2))
        if node.decor:
            size = max(8, round((30 if star else 20) * s))
            icon = self.assets.icon(node.decor, (size, size))
            corner = (box.right - round(2 * s), box.y + round(2 * s)) if star else (box.right, box.bottom)
            surf.blit(icon, icon.get_rect(center=corner))

    def _draw_laurel(self, surf: gfx.Canvas, box: pygame.Rect, s: float) -> None:
        """A laurel space: a round gold-rimmed pad with the laurel icon."""
        r = box.w // 2
        gfx.circle(surf, (0, 0, 0), (box.centerx, box.centery + max(1, round(3 * s))), r)
        gfx.circle(surf, (250, 238, 200), box.center, r)
        gfx.circle(surf, GOLD_DARK, box.center, r, max(1, round(3 * s)))
        gfx.circle(surf, GOLD, box.center, r - max(1, round(2 * s)), max(1, round(1.5 * s)))
        icon = self.assets.icon("laurel", (round(r * 1.5), round(r * 1.5)))
        surf.blit(icon, icon.get_rect(center=box.center))

    def _draw_glow(self, surface: gfx.Canvas, node_id: str, colour: theme.Color) -> None:
        """A bright outline with a soft outer glow around node ``node_id``."""
        geo = self.geometry
        box = geo.rects[node_id]
        s = geo.scale
        laurel = self.graph.node(node_id).kind == "laurel"
        grow = max(4, round(12 * s))
        layer = surface.new((box.w + grow * 2, box.h + grow * 2))
        local = box.move(grow - box.x, grow - box.y)
        for i in range(grow, 0, -2):
            alpha = int(90 * (1 - i / grow)) + 12
            if laurel:
                gfx.circle(layer, (*colour, alpha), local.center, local.w // 2 + i, 3)
            else:
                gfx.rect(layer, (*colour, alpha), local.inflate(i * 2, i * 2), 3,
                         border_radius=max(3, round(12 * s)) + i)  # fmt: skip
        width = max(2, round(3 * s))
        if laurel:
            gfx.circle(layer, colour, local.center, local.w // 2 + width, width)
        else:
            gfx.rect(layer, colour, local.inflate(width * 2, width * 2), width,
                     border_radius=max(3, round(12 * s)) + width)  # fmt: skip
        surface.blit(layer, (box.x - grow, box.y - grow))
