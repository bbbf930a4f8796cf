"""Play test 10: after the human's own Event, the table asked "respond?" though the only response it held
(Feather Step) could do nothing there that it could not do a moment later in the same main step.

The rules mark such a window (``Decision.idle_pass``, :meth:`FightersState.idle_window`) and the table
passes it for a human like a forced pass; every other window is still asked.
"""

from __future__ import annotations

from tests.games.zoo_fighters.helpers import build, play
from tests.games.zoo_fighters.table_helpers import DT, make_table
from zooarcade.core.protocol import DecisionKind
from zooarcade.games.zoo_fighters.actions import PASS, Declare, PayHand, PlayAction, UseExhaust
from zooarcade.session import SeatConfig


def _declared(move: str, seat1_hand=("earth_chi",)):
    """Kaze (seat 0, Feather Step prepared) declares ``move`` and pays it from hand; Blaze passes."""
    state, ids = build(["kaze", "blaze"],
                       hands={0: [move, "wind_chi", "wind_chi", "fire_chi", "fire_chi"], 1: list(seat1_hand)},
                       moves={0: ["feather_step"]})
    play(state, Declare("move", ids[move][0]))
    while state.decision().kind is DecisionKind.PAY:
        pay = next(a for a in state.legal_actions() if isinstance(a, PayHand))
        play(state, pay)
    while state.decision().seat != 0:
        play(state, PASS)
    return state, ids


def test_own_event_with_nothing_on_resolve_is_an_idle_window():
    state, ids = _declared("heavens_gale")
    d = state.decision()
    assert d.kind is DecisionKind.PRIORITY and d.seat == 0 and not d.forced
    assert UseExhaust(ids["feather_step"][0], -1) in state.legal_actions()
    assert d.idle_pass == PASS


def test_an_event_with_an_on_reveal_effect_is_still_asked():
    state, _ = _declared("wing_sweep")  # On Reveal: look at a neighbour's hand and take a card
    d = state.decision()
    assert d.kind is DecisionKind.PRIORITY and d.seat == 0 and not d.forced
    assert d.idle_pass is None


def test_a_rivals_item_is_still_asked():
    state, ids = build(["kaze", "blaze"], hands={1: ["flame_pounce", "fire_chi", "fire_chi", "fire_chi"]},
                       moves={0: ["feather_step"]}, active=1)
    declare = next(a for a in state.legal_actions() if isinstance(a, Declare) and a.what == "move")
    play(state, declare)
    while state.decision().kind is DecisionKind.PAY:
        play(state, next(a for a in state.legal_actions() if isinstance(a, PayHand)))
    d = state.decision()
    assert d.kind is DecisionKind.PRIORITY and d.seat == 0 and not d.forced
    assert d.idle_pass is None


def test_the_table_passes_an_idle_window_for_the_human(make_app):
    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
    state, _ = _declared("heavens_gale")
    session.state = state
    table.reset_table()
    steps = len(session.record.steps)
    assert not table.asks_human()
    for _ in range(20):
        app.step(DT)
        if len(session.record.steps) > steps:
            break
    assert len(session.record.steps) == steps + 1 and session.record.steps[-1].action == PASS


def test_asked_at_every_window_the_idle_window_is_asked(make_app):
    app = make_app()
    app.settings.ask_every_window = True
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
    state, _ = _declared("heavens_gale")
    session.state = state
    table.reset_table()
    assert table.asks_human()


def _looked(hand=(), moves=("feather_step",)):
    """Kaze (seat 0) uses its Initial Form's look at Blaze's hand; Blaze passes."""
    state, ids = build(["kaze", "blaze"], hands={0: list(hand), 1: ["earth_chi", "fire_chi"]}, moves={0: list(moves)})
    kaze = next(a for a in state.legal_actions() if isinstance(a, UseExhaust) and a.target == 1
                and a.source != (ids["feather_step"][0] if "feather_step" in ids else -1))
    play(state, kaze)
    while state.decision().seat != 0:
        play(state, PASS)
    return state, ids


def test_own_look_at_a_hand_with_only_a_draw_to_answer_is_idle():
    state, ids = _looked()
    d = state.decision()
    assert d.kind is DecisionKind.PRIORITY and d.seat == 0 and not d.forced
    assert UseExhaust(ids["feather_step"][0], -1) in state.legal_actions()
    assert d.idle_pass == PASS


def test_own_look_with_a_discard_in_hand_is_still_asked():
    state, ids = _looked(hand=["hidden_thorns"])  # a discard before or after the look is not the same
    d = state.decision()
    assert d.kind is DecisionKind.PRIORITY and d.seat == 0 and not d.forced
    assert any(isinstance(a, PlayAction) and a.card == ids["hidden_thorns"][0] for a in state.legal_actions())
    assert d.idle_pass is None


def test_own_reversal_action_with_a_draw_to_answer_is_still_asked():
    """An Action's card goes to the discard pile as it resolves (it may refill the deck): draws are asked."""
    state, ids = build(["kaze", "blaze"], hands={0: ["reversal"], 1: ["earth_chi"]}, moves={0: ["feather_step"]})
    play(state, PlayAction(ids["reversal"][0], -1))
    while state.decision().seat != 0:
        play(state, PASS)
    d = state.decision()
    assert d.kind is DecisionKind.PRIORITY and not d.forced and d.idle_pass is None


def _rival_declared(kaze_hand=()):
    """Play test 13 (ZF-3): Blaze (seat 1, active) reveals Flame Pounce and pays it; Kaze (seat 0, Initial Form
    prepared, holding ``kaze_hand``) then holds priority over it, Blaze keeping 2 cards Kaze could look at."""
    state, ids = build(["kaze", "blaze"], hands={0: list(kaze_hand),
                                                 1: ["flame_pounce", "fire_chi", "fire_chi", "earth_chi", "water_chi"]},
                       active=1)
    play(state, Declare("move", ids["flame_pounce"][0]))
    while state.decision().kind is DecisionKind.PAY:
        play(state, next(a for a in state.legal_actions() if isinstance(a, PayHand)))
    return state, ids


def test_kazes_look_in_a_rivals_turn_is_no_reason_to_ask():
    """Kaze's look only lets Kaze choose the cards it takes in its own payments this turn; in Blaze's turn Kaze
    pays nothing, so with an empty hand the window is passed at once."""
    state, _ = _rival_declared()
    d = state.decision()
    kaze = state.fighter_id(0)
    assert d.kind is DecisionKind.PRIORITY and d.seat == 0 and not d.forced
    assert state.legal_actions() == [UseExhaust(kaze, 1), PASS]
    assert d.idle_pass == PASS


def test_kaze_holding_an_action_that_answers_is_still_asked():
    state, ids = _rival_declared(kaze_hand=["chi_disruption"])  # makes Blaze's Event cost 2 more
    d = state.decision()
    assert d.kind is DecisionKind.PRIORITY and d.seat == 0 and not d.forced
    assert any(isinstance(a, PlayAction) and a.card == ids["chi_disruption"][0] for a in state.legal_actions())
    assert d.idle_pass is None


def test_kazes_look_in_its_own_turn_still_counts_unless_takes_are_barred():
    """In Kaze's own turn the look matters to its payments still to come, unless Kaze may take nothing more from
    that neighbour this turn (a Reprisal's "no more takes")."""
    state, _ = build(["kaze", "blaze"], hands={0: ["fire_chi"], 1: ["earth_chi", "water_chi"]})
    look = UseExhaust(state.fighter_id(0), 1)
    assert look in state.legal_actions()
    assert state.moot(0, look) is False
    state.barred = ((0, 1),)
    assert state.moot(0, look) is True


def test_the_table_passes_kazes_moot_look_for_a_human_but_asks_in_hot_seat(make_app):
    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
    state, _ = _rival_declared()
    session.state = state
    table.reset_table()
    assert table.decision().seat == 0 and not table.asks_human(), "one human: passed at once"
    hot = make_app()
    table, session = make_table(hot, [SeatConfig("Ann"), SeatConfig("Bo")])
    state, _ = _rival_declared()
    session.state = state
    table.reset_table()
    assert table.decision().seat == 0 and table.asks_human(), "hot-seat (Ask at every response: Auto) still asks"
