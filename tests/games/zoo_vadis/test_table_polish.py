"""Zoo Vadis table polish: ask a seat by clicking it, refusals in the rules' words, labels that fit.

Driven with synthetic mouse events at window pixels (``tablehelpers``); positions come from seeded
random play (every seat's action applied through the session) up to the moment a test needs.
"""

from __future__ import annotations

import pytest

from tests.games.zoo_vadis.tablehelpers import click, drag, frames, open_session, panel_labels, press
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis.actions import Ask, Compose
from zooarcade.session import GameSession, MatchSetup, SeatConfig, parse_seats
from zooarcade.ui.table.panel import BADGE_ROOM, LABEL_MARGIN


def _composing(players: int, seed: int, name: str | None = None) -> GameSession:
    """A session where seat 0 (the human) builds a deal that still needs other seats' votes (the computers
    all called ``name`` when given)."""
    seats = parse_seats(",".join(["human"] + ["ai:easy"] * (players - 1)))
    if name is not None:
        seats = [seats[0], *(SeatConfig(f"{name} {i}", "ai", "easy") for i in range(1, players))]
    for attempt in range(40):
        session = GameSession(MatchSetup("zoo_vadis", seats, seed + attempt))
        rng = Rng.from_seed(seed + attempt)
        for _ in range(400):
            s = session.state
            if s.is_terminal():
                break
            legal = s.legal_actions()
            asked = {a.seat for a in legal if isinstance(a, Ask)}
            if s.current_player == 0 and s.phase == "compose" and len(asked) >= 2:
                return session
            if s.current_player == 0 and s.phase == "turn":  # head for a deal with votes
                advances = [a for a in legal if isinstance(a, Compose) and a.piece == "animal" and not a.tunnel]
                legal = advances or legal
            session.apply(rng.choice(legal))
    raise AssertionError("no position with a deal to ask in")


@pytest.mark.parametrize("players", [3, 7])
def test_clicking_a_seat_panel_asks_that_seat(make_app, players):
    session = _composing(players, seed=20 + players)
    app, table = open_session(make_app, session)
    askable = table.askable_seats()
    assert len(askable) >= 2 and 0 not in askable
    seat = askable[-1]
    expected = table.ask_for(seat)
    assert expected is not None
    d = session.state.draft
    missing = d.need - d.planned_votes()
    assert expected.votes == min(max(1, missing), session.state.animals[d.src][seat]), "the votes still missing"
    steps = len(session.record.steps)
    click(app, table.layout.seat_rect(seat).center)
    assert len(session.record.steps) == steps + 1
    assert session.record.steps[-1].action == expected
    assert session.state.phase == "offer", "the offer for that ask comes next, in the panel"
    assert any(label.startswith("Offer") for label in panel_labels(table))


def test_clicking_a_piece_of_a_seat_asks_it_and_the_panel_still_works(make_app):
    session = _composing(3, seed=40)
    app, table = open_session(make_app, session)
    seat = table.askable_seats()[0]
    d = session.state.draft
    piece = next(sp for k, sp in table.sprites.items() if str(k).startswith(f"a{seat}.") and sp.visible
                 and table.slots.where(str(k))[0] == f"X{d.src}")
    click(app, piece.rect.center)
    last = session.record.steps[-1].action
    assert isinstance(last, Ask) and last.seat == seat
    press(app, table, "Offer")
    assert session.state.phase == "compose"
    other = [s for s in table.askable_seats() if s != seat]
    if other:  # the panel's Ask controls are still there for the rest
        labels = panel_labels(table)
        assert any(label.startswith("Ask") for label in labels), labels


def test_a_click_on_a_seat_outside_a_deal_does_nothing(make_app):
    session = _composing(3, seed=60)
    app, table = open_session(make_app, session)
    press(app, table, "Back out")
    assert session.state.phase == "turn" and table.askable_seats() == []
    steps = len(session.record.steps)
    click(app, table.layout.seat_rect(1).center)
    assert len(session.record.steps) == steps


def test_a_refused_drop_tells_the_rules_reason(make_app):
    seats = parse_seats("human,ai:easy,ai:easy")
    session = GameSession(MatchSetup("zoo_vadis", seats, 5))
    rng = Rng.from_seed(5)
    for _ in range(2000):
        s = session.state
        if s.current_player == 0 and s.phase == "turn" and s.animals[1][0]:
            break
        session.apply(rng.choice(s.legal_actions()))
    else:
        raise AssertionError("no turn with an animal of seat 0 in Big Meadow")
    app, table = open_session(make_app, session)
    key = table.slots.top(0, "X1")
    assert key is not None
    drag(app, table.sprites[key].rect.center, table.target_center("X13"))
    assert table.toast is not None
    assert table.toast[0] == session.state.explain(Compose("animal", "X1", "X13", True))
    assert table.toast[0].startswith("No path leads from Big Meadow to Star Exhibit: its paths lead up to"), table.toast


LONG = "Bartholomew Featherstonehaugh"


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_a_label_cut_in_the_panel_shows_in_full_as_a_tooltip(make_app, size):
    session = _composing(7, seed=27, name=LONG)
    app, table = open_session(make_app, session, size=size)
    assert table.panel.cut, [c.label for c in table.panel.choices]
    for i, full in table.panel.cut.items():
        button = table.panel.buttons[i]
        assert button.text.endswith("\u2026") and full == table.panel.choices[i].label
        font = app.font("display", button.font_size)
        room = button.rect.w - BADGE_ROOM - 2 * LABEL_MARGIN  # the label's room beside the digit badge
        assert font.size(button.text)[0] <= room, "the cut label fits its button"
        key = table.hover_at(button.rect.center)
        assert table.tooltip_lines(key) == [full]


#: an ask's words long enough to wrap onto a second row of the deal strip.
WORDY = "1 vote for a token III and two tokens I, with a promise of support on a later turn"


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_a_deal_asking_every_seat_fits_its_strip_and_reads_in_full_as_a_tooltip(make_app, size):
    session = _composing(7, seed=27)
    app, table = open_session(make_app, session, size=size)
    press(app, table, "Back out")
    table.last_deal = {"seat": 1, "what": "an animal: Big Meadow \u2192 Sand Pit", "outcome": "failed",
                       "asks": [[s, WORDY, f"counter: {s + 1}"] for s in range(7) if s != 1]}
    frames(app, 2)
    lines = table.deal_overflow
    assert lines is not None and lines[0] == "An animal: Big Meadow \u2192 Sand Pit"
    assert [f"{table.name(s)}: {WORDY} \u2014 counter: {s + 1}" for s in range(7) if s != 1] == lines[1:7]
    assert table.hover_at(table.layout.deal_rect.center) == "deal"
    assert table.tooltip_lines("deal") == lines
    table.last_deal = {"seat": 1, "what": "an animal: Big Meadow \u2192 Sand Pit", "outcome": "done",
                       "asks": [[2, "1 vote", "accepts"]]}
    frames(app, 2)
    assert table.deal_overflow is None or all(len(line) < 70 for line in table.deal_overflow)


def test_pressing_a_piece_that_cannot_move_says_why(make_app):
    """A real-window play test pressed a Marmoset that could not leave its exhibit (too few votes there):
    it did not lift and nothing said why.  Now the rules' reason shows as a toast."""
    seats = parse_seats("human,ai:easy,ai:easy")
    session = GameSession(MatchSetup("zoo_vadis", seats, 5))
    rng = Rng.from_seed(5)
    app = table = None
    for _ in range(2000):
        s = session.state
        if s.current_player == 0 and s.phase == "turn":
            app, table = open_session(make_app, session)
            sources = {table.source_key(a) for a in table.legal()}
            stuck = [k for k in table.sprites if str(k).startswith("a0.") and k not in sources
                     and table._piece_place(k) is not None]
            if stuck:
                break
            app = table = None
        session.apply(rng.choice(s.legal_actions()))
    assert table is not None, "no turn with a stuck animal of seat 0"
    key = stuck[0]
    src = table._piece_place(key)
    first = next(e.dst for e in table.graph.edges if e.src == src and e.kind == "path")
    steps = len(session.record.steps)
    click(app, table.sprites[key].rect.center)
    assert len(session.record.steps) == steps
    assert table.toast is not None, "the press said nothing"
    assert table.toast[0] == session.state.explain(Compose("animal", src, first, False))
