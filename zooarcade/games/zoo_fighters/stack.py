"""Zoo Fighters II: the value objects of the stack and of pending work (spec rules 4–7).

* :class:`Item` — one entry of the stack (an Event being played, an Action card, an Exhaust
  effect), spec rule 4.
* :class:`Payment` — a payment in progress (spec rules 5–6): what is locked and still owed, the
  Chi gathered so far, and a Reprisal waiting for its taker (spec rule 7).
* :class:`Task` — any other pending choice or step (a discard of your choice, a card to give, a
  neighbour to pick, Smoke Bomb's keep, the end step).

All are frozen: the state replaces them instead of changing them, so a clone shares them.
Each has ``to_json``/``from_json`` with plain ints and strings.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from zooarcade.games.zoo_fighters.data import Effect


class ItemKind(StrEnum):
    """What a stack :class:`Item` is (spec rule 4)."""

    EVENT = "event"      # a paid Event (Special Move, Opponent, EX Form, weapon)
    ACTION = "action"    # an Action card played for its effect
    EXHAUST = "exhaust"  # an Exhaust effect of a prepared card (not Chi generation)


class EventType(StrEnum):
    """The four Events (7.2)."""

    MOVE = "move"          # reveal a Special Move
    OPPONENT = "opponent"  # place an Opponent in front of another player
    EX = "ex"              # reveal your EX Form
    WEAPON = "weapon"      # draw a Legendary Weapon


@dataclass(frozen=True)
class Item:
    """One stack entry.

    Attributes:
        uid: a number unique within the game (targets name it).
        kind: an :class:`ItemKind`.
        controller: the seat that put it there.
        card: the component: the Event's card (a deck card, ``FIGHTER_BASE + f`` for an EX Form,
            ``WEAPON_BASE + f`` for a weapon), the Action card, or the exhausted source.
        effect: Actions and Exhaust effects: the :class:`Effect` value; Events: the :class:`EventType` value.
        target: the chosen target (a seat, another item's uid, or a card id; ``-1``: none).
        n: the effect's amount (cards drawn, "·" added).
    """

    uid: int
    kind: ItemKind
    controller: int
    card: int
    effect: str
    target: int = -1
    n: int = 1

    def to_json(self) -> list[Any]:
        """Return ``[uid, kind, controller, card, effect, target, n]``."""
        return [self.uid, str(self.kind), self.controller, self.card, self.effect, self.target, self.n]

    @classmethod
    def from_json(cls, data: Any) -> Item:
        """Rebuild from :meth:`to_json`.

        Raises:
            ValueError, TypeError, IndexError: a bad shape.
        """
        uid, kind, controller, card, effect, target, n = data
        return cls(int(uid), ItemKind(kind), int(controller), int(card), str(effect), int(target), int(n))


class PayPurpose(StrEnum):
    """Why a :class:`Payment` is made."""

    EVENT = "event"        # the cost of a declared Event (then it goes on the stack)
    INCREASE = "increase"  # a later increase on an Event already on the stack (spec rule 5)
    DEFEAT = "defeat"      # the defeat cost of an Opponent in front of the payer (spec Turn procedure 2)


#: Vector layout of :attr:`Payment.need` and :attr:`Payment.pool`: indices 0–4 are the regular
#: colours; index 5 is "any" in ``need`` (a "·", or a symbol of a colour no Fighter has) and wild
#: Chi (Chaos) in ``pool``.
WILD = 5


@dataclass(frozen=True)
class Payment:
    """A payment in progress (spec rules 5–7).

    Attributes:
        payer: the paying seat.
        purpose: a :class:`PayPurpose`.
        item: the Event being paid for (``EVENT``: not on the stack yet), else ``None``.
        target: ``INCREASE``: the uid of the Event on the stack; ``DEFEAT``: the Opponent's card id.
        need: locked symbols plus later increases, as 6 counts (see :data:`WILD`).
        pool: Chi gathered in this payment, as 6 counts (see :data:`WILD`).
        guarded: seats whose Shell Guard already added its "·" to this payment.
        reprisal: a card taken from a neighbour whose Reprisal waits for the taker's answer
            (``-1``: none); it sits in limbo until then.
        holder: the seat the ``reprisal`` card was taken from (``-1``: none).
        used: cards this payment spent (discarded), in order — for the log and the table's tray.
    """

    payer: int
    purpose: PayPurpose
    item: Item | None
    target: int
    need: tuple[int, ...]
    pool: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
    guarded: tuple[int, ...] = ()
    reprisal: int = -1
    holder: int = -1
    used: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (a dict with a ``"type": "pay"`` tag)."""
        return {"type": "pay", "payer": self.payer, "purpose": str(self.purpose),
                "item": None if self.item is None else self.item.to_json(), "target": self.target,
                "need": list(self.need), "pool": list(self.pool), "guarded": list(self.guarded),
                "reprisal": self.reprisal, "holder": self.holder, "used": list(self.used)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Payment:
        """Rebuild from :meth:`to_json`.

        Raises:
            KeyError, ValueError, TypeError: a bad shape.
        """
        need = tuple(int(x) for x in data["need"])
        pool = tuple(int(x) for x in data["pool"])
        if len(need) != 6 or len(pool) != 6 or min(need + pool) < 0:
            raise ValueError("a payment's need and pool have 6 non-negative counts")
        return cls(int(data["payer"]), PayPurpose(data["purpose"]),
                   None if data["item"] is None else Item.from_json(data["item"]), int(data["target"]), need, pool,
                   tuple(int(x) for x in data["guarded"]), int(data["reprisal"]), int(data["holder"]),
                   tuple(int(x) for x in data["used"]))


class TaskKind(StrEnum):
    """A pending choice or step other than a payment (spec: Card design effects, Turn procedure 3)."""

    DISCARD = "discard"        # ``seat`` discards ``count`` cards of their choice
    DEFEAT = "defeat"          # ``seat`` discards ``count`` cards to defeat Opponent ``source``
    GIVE = "give"              # ``seat`` gives ``count`` card(s) of their choice to ``other``
    PLAYER = "player"          # ``seat`` names another player, who discards ``count`` at random
    NEIGHBOUR = "neighbour"    # ``seat`` picks a neighbour for effect ``effect`` (``count`` times)
    TAKE = "take"              # ``seat`` takes a card of their choice from ``other``'s (seen) hand
    STAMPEDE = "stampede"      # ``seat`` discards up to ``count`` more (``done`` so far), then draws done + 1
    KEEP = "keep"              # Smoke Bomb: ``seat`` keeps one of the peeked cards
    END_STEP = "end_step"      # no decision: finish ``seat``'s end step (refresh, next turn)


#: Task kinds that need no decision (run as soon as they reach the front).
AUTO_TASKS = frozenset({TaskKind.END_STEP})


@dataclass(frozen=True)
class Task:
    """A pending choice or step; the front task of :attr:`FightersState.tasks` decides what comes next.

    Attributes:
        kind: a :class:`TaskKind`.
        seat: the deciding seat.
        count: how many (cards to discard, takes left, ...).
        other: the other seat involved (``-1``: none).
        source: the card that caused it (``-1``: none).
        effect: for ``NEIGHBOUR``: the :class:`Effect` value to apply to the chosen neighbour.
        done: ``STAMPEDE``: cards discarded so far.
    """

    kind: TaskKind
    seat: int
    count: int = 1
    other: int = -1
    source: int = -1
    effect: str = ""
    done: int = 0

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (a dict with a ``"type": "task"`` tag)."""
        out: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        out["kind"] = str(self.kind)
        out["type"] = "task"
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Task:
        """Rebuild from :meth:`to_json`.

        Raises:
            KeyError, ValueError, TypeError: a bad shape.
        """
        effect = str(data["effect"])
        if effect:
            Effect(effect)
        return cls(TaskKind(data["kind"]), int(data["seat"]), int(data["count"]), int(data["other"]),
                   int(data["source"]), effect, int(data["done"]))


Pending = Payment | Task


def pending_from_json(data: Mapping[str, Any]) -> Pending:
    """Rebuild a :class:`Payment` or :class:`Task` from its tagged JSON form.

    Raises:
        KeyError, ValueError, TypeError: a bad shape or an unknown tag.
    """
    if data["type"] == "pay":
        return Payment.from_json(data)
    if data["type"] == "task":
        return Task.from_json(data)
    raise ValueError(f"unknown pending work {data['type']!r}")


@dataclass(frozen=True)
class Window:
    """A priority window over the top stack item (spec rule 4).

    Attributes:
        order: the seats in the fixed order priority visits them (the controller last).
        pos: index in ``order`` of the seat holding priority; every seat before it has passed.
    """

    order: tuple[int, ...]
    pos: int = 0

    @property
    def seat(self) -> int:
        """The seat holding priority."""
        return self.order[self.pos]
