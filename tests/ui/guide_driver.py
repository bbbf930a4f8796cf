"""Drive a guided first game through the real table with synthetic mouse input (posted events at ``event.pos``,
through :mod:`tests.uihelpers`)."""

from __future__ import annotations

from tests.uihelpers import click, drag
from zooarcade.core.protocol import Action
from zooarcade.scenes.learn import start_guide

__all__ = [
    "DT", "STALL", "click", "drag", "make_and_wait", "make_move", "open_guide", "play_through", "wait_for_learner",
]

DT = 1 / 30
#: frames a step may take before the driver calls the lesson stalled.
STALL = 900


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


def make_and_wait(app, table, action: Action) -> bool:  # noqa: ANN001
    """:func:`make_move`, then run frames (at most :data:`STALL`) until the lesson has played it; returns whether it
    did."""
    before = table.guide.played()
    make_move(app, table, action)
    for _ in range(STALL):
        if table.guide.played() > before:
            return True
        app.step(DT)
    return table.guide.played() > before


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
        assert make_and_wait(app, table, move), f"the move {move!r} made by input was not played"
        made += 1
    assert table.guide.ended(), "the lesson did not reach its end offer"
    return made
