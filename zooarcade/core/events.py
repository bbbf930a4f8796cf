"""Events: what one step changed, and what each seat may see of it.

A game's ``apply`` returns the *true* events of a step.  Some of them carry
details that only some seats may know (the card you drew, the tokens of a
private payment).  Such an event names its audience in ``private_to`` and says
what everybody else sees instead in ``public`` (``None``: the others see
nothing of it at all).  :meth:`Event.seen_by` applies that rule; the session
hands a screen only ``seen_by(viewer)`` events, while the match record keeps the
actions (and so the truth).

The shared vocabulary (:class:`EventKind`) is what the generic table animates
without knowing the game: a card moved between zones, a card flipped, a score
changed, a new decision, a new turn, a round ended, the game ended.  Games add
their own kinds (Apocalypse's ``"place"``, ``"take"``, ``"mutate"`` …) for
animations of their own; the table hands unknown kinds to the game's table.

Cards with a public back and a private face (Zoo Fighters II hands, the draw
pile of ZOP ZOO) use :func:`card_moved`: the audience sees the card's id and
face, the others see only the back and the zones, with ``card`` = ``None`` so
that an id can never tell them which card it is.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any


class EventKind(StrEnum):
    """The shared event vocabulary every table can animate (``Event.kind`` values).

    ``data`` shapes:

    * ``CARD_MOVED``: ``{"card": id | None, "src": zone, "dst": zone, "back": str | None,
      "face": mapping | None, "index": int | None}`` — a zone is a string such as
      ``"hand:2"``, ``"row:0"``, ``"draw"``, ``"discard"``; ``index`` the card's slot in
      ``dst`` when it matters (a row position).
    * ``CARD_FLIPPED``: ``{"card": id, "zone": zone, "face": mapping | None, "up": bool}``.
    * ``SCORE``: ``{"seat": int, "delta": int, "total": int, "why": str}`` (points).
    * ``DECISION``: ``{"seat": int, "kind": str}`` — a seat other than the turn's owner
      is now asked something (an answer, a priority window).
    * ``TURN``: ``{"seat": int}`` — a new turn begins.
    * ``ROUND_END``: ``{"round": int, "points": [int], "totals": [int], "winner": int | None}``.
    * ``GAME_END``: ``{"scores": [int], "winners": [int], "reason": str}``.
    """

    CARD_MOVED = "card_moved"
    CARD_FLIPPED = "card_flipped"
    SCORE = "score"
    DECISION = "decision"
    TURN = "turn"
    ROUND_END = "round_end"
    GAME_END = "game_end"


@dataclass(frozen=True)
class Event:
    """One thing that happened, for animation and for the game log.

    Attributes:
        kind: an :class:`EventKind` value or a game's own kind (``"place"``, ``"vote"``…).
        seat: the seat it concerns (the actor), if any.
        data: kind-specific details (card ids, zones, values), JSON-able.
        reveals: True when the step uncovers information hidden before it (a draw, a
            flip, a bag pull): undo may not cross it.
        private_to: ``None`` for a public event; else the seats that see ``data``.
        public: what the other seats see instead of ``data`` (``None``: nothing; they
            are not told the event happened).
        text: an optional plain fallback line (games narrate through their narrator;
            this is only used by tools and tests that have no narrator).
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    reveals: bool = False
    private_to: tuple[int, ...] | None = None
    public: Mapping[str, Any] | None = None
    text: str = ""

    def visible_to(self, seat: int | None) -> bool:
        """True when ``seat`` sees this event's full ``data`` (``None`` = a spectator: public events only)."""
        return self.private_to is None or (seat is not None and seat in self.private_to)

    def seen_by(self, seat: int | None) -> Event | None:
        """Return this event as ``seat`` sees it, or ``None`` when ``seat`` is not told of it.

        ``seat`` ``None`` is a spectator of an all-computer game (public details only).
        The returned event is always public (``private_to`` ``None``), so filtering twice
        changes nothing.
        """
        if self.private_to is None:
            return self
        if seat is not None and seat in self.private_to:
            return replace(self, private_to=None, public=None)
        if self.public is None:
            return None
        return replace(self, data=self.public, private_to=None, public=None)

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able form (for the conformance harness and tools)."""
        out: dict[str, Any] = {"kind": str(self.kind), "seat": self.seat, "data": _plain(self.data),
                               "reveals": self.reveals}
        if self.private_to is not None:
            out["private_to"] = list(self.private_to)
            out["public"] = None if self.public is None else _plain(self.public)
        return out


def events_seen_by(events: Iterable[Event], seat: int | None) -> list[Event]:
    """Return the events of a step as ``seat`` sees them, dropping those it is not told of."""
    out: list[Event] = []
    for ev in events:
        seen = ev.seen_by(seat)
        if seen is not None:
            out.append(seen)
    return out


def _plain(value: Any) -> Any:
    """Return ``value`` with mappings as dicts and tuples as lists (a stable JSON shape)."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def card_moved(card: str, src: str, dst: str, *, seat: int | None = None, back: str | None = None,
               face: Mapping[str, Any] | None = None, private_to: Sequence[int] | None = None,
               index: int | None = None, reveals: bool = False, hide_src: bool = False) -> Event:
    """Build a :data:`EventKind.CARD_MOVED` event for a card with a public back and a maybe-private face.

    Args:
        card: the card's id (stable for the whole game).
        src, dst: zone names (``"hand:1"``, ``"draw"``, ``"discard"``, ``"row:0"`` …).
        seat: the acting seat.
        back: what the back shows to everybody (a colour, a deck name), or ``None``.
        face: the face's details (name, value …) for those who see it.
        private_to: ``None`` when everybody sees the id and face; else the seats that do.
            The others see ``{"card": None, "face": None}`` with the zones and the back.
        index: the card's slot in ``dst`` when it matters.
        reveals: the move uncovers something hidden before.
        hide_src: hide the source zone from the others too (rarely needed).

    Returns:
        The event; :meth:`Event.seen_by` gives each seat its version.
    """
    data = {"card": card, "src": src, "dst": dst, "back": back, "face": dict(face) if face is not None else None,
            "index": index}
    if private_to is None:
        return Event(EventKind.CARD_MOVED, seat, data, reveals=reveals)
    public = {"card": None, "src": None if hide_src else src, "dst": dst, "back": back, "face": None,
              "index": index}
    return Event(EventKind.CARD_MOVED, seat, data, reveals=reveals, private_to=tuple(private_to), public=public)
