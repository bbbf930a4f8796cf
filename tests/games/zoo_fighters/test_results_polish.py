"""Zoo Fighters II results screen, play-test leftovers (issue 13): the options line names the fighters actually
dealt (not "Random"), and tied seats are listed in the spec's tie-break order, the winner first."""

from __future__ import annotations

import pytest

from zooarcade.gallery import demo_session
from zooarcade.games.zoo_fighters.data import FIGHTERS


@pytest.mark.parametrize("players", [2, 3, 6])
def test_options_line_names_the_dealt_fighters(make_app, players) -> None:
    """Every seat left on Random: the line gives each seat's dealt fighter, in seat order, and never "Random"."""
    from zooarcade.scenes.results import ResultsScene

    session = demo_session("zoo_fighters", seed=4, finish=True, players=players)
    assert all(session.setup.options[f"fighter{i + 1}"] == "random" for i in range(players))
    app = make_app()
    scene = ResultsScene(app, session)
    line = scene.options_line
    assert "Random" not in line
    at = -1
    for seat, fid in enumerate(session.state.fighters):
        part = f"{session.seats[seat].name}: {FIGHTERS[fid].name} ({FIGHTERS[fid].animal})"
        assert part in line, (part, line)
        assert line.index(part) > at
        at = line.index(part)


def test_a_chosen_fighter_is_named_too(make_app) -> None:
    from zooarcade.scenes.results import ResultsScene
    from zooarcade.session import GameSession, MatchSetup, parse_seats

    session = GameSession(MatchSetup("zoo_fighters", parse_seats("ai:easy,ai:easy"), 9, {"fighter1": "bao"}))
    assert FIGHTERS[session.state.fighters[0]].key == "bao"
    scene = ResultsScene(make_app(), session)
    assert "Bao (Giant Panda)" in scene.options_line and "Random" not in scene.options_line


def test_tied_rows_follow_the_tie_break(make_app, monkeypatch) -> None:
    """Zoo Fighters II rule 13: three seats tie on points; the trigger player (seat 0) wins and is listed first,
    then the other two by more Special Moves (seat 2 with 4 before seat 1 with 1), not by seat number."""
    from zooarcade.games.zoo_fighters.rules import FightersState
    from zooarcade.scenes.results import ResultsScene, standings

    session = demo_session("zoo_fighters", seed=4, finish=True, players=3)
    state = session.state
    state.moves[1] = state.moves[1][:1]
    assert len(state.moves[2]) > len(state.moves[1])
    state.trigger = 0
    monkeypatch.setattr(FightersState, "scores", lambda self: [10, 10, 10])
    assert state.winners() == [0]
    scene = ResultsScene(make_app(), session)
    assert scene.winners == [0]
    order = standings(scene.scores, scene.winners, state.tie_break)
    assert order == [0, 2, 1]
    drawn: list[str] = []
    from zooarcade.ui import theme

    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda s, f, t, p, *a, **k: (drawn.append(t), real(s, f, t, p, *a, **k))[1])
    scene._paint_table(scene.app.display.canvas)
    names = [t for t in drawn if t in {s.name for s in session.seats}]
    assert names == [session.seats[i].name for i in (0, 2, 1)], names


def test_standings_without_a_tie_break_keep_seat_order() -> None:
    from zooarcade.scenes.results import standings

    assert standings([5, 9, 9], [1, 2]) == [1, 2, 0]
    assert standings([7, 7, 7], [], lambda s: (s % 2,)) == [1, 0, 2]
