"""The Zoo Vadis board as the rules use it: indexed tables built once from :mod:`~zooarcade.games.zoo_vadis.data`.

Pure Python (no pygame).  An exhibit is an index ``0..14`` (``"X9"`` is 9, the Star ``"X13"`` is 13);
a *route* is a path or a tunnel (``route`` indices: paths first in :data:`~data.PATHS` order, then
tunnels); a *laurel space* is an index ``0..9`` into :attr:`Board.spaces_ids` (``"X9>X13"``), one per
path that leaves a 3-, 5- or 7-space exhibit.  Zoo Vadis: Board (spec "Board").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from zooarcade.games.zoo_vadis import data

#: number of exhibits (ids ``X0`` … ``X14``).
EXHIBIT_COUNT = 15


def exhibit_index(xid: str) -> int:
    """Return the index of exhibit ``xid`` (``"X9"`` → 9).

    Raises:
        ValueError: not an exhibit id.
    """
    if len(xid) < 2 or xid[0] != "X" or not xid[1:].isdigit() or not 0 <= int(xid[1:]) < EXHIBIT_COUNT:
        raise ValueError(f"not an exhibit: {xid!r}")
    return int(xid[1:])


def exhibit_id(index: int) -> str:
    """Return the id of exhibit ``index`` (9 → ``"X9"``)."""
    return f"X{index}"


@dataclass(frozen=True)
class Route:
    """One way up from an exhibit: a path or (with the Armadillo) a tunnel.

    Attributes:
        index: position in :attr:`Board.routes`.
        src, dst: exhibit indices (one-way, upward).
        tunnel: True for a tunnel (no laurel, only with the Armadillo ability).
        laurel: the laurel space on this path, or ``None`` (tunnels; paths leaving 1-space exhibits).
    """

    index: int
    src: int
    dst: int
    tunnel: bool
    laurel: int | None


@dataclass(frozen=True)
class Board:
    """One side of the board for a player count and Star size (Zoo Vadis: Board; Setup 1-4).

    Attributes:
        players: seat count (3-7) the side is for.
        spaces: spaces per exhibit index (the Star's may be the 5-space option on the 6-7 side).
        need: votes needed to leave each exhibit: ``(spaces + 1) // 2`` (spec rule 1).
        routes: every path, then every tunnel.
        out: per exhibit, the indices of the routes leaving it (paths first).
        laurel_routes: per laurel space, the route it lies on.
        space_ids: per laurel space, its id (``"X9>X13"``).
        keeper_start: the laurel space the Zoo Keeper starts on.
        peacock_starts: exhibits holding a peacock at the start.
        star: the Star Exhibit's index (13); bottom: the four bottom exhibits.
    """

    players: int
    spaces: tuple[int, ...]
    need: tuple[int, ...]
    routes: tuple[Route, ...]
    out: tuple[tuple[int, ...], ...]
    laurel_routes: tuple[int, ...]
    space_ids: tuple[str, ...]
    keeper_start: int
    peacock_starts: tuple[int, ...]
    star: int
    bottom: tuple[int, ...]

    @property
    def star_size(self) -> int:
        """Spaces of the Star Exhibit (5 or 7)."""
        return self.spaces[self.star]

    def space_index(self, space_id: str) -> int:
        """Return the laurel space index of ``space_id`` (``"X9>X13"``).

        Raises:
            ValueError: no laurel space has that id.
        """
        try:
            return self.space_ids.index(space_id)
        except ValueError:
            raise ValueError(f"no laurel space {space_id!r}") from None

    def route_between(self, src: int, dst: int, tunnel: bool) -> Route | None:
        """Return the path (or tunnel) from exhibit ``src`` to ``dst``, or ``None`` when there is none."""
        for r in self.out[src]:
            route = self.routes[r]
            if route.dst == dst and route.tunnel == tunnel:
                return route
        return None


@lru_cache(maxsize=16)
def board_for(players: int, star: int | None = None) -> Board:
    """Return the (cached, immutable) board for ``players`` seats and a Star of ``star`` spaces.

    Raises:
        ValueError: ``players`` outside 3..7 or a Star size not offered for them.
    """
    spaces_map = data.spaces_for(players, star)
    spaces = tuple(spaces_map[exhibit_id(i)] for i in range(EXHIBIT_COUNT))
    laurel_paths = data.laurel_paths(spaces_map)
    space_ids = tuple(data.laurel_id(p) for p in laurel_paths)
    routes: list[Route] = []
    for src, dst in data.PATHS:
        pair = (src, dst)
        laurel = laurel_paths.index(pair) if pair in laurel_paths else None
        routes.append(Route(len(routes), exhibit_index(src), exhibit_index(dst), False, laurel))
    for src, dst in data.TUNNELS:
        routes.append(Route(len(routes), exhibit_index(src), exhibit_index(dst), True, None))
    out = tuple(tuple(r.index for r in routes if r.src == x) for x in range(EXHIBIT_COUNT))
    laurel_routes = tuple(next(r.index for r in routes if r.laurel == i) for i in range(len(space_ids)))
    return Board(
        players=players,
        spaces=spaces,
        need=tuple((s + 1) // 2 for s in spaces),
        routes=tuple(routes),
        out=out,
        laurel_routes=laurel_routes,
        space_ids=space_ids,
        keeper_start=space_ids.index(data.laurel_id(data.ZOO_KEEPER_START)),
        peacock_starts=tuple(exhibit_index(x) for x in data.PEACOCK_STARTS[players]),
        star=exhibit_index(data.STAR),
        bottom=tuple(exhibit_index(x) for x in data.BOTTOM),
    )
