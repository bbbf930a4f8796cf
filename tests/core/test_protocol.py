"""The game protocol: actions and their JSON, the decoder, events, errors and GameState defaults."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from zooarcade.core.events import events_seen_by
from zooarcade.core.protocol import (
    TERMINAL,
    Action,
    Decision,
    DecisionKind,
    Event,
    GameOption,
    GameSpec,
    GameState,
    IllegalAction,
    OptionChoice,
    Progress,
    StateFormatError,
    action_decoder,
)
from zooarcade.core.rng import Rng


@dataclass(frozen=True)
class Hop(Action):
    """A toy action with every supported field type."""

    KIND: ClassVar[str] = "hop"
    to: int
    path: tuple[int, ...]
    label: str
    fast: bool


@dataclass(frozen=True)
class Rest(Action):
    """A toy action with no fields."""

    KIND: ClassVar[str] = "rest"


@dataclass(frozen=True)
class Pair(Action):
    """A toy action with a fixed-length tuple of pairs."""

    KIND: ClassVar[str] = "pair"
    cells: tuple[tuple[int, int], ...]


class Counting(GameState):
    """A toy game: seats take turns adding 1 or 2 to their score until the total reaches ``goal``."""

    GAME_ID: ClassVar[str] = "counting"

    def __init__(self, n: int = 2, goal: int = 5, totals: list[int] | None = None, turn: int = 0) -> None:
        self.n = n
        self.goal = goal
        self.totals = totals if totals is not None else [0] * n
        self.turn = turn

    @property
    def num_players(self) -> int:
        return self.n

    def decision(self) -> Decision | None:
        return None if self.is_terminal() else Decision(self.turn % self.n, self.turn % self.n)

    def progress(self) -> Progress:
        return Progress(turn=self.turn + 1)

    def legal_actions(self) -> list[Action]:
        return [] if self.is_terminal() else [Hop(1, (), "", False), Hop(2, (), "", False)]

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction("Add 1 or 2.")
        assert isinstance(action, Hop)
        seat = self.current_player
        self.totals[seat] += action.to
        self.turn += 1
        return [Event("add", seat, {"n": action.to}, text=f"adds {action.to}")]

    def is_terminal(self) -> bool:
        return sum(self.totals) >= self.goal

    def scores(self) -> list[int]:
        return list(self.totals)

    def view(self, seat: int) -> Counting:
        return self.clone()

    def determinize(self, seat: int, rng: Rng) -> Counting:
        return self.clone()

    def clone(self) -> Counting:
        return Counting(self.n, self.goal, list(self.totals), self.turn)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.GAME_ID,
            "schema": 1,
            "n": self.n,
            "goal": self.goal,
            "totals": self.totals,
            "turn": self.turn,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Counting:
        try:
            return cls(data["n"], data["goal"], list(data["totals"]), data["turn"])
        except (KeyError, TypeError) as exc:
            raise StateFormatError(str(exc)) from exc


decode = action_decoder(Hop, Rest, Pair)


def test_terminal_constant() -> None:
    assert TERMINAL == -1


def test_action_json_form_and_round_trip() -> None:
    hop = Hop(3, (1, 2, 3), "north", True)
    assert hop.to_json() == {"kind": "hop", "to": 3, "path": [1, 2, 3], "label": "north", "fast": True}
    assert decode(json.loads(json.dumps(hop.to_json()))) == hop
    assert decode({"kind": "rest"}) == Rest()
    assert Rest().to_json() == {"kind": "rest"}
    pair = Pair(((1, 2), (3, 4)))
    assert decode(json.loads(json.dumps(pair.to_json()))) == pair
    assert hop.describe() == "hop" and Rest().describe() == "rest"


def test_actions_are_frozen_and_hashable() -> None:
    hop = Hop(3, (1,), "x", False)
    assert hash(hop) == hash(Hop(3, (1,), "x", False))
    assert len({hop, Hop(3, (1,), "x", False), Rest()}) == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        hop.to = 4  # type: ignore[misc]


GOOD = {"kind": "hop", "to": 3, "path": [1, 2], "label": "n", "fast": False}


@pytest.mark.parametrize(
    "doc",
    [
        "hop",
        None,
        ["hop", 3],
        {},
        {"kind": "jump"},
        {"kind": None},
        {k: v for k, v in GOOD.items() if k != "label"},
        {**GOOD, "speed": 2},
        {**GOOD, "to": "3"},
        {**GOOD, "to": 3.0},
        {**GOOD, "to": True},
        {**GOOD, "to": None},
        {**GOOD, "path": 7},
        {**GOOD, "path": [1, "2"]},
        {**GOOD, "path": [1, [2]]},
        {**GOOD, "label": 5},
        {**GOOD, "fast": 0},
        {**GOOD, "fast": "yes"},
        {"kind": "pair", "cells": [[1, 2, 3]]},
        {"kind": "pair", "cells": [[1, "2"]]},
        {"kind": "pair", "cells": [1, 2]},
    ],
)
def test_decoder_rejects_bad_input(doc: object) -> None:
    with pytest.raises(StateFormatError):
        decode(doc)  # type: ignore[arg-type]


def test_decoder_accepts_the_good_document() -> None:
    assert decode(GOOD) == Hop(3, (1, 2), "n", False)


def test_errors_are_value_errors_with_reasons() -> None:
    err = IllegalAction("That location is occupied.")
    assert isinstance(err, ValueError) and err.reason == "That location is occupied."
    assert str(err) == "That location is occupied."
    assert issubclass(StateFormatError, ValueError)


def test_event_defaults_and_immutability() -> None:
    e = Event("take")
    assert (e.seat, dict(e.data), e.reveals, e.private_to, e.public) == (None, {}, False, None, None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.kind = "x"  # type: ignore[misc]


def test_a_private_event_shows_its_details_to_its_audience_only() -> None:
    e = Event("draw", 1, {"card": 17}, reveals=True, private_to=(1,), public={"card": None})
    assert e.seen_by(1) is not None and e.seen_by(1).data == {"card": 17} and e.seen_by(1).private_to is None
    assert e.seen_by(0).data == {"card": None} and e.seen_by(None).data == {"card": None}
    assert e.seen_by(0).seen_by(0) == e.seen_by(0)
    secret = Event("peek", 2, {"card": 3}, private_to=(2,))
    assert secret.seen_by(0) is None and secret.seen_by(2).data == {"card": 3}
    assert [x.data for x in events_seen_by([e, secret], 0)] == [{"card": None}]


def test_decision_derives_current_player_and_says_when_a_seat_answers() -> None:
    s = Counting(3, goal=100)
    assert s.current_player == s.decision().seat == 0 and not s.decision().answering
    assert Decision(2, 0, DecisionKind.ANSWER).answering


def test_options_resolve_defaults_per_seat_count_and_refuse_bad_values() -> None:
    target = GameOption("target", "Target score", (OptionChoice(600, "600"), OptionChoice(800, "800"),
                                                   OptionChoice(1000, "1000")), 800,
                        defaults_by_players={5: 600, 6: 600}, only_for={1000: (2,)})
    spec = dataclasses.replace(_spec(2, 6), options=(target,))
    assert spec.resolve_options(4) == {"target": 800}
    assert spec.resolve_options(5) == {"target": 600}
    assert spec.resolve_options(2, {"target": 1000, "gone": 1}) == {"target": 1000}
    with pytest.raises(ValueError, match="not offered"):
        spec.resolve_options(3, {"target": 1000})
    assert spec.describe_options({"target": 800}) == "Target score: 800"


def test_game_state_defaults() -> None:
    s = Counting(3, goal=100, totals=[4, 7, 7])
    assert s.winners() == [1, 2]
    assert Counting(2, goal=100, totals=[5, 1]).winners() == [0]
    assert Counting(2, goal=100, totals=[0, 0]).winners() == [0, 1]
    assert s.score_breakdown(1) == [("Total", 7)]
    fp = s.fingerprint()
    assert fp == json.dumps(s.to_json(), sort_keys=True, separators=(",", ":"))
    assert Counting.from_json(json.loads(fp)).fingerprint() == fp
    s.apply(Hop(1, (), "", False))
    assert s.fingerprint() != fp
    with pytest.raises(IllegalAction) as info:
        s.apply(Hop(3, (), "", False))
    assert info.value.reason == "Add 1 or 2."


def test_terminal_state_has_terminal_player() -> None:
    s = Counting(2, goal=2)
    s.apply(Hop(2, (), "", False))
    assert s.is_terminal() and s.current_player == TERMINAL and s.legal_actions() == []


def _spec(lo: int, hi: int) -> GameSpec:
    """Return a GameSpec for the toy game with seat range ``lo..hi``."""
    return GameSpec(
        id="counting",
        title="Counting",
        min_players=lo,
        max_players=hi,
        new_state=lambda n, options, seed: Counting(n),
        state_from_json=Counting.from_json,
        action_from_json=decode,
        heuristic=lambda state, seat: float(state.scores()[seat]),
    )


def test_spec_checks_seat_counts() -> None:
    spec = _spec(2, 4)
    for n in (2, 3, 4):
        spec.check_players(n)
    for n in (0, 1, 5):
        with pytest.raises(ValueError, match="2-4"):
            spec.check_players(n)
    assert dict(spec.options) == {}
