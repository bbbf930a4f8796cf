"""ZOP ZOO: evaluation, the AI rule every level obeys, and the Hard agent's budgets.

Hard itself (every option played out to the round's end) lives in :mod:`zooarcade.games.zop_zoo.ai_search`;
Normal is the generic one-ply search with this heuristic.

The heuristic reads only what every player sees (ZOP ZOO: Information): rows, covers, Side
Bonus areas, the discard pile, spent Specialty cards and the banked totals.  It never looks at
the draw pile; what the pile holds is inferred as "every black card not seen anywhere"
(a needed match that is not on the discard pile must be in the draw pile).

Model (points, larger is better for ``seat``):

* each seat's *distance* to a complete row: ``H(k)``, the harmonic number of its row cards not
  worth points yet (the time to collect ``k`` specific cards from a pile grows like ``H(k)``, the
  coupon collector's law), where a needed card whose match is buried in the discard pile counts
  only :data:`BURIED_WEIGHT` (every player digs, so buried cards come back fast);
* the chance of winning the round, a softmax of ``-BETA * distance`` over the seats, with
  :data:`TEMPO` added for the seat whose turn it is;
* the round's expected points: Side Bonus and uncovered Minus cards bank either way, the rest
  of the row (with the unfilled cards at :data:`FILL_SHARE` of their matched value) only for
  the round's winner;
* the value is the seat's projected total minus the best rival's; a finished game adds
  :data:`WIN_BONUS` for the sole winner.

``BETA``, ``BURIED_WEIGHT`` and ``TEMPO`` were fitted by maximum likelihood to the round
winners of 15,000 turn-start positions from 150 four-player games between Normal seats (the
fit beat a linear distance and the uniform guess: mean log-loss 1.326 against 1.344 and 1.386).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from zooarcade.core.protocol import Action, GameState
from zooarcade.games.zop_zoo.data import KIND, PARTNER, VALUE, Kind
from zooarcade.games.zop_zoo.rules import Dig, Phase, ZopState

#: softmax sharpness of the round-win chance per unit of distance (fitted, see the module docstring).
BETA = 1.2
#: weight of a needed card whose match lies in the discard pile (1.0 when it is in the draw pile).
BURIED_WEIGHT = 0.3
#: logit added to the seat whose turn it is (it draws next).
TEMPO = 0.05
#: share of a not-yet-matched card's value expected when the row is completed (a wild may cover it).
FILL_SHARE = 0.85
#: points added for the sole winner of a finished game.
WIN_BONUS = 300.0
#: harmonic numbers ``H(0..16)`` (a row holds at most 6 + 10 transferred cards).
_HARMONIC: tuple[float, ...] = tuple(sum(1.0 / i for i in range(1, k + 1)) for k in range(18))

_CATEGORY = int(Kind.CATEGORY)
_LOWER = int(Kind.LOWER)
_MINUS = int(Kind.MINUS)


def round_outlook(state: ZopState) -> list[tuple[float, float, float]]:
    """Per seat ``(distance, banked_anyway, winner_extra)`` for the round in play (see the module docstring).

    ``banked_anyway`` is what the seat banks whoever wins (Side Bonus plus uncovered Minus);
    ``winner_extra`` what it adds if it wins the round (the rest of the row, unfilled cards at
    :data:`FILL_SHARE`).  Public information only.
    """
    cover = state.cover
    buried = set(state.discard)
    out: list[tuple[float, float, float]] = []
    for seat in range(state.n):
        needed = 0.0
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
                needed += BURIED_WEIGHT if PARTNER[w] in buried else 1.0
                extra += FILL_SHARE * VALUE[w]
        for b in state.side[seat]:
            anyway += VALUE[b]
        out.append((harmonic(needed), anyway, extra))
    return out


def harmonic(k: float) -> float:
    """``H(k)`` for a real ``k >= 0``: the harmonic number, linearly interpolated between integers."""
    i = int(k)
    if i + 1 >= len(_HARMONIC):
        return _HARMONIC[-1] + (k - len(_HARMONIC) + 1) / len(_HARMONIC)
    return _HARMONIC[i] + (k - i) * (_HARMONIC[i + 1] - _HARMONIC[i])


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
    mover = state.to_move
    weights = [math.exp(-BETA * d + (TEMPO if s == mover else 0.0)) for s, (d, _, _) in enumerate(outlook)]
    norm = sum(weights)
    projected = [totals[s] + outlook[s][1] + weights[s] / norm * outlook[s][2] for s in range(n)]
    return projected[seat] - max(projected[s] for s in range(n) if s != seat)


def ai_filter(view: GameState, legal: list[Action]) -> list[Action]:
    """ZOP ZOO: AI note — every AI level digs whenever a dig retrieves a card.

    A :class:`Dig` is only legal when it retrieves a card, so whenever it is legal it is the
    only action left; otherwise ``legal`` is returned unchanged.
    """
    return [a for a in legal if isinstance(a, Dig)] or legal


#: The previous Hard's settings (the generic IS-MCTS of :mod:`zooarcade.ai.ismcts`: two real decisions of
#: rollout scored by the one-ply heuristic).  No longer shipped: it played exactly as well as Normal
#: (benchmarks/RESULTS.md, ZOP ZOO AI); kept so the benchmark can replay it beside the new Hard.
ISMCTS_SETTINGS: Mapping[str, Any] = MappingProxyType({
    "iterations": 100_000,
    "max_work": 20_000,
    "reward_scale": 100.0,
    "rollout_depth": 2,
    "rollout_candidates": 3,
    "epsilon": 0.2,
    "exploration": 0.5,
    "prior_samples": 4,
    "prior_visits": 10.0,
})
#: Hard's samples per decision without a think time (``simulate``, tests): reproducible, about 0.1-0.3 s
#: of CPU on the 2-core development machine (each sample plays every kept option to the round's end).
HARD_SAMPLES = 40
#: Hard's cap on samples per decision with a think time (the table): the time runs out first only in
#: the largest decisions; more samples gain nothing measurable (benchmarks/RESULTS.md).
HARD_TIMED_SAMPLES = 60


def agent_factory(level: str, seed: int, think_time: float | None) -> Any:
    """ZOP ZOO's own agent for ``level``: Hard is :class:`~zooarcade.games.zop_zoo.ai_search.RoundPlayoutAgent`.

    Without ``think_time`` Hard runs :data:`HARD_SAMPLES` samples (reproducible); with it, samples until
    the think time (seconds) is spent, at most :data:`HARD_TIMED_SAMPLES` (a work budget, ``make_agent(...,
    work=)``, does not apply: the samples bound it).  Returns ``None`` for Easy
    and Normal (the generic Random and Greedy agents with this game's heuristic and AI rule).
    """
    if level != "hard":
        return None
    from zooarcade.games.zop_zoo import spec
    from zooarcade.games.zop_zoo.ai_search import RoundPlayoutAgent

    if think_time is None:
        return RoundPlayoutAgent(spec(), seed, samples=HARD_SAMPLES)
    return RoundPlayoutAgent(spec(), seed, samples=HARD_TIMED_SAMPLES, think_time=think_time)
