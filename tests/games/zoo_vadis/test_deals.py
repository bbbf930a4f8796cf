"""Zoo Vadis deals, rewards, bonuses, abilities' interactions and hidden laurels (spec rules 2-10, "Deals")."""

from __future__ import annotations

import json

import pytest

from tests.games.zoo_vadis.helpers import NO_OFFER, SEND, at, count, give, laurel, of_kind, play, position, short_supply
from zooarcade.core.protocol import DecisionKind, IllegalAction, StateFormatError
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis import data
from zooarcade.games.zoo_vadis.actions import (
    Accept,
    Add,
    Ask,
    Back,
    BonusPeacock,
    Compose,
    Counter,
    Decline,
    Drop,
    EndTurn,
    Leave,
    Meet,
    MoveKeeper,
    Offer,
    Request,
    Reward,
)
from zooarcade.games.zoo_vadis.rules import VadisState

PLAIN = ("rhino", "crocodile", "marmoset")


def advance(src: str, dst: str, tunnel: bool = False) -> Compose:
    return Compose("animal", src, dst, tunnel)


def x1_deal(mine: int = 2, **kw) -> VadisState:
    """P1×``mine``, P2×1 and P3×1 in X1 (5 spaces, 3 votes needed); P1 holds a V and a III besides its 2 I."""
    return position(
        3,
        species=PLAIN,
        animals={"X1": (mine, 1, 1)},
        keeper="X8>X12",
        laurels={"X1>X5": "IV"},
        screens={0: {"V": 1, "III": 1}},
        **kw,
    )


def test_the_answers_come_from_the_movers_left_as_quick_public_decisions():
    s = x1_deal(1)
    play(s, (0, advance("X1", "X5")), (0, Ask(2, 1)), (0, Offer((3,), False)), (0, Ask(1, 1)), (0, NO_OFFER))
    events = play(s, (0, SEND))
    d = s.decision()
    assert d.seat == 1 and d.turn_seat == 0 and d.kind == DecisionKind.ANSWER and d.quick and d.group == "deal"
    assert [a["to"] for a in of_kind(events, "deal")[0].data["asks"]] == [1, 2]  # seat 1 is the mover's left
    events = play(s, (1, Accept()))
    assert of_kind(events, "answer")[0].private_to is None and s.current_player == 2


def test_a_counter_met_pays_only_on_success_and_only_the_parties_see_the_values():
    s = x1_deal()
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, Offer((1,), False)), (0, SEND))
    assert [a.value for a in s.legal_actions() if isinstance(a, Counter)] == [2, 3, 4, 5, 6]
    play(s, (1, Counter(4)))
    assert s.phase == "counter" and s.current_player == 0
    meets = {a.values for a in s.legal_actions() if isinstance(a, Meet)}
    assert meets == {(3,), (5,)}  # (1, 3) would not need its I: no change is given
    assert s.screens[0] == [2 + 0, 0, 0, 0, 0, 1, 0, 1]  # nothing paid yet
    events = play(s, (0, Meet((3,))))
    assert s.star == [] and at(s, "X5") == [1, 0, 0]
    pay = of_kind(events, "payment")[0]
    assert pay.data["values"] == [1, 3] and pay.private_to == (0, 1)
    assert pay.seen_by(2).data == {"seat": 0, "to": 1, "values": None, "kinds": None, "count": 2}
    assert pay.seen_by(1).data["values"] == [1, 3]
    assert count(s, 1, "III") == 1 and count(s, 1, "I") == 2 + 1 + 1  # the I paid plus the vote reward
    assert s.counts == [3, 5, 2]  # P1: 4 tokens, paid 2, took the IV; P2: 2 + 2 paid + 1 reward


def test_a_dropped_counter_is_a_failed_vote_and_nothing_moves():
    s = x1_deal()
    before = json.dumps(s.screens)
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND), (1, Counter(3)))
    events = play(s, (0, Drop()))
    assert of_kind(events, "deal_failed")[0].data == {
        "seat": 0, "why": "votes", "src": "X1", "closed": True, "lapsed": [],
        "refused": [{"seat": 1, "what": "votes", "votes": 1, "how": "dropped", "value": 3}]}
    assert json.dumps(s.screens) == before and at(s, "X1") == [2, 1, 1] and s.closed == [1]


def test_meeting_a_counter_needs_every_token_no_change_from_the_supply():
    s = position(3, species=PLAIN, animals={"X1": (2, 1, 0)}, keeper="X8>X12", screens={0: {"IV": 1, "II": 1}})
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, SEND), (1, Counter(3)))
    meets = sorted(a.values for a in s.legal_actions() if isinstance(a, Meet))
    assert meets == [(1, 2), (4,)]


def test_over_support_lets_the_mover_pick_who_is_rewarded():
    s = position(3, species=PLAIN, animals={"X1": (1, 1, 2)}, keeper="X8>X12", laurels={"X1>X5": "III"})
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER))
    assert Ask(2, 2) in s.legal_actions()  # the last ask may bring more votes than needed
    play(s, (0, Ask(2, 2)), (0, NO_OFFER))
    assert s.draft.planned_votes() == 4 and not any(isinstance(a, Ask) for a in s.legal_actions())
    play(s, (0, SEND), (1, Accept()), (2, Accept()))
    assert s.phase == "reward" and s.legal_actions() == [Reward(1), Reward(2)]  # 3 votes given, 2 needed
    play(s, (0, Reward(2)))
    assert s.phase == "reward"
    play(s, (0, Reward(2)))
    assert count(s, 2, "I") == 4 and count(s, 1, "I") == 2 and at(s, "X5") == [1, 0, 0] and s.to_move == 1


def test_the_mover_picks_when_the_supply_is_short():
    s = position(3, species=PLAIN, animals={"X9": (1, 2, 2)}, keeper="X8>X12")
    short_supply(s, 1)
    play(
        s,
        (0, advance("X9", "X13")),
        (0, Ask(1, 1)),
        (0, NO_OFFER),
        (0, Ask(2, 1)),
        (0, NO_OFFER),
        (0, SEND),
        (1, Accept()),
        (2, Accept()),
    )
    assert s.phase == "reward" and s.legal_actions() == [Reward(1), Reward(2)]
    play(s, (0, Reward(2)))
    assert count(s, 2, "I") == 3 and count(s, 1, "I") == 2 and s.supply_i == 0 and s.star == [0]


def test_back_drops_the_plan_and_the_turn_allows_only_so_many_deals():
    s = x1_deal()
    for _ in range(data.COMPOSE_PER_TURN):
        play(s, (0, advance("X1", "X5")), (0, Back()))
        assert s.phase == "turn" and s.draft is None
    assert not any(isinstance(a, Compose) for a in s.legal_actions())
    assert "as many deals" in (s.explain(advance("X1", "X5")) or "")
    assert any(isinstance(a, MoveKeeper) for a in s.legal_actions())  # never stuck: the keeper can always move


def test_leaving_the_laurel_and_an_empty_bag():
    s = position(3, species=PLAIN, animals={"X9": (3, 0, 0)}, keeper="X8>X12", laurels={"X9>X13": "V"})
    play(s, (0, advance("X9", "X13")), (0, Leave()), (0, SEND))
    assert laurel(s, "X9>X13") == "V" and count(s, 0, "V") == 0
    s = position(3, species=PLAIN, animals={"X9": (3, 0, 0)}, keeper="X8>X12", laurels={"X9>X13": "V"})
    for k in range(len(s.bag)):  # empty the bag into the box
        s.box[k] += s.bag[k]
        s.bag[k] = 0
    s.touch()
    events = play(s, (0, advance("X9", "X13")), (0, SEND))
    assert count(s, 0, "V") == 1 and laurel(s, "X9>X13") is None
    assert of_kind(events, "refill")[0].data == {"space": "X9>X13", "kind": None}
    s2 = position(3, species=PLAIN, animals={"X9": (0, 3, 0)}, keeper="X8>X12", to_move=1, laurels={"X9>X13": None})
    events = play(s2, (1, advance("X9", "X13")), (1, SEND))
    assert not of_kind(events, "collect") and s2.counts[1] == 2


@pytest.mark.parametrize("classic", [False, True])
def test_special_ii_tokens_act_for_their_collector(classic):
    opts = {"variant": "classic"} if classic else {}
    s = position(
        3,
        species=PLAIN,
        animals={"X9": (3, 0, 0), "X1": (2, 0, 0)},
        keeper="X8>X12",
        laurels={"X9>X13": "II_ZOO_KEEPER", "X1>X5": "II_ABILITY", "X1>X8": "II_PEACOCK"},
        peacocks={"X4": 1},
        options=opts,
    )
    play(s, (0, advance("X9", "X13")), (0, SEND))
    assert s.phase == "post" and s.current_player == 0 and EndTurn() in s.legal_actions()
    play(s, (0, MoveKeeper("X1>X5")))
    assert s.to_move == 1 and s.keeper == s.board.space_index("X1>X5")
    # a II-Ability restores a used tile at once (in Classic there are no tiles: a plain II)
    s = position(
        3,
        species=PLAIN,
        animals={"X1": (3, 0, 0)},
        peacocks={"X4": 1},
        keeper="X8>X12",
        laurels={"X1>X8": "II_ABILITY"},
        options=opts,
    )
    s.tiles[0] = 0 if classic else 1
    s.touch()
    play(s, (0, advance("X1", "X8")), (0, SEND))
    assert s.tiles[0] == (0 if classic else 2) and count(s, 0, "II_ABILITY") == 1
    # a II-Peacock gives a peacock advance (+1 I) before the turn ends
    s = position(
        3,
        species=PLAIN,
        animals={"X1": (3, 0, 0)},
        peacocks={"X4": 1},
        keeper="X8>X12",
        laurels={"X1>X8": "II_PEACOCK"},
        options=opts,
    )
    play(s, (0, advance("X1", "X8")), (0, SEND))
    assert BonusPeacock("X4", "X8") in s.legal_actions()
    play(s, (0, BonusPeacock("X4", "X8")))
    assert s.peacocks[8] == 1 and count(s, 0, "I") == 3 and s.to_move == 1


def test_a_traded_special_token_never_acts():
    s = position(
        3,
        species=PLAIN,
        animals={"X1": (2, 1, 0)},
        keeper="X8>X12",
        screens={0: {"II_ZOO_KEEPER": 1}},
        laurels={"X1>X5": "III"},
    )
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, Offer((2,), False)), (0, SEND), (1, Accept()))
    assert count(s, 1, "II_ZOO_KEEPER") == 1 and s.to_move == 1 and s.phase == "turn" and not s.bonus_keeper


def test_the_last_move_resolves_rewards_then_ends_skipping_bonuses():
    s = position(
        3,
        species=("rhino", "crocodile", "tiger"),
        animals={"X9": (1, 2, 0), "X13": (1, 1, 0)},
        peacocks={"X13": 2},
        keeper="X8>X12",
        laurels={"X9>X13": "II_ZOO_KEEPER"},
    )
    s.star = [0, 1, -1, -1]
    s.touch()
    events = play(s, (0, advance("X9", "X13")), (0, Ask(1, 2)), (0, NO_OFFER), (0, SEND), (1, Accept()))
    assert s.is_terminal() and s.end == "star"
    order = [str(e.kind) for e in events if e.kind in ("move", "collect", "refill", "reward", "bonus", "game_end")]
    assert order == ["move", "collect", "refill", "reward", "game_end"]
    assert count(s, 1, "I") == 4 and count(s, 0, "II_ZOO_KEEPER") == 1  # the bonus is skipped


def test_rhino_carries_a_second_piece_that_collects_nothing():
    s = position(
        3,
        species=("tiger", "rhino", "ibis"),
        animals={"X1": (3, 0, 1)},
        peacocks={"X1": 1},
        keeper="X8>X12",
        laurels={"X1>X8": "III"},
    )
    play(s, (0, advance("X1", "X8")))
    assert {a.target for a in s.legal_actions() if isinstance(a, Request) and a.ability == "rhino"} == {
        "0",
        "2",
        "peacock",
    }
    play(s, (0, Request("rhino", "2")), (0, NO_OFFER), (0, SEND), (1, Accept()))
    assert at(s, "X8") == [1, 0, 1] and count(s, 0, "III") == 1 and count(s, 2, "III") == 0
    assert s.tiles[1] == 1 and count(s, 1, "I") == 2  # the Rhino's I reward is 0
    # a carried peacock pays no I; the Ibis lets the pair into a 3-space exhibit with one space left
    s = position(
        3,
        species=("tiger", "rhino", "ibis"),
        animals={"X1": (3, 0, 0), "X8": (0, 2, 0)},
        peacocks={"X1": 1},
        keeper="X8>X12",
    )
    play(s, (0, advance("X1", "X8")), (0, Request("rhino", "peacock")), (0, NO_OFFER))
    assert "Ibis" in (s.draft_problem() or "")
    play(s, (0, Request("ibis")), (0, NO_OFFER), (0, SEND), (1, Accept()), (2, Accept()))
    assert s.occupants(8) == 4 and s.peacocks[8] == 1 and count(s, 0, "I") == 2 + 0


def test_tiger_and_marmoset_together_take_the_marmosets_token():
    s = position(
        4,
        species=("rhino", "tiger", "marmoset", "ibis"),
        animals={"X9": (1, 0, 0, 0)},
        keeper="X9>X13",
        laurels={"X9>X13": "III", "X14>X13": "V"},
    )
    play(s, (0, advance("X9", "X13")))
    assert not any(isinstance(a, Request) and a.ability == "marmoset" for a in s.legal_actions())
    play(
        s,
        (0, Request("tiger")),
        (0, NO_OFFER),
        (0, Request("marmoset", "X14>X13")),
        (0, NO_OFFER),
        (0, SEND),
        (1, Accept()),
        (2, Accept()),
    )
    assert count(s, 0, "V") == 1 and count(s, 0, "III") == 0 and laurel(s, "X9>X13") == "III"
    assert s.tiles[1] == 1 and s.tiles[2] == 1


def test_an_ability_refused_means_nothing_happens_and_no_exhibit_closes():
    s = position(3, species=("rhino", "crocodile", "armadillo"), animals={"X3": (1, 2, 0)}, keeper="X8>X12")
    play(s, (0, advance("X3", "X10", True)), (0, Request("armadillo")), (0, NO_OFFER), (0, SEND))
    events = play(s, (2, Decline()))
    assert of_kind(events, "deal_failed")[0].data["why"] == "ability" and s.closed == [] and s.tiles[2] == 2


def test_ibis_on_a_peacock_move():
    s = position(3, species=("rhino", "ibis", "tiger"), peacocks={"X1": 1, "X5": 1}, keeper="X8>X12")
    play(s, (0, Compose("peacock", "X1", "X5")), (0, Request("ibis")), (0, NO_OFFER), (0, SEND), (1, Accept()))
    assert s.peacocks[5] == 2 and count(s, 0, "I") == 3


def test_promises_are_logged_broken_and_survive_a_save():
    s = position(
        3, species=PLAIN, animals={"X1": (2, 1, 0), "X3": (1, 1, 0)}, keeper="X8>X12", laurels={"X1>X5": "III"}
    )
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, Offer((), True)), (0, SEND), (1, Accept()))
    assert s.promises == [[0, 1, 0, "open"]]
    play(s, (1, advance("X3", "X6")), (1, Ask(0, 1)), (1, NO_OFFER), (1, SEND))
    events = play(s, (0, Decline()))
    assert s.promises == [[0, 1, 0, "broken"]] and s.broken_promises(0) == 1
    assert of_kind(events, "promise")[0].data["status"] == "broken"
    back = VadisState.from_json(json.loads(json.dumps(s.to_json())))
    assert back.broken_promises(0) == 1 and back.fingerprint() == s.fingerprint()


def test_views_show_own_tokens_and_others_counts_only():
    s = x1_deal(1)
    play(
        s,
        (0, advance("X1", "X5")),
        (0, Ask(1, 1)),
        (0, Offer((5,), False)),
        (0, Ask(2, 1)),
        (0, Offer((3,), False)),
        (0, SEND),
    )
    v1 = s.view(1)
    assert v1.screens[1] is not None and v1.screens[0] is None and v1.screens[2] is None
    assert v1.counts == s.counts and v1.laurels == s.laurels  # the token under the keeper is on view too
    items = {it.seat: it.values for it in v1.draft.items}
    assert items == {1: [5], 2: None}
    assert s.view(0).draft.items[1].values == [3]
    for seat in range(3):
        for k in range(5):
            d = s.determinize(seat, Rng(k))
            assert d.view(seat).fingerprint() == s.view(seat).fingerprint()
            d.validate()
            mover = d.screens[0]
            assert mover[7] >= 1 or seat == 2  # seat 1 knows the mover set a V aside for it


def test_determinizing_while_rewards_are_picked():
    s = position(3, species=PLAIN, animals={"X9": (1, 2, 2)}, keeper="X8>X12", screens={0: {"IV": 1}})
    short_supply(s, 1)
    play(
        s,
        (0, advance("X9", "X13")),
        (0, Ask(1, 1)),
        (0, Offer((4,), False)),
        (0, Ask(2, 1)),
        (0, NO_OFFER),
        (0, SEND),
        (1, Accept()),
        (2, Accept()),
    )
    assert s.phase == "reward"
    for seat in range(3):
        d = s.determinize(seat, Rng(seat))
        d.validate()
        assert d.view(seat).fingerprint() == s.view(seat).fingerprint()


def test_json_round_trip_mid_deal_and_strict_errors():
    s = x1_deal()
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, Offer((5,), True)), (0, SEND))
    doc = json.loads(json.dumps(s.to_json()))
    assert VadisState.from_json(doc).fingerprint() == s.fingerprint()
    for bad, word in (
        (lambda d: d.update(counts="x"), "counts"),
        (lambda d: d.pop("keeper"), "keeper"),
        (lambda d: d.update(game="apocalypse"), "Zoo Vadis"),
        (lambda d: d["screens"][0].__setitem__(7, 3), "screen"),
    ):
        broken = json.loads(json.dumps(doc))
        bad(broken)
        with pytest.raises(StateFormatError, match=word):
            VadisState.from_json(broken)


def test_illegal_steps_leave_the_state_unchanged():
    s = x1_deal()
    before = s.fingerprint()
    for bad in (EndTurn(), Accept(), Add("X5"), advance("X1", "X9")):
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.fingerprint() == before
    with pytest.raises(ValueError):
        s.view(0).apply(Add("X0"))


def test_give_helper_keeps_the_count():
    s = position(3, species=PLAIN)
    give(s, 1, "V", 1)
    s.validate()
    assert s.view(0).scores()[1] == 7  # the public floor: 2 I and a V taken in public


def test_the_mover_may_ask_more_seats_than_it_needs_but_not_when_its_own_votes_suffice():
    s = position(
        4,
        species=("rhino", "crocodile", "marmoset", "ibis"),
        animals={"X1": (1, 1, 1, 1)},
        keeper="X8>X12",
        laurels={"X1>X5": "III"},
    )
    play(s, (0, advance("X1", "X5")), (0, Ask(1, 1)), (0, NO_OFFER), (0, Ask(2, 1)), (0, NO_OFFER))
    assert s.draft.planned_votes() == 3 and SEND in s.legal_actions() and Ask(3, 1) in s.legal_actions()
    play(s, (0, Ask(3, 1)), (0, NO_OFFER), (0, SEND), (1, Decline()), (2, Accept()), (3, Accept()))
    assert at(s, "X5") == [1, 0, 0, 0] and [count(s, q, "I") for q in (1, 2, 3)] == [2, 3, 3]
    own = position(4, species=("rhino", "crocodile", "marmoset", "ibis"), animals={"X1": (3, 1, 0, 0)}, keeper="X8>X12")
    play(own, (0, advance("X1", "X5")))
    assert not any(isinstance(a, Ask) for a in own.legal_actions())
