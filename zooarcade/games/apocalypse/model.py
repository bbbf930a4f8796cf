"""Apocalypse at the Zoo of Carson City: the table's view-model (what the table shows now).

It starts as a copy of the viewer's view and from then on changes only through the events the
session hands the table, step by step as the animations play, so the table never diffs states.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from zooarcade.games.apocalypse.data import CHARACTER_VALUES
from zooarcade.games.apocalypse.rules import ApocalypseState, PileCard


@dataclass
class ZooView:
    """A zoo card as shown: id ``"z<n>"`` and value (None while face down)."""

    card_id: str
    value: int | None


@dataclass
class OccView:
    """An occupant as shown."""

    card_id: str
    owner: int
    value: int
    mutant: bool = False


@dataclass
class TableModel:
    """What the table shows now; advanced only by events (see module docstring)."""

    n: int
    stacks: list[list[ZooView]]
    occupants: list[OccView | None]
    hands: list[list[int]]
    piles: list[list[PileCard]]
    to_move: int
    ended: dict[str, Any] | None = None
    last: tuple[int, int | None, int] | None = None  # (seat, src or None, dst)

    @classmethod
    def from_state(cls, state: ApocalypseState) -> TableModel:
        """Copy the public facts of ``state`` (a view or a full state; hidden values stay unknown)."""
        stacks = []
        for stack in state.stacks:
            shown = []
            for i, card in enumerate(stack):
                top = i == len(stack) - 1
                shown.append(ZooView(f"z{card}", state.values[card] if top else None))
            stacks.append(shown)
        occupants = [None if o is None else OccView(o.card_id, o.owner, o.value, o.mutant) for o in state.occupants]
        return cls(
            state.n,
            stacks,
            occupants,
            [list(h) for h in state.hands],
            [list(p) for p in state.piles],
            state.to_move,
            dict(state.end) if state.end is not None else None,
        )

    def breakdown(self, seat: int) -> list[tuple[str, int]]:
        """``[(label, points)]`` of the live score: zoo cards, captured cards, own active characters."""
        zoo = sum(c.value for c in self.piles[seat] if c.kind == "zoo")
        taken = sum(c.value for c in self.piles[seat] if c.kind != "zoo")
        return [("Zoo cards", zoo), ("Captures", taken), ("Own team", self.score(seat) - zoo - taken)]

    def score(self, seat: int) -> int:
        """Live score of ``seat``: pile + its characters not taken and not mutant (Apocalypse: End and scoring)."""
        gone = {c.card_id for p in self.piles for c in p if c.kind != "zoo"}
        gone |= {o.card_id for o in self.occupants if o is not None and o.mutant}
        own = sum(v for v in CHARACTER_VALUES if f"c{seat}-{v}" not in gone)
        return sum(c.value for c in self.piles[seat]) + own


