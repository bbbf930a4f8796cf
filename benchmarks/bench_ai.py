"""Benchmark: move time of each AI level on a few Apocalypse positions.

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_ai.py [--positions 6] [--levels easy,normal,hard]

Positions are 2- and 4-player games at the opening, early and mid game
(random actions from seeded deals).  Prints mean and max seconds per move for
each level and player count; Hard uses its default (fixed iteration) budget.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zooarcade.ai import make_agent  # noqa: E402
from zooarcade.ai.ismcts import ISMCTSAgent  # noqa: E402
from zooarcade.core.protocol import GameSpec, GameState  # noqa: E402
from zooarcade.core.rng import Rng  # noqa: E402
from zooarcade.games.registry import get_spec  # noqa: E402


def positions(spec: GameSpec, players: int, count: int) -> list[GameState]:
    """Return ``count`` positions: openings, then after 2, 4, ... random actions per seat."""
    out: list[GameState] = []
    for k in range(count):
        state = spec.new_state(players, {}, 1000 + k)
        rng = Rng.from_seed(k)
        for _ in range(2 * players * (k % 3)):
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if not state.is_terminal():
            out.append(state)
    return out


def time_level(spec: GameSpec, level: str, states: list[GameState]) -> tuple[list[float], list[int]]:
    """Return the seconds per move (and Hard's iterations per move) of ``level`` on ``states``."""
    times: list[float] = []
    iterations: list[int] = []
    for i, state in enumerate(states):
        agent = make_agent(level, spec, seed=i)
        seat = state.current_player
        start = time.perf_counter()
        agent.choose(state.view(seat), state.legal_actions())
        times.append(time.perf_counter() - start)
        if isinstance(agent, ISMCTSAgent):
            iterations.append(agent.last_iterations)
    return times, iterations


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print a table; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=6, help="positions per player count (default 6)")
    parser.add_argument("--levels", default="easy,normal,hard", help="comma-separated levels")
    args = parser.parse_args(argv)
    spec = get_spec("apocalypse")
    print("Apocalypse AI move time (seconds)")
    print(f"{'level':<7} {'players':>7} {'moves':>5} {'mean s':>8} {'max s':>8} {'iter/s':>8}")
    for level in args.levels.split(","):
        for players in (2, 4):
            states = positions(spec, players, args.positions)
            times, iterations = time_level(spec, level, states)
            rate = f"{sum(iterations) / sum(times):8.0f}" if iterations else f"{'-':>8}"
            print(f"{level:<7} {players:>7} {len(times):>5} {statistics.mean(times):>8.3f} {max(times):>8.3f} {rate}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
