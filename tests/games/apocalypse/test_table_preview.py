"""Issue "Arcade look and sound": hover lift + enlarged card preview on the Apocalypse table, and scene fade-ins.

Driven by synthetic window events and ``app.step`` like the other table tests.
"""

from __future__ import annotations

import pygame
import pytest

from zooarcade.core.rng import Rng
from zooarcade.games.apocalypse.data import ZOO_MEANING
from zooarcade.session import GameSession, MatchSetup, SeatConfig
from zooarcade.ui.table.preview import AREA, PREVIEW_DELAY, PREVIEW_SCALE
from zooarcade.ui.tween import Tween

DT = 1 / 60


def _session(moves=20, need_mutant=False):
    """A three-human session after ``moves`` random legal actions (humans: no AI moves while we hover)."""
    for seed in range(1, 60):
        session = GameSession(MatchSetup("apocalypse", [SeatConfig("Ann"), SeatConfig("Ben"), SeatConfig("Cat")], seed))
        rng = Rng.from_seed(seed)
        for _ in range(moves):
            if session.state.is_terminal():
                break
            session.apply(rng.choice(session.state.legal_actions()))
        state = session.state
        if state.is_terminal():
            continue
        if need_mutant and not any(o is not None and o.mutant for o in state.occupants):
            continue
        return session
    raise AssertionError("no suitable deal found")


def _open(app, session, speed="instant"):
    app.settings.animation_speed = speed
    table = app.make_table(session)
    app.scenes.push(table)
    app.scenes.apply_pending()
    app.step(DT)
    return table


def _hover(app, table, pos, seconds, buttons=(0, 0, 0)):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.to_window(pos), rel=(0, 0), buttons=buttons))
    for _ in range(max(1, round(seconds / DT))):
        app.step(DT)


def _canvas(app):
    return app.display.canvas.copy()


def test_zoo_card_lifts_then_shows_a_big_preview_with_its_meaning(make_app):
    app = make_app()
    session = _session()
    table = _open(app, session)
    loc = next(i for i in range(25) if table.model.stacks[i] and table.model.occupants[i] is None)
    stack = table.model.stacks[loc]
    value = stack[-1].value
    card = table.layout.zoo_rect(loc, lower=len(stack) > 1)
    before = _canvas(app)
    _hover(app, table, card.center, 0.1)
    assert table.preview.target is not None and table.preview.target.key == ("zoo", loc)
    assert not table.preview.shown and table.preview.rect is None
    lifted = _canvas(app)
    # the card is redrawn LIFT_PIXELS higher: pixels just above its resting place change
    above = card.y - 3
    assert any(before.get_at((x, above)) != lifted.get_at((x, above)) for x in range(card.x + 10, card.right - 10))
    _hover(app, table, card.center, PREVIEW_DELAY + 0.05)
    preview = table.preview
    assert preview.shown
    assert preview.target.lines[0] == f"{value} \u2014 {ZOO_MEANING[value]}: worth {value}"
    assert AREA.contains(preview.rect) and not preview.rect.colliderect(card)
    big = preview.big_face()
    assert big.get_width() >= card.w * (PREVIEW_SCALE - 0.1) and big.get_height() >= card.h * (PREVIEW_SCALE - 0.1)
    shown = _canvas(app)
    changed = sum(
        shown.get_at((x, y)) != lifted.get_at((x, y))
        for x in range(preview.rect.x, preview.rect.right, 5)
        for y in range(preview.rect.y, preview.rect.bottom, 5)
    )
    assert changed > 0.5 * (preview.rect.w // 5) * (preview.rect.h // 5)
    # moving off the card hides the preview again
    _hover(app, table, (640, 30), 0.1)
    assert table.preview.target is None and not table.preview.shown and table.preview.rect is None


def test_mutant_on_the_board_says_anyone_may_take_it(make_app):
    app = make_app()
    session = _session(need_mutant=True)
    table = _open(app, session)
    loc, occ = next((i, o) for i, o in enumerate(table.model.occupants) if o is not None and o.mutant)
    sprite = table.char_sprite(occ.card_id)
    _hover(app, table, sprite.rect.center, PREVIEW_DELAY + 0.05)
    assert table.preview.shown
    assert table.preview.target.lines[0] == f"Mutant {occ.value} \u2014 anyone may take it"
    assert sprite.lift == pytest.approx(1.0)
    assert AREA.contains(table.preview.rect)


def test_hand_card_lifts_and_drops_back_when_left(make_app):
    app = make_app()
    session = _session(moves=2)
    table = _open(app, session)
    seat = 1 - session.state.current_player if session.state.current_player < 2 else 0  # not the mover's cards
    value = table.model.hands[seat][0]
    sprite = table.char_sprite(f"c{seat}-{value}")
    _hover(app, table, sprite.rect.center, PREVIEW_DELAY + 0.05)
    assert sprite.lift == pytest.approx(1.0)
    assert table.preview.shown and table.preview.target.key == ("char", f"c{seat}-{value}")
    assert table.preview.target.lines[0] == f"{table.names[seat]}'s {value} \u2014 worth {value} while active"
    assert AREA.contains(table.preview.rect)
    _hover(app, table, (640, 30), 0.1)
    assert sprite.lift == 0.0


def test_pile_card_and_right_edge_previews_stay_inside_the_canvas(make_app):
    app = make_app((800, 600))
    session = _session(moves=24)
    table = _open(app, session)
    seat = max(range(table.n), key=lambda s: len(table.model.piles[s]))
    pile = table.model.piles[seat]
    assert pile
    cx, cy = table.layout.pile_center(seat, len(pile) - 1, len(pile))
    _hover(app, table, (cx, cy), PREVIEW_DELAY + 0.05)
    assert table.preview.shown and table.preview.target.key == ("pile", seat, len(pile) - 1)
    assert table.preview.target.lines[1] == f"In {table.names[seat]}'s pile"
    assert AREA.contains(table.preview.rect)
    right = next(loc for loc in (4, 9, 14, 19, 24) if table.model.stacks[loc] and table.model.occupants[loc] is None)
    card = table.layout.zoo_rect(right, lower=len(table.model.stacks[right]) > 1)
    _hover(app, table, card.center, PREVIEW_DELAY + 0.05)
    assert table.preview.shown and AREA.contains(table.preview.rect)
    assert not table.preview.rect.colliderect(card)


def test_no_preview_while_dragging(make_app):
    app = make_app()
    session = _session(moves=2)
    table = _open(app, session)
    seat = session.state.current_player
    sprite = table.char_sprite(f"c{seat}-{table.model.hands[seat][0]}")
    start = sprite.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.to_window(start), button=1))
    app.step(DT)
    _hover(app, table, (start[0] + 200, start[1]), PREVIEW_DELAY + 0.1, buttons=(1, 0, 0))  # the button is held
    assert table.drag.dragging
    assert not table.preview.shown
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.to_window(start), button=1))
    app.step(DT)


# ---------------------------------------------------------------------- fade-ins
def _brightness(app):
    return sum(pygame.transform.average_color(app.display.canvas.surface)[:3])


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_table_fades_in_unless_instant(make_app, speed):
    app = make_app()
    table = _open(app, _session(moves=4), speed=speed)
    first = _brightness(app)
    for _ in range(40):
        app.step(DT)
    settled = _brightness(app)
    assert table.fade_alpha() == 0
    if speed == "instant":
        assert first == pytest.approx(settled, rel=0.03)
    else:
        assert first < settled * 0.5


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_results_fade_in_unless_instant(make_app, speed):
    from zooarcade.scenes.results import ResultsScene

    app = make_app()
    app.settings.animation_speed = speed
    session = _session(moves=4)
    rng = Rng.from_seed(3)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    scene = ResultsScene(app, session)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    app.step(DT)
    assert (scene.fade_alpha() == 0) == (speed == "instant")
    first = _brightness(app)
    for _ in range(40):
        app.step(DT)
    if speed == "instant":
        assert first == pytest.approx(_brightness(app), rel=0.05)
    else:
        assert first < _brightness(app) * 0.5


def test_preview_hides_under_the_pause_menu_and_while_a_move_is_shown(make_app):
    """Playtest: the preview stayed up behind the pause menu and covered the piece the AI had just played."""
    from zooarcade.scenes.pause import PauseScene

    app = make_app()
    session = _session()
    table = _open(app, session, speed="normal")
    loc = next(i for i in range(25) if table.model.stacks[i] and table.model.occupants[i] is None)
    card = table.layout.zoo_rect(loc, lower=len(table.model.stacks[loc]) > 1)
    _hover(app, table, card.center, PREVIEW_DELAY + 0.05)
    assert table.preview.shown
    app.scenes.push(PauseScene(app, session))
    app.scenes.apply_pending()
    app.step(DT)
    assert not table.preview.shown
    app.scenes.pop()
    app.scenes.apply_pending()
    _hover(app, table, card.center, PREVIEW_DELAY + 0.05)
    assert table.preview.shown
    # a move being animated hides it, and it stays hidden until the mouse moves again
    table.queue.add(Tween(0.3))
    app.step(DT)
    assert not table.preview.shown
    for _ in range(40):
        app.step(DT)
    assert not table.queue.busy and not table.preview.shown
    _hover(app, table, (card.centerx + 2, card.centery), PREVIEW_DELAY + 0.05)
    assert table.preview.shown
