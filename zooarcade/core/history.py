"""Match records and the one loop that replays them.

A :class:`MatchRecord` (seed + options + the steps, each a seat and its action)
is what saves and replays store: it rebuilds any position exactly.  Every
place that needs a past position — the session opening a save, the Load list,
the replay viewer, log restore after Continue, ``simulate`` — goes through
:func:`replay`, so a record is read one way everywhere and a tampered record
fails loudly with the index of its first bad step.

Record JSON (``MatchRecord.to_json``)::

    {"game": "apocalypse", "num_players": 3, "seed": 12, "options": {...},
     "steps": [{"seat": 0, "action": {"kind": "place", "value": 3, "loc": 12}}, ...]}

Older documents with a bare ``"actions"`` list (no seats) are migrated by
replaying them (:meth:`MatchRecord.from_json`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from zooarcade.core.events import Event
from zooarcade.core.protocol import Action, GameSpec, GameState, IllegalAction, StateFormatError


class ReplayError(ValueError):
    """Raised when a recorded step cannot be applied; ``index`` is its 0-based position.

    ``reason`` says why in words a player understands.
    """

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"move {index + 1}: {reason}")
        self.index = index
        self.reason = reason


@dataclass(frozen=True)
class Step:
    """One recorded step: the seat that decided and the action it chose."""

    seat: int
    action: Action

    def to_json(self) -> dict[str, Any]:
        """Return ``{"seat": int, "action": {...}}``."""
        return {"seat": self.seat, "action": self.action.to_json()}


@dataclass(frozen=True)
class ReplayedStep:
    """A step as :func:`replay` yields it.

    Attributes:
        index: 0-based position in the record.
        seat: the seat that decided.
        action: its action.
        events: the true events of the step (filter with ``Event.seen_by`` before showing).
        state: the live state *after* the step (the same object each time: clone it to keep it).
    """

    index: int
    seat: int
    action: Action
    events: list[Event]
    state: GameState


def replay(spec: GameSpec, record: MatchRecord, upto: int | None = None,
           start: GameState | None = None) -> Iterator[ReplayedStep]:
    """Replay ``record``'s steps from its initial state; yield each applied step.

    Args:
        spec: the record's game.
        record: the record.
        upto: stop after this many steps (all when ``None``).
        start: the initial state to apply the steps to (default ``record.new_state(spec)``);
            it is changed in place.

    Raises:
        ReplayError: a step is illegal, or was recorded for another seat than the one to decide.
    """
    state = start if start is not None else record.new_state(spec)
    for i, step in enumerate(record.steps[:upto]):
        seat = state.current_player
        if step.seat != seat:
            raise ReplayError(i, f"it was recorded for seat {step.seat + 1}, but seat {seat + 1} was to decide")
        try:
            events = state.apply(step.action)
        except IllegalAction as exc:
            raise ReplayError(i, exc.reason) from exc
        yield ReplayedStep(i, seat, step.action, events, state)


@dataclass
class MatchRecord:
    """Everything needed to rebuild a game: ``(game_id, num_players, seed, options, steps)``."""

    game_id: str
    num_players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)

    @property
    def actions(self) -> list[Action]:
        """The recorded actions, in order (a fresh list)."""
        return [s.action for s in self.steps]

    def __len__(self) -> int:
        return len(self.steps)

    def new_state(self, spec: GameSpec) -> GameState:
        """Return the initial state of this record's game."""
        return spec.new_state(self.num_players, self.options, self.seed)

    def rebuild(self, spec: GameSpec, upto: int | None = None) -> GameState:
        """Return the state after the first ``upto`` steps (all when ``None``).

        Raises:
            ReplayError: a recorded step is illegal in the rebuilt position.
        """
        state = self.new_state(spec)
        for _ in replay(spec, self, upto, start=state):
            pass
        return state

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (see the module docstring)."""
        return {
            "game": self.game_id,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "steps": [s.to_json() for s in self.steps],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], spec: GameSpec) -> MatchRecord:
        """Parse a record written by :meth:`to_json` (or an older one with a bare ``"actions"`` list).

        Older records are migrated: their actions are replayed to learn each step's seat.

        Raises:
            StateFormatError: missing keys or wrong types.
            ReplayError: an older record whose actions cannot be replayed.
        """
        if not isinstance(data, Mapping):
            raise StateFormatError("a match record must be an object")
        try:
            game_id = data["game"]
            num_players = data["num_players"]
            seed = data["seed"]
        except KeyError as exc:
            raise StateFormatError(f"match record is missing {exc}") from exc
        options = data.get("options", {})
        if game_id != spec.id:
            raise StateFormatError(f"record is for {game_id!r}, not {spec.id!r}")
        if not _is_int(num_players) or not _is_int(seed):
            raise StateFormatError("num_players and seed must be integers")
        if not isinstance(options, dict):
            raise StateFormatError("options must be an object")
        record = cls(game_id, num_players, seed, dict(options))
        if "steps" in data:
            raw = data["steps"]
            if not isinstance(raw, list):
                raise StateFormatError("steps must be a list")
            for i, item in enumerate(raw):
                if not isinstance(item, Mapping) or not _is_int(item.get("seat")) or "action" not in item:
                    raise StateFormatError(f"step {i + 1} must be an object with a seat and an action")
                record.steps.append(Step(item["seat"], spec.action_from_json(item["action"])))
            return record
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise StateFormatError("match record is missing its steps")
        record.steps.extend(seat_steps(spec, record, [spec.action_from_json(a) for a in actions]))
        return record


def seat_steps(spec: GameSpec, record: MatchRecord, actions: Sequence[Action]) -> list[Step]:
    """Return ``actions`` (applied in order from ``record``'s initial state) as steps with their seats.

    Migrates records written before steps carried their seat.

    Raises:
        ReplayError: an action is illegal where it was recorded.
    """
    state = record.new_state(spec)
    steps: list[Step] = []
    for i, action in enumerate(actions):
        seat = state.current_player
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise ReplayError(i, exc.reason) from exc
        steps.append(Step(seat, action))
    return steps


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
