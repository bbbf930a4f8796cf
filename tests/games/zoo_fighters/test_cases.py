"""Zoo Fighters II: the spec's numbered cases 1-15, each with its exact position and outcome."""

from __future__ import annotations

import pytest

from tests.games.zoo_fighters.helpers import build, fid, pass_all, play, wid
from zooarcade.core.protocol import DecisionKind, IllegalAction
from zooarcade.games.zoo_fighters.actions import (
    Declare,
    Defeat,
    EndTurn,
    Pass,
    PayExhaust,
    PayHand,
    PayTake,
    PlayAction,
    UseExhaust,
)
from zooarcade.games.zoo_fighters.data import ANY, EARTH, FIGHTER_KEYS, FIGHTERS, FIRE, ROUND_CAP, WATER
from zooarcade.games.zoo_fighters.stack import Payment


def paying(state) -> Payment:
    assert state.tasks and isinstance(state.tasks[0], Payment), "no payment in progress"
    return state.tasks[0]


# ---------------------------------------------------------------------------- case 1
@pytest.mark.parametrize(("fighter", "hand", "moves", "front", "expected"), [
    ("blaze", [], [], [], 4),                      # Willpower 3, empty hand: 4
    ("blaze", ["water_chi"], [], [], 3),           # Willpower 3 with 1 card: 3
    ("shellby", [], ["heavens_gale"], [], 5),      # Willpower 4 + Heaven's Gale, empty hand: 5
    ("blaze", [], [], [("poacher", 0)], 3),        # Willpower 3, Poacher in front, empty hand: 3
])
def test_case_1_draw_counts(fighter, hand, moves, front, expected):
    # Heaven's Gale is Kaze's card: Kaze sits in the other seat
    others = "kaze" if "heavens_gale" in moves else "bao" if fighter != "bao" else "tusk"
    state, _ = build([others, fighter], hands={1: hand}, moves={1: moves}, opponents={1: front}, active=0)
    assert state.draw_count(1) == expected
    before = len(state.hands[1])
    play(state, EndTurn())
    assert state.active == 1 and state.turn == 2
    assert len(state.hands[1]) == before + expected


def test_case_1_floor_of_one():
    state, _ = build(["shellby", "blaze"], hands={1: ["fire_chi"]}, opponents={1: [("poacher", 0)]})
    # a Willpower-3 fighter with a card and a Poacher draws 2; with two Poacher-like effects it stays >= 1
    assert state.draw_count(1) == 2


# ---------------------------------------------------------------------------- case 2
def test_case_2_exhausted_on_another_turn_stays_until_own_end_step():
    state, ids = build(["blaze", "shellby"], hands={0: ["flame_pounce", "fire_chi", "water_chi", "earth_chi"]},
                       moves={1: ["undertow"]})
    undertow = ids["undertow"][0]
    fp = ids["flame_pounce"][0]
    play(state, Declare("move", fp), PayHand(ids["fire_chi"][0]), PayHand(ids["water_chi"][0]))
    uid = state.stack[-1].uid
    play(state, UseExhaust(undertow, uid))           # B exhausts Undertow during A's turn
    assert undertow in state.exhausted
    pass_all(state)                                  # Undertow resolves: A owes one more
    play(state, PayHand(ids["earth_chi"][0]))
    pass_all(state)
    assert fp in state.moves[0]
    play(state, EndTurn())                           # A's end step refreshes only A's cards
    assert state.active == 1 and undertow in state.exhausted
    assert state.decision().kind is DecisionKind.TURN
    play(state, EndTurn())                           # B's end step refreshes it
    assert undertow not in state.exhausted


# ---------------------------------------------------------------------------- case 3
def test_case_3_blaze_ex_reduction_then_full_cost_once_exhausted():
    state, ids = build(["blaze", "shellby"], ex=[0], hands={0: ["flame_pounce", "roaring_fist", "fire_chi"]})
    fp, rf = ids["flame_pounce"][0], ids["roaring_fist"][0]
    assert state.locked_cost(0, "move", fp) == (1, 0, 0, 0, 0, 0)      # [Fi ·] locked as [Fi]
    play(state, Declare("move", fp), PayExhaust(fid(state, 0), FIRE))   # paid by exhausting Tiger
    assert not state.tasks and state.stack[-1].card == fp
    pass_all(state)
    assert fp in state.moves[0]
    assert state.locked_cost(0, "move", rf) == (2, 0, 0, 0, 0, 1)      # Tiger exhausted: the full 3
    assert Declare("move", rf) not in state.legal_actions()              # 1 Fire Chi in reach only


# ---------------------------------------------------------------------------- case 4
def test_case_4_double_chi_reprisal_prevents_the_use():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "water_chi"], 1: ["double_fire"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayTake(1, FIRE))
    p = paying(state)
    assert p.reprisal == ids["double_fire"][0] and state.decision().kind is DecisionKind.PRIORITY
    assert state.legal_actions() == [Pass()]          # nothing to stop it with: a forced pass
    assert state.decision().forced and state.decision().quick
    play(state, Pass())
    p = paying(state)
    assert p.pool == (0, 0, 0, 0, 0, 0)               # A gains no Chi
    assert len(state.hands[1]) == 1                   # B drew 1
    assert state.discard[-1] == ids["double_fire"][0]


def test_case_4_mirror_guard_stops_the_reprisal():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "mirror_guard", "water_chi"],
                                                1: ["double_fire"]})
    mg = ids["mirror_guard"][0]
    play(state, Declare("move", ids["flame_pounce"][0]), PayTake(1, FIRE))
    assert PlayAction(mg, -1) in state.legal_actions()
    play(state, PlayAction(mg, -1))
    p = paying(state)
    assert p.pool == (1, 0, 0, 0, 0, 0)               # 1 Fire Chi (the back), not 2
    assert state.hands[1] == []                       # B draws nothing
    assert {mg, ids["double_fire"][0]} <= set(state.discard)


# ---------------------------------------------------------------------------- case 5
def test_case_5_colours_without_a_fighter_count_as_any():
    state, ids = build(["blaze", "shellby", "kaze"],
                       hands={0: ["quake_slam", "water_chi", "water_chi", "wind_chi", "order_chi",
                                  "water_chi", "wind_chi"]})
    qs = ids["quake_slam"][0]
    assert state.locked_cost(0, "move", qs) == (0, 0, 0, 0, 0, 4)
    play(state, Declare("move", qs), *(PayHand(c) for c in ids["water_chi"][:2]),
         PayHand(ids["wind_chi"][0]), PayHand(ids["order_chi"][0]))
    assert not state.tasks and state.stack[-1].card == qs       # any 4 Chi paid it
    # the Tiger's EX cost [Fi Fi · ·] (the spec's number) still needs two Fire: Fire has a fighter in play
    assert state.locked_cost(0, "ex", fid(state, 0)) == (2, 0, 0, 0, 0, 2)


def test_case_5_ex_cost_needs_fire():
    state, ids = build(["blaze", "shellby", "kaze"], hands={0: ["water_chi"] * 4},
                       exhausted=[200])  # Blaze (fighter 0) exhausted: no Fire in reach
    assert Declare("ex", fid(state, 0)) not in state.legal_actions()


# ---------------------------------------------------------------------------- case 6
def test_case_6_opponent_limit_and_defeat():
    state, ids = build(["blaze", "shellby", "kaze"],
                       hands={1: ["hungry_shark", "water_chi", "water_chi"], 2: ["storm_hawk", "wind_chi", "wind_chi",
                                                                                 "earth_chi"],
                              0: ["fire_chi", "earth_chi", "water_chi", "earth_chi", "flame_pounce", "fire_chi"]},
                       opponents={0: [("zookeeper", 2)]}, active=1)
    shark = ids["hungry_shark"][0]
    play(state, Declare("opponent", shark, 0))                       # B places a 2nd: legal
    play(state, *(PayHand(c) for c in ids["water_chi"][:2]))
    pay = state.legal_actions()
    assert PayHand(ids["fire_chi"][0]) not in pay                     # not B's card
    # the third "·" of Hungry Shark [Wa Wa ·] comes from a neighbour's card
    play(state, PayTake(2, 2))
    pass_all(state)
    assert [c for c, _ in state.opponents[0]] == [ids["zookeeper"][0], shark]
    play(state, EndTurn())
    assert state.active == 2
    hawk = ids["storm_hawk"][0]
    assert not any(isinstance(a, Declare) and a.card == hawk and a.target == 0 for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="front"):
        state.apply(Declare("opponent", hawk, 0))                     # C tries a 3rd: illegal
    play(state, EndTurn())
    assert state.active == 0
    legal = state.legal_actions()
    assert not any(isinstance(a, Declare) for a in legal)            # A is blocked from Events
    zk = ids["zookeeper"][0]
    play(state, Defeat(zk), *(PayHand(c) for c in state.hand_cards(0)[:3]))
    assert zk in state.victory[0] and state.event_slots_left() == 1  # one of the 2 slots used
    assert not any(isinstance(a, Declare) for a in state.legal_actions())  # the Shark still blocks


# ---------------------------------------------------------------------------- case 7
def test_case_7_one_weapon_each_and_drawn_weapons_stay():
    state, ids = build(["blaze", "kaze"], weapons={0: "gale_fan"},
                       hands={0: ["fire_chi"] * 5, 1: ["wind_chi"] * 5}, active=0)
    assert not any(isinstance(a, Declare) and a.what == "weapon" for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="already hold"):
        state.apply(Declare("weapon", wid("sunfire_gauntlets")))
    play(state, EndTurn())
    legal = state.legal_actions()
    assert Declare("weapon", wid("gale_fan")) not in legal
    assert Declare("weapon", wid("sunfire_gauntlets")) in legal      # any sheathed weapon is open to anyone
    with pytest.raises(IllegalAction, match="never change hands"):
        state.apply(Declare("weapon", wid("gale_fan")))


# ---------------------------------------------------------------------------- case 8
def test_case_8_cancelled_event_returns_without_using_a_slot():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "water_chi"], 1: ["counter_stance"]})
    fp = ids["flame_pounce"][0]
    play(state, Declare("move", fp), PayExhaust(fid(state, 0), FIRE), PayHand(ids["water_chi"][0]))
    uid = state.stack[-1].uid
    play(state, PlayAction(ids["counter_stance"][0], uid))
    pass_all(state)
    assert fp in state.hands[0] and fp not in state.moves[0]        # back to hand
    assert ids["water_chi"][0] in state.discard                      # the card paid is lost
    assert fid(state, 0) in state.exhausted                          # the exhausted source stays so
    assert state.event_slots_left() == 2 and not state.stack
    assert state.known[fp] == (1,)                                   # everybody saw it come back


# ---------------------------------------------------------------------------- case 9
def test_case_9_scoring():
    state, _ = build(["blaze", "kaze"], moves={0: ["flame_pounce", "roaring_fist", "crashing_wave"]},
                     weapons={0: "gale_fan"}, victory={0: ["poacher"]}, ex=[0])
    state.trigger = 0
    assert state.score_breakdown(0) == [("Special Moves", 6), ("Legendary Weapon", 4), ("Defeated Opponents", 2),
                                        ("Colour bonus", 3), ("Started final stretch", 3)]
    assert state.scores()[0] == 18


# ---------------------------------------------------------------------------- case 10
def test_case_10_cannot_declare_what_reach_does_not_cover():
    state, ids = build(["blaze", "bao"], hands={0: ["roaring_fist", "fire_chi"]}, exhausted=[200])
    rf = ids["roaring_fist"][0]
    # 1 Fire Chi in hand + 0 from the empty neighbour = 1; even with Blaze ready only 2 < 3
    before = state.fingerprint()
    with pytest.raises(IllegalAction, match="reach"):
        state.apply(Declare("move", rf))
    assert state.fingerprint() == before
    state.exhausted.clear()
    state._legal_cache = None
    assert Declare("move", rf) not in state.legal_actions()          # 2 Chi in reach, cost 3


# ---------------------------------------------------------------------------- case 11
def test_case_11_action_spent_as_chi_has_no_effect():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "hidden_thorns"], 1: ["order_chi"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["hidden_thorns"][0]))
    assert paying(state).pool == (1, 0, 0, 0, 0, 0)
    assert state.hands[1] == [ids["order_chi"][0]]                   # nobody discarded
    assert not state.stack                                           # nothing went on the stack


# ---------------------------------------------------------------------------- case 12
def test_case_12_wind_riposte_cancels_counter_stance():
    state, ids = build(["kaze", "bao"], hands={0: ["feather_step", "wind_chi", "wind_chi", "wind_riposte"],
                                               1: ["counter_stance"]}, active=0)
    play(state, Declare("move", ids["feather_step"][0]), *(PayHand(c) for c in ids["wind_chi"]))
    ev = state.stack[-1].uid
    play(state, PlayAction(ids["counter_stance"][0], ev))            # A (seat 1) plays Counter Stance
    cs = state.stack[-1].uid
    assert state.decision().seat == 0                                 # B gets priority
    play(state, PlayAction(ids["wind_riposte"][0], cs))
    pass_all(state)
    assert ids["feather_step"][0] in state.moves[0]                  # B's Event resolves
    assert {ids["counter_stance"][0], ids["wind_riposte"][0]} <= set(state.discard)


# ---------------------------------------------------------------------------- case 13
def test_case_13_tusk_flips_exhausted():
    # one · card per · of the EX cost in data (tuned for balance)
    blanks = ["water_chi", "order_chi", "wind_chi"][:FIGHTERS[FIGHTER_KEYS.index("tusk")].ex_cost.count(ANY)]
    state, ids = build(["tusk", "bao"], hands={0: ["earth_chi", "earth_chi", *blanks]})
    tusk = fid(state, 0)
    play(state, Declare("ex", tusk), PayExhaust(tusk, EARTH), *(PayHand(c) for c in ids["earth_chi"]),
         *(PayHand(ids[k][0]) for k in blanks))
    pass_all(state)
    assert state.ex[0] and tusk in state.exhausted                  # the EX side is exhausted
    assert state.generators(0) == []                                  # no more Chi from it this turn


# ---------------------------------------------------------------------------- case 14
def test_case_14_shell_guard_adds_once_per_payment():
    state, ids = build(["blaze", "shellby"], moves={1: ["shell_guard"]},
                       hands={0: ["roaring_fist", "fire_chi"], 1: ["water_chi", "water_chi", "earth_chi"]},
                       exhausted=[201])  # Shellby's Initial Form exhausted: it does not draw here
    play(state, Declare("move", ids["roaring_fist"][0]))
    assert paying(state).need == (2, 0, 0, 0, 0, 1)
    play(state, PayTake(1, WATER))
    assert paying(state).need == (2, 0, 0, 0, 0, 2)                  # +1 ·
    play(state, PayTake(1, WATER))
    assert paying(state).need == (2, 0, 0, 0, 0, 2)                  # not twice
    assert paying(state).pool[WATER] == 2


# ---------------------------------------------------------------------------- case 15
def test_case_15_round_cap_ends_without_trigger_bonus():
    state, _ = build(["blaze", "kaze"], moves={0: ["flame_pounce"]}, active=1)
    state.turn = ROUND_CAP * 2                                        # the last turn of round 25
    assert state.round == ROUND_CAP
    events = play(state, EndTurn())
    assert state.is_terminal() and state.trigger == -1
    assert "25 rounds" in state.end_reason()
    assert state.scores() == [2, 0]                                   # Flame Pounce 1 + Fire bonus 1, no trigger bonus
    assert events[-1].kind == "game_end" and events[-1].data["winners"] == [0]


def test_case_15_not_before_the_cap():
    state, _ = build(["blaze", "kaze"], active=1)
    state.turn = ROUND_CAP * 2 - 1
    play(state, EndTurn())
    assert not state.is_terminal() and state.round == ROUND_CAP
