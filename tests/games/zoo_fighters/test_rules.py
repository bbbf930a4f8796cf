"""Zoo Fighters II: setup, the turn procedure, priority windows, the final stretch, scoring ties,
hidden information, determinization and the JSON form."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.games.zoo_fighters.helpers import build, pass_all, play, wid
from zooarcade.core.protocol import DecisionKind, IllegalAction, StateFormatError
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_fighters import spec
from zooarcade.games.zoo_fighters.actions import (
    Choose,
    Declare,
    EndTurn,
    Pass,
    PayHand,
    PayTake,
    PlayAction,
)
from zooarcade.games.zoo_fighters.data import (
    BASE_DECK,
    FIGHTER_KEYS,
    FIGHTERS,
    FIRE,
    START_HAND,
    TRIGGER_LABEL,
    WEAPONS,
    signature_cards,
)
from zooarcade.games.zoo_fighters.rules import FightersState, choose_fighters, new_game
from zooarcade.games.zoo_fighters.stack import Payment


# ============================================================================ setup
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_setup_deals_four_each_and_only_the_chosen_fighters_cards(n):
    state = new_game(n, {}, seed=40 + n)
    assert len(set(state.fighters)) == n
    assert len(state.defs) == 78 + 5 * n == len(BASE_DECK) + 5 * n
    chosen = {FIGHTERS[f].key for f in state.fighters}
    signature = {d.fighter for d in state.defs if d.fighter is not None}
    assert signature == chosen
    first = state.active
    for s in range(n):
        drawn = state.draw_count(first) if s == first else 0
        assert len(state.hands[s]) == START_HAND + drawn if s != first else len(state.hands[s]) >= START_HAND
    assert sorted(state.sheathed()) == sorted(state.fighters)             # every weapon sheathed in the centre
    assert state.weapon == [-1] * n and not any(state.ex)
    assert min(FIGHTERS[f].willpower for f in state.fighters) == FIGHTERS[state.fighters[first]].willpower
    state.validate()


def test_first_player_lowest_willpower_ties_at_random():
    starts = Counter()
    for seed in range(60):
        s = new_game(2, {"fighter1": "blaze", "fighter2": "tusk"}, seed)   # both Willpower 3
        starts[s.active] += 1
    assert set(starts) == {0, 1}
    s = new_game(3, {"fighter1": "shellby", "fighter2": "bao", "fighter3": "jinx"}, 3)
    assert s.active == 2                                                     # Jinx, Willpower 3


def test_fighter_options_and_errors():
    s = new_game(3, {"fighter1": "kaze", "fighter2": "random", "fighter3": "bao"}, 5)
    assert FIGHTER_KEYS[s.fighters[0]] == "kaze" and FIGHTER_KEYS[s.fighters[2]] == "bao"
    assert s.fighters[1] not in (s.fighters[0], s.fighters[2])
    with pytest.raises(ValueError, match="same fighter"):
        new_game(2, {"fighter1": "kaze", "fighter2": "kaze"}, 1)
    with pytest.raises(ValueError, match="unknown fighter"):
        choose_fighters(2, {"fighter1": "zebra"}, Rng(1))
    with pytest.raises(ValueError):
        new_game(7, {}, 1)
    opts = spec().resolve_options(2)
    assert opts == {"fighter1": "random", "fighter2": "random"}
    assert "fighter6" in spec().resolve_options(6)


def test_the_same_seed_deals_the_same_game():
    a, b = new_game(4, {}, 99), new_game(4, {}, 99)
    assert a.fingerprint() == b.fingerprint()
    assert new_game(4, {}, 98).fingerprint() != a.fingerprint()


# ============================================================================ turn procedure
def test_two_events_per_turn():
    state, ids = build(["bao", "blaze"], hands={0: ["bamboo_parry", "balanced_stance", "harmony_strike"]
                                                + ["order_chi"] * 6 + ["chaos_chi"] * 4})
    for key in ("bamboo_parry", "balanced_stance"):
        play(state, Declare("move", ids[key][0]))
        while state.tasks:
            play(state, [a for a in state.legal_actions() if isinstance(a, PayHand)][0])
        pass_all(state)
    assert state.event_slots_left() == 0
    assert not any(isinstance(a, Declare) for a in state.legal_actions())


def test_no_opponent_in_front_of_yourself():
    state, ids = build(["bao", "blaze"], hands={0: ["zookeeper", "order_chi", "order_chi"]})
    legal = [a for a in state.legal_actions() if isinstance(a, Declare) and a.what == "opponent"]
    assert legal == [Declare("opponent", ids["zookeeper"][0], 1)]


def test_deck_refills_from_the_discard_pile():
    state, ids = build(["bao", "blaze"])
    state.discard = list(state.deck)
    state.deck = []
    events = play(state, EndTurn())
    assert "reshuffle" in [e.kind for e in events]
    assert len(state.hands[1]) == 4 and len(state.deck) == len(state.defs) - 4 and not state.discard


def test_end_step_refreshes_only_your_own_cards():
    state, ids = build(["bao", "tusk"], moves={0: ["bamboo_parry"], 1: ["stomp"]},
                       exhausted=["bamboo_parry", "stomp", 204, 203])
    play(state, EndTurn())
    assert state.exhausted == {ids["stomp"][0], 203}


# ============================================================================ priority windows
def test_a_window_visits_every_seat_with_forced_passes():
    state, ids = build(["blaze", "bao", "kaze", "tusk"], hands={0: ["flame_pounce", "fire_chi", "water_chi"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["fire_chi"][0]), PayHand(ids["water_chi"][0]))
    seen = []
    while state.stack:
        d = state.decision()
        assert d.kind is DecisionKind.PRIORITY and d.quick and d.forced and d.turn_seat == 0
        seen.append(d.seat)
        play(state, Pass())
    assert seen == [1, 2, 3, 0]


def test_the_decider_sequence_does_not_depend_on_who_holds_a_response():
    def run(card: str) -> list[tuple[int, str, bool]]:
        state, ids = build(["blaze", "bao", "kaze"], hands={0: ["flame_pounce", "fire_chi", "water_chi"], 2: [card]})
        play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["fire_chi"][0]), PayHand(ids["water_chi"][0]))
        out = []
        while state.stack:
            d = state.decision()
            out.append((d.seat, str(d.kind), d.quick))
            state.apply(Pass())
        return out

    with_response = run("counter_stance")
    without = run("fire_chi")
    assert with_response == without == [(1, "priority", True), (2, "priority", True), (0, "priority", True)]


def test_after_an_addition_priority_restarts_after_the_adder():
    state, ids = build(["blaze", "bao", "kaze", "tusk"], hands={0: ["flame_pounce", "fire_chi", "water_chi"],
                                                                2: ["counter_stance"], 3: ["quick_step"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["fire_chi"][0]), PayHand(ids["water_chi"][0]))
    play(state, Pass())                                                       # seat 1
    play(state, PlayAction(ids["counter_stance"][0], state.stack[-1].uid))    # seat 2 adds
    assert state.window.order == (3, 0, 1, 2) and state.decision().seat == 3
    play(state, PlayAction(ids["quick_step"][0]))                            # seat 3 adds on top
    assert state.window.order == (0, 1, 2, 3)
    play(state, Pass(), Pass(), Pass(), Pass())                               # Quick Step resolves
    assert len(state.hands[3]) == 2 and state.window.order == (3, 0, 1, 2)    # next item: after its controller
    pass_all(state)
    assert ids["flame_pounce"][0] in state.hands[0]                          # Counter Stance cancelled it


# ============================================================================ final stretch and scoring
def _ready_to_trigger(fighters, **kw):
    moves = kw.pop("moves", {})
    moves.setdefault(0, ["inner_flame", "blazing_kick"])
    hands = kw.pop("hands", {})
    hands.setdefault(0, ["flame_pounce", "fire_chi", "water_chi"])
    return build(fighters, moves=moves, ex=[0], weapons={0: "sunfire_gauntlets"}, hands=hands, **kw)


def test_trigger_then_one_final_turn_each():
    state, ids = _ready_to_trigger(["blaze", "bao", "kaze"])
    play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["fire_chi"][0]))   # EX: [Fi ·] costs [Fi]
    events = pass_all(state)
    assert state.trigger == 0 and "stretch" in [e.kind for e in events]
    assert state.breakdown(0)[-1] == (TRIGGER_LABEL, 3)
    play(state, EndTurn())
    assert state.active == 1
    play(state, EndTurn())
    assert state.active == 2
    play(state, EndTurn())
    assert state.is_terminal() and state.final_done == [False, True, True]
    assert state.end_reason() == "the final stretch is over"


def test_final_stretch_follows_a_reversal():
    state, ids = _ready_to_trigger(["blaze", "bao", "kaze", "tusk"], hands={1: ["reversal"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["fire_chi"][0]))
    pass_all(state)
    play(state, EndTurn())
    assert state.active == 1
    play(state, PlayAction(ids["reversal"][0]))
    pass_all(state)
    play(state, EndTurn())
    assert state.active == 3                                                  # nearest the other way, skipping 0
    play(state, EndTurn())
    assert state.active == 2
    play(state, EndTurn())
    assert state.is_terminal()


def test_completing_the_set_in_the_stretch_gives_nothing():
    state, ids = _ready_to_trigger(["blaze", "bao"], moves={1: ["bamboo_parry", "clear_mind"]},
                                   hands={1: ["balanced_stance", "order_chi", "order_chi", "order_chi"]})
    state.ex[1] = True
    state.weapon[1] = 4
    play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["fire_chi"][0]))
    pass_all(state)
    play(state, EndTurn())
    play(state, Declare("move", ids["balanced_stance"][0]), *(PayHand(c) for c in ids["order_chi"]))
    pass_all(state)
    assert state.has_set(1) and state.trigger == 0
    assert state.breakdown(1)[-1] == (TRIGGER_LABEL, 0)


def test_tie_breaks():
    state, _ = build(["blaze", "shellby", "kaze"], moves={0: ["blazing_kick"], 1: ["crashing_wave"],
                                                          2: ["cyclone_kick"]})
    assert state.scores() == [4, 4, 4]
    state.trigger = 1
    assert state.scores() == [4, 7, 4] and state.winners() == [1]
    state.trigger = -1
    state.moves[2].append(state.moves[1].pop())                               # Kaze: 2 moves for 3+3+1 = 7
    assert state.scores() == [4, 0, 7] and state.winners() == [2]
    state2, _ = build(["blaze", "shellby", "kaze"], moves={0: ["blazing_kick"], 1: ["inner_flame", "still_water"],
                                                           2: ["cyclone_kick"]})
    assert state2.scores() == [4, 3, 4]
    state2.trigger = 1
    state2.moves[1].append(state2.moves[0].pop())                             # Shellby now 3 moves, 1+2+3=6+3
    state2.moves[0].append(state2.moves[2].pop())
    assert state2.winners() == [1]
    state3, _ = build(["blaze", "shellby"], moves={0: ["blazing_kick", "flame_pounce"], 1: ["crashing_wave",
                                                                                            "still_water"]})
    assert state3.scores() == [6, 6]
    assert state3.winners() == [0, 1]                                        # same moves, no trigger: shared


# ============================================================================ hidden information
def test_views_hide_fronts_and_show_backs():
    state, ids = build(["blaze", "bao", "kaze"], hands={0: ["fire_chi", "double_order"], 1: ["wind_chi"]})
    v = state.view(1)
    assert v.hands[0] == [None, None] and v.backs[0] == state.backs[0]
    assert v.hands[1] == ids["wind_chi"] and all(c is None for c in v.deck)
    assert v.rng.state == 0 and v.view(1).fingerprint() == v.fingerprint()


def test_a_taken_card_is_seen_by_taker_and_holder_only_until_played():
    state, ids = build(["jinx", "blaze", "bao"], hands={0: ["pickpocket", "banana_feint", "chaos_chi"],
                                                        1: ["fire_chi"], 2: ["order_chi"]})
    play(state, PlayAction(ids["pickpocket"][0], 1))
    events = pass_all(state)
    moved = [e for e in events if e.kind == "card_moved" and e.data["dst"] == "hand:0"][0]
    assert moved.private_to == (0, 1) and moved.seen_by(2).data["card"] is None
    fire = ids["fire_chi"][0]
    assert fire in state.view(0).hands[0] and fire in state.view(1).hands[0] and fire not in state.view(2).hands[0]
    play(state, Declare("move", ids["banana_feint"][0]), PayHand(fire))
    assert fire in state.discard and fire not in state.known                  # played: public


def test_views_are_canonical():
    a, _ = build(["blaze", "bao"], hands={1: ["order_chi", "double_order", "fire_chi", "flame_pounce"]}, seed=3)
    b = a.clone()
    # swap two of seat 1's hidden cards for unseen ones of the same colours (in the deck)
    for x in list(b.hands[1])[:2]:
        y = next(c for c in b.deck if b.defs[c].colour == b.defs[x].colour and b.defs[c].key != b.defs[x].key)
        b._hand_remove(1, x)
        b.deck[b.deck.index(y)] = x
        b._hand_add(1, y)
    assert a.fingerprint() != b.fingerprint()
    assert a.view(0).fingerprint() == b.view(0).fingerprint()
    assert a.view(1).fingerprint() != b.view(1).fingerprint()


def test_determinize_keeps_backs_known_cards_and_the_count():
    state, ids = build(["jinx", "blaze", "bao"], hands={0: ["pickpocket"], 1: ["fire_chi", "double_fire", "water_chi"],
                                                        2: ["order_chi"]})
    play(state, PlayAction(ids["pickpocket"][0], 1))
    pass_all(state)
    taken = state.hand_cards(0)[0]
    v = state.view(2)
    for k in range(20):
        d = state.determinize(2, Rng(k))
        assert d.observer is None and d.view(2).fingerprint() == v.fingerprint()
        assert [d.defs[c].colour for c in d.hands[1]] == state.backs[1]
        assert d.hands[2] == state.hands[2]
        d.validate()
    d0 = [state.determinize(0, Rng(k)) for k in range(10)]
    assert all(taken in d.hands[0] for d in d0)                               # seat 0 knows what it took
    vd = v.determinize(2, Rng(5))
    assert vd.view(2).fingerprint() == v.fingerprint()


def test_determinize_samples_uniformly_within_a_colour():
    state, ids = build(["blaze", "bao"], hands={1: ["fire_chi"]})
    got = Counter()
    for k in range(300):
        d = state.determinize(0, Rng(k))
        got[d.defs[d.hands[1][0]].key] += 1
    fire_cards = Counter(d.key for d in state.defs if d.colour == FIRE)
    assert set(got) == set(fire_cards)                                        # every unseen Fire design appears


# ============================================================================ protocol details
def test_apply_on_a_view_and_illegal_actions_change_nothing():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "fire_chi"]})
    v = state.view(0)
    with pytest.raises(ValueError):
        v.apply(EndTurn())
    before = state.fingerprint()
    with pytest.raises(IllegalAction):
        state.apply(PayHand(ids["fire_chi"][0]))
    with pytest.raises(IllegalAction):
        state.apply(Choose(3))
    assert state.fingerprint() == before
    assert state.explain(PayHand(ids["fire_chi"][0])) == "You are not paying anything now."


def test_json_round_trip_mid_payment_and_mid_reprisal():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "fire_chi"], 1: ["double_order"]})
    play(state, Declare("move", ids["flame_pounce"][0]))
    for _ in range(2):
        back = FightersState.from_json(json.loads(json.dumps(state.to_json())))
        assert back.fingerprint() == state.fingerprint()
        assert back.legal_actions() == state.legal_actions()
        if isinstance(state.tasks[0], Payment) and state.tasks[0].reprisal < 0:
            play(state, PayTake(1, 4))
    assert state.tasks[0].reprisal >= 0


def test_from_json_refuses_bad_documents():
    state = new_game(3, {}, 2)
    good = state.to_json()
    with pytest.raises(StateFormatError, match="not a Zoo Fighters"):
        FightersState.from_json({"game": "apocalypse"})
    bad = json.loads(json.dumps(good))
    bad["hands"][0] = bad["hands"][0][1:]
    with pytest.raises(StateFormatError):
        FightersState.from_json(bad)                                          # a card goes missing
    bad = json.loads(json.dumps(good))
    bad["direction"] = 2
    with pytest.raises(StateFormatError, match="direction"):
        FightersState.from_json(bad)
    bad = json.loads(json.dumps(good))
    bad["turn"] = "three"
    with pytest.raises(StateFormatError, match="turn"):
        FightersState.from_json(bad)
    bad = json.loads(json.dumps(good))
    bad["fighters"] = ["blaze", "blaze", "bao"]
    with pytest.raises(StateFormatError, match="fighters"):
        FightersState.from_json(bad)


def test_weapons_are_public_and_any_seat_may_draw_any():
    state, ids = build(["blaze", "kaze"], hands={0: ["wind_chi"] * 5})
    assert Declare("weapon", wid("gale_fan")) in state.legal_actions()
    assert [w.key for w in WEAPONS][state.fighters[1]] == "gale_fan"


def test_signature_cards_are_five_per_fighter():
    for key in FIGHTER_KEYS:
        cards = signature_cards(key)
        kinds = Counter(str(c.kind) for c in cards)
        assert kinds == Counter({"move": 3, "opponent": 1, "action": 1}) and all(c.fighter == key for c in cards)
