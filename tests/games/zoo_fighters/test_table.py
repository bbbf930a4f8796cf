"""UI tests of the Zoo Fighters II table, driven by synthetic window events and ``app.step`` only.

Positions come from the table's own geometry (logical pixels), posted in window pixels, so the same
helpers work at any window size.  Drag code reads ``event.pos`` (posted events do not move the mouse).
"""

from __future__ import annotations

import pygame
import pytest

from tests.games.zoo_fighters.table_helpers import (
    DT,
    MousePlayer,
    back_center,
    click,
    drag,
    human_vs_ai,
    make_table,
    press_panel,
    sprite_center,
    wait_human,
)
from zooarcade.core.protocol import DecisionKind
from zooarcade.games.registry import game_info
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.games.zoo_fighters.scene import FightersTable
from zooarcade.session import SeatConfig
from zooarcade.ui.handoff import HandoffScene


def test_the_game_is_playable_in_the_arcade():
    info = game_info("zoo_fighters")
    assert info.built and info.entry.rules_pages is not None
    assert (info.min_players, info.max_players) == (2, 6)


def test_a_whole_game_against_the_computer_through_the_mouse(make_app):
    """Drags of Special Moves, payments from the own hand and from the neighbour's backs, responses in
    priority windows, choices and ends of turn: all made with posted mouse events; the results follow."""
    app = make_app()
    table, session = human_vs_ai(app, seed=1)
    assert isinstance(table, FightersTable)
    player = MousePlayer(app, table, session)
    turns = 0
    while wait_human(app, table, session):
        player.step()
        turns += 1
        assert turns < 400
    assert session.state.is_terminal()
    for kind in ("drag_move", "pay_hand", "pay_take", "response", "end_turn"):
        assert player.did.get(kind, 0) > 0, (kind, player.did)
    for _ in range(300):
        if app.scenes.top is not table:
            break
        app.step(DT)
    assert type(app.scenes.top).__name__ == "ResultsScene"


def _first_payment(app, seed=1, options=None):
    table, session = human_vs_ai(app, seed=seed, options=options)
    assert wait_human(app, table, session)
    move = next(a for a in table.legal() if isinstance(a, A.Declare) and a.what == "move")
    sprite = table.layer.sprites[str(move.card)]
    assert f"moves:{session.current}" in table.legal_targets(sprite), "the drop place of a Special Move lights up"
    drag(app, table, sprite.rect.center, table.target_rects()[f"moves:{session.current}"].center)
    assert session.decision.kind == DecisionKind.PAY and session.decision.seat == 0
    return table, session, move


def test_a_payment_from_the_neighbours_back_and_from_the_hand(make_app):
    app = make_app()
    table, session, move = _first_payment(app)
    assert wait_human(app, table, session)
    pay = table.payment()
    assert pay is not None and pay.item is not None and pay.item.card == move.card
    labels = [c.label for c in table.panel.choices]
    assert "Give up (the play fails)" in labels
    give_up = next(c for c in table.panel.choices if c.label.startswith("Give up"))
    assert give_up.confirm, "giving up a paid play asks for a second press"
    assert any(isinstance(a, A.PayTake) for c in table.panel.choices for a in c.actions)
    take = next(a for a in table.legal() if isinstance(a, A.PayTake))
    hand_before = len(session.state.hands[take.seat])
    click(app, table, back_center(table, take.seat, take.colour))
    assert session.record.steps[-1].action == take or len(session.state.hands[take.seat]) < hand_before
    assert any(s.action == take for s in session.record.steps)
    assert wait_human(app, table, session)
    if session.decision.kind == DecisionKind.PAY:
        own = next((a for a in table.legal() if isinstance(a, A.PayHand)), None)
        if own is not None:
            click(app, table, sprite_center(table, own.card))
            assert any(s.action == own for s in session.record.steps)


def test_the_payment_panel_shows_the_reprisal_risk_and_back_takes_a_step_back(make_app):
    app = make_app()
    table, session, _ = _first_payment(app, seed=3, options={"fighter1": "tusk"})
    assert wait_human(app, table, session)
    take = next(c for c in table.panel.choices if any(isinstance(a, A.PayTake) for a in c.actions))
    # each back colour of the neighbour's hand with the chance (from what Ann has seen) that it bites back
    assert all(label.endswith("%") or label.endswith("safe") for label, _ in take.options), take.options
    assert any(label.endswith("%") for label, _ in take.options), take.options
    exhaust = next(a for a in table.legal() if isinstance(a, A.PayExhaust))
    steps = len(session.record.steps)
    press_panel(app, table, exhaust)  # a Chi generator: nothing is revealed, so the step can be taken back
    assert len(session.record.steps) == steps + 1 and exhaust.source in session.state.exhausted
    assert wait_human(app, table, session)
    back = next(c for c in table.panel.choices if c.label.startswith("Back"))
    press_panel(app, table, back.actions[0])
    assert len(session.record.steps) == steps, "Back takes the payment step back"
    assert exhaust.source not in session.state.exhausted


def test_hovering_a_stack_row_anywhere_previews_its_card(make_app):
    """The stack lists a card per row (name, kind, controller): the whole row, not only its small icon, shows it."""
    app = make_app()
    table, session = human_vs_ai(app, seed=1)
    player = MousePlayer(app, table, session)
    while wait_human(app, table, session):
        view = table.view
        rows = [(row, item) for row, item in enumerate(reversed(view.stack))
                if str(item.card) in table.layer.sprites]
        if rows:
            row, item = rows[0]
            r = table.layout.stack_row(row)
            target = table.find_hover((r.right - 12, r.centery))  # the row's far end, away from the icon
            assert target is not None and target.sprite == str(item.card)
            return
        player.step()
    pytest.fail("no stack item came up")


def test_a_response_is_made_in_the_panel_of_a_priority_window(make_app):
    app = make_app()
    table, session = human_vs_ai(app, seed=1)
    player = MousePlayer(app, table, session)
    while wait_human(app, table, session):
        d = session.decision
        if d.kind == DecisionKind.PRIORITY and any(not isinstance(a, A.Pass) for a in table.legal()):
            assert d.quick
            labels = [c.label for c in table.panel.choices]
            assert "Pass" in labels and len(labels) >= 2
            response = next(a for a in table.legal() if not isinstance(a, A.Pass))
            press_panel(app, table, response)
            assert any(s.action == response and s.seat == 0 for s in session.record.steps)
            return
        player.step()
    pytest.fail("no response window with a response came up")


def _visible_faces(table, seat):
    layer = table.layer
    return [k for k in layer.zones[f"hand:{seat}"].keys if layer.faces_seen.get(k) is not None]


def test_hot_seat_three_humans_hand_over_before_each_decision_and_never_show_other_hands(make_app):
    app = make_app()
    seats = [SeatConfig("Ann"), SeatConfig("Bea"), SeatConfig("Cid")]
    table, session = make_table(app, seats, seed=5)
    handoffs = 0
    looked: int | None = None
    decisions = 0
    for _ in range(6000):
        if session.state.is_terminal() or decisions >= 40:
            break
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            # while the device changes hands the table shows public facts only: every hand face down
            assert table.viewer is None
            for s in range(3):
                assert _visible_faces(table, s) == [], "a face showed while the device changed hands"
            handoffs += 1
            top.confirm()
            app.scenes.apply_pending()
            app.step(DT)
            looked = table.viewer
            continue
        if table.input_enabled():
            seat = session.current
            assert table.viewer == seat == looked, "a human decided without the screen being handed to them"
            view = session.view_for(seat)
            for s in range(3):
                if s == seat:
                    assert len(_visible_faces(table, s)) == len(view.hands[s])
                    continue
                known = {str(c) for c in view.hands[s] if c is not None}
                assert set(_visible_faces(table, s)) <= known, "another hand's face showed"
            legal = table.legal()
            action = next((a for a in legal if isinstance(a, A.EndTurn | A.Pass | A.PayHand)), legal[0])
            table.request(action, None)
            decisions += 1
            app.step(DT)
            continue
        app.step(DT)
    assert decisions >= 10 and handoffs >= 3


def test_save_and_continue_mid_game(make_app):
    app = make_app()
    table, session = human_vs_ai(app, seed=3)
    player = MousePlayer(app, table, session)
    for _ in range(6):
        assert wait_human(app, table, session)
        player.step()
    assert wait_human(app, table, session)
    fingerprint = session.state.fingerprint()
    app2 = make_app()
    from zooarcade.scenes.title import TitleScene

    title = TitleScene(app2)
    app2.scenes.reset(title)
    app2.scenes.apply_pending()
    app2.step(DT)
    assert title.latest is not None
    title.continue_game()
    app2.scenes.apply_pending()
    app2.step(DT)
    again = app2.scenes.top
    assert isinstance(again, FightersTable)
    assert again.session.state.fingerprint() == fingerprint
    assert wait_human(app2, again, again.session)
    before = len(again.session.record.steps)
    MousePlayer(app2, again, again.session).step()
    assert len(again.session.record.steps) > before


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (320, 200), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 6])
def test_every_size_draws(make_app, size, players):
    app = make_app(size=size)
    seats = [SeatConfig("Ann")] + [SeatConfig(f"Bot {i}", "ai", "easy") for i in range(1, players)]
    table, session = make_table(app, seats, seed=7)
    for _ in range(40):
        app.step(DT)
    post_pos = table.to_window(table.seat_box(table.bottom).hand.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=post_pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(20):
        app.step(0.1)
    table.guide_open = True
    app.step(DT)
    assert app.display.window.get_size()[0] > 0


def _forced_priority_for_the_human(app, ask):
    app.settings.ask_every_window = ask
    app.settings.ai_think_time = {"easy": 0.05, "normal": 0.05, "hard": 0.05}
    table, session = human_vs_ai(app, seed=1, speed="fast")  # a forced step then waits a visible moment
    for _ in range(4000):
        d = session.decision
        if d is None:
            break
        if d.seat == 0 and d.kind == DecisionKind.PRIORITY and d.forced and not table.queue.busy \
                and app.scenes.top is table:
            return table, session
        if table.input_enabled():
            MousePlayer(app, table, session, respond=False).step()
            continue
        app.step(DT)
    pytest.fail("no forced priority window came to the human")


def test_ask_every_window_on_asks_a_human_with_no_response(make_app):
    app = make_app()
    table, session = _forced_priority_for_the_human(app, ask=True)
    steps = len(session.record.steps)
    for _ in range(10):
        app.step(DT)
    assert len(session.record.steps) == steps, "with the setting on, the pass waits for the player"
    assert table.input_enabled()
    assert [c.label for c in table.panel.choices] == ["Pass"]
    press_panel(app, table, A.PASS)
    assert session.record.steps[steps].action == A.PASS


def test_ask_every_window_off_plays_the_pass_for_the_human(make_app):
    app = make_app()
    app.settings.ask_every_window = False
    table, session = human_vs_ai(app, seed=1, speed="fast")
    played = []
    real = table.play_action

    def spy(action, sprite=None):
        d = session.decision
        if d.seat == 0 and d.kind == DecisionKind.PRIORITY and d.forced:
            played.append((action, sprite, table.asks_human(), table.input_enabled()))
        return real(action, sprite)

    table.play_action = spy
    player = MousePlayer(app, table, session, respond=False)
    for _ in range(4000):
        if played or session.state.is_terminal():
            break
        if table.input_enabled():
            d = session.decision
            assert not (d.kind == DecisionKind.PRIORITY and d.forced), "a forced pass waited for the player"
            player.step()
            continue
        app.step(DT)
    assert played, "no forced pass came to the human"
    action, sprite, asked, enabled = played[0]
    assert action == A.PASS and sprite is None and not asked and not enabled, "the kit played it, nobody clicked"


def _key(app, key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.step(DT)


def test_keyboard_paths_declare_pay_and_open_the_guide(make_app):
    """Tab chooses among every legal action (hand plays included), Enter plays; digits press the payment
    panel's controls; G opens and closes the Guide Card of your fighter."""
    app = make_app()
    table, session = human_vs_ai(app, seed=3, options={"fighter1": "tusk"})
    assert wait_human(app, table, session)
    _key(app, pygame.K_g)
    assert table.guide_open
    _key(app, pygame.K_g)
    assert not table.guide_open
    legal = table.legal()
    target = next(a for a in legal if isinstance(a, A.Declare) and a.what == "move")
    for _ in range(len(legal)):
        _key(app, pygame.K_TAB)
        if table.choice() is not None and legal[table.choice()] == target:
            break
    assert legal[table.choice()] == target
    _key(app, pygame.K_RETURN)
    assert session.record.steps[-1].action == target
    assert wait_human(app, table, session) and session.decision.kind == DecisionKind.PAY
    first = table.panel.action_of(0)
    steps = len(session.record.steps)
    _key(app, pygame.K_1)
    assert len(session.record.steps) == steps + 1 and session.record.steps[steps].action == first


def _first_event(kind, players=3):
    """A real event of ``kind`` from a seeded random game (as the seat it concerns sees it)."""
    from zooarcade.core.rng import Rng
    from zooarcade.games.zoo_fighters.rules import new_game

    for seed in range(1, 60):
        state, rng = new_game(players, None, seed), Rng.from_seed(seed)
        while not state.is_terminal():
            for ev in state.apply(rng.choice(state.legal_actions())):
                if ev.kind == kind:
                    return ev
    raise AssertionError(f"no {kind} event came up")


@pytest.mark.parametrize("kind", ["reprisal_hits", "prevent", "cancel", "direction"])
def test_reprisals_and_cancels_flash_on_the_table(make_app, kind):
    app = make_app()
    table, session = human_vs_ai(app, seed=1, speed="normal")
    ev = _first_event(kind)
    table.animate([ev], human=False)
    for _ in range(3):
        app.step(DT)
    assert table.flashes and table.flashes[0].label in ("Reprisal!", "Prevented", "Cancelled", "Play turns around!")
    for _ in range(60):
        app.step(DT)
    assert not table.flashes, "the flash fades"


def test_a_hand_of_twenty_cards_fits_the_fan_and_every_card_can_be_pointed_at(make_app):
    app = make_app()
    table, session = human_vs_ai(app, seed=2)
    state = session.state.clone()
    while len(state.hands[0]) < 20:
        state._hand_add(0, state.deck.pop())
    state.validate()
    session.state = state
    table.rebuild(session.view_for(0))
    zone = table.layer.zones["hand:0"]
    assert len(zone.keys) == 20
    rects = [zone.card_rect(s) for s in zone.slots().values()]
    assert all(table.seat_box(0).hand.inflate(2, 30).contains(r) for r in rects)
    assert zone.step() >= 20, "each card keeps a strip wide enough to point at"
    for key in zone.keys:
        slot = zone.slots()[key]
        assert zone.key_at((slot.center[0] - zone.card_size[0] * zone.scale / 2 + 4, slot.center[1])) == key


def test_pointing_at_a_card_shows_it_large_with_its_text(make_app):
    app = make_app()
    table, session = human_vs_ai(app, seed=2)
    assert wait_human(app, table, session)
    key = table.layer.zones["hand:0"].keys[-1]
    card = int(str(key))
    pos = table.to_window(table.layer.sprites[key].rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(20):
        app.step(DT)
    assert table.preview.shown
    lines = table.preview.target.lines
    d = session.state.defs[card]
    assert lines[0] == d.name and any(d.text[:20] in line or line in d.text for line in lines[1:])


def test_the_final_stretch_banner_and_direction_chip_fit_their_words(make_app):
    """A long seat name once ran the final-stretch words past a fixed-width banner (rule 12)."""
    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Professor Bartholomew", "ai", "easy")], 1,
                                None, "instant")
    assert table.stretch_banner() is None
    table.view.trigger = 1
    banner, words = table.stretch_banner()
    font = app.font("bold", 14)
    assert "Professor Bartholomew" in words and font.size(words)[0] + 20 <= banner.w
    assert banner.w <= table.layout.centre.w
    table.view.direction = -1
    table.draw(app.display.canvas)  # draws the banner and the "counter-clockwise" chip without error
