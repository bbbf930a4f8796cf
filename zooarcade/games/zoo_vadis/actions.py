"""Zoo Vadis actions: frozen, hashable, JSON-able values (pure Python).

Exhibits are named by id (``"X9"``), laurel spaces by id (``"X9>X13"``), seats by number, tokens by
value (1..5; every II variant is 2).  Which action is legal when is decided by
:class:`zooarcade.games.zoo_vadis.rules.VadisState`; the phase names below are its ``phase`` values.

Turn (phase ``turn``): :class:`Add`, :class:`MoveKeeper`, :class:`Compose` (start a transaction).
Deal (phases ``compose``/``offer``): :class:`Ask`, :class:`Bribe`, :class:`Request`, :class:`Offer`,
:class:`Leave`, :class:`Send`, :class:`Back`.  Answers (phase ``answer``, another seat):
:class:`Accept`, :class:`Decline`, :class:`Counter`.  Counters (phase ``counter``): :class:`Meet`,
:class:`Drop`.  Vote rewards (phase ``reward``): :class:`Reward`.  After the action (phase ``post``):
:class:`MoveKeeper` (II-Zoo-Keeper bonus), :class:`BonusPeacock`, :class:`Compose` (Hyena), :class:`EndTurn`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from zooarcade.core.narration import counted
from zooarcade.core.protocol import Action, action_decoder

#: the pieces a :class:`Compose` may name.
PIECES = ("animal", "peacock", "add", "hyena")
#: the abilities a :class:`Request` may name (every species but the Hyena, which is its own Compose).
REQUESTABLE = ("rhino", "crocodile", "marmoset", "ibis", "tiger", "armadillo")


@dataclass(frozen=True)
class Add(Action):
    """Zoo Vadis: Add an animal — put one animal from your supply on an open space of bottom ``exhibit``."""

    KIND: ClassVar[str] = "add"
    exhibit: str

    def describe(self) -> str:
        return f"adds an animal to {self.exhibit}"


@dataclass(frozen=True)
class MoveKeeper(Action):
    """Zoo Vadis: Move the Zoo Keeper onto laurel ``space`` (as the turn's action, or the II-Zoo-Keeper bonus)."""

    KIND: ClassVar[str] = "move_keeper"
    space: str

    def describe(self) -> str:
        return f"moves the Zoo Keeper to {self.space}"


@dataclass(frozen=True)
class Compose(Action):
    """Zoo Vadis: Deals — start a transaction (spec "Deals in a digital game").

    ``piece`` is ``"animal"`` (advance one of yours ``src`` → ``dst``, by a tunnel when ``tunnel``),
    ``"peacock"`` (advance a peacock), ``"add"`` (add an animal to 1-space bottom exhibit ``dst`` and
    ask the Crocodile to move it on; ``src`` is ``""``) or ``"hyena"`` (ask the Hyena to let you move
    the Zoo Keeper to laurel space ``dst``; ``src`` is ``""``).
    """

    KIND: ClassVar[str] = "compose"
    piece: str
    src: str
    dst: str
    tunnel: bool = False

    def describe(self) -> str:
        if self.piece == "hyena":
            return f"asks the Hyena to move the Zoo Keeper to {self.dst}"
        if self.piece == "add":
            return f"plans to add an animal to {self.dst} and move it on"
        way = " by the tunnel" if self.tunnel else ""
        piece = "a peacock" if self.piece == "peacock" else "an animal"
        return f"plans to advance {piece} {self.src} \u2192 {self.dst}{way}"


@dataclass(frozen=True)
class Ask(Action):
    """Zoo Vadis: Voting — ask ``seat`` for ``votes`` of its votes in the exhibit being left (an offer follows)."""

    KIND: ClassVar[str] = "ask"
    seat: int
    votes: int

    def describe(self) -> str:
        return f"asks seat {self.seat + 1} for {counted(self.votes, 'vote')}"


@dataclass(frozen=True)
class Bribe(Action):
    """Zoo Vadis: Bribing peacocks — bribe one more peacock in the exhibit with a token of ``value`` (2-5)."""

    KIND: ClassVar[str] = "bribe"
    value: int

    def describe(self) -> str:
        return f"bribes a peacock with a {self.value}"


@dataclass(frozen=True)
class Request(Action):
    """Zoo Vadis: Animal abilities — ask the owner of ``ability`` to use a tile on this move (an offer follows).

    ``target``: ``""`` (Tiger, Ibis, Armadillo); a laurel space id (Marmoset: the token to take
    instead); an exhibit id (Crocodile: where the animal moves on to); a seat number as text or
    ``"peacock"`` (Rhino: the second piece carried along).
    """

    KIND: ClassVar[str] = "request"
    ability: str
    target: str = ""

    def describe(self) -> str:
        return f"requests the {self.ability}" + (f" ({self.target})" if self.target else "")


@dataclass(frozen=True)
class Offer(Action):
    """Zoo Vadis: Deals — the tokens (by value, ascending) offered for the ask being built, paid only on success,
    and whether a non-binding promise of support later goes with it."""

    KIND: ClassVar[str] = "offer"
    values: tuple[int, ...] = ()
    promise: bool = False

    def describe(self) -> str:
        what = " + ".join(str(v) for v in self.values) if self.values else "nothing"
        return f"offers {what}" + (" and a promise" if self.promise else "")


@dataclass(frozen=True)
class Leave(Action):
    """Zoo Vadis: Collecting laurels — leave the path's laurel where it lies (taking it is the default)."""

    KIND: ClassVar[str] = "leave"

    def describe(self) -> str:
        return "leaves the laurel on the path"


@dataclass(frozen=True)
class Send(Action):
    """Zoo Vadis: Deals — send the transaction: the asked seats answer, then it all happens or nothing does."""

    KIND: ClassVar[str] = "send"

    def describe(self) -> str:
        return "sends the deal"


@dataclass(frozen=True)
class Back(Action):
    """Zoo Vadis: Deals — drop the transaction being built (it counts against the turn's deal limit)."""

    KIND: ClassVar[str] = "back"

    def describe(self) -> str:
        return "drops the plan"


@dataclass(frozen=True)
class Accept(Action):
    """Zoo Vadis: Deals — agree to the ask as offered."""

    KIND: ClassVar[str] = "accept"

    def describe(self) -> str:
        return "accepts"


@dataclass(frozen=True)
class Decline(Action):
    """Zoo Vadis: Deals — refuse the ask."""

    KIND: ClassVar[str] = "decline"

    def describe(self) -> str:
        return "declines"


@dataclass(frozen=True)
class Counter(Action):
    """Zoo Vadis: Deals — agree only for tokens worth at least ``value`` laurels in all."""

    KIND: ClassVar[str] = "counter"
    value: int

    def describe(self) -> str:
        return f"asks for at least {self.value}"


@dataclass(frozen=True)
class Meet(Action):
    """Zoo Vadis: Deals — meet a counter by adding these token values (ascending) to the offer."""

    KIND: ClassVar[str] = "meet"
    values: tuple[int, ...]

    def describe(self) -> str:
        return "adds " + " + ".join(str(v) for v in self.values)


@dataclass(frozen=True)
class Drop(Action):
    """Zoo Vadis: Deals — refuse a counter (that seat's part of the deal falls away)."""

    KIND: ClassVar[str] = "drop"

    def describe(self) -> str:
        return "drops the counter"


@dataclass(frozen=True)
class Reward(Action):
    """Zoo Vadis: Collecting laurels — give one vote-reward I token to ``seat`` (when the mover must choose)."""

    KIND: ClassVar[str] = "reward"
    seat: int

    def describe(self) -> str:
        return f"rewards seat {self.seat + 1}"


@dataclass(frozen=True)
class BonusPeacock(Action):
    """Zoo Vadis: Advance a peacock — the II-Peacock bonus: advance a peacock ``src`` → ``dst`` (+1 I)."""

    KIND: ClassVar[str] = "bonus_peacock"
    src: str
    dst: str

    def describe(self) -> str:
        return f"advances a peacock {self.src} \u2192 {self.dst} (bonus)"


@dataclass(frozen=True)
class EndTurn(Action):
    """Zoo Vadis: end the turn after its action (only once the action is taken: there is no passing)."""

    KIND: ClassVar[str] = "end_turn"

    def describe(self) -> str:
        return "ends the turn"


ALL_ACTIONS: tuple[type[Action], ...] = (
    Add,
    MoveKeeper,
    Compose,
    Ask,
    Bribe,
    Request,
    Offer,
    Leave,
    Send,
    Back,
    Accept,
    Decline,
    Counter,
    Meet,
    Drop,
    Reward,
    BonusPeacock,
    EndTurn,
)

#: JSON → action, strict (:class:`~zooarcade.core.protocol.StateFormatError` on a bad document).
decode_action = action_decoder(*ALL_ACTIONS)
