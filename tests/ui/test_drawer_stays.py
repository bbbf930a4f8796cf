"""The compact table's drawer stays where it is from step to step (play test 14: Zoo Vadis's drawer hopped 25
times in 86 shows, Zoo Fighters II's 32 in 80): it moves only when at its place a legal move or an INFO area is
hidden anew (:meth:`TableScene.drawer_layout`)."""

from __future__ import annotations

import pytest

from tests.uihelpers import show_table
from zooarcade.core.rng import Rng
from zooarcade.session import GameSession, MatchSetup, SeatConfig

FAST = {"easy": 0.01, "normal": 0.01, "hard": 0.01}


def _drawer_places(make_app, game: str, players: int, seed: int, decisions: int) -> list[tuple[int, int]]:
    """``(x, bottom)`` of the open drawer at each of the human's first ``decisions`` decisions of a seeded game
    (human + normal AI at 800×600), the human playing a seeded random legal move each time."""
    seats = [SeatConfig("Ann")] + [SeatConfig(f"Bot {i}", "ai", "normal") for i in range(1, players)]
    session = GameSession(MatchSetup(game, seats, seed))
    app, table = show_table(make_app, session, size=(800, 600), think=FAST)
    rng = Rng.from_seed(seed)
    places: list[tuple[int, int]] = []
    asked, frames = 0, 0
    while asked < decisions and not session.state.is_terminal() and frames < 20000:
        app.step(1 / 30)
        frames += 1
        d = session.decision
        if d is not None and table.input_enabled() and d.seat == 0:
            for _ in range(3):
                app.step(1 / 30)
            if table.drawer_shown():
                places.append((table.panel.rect.x, table.panel.rect.bottom))
            legal = table.legal()
            asked += 1
            if legal:
                table.request(rng.choice(legal), None)
    return places


@pytest.mark.parametrize(("game", "players", "seed", "most"), [("zoo_vadis", 5, 7, 3)])
def test_the_drawer_moves_a_few_times_in_a_seeded_game(make_app, game: str, players: int, seed: int,
                                                       most: int) -> None:
    places = _drawer_places(make_app, game, players, seed, 30)
    moves = sum(1 for a, b in zip(places, places[1:], strict=False) if a != b)
    assert len(places) >= 20, places
    assert moves <= most, (moves, places)
