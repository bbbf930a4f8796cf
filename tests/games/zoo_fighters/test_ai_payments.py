"""Play test (deal 621126): a computer declared Ringmaster and gave it up five times in one turn.

A one-ply look rated "gave up, my turn goes on" above "ended my turn".  The rule every level obeys now
keeps a payment the seat's own hand can finish from being abandoned, so a declaration is paid or not made.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.games.zoo_fighters.helpers import build, play
from zooarcade.ai import make_agent
from zooarcade.core.protocol import DecisionKind
from zooarcade.games.zoo_fighters import spec
from zooarcade.games.zoo_fighters.actions import Declare, EndTurn, GiveUp
from zooarcade.games.zoo_fighters.ai import ai_filter, own_reach_pays
from zooarcade.games.zoo_fighters.data import WEAPON_BASE
from zooarcade.games.zoo_fighters.stack import Payment

REPLAY = Path(__file__).with_name("playtest-621126.replay.json")


def _position(upto: int):
    """The play test's position before its step ``upto`` (94: the computer's main step; 95: Ringmaster
    declared), built directly: the recorded game replays only on the data it was played with (a balance
    change deals it differently), so the position is copied from that game at step 94 — Blaze (seat 0) and
    Jinx (seat 1), both in EX Form, weapons drawn, the computer to play with Ringmaster in hand."""
    sp = spec()
    state, ids = build(["blaze", "jinx"],
                       hands={1: ["fire_chi", "rogue_lion", "ringmaster", "order_chi"]},
                       moves={0: ["quake_slam", "crashing_wave"], 1: ["clear_mind", "cyclone_kick", "monkey_grab"]},
                       ex=[0, 1], weapons={0: "ruyi_staff", 1: "sunfire_gauntlets"},
                       exhausted=["clear_mind", WEAPON_BASE], active=1, seed=621126)
    assert upto in (94, 95)
    if upto == 95:
        play(state, Declare("opponent", ids["ringmaster"][0], 0))
    return sp, state


def test_the_replay_still_shows_the_loop():
    """The recorded steps 94-103: Ringmaster declared and given up, five times."""
    data = json.loads(REPLAY.read_text(encoding="utf-8"))
    kinds = [s["action"]["kind"] for s in data["steps"][94:104]]
    assert kinds == ["declare", "give_up"] * 5


def test_a_payment_the_own_hand_can_finish_is_never_given_up():
    sp, state = _position(95)
    d = state.decision()
    assert d.kind is DecisionKind.PAY and d.seat == 1
    view = state.view(1)
    front = view.tasks[0]
    assert isinstance(front, Payment) and own_reach_pays(view, 1, front)
    legal = state.legal_actions()
    assert any(isinstance(a, GiveUp) for a in legal)
    kept = ai_filter(view, legal)
    assert kept and not any(isinstance(a, GiveUp) for a in kept)


def test_a_payment_that_needs_a_neighbour_may_still_be_given_up():
    """Taking from a neighbour risks a Reprisal: that choice stays the agent's."""
    sp, state = _position(95)
    view = state.view(1)
    front = view.tasks[0]
    short = Payment(front.payer, front.purpose, front.item, front.target, front.need, front.pool)
    view.hands[1] = [c for c in view.hands[1]][:1]  # a hand of one card cannot pay three
    assert not own_reach_pays(view, 1, short)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_computer_pays_for_ringmaster_or_ends_its_turn(level):
    sp, state = _position(94)
    agent = make_agent(level, sp, 3)
    declared = 0
    for _ in range(40):
        d = state.decision()
        if d is None or d.seat != 1:
            break
        legal = state.legal_actions()
        view = state.view(1)
        action = legal[0] if len(legal) == 1 else agent.choose(view, sp.legal_for_ai(view, legal))
        assert not isinstance(action, GiveUp), "a payment its own hand finishes was given up"
        if isinstance(action, Declare) and state.defs[action.card].key == "ringmaster":
            declared += 1
        state.apply(action)
        if isinstance(action, EndTurn):
            break
    assert declared <= 1
