"""ZOP ZOO, play test 12: "Ann has no moves left — the turn passes on." stayed in the top bar (in red) while the
computer seats drew, dug and took Ann's cards, because a notice only had a timer and the bots play several moves
inside it.  A notice now gives way once a move is played after it (it has been up at least ``NOTICE_MIN``), and
the bar names the seat that plays, as in the other games."""

from __future__ import annotations

from zooarcade.core.protocol import DecisionKind
from zooarcade.ui.table.base import NOTICE_MIN, TURN_ENDED_TIME, turn_ended_notice

DT = 1 / 30


def _ends_anns_turn(s) -> bool:
    """Ann (seat 0) has one move left and playing it hands the turn to a computer seat with a real choice."""
    d = s.decision
    if d is None or not d.forced or s.current != 0 or d.kind != DecisionKind.TURN or d.answering:
        return False
    after = s.state.clone()
    after.apply(s.forced_action())
    nxt = after.decision()
    return nxt is not None and nxt.turn_seat != 0 and not nxt.forced


def test_the_turn_ended_notice_gives_way_to_the_computer_seats_moves(make_app):
    from zooarcade.gallery import demo_session

    session = demo_session("zop_zoo", seed=7, moves=0, until=_ends_anns_turn)
    assert _ends_anns_turn(session)
    app = make_app(size=(800, 600))
    app.settings.animation_speed = "instant"
    app.settings.ai_think_time = {k: 1.5 for k in app.settings.ai_think_time}  # a bot's real choice after 1.5 s
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    steps = len(session.record.steps)
    for _ in range(300):
        app.step(DT)
        if len(session.record.steps) > steps:
            break
    assert table.toast is not None and table.toast[0] == turn_ended_notice("Ann")
    shown_at = table.time
    assert table.toast_rect() is not None  # drawn over the turn banner
    while len(session.record.steps) == steps + 1 and table.time - shown_at < TURN_ENDED_TIME:
        app.step(DT)
    assert session.record.steps[-1].seat != 0, "a computer seat has played"
    assert NOTICE_MIN <= table.time - shown_at < TURN_ENDED_TIME  # the old timer alone would still show it
    assert table.toast is None and table.toast_rect() is None
    text, _ = table.banner()
    assert "Bot" in text, text


def test_a_notice_stays_its_time_while_nothing_is_played(make_app):
    from zooarcade.gallery import demo_session

    session = demo_session("zop_zoo", seed=7, moves=0,
                           until=lambda s: s.decision is not None and not s.decision.forced and s.current == 0)
    app = make_app(size=(800, 600))
    app.settings.animation_speed = "instant"
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    app.step(DT)
    table.toast = ("Drop it on a lit place.", 2.6)
    for _ in range(int(2.0 / DT)):
        app.step(DT)
    assert table.toast is not None and table.toast[0] == "Drop it on a lit place."


def test_an_autosave_failure_keeps_its_time_when_a_move_is_played(make_app, monkeypatch):
    """Only notices about the play give way: the save failure (told once) keeps its time (the frame's
    notice check run alone, with a step added to the record by hand)."""
    from zooarcade.gallery import demo_session

    session = demo_session("zop_zoo", seed=7, moves=0,
                           until=lambda s: s.decision is not None and not s.decision.forced and s.current == 0)
    app = make_app(size=(800, 600))
    table = app.make_table(session)
    monkeypatch.setattr(app, "autosave", lambda session: "Saving is off: the disk is full.")
    for notice in ("Drop it on a lit place.", "Saving is off: the disk is full."):
        if notice.startswith("Saving"):
            table.autosave()
        else:
            table.toast = (notice, 4.0)
        table.age_toast(DT)
        steps = list(session.record.steps)
        monkeypatch.setattr(session.record, "steps", [*steps, steps[-1]])  # "a move was played"
        for _ in range(int((NOTICE_MIN + 0.2) / DT)):
            table.age_toast(DT)
        monkeypatch.setattr(session.record, "steps", steps)
        if notice.startswith("Saving"):
            assert table.toast is not None and table.toast[0] == notice
        else:
            assert table.toast is None
