"""Helpers for the Zoo Fighters II table tests: synthetic mouse events in window pixels, and a human policy
that plays every kind of decision through the mouse (drags, clicks on cards and seats, panel buttons)."""

from __future__ import annotations

from tests.uihelpers import click as ui_click
from tests.uihelpers import drag as ui_drag
from zooarcade.core.protocol import DecisionKind
from zooarcade.games.zoo_fighters import actions as A
from zooarcade.session import GameSession, MatchSetup, SeatConfig

DT = 1 / 30


def click(app, table, pos):
    """Press and release at logical ``pos`` (posted in window pixels)."""
    ui_click(app, pos)


def drag(app, table, start, end, steps=4):
    """Press at logical ``start``, move to ``end`` in ``steps`` motions, release (window pixels)."""
    ui_drag(app, start, end, steps)


def make_table(app, seats, seed=1, options=None, speed="instant"):
    app.settings.animation_speed = speed
    session = GameSession(MatchSetup("zoo_fighters", seats, seed=seed, options=options or {}))
    table = app.make_table(session)
    app.scenes.reset(table)
    app.scenes.apply_pending()
    app.step(DT)
    return table, session


def table_at(app, seats, state):
    """``(table, session)``: :func:`make_table` for ``seats``, then the session set to the built position
    ``state`` (a :class:`FightersState`, e.g. from ``helpers.build``) and the table re-laid for it."""
    table, session = make_table(app, seats)
    session.state = state
    table.reset_table()
    return table, session


def human_vs_ai(app, seed=1, level="easy", options=None, speed="instant"):
    return make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", level)], seed, options, speed)


def wait_human(app, table, session, limit=3000):
    """Step frames until a human may act (True) or the game is over (False)."""
    for _ in range(limit):
        if session.state.is_terminal():
            return False
        if app.scenes.top is not table:
            confirm = getattr(app.scenes.top, "confirm", None)
            if confirm is None:
                return False
            confirm()
            app.scenes.apply_pending()
        if table.input_enabled():
            return True
        app.step(DT)
    raise AssertionError("no human decision came")


def press_panel(app, table, action):
    """Click the panel control that plays ``action`` (turning its value cycler to it first)."""
    table._refresh_panel()
    for i, choice in enumerate(table.panel.choices):
        if action in choice.actions:
            table.panel.show(action)
            click(app, table, table.panel.buttons[i].rect.center)
            return
    raise AssertionError(f"{action} is not in the panel: {[c.label for c in table.panel.choices]}")


def sprite_center(table, card):
    return table.layer.sprites[str(card)].rect.center


def back_center(table, seat, colour):
    """Centre of a face-down card of back ``colour`` in ``seat``'s hand (what a payer clicks)."""
    layer = table.layer
    zone = layer.zones[f"hand:{seat}"]
    for key in reversed(zone.keys):
        if layer.backs.get(key) == str(colour):
            return layer.sprites[key].rect.center
    raise AssertionError(f"no {colour} back in seat {seat}'s hand")


class MousePlayer:
    """Plays the human seats through the mouse; counts what it did by kind in :attr:`did`."""

    def __init__(self, app, table, session, respond=True):
        self.app, self.table, self.session = app, table, session
        self.respond = respond
        self.did: dict[str, int] = {}

    def count(self, what):
        self.did[what] = self.did.get(what, 0) + 1

    def step(self):
        app, table, session = self.app, self.table, self.session
        d = session.decision
        legal = table.legal()
        before = len(session.record.steps)
        if d.kind == DecisionKind.TURN:
            moves = [a for a in legal if isinstance(a, A.Declare) and a.what == "move"]
            if moves:
                self.count("drag_move")
                drag(app, table, sprite_center(table, moves[0].card), table.target_rects()[f"moves:{d.seat}"].center)
            else:
                self.count("end_turn")
                press_panel(app, table, A.END_TURN)
        elif d.kind == DecisionKind.PAY:
            takes = [a for a in legal if isinstance(a, A.PayTake)]
            hand = [a for a in legal if isinstance(a, A.PayHand)]
            if takes and self.did.get("pay_take", 0) <= self.did.get("pay_hand", 0):
                self.count("pay_take")
                click(app, table, back_center(table, takes[0].seat, takes[0].colour))
            elif hand:
                self.count("pay_hand")
                click(app, table, sprite_center(table, hand[0].card))
            else:
                other = next((a for a in legal if not isinstance(a, A.GiveUp)), A.GIVE_UP)
                self.count("pay_panel")
                press_panel(app, table, other)
        elif d.kind == DecisionKind.PRIORITY:
            responses = [a for a in legal if not isinstance(a, A.Pass)]
            if responses and self.respond:
                self.count("response")
                press_panel(app, table, responses[0])
            else:
                self.count("pass")
                press_panel(app, table, A.PASS)
        else:
            self.count("choose")
            press_panel(app, table, legal[0])
        assert len(session.record.steps) > before, f"the mouse did not play at {d} (legal {legal[:6]})"
