"""Drive a guided first game through the real table with synthetic mouse input (posted events at ``event.pos``)."""

from __future__ import annotations

import pygame

from zooarcade.core.protocol import Action
from zooarcade.scenes.learn import start_guide

DT = 1 / 30
#: frames a step may take before the driver calls the lesson stalled.
STALL = 900


def window(app, logical: tuple[float, float]) -> tuple[int, int]:  # noqa: ANN001
    """The window pixel of a logical canvas point."""
    return app.display.viewport.to_window((int(logical[0]), int(logical[1])))


def post(app, kind: int, logical: tuple[float, float], **extra) -> None:  # noqa: ANN001, ANN003
    """Post one mouse event at a logical point (converted to window pixels, as the real mouse gives them)."""
    pos = window(app, logical)
    if kind == pygame.MOUSEMOTION:
        extra.setdefault("rel", (0, 0))
        extra.setdefault("buttons", (1, 0, 0))
    else:
        extra.setdefault("button", 1)
    pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))


def drag(app, start: tuple[float, float], end: tuple[float, float]) -> None:  # noqa: ANN001
    """Press at ``start``, move in three steps to ``end``, release there (a real drag), a frame between."""
    post(app, pygame.MOUSEMOTION, start, buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, start)
    app.step(DT)
    for t in (0.3, 0.7, 1.0):
        post(app, pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
        app.step(DT)
    post(app, pygame.MOUSEBUTTONUP, end)
    app.step(DT)


def click(app, at: tuple[float, float]) -> None:  # noqa: ANN001
    """A click at a logical point."""
    post(app, pygame.MOUSEMOTION, at, buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, at)
    post(app, pygame.MOUSEBUTTONUP, at)
    app.step(DT)


def make_move(app, table, action: Action) -> None:  # noqa: ANN001
    """Make ``action`` the way a player does: drag its piece to its place, click it, or press its panel button."""
    if table.spatial(action):
        sprite = table.sprite_for(action)
        assert sprite is not None, f"no piece for {action!r}"
        key = table.target_key(action)
        if key is None:
            click(app, sprite.rect.center)
        else:
            drag(app, sprite.rect.center, table.target_rects()[key].center)
        return
    for i, choice in enumerate(table.panel.choices):
        if action in choice.actions:
            cycler = table.panel.cyclers[i]
            if cycler is not None:
                assert choice.actions[cycler.index] == action, "the guide turns the lit control's cycler to its move"
            click(app, table.panel.buttons[i].rect.center)
            return
    raise AssertionError(f"{action!r} is neither on the table nor in the panel")


def wait_for_learner(app, table) -> Action | None:  # noqa: ANN001
    """Run frames until the learner is to move (its scripted move) or the lesson ends (None)."""
    for _ in range(STALL):
        if app.scenes.top is not table:
            return None
        if table.round_summary.is_open:
            table.round_summary.advance()
            table.round_summary.advance()
        move = table.guide.learner_move()
        if move is not None:
            return move
        if table.guide.ended():
            return None
        app.step(DT)
    raise AssertionError(f"the lesson stalled at step {table.guide.played()} ({table.session.decision!r})")


def open_guide(make_app, game_id: str, size: tuple[int, int] = (1280, 720)):  # noqa: ANN001, ANN201
    """A new app of ``size`` showing ``game_id``'s lesson over the game select; returns ``(app, table)``."""
    from zooarcade.scenes.game_select import GameSelectScene

    app = make_app(size=size)
    app.settings.animation_speed = "instant"
    app.scenes.reset(GameSelectScene(app))
    app.scenes.apply_pending()
    table = start_guide(app, game_id)
    assert table is not None
    app.scenes.apply_pending()
    table.think_pause = lambda quick=False: 0.0
    return app, table


def play_through(app, table) -> int:  # noqa: ANN001
    """Play the lesson to its end offer by synthetic input; return how many moves the learner made."""
    made = 0
    while True:
        move = wait_for_learner(app, table)
        if move is None:
            break
        before = table.guide.played()
        make_move(app, table, move)
        for _ in range(STALL):
            if table.guide.played() > before:
                break
            app.step(DT)
        assert table.guide.played() > before, f"the move {move!r} made by input was not played"
        made += 1
    assert table.guide.ended(), "the lesson did not reach its end offer"
    return made
