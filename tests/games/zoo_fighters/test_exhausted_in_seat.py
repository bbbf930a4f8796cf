"""Zoo Fighters II table: an exhausted card turned aside stays inside its slot and its seat panel.

Play test 9: an exhausted Fighter was drawn tilted ("EXHAUSTED") at its full size, so its corners poked out of
the seat panel (the bottom seat's over the panel's left edge).
"""

from __future__ import annotations

import pytest

from zooarcade.gallery import demo_session, show
from zooarcade.games.zoo_fighters.data import WEAPON_BASE
from zooarcade.games.zoo_fighters.scene import FightersTable
from zooarcade.ui import gfx


def _all_exhausted(players: int):
    """A game in progress with every Fighter, drawn weapon and Special Move in play exhausted."""
    session = demo_session("zoo_fighters", seed=4, moves=60, players=players)
    state = session.state
    for seat in range(players):
        state.exhausted.add(state.fighter_id(seat))
        state.exhausted.update(state.moves[seat])
        if state.weapon[seat] >= 0:
            state.exhausted.add(WEAPON_BASE + state.weapon[seat])
    return session


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_turned_cards_stay_inside_the_seat_panel(make_app, size, players):
    app = make_app(size=size)
    table = app.make_table(_all_exhausted(players))
    assert isinstance(table, FightersTable)
    show(app, [table], frames=2)
    for seat in range(players):
        box = table.seat_box(seat)
        _, rect = table.fighter_drawing(seat)
        assert box.panel.contains(rect), f"seat {seat}'s exhausted Fighter {rect} pokes out of {box.panel}"
        assert box.fighter.contains(rect), f"seat {seat}'s exhausted Fighter {rect} leaves its slot {box.fighter}"
        weapon = table.weapon_drawing(seat)
        if weapon is not None:
            assert box.panel.contains(weapon[1]) and box.weapon.contains(weapon[1])
        for card in table.view.moves[seat]:
            sprite = table.sprite_of(card)
            assert sprite is not None
            assert box.panel.contains(sprite.rect), f"seat {seat}'s exhausted move {sprite.rect} leaves the panel"


def test_the_turned_card_is_still_turned_and_as_large_as_fits():
    """The fix shrinks the card, it does not drop the turn: the turned box fills its slot on one side."""
    for size in [(71, 99), (52, 72), (84, 118)]:
        fit = gfx.turned_fit(size, -14)
        box = gfx.rotated_size(fit, -14)
        assert box[0] <= size[0] and box[1] <= size[1]
        assert size[0] - box[0] <= 3 or size[1] - box[1] <= 3
        assert box != fit, "still turned"
