"""Benchmark: each AI level's decision time per game at the shipped defaults (run on demand, not a test).

Run::

    .venv/bin/python benchmarks/bench_ai.py [--positions 6] [--levels easy,normal,hard] [--game ID]

Positions are real decisions (more than one legal action for the AI) of seeded games at the opening,
early and mid game (random actions from seeded deals).  Each level decides as at the table: Easy and
Normal at once, Hard searching for the Settings think time (0.9 s of wall time by default, as in the
AI worker).  Reports wall and CPU seconds per decision, p50 / p95 / max.  ``benchmarks/run.py`` calls
:func:`rows`.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import Row, spread3  # noqa: E402
from zooarcade.ai import make_agent  # noqa: E402
from zooarcade.core.protocol import GameSpec, GameState  # noqa: E402
from zooarcade.core.rng import Rng  # noqa: E402
from zooarcade.games.registry import get_spec  # noqa: E402
from zooarcade.storage.settings import Settings  # noqa: E402


def positions(spec: GameSpec, players: int, count: int) -> list[GameState]:
    """Return up to ``count`` positions with a real decision: openings, then after 2, 4, ... random actions per seat."""
    out: list[GameState] = []
    for k in range(count):
        state = spec.new_state(players, spec.resolve_options(players), 1000 + k)
        rng = Rng.from_seed(k)
        for _ in range(2 * players * (k % 3)):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        while not state.is_terminal() and (state.forced_step() or len(
                spec.legal_for_ai(state.view(state.current_player), state.legal_actions())) < 2):
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if not state.is_terminal():
            out.append(state)
    return out


def time_level(spec: GameSpec, level: str, states: list[GameState], think: float | None) -> list[tuple[float, float]]:
    """Return ``(wall s, CPU s)`` per decision of ``level`` on ``states`` (Hard searching ``think`` seconds)."""
    out = []
    for i, state in enumerate(states):
        agent = make_agent(level, spec, seed=i, think_time=think if level == "hard" else None)
        d = state.decision()
        view = state.view(d.seat)
        legal = spec.legal_for_ai(view, state.legal_actions())
        wall, cpu = time.perf_counter(), time.thread_time()
        agent.choose(view, legal, d)
        out.append((time.perf_counter() - wall, time.thread_time() - cpu))
    return out


def rows(games: dict[str, tuple[int, ...]], count: int, levels: tuple[str, ...] = ("easy", "normal", "hard"),
         think: float | None = None) -> list[Row]:
    """Think-time rows per game and level (positions of every player count pooled); Hard at ``think`` seconds
    (default: the Settings default)."""
    think = think if think is not None else Settings().ai_think_time["hard"]
    out = []
    for game_id, counts in games.items():
        spec = get_spec(game_id)
        states = [s for n in counts for s in positions(spec, n, count)]
        for level in levels:
            times = time_level(spec, level, states, think)
            wall = spread3([t[0] for t in times], 1.0, "s", 3)
            cpu = spread3([t[1] for t in times], 1.0, "s", 3)
            budget = f"Settings think time {think:g} s (wall, as in the worker)" if level == "hard" else \
                "none: decides at once (the table shows the cue for its Settings time)"
            out.append(Row(
                key=f"think/{game_id}/{level}/positions", section="Think time",
                what=f"{game_id}: {level} decision time on {len(states)} positions ({'/'.join(map(str, counts))}p)",
                budget=budget, seats="one seat deciding", figure=f"wall p50 {wall['p50']:.3f} s",
                spread=f"wall p95 {wall['p95']:.3f} s, max {wall['max']:.3f} s; CPU p50 {cpu['p50']:.3f} s, "
                       f"p95 {cpu['p95']:.3f} s, max {cpu['max']:.3f} s",
                n=len(times), target="Hard p95 ≤ 1 s" if level == "hard" else "",
                met=(wall["p95"] <= 1.0) if level == "hard" else None, values={"wall": wall, "cpu": cpu}))
    return out


def work_unit_rows(games: dict[str, tuple[int, ...]], count: int) -> list[Row]:
    """What Hard's fixed budget (``simulate``, no think time) costs: CPU seconds per decision and CPU µs per
    work unit, for every game whose Hard is an IS-MCTS with a work budget."""
    from zooarcade.ai import ISMCTSAgent

    out = []
    for game_id, counts in games.items():
        spec = get_spec(game_id)
        states = [s for n in counts for s in positions(spec, n, count)]
        cpu: list[float] = []
        work: list[int] = []
        budget = None
        for i, state in enumerate(states):
            agent = make_agent("hard", spec, seed=i)
            if not isinstance(agent, ISMCTSAgent) or agent.config.max_work is None:
                break
            budget = agent.config.max_work
            d = state.decision()
            view = state.view(d.seat)
            c0 = time.thread_time()
            agent.choose(view, spec.legal_for_ai(view, state.legal_actions()), d)
            cpu.append(time.thread_time() - c0)
            work.append(agent.last_work)
        if not cpu or not sum(work):
            continue
        per_unit = sum(cpu) / sum(work) * 1e6
        s = spread3(cpu, 1.0, "s", 3)
        out.append(Row(
            key=f"rules/{game_id}/hard-work-unit", section="Rules speed",
            what=f"{game_id}: Hard's fixed budget (simulate, no think time), CPU per decision",
            budget=f"max_work {budget:,} units", seats="one seat deciding",
            figure=f"{per_unit:.1f} µs CPU per work unit", spread=f"CPU per decision p50 {s['p50']:.3f} s, "
            f"p95 {s['p95']:.3f} s, max {s['max']:.3f} s (the table's Hard searches its 0.9 s think time instead)",
            n=len(cpu), values={"us_per_unit": per_unit, "cpu": s, "max_work": budget}))
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print a table; returns 0."""
    from benchmarks.ladder import PLAYER_COUNTS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=6, help="positions per player count (default 6)")
    parser.add_argument("--levels", default="easy,normal,hard", help="comma-separated levels")
    parser.add_argument("--game", default=None, help="one game id (default: every game)")
    args = parser.parse_args(argv)
    games = {g: c for g, c in PLAYER_COUNTS.items() if args.game in (None, g)}
    for row in rows(games, args.positions, tuple(args.levels.split(","))):
        print(f"{row.what}: {row.figure}; {row.spread}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
