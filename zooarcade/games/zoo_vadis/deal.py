"""The transaction being built or answered in Zoo Vadis: a :class:`Draft` and its :class:`Item`\\ s (pure Python).

Zoo Vadis: Deals in a digital game.  An advance (or a Hyena request) is one transaction: the mover
names the piece and the way, adds asks (votes from one seat, or one ability from its owner), each
with an offer of token values paid only on success and an optional promise, and peacock bribes;
then sends it.  The asked seats answer in turn order from the mover's left; a countered ask is met
or dropped by the mover; then everything happens at once, or nothing does.

What is public: the piece, the way, every ask's seat, votes, ability, target, token *count* and
promise, every bribe's value, every answer.  What only the mover and the asked seat see: the
*values* of that ask's tokens (``Item.values`` is ``None`` in the views of everybody else).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: ``Item.answer`` values.
PENDING, ACCEPTED, DECLINED, COUNTERED = "", "accept", "decline", "counter"
#: ``Item.met`` values for a countered ask.
MET, DROPPED = "met", "dropped"


@dataclass
class Item:
    """One ask inside a transaction.

    Attributes:
        seat: the asked seat.
        what: ``"votes"`` or an ability (``"tiger"`` …).
        votes: votes asked (``what == "votes"``), else 0.
        target: the ability's target (see :class:`~zooarcade.games.zoo_vadis.actions.Request`).
        values: token values (ascending) the mover pays on success: the offer, plus a met counter's
            top-up; ``None`` in the view of a seat that is neither the mover nor ``seat``.
        count: tokens in ``values`` (public).
        offered: tokens of the original offer (public).
        promise: a non-binding promise of support later goes with the offer.
        ready: the offer has been made.
        answer: ``""`` (not yet), ``"accept"``, ``"decline"`` or ``"counter"``.
        counter: the counter's minimum laurel value (``answer == "counter"``).
        met: for a counter: ``""`` (not yet), ``"met"`` or ``"dropped"``.
    """

    seat: int
    what: str
    votes: int = 0
    target: str = ""
    values: list[int] | None = field(default_factory=list)
    count: int = 0
    offered: int = 0
    promise: bool = False
    ready: bool = False
    answer: str = PENDING
    counter: int = 0
    met: str = ""

    @property
    def agreed(self) -> bool:
        """True when the asked seat's part stands: accepted, or a counter the mover met."""
        return self.answer == ACCEPTED or (self.answer == COUNTERED and self.met == MET)

    @property
    def refused(self) -> bool:
        """True when the part fell away: declined, or a counter the mover dropped."""
        return self.answer == DECLINED or (self.answer == COUNTERED and self.met == DROPPED)

    def copy(self) -> Item:
        """Return an independent copy."""
        return Item(
            self.seat,
            self.what,
            self.votes,
            self.target,
            None if self.values is None else list(self.values),
            self.count,
            self.offered,
            self.promise,
            self.ready,
            self.answer,
            self.counter,
            self.met,
        )

    def to_json(self) -> list[Any]:
        """Return the compact JSON form (a list in field order)."""
        return [
            self.seat,
            self.what,
            self.votes,
            self.target,
            self.values,
            self.count,
            self.offered,
            self.promise,
            self.ready,
            self.answer,
            self.counter,
            self.met,
        ]

    @classmethod
    def from_json(cls, raw: Any) -> Item:
        """Parse :meth:`to_json` output.

        Raises:
            ValueError, TypeError, IndexError: a malformed item.
        """
        if not isinstance(raw, list) or len(raw) != 12:
            raise ValueError("an ask must be a list of 12 fields")
        values = None if raw[4] is None else [int(v) for v in raw[4]]
        if values is not None and (len(values) != int(raw[5]) or any(not 1 <= v <= 5 for v in values)):
            raise ValueError("an ask's token values do not match its count")
        return cls(
            int(raw[0]),
            str(raw[1]),
            int(raw[2]),
            str(raw[3]),
            values,
            int(raw[5]),
            int(raw[6]),
            bool(raw[7]),
            bool(raw[8]),
            str(raw[9]),
            int(raw[10]),
            str(raw[11]),
        )


@dataclass
class Draft:
    """A transaction: what moves, how, and every ask and bribe (Zoo Vadis: Deals).

    Attributes:
        piece: ``"animal"``, ``"peacock"``, ``"add"`` or ``"hyena"``.
        src: exhibit left (``-1`` for add and hyena).
        dst: exhibit entered; for ``"hyena"`` the laurel space the Zoo Keeper moves to.
        route: route index (``-1`` for add and hyena).
        need: votes needed to leave ``src`` (0 when no vote is held: a peacock, the Zoo Keeper's
            path, a tunnel, add, hyena).
        own: the mover's own votes in ``src``.
        items: the asks, in the order they were added.
        bribes: the values of the bribes, one peacock each.
        leave: the mover leaves the path's laurel where it lies.
        order: item indices in answer order (set when sent).
    """

    piece: str
    src: int
    dst: int
    route: int
    need: int = 0
    own: int = 0
    items: list[Item] = field(default_factory=list)
    bribes: list[int] = field(default_factory=list)
    leave: bool = False
    order: list[int] = field(default_factory=list)

    def item(self, what: str) -> Item | None:
        """Return the ask for ``what`` (an ability, or the first ``"votes"`` ask), or ``None``."""
        for it in self.items:
            if it.what == what:
                return it
        return None

    def has(self, ability: str) -> bool:
        """True when ``ability`` is requested in this transaction."""
        return any(it.what == ability for it in self.items)

    def planned_votes(self) -> int:
        """Votes the mover counts on if every ask is agreed: own + asked + bribed peacocks."""
        return self.own + sum(it.votes for it in self.items if it.what == "votes") + len(self.bribes)

    def agreed_votes(self) -> int:
        """Votes agreed so far: own + agreed asks + bribed peacocks."""
        return self.own + sum(it.votes for it in self.items if it.what == "votes" and it.agreed) + len(self.bribes)

    def possible_votes(self) -> int:
        """Votes still possible: own + every ask not refused + bribed peacocks."""
        return self.own + sum(it.votes for it in self.items if it.what == "votes" and not it.refused) + len(self.bribes)

    def copy(self) -> Draft:
        """Return an independent copy."""
        return Draft(
            self.piece,
            self.src,
            self.dst,
            self.route,
            self.need,
            self.own,
            [i.copy() for i in self.items],
            list(self.bribes),
            self.leave,
            list(self.order),
        )

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {
            "piece": self.piece,
            "src": self.src,
            "dst": self.dst,
            "route": self.route,
            "need": self.need,
            "own": self.own,
            "items": [i.to_json() for i in self.items],
            "bribes": list(self.bribes),
            "leave": self.leave,
            "order": list(self.order),
        }

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> Draft:
        """Parse :meth:`to_json` output.

        Raises:
            KeyError, ValueError, TypeError: a malformed draft.
        """
        return cls(
            str(raw["piece"]),
            int(raw["src"]),
            int(raw["dst"]),
            int(raw["route"]),
            int(raw["need"]),
            int(raw["own"]),
            [Item.from_json(i) for i in raw["items"]],
            [int(b) for b in raw["bribes"]],
            bool(raw["leave"]),
            [int(o) for o in raw["order"]],
        )
