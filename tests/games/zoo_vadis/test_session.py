"""Zoo Vadis in a GameSession: AI seats to the end, the record rebuilds every step, Continue plays on identically."""

from __future__ import annotations

import dataclasses
import json

from zooarcade.core.history import MatchRecord
from zooarcade.games.zoo_vadis import spec
from zooarcade.games.zoo_vadis.rules import VadisState
from zooarcade.session import GameSession, MatchSetup, SeatConfig

SPEC = spec()
LEVELS = ("normal", "easy", "hard", "normal")


def _session(record: MatchRecord | None = None, agent_states: dict[int, int] | None = None) -> GameSession:
    seats = [SeatConfig(f"Bot {i + 1}", "ai", lv) for i, lv in enumerate(LEVELS)]
    setup = MatchSetup("zoo_vadis", seats, seed=21)
    return GameSession(setup, record, spec=SPEC, agent_states=agent_states)


def test_a_saved_game_continues_exactly_and_every_step_round_trips(monkeypatch):
    from zooarcade.games.zoo_vadis import agents

    monkeypatch.setattr(agents, "HARD_CONFIG", dataclasses.replace(agents.HARD_CONFIG, iterations=30))
    whole = _session()
    fingerprints = []
    saved: tuple[dict, dict[int, int]] | None = None
    while not whole.state.is_terminal() and len(whole.record) < 150:
        whole.advance()
        state = whole.state
        assert isinstance(state, VadisState)
        doc = json.loads(json.dumps(state.to_json()))
        assert VadisState.from_json(doc).fingerprint() == state.fingerprint()
        fingerprints.append(state.fingerprint())
        if len(whole.record) == 60:
            saved = (json.loads(json.dumps(whole.record.to_json())), whole.agent_states())
    assert saved is not None
    record = MatchRecord.from_json(saved[0], SPEC)
    assert record.rebuild(SPEC).fingerprint() == fingerprints[59]
    resumed = _session(record, saved[1])
    while len(resumed.record) < len(whole.record):
        resumed.advance()
        assert resumed.state.fingerprint() == fingerprints[len(resumed.record) - 1]
    assert resumed.state.promises == whole.state.promises  # the public promise log survives Continue
