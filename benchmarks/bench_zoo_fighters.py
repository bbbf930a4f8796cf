"""Benchmark: Zoo Fighters II AI strength, decision time and fighter balance (run on demand, not a test).

Usage::

    .venv/bin/python benchmarks/bench_zoo_fighters.py [--games 40] [--part all|normal|mcts|time|balance]
                                                       [--seed 1] [--think 0.25]

Parts (4-player games, seats rotated so every seat position is played by every agent):

* ``normal``: Hard against three Normal seats: Hard's win share with a Wilson 95% interval (a
  shared win counts as a fraction); target >= 2x the fair share of 25%.
* ``mcts``: Hard against three plain IS-MCTS seats with random rollouts (``rollout_candidates=1``,
  no heuristic root prior), each decision given the same seconds of search as Hard takes
  (``--think``); Hard's win share with its interval.
* ``time``: Hard decision times (mean, p95, max) and the total thinking time of the four Hard
  seats in whole 4-player games (target: p95 <= 1 s, a game < 3 min).
* ``balance``: win rate of each fighter in 4-player games of four Normal seats with random fighters.

Prints a Markdown table per part (paste into ``benchmarks/RESULTS.md``).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zooarcade.ai import GreedyAgent, ISMCTSAgent, RandomAgent, SearchConfig  # noqa: E402
from zooarcade.ai.base import Agent  # noqa: E402
from zooarcade.core.protocol import GameSpec  # noqa: E402
from zooarcade.games.zoo_fighters import spec as fighters_spec  # noqa: E402
from zooarcade.games.zoo_fighters.ai import FightersAgent  # noqa: E402
from zooarcade.games.zoo_fighters.data import FIGHTERS  # noqa: E402

AgentMaker = Callable[[GameSpec, int], Agent]


@dataclass
class GameResult:
    """One game: winners, fighters per seat, and each seat's decision times (seconds)."""

    winners: list[int]
    fighters: tuple[int, ...]
    times: list[list[float]] = field(default_factory=list)
    steps: int = 0


def play(spec: GameSpec, makers: list[AgentMaker], seed: int, options: dict | None = None) -> GameResult:
    """Play one game with one agent per seat (forced steps applied without asking); return the result."""
    n = len(makers)
    state = spec.new_state(n, spec.resolve_options(n, options), seed)
    agents = [m(spec, seed * 31 + i) for i, m in enumerate(makers)]
    times: list[list[float]] = [[] for _ in range(n)]
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        seat = state.current_player
        if len(legal) == 1:
            action = legal[0]
        else:
            view = state.view(seat)
            start = time.perf_counter()
            action = agents[seat].choose(view, spec.legal_for_ai(view, legal))
            times[seat].append(time.perf_counter() - start)
        state.apply(action)
        steps += 1
    return GameResult(state.winners(), state.fighters, times, steps)  # type: ignore[attr-defined]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def hard(think: float | None = None, **kw: object) -> AgentMaker:
    return lambda spec, seed: FightersAgent(spec, seed, think_time=think, **kw)  # type: ignore[arg-type]


def normal() -> AgentMaker:
    return lambda spec, seed: GreedyAgent(spec, seed)


def easy() -> AgentMaker:
    return lambda spec, seed: RandomAgent(spec, seed)


def plain_mcts(think: float) -> AgentMaker:
    config = SearchConfig(iterations=10**9, time_limit=think, rollout_candidates=1, prior_samples=1, prior_visits=0.0,
                          order_after=10**9, rollout_depth=8, quick_share=0.25)
    return lambda spec, seed: ISMCTSAgent(spec, seed, config)


def head_to_head(spec: GameSpec, champion: AgentMaker, field_maker: AgentMaker, games: int, seed: int,
                 players: int = 4) -> tuple[float, int, list[GameResult]]:
    """Play ``games`` games with the champion in seat ``g % players``; return its win share, games, results."""
    share = 0.0
    results = []
    for g in range(games):
        seat = g % players
        makers = [champion if s == seat else field_maker for s in range(players)]
        r = play(spec, makers, seed + g)
        results.append(r)
        if seat in r.winners:
            share += 1.0 / len(r.winners)
        print(f"  game {g + 1}/{games}: champion seat {seat} {'won' if seat in r.winners else 'lost'}"
              f" (winners {r.winners}, {r.steps} steps)", file=sys.stderr, flush=True)
    return share, games, results


def report_share(title: str, share: float, games: int, fair: float) -> str:
    lo, hi = wilson(share, games)
    return (f"| {title} | {games} | {share:.1f} | {share / games:.1%} | [{lo:.1%}, {hi:.1%}] | "
            f"{share / games / fair:.2f}x |")


def p95(values: list[float]) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(math.ceil(0.95 * len(ordered))) - 1)]


def main(argv: list[str] | None = None) -> int:
    """Run the chosen parts and print Markdown tables; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--part", default="all", choices=["all", "normal", "mcts", "time", "balance"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=0.25, help="seconds per decision for the IS-MCTS field")
    args = parser.parse_args(argv)
    spec = fighters_spec()
    header = "| Match (4 players) | games | Hard wins | share | Wilson 95% | vs fair 25% |\n|---|---|---|---|---|---|"
    if args.part in ("all", "normal"):
        share, n, results = head_to_head(spec, hard(), normal(), args.games, args.seed)
        print(header)
        print(report_share("Hard vs 3 Normal", share, n, 0.25))
        times = [t for g, r in enumerate(results) for t in r.times[g % 4]]
        print(f"\nHard decisions in those games: {len(times)}, mean {statistics.mean(times):.3f} s, "
              f"p95 {p95(times):.3f} s, max {max(times):.3f} s\n")
    if args.part in ("all", "mcts"):
        share, n, _ = head_to_head(spec, hard(), plain_mcts(args.think), args.games, args.seed + 5000)
        print(header)
        print(report_share(f"Hard vs 3 plain IS-MCTS ({args.think:.2f} s/decision, random rollouts)", share, n, 0.25))
        print()
    if args.part in ("all", "time"):
        all_times: list[float] = []
        totals: list[float] = []
        for g in range(max(2, args.games // 10)):
            r = play(spec, [hard()] * 4, args.seed + 9000 + g)
            game_times = [t for ts in r.times for t in ts]
            all_times.extend(game_times)
            totals.append(sum(game_times))
        print("| Hard x4 games | decisions | mean s | p95 s | max s | thinking per game (mean / max) |")
        print("|---|---|---|---|---|---|")
        print(f"| {len(totals)} | {len(all_times)} | {statistics.mean(all_times):.3f} | {p95(all_times):.3f} | "
              f"{max(all_times):.3f} | {statistics.mean(totals):.1f} s / {max(totals):.1f} s |\n")
    if args.part in ("all", "balance"):
        wins = [0.0] * len(FIGHTERS)
        played = [0] * len(FIGHTERS)
        for g in range(args.games * 2):
            r = play(spec, [normal()] * 4, args.seed + 20000 + g)
            for seat, f in enumerate(r.fighters):
                played[f] += 1
                if seat in r.winners:
                    wins[f] += 1.0 / len(r.winners)
        print("| Fighter | games | wins | win rate | Wilson 95% |\n|---|---|---|---|---|")
        for f, fd in enumerate(FIGHTERS):
            lo, hi = wilson(wins[f], played[f])
            rate = wins[f] / played[f] if played[f] else 0.0
            print(f"| {fd.name} ({fd.animal}) | {played[f]} | {wins[f]:.1f} | {rate:.1%} | [{lo:.1%}, {hi:.1%}] |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
