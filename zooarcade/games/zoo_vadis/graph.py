"""The Zoo Vadis board as a graph: exhibits, laurel spaces, paths and tunnels, as pure data (no pygame).

The rules read the board through the indexed tables of :mod:`~zooarcade.games.zoo_vadis.board`;
this module gives the same board as a :class:`BoardGraph` of nodes (exhibits with their spaces, the
Star Exhibit, the laurel spaces) and edges (paths and tunnels) with where each is drawn, built from
:mod:`~zooarcade.games.zoo_vadis.data` by :func:`zoo_vadis_graph`.  The painter
(:mod:`~zooarcade.games.zoo_vadis.board_draw`), the table and the rules reader draw from it; being
pure Python it also serves the rules, the AI and headless tools.  Zoo Vadis: Board.

Units: node positions are fractions (0..1) of the board rectangle's width and height, origin top left.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

from zooarcade.games.zoo_vadis import data as bd

Point = tuple[float, float]

#: node kinds: a plain exhibit, the Star Exhibit, a laurel space on a path.
NODE_KINDS = frozenset({"exhibit", "star", "laurel"})
#: edge kinds: a walkable path, or a tunnel (special move, drawn underground).
EDGE_KINDS = frozenset({"path", "tunnel"})


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
