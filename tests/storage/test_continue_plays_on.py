"""A continued game plays on exactly as it would have: the save keeps the AI seats' RNG states (steps with seats)."""

from __future__ import annotations

import json

from tests import market
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.storage.saves import SaveStore


def _lookup(game_id):
    from zooarcade.games.registry import get_spec

    return market.spec() if game_id == market.GAME_ID else get_spec(game_id)


def test_a_saved_and_continued_game_makes_the_same_moves(tmp_path):
    setup = MatchSetup(market.GAME_ID, parse_seats("ai:normal,ai:easy,ai:normal"), 41, {"rounds": 2})
    straight = GameSession(setup, spec=market.spec())
    for _ in range(25):
        straight.advance()
    store = SaveStore(tmp_path, spec_for=_lookup)
    path = store.autosave(straight)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["schema"] == 2 and doc["steps"][0]["seat"] == straight.record.steps[0].seat
    assert {int(k) for k in doc["agents"]} == set(straight.agent_states()), "every AI seat's RNG is saved"
    again = store.load(path)
    assert again.agent_states() == straight.agent_states()
    while not straight.state.is_terminal():
        straight.advance()
        again.advance()
    assert again.record.steps == straight.record.steps
    assert again.state.fingerprint() == straight.state.fingerprint()


def test_without_the_saved_rng_the_game_would_differ(tmp_path):
    """The check above can fail: a continued game whose agents restart from their seeds plays other moves."""
    setup = MatchSetup(market.GAME_ID, parse_seats("ai:easy,ai:easy,ai:easy"), 5, {"rounds": 3})
    straight = GameSession(setup, spec=market.spec())
    for _ in range(20):
        straight.advance()
    fresh = GameSession(setup, straight.record.__class__(**{**straight.record.__dict__,
                                                          "steps": list(straight.record.steps)}),
                        spec=market.spec())
    while not straight.state.is_terminal():
        straight.advance()
    while not fresh.state.is_terminal():
        fresh.advance()
    assert fresh.record.steps != straight.record.steps
