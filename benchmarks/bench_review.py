"""Benchmark: how long a game review takes (zooarcade/ai/review.py), per game and player count.

Run on demand (not a test), under ``nice -n 19`` on a shared machine::

    .venv/bin/python benchmarks/bench_review.py [--games 3] [--game zoo_fighters] [--players 4]

Each game is first played to its end by Hard in every seat (its deterministic budget: the kind of
match a review is made of), then reviewed with the shipped :class:`~zooarcade.ai.review.ReviewConfig`
on the calling thread, as the background :class:`~zooarcade.ai.review.ReviewJob` does.  Reported:
CPU and wall seconds per review (p50 / max), the steps and decisions reviewed and the CPU per step.
Target (issue 15): a 4-player Zoo Fighters II review finishes in under a minute on 2 cores — the
review runs on one core while the window keeps the other, so the row checks the wall time (p95 of
the sample, max shown) against 60 s.  ``benchmarks/run.py`` calls :func:`rows` (section ``review``).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import Row, fmt3, spread3  # noqa: E402
from zooarcade.ai import make_agent  # noqa: E402
from zooarcade.ai.review import ReviewConfig, review_match  # noqa: E402
from zooarcade.core.history import MatchRecord, Step  # noqa: E402
from zooarcade.games.registry import get_spec  # noqa: E402

#: the review's target, wall seconds (issue 15).
TARGET_SECONDS = 60.0


def hard_game(game_id: str, players: int, seed: int, level: str = "hard") -> MatchRecord:
    """A match of ``game_id`` played to its end by ``level`` in every seat (deterministic budgets)."""
    spec = get_spec(game_id)
    record = MatchRecord(game_id, players, seed, spec.resolve_options(players))
    state = record.new_state(spec)
    agents = [make_agent(level, spec, seed * 10 + i) for i in range(players)]
    while not state.is_terminal():
        decision = state.decision()
        assert decision is not None
        legal = state.legal_actions()
        if decision.forced:
            action = legal[0]
        else:
            view = state.view(decision.seat)
            action = agents[decision.seat].choose(view, spec.legal_for_ai(view, legal), decision)
        record.steps.append(Step(decision.seat, action))
        state.apply(action)
    return record


def measure(game_id: str, players: int, games: int, config: ReviewConfig | None = None,
            level: str = "hard") -> dict[str, list[float]]:
    """Review ``games`` matches; return ``{"cpu", "wall", "steps", "decisions"}`` lists, one entry per match."""
    out: dict[str, list[float]] = {"cpu": [], "wall": [], "steps": [], "decisions": []}
    spec = get_spec(game_id)
    for g in range(games):
        record = hard_game(game_id, players, 1 + g, level)
        wall, cpu = time.perf_counter(), time.thread_time()
        review = review_match(spec, record, config)
        out["cpu"].append(time.thread_time() - cpu)
        out["wall"].append(time.perf_counter() - wall)
        out["steps"].append(len(review.moves))
        out["decisions"].append(sum(not m.forced for m in review.moves))
    return out


def describe_budget(config: ReviewConfig) -> str:
    """The review's per-decision budget in words (for a row)."""
    work = "Hard's own work" if config.hard_work is None else f"at most {config.hard_work} work units"
    rounds = "Hard's own rounds" if config.rounds is None else f"{config.rounds} rounds"
    return f"Hard search per decision: {work} (IS-MCTS), {rounds} a candidate (simulating Hard)"


def rows(games: int, targets: tuple[tuple[str, int], ...] = (("zoo_fighters", 4),),
         config: ReviewConfig | None = None, level: str = "hard") -> list[Row]:
    """One "Game review" row per ``(game, players)``: seconds per review of a match played by ``level``."""
    out: list[Row] = []
    for game_id, players in targets:
        m = measure(game_id, players, games, config, level)
        wall, cpu = spread3(m["wall"], 1.0, "s"), spread3(m["cpu"], 1.0, "s")
        steps = sum(m["steps"])
        per_step = 1000 * sum(m["cpu"]) / max(1, steps)
        budget = describe_budget(config or ReviewConfig())
        out.append(Row(
            key=f"review/{game_id}/{players}p", section="Game review",
            what=f"review of a {players}-player {get_spec(game_id).title} match (wall s per review)",
            budget=budget, seats=f"{players} {level.title()} seats played the match",
            figure=f"p50 {wall['p50']:.1f} s", spread=f"max {wall['max']:.1f} s; CPU {fmt3(cpu, 's')};"
            f" {steps / games:.0f} steps ({sum(m['decisions']) / games:.0f} decisions) a match,"
            f" {per_step:.1f} ms CPU a step",
            n=games, target=f"< {TARGET_SECONDS:.0f} s on 2 cores", met=wall["max"] < TARGET_SECONDS,
            values={**m, "wall_spread": wall, "cpu_spread": cpu}))
    return out


def main(argv: list[str] | None = None) -> int:
    """CLI: print the rows."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--game", default="zoo_fighters")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--level", default="hard", help="the level that plays the reviewed matches")
    p.add_argument("--work", type=int, default=None, help="IS-MCTS work units per decision (default: shipped)")
    p.add_argument("--rounds", type=int, default=None, help="simulation rounds a candidate (default: shipped)")
    args = p.parse_args(argv)
    config = None
    if args.work is not None or args.rounds is not None:
        base = ReviewConfig()
        config = replace(base, hard_work=args.work if args.work is not None else base.hard_work,
                         rounds=args.rounds if args.rounds is not None else base.rounds)
    for row in rows(args.games, ((args.game, args.players),), config, level=args.level):
        print(f"{row.what}: {row.figure} ({row.spread}); target {row.target}: {'met' if row.met else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
