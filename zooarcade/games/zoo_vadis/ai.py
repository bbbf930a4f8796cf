"""Zoo Vadis: evaluation for the AI agents, and the agent of each level (pure Python).

:func:`heuristic` scores a full (determinized) position for one seat in laurel-like points.  The
levels' agents (:func:`agent_factory`) live in :mod:`zooarcade.games.zoo_vadis.agents`.
"""

from __future__ import annotations

from typing import Any

from zooarcade.core.protocol import GameState
from zooarcade.games.zoo_vadis import tokens
from zooarcade.games.zoo_vadis.data import ROWS
from zooarcade.games.zoo_vadis.rules import PEACOCK, VadisState

#: points per row of height for an animal on its way up (the Star is row 4).
ROW_POINTS = 1.2
#: points for a seat's first animal in the Star (without one its laurels win nothing), and each further one.
FIRST_STAR = 9.0
MORE_STAR = 2.0
#: the penalty for having no animal in the Star grows to this as the Star fills up.
NO_STAR = 14.0
#: points per unused ability tile (its I reward and what it can be sold for).
TILE_POINTS = 1.0
#: terminal values: a win, and the weight of the laurel margin otherwise.
WIN = 40.0

#: Hard's evaluation only (:func:`hard_heuristic`): points per animal on the board below the Star (one in the
#: supply has not started), and per exhibit a seat can leave next turn without buying a vote (its own majority
#: there, or the Zoo Keeper's path starting there).
ON_BOARD = 0.8
FREE_WAY = 0.7

_ROW = tuple(ROWS[f"X{i}"] for i in range(15))


def standing(state: VadisState, seat: int, laurels: float | None = None) -> float:
    """A seat's position in points: laurels, animals' height, its Star presence, unused tiles.

    ``laurels`` overrides what is behind the seat's screen (a negotiator's public estimate); by default
    the screen's value (a view's unknown screen counts its public floor).
    """
    if laurels is None:
        screen = state.screens[seat]
        laurels = tokens.total_value(screen) if screen is not None else tokens.total_value(state.floors[seat])
    height = 0.0
    star = state.board.star
    for x, row in enumerate(state.animals):
        if row[seat] and x != star:
            height += row[seat] * _ROW[x] * ROW_POINTS
    return laurels + height + _presence(state, seat) + TILE_POINTS * state.tiles[seat]


def _presence(state: VadisState, seat: int) -> float:
    """The Star term of :func:`standing` (points): its first and further animals there, or the empty-Star penalty."""
    in_star = sum(1 for who in state.star if who == seat)
    fill = len(state.star) / state.star_size
    return FIRST_STAR + MORE_STAR * (in_star - 1) if in_star else -NO_STAR * fill


def standings(state: VadisState, laurels: list[float] | None = None) -> list[float]:
    """Every seat's :func:`standing` at once (one pass over the board; the same floats, seat by seat).

    ``laurels[s]`` overrides seat ``s``'s screen value as in :func:`standing`.
    """
    n = state.n
    if laurels is None:
        laurels = []
        for s in range(n):
            screen = state.screens[s]
            laurels.append(tokens.total_value(screen if screen is not None else state.floors[s]))
    height = [0.0] * n
    star = state.board.star
    for x, row in enumerate(state.animals):
        if x == star or not any(row):
            continue
        points = _ROW[x]
        for s, count in enumerate(row):
            if count:
                height[s] += count * points * ROW_POINTS
    in_star = [0] * n
    for who in state.star:
        if who != PEACOCK:
            in_star[who] += 1
    empty = -NO_STAR * (len(state.star) / state.star_size)
    tiles = state.tiles
    return [
        laurels[s] + height[s] + (FIRST_STAR + MORE_STAR * (in_star[s] - 1) if in_star[s] else empty)
        + TILE_POINTS * tiles[s]
        for s in range(n)
    ]


def heuristic(state: GameState, seat: int) -> float:
    """Return ``seat``'s standing minus the best rival's (points; larger is better); terminal: win or lose.

    Raises:
        TypeError: ``state`` is not a Zoo Vadis state.
    """
    if not isinstance(state, VadisState):
        raise TypeError("the Zoo Vadis heuristic needs a VadisState")
    if state.is_terminal():
        winners = state.winners()
        scores = state.scores()
        best_other = max(v for i, v in enumerate(scores) if i != seat)
        margin = (scores[seat] - best_other) * 0.25
        return (WIN if seat in winners else -WIN / 2) + margin
    every = standings(state)
    return every[seat] - max(v for s, v in enumerate(every) if s != seat)


def hard_standing(state: VadisState, seat: int) -> float:
    """:func:`standing` plus what Hard's search also weighs: animals on the board, free ways out (points)."""
    b = state.board
    keeper_src = b.routes[state.keeper_route()].src
    on_board = free = 0
    for x, row in enumerate(state.animals):
        mine = row[seat]
        if not mine or x == b.star:
            continue
        on_board += mine
        if mine >= b.need[x] or x == keeper_src:
            free += 1
    return standing(state, seat) + ON_BOARD * on_board + FREE_WAY * free


def hard_heuristic(state: GameState, seat: int) -> float:
    """Hard's evaluation: like :func:`heuristic` (terminal: the same) with :func:`hard_standing` for every seat.

    The shared :func:`heuristic` scores an animal in a bottom exhibit like one in the supply and ignores the
    Zoo Keeper, so early turns (add, move the keeper) all look alike to a search; this one tells them apart.

    Raises:
        TypeError: ``state`` is not a Zoo Vadis state.
    """
    if not isinstance(state, VadisState):
        raise TypeError("the Zoo Vadis heuristic needs a VadisState")
    if state.is_terminal():
        return heuristic(state, seat)
    mine = hard_standing(state, seat)
    return mine - max(hard_standing(state, s) for s in range(state.n) if s != seat)


def agent_factory(level: str, seed: int, think_time: float | None) -> Any:
    """Return Zoo Vadis's own agent for ``level`` (``"easy"``, ``"normal"``, ``"hard"``) — see :mod:`.agents`."""
    from zooarcade.games.zoo_vadis.agents import make_vadis_agent

    return make_vadis_agent(level, seed, think_time)


__all__ = ["PEACOCK", "agent_factory", "hard_heuristic", "hard_standing", "heuristic", "standing", "standings"]
