"""Play test: the "Last deal" strip went stale after a Zoo Keeper move, left out a Crocodile's move on, and never
listed a peacock bribe."""

from __future__ import annotations

from tests.games.zoo_vadis import tablehelpers as th
from tests.games.zoo_vadis.helpers import position
from zooarcade.games.zoo_vadis.actions import Accept, Bribe, Compose, MoveKeeper, Offer, Request, Send
from zooarcade.games.zoo_vadis.narration import exhibit

STALE = {"seat": 1, "what": "an animal: Big Meadow \u2192 Sand Pit", "asks": [[2, "1 vote", "accepts"]],
         "bribes": [], "outcome": "done"}


def _events(state, actions):  # noqa: ANN001, ANN202
    out = []
    for a in actions:
        out += state.apply(a)
    return out


def _table(make_app, size=(1280, 720)):  # noqa: ANN001, ANN202
    return th.open_table(make_app, "human,ai:easy,ai:easy", 5, size)


def test_a_zoo_keeper_move_replaces_the_old_deal(make_app):
    app, table = _table(make_app)
    s = table.session
    th.until(app, lambda: table.input_enabled() and s.state.phase == "turn" and s.state.to_move == 0,
             what="the human's turn")
    table.last_deal = dict(STALE)
    move = next(a for a in s.state.legal_actions() if isinstance(a, MoveKeeper))
    table.play_action(move)
    th.until(app, lambda: not table.queue.busy and table.last_deal is not STALE and
             table.last_deal.get("outcome") == "move", what="the keeper's walk")
    title, _, lines = table.last_deal_lines(table.last_deal)
    assert title == f"Last move: {table.name(0)}"
    assert lines[0][0] == f"The Zoo Keeper: to {exhibit(move.space)}"
    assert [t for t, _, _ in lines[1:]] == ["The Zoo Keeper moves with no vote."]
    table.draw(app.display.canvas)


def test_a_crocodile_add_shows_the_move_on_and_a_bribe_is_listed(make_app):
    app, table = _table(make_app)
    croc = position(3, species=["tiger", "crocodile", "ibis"])
    events = _events(croc, [Compose("add", "", "X0"), Request("crocodile", "X4"), Offer((), False), Send(),
                            Accept()])
    for ev in events:
        table.restore_event(ev)
    assert table.last_deal["what"] == f"a new animal: {exhibit('X0')} \u2192 {exhibit('X4')}"
    assert table.last_deal["outcome"] == "done", "the Crocodile's add is part of the deal, not a move of its own"
    bribe = position(3, species=["tiger", "hyena", "ibis"], animals={"X1": (2, 0, 0)}, peacocks={"X1": 1},
                     screens={0: {"II": 1}}, options={"variant": "classic"})
    for ev in _events(bribe, [Compose("animal", "X1", "X5", False), Bribe(2), Send()]):
        table.restore_event(ev)
    title, _, lines = table.last_deal_lines(table.last_deal)
    assert title == f"Last deal: {table.name(0)} \u2014 it happened"
    assert [t for t, _, _ in lines] == [f"An animal: {exhibit('X1')} \u2192 {exhibit('X5')}",
                                        "A peacock: bribed with a token II"]
    table.draw(app.display.canvas)
