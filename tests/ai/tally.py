"""Tally: a tiny open game for the game-review tests only (2-4 players, not in the registry).

Rules: in turn order each seat takes 0 or 5 points (:class:`Take`); when every seat has taken
once, seat 0 makes the forced :class:`Count` step (its only legal action: it ends the round),
and with the option ``tidy`` also a forced :class:`Tidy` step after it (a run of two forced steps).
After ``rounds`` rounds (option, default 4) the highest total wins (a tie is shared).  Taking 5
is always right, so a Take(0) is a deliberately bad move.  No hidden facts: a view is a copy.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from zooarcade.core.protocol import (
    TERMINAL,
    Action,
    Decision,
    Event,
    GameSpec,
    GameState,
    IllegalAction,
    Progress,
    StateFormatError,
    action_decoder,
)
from zooarcade.core.rng import Rng

GAME_ID = "tally"


@dataclass(frozen=True)
class Take(Action):
    """Add ``points`` (0 or 5) to your total."""

    KIND: ClassVar[str] = "take"
    points: int


@dataclass(frozen=True)
class Tidy(Action):
    """Tidy the table after the count (forced; option ``tidy``)."""

    KIND: ClassVar[str] = "tidy"


@dataclass(frozen=True)
class Count(Action):
    """End the round (forced)."""

    KIND: ClassVar[str] = "count"


class TallyState(GameState):
    """A Tally position: ``totals`` per seat, ``to_move`` (``n`` while the round is counted), ``round``."""

    GAME_ID: ClassVar[str] = GAME_ID
    SCHEMA_VERSION: ClassVar[int] = 1

    def __init__(self, n: int, totals: list[int], to_move: int, round_: int, rounds: int,
                 observer: int | None = None, tidy: bool = False) -> None:
        self.n, self.totals, self.to_move, self.round, self.rounds = n, totals, to_move, round_, rounds
        self.tidy = tidy
        self.rng = Rng(0)
        self.observer = observer

    @property
    def num_players(self) -> int:
        return self.n

    def is_terminal(self) -> bool:
        return self.round >= self.rounds

    def decision(self) -> Decision | None:
        if self.is_terminal():
            return None
        if self.to_move >= self.n:
            return Decision(0, 0, prompt="Count the round.", forced=True)
        return Decision(self.to_move, self.to_move, prompt="Take 0 or 5.")

    @property
    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else (0 if self.to_move >= self.n else self.to_move)

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        if self.to_move == self.n:
            return [Count()]
        if self.to_move > self.n:
            return [Tidy()]
        return [Take(5), Take(0)]

    def apply(self, action: Action) -> list[Event]:
        if self.observer is not None:
            raise ValueError("apply on a view")
        if action not in self.legal_actions():
            raise IllegalAction("not legal now")
        if isinstance(action, Count):
            self.to_move = self.n + 1 if self.tidy else 0
            if not self.tidy:
                self.round += 1
            return [Event("count", 0, {"round": self.round})]
        if isinstance(action, Tidy):
            self.round += 1
            self.to_move = 0
            return [Event("tidy", 0, {})]
        assert isinstance(action, Take)
        self.totals[self.to_move] += action.points
        self.to_move += 1
        return [Event("take", self.to_move - 1, {"points": action.points})]

    def scores(self) -> list[int]:
        return list(self.totals)

    def progress(self) -> Progress:
        return Progress(turn=self.round + 1)

    def view(self, seat: int) -> TallyState:
        v = self.clone()
        v.observer = seat
        return v

    def determinize(self, seat: int, rng: Rng) -> TallyState:
        d = self.clone()
        d.observer = None
        return d

    def clone(self) -> TallyState:
        return TallyState(self.n, list(self.totals), self.to_move, self.round, self.rounds, self.observer, self.tidy)

    def to_json(self) -> dict[str, Any]:
        return {"game": GAME_ID, "schema": 1, "n": self.n, "totals": list(self.totals), "to_move": self.to_move,
                "round": self.round, "rounds": self.rounds, "observer": self.observer, "tidy": self.tidy}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TallyState:
        try:
            return cls(int(data["n"]), [int(t) for t in data["totals"]], int(data["to_move"]), int(data["round"]),
                       int(data["rounds"]), data.get("observer"), bool(data.get("tidy", False)))
        except (KeyError, TypeError, ValueError) as exc:
            raise StateFormatError(f"bad Tally state: {exc!r}") from exc


def new_game(num_players: int, options: Mapping[str, Any] | None = None, seed: int = 0) -> TallyState:
    """A new game of ``num_players`` seats and ``options["rounds"]`` (default 4) rounds."""
    opts = dict(options or {})
    return TallyState(num_players, [0] * num_players, 0, 0, int(opts.get("rounds", 4)), tidy=bool(opts.get("tidy")))


def heuristic(state: GameState, seat: int) -> float:
    """``seat``'s total minus the best other total (points)."""
    s = state.scores()
    return float(s[seat] - max(v for i, v in enumerate(s) if i != seat))


def spec() -> GameSpec:
    """The Tally :class:`GameSpec` (not registered)."""
    return GameSpec(id=GAME_ID, title="Tally", min_players=2, max_players=4, new_state=new_game,
                    state_from_json=TallyState.from_json, action_from_json=action_decoder(Take, Count, Tidy),
                    heuristic=heuristic)
