"""Play test P7: a computer took cards from the human's hand and only the log said so.  The table now tells it
in a notice: who took what (the viewer's own cards, so their names), once for a batch of such moves."""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build
from tests.games.zoo_fighters.table_helpers import DT, table_at
from zooarcade.core.events import events_seen_by
from zooarcade.session import SeatConfig

SEATS = [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")]


def _taken(make_app, *moves):
    app = make_app()
    state, ids = build(["kaze", "blaze"], hands={0: ["fire_chi", "flame_pounce"], 1: []})
    table, session = table_at(app, SEATS, state)
    table.toast = None
    events = []
    for key, dst in moves:
        card = ids[key][0]
        if dst == "hand":
            events.append(state._move_between_hands(0, 1, card, 1))
        else:
            state._hand_remove(0, card)  # as the payment takes it (``_pay_take``); it ends on the discard pile
            events.append(state.card_event(card, "hand:0", "limbo", 1, reveals=True))
            state.discard.append(card)
    table.animate(events_seen_by(events, table.viewer), human=False)
    for _ in range(40):
        app.step(DT)
    return table, state


def test_a_card_taken_from_your_hand_is_told(make_app):
    table, state = _taken(make_app, ("fire_chi", "hand"))
    name = state.defs[state.hands[1][0]].name
    assert table.toast is not None and table.toast[0] == f"{table.name(1)} took {name} from your hand.", table.toast


def test_two_cards_taken_at_once_are_told_in_one_notice(make_app):
    table, state = _taken(make_app, ("fire_chi", "hand"), ("flame_pounce", "hand"))
    names = [state.defs[c].name for c in state.hands[1]]
    want = f"{table.name(1)} took 2 cards from your hand: {names[0]} and {names[1]}."
    assert table.toast is not None and table.toast[0] == want, table.toast


def test_a_card_taken_as_chi_says_so(make_app):
    table, _ = _taken(make_app, ("fire_chi", "chi"))
    assert table.toast is not None and table.toast[0].endswith("from your hand as Chi."), table.toast
