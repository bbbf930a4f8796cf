"""Log and replay wording (playtest: missing full stop, "once Bot 2's" for a bot's own mutant, "You places")."""

from __future__ import annotations

from tests.games.apocalypse.test_table import _table
from tests.matches import finished_session
from zooarcade.core.protocol import Event
from zooarcade.scenes.replay import ReplayScene
from zooarcade.session import SeatConfig
from zooarcade.storage.replays import ReplayStore, load_replay


def _names_table(make_app, first: str = "You"):
    app = make_app()
    table, _ = _table(app, seats=[SeatConfig(first), SeatConfig("Bot 2", "ai", "easy")])
    return app, table


def said(table, event: Event) -> str:
    """The narrator's main log line of ``event`` at ``table``'s seats."""
    return table.narrator.line(event, table.names)


def test_taking_a_zoo_card_ends_with_a_full_stop(make_app):
    _, table = _names_table(make_app, "Ann")
    line = table.narrator.line(Event("take", 0, {"what": "zoo", "value": 3, "infected": False}), table.names)
    assert line == "Ann takes a 3 (slightly mutated)."
    infected = table.narrator.line(Event("take", 0, {"what": "zoo", "value": 3, "infected": True}), table.names)
    assert infected.endswith("INFECTED!") and ".." not in infected


def test_capturing_your_own_former_character_as_a_mutant(make_app):
    _, table = _names_table(make_app)
    own = {"what": "mutant", "value": 6, "owner": 1}
    assert said(table, Event("take", 1, own)) == "Bot 2 captures the mutant 6 (once their own)."
    assert said(table, Event("take", 0, {**own, "owner": 0})) == "You capture the mutant 6 (once your own)."
    assert said(table, Event("take", 0, own)) == "You capture the mutant 6 (once Bot 2's)."
    assert said(table, Event("take", 1, {**own, "owner": 0})) == "Bot 2 captures the mutant 6 (once yours)."


def test_replay_headlines_address_you_in_the_second_person(make_app):
    session = finished_session("human,ai:easy", seed=3)
    session.seats[0] = SeatConfig("You")
    path = ReplayStore.default().keep(session)
    replay = load_replay(path)
    heads = [replay.describe_step(i) for i in range(1, replay.steps + 1)]
    mine = [h for h in heads if h.startswith("You ")]
    assert mine and not any(h.startswith(("You places", "You moves")) for h in mine), mine
    scene = ReplayScene(make_app(), replay)
    rows = " ".join(f"{scene.describe(i)} {scene.details(i)}" for i in range(replay.steps + 1))
    assert "seat 1" not in rows.lower() and "seat 2" not in rows.lower(), "seats are named, never numbered"


def test_four_player_replay_panels_show_whole_points_lines(make_app):
    """Playtest: in a 4-player replay a seat's points line was cut in half and the rest went missing."""
    from zooarcade.scenes.replay import BOARD

    session = finished_session("human,ai:easy,ai:hard,human", seed=99)
    replay = load_replay(ReplayStore.default().keep(session))
    app = make_app()
    scene = ReplayScene(app, replay)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    scene.go(replay.steps)
    drawn = []
    real = scene.text.blit if hasattr(scene, "text") else None
    assert real is not None

    def spy(surface, role, size, text, pos, color=None, anchor="topleft"):
        rect = real(surface, role, size, text, pos, color, anchor) if color is not None else \
            real(surface, role, size, text, pos)
        drawn.append((role, size, text, rect))
        return rect

    scene.text.blit = spy
    app.step(0.016)
    points = [(t, r) for role, size, t, r in drawn if role == "text" and size == 12 and r.x > BOARD.right]
    assert sum(1 for t, _ in points if t.startswith("Points:")) == 4, points
    # the seat panels' column: right of the board, left of the move list, above the controls
    rects = [r for *_, r in drawn if BOARD.right < r.x and r.right < 910 and BOARD.y + 150 < r.y < BOARD.bottom]
    assert all(r.bottom <= BOARD.bottom + 2 for r in rects)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b) or a == b, (a, b)
