"""Which piece stands in which space of an exhibit, for drawing (pure Python, no pygame).

The rules count animals per exhibit (``animals[x][seat]``, ``peacocks[x]``); a table needs each piece in
one drawn space so it can be animated.  :class:`Slots` keeps that assignment stable: a piece that
arrives takes the lowest free space (in the Star Exhibit the space it was numbered), a piece that
leaves is its owner's piece in the highest space, and every exhibit has one extra place after its
spaces for the one piece more the Ibis lets in.  Pieces are keyed ``"a<seat>.<n>"`` (an animal) and
``"p.<n>"`` (a peacock).  Zoo Vadis: Board, Advancement rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from zooarcade.games.zoo_vadis.board import exhibit_id

#: the owner number of a peacock.
PEACOCK = -1


def piece_key(owner: int, n: int) -> str:
    """Key of ``owner``'s ``n``-th piece (``owner`` a seat, or :data:`PEACOCK`)."""
    return f"p.{n}" if owner == PEACOCK else f"a{owner}.{n}"


def key_owner(key: str) -> int:
    """The owner of piece ``key`` (a seat, or :data:`PEACOCK`).

    Raises:
        ValueError: not a piece key.
    """
    if key.startswith("p."):
        return PEACOCK
    if key.startswith("a") and "." in key:
        return int(key[1:].split(".")[0])
    raise ValueError(f"not a piece key: {key!r}")


@dataclass
class Slots:
    """The drawn spaces of every exhibit (see the module docstring).

    Attributes:
        spaces: spaces per exhibit id (the extra Ibis place comes after them).
        star: the Star Exhibit's id.
        places: exhibit id → the piece key in each place (``None``: empty), ``spaces + 1`` places.
        made: pieces keyed so far per owner (seat index; the peacocks at index ``len(made) - 1``).
    """

    spaces: dict[str, int]
    star: str
    places: dict[str, list[str | None]] = field(default_factory=dict)
    made: list[int] = field(default_factory=list)

    @classmethod
    def from_state(cls, state: Any) -> Slots:
        """The assignment of a position: Star pieces in arrival order, elsewhere seats in order, then peacocks."""
        board = state.board
        spaces = {exhibit_id(x): board.spaces[x] for x in range(len(board.spaces))}
        slots = cls(spaces, exhibit_id(board.star))
        slots.places = {x: [None] * (n + 1) for x, n in spaces.items()}
        slots.made = [0] * (state.n + 1)
        for x in range(len(board.spaces)):
            xid = exhibit_id(x)
            if x == board.star:
                order = list(state.star)
            else:
                order = [s for s in range(state.n) for _ in range(state.animals[x][s])]
                order += [PEACOCK] * state.peacocks[x]
            for i, owner in enumerate(order[: spaces[xid] + 1]):
                slots.places[xid][i] = slots._new_key(owner)
        return slots

    def _new_key(self, owner: int) -> str:
        index = len(self.made) - 1 if owner == PEACOCK else owner
        key = piece_key(owner, self.made[index])
        self.made[index] += 1
        return key

    # ------------------------------------------------------------------ queries
    def pieces(self) -> dict[str, tuple[str, int]]:
        """Every piece: key → (exhibit id, place index)."""
        return {key: (x, i) for x, keys in self.places.items() for i, key in enumerate(keys) if key is not None}

    def where(self, key: str) -> tuple[str, int] | None:
        """(exhibit id, place index) of piece ``key``, or None."""
        for x, keys in self.places.items():
            if key in keys:
                return (x, keys.index(key))
        return None

    def top(self, owner: int, exhibit: str) -> str | None:
        """``owner``'s piece in the highest place of ``exhibit`` (the one that leaves next), or None."""
        keys = self.places.get(exhibit, [])
        for key in reversed(keys):
            if key is not None and key_owner(key) == owner:
                return key
        return None

    def counts(self, exhibit: str, n: int) -> tuple[list[int], int]:
        """``(animals per seat, peacocks)`` standing in ``exhibit`` for ``n`` seats."""
        seats = [0] * n
        peacocks = 0
        for key in self.places.get(exhibit, []):
            if key is None:
                continue
            owner = key_owner(key)
            if owner == PEACOCK:
                peacocks += 1
            elif 0 <= owner < n:
                seats[owner] += 1
        return seats, peacocks

    def matches(self, state: Any) -> bool:
        """True when every exhibit holds the pieces ``state`` counts there (and the Star their order)."""
        board = state.board
        for x in range(len(board.spaces)):
            xid = exhibit_id(x)
            seats, peacocks = self.counts(xid, state.n)
            if seats != list(state.animals[x]) or peacocks != state.peacocks[x]:
                return False
        star = [key_owner(k) for k in self.places[self.star] if k is not None]
        return star == list(state.star)

    # ------------------------------------------------------------------ changes
    def free_place(self, exhibit: str, star_space: int | None = None) -> int:
        """The place a piece arriving in ``exhibit`` takes: its Star number's, else the lowest free one."""
        keys = self.places[exhibit]
        if star_space is not None and 1 <= star_space <= len(keys) and keys[star_space - 1] is None:
            return star_space - 1
        for i, key in enumerate(keys):
            if key is None:
                return i
        return len(keys) - 1

    def add(self, owner: int, exhibit: str) -> tuple[str, int]:
        """A new piece of ``owner`` enters ``exhibit`` (Add): return its key and place."""
        key = self._new_key(owner)
        return key, self.put(key, exhibit)

    def take(self, owner: int, exhibit: str) -> str | None:
        """Lift ``owner``'s top piece out of ``exhibit``; return its key (None when there is none)."""
        key = self.top(owner, exhibit)
        if key is not None:
            keys = self.places[exhibit]
            keys[keys.index(key)] = None
        return key

    def put(self, key: str, exhibit: str, star_space: int | None = None) -> int:
        """Put piece ``key`` into ``exhibit`` (its free place); return the place index."""
        index = self.free_place(exhibit, star_space)
        self.places[exhibit][index] = key
        return index
