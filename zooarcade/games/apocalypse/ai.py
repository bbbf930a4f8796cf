"""Apocalypse at the Zoo of Carson City: evaluation for the AI agents.

The heuristic works on full (determinized) states: the score margin, plus
the threats and chances that adjacent characters create.
"""

from __future__ import annotations

from zooarcade.core.protocol import GameState
from zooarcade.games.apocalypse.data import neighbours
from zooarcade.games.apocalypse.rules import ApocalypseState

#: share of a character's value at stake when a rival can take it next turn.
THREAT_WEIGHT = 0.55
#: share of a rival's value counted when we can take it next turn.
CHANCE_WEIGHT = 0.25


def heuristic(state: GameState, seat: int) -> float:
    """Return ``seat``'s score margin over the best rival, adjusted for adjacent threats (points).

    Raises:
        TypeError: ``state`` is not an Apocalypse state.
    """
    if not isinstance(state, ApocalypseState):
        raise TypeError("Apocalypse heuristic needs an ApocalypseState")
    scores = state.scores()
    rivals = [s for i, s in enumerate(scores) if i != seat]
    margin = scores[seat] - (max(rivals) if rivals else 0)
    if state.is_terminal():
        return float(margin) * 2.0
    adjust = 0.0
    for loc, occ in enumerate(state.occupants):
        if occ is None or occ.mutant:
            continue
        for other in neighbours(loc):
            rival = state.occupants[other]
            if rival is None or rival.mutant or rival.owner == occ.owner:
                continue
            if occ.owner == seat and rival.value >= occ.value:
                adjust -= THREAT_WEIGHT * occ.value
            elif rival.owner == seat and rival.value >= occ.value:
                adjust += CHANCE_WEIGHT * occ.value
    return margin + adjust
