"""Zoo Vadis agents (placeholder until the negotiators land)."""

from __future__ import annotations

from typing import Any


def make_vadis_agent(level: str, seed: int, think_time: float | None) -> Any:
    """Return ``None``: the generic agents play for now."""
    return None
