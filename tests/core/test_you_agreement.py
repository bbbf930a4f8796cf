"""Every game's narration reads right for the seat named "You" (play test 12: "You plays first.").

Each game is played to its end with seeded random moves, seat 0 named "You"; every opening line,
event line, caption and end reason must agree with "You" as a subject ("You play", "You have") and
never read "You's" for the possessive.
"""

from __future__ import annotations

import re

import pytest

from zooarcade.core.narration import fill
from zooarcade.core.rng import Rng
from zooarcade.games.registry import get_spec
from zooarcade.session import GameSession, MatchSetup, SeatConfig

#: "You" followed by a third-person verb (a word ending in "s" that is not a plural noun after "You").
WRONG = re.compile(r"\bYou (?!pass\b)([a-z]+(?<!s)s)\b|\bYou's\b|\bYou (has|is|was|does)\b")


def _lines(game_id: str, seed: int) -> list[str]:
    spec = get_spec(game_id)
    seats = [SeatConfig("You"), *(SeatConfig(f"Bot {i}", "ai", "easy") for i in range(1, spec.min_players))]
    names = [s.name for s in seats]
    session = GameSession(MatchSetup(game_id, seats, seed))
    narrator = session.spec.narrator
    out = [line.text for line in narrator.opening(session.state.view(0), names)]
    rng = Rng.from_seed(seed)
    for _ in range(400):
        if session.state.is_terminal():
            break
        legal = session.state.legal_actions()
        action = rng.choice(legal)
        if session.state.current_player >= 0:
            out.append(narrator.caption(action, session.state.view(session.state.current_player), names))
        for event in session.apply(action):
            out.extend(line.text for line in narrator.lines(event, names))
    reason = session.state.end_reason() if session.state.is_terminal() else None
    if reason:
        out.append(fill(reason, names))
    return out


def test_fill_makes_a_seat_placeholder_agree_with_you() -> None:
    assert fill("{p0} asks you to join.", ["You", "Ann"]) == "You ask you to join."
    assert fill("{p1} asks you to join.", ["You", "Ann"]) == "Ann asks you to join."
    assert fill("{p0}'s total reached the target.", ["You", "Ann"]) == "Your total reached the target."
    assert fill("{p0} cannot move any character", ["You"]) == "You cannot move any character"
    assert fill("Offer {p0} as much as {p1}; {p0} has 2.", ["You", "Ann"]) == "Offer You as much as Ann; You have 2."
    assert fill("Respond to {p0}'s play.", ["You", "Ann"], reader=0) == "Respond to your play."


@pytest.mark.parametrize("game_id", ["apocalypse", "zop_zoo", "zoo_fighters", "zoo_vadis"])
@pytest.mark.parametrize("seed", [1, 2])
def test_no_line_says_you_plays(game_id: str, seed: int) -> None:
    bad = [line for line in _lines(game_id, seed) if WRONG.search(line)]
    assert not bad, bad[:5]
