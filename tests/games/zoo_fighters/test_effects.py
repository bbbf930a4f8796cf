"""Zoo Fighters II: every card effect of the spec, each set up exactly and checked exactly.

Fighter sides, Legendary Weapons, signature cards and base deck cards, in that order.
"""

from __future__ import annotations

import pytest

from tests.games.zoo_fighters.helpers import build, fid, pass_all, play, wid
from zooarcade.core.protocol import DecisionKind, IllegalAction
from zooarcade.games.zoo_fighters.actions import (
    Choose,
    Declare,
    Defeat,
    EndTurn,
    GiveUp,
    Pass,
    PayExhaust,
    PayHand,
    PayPick,
    PayTake,
    PlayAction,
    UseExhaust,
)
from zooarcade.games.zoo_fighters.data import CHAOS, EARTH, FIGHTER_KEYS, FIGHTERS, FIRE, ORDER, WATER, WIND
from zooarcade.games.zoo_fighters.stack import Payment, TaskKind


def paying(state) -> Payment:
    assert state.tasks and isinstance(state.tasks[0], Payment)
    return state.tasks[0]


def pay_from_hand(state) -> None:
    """Pay the current payment with the payer's own hand cards (the first useful one each time)."""
    while state.tasks and isinstance(state.tasks[0], Payment) and state.tasks[0].reprisal < 0:
        own = [a for a in state.legal_actions() if isinstance(a, PayHand)]
        assert own, f"nothing in hand pays this: {state.legal_actions()}"
        state.apply(own[0])


def reveal(state, card: int, what: str = "move", target: int = -1) -> list:
    """Declare an Event, pay it from hand and let every seat pass until it resolves."""
    events = play(state, Declare(what, card, target))
    pay_from_hand(state)
    return events + pass_all(state)


# ============================================================================ Fighters
def test_blaze_initial_makes_fire_chi():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "water_chi"]})
    play(state, Declare("move", ids["flame_pounce"][0]))
    assert PayExhaust(fid(state, 0), FIRE) in state.legal_actions()
    play(state, PayExhaust(fid(state, 0), FIRE))
    assert paying(state).pool == (1, 0, 0, 0, 0, 0) and fid(state, 0) in state.exhausted


def test_shellby_initial_draws_when_a_card_is_taken():
    state, ids = build(["blaze", "shellby"], hands={0: ["flame_pounce", "fire_chi"], 1: ["earth_chi"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayTake(1, EARTH))
    assert fid(state, 1) in state.exhausted and len(state.hands[1]) == 1    # drew 1 for the one taken
    assert not state.tasks or paying(state).pool[EARTH] == 1


def test_shellby_initial_draws_only_once_until_refreshed():
    state, ids = build(["blaze", "shellby"], hands={0: ["inferno_claw", "fire_chi"],
                                                    1: ["earth_chi", "order_chi", "wind_chi"]})
    play(state, Declare("move", ids["inferno_claw"][0]), PayExhaust(fid(state, 0), FIRE), PayHand(ids["fire_chi"][0]))
    play(state, PayTake(1, EARTH))
    assert len(state.hands[1]) == 3
    play(state, PayTake(1, ORDER))
    assert len(state.hands[1]) == 2                                          # exhausted: no second draw


def test_shellby_ex_draws_on_reveal_and_taxes_opponents():
    state, ids = build(["shellby", "blaze"], hands={0: ["water_chi"] * 4, 1: ["rogue_lion"]})
    before = len(state.hands[0])
    reveal(state, fid(state, 0), "ex")
    shellby = FIGHTERS[FIGHTER_KEYS.index("shellby")]
    paid = len(shellby.ex_cost)  # one Water Chi per symbol (balance numbers, like the draw)
    assert state.ex[0] and len(state.hands[0]) == before - paid + shellby.ex.reveal_n
    lion = ids["rogue_lion"][0]
    assert state.locked_cost(1, "opponent", lion, 0) == (2, 0, 0, 0, 0, 3)    # [Fi Fi ·] + 2 ·
    state.exhausted.add(fid(state, 0))
    assert state.locked_cost(1, "opponent", lion, 0) == (2, 0, 0, 0, 0, 1)    # off while exhausted


def test_kaze_initial_look_lets_you_pick_the_card_taken():
    state, ids = build(["kaze", "bao"], hands={0: ["feather_step", "wind_chi"],
                                               1: ["order_chi", "double_order", "order_chi"]})
    kaze = fid(state, 0)
    play(state, UseExhaust(kaze, 1))
    pass_all(state)
    assert (0, 1) in state.looked
    assert all(0 in state.known[c] for c in state.hands[1])                   # Kaze knows Bao's hand
    view = state.view(0)
    assert None not in view.hands[1]
    oc = ids["order_chi"][0]
    play(state, Declare("move", ids["feather_step"][0]), PayHand(ids["wind_chi"][0]))
    assert PayPick(1, oc) in state.legal_actions()
    play(state, PayPick(1, oc))                                              # no Reprisal risk taken
    assert not state.tasks and oc in state.discard


def test_kaze_look_shows_the_faces_only_to_kaze_and_the_holder():
    state, ids = build(["kaze", "bao", "tusk"], hands={1: ["order_chi"]})
    play(state, UseExhaust(fid(state, 0), 1))
    events = pass_all(state)
    look = [e for e in events if e.kind == "look"][0]
    assert look.private_to == (0, 1) and look.seen_by(2).data["cards"] is None
    assert look.seen_by(0).data["cards"][0]["key"] == "order_chi"


def test_kaze_ex_takes_a_chosen_card_without_reprisal():
    state, ids = build(["kaze", "bao"], ex=[0], hands={1: ["double_order", "order_chi"]})
    play(state, UseExhaust(fid(state, 0), 1))
    pass_all(state)
    assert state.tasks[0].kind is TaskKind.TAKE
    dbl = ids["double_order"][0]
    play(state, Choose(dbl))
    assert dbl in state.hands[0] and state.hands[1] == [ids["order_chi"][0]]
    assert len(state.hands[1]) == 1 and state.known[dbl] == (1,)             # the old holder knows it


def test_tusk_ex_makes_two_earth():
    state, ids = build(["tusk", "bao"], ex=[0], hands={0: ["stampede_charge", "water_chi", "order_chi"]})
    play(state, Declare("move", ids["stampede_charge"][0]), PayExhaust(fid(state, 0), EARTH))
    assert paying(state).pool == (0, 0, 0, 2, 0, 0)


def test_bao_initial_prevents_a_reprisal():
    state, ids = build(["bao", "blaze"], hands={0: ["bamboo_parry", "order_chi"], 1: ["double_fire"]})
    bao = fid(state, 0)
    play(state, Declare("move", ids["bamboo_parry"][0]), PayHand(ids["order_chi"][0]), PayTake(1, FIRE))
    assert UseExhaust(bao, -1) in state.legal_actions()
    play(state, UseExhaust(bao, -1))
    assert bao in state.exhausted and state.hands[1] == [] and not state.tasks     # the Fire Chi paid the ·
    assert ids["double_fire"][0] in state.discard and state.stack[-1].card == ids["bamboo_parry"][0]


def test_bao_ex_cancels_an_exhaust_effect():
    state, ids = build(["kaze", "bao"], ex=[1], hands={1: ["order_chi"]})
    play(state, UseExhaust(fid(state, 0), 1))                                 # Kaze looks at Bao's hand
    uid = state.stack[-1].uid
    assert UseExhaust(fid(state, 1), uid) in state.legal_actions()
    play(state, UseExhaust(fid(state, 1), uid))
    pass_all(state)
    assert state.looked == () and fid(state, 0) in state.exhausted            # cancelled; Kaze stays exhausted


def test_bao_ex_cancels_an_action():
    state, ids = build(["jinx", "bao"], ex=[1], hands={0: ["pickpocket"], 1: ["order_chi"]})
    play(state, PlayAction(ids["pickpocket"][0], 1))
    play(state, UseExhaust(fid(state, 1), state.stack[-1].uid))
    pass_all(state)
    assert state.hands[1] == [ids["order_chi"][0]] and ids["pickpocket"][0] in state.discard


def test_jinx_initial_makes_wild_chi():
    state, ids = build(["jinx", "blaze"], hands={0: ["wild_swing", "fire_chi", "fire_chi", "fire_chi"]})
    play(state, Declare("move", ids["wild_swing"][0]), PayExhaust(fid(state, 0), CHAOS))
    assert paying(state).pool == (0, 0, 0, 0, 0, 1)


def test_jinx_ex_reverses_and_takes_at_random():
    state, ids = build(["jinx", "blaze", "bao"], hands={0: ["chaos_chi"] * 4 + ["fire_chi"], 2: ["order_chi"]})
    reveal(state, fid(state, 0), "ex")
    assert state.ex[0] and state.direction == -1
    play(state, UseExhaust(fid(state, 0), 2))
    pass_all(state)
    assert ids["order_chi"][0] in state.hands[0] and state.hands[2] == []


# ============================================================================ Legendary Weapons
def test_sunfire_gauntlets_neighbours_discard_and_make_fire():
    state, ids = build(["blaze", "bao", "kaze"], hands={0: ["fire_chi"] * 5, 1: ["order_chi", "water_chi"],
                                                        2: ["wind_chi"]})
    reveal(state, wid("sunfire_gauntlets"), "weapon")
    assert state.weapon[0] == 0
    t = state.tasks[0]
    assert t.kind is TaskKind.DISCARD and t.seat == 1
    play(state, Choose(ids["water_chi"][0]), Choose(ids["wind_chi"][0]))       # Bao, then Kaze choose
    assert state.hands[1] == [ids["order_chi"][0]] and state.hands[2] == []
    assert wid("sunfire_gauntlets") in state.generators(0)


def test_tidewall_shell_blocks_new_opponents_only():
    state, ids = build(["shellby", "blaze"], weapons={0: "tidewall_shell"}, opponents={0: [("zookeeper", 1)]},
                       hands={1: ["rogue_lion", "fire_chi", "fire_chi", "fire_chi"]}, active=1)
    assert not state.can_receive_opponent(0, 1) and [c for c, _ in state.opponents[0]] == ids["zookeeper"]
    assert not any(isinstance(a, Declare) and a.what == "opponent" for a in state.legal_actions())


def test_gale_fan_takes_two_random_with_a_split():
    state, ids = build(["kaze", "bao", "blaze"], hands={0: ["wind_chi"] * 5, 1: ["order_chi"],
                                                        2: ["fire_chi", "fire_chi"]})
    reveal(state, wid("gale_fan"), "weapon")
    assert state.tasks[0].kind is TaskKind.NEIGHBOUR and state.tasks[0].count == 2
    play(state, Choose(2), Choose(2))
    assert sorted(state.hands[0]) == sorted(ids["fire_chi"]) and state.hands[1] == [ids["order_chi"][0]]


def test_mountain_maul_makes_two_of_a_named_colour():
    state, ids = build(["tusk", "shellby"], weapons={0: "mountain_maul"}, exhausted=[fid_tusk := 203],
                       hands={0: ["tsunami_palm", "water_chi", "water_chi"]})
    assert fid_tusk == 203
    play(state, Declare("move", ids["tsunami_palm"][0]))
    legal = state.legal_actions()
    assert PayExhaust(wid("mountain_maul"), WATER) in legal and PayExhaust(wid("mountain_maul"), FIRE) in legal
    play(state, PayExhaust(wid("mountain_maul"), WATER))
    assert paying(state).pool == (0, 2, 0, 0, 0, 0)


def test_staff_of_harmony_draws_three():
    state, ids = build(["bao", "blaze"], hands={0: ["order_chi"] * 5})
    reveal(state, wid("staff_of_harmony"), "weapon")
    assert len(state.hands[0]) == 3


def test_ruyi_staff_swaps_hands():
    state, ids = build(["jinx", "blaze"], hands={0: ["fire_chi", "water_chi", "wind_chi", "earth_chi", "order_chi",
                                                     "chaos_chi"], 1: ["order_chi", "earth_chi", "water_chi"]})
    reveal(state, wid("ruyi_staff"), "weapon")
    play(state, Choose(1))
    theirs = [ids["order_chi"][1], ids["earth_chi"][1], ids["water_chi"][1]]
    assert sorted(state.hands[0]) == sorted(theirs)
    assert state.hands[1] == ids["chaos_chi"]
    assert state.known[theirs[0]] == (1,) and state.known[ids["chaos_chi"][0]] == (0,)


# ============================================================================ signature: Tiger
def test_flame_pounce_draws_one():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "fire_chi", "water_chi"]})
    reveal(state, ids["flame_pounce"][0])
    assert len(state.hands[0]) == 1


def test_roaring_fist_named_player_discards_at_random():
    state, ids = build(["blaze", "bao", "kaze"], hands={0: ["roaring_fist", "fire_chi", "fire_chi", "water_chi"],
                                                        2: ["wind_chi"], 1: ["order_chi"]}, exhausted=[200])
    reveal(state, ids["roaring_fist"][0])
    assert state.tasks[0].kind is TaskKind.PLAYER
    assert state.legal_actions() == [Choose(1), Choose(2)]
    play(state, Choose(2))
    assert state.hands[2] == [] and ids["wind_chi"][0] in state.discard


def test_inferno_claw_stomp_breath_and_wild_swing_make_chi():
    state, ids = build(["blaze", "tusk"], moves={0: ["inferno_claw", "stomp", "still_water", "wild_swing"]},
                       hands={0: ["blazing_kick"]}, exhausted=[200])
    gens = state.generators(0)
    made = sorted(state.generator_chi(g) for g in gens)
    assert made == sorted([(FIRE, 1), (EARTH, 1), (WATER, 1), (CHAOS, 1)])


def test_tigers_warning_interrupts_an_unpaid_event():
    state, ids = build(["bao", "blaze"], hands={0: ["bamboo_parry", "order_chi", "water_chi"],
                                                1: ["tigers_warning"]})
    bp = ids["bamboo_parry"][0]
    play(state, Declare("move", bp))
    pay_from_hand(state)
    uid = state.stack[-1].uid
    play(state, PlayAction(ids["tigers_warning"][0], uid))
    pass_all(state)
    p = paying(state)
    assert p.payer == 0 and p.need == (0, 0, 0, 0, 0, 2)
    assert state.legal_actions() == [GiveUp()]                                # nothing left: forced
    play(state, GiveUp())
    assert bp in state.hands[0] and not state.stack and state.event_slots_left() == 2


def test_tigers_warning_reprisal_raises_the_takers_play():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "fire_chi", "fire_chi"], 1: ["tigers_warning"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayTake(1, FIRE), Pass())
    assert paying(state).need == (1, 0, 0, 0, 0, 2)
    assert paying(state).pool == (1, 0, 0, 0, 0, 0)


def test_rogue_lion_defeat_cost():
    state, ids = build(["blaze", "tusk"], opponents={1: [("rogue_lion", 0)]}, active=1,
                       hands={1: ["water_chi", "earth_chi", "earth_chi", "earth_chi"]})
    assert state.locked_cost(1, "defeat", ids["rogue_lion"][0]) == (0, 0, 0, 1, 0, 3)   # no Water fighter
    play(state, Defeat(ids["rogue_lion"][0]))
    pay_from_hand(state)
    assert state.victory[1] == ids["rogue_lion"]


# ============================================================================ signature: Turtle
def test_undertow_adds_one_to_another_players_event():
    state, ids = build(["blaze", "shellby"], hands={0: ["flame_pounce", "fire_chi", "water_chi"]},
                       moves={1: ["undertow"]})
    play(state, Declare("move", ids["flame_pounce"][0]))
    pay_from_hand(state)
    uid = state.stack[-1].uid
    play(state, UseExhaust(ids["undertow"][0], uid))
    pass_all(state)
    assert paying(state).need == (0, 0, 0, 0, 0, 1) and paying(state).payer == 0


def test_undertow_cannot_target_your_own_event():
    state, ids = build(["shellby", "blaze"], hands={0: ["tsunami_palm", "water_chi", "water_chi", "water_chi",
                                                        "water_chi"]}, moves={0: ["undertow"]})
    play(state, Declare("move", ids["tsunami_palm"][0]))
    pay_from_hand(state)
    play(state, Pass())                                                       # Blaze passes; Shellby holds priority
    assert state.decision().seat == 0
    assert not any(isinstance(a, UseExhaust) for a in state.legal_actions())


def test_tsunami_palm_every_other_player_discards():
    state, ids = build(["shellby", "blaze", "bao"], hands={0: ["tsunami_palm"] + ["water_chi"] * 4,
                                                           1: ["fire_chi", "fire_chi"], 2: []})
    reveal(state, ids["tsunami_palm"][0])
    assert [t.seat for t in state.tasks] == [1]                                # Bao has no card: skipped
    play(state, Choose(ids["fire_chi"][1]))
    assert state.hands[1] == [ids["fire_chi"][0]]


def test_snap_back_draws_one_and_its_reprisal_prevents_with_two_draws():
    state, ids = build(["shellby", "blaze"], hands={0: ["snap_back"]})
    play(state, PlayAction(ids["snap_back"][0]))
    pass_all(state)
    assert len(state.hands[0]) == 1
    state2, ids2 = build(["blaze", "shellby"], hands={0: ["flame_pounce", "fire_chi", "fire_chi"],
                                                      1: ["snap_back"]}, exhausted=[201])
    play(state2, Declare("move", ids2["flame_pounce"][0]), PayTake(1, WATER), Pass())
    assert paying(state2).pool == (0, 0, 0, 0, 0, 0) and len(state2.hands[1]) == 2


# ============================================================================ signature: Crane
def test_feather_step_draws_then_discards():
    state, ids = build(["kaze", "bao"], moves={0: ["feather_step"]}, hands={0: ["wind_chi"]})
    play(state, UseExhaust(ids["feather_step"][0]))
    pass_all(state)
    assert len(state.hands[0]) == 2 and state.tasks[0].kind is TaskKind.DISCARD
    play(state, Choose(ids["wind_chi"][0]))
    assert len(state.hands[0]) == 1 and ids["wind_chi"][0] in state.discard


def test_wing_sweep_looks_and_takes():
    state, ids = build(["kaze", "bao", "blaze"], hands={0: ["wing_sweep"] + ["wind_chi"] * 3,
                                                        1: ["order_chi"], 2: ["fire_chi", "double_fire"]})
    reveal(state, ids["wing_sweep"][0])
    assert state.legal_actions() == [Choose(1), Choose(2)]
    play(state, Choose(2))
    assert 0 in state.known[ids["double_fire"][0]]
    play(state, Choose(ids["double_fire"][0]))
    assert state.hands[0] == [ids["double_fire"][0]] and state.hands[2] == [ids["fire_chi"][0]]


def test_storm_hawk_and_other_opponents_block_events_only():
    state, ids = build(["kaze", "bao"], opponents={1: [("storm_hawk", 0)]}, active=1,
                       hands={1: ["quick_step", "order_chi", "clear_mind", "order_chi"]})
    legal = state.legal_actions()
    assert not any(isinstance(a, Declare) for a in legal) and PlayAction(ids["quick_step"][0]) in legal


def test_wind_riposte_reprisal_taker_gives_a_card():
    state, ids = build(["blaze", "kaze"], hands={0: ["flame_pounce", "fire_chi", "earth_chi"], 1: ["wind_riposte"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayTake(1, WIND), Pass())
    assert state.tasks[0].kind is TaskKind.GIVE and state.tasks[0].seat == 0
    play(state, Choose(ids["earth_chi"][0]))
    assert state.hands[1] == [ids["earth_chi"][0]] and paying(state).pool == (0, 0, 1, 0, 0, 0)


# ============================================================================ signature: Rhino
def test_iron_hide_lowers_defeat_costs():
    state, ids = build(["tusk", "blaze"], moves={0: ["iron_hide"]}, opponents={0: [("zookeeper", 1)]})
    assert state.locked_cost(0, "defeat", ids["zookeeper"][0]) == (0, 0, 0, 0, 0, 2)


def test_stampede_charge_discards_up_to_two_and_draws_one_more():
    state, ids = build(["tusk", "bao"], hands={0: ["stampede_charge", "earth_chi", "earth_chi", "order_chi",
                                                   "fire_chi", "wind_chi"]}, exhausted=[203])
    play(state, Declare("move", ids["stampede_charge"][0]), *(PayHand(c) for c in ids["earth_chi"]),
         PayHand(ids["order_chi"][0]), PayHand(ids["fire_chi"][0]))
    pass_all(state)
    assert state.tasks[0].kind is TaskKind.STAMPEDE
    play(state, Choose(ids["wind_chi"][0]))
    assert not state.tasks and len(state.hands[0]) == 2                       # discarded 1 (hand empty), drew 2


def test_stampede_charge_can_stop_at_zero():
    state, ids = build(["tusk", "bao"], hands={0: ["stampede_charge", "earth_chi", "earth_chi", "order_chi",
                                                   "fire_chi", "wind_chi"]}, exhausted=[203])
    play(state, Declare("move", ids["stampede_charge"][0]), *(PayHand(c) for c in ids["earth_chi"]),
         PayHand(ids["order_chi"][0]), PayHand(ids["fire_chi"][0]))
    pass_all(state)
    play(state, Choose(-1))
    assert len(state.hands[0]) == 2                                           # kept 1, drew 0 + 1


def test_stubborn_hide_refreshes_and_its_reprisal_bars_more_takes():
    state, ids = build(["tusk", "blaze"], hands={0: ["stubborn_hide"]}, exhausted=[203])
    play(state, PlayAction(ids["stubborn_hide"][0], 203))
    pass_all(state)
    assert 203 not in state.exhausted
    state2, ids2 = build(["blaze", "tusk"], hands={0: ["roaring_fist", "fire_chi"],
                                                   1: ["stubborn_hide", "earth_chi"]})
    play(state2, Declare("move", ids2["roaring_fist"][0]), PayTake(1, EARTH))
    if paying(state2).reprisal >= 0:
        play(state2, Pass())
    # the order of the two Earth cards is random: take again until Stubborn Hide was taken
    while (0, 1) not in state2.barred and state2.hands[1]:
        play(state2, PayTake(1, EARTH))
        if state2.tasks and paying(state2).reprisal >= 0:
            play(state2, Pass())
    assert (0, 1) in state2.barred
    assert not any(isinstance(a, PayTake) for a in state2.legal_actions())


# ============================================================================ signature: Panda
def test_bamboo_parry_cancels_an_action():
    state, ids = build(["jinx", "bao"], moves={1: ["bamboo_parry"]}, hands={0: ["reversal"]})
    play(state, PlayAction(ids["reversal"][0]))
    play(state, UseExhaust(ids["bamboo_parry"][0], state.stack[-1].uid))
    pass_all(state)
    assert state.direction == 1


def test_balanced_stance_stops_reprisals_at_once():
    state, ids = build(["bao", "blaze"], moves={0: ["balanced_stance"]}, hands={0: ["bamboo_parry", "order_chi"],
                                                                                   1: ["double_fire"]})
    play(state, Declare("move", ids["bamboo_parry"][0]), PayTake(1, FIRE))
    assert not state.tasks or paying(state).reprisal < 0
    assert ids["double_fire"][0] in state.discard and state.hands[1] == []


def test_harmony_strike_refreshes_all_yours():
    state, ids = build(["bao", "tusk"], moves={0: ["bamboo_parry", "clear_mind"], 1: ["stomp"]},
                       hands={0: ["harmony_strike", "order_chi", "order_chi", "water_chi", "fire_chi"]},
                       exhausted=["bamboo_parry", "stomp", 204])
    reveal(state, ids["harmony_strike"][0])
    assert state.exhausted == {ids["stomp"][0]}


def test_stillness_cancels_an_exhaust_effect_and_its_reprisal_prevents():
    state, ids = build(["kaze", "bao"], hands={1: ["stillness", "order_chi"]})
    play(state, UseExhaust(fid(state, 0), 1))
    play(state, PlayAction(ids["stillness"][0], state.stack[-1].uid))
    pass_all(state)
    assert state.looked == ()
    state2, ids2 = build(["blaze", "bao"], hands={0: ["flame_pounce", "fire_chi", "fire_chi"], 1: ["stillness"]})
    play(state2, Declare("move", ids2["flame_pounce"][0]), PayTake(1, ORDER), Pass())
    assert paying(state2).pool == (0, 0, 0, 0, 0, 0) and state2.hands[1] == []


# ============================================================================ signature: Monkey
def test_banana_feint_reverses():
    state, ids = build(["jinx", "blaze", "bao"], hands={0: ["banana_feint", "fire_chi", "order_chi"]})
    reveal(state, ids["banana_feint"][0])
    assert state.direction == -1
    play(state, EndTurn())
    assert state.active == 2


def test_monkey_grab_takes_at_random():
    state, ids = build(["jinx", "blaze"], moves={0: ["monkey_grab"]}, hands={1: ["fire_chi"]})
    play(state, UseExhaust(ids["monkey_grab"][0], 1))
    pass_all(state)
    assert state.hands[0] == ids["fire_chi"]


def test_cloud_somersault_grants_a_third_event():
    state, ids = build(["jinx", "blaze"], hands={0: ["cloud_somersault", "banana_feint", "monkey_grab"]
                                                 + ["chaos_chi"] * 4 + ["fire_chi"] * 5})
    reveal(state, ids["cloud_somersault"][0])
    reveal(state, ids["banana_feint"][0])
    assert state.event_slots_left() == 1
    assert any(isinstance(a, Declare) for a in state.legal_actions())


def test_bandit_baboon_tribute_and_discard_defeat():
    state, ids = build(["blaze", "jinx"], opponents={0: [("bandit_baboon", 1)]},
                       hands={0: ["fire_chi", "water_chi", "earth_chi"]})
    play(state, EndTurn())
    assert state.tasks[0].kind is TaskKind.GIVE and state.tasks[0].other == 1
    play(state, Choose(ids["water_chi"][0]))
    assert ids["water_chi"][0] in state.hands[1] and state.active == 1
    play(state, EndTurn())
    assert Defeat(ids["bandit_baboon"][0]) in state.legal_actions()
    play(state, Defeat(ids["bandit_baboon"][0]))
    hand = state.hand_cards(0)
    play(state, Choose(hand[0]), Choose(hand[1]))
    assert state.victory[0] == ids["bandit_baboon"] and state.opponents[0] == []


def test_pickpocket_and_its_reprisal():
    state, ids = build(["jinx", "blaze"], hands={0: ["pickpocket"], 1: ["fire_chi"]})
    play(state, PlayAction(ids["pickpocket"][0], 1))
    pass_all(state)
    assert state.hands[0] == ids["fire_chi"]
    state2, ids2 = build(["blaze", "jinx"], hands={0: ["flame_pounce", "fire_chi", "water_chi"], 1: ["pickpocket"]})
    play(state2, Declare("move", ids2["flame_pounce"][0]), PayTake(1, CHAOS), Pass())
    assert len(state2.hands[1]) == 1 and len(state2.hands[0]) == 1          # it took a card from the taker
    assert paying(state2).pool == (0, 0, 0, 0, 0, 1)


# ============================================================================ base deck
def test_double_chi_pays_two_from_your_own_hand():
    state, ids = build(["blaze", "bao"], hands={0: ["roaring_fist", "double_fire", "order_chi"]}, exhausted=[200])
    play(state, Declare("move", ids["roaring_fist"][0]), PayHand(ids["double_fire"][0]))
    assert paying(state).pool == (2, 0, 0, 0, 0, 0)


def test_chaos_chi_pays_a_coloured_symbol():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "chaos_chi", "order_chi"]}, exhausted=[200])
    play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["order_chi"][0]), PayHand(ids["chaos_chi"][0]))
    assert not state.tasks and state.stack


def test_finisher_is_pure_points_and_lucky_break_draws_two():
    hand = ["blazing_kick", "lucky_break"] + ["fire_chi"] * 6 + ["water_chi"] * 2
    state, ids = build(["blaze", "bao"], hands={0: hand})
    reveal(state, ids["blazing_kick"][0])
    assert state.points(0) == 3 + 1
    n = len(state.hands[0])
    reveal(state, ids["lucky_break"][0])
    assert len(state.hands[0]) == n - 1 - 4 + 2


def test_net_trap_stops_taking_neighbours_cards():
    state, ids = build(["blaze", "bao"], opponents={0: [("net_trap", 1)]}, hands={0: ["fire_chi"], 1: ["order_chi"]})
    fixed, _ = state.reach(0)
    assert (ORDER, 1) not in fixed
    assert not state.may_take_from(0, 1)


def test_ringmaster_stops_exhaust_chi_and_is_defeated_by_discarding_three():
    state, ids = build(["blaze", "bao"], opponents={0: [("ringmaster", 1)]},
                       hands={0: ["fire_chi", "fire_chi", "water_chi"]})
    assert state.generators(0) == []
    play(state, Defeat(ids["ringmaster"][0]))
    play(state, *(Choose(c) for c in state.hand_cards(0)))
    assert state.victory[0] == ids["ringmaster"] and state.hands[0] == []


def test_opponents_costs_and_points():
    state, ids = build(["blaze", "bao"], victory={0: ["zookeeper", "net_trap", "poacher", "rival_student",
                                                      "ringmaster", "shadow_hunter"]})
    assert state.breakdown(0)[2] == ("Defeated Opponents", 1 + 1 + 2 + 2 + 2 + 3)
    assert state.breakdown(0)[3] == ("Colour bonus", 1)                       # the Poacher is Fire


def test_chi_disruption_adds_two():
    state, ids = build(["blaze", "shellby"], hands={0: ["flame_pounce", "fire_chi", "water_chi", "order_chi",
                                                        "earth_chi"], 1: ["chi_disruption"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["fire_chi"][0]), PayHand(ids["water_chi"][0]))
    play(state, PlayAction(ids["chi_disruption"][0], state.stack[-1].uid))
    pass_all(state)
    assert paying(state).need == (0, 0, 0, 0, 0, 2)
    pay_from_hand(state)
    pass_all(state)
    assert ids["flame_pounce"][0] in state.moves[0]


def test_block_cancels_an_exhaust_effect():
    state, ids = build(["jinx", "tusk"], moves={0: ["monkey_grab"]}, hands={1: ["block", "earth_chi"]})
    play(state, UseExhaust(ids["monkey_grab"][0], 1))
    play(state, PlayAction(ids["block"][0], state.stack[-1].uid))
    pass_all(state)
    assert state.hands[1] == ids["earth_chi"] and state.hands[0] == []


def test_quick_step_draws_two_and_its_reprisal_discards_at_random():
    state, ids = build(["kaze", "bao"], hands={0: ["quick_step"]})
    play(state, PlayAction(ids["quick_step"][0]))
    pass_all(state)
    assert len(state.hands[0]) == 2
    state2, ids2 = build(["blaze", "kaze"], hands={0: ["roaring_fist", "fire_chi", "earth_chi"], 1: ["quick_step"]})
    play(state2, Declare("move", ids2["roaring_fist"][0]), PayTake(1, WIND), Pass())
    assert len(state2.hands[0]) == 1                                          # the taker lost one at random
    assert paying(state2).pool == (0, 0, 1, 0, 0, 0)


def test_reversal_reverses_but_keeps_an_open_window_order():
    state, ids = build(["blaze", "bao", "kaze", "tusk"], hands={0: ["flame_pounce", "fire_chi", "water_chi"],
                                                                2: ["reversal"]})
    play(state, Declare("move", ids["flame_pounce"][0]))
    pay_from_hand(state)
    assert state.window.order == (1, 2, 3, 0)
    play(state, Pass(), PlayAction(ids["reversal"][0]))
    assert state.window.order == (3, 0, 1, 2)                                 # after the adder, old direction
    play(state, Pass(), Pass(), Pass(), Pass())                               # Reversal resolves
    assert state.direction == -1
    assert state.window.order == (3, 2, 1, 0)                                 # the next window: new direction


def test_smoke_bomb_keeps_one_and_bottoms_the_rest():
    state, ids = build(["kaze", "bao", "tusk"], hands={0: ["smoke_bomb"]},
                       deck_top=["fire_chi", "order_chi", "earth_chi"])
    play(state, PlayAction(ids["smoke_bomb"][0]))
    pass_all(state)
    assert state.tasks[0].kind is TaskKind.KEEP
    assert state.view(1).peek == [None, None, None] and None not in state.view(0).peek
    play(state, Choose(ids["order_chi"][0]))
    assert state.hands[0] == ids["order_chi"]
    assert set(state.deck[:2]) == {ids["fire_chi"][0], ids["earth_chi"][0]}
    assert state.view(0).deck[:2] == state.deck[:2] and state.view(1).deck[:2] == [None, None]


def test_smoke_bomb_reprisal_prevents_and_holder_draws():
    state, ids = build(["blaze", "kaze"], hands={0: ["flame_pounce", "fire_chi", "fire_chi"], 1: ["smoke_bomb"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayTake(1, WIND), Pass())
    assert paying(state).pool == (0, 0, 0, 0, 0, 0) and len(state.hands[1]) == 1


def test_hidden_thorns_and_its_reprisal():
    state, ids = build(["blaze", "bao", "kaze"], hands={0: ["hidden_thorns"], 2: ["wind_chi"]})
    assert PlayAction(ids["hidden_thorns"][0], 1) not in state.legal_actions()     # Bao has no cards
    play(state, PlayAction(ids["hidden_thorns"][0], 2))
    pass_all(state)
    assert state.hands[2] == []
    state2, ids2 = build(["blaze", "kaze"], hands={0: ["roaring_fist", "fire_chi", "fire_chi", "earth_chi",
                                                       "water_chi"], 1: ["hidden_thorns"]})
    play(state2, Declare("move", ids2["roaring_fist"][0]), PayTake(1, FIRE), Pass())
    assert state2.tasks[0].kind is TaskKind.DISCARD and state2.tasks[0].count == 2
    play(state2, Choose(ids2["earth_chi"][0]), Choose(ids2["water_chi"][0]))
    assert paying(state2).pool == (1, 0, 0, 0, 0, 0)


def test_mirror_guard_has_no_target_outside_a_reprisal():
    state, ids = build(["blaze", "bao"], hands={0: ["mirror_guard"]})
    assert not any(isinstance(a, PlayAction) for a in state.legal_actions())


def test_an_action_with_no_target_cannot_be_played():
    state, ids = build(["blaze", "bao"], hands={0: ["counter_stance", "block", "chi_disruption"]})
    assert not any(isinstance(a, PlayAction) for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(PlayAction(ids["block"][0], 1))


def test_a_failed_payment_gives_no_slot_back_twice():
    state, ids = build(["blaze", "bao"], hands={0: ["flame_pounce", "water_chi"]})
    play(state, Declare("move", ids["flame_pounce"][0]), PayHand(ids["water_chi"][0]), GiveUp())
    assert ids["flame_pounce"][0] in state.hands[0] and state.event_slots_left() == 2
    assert state.decision().kind is DecisionKind.TURN
