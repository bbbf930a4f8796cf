"""The generic table kit (zooarcade.ui.table) on the Keeper's Market test game: forced steps, answers by
another seat, hot-seat handoffs at an answer, per-seat events and log restore, the decision panel, quick
windows, drags that never see their release."""

from __future__ import annotations

import pygame
import pytest

from tests import market
from tests.market_table import MarketTable
from zooarcade.core.protocol import DecisionKind
from zooarcade.session import GameSession, MatchSetup, parse_seats
from zooarcade.ui.handoff import HandoffScene


def _table(make_app, seats: str = "human,ai:easy", seed: int = 3, players: int | None = None):
    app = make_app()
    app.settings.animation_speed = "instant"
    session = GameSession(MatchSetup("keepers_market", parse_seats(seats), seed), spec=market.spec())
    table = MarketTable(app, session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return app, table


def _frames(app, n: int = 10, dt: float = 1 / 30) -> None:
    for _ in range(n):
        app.step(dt)


def _until(app, table, test, limit: int = 400) -> None:
    for _ in range(limit):
        if test():
            return
        app.step(1 / 30)
    raise AssertionError("the table never got there")


def test_a_forced_draw_is_played_for_the_human_without_a_click(make_app):
    app, table = _table(make_app)
    session = table.session
    assert session.decision.forced and session.current == 0
    _until(app, table, lambda: session.state.phase == "main" and not table.queue.busy)
    assert [type(s.action) for s in session.record.steps] == [market.Draw]
    assert len(table.layer.zones["hand:0"].keys) == market.HAND + 1
    assert table.input_enabled()


def test_the_viewer_never_sees_another_hands_faces(make_app):
    app, table = _table(make_app, "human,ai:easy", seed=5)
    session = table.session
    _until(app, table, lambda: session.current == 0 and session.state.phase == "main")
    session.apply(market.Pass())  # hand over to the computer, which draws and plays on
    table.reset_table()
    _until(app, table, lambda: session.current == 1 and not table.queue.busy)
    _until(app, table, table.input_enabled, 800)  # the human decides again (a response, or the next turn)
    layer = table.layer
    for key in layer.zones["hand:1"].keys:
        assert layer.faces_seen.get(key) is None, key
    own = [layer.faces_seen.get(k) for k in layer.zones["hand:0"].keys]
    assert own and all(f is not None for f in own)


def test_a_reopened_table_restores_only_what_its_viewer_saw(make_app):
    app, table = _table(make_app, "human,ai:easy", seed=8)
    session = table.session
    _until(app, table, lambda: session.current == 0 and session.state.phase == "main")
    session.apply(market.Pass())
    while session.current != 0 or session.state.phase != "main":
        if session.forced_action() is not None:
            session.apply(session.forced_action())
            continue
        view = session.state.view(session.current)
        session.apply(session.agent_for(session.current).choose(view, session.state.legal_actions()))
    secret = [step.action for step in session.record.steps if step.seat == 1 and isinstance(step.action, market.Draw)]
    assert secret
    again = MarketTable(app, session)
    lines = [e.text for e in again.log.entries]
    bot = session.seats[1].name
    draws = [t for t in lines if t.startswith(f"{bot} moves") and "to hand:1" in t and "from deck" in t]
    assert draws and all("card from deck" in t for t in draws), draws  # never "a 4 from deck"


def test_an_answer_by_another_human_hands_the_screen_over_first(make_app):
    app, table = _table(make_app, "human,human", seed=4)
    session = table.session
    _until(app, table, lambda: isinstance(app.scenes.top, HandoffScene) or table.input_enabled())
    if isinstance(app.scenes.top, HandoffScene):  # the first human of a hot-seat game is handed the screen too
        app.scenes.top.confirm()
        app.scenes.apply_pending()
    _until(app, table, lambda: table.input_enabled() and session.state.phase == "main")
    assert table.viewer == 0
    card = next(a.card for a in table.legal() if isinstance(a, market.Offer))
    table.request(market.Offer(card), table.sprites[str(card)])
    _frames(app, 2)
    assert session.decision.group == "offer" and table.panel.visible
    labels = [c.label for c in table.panel.choices]
    assert labels[0] == "Send the offer" and "Back" in labels
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0))
    _frames(app, 3)
    d = session.decision
    assert d.kind == DecisionKind.ANSWER and d.seat == 1 and d.turn_seat == 0
    assert isinstance(app.scenes.top, HandoffScene), "seat 1 must get the screen before answering"
    assert table.viewer is None, "while the device changes hands nobody's cards show"
    app.scenes.top.confirm()
    app.scenes.apply_pending()
    _frames(app, 2)
    assert table.viewer == 1 and table.input_enabled()
    assert [c.label for c in table.panel.choices][:2] == ["Accept", "Decline"]
    assert "offers you a card" in table.panel.prompt and session.seats[0].name in table.panel.prompt


def test_quick_windows_have_no_think_pause_and_the_computer_answers_at_once(make_app):
    app, table = _table(make_app, "human,ai:easy,ai:easy", seed=11)
    session = table.session
    _until(app, table, lambda: table.input_enabled() and session.state.phase == "main")
    card = next(a.card for a in table.legal() if isinstance(a, market.Play))
    table.request(market.Play(card), table.sprites[str(card)])
    assert session.decision.quick and session.decision.kind == DecisionKind.PRIORITY
    assert table.think_pause(quick=True) == 0.0
    assert table.think_pause(quick=False) > 0.0
    _until(app, table, lambda: session.state.phase != "respond", 60)


def test_a_drag_that_never_sees_its_release_goes_home(make_app):
    app, table = _table(make_app)
    session = table.session
    _until(app, table, lambda: table.input_enabled())
    key = table.layer.zones["hand:0"].keys[0]
    sprite = table.sprites[key]
    home = sprite.pos
    row = table.layer.zones["row:0"].rect
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(home[0]), int(home[1])), button=1))
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(home[0]) + 40, int(home[1]) + 40),
                                          rel=(40, 40), buttons=(1, 0, 0)))
    assert table.drag.dragging
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(1, 1), buttons=(0, 0, 0)))
    assert table.drag.held is None and not table.drag.dragging
    steps = len(session.record.steps)
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.center, button=1))
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=row.center, button=1))
    assert len(session.record.steps) == steps, "a plain click after a lost release plays nothing"


def test_keyboard_reaches_panel_actions_and_enter_plays_them(make_app):
    app, table = _table(make_app, "human,ai:easy", seed=2)
    session = table.session
    _until(app, table, lambda: table.input_enabled() and session.state.phase == "main")
    legal = table.legal()
    for _ in range(len(legal)):
        table.step_choice(1)
        if isinstance(legal[table.choice()], market.Pass):
            break
    assert isinstance(legal[table.choice()], market.Pass)
    assert table.panel.highlighted == market.Pass()
    table.play_choice()
    assert isinstance(session.record.steps[-1].action, market.Pass)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_market_table_draws_at_any_window_size(make_app, size):
    app, table = _table(make_app)
    app.display.resized(size)
    _frames(app, 20)
    assert app.display.canvas.get_size()


def test_a_handoff_rewrites_the_log_as_the_new_viewer_sees_it(make_app):
    """In hot-seat the log shows each human the game as that seat saw it: seat 0 reads its own drawn faces,
    and once seat 1 holds the screen no line private to seat 0 stays on it."""
    app, table = _table(make_app, "human,human", seed=4)
    session = table.session
    _until(app, table, lambda: isinstance(app.scenes.top, HandoffScene) or table.input_enabled())
    if isinstance(app.scenes.top, HandoffScene):
        app.scenes.top.confirm()
        app.scenes.apply_pending()
    _until(app, table, lambda: table.input_enabled() and session.state.phase == "main")

    def told(viewer):
        return [line.text for _, _, events in session.history_events(viewer) for ev in events
                for line in table.narrator.lines(ev, table.names)]

    def shown(count):
        return [e.text for e in table.log.entries][-count:]

    assert told(0) != told(1), "seat 0 drew cards only it has seen"
    assert table.viewer == 0 and shown(len(told(0))) == told(0)
    card = next(a.card for a in table.legal() if isinstance(a, market.Offer))
    table.request(market.Offer(card), table.sprites[str(card)])
    _frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0))
    _frames(app, 3)
    assert isinstance(app.scenes.top, HandoffScene)
    app.scenes.top.confirm()
    app.scenes.apply_pending()
    _frames(app, 2)
    assert table.viewer == 1 and shown(len(told(1))) == told(1)


def test_a_prompt_that_starts_with_a_seat_name_keeps_its_capital(make_app):
    from zooarcade.core.protocol import Decision

    app, table = _table(make_app, "human,ai:easy", seed=2)
    table.names = ["Ann", "Bot Bo"]
    asks = Decision(0, 1, DecisionKind.ANSWER, "{p1} asks you for a card.", quick=True)
    assert table.turn_prompt(asks) == "Ann, answer: Bot Bo asks you for a card"
    plain = Decision(0, 0, DecisionKind.TURN, "Play a card.")
    assert table.turn_prompt(plain) == "Ann, your turn: play a card"
    card = Decision(0, 0, DecisionKind.TARGET, "RACCOON: choose a card worth points.")
    assert table.turn_prompt(card) == "Ann, your turn: RACCOON: choose a card worth points", "a card's name stays"


def test_the_decision_panel_rows_follow_the_frame(make_app):
    """A table with many controls at once asks for compact rows (``TableFrame.panel_row`` / ``panel_gap``)."""
    from zooarcade.ui.table.base import TableFrame
    from zooarcade.ui.table.panel import ROW, DecisionPanel, PanelChoice

    app = make_app()
    choices = [PanelChoice(f"Choice {i}", ((str(i), market.Pass()),)) for i in range(4)]
    area = pygame.Rect(900, 300, 318, 400)
    normal = DecisionPanel(app.font, lambda a: None)
    normal.set("", choices, area)
    compact = DecisionPanel(app.font, lambda a: None, row=30, gap=4)
    compact.set("", choices, area)
    assert normal.buttons[1].rect.y - normal.buttons[0].rect.y == ROW + 8
    assert compact.buttons[1].rect.y - compact.buttons[0].rect.y == 34 and compact.buttons[0].rect.h == 30
    assert compact.rect.h < normal.rect.h and compact.rect.bottom == area.bottom
    assert TableFrame().panel_row == ROW and TableFrame(panel_row=30).panel_row == 30


def test_a_wide_choice_gives_its_cycler_two_thirds_of_the_row(make_app):
    from zooarcade.ui.table.panel import DecisionPanel, PanelChoice

    app = make_app()
    area = pygame.Rect(900, 300, 318, 400)
    options = (("Palm Court \u2192 Rainforest", market.Pass()), ("Duck Pond \u2192 Reed Bank", market.Back()))
    panel = DecisionPanel(app.font, lambda a: None)
    panel.set("", [PanelChoice("Plain", options), PanelChoice("Wide", options, wide=True)], area)
    plain, wide = panel.cyclers
    assert wide.rect.w == (318 - 24) * 2 // 3
    # a narrow cycler widens for long values (up to two thirds), never past the wide one
    assert min(150, (318 - 24) // 2) < plain.rect.w <= wide.rect.w
    assert wide.rect.right == plain.rect.right and panel.buttons[1].rect.right < wide.rect.x
    assert panel.buttons[1].rect.w <= panel.buttons[0].rect.w
    short = (("I", market.Pass()), ("II", market.Back()))
    panel.set("", [PanelChoice("Plain", short)], area)
    assert panel.cyclers[0].rect.w == min(150, (318 - 24) // 2), "short values keep the narrow width"


def test_a_confirm_choice_plays_only_on_a_second_press_by_key_or_click(make_app):
    """A digit meant for a row that has just gone (the rows renumber) must not give up a paid play at once."""
    from zooarcade.ui.table.panel import CONFIRM_LABEL, DecisionPanel, PanelChoice

    app = make_app()
    played = []
    panel = DecisionPanel(app.font, played.append)
    area = pygame.Rect(900, 300, 318, 400)
    choices = [PanelChoice("Pay", (("", market.Pass()),)), PanelChoice("Give up", (("", market.Back()),), "danger",
                                                                      confirm=True)]
    panel.set("", choices, area)
    key2 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")
    assert panel.handle_event(key2) and played == []  # armed, not played
    assert panel.buttons[1].text == CONFIRM_LABEL
    assert panel.handle_event(key2) and played == [market.Back()]
    # a new decision disarms it; a click arms it the same way
    panel.set("next", choices, area)
    assert panel.armed is None and panel.buttons[1].text == "Give up"
    centre = panel.buttons[1].rect.center
    for _ in range(2):
        panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
        panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
    assert played == [market.Back(), market.Back()]
    # a plain control plays at once
    panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    assert played[-1] == market.Pass()


# ---------------------------------------------------------------------- additions for games played in rounds (ZOP ZOO)
class RoundMarketTable(MarketTable):
    """The market table with a round-end sheet and a click that plays a hand card at once."""

    opened = 0

    def round_sheet(self, ev):
        from zooarcade.ui.table.rounds import RoundSheet, TallyLine

        self.opened += 1
        points = tuple(ev.data.get("points", [0] * self.n))
        lines = tuple((TallyLine("banked", p),) for p in points)
        return RoundSheet(int(ev.data.get("round", 1)), "Round over", tuple(self.names), lines, points,
                          tuple(ev.data.get("totals", points)), ((int(ev.data.get("round", 1)), points),))

    def click_action(self, sprite):
        legal = [a for a in self.legal() if isinstance(a, market.Play) and str(a.card) == sprite.key]
        return legal[0] if legal else None


def _round_table(make_app, seats: str, seed: int = 3):
    app = make_app()
    app.settings.animation_speed = "instant"
    session = GameSession(MatchSetup("keepers_market", parse_seats(seats), seed), spec=market.spec())
    table = RoundMarketTable(app, session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    return app, table


def test_the_round_sheet_holds_forced_steps_until_the_player_continues(make_app):
    from zooarcade.core.events import Event, EventKind

    app, table = _round_table(make_app, "human,ai:easy")
    session = table.session
    assert session.decision.forced and not session.record.steps
    ev = Event(EventKind.ROUND_END, 0, {"round": 1, "points": [3, 1], "totals": [3, 1], "winner": 0})
    assert table.open_round_end(ev) and table.round_summary.is_open
    assert table.round_summary.auto_close is None, "a human at the table: the sheet waits for them"
    _frames(app, 20)
    assert not session.record.steps, "no forced step while the sheet is up"
    assert not table.input_enabled()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    _frames(app, 1)
    assert not table.round_summary.is_open
    _until(app, table, lambda: bool(session.record.steps))
    assert isinstance(session.record.steps[0].action, market.Draw)


def test_a_computer_only_game_closes_each_round_sheet_by_itself(make_app):
    app, table = _round_table(make_app, "ai:easy,ai:easy", seed=6)
    session = table.session
    _until(app, table, lambda: table.end_timer is not None or session.state.is_terminal() and not table.queue.busy,
           3000)
    assert table.opened == len(session.state.round_results()) >= 2
    assert not table.round_summary.is_open


def test_a_table_without_a_round_sheet_plays_on_at_a_round_end(make_app):
    app, table = _table(make_app, "ai:easy,ai:easy", seed=6)
    _until(app, table, lambda: table.session.state.is_terminal() and not table.queue.busy, 3000)
    assert table.round_summary.sheet is None


def test_a_click_plays_what_click_action_names_and_otherwise_selects(make_app):
    app, table = _round_table(make_app, "human,ai:easy", seed=2)
    session = table.session
    _until(app, table, lambda: table.input_enabled() and session.state.phase == "main")
    card = next(a.card for a in table.legal() if isinstance(a, market.Play))
    sprite = table.sprites[str(card)]
    steps = len(session.record.steps)
    pos = (int(sprite.pos[0]), int(sprite.pos[1]))
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert session.record.steps[steps].action == market.Play(card)
    assert table.drag.selected is None
    app2, plain = _table(make_app, "human,ai:easy", seed=2)
    _until(app2, plain, lambda: plain.input_enabled() and plain.session.state.phase == "main")
    sprite = plain.sprites[str(card)]
    steps = len(plain.session.record.steps)
    pos = (int(sprite.pos[0]), int(sprite.pos[1]))
    plain.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    plain.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert len(plain.session.record.steps) == steps and plain.drag.selected is sprite


def test_lit_targets_can_be_drawn_over_the_pieces(make_app, monkeypatch):
    app, table = _table(make_app)
    order: list[str] = []
    monkeypatch.setattr(table, "_draw_highlights", lambda surface: order.append("lit"))
    sprite = next(iter(table.sprites.values()))
    monkeypatch.setattr(type(sprite), "draw", lambda self, *a, **k: order.append("card"))
    table.draw(app.display.canvas)
    assert order[0] == "lit"
    order.clear()
    table.highlights_over_pieces = True
    table.draw(app.display.canvas)
    assert order.index("lit") > order.index("card")


def test_a_sprite_refaced_at_the_same_scale_draws_its_new_face():
    from zooarcade.ui import gfx
    from zooarcade.ui.cards import CardSprite

    back = gfx.Drawing((40, 60), lambda c: c.fill((0, 0, 0)))
    face = gfx.Drawing((40, 60), lambda c: c.fill((255, 255, 255)))
    sprite = CardSprite("x", back, scale=0.5)
    first = sprite._drawn_image()
    sprite.image = face
    again = sprite._drawn_image()
    assert again is not first
    assert tuple(again.pixels(1.0).get_at((5, 5)))[:3] == (255, 255, 255)


def test_a_card_resting_at_a_scale_keeps_its_stretched_shadow(make_app):
    from zooarcade.ui import gfx
    from zooarcade.ui.cards import CardSprite, ShadowCache

    app = make_app()
    sprite = CardSprite("x", gfx.Drawing((40, 60), lambda c: c.fill((200, 0, 0))), pos=(100, 100), scale=0.6)
    shadows = ShadowCache()
    sprite.draw(app.display.canvas, shadows)
    first = sprite._shadow
    sprite.draw(app.display.canvas, shadows)
    assert first is not None and sprite._shadow is first, "the same stretched shadow is drawn again"
    sprite.scale = 0.8
    sprite.draw(app.display.canvas, shadows)
    assert sprite._shadow is not first


def test_at_instant_speed_a_humans_round_sheet_shows_complete_and_waits_for_them(make_app):
    from zooarcade.core.events import Event, EventKind

    app, table = _round_table(make_app, "human,ai:easy")
    ev = Event(EventKind.ROUND_END, 0, {"round": 1, "points": [3, 1], "totals": [3, 1], "winner": 0})
    assert table.open_round_end(ev)
    assert table.round_summary.timeout is None and table.round_summary.auto_close is None
    _frames(app, 300)
    assert table.round_summary.is_open, "the scores wait for the player, also at instant speed"
    assert table.round_summary.tally_done(), "at instant speed the tally shows complete at once"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    _frames(app, 2)
    assert not table.round_summary.is_open


def test_a_round_sheet_column_takes_the_longest_form_at_which_all_its_labels_fit(make_app):
    from zooarcade.ui.table.rounds import RoundSummary, TallyLine
    from zooarcade.ui.text import TextCache

    app = make_app()
    summary = RoundSummary(TextCache(app.font), app.font)
    long = TallyLine("Side Bonus ARACHNID beside the row", 55, short="ARACHNID bonus", tiny="ARACHNID")
    lion = TallyLine("Lion matched", 10, short="Lion")
    assert summary.fit_column([long, lion], [400, 400], 13) == [(long.label, 13), ("Lion matched", 13)]
    room = app.font("text", 13).size("ARACHNID bonus")[0] + 2
    # the long label does not fit: the whole column goes short, the Lion line too (one form per column)
    assert summary.fit_column([long, lion], [room, room], 13) == [("ARACHNID bonus", 13), ("Lion", 13)]
    tiny = app.font("text", 13).size("ARACHNID")[0] + 2
    assert summary.fit_column([long, lion], [tiny, tiny], 13) == [("ARACHNID", 13), ("Lion", 13)]
    text, _ = summary.fit_column([long], [8], 13)[0]
    assert text.endswith("\u2026"), "even the tiny form is cut when nothing fits"
