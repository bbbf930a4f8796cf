"""Play test 12: paying by clicking hand cards missed, because the hand re-centred after each card left it
(Ringmaster → Player 2, Water Chi, then the far-left Fire Chi).  Through one payment every hand keeps its
places (a paid card leaves a gap); once the payment ends the hand closes up."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.helpers import build, play
from tests.games.zoo_fighters.table_helpers import click, make_table, wait_human
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.session import SeatConfig
from zooarcade.ui.table.zones import HandFan


def _rects(table, seat: int = 0) -> dict[str, tuple[int, int, int, int]]:
    """Per card key of ``seat``'s hand, the screen rect of its resting place (logical pixels)."""
    zone = table.layer.zones[f"hand:{seat}"]
    return {key: tuple(zone.card_rect(slot)) for key, slot in zone.slots().items()}


def _sprite_rects(table, keys) -> dict[str, tuple[int, int, int, int]]:
    return {key: tuple(table.layer.sprites[key].rect) for key in keys}


def test_a_remaining_card_keeps_its_rect_while_other_cards_are_paid(make_app):
    app = make_app(size=(1280, 720))
    table, session = make_table(app, [SeatConfig("Player 1"), SeatConfig("Player 2", "ai", "easy")])
    state, ids = build(["tusk", "blaze"], hands={0: ["ringmaster", "water_chi", "fire_chi", "fire_chi",
                                                     "earth_chi", "wind_chi"]})
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "opponent"
                     and a.card == ids["ringmaster"][0] and a.target == 1))
    session.state = state
    table.reset_table()
    assert wait_human(app, table, session)
    water, fire, fire2 = str(ids["water_chi"][0]), str(ids["fire_chi"][0]), str(ids["fire_chi"][1])
    rest = [str(ids["earth_chi"][0]), str(ids["wind_chi"][0])]
    before = _rects(table)
    click(app, table, pygame.Rect(before[water]).center)
    assert wait_human(app, table, session)
    assert water not in _rects(table), "the Water Chi was paid"
    after_water = _rects(table)
    assert after_water == {k: r for k, r in before.items() if k != water}, "no card moved when one was paid"
    assert _sprite_rects(table, after_water) == after_water
    click(app, table, pygame.Rect(after_water[fire]).center)
    assert wait_human(app, table, session)
    after_fire = _rects(table)
    assert fire not in after_fire, "the first Fire Chi was paid"
    assert after_fire[fire2] == before[fire2] and all(after_fire[k] == before[k] for k in rest)
    assert table.payment() is not None, "1 any still owed"
    click(app, table, pygame.Rect(after_fire[fire2]).center)  # the other Fire Chi, at the place it always had
    for _ in range(200):
        if table.payment() is None and not table.queue.busy:
            break
        app.step(1 / 30)
    assert table.payment() is None and fire2 not in _rects(table), "paid in full with the second Fire Chi"
    closed = _rects(table)
    zone = table.layer.zones["hand:0"]
    assert isinstance(zone, HandFan) and zone.held is None
    assert set(closed) == set(rest) and closed != {k: before[k] for k in rest}, "after the payment it closes up"


def test_a_fan_held_leaves_gaps_and_adds_new_cards_after():
    fan = HandFan("hand:0", pygame.Rect(0, 0, 600, 100), (60, 90), keys=["a", "b", "c"])
    places = {k: s.center for k, s in fan.slots().items()}
    fan.held = list(fan.keys)
    fan.keys.remove("a")
    assert {k: s.center for k, s in fan.slots().items()} == {k: places[k] for k in "bc"}
    fan.keys.append("d")
    assert fan.slots()["d"].center[0] > places["c"][0]
    fan.held = None
    fan.keys.remove("d")
    assert fan.slots()["b"].center != places["b"], "without a hold the fan re-centres"


def test_a_rivals_hand_keeps_its_places_when_a_back_is_taken(make_app):
    """Face-down cards keep their places by back colour: the taken colour's last place empties."""
    app = make_app(size=(1280, 720))
    table, session = make_table(app, [SeatConfig("Player 1"), SeatConfig("Player 2", "ai", "easy")])
    state, ids = build(["tusk", "blaze"], hands={0: ["ringmaster"], 1: ["water_chi", "fire_chi", "fire_chi",
                                                                         "earth_chi"]})
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "opponent"
                     and a.card == ids["ringmaster"][0] and a.target == 1))
    session.state = state
    table.reset_table()
    assert wait_human(app, table, session)
    before = sorted(_rects(table, 1).values())
    take = next(a for a in state.legal_actions() if isinstance(a, A.PayTake) and a.seat == 1
                and a.colour == state.defs[ids["fire_chi"][0]].colour)
    table.play_action(take, None)
    assert wait_human(app, table, session)
    after = sorted(_rects(table, 1).values())
    assert len(after) == len(before) - 1 and set(after) < set(before), "every back left stays where it was"
