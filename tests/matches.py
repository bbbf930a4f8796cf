"""Matches shared by the UI tests: Apocalypse games played to their end by seeded random legal actions."""

from __future__ import annotations

import random

from zooarcade.session import GameSession, MatchSetup, parse_seats


def finished_session(seats: str = "human,ai:normal,ai:easy", seed: int = 4) -> GameSession:
    """An Apocalypse match with ``seats`` (``--seats`` syntax) on deal ``seed``, played to its end.

    Raises:
        AssertionError: the game did not end within 2,000 actions (a rules bug).
    """
    session = GameSession(MatchSetup("apocalypse", parse_seats(seats), seed))
    rng = random.Random(seed)
    for _ in range(2000):
        if session.state.is_terminal():
            return session
        session.apply(rng.choice(session.state.legal_actions()))
    raise AssertionError(f"deal {seed} did not end")
