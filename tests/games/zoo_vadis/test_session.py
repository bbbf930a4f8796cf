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


def test_an_rng_handed_to_the_agent_drives_its_search(monkeypatch):
    """The session and the AI worker build an agent, then hand it the seat's RNG: Hard's search must use it."""
    from zooarcade.ai import make_agent
    from zooarcade.core.rng import Rng
    from zooarcade.games.zoo_vadis import agents

    monkeypatch.setattr(agents, "HARD_CONFIG", dataclasses.replace(agents.HARD_CONFIG, iterations=30))
    state = SPEC.new_state(4, {}, 3)
    while len(state.legal_actions()) < 6:  # a turn with a real choice
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    runs = []
    for seed in (1, 2):
        agent = make_agent("hard", SPEC, seed)
        handed = Rng(12345)
        agent.rng = handed
        picks = [agent.choose(state.view(seat), state.legal_actions(), state.decision()) for _ in range(3)]
        assert handed.state != 12345  # the handed generator advanced (the session's saved state moves on)
        runs.append((picks, handed.state))
    assert runs[0] == runs[1]  # the build seed no longer matters: only the handed RNG does


def test_think_jobs_give_the_in_process_move_and_rng(monkeypatch):
    """A Zoo Vadis think job (view and legal actions as JSON, the seat's RNG) answers as the session's own agent."""
    from zooarcade.ai.worker import run_job
    from zooarcade.games.zoo_vadis import agents

    monkeypatch.setattr(agents, "HARD_CONFIG", dataclasses.replace(agents.HARD_CONFIG, iterations=30))
    session = _session()
    kinds = set()
    while len(session.record) < 80 and not session.state.is_terminal():
        state = session.state
        decision = state.decision()
        seat = decision.seat
        if not decision.forced:
            job = session.ai_job()
            result = run_job(job, SPEC)
            assert result is not None and result.error is None
            agent = session.agent_for(seat)
            legal = session.ai_legal(seat)
            mine = agent.choose(state.view(seat), legal, decision)
            assert result.action == mine.to_json() and result.rng == agent.rng.state
            kinds.add((LEVELS[seat], state.phase))
            session.agent_rngs[seat].state = job.rng  # think once more, through the session, from the same state
        session.advance()
    assert ("hard", "turn") in kinds and any(phase == "answer" for _, phase in kinds)
