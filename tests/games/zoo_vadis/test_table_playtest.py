"""Zoo Vadis table, the play test's items: a dropped piece whose advance needs no vote goes at once (no "Send the
deal" click) and Undo takes the send and the drop back together, while an advance with something left to decide
still waits; the deal strip wraps its lines instead of cutting them; exhibit names are legible at 1280x720."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from tests.games.zoo_vadis.tablehelpers import drag, frames, open_session
from zooarcade.core.rng import Rng
from zooarcade.games.zoo_vadis.actions import Back, Compose, Send
from zooarcade.games.zoo_vadis.rules import VadisState
from zooarcade.games.zoo_vadis.scene import VadisTable
from zooarcade.session import GameSession, MatchSetup, parse_seats


def _nothing_to_decide(s: VadisState, a: Compose) -> bool:
    after = s.clone()
    after.apply(a)
    return set(after.legal_actions()) == {Send(), Back()}


def _quiet(s: VadisState, a: Compose) -> bool:
    """The advance, sent, uncovers nothing (no bag draw): Undo may take it back."""
    after = s.clone()
    after.apply(a)
    return not any(e.reveals for e in after.apply(Send()))


def _session_at(want: Callable[[VadisState, Compose], bool], seed: int) -> tuple[GameSession, Compose]:
    """A 3-seat session (seat 0 human) at seat 0's turn with an advance of a piece of its that ``want`` accepts."""
    seats = parse_seats("human,ai:easy,ai:easy")
    for attempt in range(60):
        session = GameSession(MatchSetup("zoo_vadis", seats, seed + attempt))
        rng = Rng.from_seed(seed + attempt)
        for _ in range(300):
            s = session.state
            assert isinstance(s, VadisState)
            if s.is_terminal():
                break
            legal = s.legal_actions()
            if s.current_player == 0 and s.phase == "turn":
                hits = [a for a in legal if isinstance(a, Compose) and a.piece in ("animal", "peacock")
                        and want(s, a)]
                if hits:
                    return session, hits[0]
            session.apply(rng.choice(legal))
    raise AssertionError("no such position")


def _drop(app, table: VadisTable, a: Compose) -> None:
    key = table.source_key(a)
    assert key is not None
    drag(app, table.sprites[key].pos, table.target_center(a.dst))
    frames(app, 4)


def test_a_drop_needing_no_vote_sends_itself_and_undo_takes_it_all_back(make_app):
    session, move = _session_at(lambda s, a: _nothing_to_decide(s, a) and _quiet(s, a), seed=300)
    before = session.state.view(0).fingerprint()
    steps = len(session.record.steps)
    app, table = open_session(make_app, session)
    _drop(app, table, move)
    played = [st.action for st in session.record.steps[steps:]]
    assert played[:2] == [move, Send()], played
    assert session.state.phase != "compose" and session.state.draft is None, "the advance went with the drop"
    assert table.can_undo_now()
    assert table.undo()
    frames(app, 3)
    assert len(session.record.steps) == steps, "Undo took back the send and the drop"
    assert session.state.phase == "turn" and session.state.current_player == 0
    assert session.state.view(0).fingerprint() == before


def test_a_drop_with_a_choice_left_still_waits_for_send(make_app):
    def choice_left(s: VadisState, a: Compose) -> bool:
        after = s.clone()
        after.apply(a)
        legal = set(after.legal_actions())
        return Send() in legal and legal != {Send(), Back()}

    session, move = _session_at(choice_left, seed=500)
    steps = len(session.record.steps)
    app, table = open_session(make_app, session)
    _drop(app, table, move)
    assert [st.action for st in session.record.steps[steps:]] == [move]
    assert session.state.phase == "compose", "an ability or a laurel to decide: the mover still sends by hand"
    assert any(c.label.startswith("Send the deal") for c in table.panel.choices)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_drag_info_and_help_lines_wrap_instead_of_being_cut(make_app, size, monkeypatch):
    session, _ = _session_at(lambda s, a: True, seed=700)
    app, table = open_session(make_app, session, size, settle=0)
    long = ("Others could give: Bartholomew the Second (2), Wilhelmina Fairweather (1), "
            "Maximilian Longname (1), Cornelius (2)")
    monkeypatch.setattr(table, "_preview_lines", lambda: ["Big Meadow \u2192 Palm Court", "Votes needed: 3", long])
    frames(app, 2)
    assert table.deal_overflow is None, "every line shown in full, wrapped at word breaks"
    room = table.layout.deal_rect.w - 28
    parts = table._wrapped([(long, (0, 0, 0), "text")], 13, room)
    assert len(parts) >= 2 and " ".join(p for p, _, _ in parts) == long
    assert all(app.font("text", 13).size(p)[0] <= room for p, _, _ in parts)
    monkeypatch.setattr(table, "_preview_lines", lambda: [])
    table.last_deal = {"seat": 1, "what": "an animal: Big Meadow \u2192 Sand Pit", "outcome": "done",
                       "asks": [[2, "1 vote", "accepts"]]}
    frames(app, 2)
    assert table.deal_overflow is None, "the keyboard help under the last deal is not cut"


@pytest.mark.parametrize("seats", [3, 7])
def test_exhibit_names_are_legible_at_1280x720(make_app, seats):
    session = GameSession(MatchSetup("zoo_vadis", parse_seats(",".join(["human"] + ["ai:easy"] * (seats - 1))), 3))
    _, table = open_session(make_app, session)
    painter = table.painter
    exhibits = [n for n in table.graph.nodes if n.kind != "laurel" and n.label]
    assert len(exhibits) >= 15
    for node in exhibits:
        assert painter.sign_size(node) >= 12, node.label


def test_redo_after_undoing_a_drop_that_sent_itself_plays_the_drop_and_the_send_again(make_app):
    """Known leftover (playtest 5): Redo replayed the pair as two steps -- the drop came back, the deal sat open
    in compose waiting for a second Redo or a Send click."""
    session, move = _session_at(lambda s, a: _nothing_to_decide(s, a) and _quiet(s, a), seed=300)
    steps = len(session.record.steps)
    app, table = open_session(make_app, session)
    _drop(app, table, move)
    after = len(session.record.steps)
    fingerprint = session.state.view(0).fingerprint()
    assert table.undo()
    frames(app, 3)
    assert len(session.record.steps) == steps
    assert table.can_redo_now()
    assert table.redo()
    frames(app, 3)
    assert [st.action for st in session.record.steps[steps:steps + 2]] == [move, Send()]
    assert len(session.record.steps) == after and session.state.phase != "compose", "one Redo, the whole move"
    assert session.state.view(0).fingerprint() == fingerprint
    assert table.undo(), "and Undo takes the pair back again"
    frames(app, 3)
    assert len(session.record.steps) == steps


def test_pressing_your_animal_that_cannot_advance_says_why(make_app, tmp_path):
    """Playtest 5: a click (or a drag) on your own animal with no way up did nothing at all -- no lit exhibit, no
    word -- and a new player could not tell why.  Now the top bar gives the rules' reason."""
    from tests.uihelpers import click
    from zooarcade.games.zoo_vadis.scene import zoo_vadis_graph
    from zooarcade.games.zoo_vadis.slots import Slots, key_owner

    seats = parse_seats("human,ai:easy,ai:easy")
    for attempt in range(40):
        session = GameSession(MatchSetup("zoo_vadis", seats, 900 + attempt))
        rng = Rng.from_seed(900 + attempt)
        for _ in range(400):
            s = session.state
            if s.is_terminal():
                break
            if s.current_player == 0 and s.phase == "turn":
                places = {a.src for a in s.legal_actions() if isinstance(a, Compose) and a.piece == "animal"}
                mine = {k: x for k, (x, _) in Slots.from_state(s.view(0)).pieces().items()
                        if str(k).startswith("a") and key_owner(str(k)) == 0}
                star = {n.id for n in zoo_vadis_graph(3, s.star_size).nodes if n.kind == "star"}
                stuck = [k for k, x in mine.items() if x not in places and x not in star]
                if stuck:
                    app, table = open_session(make_app, session)
                    table.toast = None
                    click(app, table.sprites[stuck[0]].rect.center)
                    assert table.toast is not None, "a press on an animal that cannot move says nothing"
                    assert table.toast[0].strip(), table.toast
                    app.step(1 / 30)
                    pygame.image.save(app.display.window, str(tmp_path / "vadis-stuck-animal.png"))
                    return
            session.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no position with a stuck animal of the human")

