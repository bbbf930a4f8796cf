"""The protocol every game implements (OpenSpiel-like, sequential decisions).

A game is a :class:`GameSpec` (static facts and a factory) and a
:class:`GameState` (one position).  Decisions are strictly sequential:
voters, responders and defenders are modelled as decision points too, so
``current_player`` always names the one seat that must choose now.

Nothing here imports pygame; the UI and the agents only talk to games through
these types.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar, get_args, get_origin, get_type_hints

from zooarcade.core.rng import Rng

#: ``current_player`` value once the game is over.
TERMINAL = -1

S = TypeVar("S", bound="GameState")


class IllegalAction(ValueError):
    """Raised by :meth:`GameState.apply` for an action that is not legal now.

    ``reason`` is a short sentence fit to show a player ("That location is
    occupied.").
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class StateFormatError(ValueError):
    """Raised when a JSON document does not describe a valid state or action."""


@dataclass(frozen=True)
class Action:
    """Base class of every game's actions: frozen, hashable, JSON-able.

    Subclasses are frozen dataclasses whose fields are ints, strings, bools or
    tuples of those, and set ``KIND`` to a name unique within their game.
    """

    KIND: ClassVar[str] = "action"

    def describe(self) -> str:
        """Return a short phrase for the game log ("places the 5 on C2")."""
        return self.KIND

    def to_json(self) -> dict[str, Any]:
        """Return the stable JSON form: ``{"kind": KIND, <field>: <value>, ...}``."""
        out: dict[str, Any] = {"kind": self.KIND}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


def _matches(value: Any, hint: Any) -> bool:
    """Return True when a decoded JSON ``value`` fits a field's type ``hint`` (int, str, bool, tuple)."""
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is str:
        return isinstance(value, str)
    if hint is tuple or get_origin(hint) is tuple:
        if not isinstance(value, tuple):
            return False
        args = get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_matches(v, args[0]) for v in value)
        if args:
            return len(args) == len(value) and all(_matches(v, a) for v, a in zip(value, args, strict=True))
        return True
    return isinstance(value, int | str | bool | tuple) and not isinstance(value, float)


def _tupled(value: Any) -> Any:
    """Return ``value`` with every JSON list (at any depth) turned into a tuple."""
    return tuple(_tupled(v) for v in value) if isinstance(value, list) else value


def action_decoder(*kinds: type[Action]) -> Callable[[Mapping[str, Any]], Action]:
    """Build a JSON → Action decoder for the given action classes.

    The decoder raises :class:`StateFormatError` for an unknown kind, missing
    or extra fields, or fields of the wrong type.
    """
    by_kind = {k.KIND: k for k in kinds}
    hints: dict[str, dict[str, Any]] = {}
    for k in kinds:
        try:
            hints[k.KIND] = get_type_hints(k)
        except (NameError, TypeError):  # unresolvable annotations: fall back to the basic JSON types
            hints[k.KIND] = {}

    def decode(data: Mapping[str, Any]) -> Action:
        if not isinstance(data, Mapping):
            raise StateFormatError(f"an action must be an object, got {type(data).__name__}")
        cls = by_kind.get(data.get("kind"))  # type: ignore[arg-type]
        if cls is None:
            raise StateFormatError(f"unknown action kind {data.get('kind')!r}")
        names = {f.name: f for f in dataclasses.fields(cls)}
        extra = set(data) - set(names) - {"kind"}
        if extra:
            raise StateFormatError(f"unexpected fields {sorted(extra)} in {cls.KIND}")
        kwargs: dict[str, Any] = {}
        for name in names:
            if name not in data:
                raise StateFormatError(f"missing field {name!r} in {cls.KIND}")
            value = _tupled(data[name])
            if not _matches(value, hints[cls.KIND].get(name, object)):
                raise StateFormatError(f"field {name!r} of {cls.KIND} has a bad type")
            kwargs[name] = value
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise StateFormatError(f"bad {cls.KIND}: {exc}") from exc

    return decode


@dataclass(frozen=True)
class Event:
    """One thing that happened, for animation and for the game log.

    Attributes:
        kind: what happened, e.g. ``"place"``, ``"move"``, ``"take"``,
            ``"mutate"``, ``"reveal"``, ``"turn"``, ``"game_end"``.
        text: the log line narrating it, in plain words.
        seat: the seat it concerns, if any.
        data: kind-specific details (card ids, locations, values).
        reveals: True when this event uncovers information hidden before it
            (a draw, a flip, a chance outcome): undo may not cross it.
    """

    kind: str
    text: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    reveals: bool = False


class GameState(ABC):
    """One position of one game.  Mutable: :meth:`apply` changes it in place.

    Implementations keep every piece of randomness in an :class:`Rng` inside
    the state, so ``clone()`` and ``to_json()`` carry it along.
    """

    #: registry id of the game ("apocalypse").
    GAME_ID: ClassVar[str] = ""
    #: version of this game's JSON form; bump when it changes.
    SCHEMA_VERSION: ClassVar[int] = 1
    #: True when some seat holds information another seat may not see
    #: (hands); the UI then shows a hot-seat handoff screen between humans.
    HAS_PRIVATE_INFO: ClassVar[bool] = False

    @property
    @abstractmethod
    def num_players(self) -> int:
        """Number of seats (0-based seat numbers ``0 .. num_players-1``)."""

    @property
    @abstractmethod
    def current_player(self) -> int:
        """Seat that must decide now, or :data:`TERMINAL` when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Return the legal actions of ``current_player`` in a stable order (empty if terminal)."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for ``current_player`` and return what happened.

        Raises:
            IllegalAction: the action is not legal now (the state is unchanged).
        """

    @abstractmethod
    def is_terminal(self) -> bool:
        """Return True once the game is over."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Return each seat's current score in points (final once terminal)."""

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """Return ``[(label, points), ...]`` summing to ``scores()[seat]``."""
        return [("Total", self.scores()[seat])]

    def winners(self) -> list[int]:
        """Return the seats sharing the highest score (all of them on a tie)."""
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    @abstractmethod
    def view(self: S, seat: int) -> S:
        """Return a copy holding only what ``seat`` may know.

        Hidden facts become unknowns (``None``) and the game's RNG is replaced,
        so two states that look the same to ``seat`` give equal views.
        """

    @abstractmethod
    def determinize(self: S, seat: int, rng: Rng) -> S:
        """Return a full state consistent with ``self.view(seat)``.

        Hidden facts are sampled from their exact posterior using ``rng``
        (the caller's generator, never the game's).  Works on a state or on a
        view.
        """

    @abstractmethod
    def clone(self: S) -> S:
        """Return an independent deep copy."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict with ``"game"`` and ``"schema"`` keys."""

    @classmethod
    @abstractmethod
    def from_json(cls: type[S], data: Mapping[str, Any]) -> S:
        """Rebuild a state from :meth:`to_json` output.

        Raises:
            StateFormatError: the document is malformed or of another schema.
        """

    def fingerprint(self) -> str:
        """Return a canonical string of the whole state (for equality tests)."""
        import json

        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class GameSpec:
    """Static facts about a game and a factory for its states.

    Attributes:
        id: registry id, e.g. ``"apocalypse"``.
        title: display name.
        min_players, max_players: allowed seat counts (inclusive).
        new_state: ``(num_players, options, seed) -> GameState``; raises
            ``ValueError`` for a seat count outside the range.
        state_from_json: ``dict -> GameState`` (see :meth:`GameState.from_json`).
        action_from_json: ``dict -> Action``; raises :class:`StateFormatError`.
        heuristic: ``(state, seat) -> float``, larger is better for ``seat``;
            used by the Greedy and IS-MCTS agents on full (determinized) states.
        options: default option values for the game's variants.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    new_state: Callable[[int, Mapping[str, Any], int], GameState]
    state_from_json: Callable[[Mapping[str, Any]], GameState]
    action_from_json: Callable[[Mapping[str, Any]], Action]
    heuristic: Callable[[GameState, int], float]
    options: Mapping[str, Any] = field(default_factory=dict)

    def check_players(self, n: int) -> None:
        """Raise ``ValueError`` unless ``min_players <= n <= max_players``."""
        if not self.min_players <= n <= self.max_players:
            raise ValueError(
                f"{self.title} needs {self.min_players}-{self.max_players} players, got {n}"
            )
