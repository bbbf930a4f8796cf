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
