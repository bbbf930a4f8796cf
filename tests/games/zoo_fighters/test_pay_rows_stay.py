"""Play test 12: the payment panel's rows moved between the steps of one payment (Back came after the first
step and pushed every row up; a family that ran dry closed its row), so a second click on "Your hand" missed.
Every row keeps its place for the whole payment; the prompt keeps its lines (:attr:`DecisionPanel.hold`)."""

from __future__ import annotations

import pygame

from tests.games.zoo_fighters.helpers import build, play
from tests.games.zoo_fighters.table_helpers import make_table
from zooarcade.core.protocol import Action
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.session import SeatConfig
from zooarcade.ui.table.panel import DecisionPanel, PanelChoice


def _rows(table) -> dict[int, tuple[int, int, int, int]]:
    """Per digit key, the rect of its whole row (button and cycler), in logical pixels."""
    table.legal_cache = None
    table._refresh_panel()
    panel = table.panel
    out = {}
    for i, (button, cycler) in enumerate(zip(panel.buttons, panel.cyclers, strict=True)):
        box = button.rect.union(cycler.rect) if cycler is not None else button.rect
        out[panel.digit_of(i)] = tuple(box)
    return out


def test_every_row_keeps_its_place_through_one_payment(make_app):
    app = make_app()
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "ai", "easy"), SeatConfig("Cy", "ai", "easy")]
    table, session = make_table(app, seats)
    state, _ = build(["tusk", "blaze", "kaze"], hands={0: ["fire_chi", "water_chi", "earth_chi"], 1: ["water_chi"],
                                                        2: ["wind_chi", "fire_chi"]})
    play(state, next(a for a in state.legal_actions() if isinstance(a, A.Declare) and a.what == "weapon"))
    session.state = state
    table.reset_table()
    undo = [False]
    session.can_undo = lambda: undo[0]  # Back comes after the first step, as in play
    first = _rows(table)
    labels = [c.label for c in table.panel.choices]
    assert labels[0] == "Your Chi cards" and len(first) == 6, labels
    steps = 0
    while state.decision().kind.value == "pay":
        hand = [a for a in state.legal_actions() if isinstance(a, A.PayHand)]
        if not hand:
            break
        play(state, hand[0])
        undo[0] = True
        steps += 1
        assert _rows(table) == first, f"after step {steps}: {[c.label for c in table.panel.choices]}"
    assert steps == 3, "the whole hand was spent, and the hand's row stayed (a note) after it ran dry"
    assert table.panel.choices[0].spacer and "Chi cards" in table.panel.choices[0].label
    assert any("Back" in c.label and not c.spacer for c in table.panel.choices)


class _Act(Action):
    KIND = "test_act"


def test_a_spacer_row_plays_nothing_and_the_prompt_keeps_its_lines(make_app):
    app = make_app()
    played = []
    panel = DecisionPanel(app.font, played.append)
    area = pygame.Rect(960, 100, 294, 600)
    rows = [PanelChoice("Nothing here now", ()), PanelChoice("Go", (("go", _Act()),), digit=2)]
    long = "Pay for your play: 1 Fire + 1 Water + 1 Earth + 1 Wind + 1 Order + 3 any still owed."
    panel.hold = "one payment"
    panel.set(long, rows, area)
    top, go = panel.rect.top, tuple(panel.buttons[1].rect)
    assert len(panel._lines) == 3
    panel.set("Pay for your play: 1 any.", rows, area)
    assert (panel.rect.top, tuple(panel.buttons[1].rect)) == (top, go), "the held prompt keeps its three lines"
    panel.hold = None
    panel.set("Pay for your play: 1 any.", rows, area)
    assert panel.rect.top > top, "without a hold the prompt takes only its own line"
    panel.enabled = True
    assert panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")) is False
    panel.press(0)
    pos = panel.buttons[0].rect.center
    panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert played == [], "a spacer is pressed by nothing"
    panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
    assert played == [rows[1].actions[0]]
