"""What the table works out from a view: the Reprisal risk of a back colour, a payment's covered and owed
symbols, stack item labels (Zoo Fighters II: Chi, Reprisal, the stack)."""

from __future__ import annotations

from zooarcade.games.zoo_fighters import actions as A
from zooarcade.games.zoo_fighters.data import ANY, FIRE, REGULAR
from zooarcade.games.zoo_fighters.rules import new_game
from zooarcade.games.zoo_fighters.stack import Payment, PayPurpose
from zooarcade.games.zoo_fighters.table_info import (
    paid_and_owed,
    reprisal_risk,
    risk_text,
    seen_cards,
    take_risk,
)


def test_the_risk_counts_only_cards_the_viewer_has_not_seen():
    state = new_game(2, {"fighter1": "blaze", "fighter2": "tusk"}, 4)
    view = state.view(0)
    for colour in REGULAR:
        bad, total = reprisal_risk(view, colour)
        unseen = [c for c, d in enumerate(view.defs) if d.colour == colour and c not in seen_cards(view)]
        assert total == len(unseen)
        assert bad == sum(1 for c in unseen if view.defs[c].reprisal is not None)
    # seeing a card with a Reprisal removes it from the unseen ones
    fire_bad = [c for c, d in enumerate(view.defs) if d.colour == FIRE and d.reprisal is not None
                and c not in seen_cards(view)]
    before = reprisal_risk(view, FIRE)
    view.discard.append(fire_bad[0])
    assert reprisal_risk(view, FIRE) == (before[0] - 1, before[1] - 1)


def test_risk_text_reads_as_a_percentage():
    view = new_game(2, None, 1).view(0)
    text = risk_text(view, FIRE)
    assert text.startswith("Reprisal risk ") and text.endswith("%")


def test_paid_and_owed_split_the_locked_cost():
    need = (2, 0, 0, 0, 0, 2)  # Fi Fi · ·
    p = Payment(0, PayPurpose.EVENT, None, -1, need, pool=(1, 0, 0, 0, 0, 0))
    covered, owed = paid_and_owed(p)
    assert sorted(covered + owed) == sorted([FIRE, FIRE, ANY, ANY])
    assert covered == [FIRE] and sorted(owed) == sorted([FIRE, ANY, ANY])


def test_a_declared_move_is_paid_for_in_the_tray():
    state = new_game(2, {"fighter1": "tusk"}, 3)
    move = next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "move")
    state.apply(move)
    p = state.tasks[0]
    assert isinstance(p, Payment)
    covered, owed = paid_and_owed(p)
    assert covered == [] and len(owed) == len(state.defs[move.card].cost)


def test_the_take_risk_counts_the_holders_known_cards_as_they_are():
    """A card the viewer gave or saw in a neighbour's hand is no guess (rule 6: the take is uniform over that
    colour's cards in that hand); before, every back showed the unseen cards' rate."""
    view = new_game(2, {"fighter1": "blaze", "fighter2": "tusk"}, 4).view(0)
    known = seen_cards(view)
    fire = [c for c, d in enumerate(view.defs) if d.colour == FIRE and c not in known]
    safe = next(c for c in fire if view.defs[c].reprisal is None)
    biting = next(c for c in fire if view.defs[c].reprisal is not None)
    view.hands[1], view.backs[1] = [safe], [FIRE]
    assert take_risk(view, 1, FIRE) == 0.0
    assert risk_text(view, FIRE, 1) == "no Reprisal possible"
    view.hands[1], view.backs[1] = [biting], [FIRE]
    assert take_risk(view, 1, FIRE) == 1.0
    assert risk_text(view, FIRE, 1) == "Reprisal risk 100%"
    view.hands[1], view.backs[1] = [safe, None], [FIRE, FIRE]
    bad, unseen = reprisal_risk(view, FIRE)  # the hidden card: any unseen Fire card
    assert 0 < bad < unseen
    assert take_risk(view, 1, FIRE) == (0.0 + bad / unseen) / 2
    assert take_risk(view, 1, REGULAR[-1] if REGULAR[-1] != FIRE else REGULAR[0]) == 0.0  # no card of it
