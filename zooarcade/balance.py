"""Balance figures of finished games: who each seat *was*, for win rates by fighter or species (pure Python).

Zoo Fighters II seats play a fighter and Zoo Vadis seats a species; a designer wants the win rate of
each.  :func:`seat_labels` reads that from a finished (or running) game's true state; the other games
have no such label.  Used by ``simulate --report`` and ``benchmarks/run.py`` (Balance).
"""

from __future__ import annotations

from zooarcade.core.protocol import GameState


def seat_labels(game_id: str, state: GameState) -> list[str] | None:
    """Return each seat's balance label in seat order, or ``None`` for a game without one.

    * ``zoo_fighters``: the seat's fighter, ``"Blaze (Tiger)"`` (Zoo Fighters II: Setup, fighters);
    * ``zoo_vadis``: the seat's species name, ``"Rhino"`` (Zoo Vadis: Setup, species).
    """
    if game_id == "zoo_fighters":
        from zooarcade.games.zoo_fighters.data import FIGHTERS

        return [f"{FIGHTERS[f].name} ({FIGHTERS[f].animal})" for f in state.fighters]  # type: ignore[attr-defined]
    if game_id == "zoo_vadis":
        from zooarcade.games.zoo_vadis.data import SPECIES_NAMES

        return [SPECIES_NAMES.get(sp, sp) for sp in state.species]  # type: ignore[attr-defined]
    return None
