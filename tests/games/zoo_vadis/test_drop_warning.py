"""Play test: "Drop the counter" never said that dropping it makes the whole deal fail.  The control now says
what dropping does in this very deal (label and tooltip), and the hint caption warns too."""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.helpers import position
from tests.games.zoo_vadis.tablehelpers import open_session
from zooarcade.gallery import demo_session
from zooarcade.games.registry import get_spec
from zooarcade.games.zoo_vadis.actions import Accept, Ask, Compose, Counter, Drop, Offer, Send

NAMES = ["You", "Ann", "Bob"]


def _countered(second_ask: bool):  # noqa: ANN202 - a VadisState
    """Seat 0 (1 animal in Big Meadow, 3 votes needed) asks Ann for 2 votes, and with ``second_ask`` Bob too; Ann
    counters and Bob accepts: the mover decides the counter."""
    s = position(3, animals={"X1": (1, 2, 2)}, options={"variant": "classic"})
    s.apply(Compose("animal", "X1", "X8", False))
    for seat in (1, 2) if second_ask else (1,):
        s.apply(Ask(seat, 2))
        s.apply(Offer((1,), False))
    s.apply(Send())
    s.apply(Counter(2))
    if second_ask:
        s.apply(Accept())
    assert s.phase == "counter" and s.decision().seat == 0
    return s


def test_dropping_says_whether_the_deal_fails():
    alone = _countered(False)
    assert alone.drop_sinks_deal()
    assert get_spec("zoo_vadis").narrator.caption(Drop(), alone.view(0), NAMES) == "Drop the counter: the deal fails"
    failed = [str(e.kind) for e in alone.clone().apply(Drop())]
    assert "deal_failed" in failed, "the warning tells the truth"
    spare = _countered(True)
    assert not spare.drop_sinks_deal(), "Bob's two votes still carry it"
    assert get_spec("zoo_vadis").narrator.caption(Drop(), spare.view(0), NAMES) == "Drop the counter"
    assert "deal_failed" not in [str(e.kind) for e in spare.clone().apply(Drop())]


def _at_counter(s) -> bool:  # noqa: ANN001
    return (s.state.phase == "counter" and s.decision is not None and s.decision.seat == 0
            and not s.decision.forced)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_drop_control_warns_in_its_label_and_tooltip(make_app, size):
    session = demo_session("zoo_vadis", 12, 0, players=3, until=_at_counter)
    assert _at_counter(session) and session.state.drop_sinks_deal(), "the demo game changed: find another seed"
    app, table = open_session(make_app, session, size, settle=1)
    index = next(i for i, c in enumerate(table.panel.choices) if isinstance(c.actions[0], Drop))
    choice = table.panel.choices[index]
    assert choice.label == "Drop it: the deal fails"
    assert choice.tip[0] == "Drop the counter: the whole deal fails"
    assert "nothing moves" in choice.tip[1]
    assert index not in table.panel.cut, "the warning is not cut short"


def test_a_drop_the_deal_survives_says_so(make_app):
    session = demo_session("zoo_vadis", 21, 0, players=3, until=_at_counter)
    assert _at_counter(session) and not session.state.drop_sinks_deal(), "the demo game changed: find another seed"
    app, table = open_session(make_app, session, (800, 600), settle=1)
    index = next(i for i, c in enumerate(table.panel.choices) if isinstance(c.actions[0], Drop))
    choice = table.panel.choices[index]
    assert index not in table.panel.cut, "the label is not cut short"
    d = session.state.draft
    who = session.seats[d.items[d.order[session.state.cursor]].seat].name
    assert choice.label == f"Drop it: go on without {who}"
    assert choice.tip[0] == f"Drop the counter: {who} is left out"
