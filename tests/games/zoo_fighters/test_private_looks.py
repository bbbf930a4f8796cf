"""Play test 11: Smoke Bomb's look at the top of the deck, and the looks at a hand (Kaze, Wing Sweep), name their
cards only to the seats that look (and the holder of a hand); in hot-seat every other human's log reads the count.

The table log is written per viewer from ``Event.seen_by`` and rewritten when the viewer changes (a handoff); these
tests pin that down for every "look" path, live and restored, so no later change writes the faces to everyone.
"""

from __future__ import annotations

import random

import pytest

from tests.uihelpers import show_table
from zooarcade.session import GameSession, MatchSetup, parse_seats

SEATS = "human,human,human"


def _first(kind: str, effect: str | None = None) -> tuple[int, int, list[str], tuple[int, ...]]:
    """``(seed, step, names, audience)``: a random 3-human game whose step ``step`` brings the first ``kind`` event
    (of the card effect ``effect`` when given), the names of the cards it shows and the seats it shows them to."""
    for seed in range(1, 200):
        session = GameSession(MatchSetup("zoo_fighters", parse_seats(SEATS), seed))
        pick = random.Random(seed)
        for step in range(500):
            if session.state.is_terminal():
                break
            for e in session.apply(pick.choice(session.state.legal_actions())):
                if e.kind == kind and e.data.get("cards"):
                    return seed, step, [c["name"] for c in e.data["cards"]], tuple(e.private_to or ())
    raise AssertionError(f"no {kind} in 200 random games")


def _session_before(seed: int, step: int) -> GameSession:
    session = GameSession(MatchSetup("zoo_fighters", parse_seats(SEATS), seed))
    pick = random.Random(seed)
    for _ in range(step):
        session.apply(pick.choice(session.state.legal_actions()))
    session.pick = pick  # the next random choice is the one that brings the look
    return session


def _log(table) -> str:
    return " | ".join(e.text for e in table.log.entries)


@pytest.mark.parametrize("kind", ["peek", "look"])
def test_only_the_looking_seats_read_the_card_names(make_app, kind):
    seed, step, names, audience = _first(kind)
    session = _session_before(seed, step)
    app, table = show_table(make_app, session)
    actor = session.state.current_player
    table.set_viewer(actor)
    table.play_action(session.pick.choice(session.state.legal_actions()))  # live: the actor's events
    for _ in range(60):
        app.step(1 / 30)
    listing = ", ".join(names)
    if table.viewer not in audience:  # the actor, or nobody while the screen is handed on
        assert listing not in _log(table)
    for viewer in (None, 0, 1, 2):  # every handoff rewrites the log as the new viewer saw the game
        table.set_viewer(viewer)
        text = _log(table)
        if viewer in audience:
            assert listing in text
        else:
            assert listing not in text and not any(f": {n}" in text for n in names[:1]), (viewer, text[-300:])
            if kind == "peek":
                assert f"the top {len(names)} cards of the deck" in text


def test_the_cards_looked_at_are_framed_apart_from_the_victory_stack(make_app):
    """Play test 11 (s14, f24): three bare cards next to the Victory Stack read as part of it."""
    from tests.games.zoo_fighters.helpers import build, pass_all, play
    from tests.games.zoo_fighters.table_helpers import make_table
    from zooarcade.games.zoo_fighters.actions import PlayAction
    from zooarcade.session import SeatConfig

    app = make_app()
    table, session = make_table(app, [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy")])
    assert table.peek_frame() is None
    state, ids = build(["tusk", "bao"], hands={0: ["smoke_bomb"]}, victory={0: ["iron_warden"]},
                       deck_top=["reversal", "fire_chi", "double_wind"])
    play(state, PlayAction(ids["smoke_bomb"][0]))
    pass_all(state)
    session.state = state
    table.reset_table()
    frame = table.peek_frame()
    assert frame is not None
    victory = table.layer.zones["victory:0"].rect
    assert not frame.colliderect(victory.inflate(0, 20)), "the frame and its caption keep off the Victory Stack"
    for slot in table.layer.zones["peek:0"].slots().values():
        assert frame.contains(table.layer.zones["peek:0"].card_rect(slot))
