"""The Zoo Vadis board painter: the board graph drawn as a zoo park on felt (pygame).

The board is a :class:`~zooarcade.games.zoo_vadis.graph.BoardGraph` (pure data, built from
:mod:`~zooarcade.games.zoo_vadis.data` by :func:`~zooarcade.games.zoo_vadis.graph.zoo_vadis_graph`);
:class:`GraphBoardPainter` draws it into a rectangle:

* exhibits are fenced enclosures with round animal slots and a name sign;
* the Star Exhibit is larger, gold-fenced, haloed, with numbered slots;
* paths are dotted dirt trails; a path's laurel space is a gold-rimmed pad with
  the laurel icon, placed halfway along the visible part of the trail;
* tunnels are dashed dark curves "underground", with a hole at each end.

The painter paints the static board once per rectangle size and drawn scale (a
:class:`~zooarcade.ui.gfx.Drawing`, so it is sharp in every window), then draws
highlights of chosen nodes on top each frame.  :meth:`GraphBoardPainter.node_at` hit-tests a point;
:meth:`GraphBoardPainter.node_rect`, :meth:`GraphBoardPainter.slot_centers` and
:meth:`GraphBoardPainter.edge_points` tell the table where to put its pieces and how they walk.
It lives with its game (the shared table kit in ``ui/`` imports no game).

Units: node positions are fractions (0..1) of the board rectangle's width and
height, origin top left; everything else is logical pixels of the canvas drawn on.
Exhibit sizes follow a reference board of :data:`REFERENCE` pixels and scale with
``min(w / 1000, h / 625)``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

import pygame

from zooarcade.games.zoo_vadis.graph import BoardGraph, BoardNode, Point
from zooarcade.ui import gfx, theme

if TYPE_CHECKING:
    from zooarcade.ui.assets import Assets

#: size (pixels) of the reference board the exhibit dimensions below are designed for.
REFERENCE = (1000, 625)
#: reference slot diameter, gap between slots and enclosure padding (pixels at scale 1).
SLOT, SLOT_GAP, PAD, SIGN = 30, 6, 9, 15
#: reference text size of an exhibit's name sign, and how far the sign may overhang the fence on each side
#: (pixels at scale 1).
SIGN_TEXT, SIGN_OVERHANG = 17, 12
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


def point_along(points: list[Point], frac: float) -> Point:
    """The point ``frac`` (0..1) of the way along the polyline ``points`` by length (pixels in, pixels out)."""
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
            px, py = point_along(visible, 0.5)
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
def _points_box(points: Sequence[Point], width: float) -> pygame.Rect:
    """The logical rect around ``points`` with room for a line ``width`` wide (and its round ends)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    pad = math.ceil(width) + 2
    left, top = math.floor(min(xs)) - pad, math.floor(min(ys)) - pad
    return pygame.Rect(left, top, math.ceil(max(xs)) + pad - left, math.ceil(max(ys)) + pad - top)


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
        #: the static board's layers (felt, ways) per size: pictures of their own, so the first frames
        #: render one at a time within the app's render budget (``gfx.render_budget``) instead of all at once.
        self._layers: dict[tuple[str, tuple[int, int]], gfx.Picture] = {}
        self._icons: dict[tuple[str, tuple[int, ...]], gfx.Picture] = {}
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

    def extra_slot(self, node_id: str) -> tuple[int, int]:
        """Centre of the place an exhibit's one extra piece stands (the Ibis lets one more in): its top-right corner.

        Raises:
            KeyError: no such node.
        """
        box = self.geometry.rects[node_id]
        r = self.geometry.slot_radius
        return (box.right - r // 2, box.y + r // 2)

    def edge_points(self, src: str, dst: str, tunnel: bool = False) -> list[Point]:
        """The drawn polyline of the path (or tunnel) ``src`` → ``dst``, centre to centre; a straight line when
        the board has no such edge (a piece never jumps, but a malformed event must not crash the table)."""
        kind = "tunnel" if tunnel else "path"
        geo = self.geometry
        for i, e in enumerate(self.graph.edges):
            if e.src == src and e.dst == dst and e.kind == kind:
                return list(geo.curves[i])
        a, b = geo.rects[src].center, geo.rects[dst].center
        return [(float(a[0]), float(a[1])), (float(b[0]), float(b[1]))]

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
                self._layers.clear()
                self._icons.clear()
            # its layers are pictures it needs: each may wait for a frame of its own (gfx.render_budget)
            local = layout(self.graph, pygame.Rect((0, 0), key))
            grain = self._layers[("grain", key)] = gfx.RenderedPicture(key, self._grain)
            plan = self._scatter_plan(local)
            layers = [self._layer("felt", key, lambda c: self._draw_felt(c, local), False, (grain,)),
                      self._layer("scatter", key, lambda c: self._draw_scatter(c, plan), True,
                                  [icon for icon, _ in plan]),
                      self._layer("ways", key, lambda c: self._paint_ways(c, local), True),
                      self._layer("pens", key, lambda c: self._paint_pens(c, local), True, self._pen_icons(local))]
            size = max(8, round(24 * local.scale))
            tops = [self._icon("hole", (size, size))] + [
                self._icon("laurel", (round(local.rects[n.id].w // 2 * 1.5),) * 2)
                for n in self.graph.of_kind("laurel")]
            picture = gfx.Drawing(key, self._paint_static, alpha=False, needs=[*layers, *tops])
            self._static[key] = picture
        return picture

    def _icon(self, name: str, size: tuple[int, int]) -> gfx.Picture:
        """Icon ``name`` at ``size``, the same picture every time (a layer's needs are the pictures it draws)."""
        key = (name, tuple(size))
        icon = self._icons.get(key)
        if icon is None:
            icon = self._icons[key] = self.assets.icon(name, size)
        return icon

    def _layer(self, name: str, size: tuple[int, int], paint: Callable[[gfx.Canvas], None],
               alpha: bool, needs: Sequence[gfx.Picture] = ()) -> gfx.Drawing:
        """A new layer ``name`` of the static board at ``size``, kept in :attr:`_layers`."""
        picture = self._layers[(name, size)] = gfx.Drawing(size, paint, alpha=alpha, needs=needs)
        return picture

    def _paint_static(self, surf: gfx.Canvas) -> None:
        w, h = surf.get_size()
        local = layout(self.graph, pygame.Rect(0, 0, w, h))
        s = local.scale
        for name in ("felt", "scatter", "ways", "pens"):
            surf.blit(self._layers[(name, (w, h))], (0, 0))
        for i, e in enumerate(self.graph.edges):
            if e.kind == "tunnel":
                self._draw_holes(surf, local, i)
        for n in self.graph.of_kind("laurel"):
            self._draw_laurel(surf, local.rects[n.id], s)
        gfx.rect(surf, WOOD_DARK, surf.get_rect(), max(2, round(5 * s)), border_radius=round(14 * s))
        gfx.rect(surf, WOOD, surf.get_rect().inflate(-2 * max(1, round(2 * s)), -2 * max(1, round(2 * s))),
                 max(1, round(2 * s)), border_radius=round(12 * s))  # fmt: skip

    def _pen_icons(self, geo: BoardGeometry) -> list[gfx.Picture]:
        """The art the enclosures layer draws (decor, burrows, laurel pads), rendered before it paints."""
        s = geo.scale
        out: list[gfx.Picture] = []
        for n in self.graph.nodes:
            if n.kind != "laurel" and n.decor:
                size = max(8, round((30 if n.kind == "star" else 20) * s))
                out.append(self._icon(n.decor, (size, size)))
        return out

    def draw_signs(self, surface: gfx.Canvas | pygame.Surface) -> None:
        """Draw the enclosures' name signs again, at :attr:`rect`, over whatever was drawn on the board since
        :meth:`draw` (a lit target's wash and rim, a mark, a glow): an outline never runs across a name."""
        key = self.rect.size
        picture = self._layers.get(("signs", key))
        if picture is None:
            local = layout(self.graph, pygame.Rect((0, 0), key))
            picture = self._layer("signs", key, lambda c: self._paint_signs(c, local), True)
        gfx.as_canvas(surface).blit(picture, self.rect)

    def _paint_signs(self, surf: gfx.Canvas, geo: BoardGeometry) -> None:
        """Only the name signs, on a transparent layer (see :meth:`draw_signs`)."""
        for n in self.graph.nodes:
            if n.kind != "laurel":
                self._draw_sign(surf, n, geo.rects[n.id], geo.scale)

    def _paint_pens(self, surf: gfx.Canvas, geo: BoardGeometry) -> None:
        """The fenced enclosures on a transparent layer (drawn over the ways)."""
        for n in self.graph.nodes:
            if n.kind != "laurel":
                self._draw_enclosure(surf, geo, n)

    def _paint_ways(self, surf: gfx.Canvas, geo: BoardGeometry) -> None:
        """The tunnels, then the trails, on a transparent layer (drawn over the felt)."""
        for i, e in enumerate(self.graph.edges):
            if e.kind == "tunnel":
                self._draw_tunnel(surf, geo, i)
        for i, e in enumerate(self.graph.edges):
            if e.kind == "path":
                self._draw_trail(surf, geo.curves[i], geo.scale)

    def _draw_felt(self, surf: gfx.Canvas, geo: BoardGeometry) -> None:
        """Green felt with a soft grain and darker edges (the trees and tufts are :meth:`_draw_scatter`'s)."""
        w, h = surf.get_size()
        top, bottom = (64, 112, 78), (40, 78, 56)
        for y in range(0, h, 2):  # the gradient in 2-pixel bands, filled straight on the canvas (the grain hides them)
            t = y / max(1, h - 2)
            gfx.rect(surf, tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)),
                     pygame.Rect(0, y, w, 2))
        surf.blit(self._layers[("grain", (w, h))], (0, 0))

    def _grain(self, px: tuple[int, int]) -> pygame.Surface:
        """The felt's grain and darker edges at ``px`` window pixels: small maps, smoothly scaled up."""
        w, h = self.rect.size
        rng = random.Random(self.seed)
        small = pygame.Surface((max(1, w // 6), max(1, h // 6)), pygame.SRCALPHA)
        sw, sh = small.get_size()
        set_at, bits = small.set_at, rng.getrandbits
        for _ in range(sw * sh // 3):  # one draw per grain: place, black or white, faint alpha 6-17
            r = bits(40)
            g = 255 * (r & 1)
            set_at(((r >> 1) % sw, (r >> 17) % sh), (g, g, g, 6 + (r >> 33) % 12))
        vignette = pygame.Surface((32, 20), pygame.SRCALPHA)
        for y in range(20):
            for x in range(32):
                d = math.hypot((x - 15.5) / 16, (y - 9.5) / 10)
                vignette.set_at((x, y), (0, 0, 0, int(120 * max(0.0, d - 0.6) ** 1.3)))
        out = pygame.transform.smoothscale(small, px)
        out.blit(pygame.transform.smoothscale(vignette, px), (0, 0))
        return out

    def _scatter_plan(self, geo: BoardGeometry) -> list[tuple[gfx.Picture, tuple[int, int]]]:
        """Where the trees and tufts stand: ``[(icon, centre)]`` off the enclosures and the trails (seeded)."""
        w, h = geo.rect.size
        rng = random.Random(self.seed + 1)
        s = geo.scale
        keep_out = [r.inflate(round(30 * s), round(30 * s)) for r in geo.rects.values()]
        samples = [p for pts in geo.curves.values() for p in pts[::3]]
        near = (22 * s) ** 2
        size = max(6, round(34 * s))
        out: list[tuple[gfx.Picture, tuple[int, int]]] = []
        for _ in range(60):
            x, y = rng.uniform(0.03, 0.97) * w, rng.uniform(0.04, 0.96) * h
            if any(r.collidepoint(x, y) for r in keep_out):
                continue
            if any((px - x) ** 2 + (py - y) ** 2 < near for px, py in samples):
                continue
            name = rng.choice(SCATTER_ICONS)
            k = rng.uniform(0.6, 1.0)
            out.append((self._icon(name, (round(size * k), round(size * k))), (round(x), round(y))))
        return out

    @staticmethod
    def _draw_scatter(surf: gfx.Canvas, plan: Sequence[tuple[gfx.Picture, tuple[int, int]]]) -> None:
        """The trees and tufts of ``plan`` (:meth:`_scatter_plan`), each with a soft shadow, a little faded."""
        for icon, centre in plan:
            shade = surf.new(icon.get_size())
            gfx.ellipse(shade, (0, 0, 0, 50), shade.get_rect().inflate(-icon.get_width() // 4, -icon.get_height() * 2 // 3).move(0, icon.get_height() // 3))  # noqa: E501
            surf.blit(shade, icon.get_rect(center=centre))
            faded = icon.copy()
            faded.set_alpha(170)
            surf.blit(faded, icon.get_rect(center=centre))

    @staticmethod
    def _draw_trail(surf: gfx.Canvas, points: list[Point], s: float) -> None:
        """A trodden dirt band with pale stepping-stone dots along it."""
        band = max(3, round(16 * s))
        box = _points_box(points, band)  # a layer the size of the trail's box, not of the whole board
        pts = [(x - box.x, y - box.y) for x, y in points]  # fractional: rounded to window pixels only when drawn
        layer = surf.new(box.size)
        gfx.lines(layer, (*TRAIL, 120), False, pts, band)
        for p in pts[:: max(1, len(pts) // 8)]:
            gfx.circle(layer, (*TRAIL, 120), p, band // 2)
        surf.blit(layer, box.topleft)
        step = max(5.0, 11 * s)
        total = sum(math.dist(points[i], points[i + 1]) for i in range(len(points) - 1))
        n = int(total // step)
        r = max(1, round(2.4 * s))
        for k in range(1, n):
            gfx.circle(surf, TRAIL_DOT, point_along(points, k / n), r)

    def _draw_tunnel(self, surf: gfx.Canvas, geo: BoardGeometry, index: int) -> None:
        """A dashed dark curve with a faint darker bed: a passage underground."""
        s = geo.scale
        pts = geo.curves[index]
        width = max(3, round(12 * s))
        box = _points_box(pts, width)
        bed = surf.new(box.size)
        gfx.lines(bed, (*TUNNEL, 60), False, [(x - box.x, y - box.y) for x, y in pts], width)
        surf.blit(bed, box.topleft)
        dash, gap = max(4.0, 12 * s), max(3.0, 8 * s)
        total = sum(math.dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1))
        width = max(2, round(4 * s))
        d = 0.0
        while d < total:
            a = point_along(pts, d / total)
            b = point_along(pts, min(total, d + dash) / total)
            gfx.line(surf, TUNNEL, a, b, width)
            d += dash + gap

    def _draw_holes(self, surf: gfx.Canvas, geo: BoardGeometry, index: int) -> None:
        """A burrow icon where a tunnel leaves its start enclosure and where it reaches its end."""
        e = self.graph.edges[index]
        pts = geo.curves[index]
        visible = _outside_part(pts, (geo.rects[e.src], geo.rects[e.dst]))
        size = max(8, round(24 * geo.scale))
        icon = self._icon("hole", (size, size))
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
        self._draw_sign(surf, node, box, s)
        if node.decor:
            size = max(8, round((30 if star else 20) * s))
            icon = self._icon(node.decor, (size, size))
            corner = (box.right - round(2 * s), box.y + round(2 * s)) if star else (box.right, box.bottom)
            surf.blit(icon, icon.get_rect(center=corner))

    def _draw_sign(self, surf: gfx.Canvas, node: BoardNode, box: pygame.Rect, s: float) -> None:
        """The name sign of enclosure ``node`` (at ``box``, board scale ``s``) on its top rail."""
        star = node.kind == "star"
        post = GOLD_DARK if star else WOOD_DARK
        # name sign on the top rail, straddling it (clear of the slots), legible at 1280x720: it may overhang
        # the fence a little, and only a name too long even for that steps down in size
        if node.label:
            size = self.sign_size(node, surf.scale)
            font = self.assets.font_for("display", size, node.label) if star else self.assets.font("bold", size)
            text = font.render(node.label, True, theme.INK_DARK if not star else (90, 54, 6))
            tw, th = _drawn_size(text, surf.scale)
            plank = pygame.Rect(0, 0, math.ceil(tw) + round(10 * s), math.ceil(th) + 2)
            if star:
                plank.midtop = (box.centerx, box.y + max(2, round(3 * s)) - 1)
            else:
                plank.center = (box.centerx, box.y + max(1, round(2 * s)))
            plank.clamp_ip(box.inflate(2 * round(SIGN_OVERHANG * s), 4 * plank.h))
            gfx.rect(surf, (232, 208, 160) if not star else (255, 236, 170), plank, border_radius=3)
            gfx.rect(surf, post, plank, 1, border_radius=3)
            surf.blit(text, (plank.centerx - tw / 2, plank.centery - th / 2))

    def sign_size(self, node: BoardNode, scale: float = 1.0) -> int:
        """The text size (logical pixels) of ``node``'s name sign: :data:`SIGN_TEXT` at the board's scale (16 for
        the Star), a pixel less at a time while the name as drawn at window ``scale`` is wider than the sign may be
        (the enclosure plus :data:`SIGN_OVERHANG` each side); never below 7."""
        s = self.geometry.scale
        star = node.kind == "star"
        box = self.geometry.rects[node.id]
        size = max(7, round((16 if star else SIGN_TEXT) * s))
        room = box.w + 2 * round(SIGN_OVERHANG * s) - round(10 * s)
        while size > 7:
            font = self.assets.font_for("display", size, node.label) if star else self.assets.font("bold", size)
            # tiny text is drawn at a legible minimum pixel size: measure the text as drawn
            if _drawn_size(font.render(node.label, True, theme.INK_DARK), scale)[0] <= room:
                break
            size -= 1
        return size

    def _draw_laurel(self, surf: gfx.Canvas, box: pygame.Rect, s: float) -> None:
        """A laurel space: a round gold-rimmed pad with the laurel icon."""
        r = box.w // 2
        gfx.circle(surf, (0, 0, 0), (box.centerx, box.centery + max(1, round(3 * s))), r)
        gfx.circle(surf, (250, 238, 200), box.center, r)
        gfx.circle(surf, GOLD_DARK, box.center, r, max(1, round(3 * s)))
        gfx.circle(surf, GOLD, box.center, r - max(1, round(2 * s)), max(1, round(1.5 * s)))
        icon = self._icon("laurel", (round(r * 1.5), round(r * 1.5)))
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


# ---------------------------------------------------------------------- a whole position (replay, rules diagrams)
def fit_board(rect: pygame.Rect) -> pygame.Rect:
    """The largest rectangle of the board's proportions (:data:`REFERENCE`) centred in ``rect``."""
    rect = pygame.Rect(rect)
    s = min(rect.w / REFERENCE[0], rect.h / REFERENCE[1])
    out = pygame.Rect(0, 0, max(1, round(REFERENCE[0] * s)), max(1, round(REFERENCE[1] * s)))
    out.center = rect.center
    return out


class PositionPainter:
    """Draws a whole Zoo Vadis position — board, laurels, pieces, the Zoo Keeper — into any rectangle.

    For the replay viewer and the rules reader's diagrams (the table animates sprites instead).
    Painters and figures are cached per board side and species.

    Args:
        app: the arcade's services (assets, fonts, settings).
    """

    def __init__(self, app: Assets | object) -> None:
        self.app = app
        self._painters: dict[tuple[int, int, tuple[int, int, int, int]], GraphBoardPainter] = {}
        self._figures: dict[tuple[str, ...], object] = {}

    def painter(self, players: int, star: int, rect: pygame.Rect) -> GraphBoardPainter:
        """The cached painter of the board for ``players`` and a ``star``-space Star in ``rect``."""
        from zooarcade.games.zoo_vadis.graph import zoo_vadis_graph

        key = (players, star, tuple(rect))
        painter = self._painters.get(key)
        if painter is None:
            if len(self._painters) > 8:
                self._painters.clear()
            painter = self._painters[key] = GraphBoardPainter(zoo_vadis_graph(players, star),
                                                              self.app.assets, rect)  # type: ignore[attr-defined]
        return painter

    def draw(self, surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, state: object,
             highlights: Mapping[str, theme.Color] | None = None) -> pygame.Rect:
        """Draw ``state`` (a :class:`~zooarcade.games.zoo_vadis.rules.VadisState` or a view) fitted into ``rect``;
        return where the board landed."""
        from zooarcade.games.zoo_vadis import data
        from zooarcade.games.zoo_vadis.pieces import Figures
        from zooarcade.games.zoo_vadis.slots import PEACOCK, Slots, key_owner

        canvas = gfx.as_canvas(surface)
        board = fit_board(rect)
        st = state  # duck-typed: the rules' state
        painter = self.painter(st.n, st.star_size, board)  # type: ignore[attr-defined]
        painter.draw(canvas, highlights or {})
        species = tuple(st.species)  # type: ignore[attr-defined]
        figures = self._figures.get(species)
        if figures is None:
            figures = self._figures[species] = Figures(self.app, list(species))  # type: ignore[arg-type]
        assert isinstance(figures, Figures)
        geo = painter.geometry
        ids = st.board.space_ids  # type: ignore[attr-defined]
        token_d = geo.rects[ids[0]].w
        for i, k in enumerate(st.laurels):  # type: ignore[attr-defined]
            if k >= 0:
                img = figures.token(data.TOKEN_KINDS[k], token_d)
                canvas.blit(img, img.get_rect(center=geo.rects[ids[i]].center))
        d = geo.slot_radius * 2 + 2
        for key, (x, i) in Slots.from_state(st).pieces().items():
            owner = key_owner(key)
            img = figures.peacock(d) if owner == PEACOCK else figures.figure(owner, d)
            centres = painter.slot_centers(x)
            c = centres[i] if i < len(centres) else painter.extra_slot(x)
            canvas.blit(img, img.get_rect(center=c))
        keeper = geo.rects[ids[st.keeper]].center  # type: ignore[attr-defined]
        off = round(token_d * 0.62)
        img = figures.keeper(round(token_d * 0.95))
        canvas.blit(img, img.get_rect(center=(keeper[0] + off, keeper[1] - off)))
        return board


def board_painter(app: object) -> Callable[..., pygame.Rect]:
    """Return ``paint(surface, rect, state, before, action, reveal) -> drawn rect`` for the replay viewer.

    The exhibit the last move went into glows in the mover's colour.  ``reveal`` changes nothing: the
    board holds no hidden piece (laurel values behind the screens are the results screen's business).
    """
    from zooarcade.games.zoo_vadis.actions import Add, BonusPeacock, Compose

    positions = PositionPainter(app)

    def paint(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, state: object, before: object | None,
              action: object | None, reveal: bool) -> pygame.Rect:
        lit: dict[str, theme.Color] = {}
        mover = getattr(before, "to_move", None)
        dst = None
        if isinstance(action, Add):
            dst = action.exhibit
        elif isinstance(action, Compose | BonusPeacock) and getattr(action, "piece", "peacock") != "hyena":
            dst = action.dst
        if dst is not None and isinstance(mover, int) and ">" not in dst:
            lit[dst] = theme.seat_style(mover).color
        return positions.draw(surface, rect, state, lit)

    return paint


#: the rules reader's diagrams: name → how the position is set up (see :func:`diagram_state`).
DIAGRAMS: tuple[str, ...] = ("board", "votes", "keeper", "star")


def diagram_state(name: str) -> object:
    """The position a rules diagram shows (a 4-seat game set up by hand; pure rules objects).

    Raises:
        KeyError: no diagram of that name (see :data:`DIAGRAMS`).
    """
    from zooarcade.games.zoo_vadis.rules import new_game

    if name not in DIAGRAMS:
        raise KeyError(name)
    state = new_game(4, {}, 7)
    if name == "votes":  # Big Meadow: two of seat 0, one of seat 1, a peacock: leaving takes 3 votes
        state.animals[1][0], state.animals[1][1] = 2, 1
        state.supply[0], state.supply[1] = 4, 5
    elif name == "keeper":  # the keeper on Central Lawn -> Star: walk it without a vote
        state.animals[9][0], state.animals[9][2] = 1, 2
        state.supply[0], state.supply[2] = 5, 4
    elif name == "star":
        state.star = [2, 0, -1]
        state.animals[13][2], state.animals[13][0] = 1, 1
        state.peacocks[13] += 1
        state.peacocks[9] -= 1
        state.animals[9][1], state.animals[12][3] = 2, 1
        state.supply[2], state.supply[0], state.supply[1], state.supply[3] = 5, 5, 4, 5
    state.touch()
    return state


def diagram_painter(app: object) -> Callable[..., pygame.Rect]:
    """Return ``paint(surface, rect, name) -> drawn rect`` for the rules reader (names in :data:`DIAGRAMS`).

    Raises (from ``paint``):
        KeyError: no diagram of that name.
    """
    positions = PositionPainter(app)
    states: dict[str, object] = {}
    lit = {"votes": {"X1": theme.ACCENT}, "keeper": {"X9>X13": theme.ACCENT}, "star": {"X13": theme.ACCENT}}

    def paint(surface: gfx.Canvas | pygame.Surface, rect: pygame.Rect, name: str) -> pygame.Rect:
        state = states.get(name)
        if state is None:
            state = states[name] = diagram_state(name)
        return positions.draw(surface, rect, state, lit.get(name, {}))

    return paint
