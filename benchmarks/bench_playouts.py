"""Benchmark: uniformly random playouts per second and the protocol calls' cost, per game and player count.

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_playouts.py [--seconds 3] [--game apocalypse]

Prints, per game and player count, playouts/s, actions/s and actions per game, and the cost in
microseconds of the protocol calls the AI leans on (``clone``, ``legal_actions``, ``apply``,
``view``, ``determinize``, the heuristic).  ``benchmarks/run.py`` calls :func:`rows`.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import Row  # noqa: E402
from zooarcade.core.protocol import GameSpec  # noqa: E402
from zooarcade.core.rng import Rng  # noqa: E402
from zooarcade.games.registry import get_spec  # noqa: E402


def playouts(spec: GameSpec, players: int, seconds: float) -> tuple[int, int, float]:
    """Play random games for about ``seconds`` of CPU; return ``(games, actions, CPU seconds)``."""
    rng = Rng.from_seed(players)
    games = actions = 0
    start = time.thread_time()
    while time.thread_time() - start < seconds or games == 0:
        state = spec.new_state(players, spec.resolve_options(players), games)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    return games, actions, time.thread_time() - start


def call_costs(spec: GameSpec, players: int, repeats: int = 2000) -> dict[str, float]:
    """Return CPU microseconds per call of the protocol methods on an early-game position."""
    state = spec.new_state(players, spec.resolve_options(players), 1)
    rng = Rng.from_seed(1)
    for _ in range(2 * players):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    while state.forced_step():
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    view = state.view(seat)
    action = state.legal_actions()[0]

    def clone_apply() -> None:
        state.clone().apply(action)

    def fresh_legal() -> None:
        state.clone().legal_actions()  # a cache of the legal actions does not count

    calls = {
        "clone": state.clone,
        "clone+legal_actions": fresh_legal,
        "clone+apply": clone_apply,
        "view": lambda: state.view(seat),
        "determinize": lambda: view.determinize(seat, rng),
        "heuristic": lambda: spec.heuristic(state, seat),
    }
    out: dict[str, float] = {}
    for name, fn in calls.items():
        start = time.thread_time()
        for _ in range(repeats):
            fn()
        out[name] = (time.thread_time() - start) / repeats * 1e6
    out["legal_actions"] = max(0.0, out["clone+legal_actions"] - out["clone"])
    out["apply"] = max(0.0, out["clone+apply"] - out["clone"])
    return out


def rows(games: dict[str, tuple[int, ...]], seconds: float, repeats: int = 2000) -> list[Row]:
    """Rules-speed rows: playouts/s per game and player count, then the call costs per game (4 or 5 seats)."""
    out = []
    for game_id, counts in games.items():
        spec = get_spec(game_id)
        for players in counts:
            n, actions, cpu = playouts(spec, players, seconds)
            out.append(Row(
                key=f"rules/{game_id}/{players}p/playouts", section="Rules speed",
                what=f"{game_id} {players}p: uniformly random playouts per CPU second", budget=f"{seconds:g} s CPU",
                seats="-", figure=f"{n / cpu:,.0f} playouts/s", spread=f"{actions / cpu:,.0f} actions/s, "
                f"{actions / n:.0f} actions per game", n=n,
                values={"playouts_per_s": n / cpu, "actions_per_s": actions / cpu}))
        players = counts[-1]
        costs = call_costs(spec, players, repeats)
        shown = ("clone", "legal_actions", "apply", "view", "determinize", "heuristic")
        out.append(Row(
            key=f"rules/{game_id}/{players}p/calls", section="Rules speed",
            what=f"{game_id} {players}p: CPU µs per call, early game", budget=f"{repeats} calls each", seats="-",
            figure=f"clone {costs['clone']:.1f} µs", spread=", ".join(f"{k} {costs[k]:.1f}" for k in shown[1:]),
            n=repeats, values={k: round(costs[k], 2) for k in shown}))
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures; returns 0."""
    from benchmarks.ladder import PLAYER_COUNTS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per game and player count")
    parser.add_argument("--game", default=None, help="one game id (default: every game)")
    args = parser.parse_args(argv)
    games = {g: c for g, c in PLAYER_COUNTS.items() if args.game in (None, g)}
    for row in rows(games, args.seconds):
        print(f"{row.what}: {row.figure}; {row.spread}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
