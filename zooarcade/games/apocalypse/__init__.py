"""Apocalypse at the Zoo of Carson City (2-4 players, 5x5 grid, hidden mutants)."""

from __future__ import annotations

from typing import Any

from zooarcade.core.protocol import GameSpec, action_decoder
from zooarcade.games.apocalypse.data import MAX_PLAYERS, MIN_PLAYERS, max_turns


def spec() -> GameSpec:
    """Return the :class:`GameSpec` of Apocalypse at the Zoo of Carson City."""
    from zooarcade.games.apocalypse.ai import agent_factory, heuristic
    from zooarcade.games.apocalypse.narration import ApocalypseNarrator
    from zooarcade.games.apocalypse.rules import ApocalypseState, Move, Place, new_game

    def make(num_players: int, options: Any, seed: int) -> ApocalypseState:
        return new_game(num_players, options, seed)

    return GameSpec(
        id="apocalypse",
        title="Apocalypse at the Zoo of Carson City",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        new_state=make,
        state_from_json=ApocalypseState.from_json,
        action_from_json=action_decoder(Place, Move),
        heuristic=heuristic,
        narrator=ApocalypseNarrator(),
        max_steps=max_turns,
        agent_factory=agent_factory,
        moves_final=True,  # each turn is one move and passes the turn: no take-back (a draw follows most)
        tagline="Grab zoo cards on a 5x5 grid, duel rival keepers, dodge hidden mutants.",
    )
