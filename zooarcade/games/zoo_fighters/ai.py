"""Zoo Fighters II: AI (placeholder while the rules are built)."""

from __future__ import annotations

from typing import Any

from zooarcade.core.protocol import Action, GameState


def heuristic(state: GameState, seat: int) -> float:
    """Score margin (points)."""
    s = state.scores()
    return float(s[seat] - max(v for i, v in enumerate(s) if i != seat))


def ai_filter(view: GameState, legal: list[Action]) -> list[Action]:
    """No rule yet."""
    return legal


def agent_factory(level: str, seed: int, think_time: float | None) -> Any:
    """No own agents yet."""
    return None
