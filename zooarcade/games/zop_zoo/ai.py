"""ZOP ZOO: evaluation, the AI rule every level obeys, and the Hard agent's search settings.

The heuristic reads only what every player sees (ZOP ZOO: Information): rows, covers, Side
Bonus areas, the discard pile, spent Specialty cards and the banked totals.  It never looks at
the draw pile; what the pile holds is inferred as "every black card not seen anywhere"
(a needed match that is not on the discard pile must be in the draw pile).

Model (points, larger is better for ``seat``):

* each seat's *distance* to a complete row: the row cards not worth points yet, each weighted
  by where its match lies — in the draw pile (1.0) or buried in the discard pile, reachable
  only by a MOLE or after a reshuffle (:data:`BURIED_WEIGHT`); the seat to act is a little
  closer (:data:`TEMPO`);
* the chance of winning the round, a softmax of ``-BETA * distance`` over the seats;
* the round's expected points: Side Bonus and uncovered Minus cards bank either way, the rest
  of the row (with the unfilled cards at :data:`FILL_SHARE` of their matched value) only for
  the round's winner;
* the value is the seat's projected total minus the best rival's; a finished game adds
  :data:`WIN_BONUS` for the sole winner.
"""

from __future__ import annotations

import math
from typing import Any

from zooarcade.core.protocol import Action, GameState
from zooarcade.games.zop_zoo.data import KIND, PARTNER, VALUE, Kind
from zooarcade.games.zop_zoo.rules import Dig, Phase, ZopState

#: softmax sharpness of the round-win chance per unit of distance.
BETA = 0.9
#: distance weight of a needed card whose match is buried in the discard pile (vs 1.0 in the draw pile).
BURIED_WEIGHT = 1.35
#: distance taken off the seat whose turn it is (it draws next).
TEMPO = 0.35
#: share of a not-yet-matched card's value expected when the row is completed (a wild may cover it).
FILL_SHARE = 0.85
#: points added for the sole winner of a finished game.
WIN_BONUS = 300.0

_CATEGORY = int(Kind.CATEGORY)
_LOWER = int(Kind.LOWER)
_MINUS = int(Kind.MINUS)


def round_outlook(state: ZopState) -> list[tuple[float, float, float]]:
    """Per seat ``(distance, banked_anyway, winner_extra)`` for the round in play (points, see module doc).

    ``banked_anyway`` is what the seat banks whoever wins (Side Bonus plus uncovered Minus);
    ``winner_extra`` what it adds if it wins the round (the rest of the row, unfilled cards at
    :data:`FILL_SHARE`).  Public information only.
    """
    cover = state.cover
    buried = set(state.discard)
    out: list[tuple[float, float, float]] = []
    for seat in range(state.n):
        distance = 0.0
        anyway = 0.0
        extra = 0.0
        for w in state.rows[seat]:
            c = cover[w]
            kind = KIND[w]
            if c >= 0:
                extra += VALUE[c]
            elif kind == _MINUS:
                anyway += VALUE[w]
            else:
                distance += BURIED_WEIGHT if PARTNER[w] in buried else 1.0
                extra += FILL_SHARE * VALUE[w]
        for b in state.side[seat]:
            anyway += VALUE[b]
        if seat == state.to_move:
            distance -= TEMPO
        out.append((distance, anyway, extra))
    return out


def heuristic(state: GameState, seat: int) -> float:
    """Return ``seat``'s projected total minus the best rival's (points; see the module docstring).

    Works on true states, determinizations and views alike (the draw pile is never read).

    Raises:
        TypeError: ``state`` is not a ZOP ZOO state.
    """
    if not isinstance(state, ZopState):
        raise TypeError("the ZOP ZOO heuristic needs a ZopState")
    totals = state.totals
    n = state.n
    if state.phase == Phase.OVER:
        best_other = max(totals[s] for s in range(n) if s != seat)
        margin = float(totals[seat] - best_other)
        return margin + (WIN_BONUS if margin > 0 else 0.0)
    if state.phase == Phase.DEAL:  # the round is banked; the next one starts even
        return float(totals[seat] - max(totals[s] for s in range(n) if s != seat))
    outlook = round_outlook(state)
    weights = [math.exp(-BETA * d) for d, _, _ in outlook]
    norm = sum(weights)
    projected = [totals[s] + outlook[s][1] + weights[s] / norm * outlook[s][2] for s in range(n)]
    return projected[seat] - max(projected[s] for s in range(n) if s != seat)


def ai_filter(view: GameState, legal: list[Action]) -> list[Action]:
    """ZOP ZOO: AI note — every AI level digs whenever a dig retrieves a card.

    A :class:`Dig` is only legal when it retrieves a card, so whenever it is legal it is the
    only action left; otherwise ``legal`` is returned unchanged.
    """
    return [a for a in legal if isinstance(a, Dig)] or legal


#: Hard's search settings (IS-MCTS, :mod:`zooarcade.ai.ismcts`): rewards on the points scale of
#: the heuristic, two real decisions of rollout (forced draws in between are free plies), and a
#: work budget that keeps a decision well under a second on a 2-core machine.
HARD_SETTINGS: dict[str, Any] = {
    "iterations": 100_000,
    "max_work": 6_000,
    "reward_scale": 60.0,
    "rollout_depth": 2,
    "rollout_candidates": 3,
    "epsilon": 0.2,
    "exploration": 0.5,
    "prior_samples": 4,
    "prior_visits": 3.0,
}


def agent_factory(level: str, seed: int, think_time: float | None) -> Any:
    """ZOP ZOO's own agent for ``level``: Hard is IS-MCTS with :data:`HARD_SETTINGS`; others use the generic level.

    Returns ``None`` for Easy and Normal (the generic Random and Greedy agents with this
    game's heuristic and AI rule).
    """
    if level != "hard":
        return None
    from dataclasses import replace

    from zooarcade.ai.ismcts import ISMCTSAgent, SearchConfig
    from zooarcade.games.zop_zoo import spec

    config = SearchConfig(**HARD_SETTINGS)
    if think_time is not None:
        config = replace(config, max_work=None, time_limit=think_time)
    return ISMCTSAgent(spec(), seed, config)
