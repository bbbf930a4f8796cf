"""Benchmark: Zoo Vadis AI strength, decision times and how the negotiators deal.

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_zoo_vadis.py [--games 40] [--players 5] [--match normal|plain|both]

Matches (seats rotate over the games so Hard sits in every seat equally often; deal ``i`` is seed ``i``):

* ``normal``: Hard against four Normal seats — the win share with a Wilson 95 % interval
  (fair share 1/5; target at least twice that);
* ``plain``: Hard against four plain IS-MCTS seats with random rollouts (the generic
  :class:`~zooarcade.ai.ISMCTSAgent` on the raw game, no macro steps, one rollout candidate) given
  the same seconds of search per turn decision (``--think``), answering with the Normal negotiator
  is *not* given to them: they search every step, answers included.

Also reported: Hard's seconds per decision (every decision, answers included: p50 / p95 / max;
target p95 <= 1 s on a 2-core machine) and, over all games, how many deals were sent, how many asks
were accepted, countered and declined, how many counters were met, and how many promises were made,
kept and broken.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zooarcade.ai.base import Agent  # noqa: E402
from zooarcade.ai.ismcts import ISMCTSAgent, SearchConfig  # noqa: E402
from zooarcade.games.zoo_vadis import spec as vadis_spec  # noqa: E402
from zooarcade.games.zoo_vadis.agents import VadisAgent  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Return the Wilson score interval (low, high) for ``wins`` successes in ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(
    agents: list[Agent], seed: int, players: int, hard_seat: int, times: list[tuple[float, float]],
    deals: Counter[str],
) -> list[int]:
    """Play one game; return its winners.

    Hard's ``(wall, cpu)`` seconds per decision go to ``times`` (CPU time is this process's, so other load on
    the machine does not count), deal counts to ``deals``.
    """
    spec = vadis_spec()
    state = spec.new_state(players, spec.resolve_options(players), seed)
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        decision = state.decision()
        if decision is not None and decision.forced:
            action = legal[0]
        else:
            start, cpu = time.perf_counter(), time.process_time()
            action = agents[seat].choose(state.view(seat), legal, decision)
            if seat == hard_seat:
                times.append((time.perf_counter() - start, time.process_time() - cpu))
        for ev in state.apply(action):
            kind = str(ev.kind)
            if kind == "deal":
                deals["deals sent"] += 1
                deals["asks"] += len(ev.data["asks"])
                deals["bribes"] += len(ev.data["bribes"])
            elif kind == "answer":
                deals[f"answers: {ev.data['answer']}"] += 1
            elif kind == "counter":
                deals["counters met" if ev.data["met"] else "counters dropped"] += 1
            elif kind == "deal_done":
                deals["deals done"] += 1
            elif kind == "deal_failed":
                deals["deals failed"] += 1
            elif kind == "promise":
                deals[f"promises {ev.data['status']}"] += 1
    return state.winners()


def match(kind: str, games: int, players: int, think: float) -> None:
    """Run one match and print its figures."""
    wins = 0.0
    times: list[tuple[float, float]] = []
    deals: Counter[str] = Counter()
    started = time.perf_counter()
    for g in range(games):
        hard_seat = g % players
        agents: list[Agent] = []
        for s in range(players):
            if s == hard_seat:
                agents.append(VadisAgent("hard", 7000 + g, think_time=think if kind == "plain" else None))
            elif kind == "normal":
                agents.append(VadisAgent("normal", 100 * g + s))
            else:
                config = replace(SearchConfig(), iterations=100_000, time_limit=think, rollout_candidates=1)
                agents.append(ISMCTSAgent(vadis_spec(), 100 * g + s, config))
        winners = play(agents, g, players, hard_seat, times, deals)
        if hard_seat in winners:
            wins += 1.0 / len(winners)
    low, high = wilson(wins, games)
    fair = 1 / players
    print(
        f"\n== Hard vs {players - 1} x {'Normal' if kind == 'normal' else 'plain IS-MCTS (random rollouts)'}, "
        f"{games} games, {players} players ({time.perf_counter() - started:.0f} s)"
    )
    print(
        f"Hard win share {wins / games:.1%} (Wilson 95 % {low:.1%}-{high:.1%}); fair share {fair:.0%}, "
        f"target >= {2 * fair:.0%}"
        if kind == "normal"
        else f"Hard win share {wins / games:.1%} (Wilson 95 % {low:.1%}-{high:.1%}); fair share {fair:.0%}"
    )
    for label, column in (("wall", 0), ("CPU", 1)):
        q = sorted(t[column] for t in times)
        if q:
            p95 = q[min(len(q) - 1, int(0.95 * len(q)))]
            turns = sorted(v for v in q if v > 0.01)
            p95t = turns[min(len(turns) - 1, int(0.95 * len(turns)))] if turns else 0.0
            print(f"Hard {label} seconds per decision ({len(q)} decisions, answers included): "
                  f"p50 {statistics.median(q):.3f}, p95 {p95:.3f}, max {q[-1]:.3f}; "
                  f"searched decisions only ({len(turns)}): p95 {p95t:.3f}")
    print("deals: " + ", ".join(f"{k} {v}" for k, v in sorted(deals.items())))


def main(argv: list[str] | None = None) -> int:
    """Parse the command line, run the matches and print the figures; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--match", choices=("normal", "plain", "both"), default="both")
    parser.add_argument("--think", type=float, default=0.5, help="seconds per turn decision in the plain match")
    args = parser.parse_args(argv)
    if args.match in ("normal", "both"):
        match("normal", args.games, args.players, args.think)
    if args.match in ("plain", "both"):
        match("plain", args.games, args.players, args.think)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
