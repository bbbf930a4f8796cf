"""Play test: the guided lesson's card lay over ZOP ZOO's discard pile (which the lesson's MOLE digs in) and over
Zoo Vadis's Waterfall on the compact table.  The card now keeps off each table's
:meth:`~zooarcade.ui.table.base.TableScene.lesson_keep_clear` places, and never over what the step asks for, so
a click or drag there reaches the table."""

from __future__ import annotations

import pygame
import pytest

from tests.ui import guide_driver as gd


def _zones(table, game_id: str) -> dict[str, pygame.Rect]:  # noqa: ANN001
    if game_id == "zop_zoo":
        return {"the discard pile": pygame.Rect(table.piles.discard), "the draw pile": pygame.Rect(table.piles.draw)}
    return {"the Waterfall": pygame.Rect(table.target_rects()["X14"]),
            **{f"exhibit {k}": pygame.Rect(r) for k, r in table.target_rects().items() if ">" not in str(k)}}


def _asked(table, move) -> list[pygame.Rect]:  # noqa: ANN001
    """The rects the step asks the learner to press or drag from / to."""
    if table.spatial(move):
        out = []
        sprite = table.sprite_for(move)
        if sprite is not None:
            out.append(pygame.Rect(sprite.rect))
        key = table.target_key(move)
        if key is not None and key in table.target_rects():
            place = pygame.Rect(table.target_rects()[key])
            if place.w * place.h > table.guide.wide_card.w * table.guide.wide_card.h:
                place = pygame.Rect(place.center, (1, 1))  # a seat's whole area: the drop goes to its middle
            out.append(place)
        return out
    return [pygame.Rect(b.rect) for c, b in zip(table.panel.choices, table.panel.buttons, strict=True)
            if move in c.actions]


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("game_id", ["zop_zoo", "zoo_vadis"])
def test_the_lesson_card_keeps_clear_and_lets_the_asked_click_through(make_app, game_id: str,
                                                                        size: tuple[int, int]) -> None:
    app, table = gd.open_guide(make_app, game_id, size=size)
    guide = table.guide
    steps = 0
    while True:
        move = gd.wait_for_learner(app, table)
        if move is None:
            break
        app.step(gd.DT)
        card = guide.card
        for name, zone in _zones(table, game_id).items():
            assert not card.colliderect(zone), f"move {steps + 1}: the lesson card {card} covers {name} {zone}"
        asked = _asked(table, move)
        assert asked, f"move {steps + 1}: nothing to press for {move!r}"
        for rect in asked:
            assert not card.colliderect(rect), f"move {steps + 1}: the card {card} lies over {rect}, asked for"
        # the click or drag on the asked place reaches the table
        played = gd.make_and_wait(app, table, move)
        assert played, f"move {steps + 1}: the click on the asked place did not play {move!r}"
        steps += 1
    assert steps == len(guide.script.learner_steps())
