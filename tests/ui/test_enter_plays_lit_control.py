"""Play test 13, ZV-1: the decision panel draws its go-ahead control ("End turn", "Send the deal") lit, and Enter
plays it while no control has the keyboard's focus (it did nothing until Tab); a spacer row or a panel with no
single lit control is never played by Enter; the compact table's folded drawer only opens on Enter."""

from __future__ import annotations

import pygame

from tests.uihelpers import SLOW_AI, key, show_table, spy_requests
from zooarcade.gallery import demo_session
from zooarcade.ui.table.panel import DecisionPanel, PanelChoice


def _end_turn_offered(session) -> bool:
    """The human (seat 0) decides and may end the turn (the panel's lit "End turn")."""
    if session.current != 0 or session.state.is_terminal():
        return False
    return any(type(a).__name__ == "EndTurn" for a in session.state.legal_actions())


def _end_turn_table(make_app, size):
    session = demo_session("zoo_vadis", 7, 80, until=_end_turn_offered)
    assert _end_turn_offered(session)
    app, table = show_table(make_app, session, size, think=SLOW_AI)
    for _ in range(3):
        app.step(1 / 30)
    return app, table


def test_enter_with_no_choice_plays_the_lit_end_turn(make_app) -> None:
    app, table = _end_turn_table(make_app, (1280, 720))
    lit = table.panel.primary_index()
    assert lit is not None and table.panel.choices[lit].label == "End turn"
    assert table.choice() is None and table.current_hint() is None
    asked = spy_requests(table)
    key(app, pygame.K_RETURN)
    assert [type(a).__name__ for a in asked] == ["EndTurn"]


def test_enter_on_the_folded_drawer_only_opens_it_then_plays_the_lit_control(make_app) -> None:
    app, table = _end_turn_table(make_app, (800, 600))
    assert table.compact
    asked = spy_requests(table)
    if not table.drawer_folded():
        key(app, pygame.K_d)
    assert table.drawer_folded()
    key(app, pygame.K_RETURN)
    assert asked == [] and table.drawer_shown() and "press Enter again" in table.toast[0]
    key(app, pygame.K_RETURN)
    assert [type(a).__name__ for a in asked] == ["EndTurn"]


def test_a_spacer_or_an_unclear_lit_control_is_never_the_enter_control(make_app) -> None:
    app = make_app()

    def panel(choices) -> DecisionPanel:
        p = DecisionPanel(app.font, lambda action: None)
        p.set("Your deal", choices, pygame.Rect(900, 100, 360, 500))
        return p

    go, back = object(), object()
    spacer = panel([PanelChoice("Send \u2014 ask for 1 more vote", (), "primary"),
                    PanelChoice("Back out", (("", back),), "danger")])
    assert spacer.primary_index() is None
    two = panel([PanelChoice("Play A", (("", go),), "primary"), PanelChoice("Play B", (("", back),), "primary")])
    assert two.primary_index() is None
    one = panel([PanelChoice("Back out", (("", back),), "danger"), PanelChoice("Send", (("", go),), "primary")])
    assert one.primary_index() == 1
    one.enabled = False
    assert one.primary_index() is None
