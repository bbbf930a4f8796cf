"""The decision panel's ``PanelChoice(stacked=..., tip=...)`` (table kit): a stacked control lays its values out on a
row of their own, under its button; its tip shows as a tooltip when the pointer rests on it; tooltips wrap at the
kit's TOOLTIP_WIDTH (synthetic input, no timing)."""

from __future__ import annotations

import pygame

from tests import market
from tests.market_table import MarketTable
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.ui import theme
from zooarcade.ui.table.base import TOOLTIP_DELAY, TOOLTIP_WIDTH
from zooarcade.ui.table.panel import DecisionPanel, PanelChoice

AREA = pygame.Rect(900, 300, 360, 400)
PATHS = (("Central Lawn \u2192 Star Exhibit", "a"), ("Big Meadow \u2192 Palm Court", "b"),
         ("Rainforest \u2192 Central Lawn", "c"))
TIP = ("Move the Hyena", "The Hyena walks along a path of your choice and takes the laurel it finds there to your "
       "own pile, whoever put it down and however far the path runs across the zoo.")


def test_a_stacked_choice_gets_a_row_of_its_own_and_a_plain_one_shares_its_row(make_app):
    app = make_app()
    panel = DecisionPanel(app.font, lambda a: None)
    plain = PanelChoice("Counter", (("1", "x1"), ("2", "x2")))
    stacked = PanelChoice("Hyena", PATHS, stacked=True)
    panel.set("Choose", [plain, stacked, PanelChoice("Pass", (("", "p"),))], AREA)
    (b0, b1, b2), (c0, c1, c2) = panel.buttons, panel.cyclers
    assert c0 is not None and c0.rect.y == b0.rect.y and c0.rect.x > b0.rect.right  # the plain cycler: same row
    assert c1 is not None and c1.rect.y > b1.rect.bottom  # the stacked cycler: the next row, under its button
    inner = panel.rect.inflate(-24, 0)
    assert b1.rect.w == inner.w and c1.rect.w == inner.w and c1.rect.x == b1.rect.x  # both take the whole row
    assert b2.rect.y > c1.rect.bottom and c2 is None  # the next control comes after the stacked pair
    assert c1.options == [v for v, _ in PATHS] and 1 not in panel.cut_values  # the long values fit whole
    alone = DecisionPanel(app.font, lambda a: None)
    alone.set("", [PanelChoice("Hyena", PATHS[:1], stacked=True)], AREA)
    assert alone.cyclers[0] is not None and alone.cyclers[0].rect.y > alone.buttons[0].rect.bottom  # one value too


def _market_table(make_app):
    app = make_app()
    app.settings.animation_speed = "instant"
    session = GameSession(MatchSetup("keepers_market", parse_seats("human,ai:easy"), 3), spec=market.spec())
    table = MarketTable(app, session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    for _ in range(400):
        if table.input_enabled() and table.legal():
            break
        app.step(1 / 30)
    assert table.input_enabled()
    return app, table


def test_a_stacked_choice_shows_its_tip_on_hover_wrapped_at_the_tooltip_width(make_app, monkeypatch):
    app, table = _market_table(make_app)
    legal = table.legal()
    choice = PanelChoice("Hyena", tuple((label, legal[0]) for label, _ in PATHS), stacked=True, tip=TIP)
    monkeypatch.setattr(table, "panel_choices", lambda actions: [choice])
    app.step(1 / 30)
    index = table.panel.choices.index(choice)
    cycler = table.panel.cyclers[index]
    assert cycler is not None
    drawn: list[list[pygame.Surface]] = []
    real = theme.tooltip_box
    monkeypatch.setattr(theme, "tooltip_box", lambda surface, rect, imgs: (drawn.append(imgs),
                                                                           real(surface, rect, imgs)))
    spot = cycler.rect.center  # the values' row counts as the control: its tip shows there too
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.display.viewport.to_window(spot),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert table.panel.tip_at(spot) == (TIP, cycler.rect.union(table.panel.buttons[index].rect))
    steps = 0
    while not drawn and steps < 60:
        app.step(TOOLTIP_DELAY / 4)
        steps += 1
    assert drawn, "no tooltip over the stacked control"
    wrapped = table.tooltip_wrap(list(TIP))
    assert wrapped[0] == TIP[0] and len(wrapped) > 2  # the heading whole, the sentence over several lines
    font = app.font("text", 13)
    assert all(font.size(line)[0] <= TOOLTIP_WIDTH for line in wrapped[1:])
    assert " ".join(wrapped[1:]) == TIP[1]  # wrapped at word breaks, nothing lost
    assert len(drawn[-1]) == len(wrapped)  # the box shows exactly those lines
    assert all(img.get_width() <= TOOLTIP_WIDTH for img in drawn[-1][1:])
