"""Match records: seed + options + actions, which rebuild any position exactly.

A :class:`MatchRecord` is what saves and replays store.  Rebuilding applies
the recorded actions one by one to a fresh state, so a record that was
tampered with fails loudly with the index of the first bad action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from zooarcade.core.protocol import Action, Event, GameSpec, GameState, IllegalAction, StateFormatError


class ReplayError(ValueError):
    """Raised when a recorded action cannot be applied; ``index`` is its position."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"action {index + 1}: {reason}")
        self.index = index
        self.reason = reason


@dataclass
class MatchRecord:
    """Everything needed to rebuild a game: ``(game_id, num_players, options, seed, actions)``."""

    game_id: str
    num_players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)

    def new_state(self, spec: GameSpec) -> GameState:
        """Return the initial state of this record's game."""
        return spec.new_state(self.num_players, self.options, self.seed)

    def rebuild(self, spec: GameSpec, upto: int | None = None) -> GameState:
        """Return the state after the first ``upto`` actions (all when ``None``).

        Raises:
            ReplayError: a recorded action is illegal in the rebuilt position.
        """
        state = self.new_state(spec)
        for i, action in enumerate(self.actions[:upto]):
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise ReplayError(i, exc.reason) from exc
        return state

    def replay_events(self, spec: GameSpec) -> list[list[Event]]:
        """Return the events of each recorded action, in order."""
        state = self.new_state(spec)
        out: list[list[Event]] = []
        for i, action in enumerate(self.actions):
            try:
                out.append(state.apply(action))
            except IllegalAction as exc:
                raise ReplayError(i, exc.reason) from exc
        return out

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (actions in their stable JSON form)."""
        return {
            "game": self.game_id,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [a.to_json() for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], spec: GameSpec) -> MatchRecord:
        """Parse a record written by :meth:`to_json`.

        Raises:
            StateFormatError: missing keys or wrong types.
        """
        try:
            game_id = data["game"]
            num_players = data["num_players"]
            seed = data["seed"]
            options = data.get("options", {})
            actions: Sequence[Any] = data["actions"]
        except (KeyError, TypeError) as exc:
            raise StateFormatError(f"match record is missing {exc}") from exc
        if game_id != spec.id:
            raise StateFormatError(f"record is for {game_id!r}, not {spec.id!r}")
        if not isinstance(num_players, int) or not isinstance(seed, int) or isinstance(seed, bool):
            raise StateFormatError("num_players and seed must be integers")
        if not isinstance(options, dict) or not isinstance(actions, list):
            raise StateFormatError("options must be an object and actions a list")
        return cls(game_id, num_players, seed, dict(options), [spec.action_from_json(a) for a in actions])
