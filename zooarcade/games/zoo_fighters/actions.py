"""Zoo Fighters II: the actions (frozen, hashable, JSON-able), spec Turn procedure 2 and rules 4–7.

Ids: deck cards ``0 ..``, Fighter cards ``FIGHTER_BASE + f``, weapons ``WEAPON_BASE + f`` (see
:mod:`zooarcade.games.zoo_fighters.data`).  A ``target`` is a seat, a stack item's uid or a card
id, as the effect needs (``-1``: none).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from zooarcade.core.protocol import Action


@dataclass(frozen=True)
class EndTurn(Action):
    """Main step: declare the turn over (7.10)."""

    KIND: ClassVar[str] = "end_turn"

    def describe(self) -> str:
        return "ends the turn"


@dataclass(frozen=True)
class Declare(Action):
    """Main step: declare an Event (7.2, spec rule 5): lock its cost, then pay it.

    ``what`` is ``"move"`` (``card`` a Special Move in hand), ``"opponent"`` (``card`` an Opponent in
    hand, ``target`` the seat it goes in front of), ``"ex"`` (``card`` your Fighter card) or
    ``"weapon"`` (``card`` a sheathed weapon).
    """

    KIND: ClassVar[str] = "declare"
    what: str
    card: int
    target: int = -1

    def describe(self) -> str:
        return f"declares {self.what}"


@dataclass(frozen=True)
class Defeat(Action):
    """Main step: defeat the Opponent ``card`` in front of you (pay its defeat cost; uses an Event slot)."""

    KIND: ClassVar[str] = "defeat"
    card: int

    def describe(self) -> str:
        return "defeats an Opponent"


@dataclass(frozen=True)
class PlayAction(Action):
    """With priority: play the Action card ``card`` from hand for its effect (7.9), at ``target``."""

    KIND: ClassVar[str] = "play"
    card: int
    target: int = -1

    def describe(self) -> str:
        return "plays an Action"


@dataclass(frozen=True)
class UseExhaust(Action):
    """With priority: exhaust the prepared ``source`` for its Exhaust effect (7.3), at ``target``."""

    KIND: ClassVar[str] = "exhaust"
    source: int
    target: int = -1

    def describe(self) -> str:
        return "uses an Exhaust effect"


@dataclass(frozen=True)
class Pass(Action):
    """Priority window (spec rule 4) or Reprisal window (rule 7): let it go by."""

    KIND: ClassVar[str] = "pass"

    def describe(self) -> str:
        return "passes"


@dataclass(frozen=True)
class PayHand(Action):
    """Payment step: spend ``card`` from your own hand as Chi (its front colour; Double Chi gives 2)."""

    KIND: ClassVar[str] = "pay_hand"
    card: int

    def describe(self) -> str:
        return "pays with a card from hand"


@dataclass(frozen=True)
class PayTake(Action):
    """Payment step: take a random card with a ``colour`` back from neighbour ``seat`` (1 Chi of that colour)."""

    KIND: ClassVar[str] = "pay_take"
    seat: int
    colour: int

    def describe(self) -> str:
        return "takes a neighbour's card as Chi"


@dataclass(frozen=True)
class PayPick(Action):
    """Payment step: take the (seen) ``card`` from neighbour ``seat`` as Chi (after Kaze's look)."""

    KIND: ClassVar[str] = "pay_pick"
    seat: int
    card: int

    def describe(self) -> str:
        return "picks a neighbour's card as Chi"


@dataclass(frozen=True)
class PayExhaust(Action):
    """Payment step: exhaust the prepared generator ``source`` for its Chi (``colour``: the colour it makes)."""

    KIND: ClassVar[str] = "pay_exhaust"
    source: int
    colour: int

    def describe(self) -> str:
        return "exhausts a Chi source"


@dataclass(frozen=True)
class GiveUp(Action):
    """Payment step: stop paying; the play fails (spec rule 5: cards spent stay spent)."""

    KIND: ClassVar[str] = "give_up"

    def describe(self) -> str:
        return "gives up the payment"


@dataclass(frozen=True)
class Choose(Action):
    """A pending choice: ``value`` is a card id, a seat, or ``-1`` to stop (Stampede Charge's "up to")."""

    KIND: ClassVar[str] = "choose"
    value: int

    def describe(self) -> str:
        return "chooses"


ACTION_TYPES: tuple[type[Action], ...] = (EndTurn, Declare, Defeat, PlayAction, UseExhaust, Pass, PayHand, PayTake,
                                          PayPick, PayExhaust, GiveUp, Choose)

#: Interned actions for the hot paths (actions are immutable values): ``PAY_HAND[card]``, ``CHOOSE[value + 1]``.
#: Ids up to :data:`_INTERNED` cover every deck card (at most 108) and every seat.
_INTERNED = 128
PAY_HAND: tuple[PayHand, ...] = tuple(PayHand(c) for c in range(_INTERNED))
CHOOSE: tuple[Choose, ...] = tuple(Choose(v) for v in range(-1, _INTERNED))
PASS = Pass()
GIVE_UP = GiveUp()
END_TURN = EndTurn()


def pay_hand(card: int) -> PayHand:
    """Return the (interned) :class:`PayHand` for ``card``."""
    return PAY_HAND[card] if 0 <= card < _INTERNED else PayHand(card)


def choose(value: int) -> Choose:
    """Return the (interned) :class:`Choose` for ``value`` (``-1`` … ids)."""
    return CHOOSE[value + 1] if -1 <= value < _INTERNED - 1 else Choose(value)
