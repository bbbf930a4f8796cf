"""Benchmark: uniformly random Apocalypse playouts per second (2 and 4 players).

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_playouts.py [--seconds 3]

Prints, per player count, playouts/s, actions/s and mean actions per game,
plus the cost of the protocol calls the AI leans on (microseconds per call).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zooarcade.core.protocol import GameSpec  # noqa: E402
from zooarcade.core.rng import Rng  # noqa: E402
from zooarcade.games.registry import get_spec  # noqa: E402


def playouts(spec: GameSpec, players: int, seconds: float) -> tuple[int, int, float]:
    """Play random games for about ``seconds``; return ``(games, actions, elapsed seconds)``."""
    rng = Rng.from_seed(players)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = spec.new_state(players, {}, games)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - start


def call_costs(spec: GameSpec, players: int, repeats: int = 2000) -> dict[str, float]:
    """Return microseconds per call of the protocol methods on an early-game position."""
    state = spec.new_state(players, {}, 1)
    rng = Rng.from_seed(1)
    for _ in range(2 * players):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    seat = state.current_player
    view = state.view(seat)
    action = state.legal_actions()[0]

    def clone_apply() -> None:
        state.clone().apply(action)

    calls = {
        "legal_actions": state.legal_actions,
        "clone": state.clone,
        "clone+apply": clone_apply,
        "view": lambda: state.view(seat),
        "determinize": lambda: view.determinize(seat, rng),
        "heuristic": lambda: spec.heuristic(state, seat),
    }
    out: dict[str, float] = {}
    for name, fn in calls.items():
        start = time.perf_counter()
        for _ in range(repeats):
            fn()
        out[name] = (time.perf_counter() - start) / repeats * 1e6
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per player count (default 3)")
    args = parser.parse_args(argv)
    spec = get_spec("apocalypse")
    print("Apocalypse random playouts")
    print(f"{'players':>7}  {'playouts/s':>10}  {'actions/s':>9}  {'actions/game':>12}")
    for players in (2, 4):
        games, actions, elapsed = playouts(spec, players, args.seconds)
        print(f"{players:>7}  {games / elapsed:>10.0f}  {actions / elapsed:>9.0f}  {actions / games:>12.1f}")
    print()
    print("Protocol call costs (microseconds, 4 players, early game)")
    for name, micros in call_costs(spec, 4).items():
        print(f"  {name:<14} {micros:8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
