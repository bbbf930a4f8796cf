"""ZOP ZOO, play test: a person whose whole turn was a forced draw read "… has no moves left" in the red notice
every turn.  The table kit says it once per run of such turns, in a quiet (not red) notice; a move the player
chooses by hand ends the run, so the next forced end is told again."""

from __future__ import annotations

from tests.games.zop_zoo.test_notice_follows_turn import _ends_anns_turn
from zooarcade.gallery import demo_session
from zooarcade.ui.table import base
from zooarcade.ui.table.base import turn_ended_notice

DT = 1 / 30


def _table(make_app, until):
    session = demo_session("zop_zoo", seed=7, moves=0, until=until)
    app = make_app(size=(800, 600))
    app.settings.animation_speed = "instant"
    app.settings.ai_think_time = {k: 30.0 for k in app.settings.ai_think_time}  # the bots wait: nothing moves on
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return app, table, session


def _play_the_forced_end(app, session):
    steps = len(session.record.steps)
    for _ in range(300):
        app.step(DT)
        if len(session.record.steps) > steps:
            return
    raise AssertionError("the forced step was never played")


def test_a_run_of_forced_turn_ends_is_told_once_and_quietly(make_app, monkeypatch):
    app, table, session = _table(make_app, _ends_anns_turn)
    d = session.decision
    _play_the_forced_end(app, session)
    assert table.toast is not None and table.toast[0] == turn_ended_notice("Ann")
    assert table.toast_tone == "info" and table.turns_ended_for == {0}
    drawn = []
    monkeypatch.setattr(base.theme, "shadowed_rect", lambda surf, r, fill, **kw: drawn.append((fill, kw["border"])))
    table.draw_top(app.display.canvas)
    assert base.TOAST_INFO in drawn and base.TOAST_WARN not in drawn, "not the red of a warning"
    table.toast = None
    table._tell_turn_ended(d)  # the next turn of the run ends the same way
    assert table.toast is None, "said once per run"


def test_a_move_chosen_by_hand_ends_the_run(make_app):
    app, table, session = _table(make_app, lambda s: s.decision is not None and not s.decision.forced
                                 and s.current == 0)
    table.turns_ended_for = {0}
    table.play_action(session.state.legal_actions()[0])
    assert table.turns_ended_for == set()
    table.toast = ("Drop it on a lit place.", 2.0)
    assert table.toast_tone == "warn", "a refusal keeps the warning's red"
