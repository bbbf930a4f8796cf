"""Match records: rebuilding equals live play, tampering is caught with its index, JSON form."""

from __future__ import annotations

import json

import pytest

from zooarcade.core.history import MatchRecord, ReplayError, Step, replay
from zooarcade.core.protocol import StateFormatError
from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse.rules import Move, Place
from zooarcade.games.registry import get_spec


def _live(n: int, seed: int) -> tuple[MatchRecord, list[str], list[list[str]]]:
    """Play a seeded random game; return its record, the fingerprint after each action and the events."""
    spec = get_spec("apocalypse")
    record = MatchRecord("apocalypse", n, seed, {})
    state = record.new_state(spec)
    fps = [state.fingerprint()]
    events = []
    walk = Rng.from_seed(f"history-{seed}")
    while not state.is_terminal():
        action = walk.choice(state.legal_actions())
        seat = state.current_player
        events.append([e.to_json() for e in state.apply(action)])
        record.steps.append(Step(seat, action))
        fps.append(state.fingerprint())
    return record, fps, events


@pytest.mark.parametrize("n", [2, 3, 4])
def test_rebuild_equals_live_play(n: int) -> None:
    spec = get_spec("apocalypse")
    record, fps, events = _live(n, 40 + n)
    assert record.new_state(spec).fingerprint() == spec.new_state(n, {}, 40 + n).fingerprint()
    assert record.rebuild(spec).fingerprint() == fps[-1]
    for k in range(0, len(record.actions) + 1, 7):
        assert record.rebuild(spec, upto=k).fingerprint() == fps[k]
    replayed = list(replay(spec, record))
    assert [[e.to_json() for e in step.events] for step in replayed] == events
    assert [step.seat for step in replayed] == [s.seat for s in record.steps]


def test_a_tampered_action_raises_with_its_index() -> None:
    spec = get_spec("apocalypse")
    record, _, _ = _live(3, 7)
    assert len(record.actions) > 12
    # A move between non-adjacent corners is never legal.
    bad = MatchRecord(record.game_id, 3, record.seed, record.options, list(record.steps))
    bad.steps[9] = Step(bad.steps[9].seat, Move(0, 24))
    with pytest.raises(ReplayError) as info:
        bad.rebuild(spec)
    assert info.value.index == 9
    assert str(info.value) == f"move 10: {info.value.reason}"
    assert info.value.reason.endswith(".") and len(info.value.reason) > 10
    with pytest.raises(ReplayError) as again:
        list(replay(spec, bad))
    assert again.value.index == 9
    # Up to the tampered action, the record still rebuilds.
    assert bad.rebuild(spec, upto=9).fingerprint() == record.rebuild(spec, upto=9).fingerprint()
    # Repeating an action is never legal: its character has left, or the location is now occupied.
    dup = MatchRecord(record.game_id, 3, record.seed, record.options, list(record.steps))
    dup.steps.insert(5, Step(dup.steps[5].seat, dup.steps[4].action))
    with pytest.raises(ReplayError) as info2:
        dup.rebuild(spec)
    assert info2.value.index == 5
    # An action after the game ended.
    late = MatchRecord(record.game_id, 3, record.seed, record.options, [*record.steps, Step(0, Place(3, 0))])
    with pytest.raises(ReplayError) as info3:
        late.rebuild(spec)
    assert info3.value.index == len(record.actions)
    assert isinstance(info3.value, ValueError)
    # A step recorded for the wrong seat.
    wrong = MatchRecord(record.game_id, 3, record.seed, record.options, list(record.steps))
    wrong.steps[3] = Step((wrong.steps[3].seat + 1) % 3, wrong.steps[3].action)
    with pytest.raises(ReplayError, match="recorded for seat") as info4:
        wrong.rebuild(spec)
    assert info4.value.index == 3


def test_an_older_record_without_seats_is_migrated() -> None:
    spec = get_spec("apocalypse")
    record, fps, _ = _live(3, 9)
    doc = json.loads(json.dumps(record.to_json()))
    old = {k: v for k, v in doc.items() if k != "steps"}
    old["actions"] = [s["action"] for s in doc["steps"]]
    back = MatchRecord.from_json(old, spec)
    assert back.steps == record.steps and back.rebuild(spec).fingerprint() == fps[-1]


def test_record_json_round_trip() -> None:
    spec = get_spec("apocalypse")
    record, fps, _ = _live(2, 3)
    doc = json.loads(json.dumps(record.to_json()))
    assert doc["game"] == "apocalypse" and doc["num_players"] == 2 and doc["seed"] == 3
    back = MatchRecord.from_json(doc, spec)
    assert back == record
    assert back.rebuild(spec).fingerprint() == fps[-1]


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("steps"),
        lambda d: d.pop("seed"),
        lambda d: d.update(game="zoo_vadis"),
        lambda d: d.update(seed="3"),
        lambda d: d.update(seed=True),
        lambda d: d.update(num_players=2.0),
        lambda d: d.update(options=[]),
        lambda d: d.update(steps={"kind": "place"}),
        lambda d: d["steps"].append({"seat": 0, "action": {"kind": "fly", "to": 3}}),
        lambda d: d["steps"].append({"seat": 0, "action": {"kind": "place", "value": 3}}),
        lambda d: d["steps"].append({"action": {"kind": "place", "value": 3, "loc": 1}}),
        lambda d: d["steps"].append({"seat": "0", "action": {"kind": "place", "value": 3, "loc": 1}}),
    ],
)
def test_record_from_json_rejects_bad_documents(change) -> None:  # noqa: ANN001
    spec = get_spec("apocalypse")
    record, _, _ = _live(2, 5)
    doc = json.loads(json.dumps(record.to_json()))
    change(doc)
    with pytest.raises(StateFormatError):
        MatchRecord.from_json(doc, spec)


def test_record_from_json_rejects_non_mappings() -> None:
    spec = get_spec("apocalypse")
    for doc in (None, [], "record"):
        with pytest.raises(StateFormatError):
            MatchRecord.from_json(doc, spec)  # type: ignore[arg-type]
