"""Benchmark: Zoo Vadis AI strength, decision times and how the negotiators deal.

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_zoo_vadis.py [--games 40] [--first 0] [--players 5] [--match normal|plain|both]
        [--think 0.5] [--json OUT.json]
    .venv/bin/python benchmarks/bench_zoo_vadis.py --combine A.json B.json   # pool runs split with --first

Matches (seats rotate over the games so Hard sits in every seat equally often; deal ``i`` is seed ``i``):

* ``normal``: Hard against four Normal seats — the win share with a Wilson 95 % interval
  (fair share 1/5; target at least twice that);
* ``plain``: Hard against four plain IS-MCTS seats with random rollouts (the generic
  :class:`~zooarcade.ai.ISMCTSAgent` on the raw game, no macro steps, one rollout candidate) given
  the same CPU seconds of search per turn decision (``--think``, counted in thread CPU time with
  ``SearchConfig.cpu_time``, so machine load does not change a result); the Normal negotiator
  is *not* given to them: they search every step, answers included (answers are quick: a tenth).

Also reported: Hard's seconds per decision (every decision, answers included: p50 / p95 / max;
target p95 <= 1 s on a 2-core machine) and, over all games, how many deals were sent, how many asks
were accepted, countered and declined, how many counters were met, and how many promises were made,
kept and broken.
"""

from __future__ import annotations

import argparse
import json
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
from zooarcade.games.zoo_vadis.negotiation import Temper  # noqa: E402


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


def plain_agent(seed: int, think: float) -> Agent:
    """The plain IS-MCTS seat: the generic agent on the raw game, uniformly random depth-1 rollouts,
    ``think`` seconds of thread CPU per decision (answers, being quick, a tenth)."""
    config = replace(SearchConfig(), iterations=100_000, time_limit=think, rollout_candidates=1, cpu_time=True)
    return ISMCTSAgent(vadis_spec(), seed, config)


def raw_agent(seed: int, think: float, knobs: str = "") -> Agent:
    """An experiment: IS-MCTS on the raw game (every deal step searched, like the plain seats) with Hard's
    evaluation and guided rollouts; ``knobs`` (``field=value,...``) change its :class:`SearchConfig`."""
    from zooarcade.games.zoo_vadis.agents import HARD_CONFIG
    from zooarcade.games.zoo_vadis.ai import hard_heuristic

    spec = replace(vadis_spec(), heuristic=hard_heuristic)
    config = replace(HARD_CONFIG, iterations=100_000, time_limit=think, cpu_time=True)
    for item in filter(None, knobs.split(",")):
        key, _, value = item.partition("=")
        config = replace(config, **{key: type(getattr(config, key))(float(value))})
    return ISMCTSAgent(spec, seed, config)


def hero_agent(hero: str, seed: int, think: float | None) -> Agent:
    """The measured seat: ``hard`` (optionally ``hard:knob=value,...`` setting :class:`VadisAgent` attributes),
    or ``plain`` (:func:`plain_agent`, ``think`` CPU seconds, 0.2 when ``None``).

    ``think``: Hard searches that many CPU seconds per searched decision instead of its iteration budget.

    Raises:
        SystemExit: an unknown hero or knob.
    """
    name, _, rest = hero.partition(":")
    if name == "plain":
        return plain_agent(seed, think if think is not None else 0.2)
    if name == "raw":
        return raw_agent(seed, think if think is not None else 0.2, rest)
    if name != "hard":
        raise SystemExit(f"unknown hero {hero!r} (hard, hard:knob=value,..., plain)")
    agent = VadisAgent("hard", seed, think_time=think)
    if think is not None:
        for search in (agent.chooser, getattr(agent, "answerer", None)):
            if isinstance(search, ISMCTSAgent):
                search.config = replace(search.config, cpu_time=True)
    for item in filter(None, rest.split(",")):
        key, _, value = item.partition("=")
        if key in Temper.__dataclass_fields__:
            agent.temper = replace(agent.temper, **{key: float(value)})
            continue
        if not hasattr(agent, key):
            raise SystemExit(f"VadisAgent has no knob {key!r}")
        setattr(agent, key, type(getattr(agent, key))(float(value)) if not isinstance(getattr(agent, key), bool)
                else value in ("1", "true", "True"))
    return agent


def match(kind: str, games: int, players: int, think: float, first: int = 0, hero: str = "hard",
          hero_think: float | None = None) -> dict[str, object]:
    """Run one match (games ``first`` .. ``first + games - 1``); return its raw figures (see :func:`report`).

    ``hero`` names the measured seat (:func:`hero_agent`; ``hero_think`` its CPU seconds); in the ``plain``
    match the hero searches ``think`` CPU seconds like the plain seats.
    """
    results: list[dict[str, object]] = []
    times: list[tuple[float, float]] = []
    deals: Counter[str] = Counter()
    started = time.perf_counter()
    for g in range(first, first + games):
        hard_seat = g % players
        agents: list[Agent] = []
        for s in range(players):
            if s == hard_seat:
                agents.append(hero_agent(hero, 7000 + g, think if kind == "plain" else hero_think))
            elif kind == "normal":
                agents.append(VadisAgent("normal", 100 * g + s))
            else:
                agents.append(plain_agent(100 * g + s, think))
        winners = play(agents, g, players, hard_seat, times, deals)
        results.append({"game": g, "hard_seat": hard_seat, "winners": winners})
        print(f"game {g}: Hard in seat {hard_seat}, winners {winners}", file=sys.stderr, flush=True)
    return {
        "kind": kind,
        "hero": hero,
        "players": players,
        "think": think,
        "seconds": time.perf_counter() - started,
        "games": results,
        "times": times,
        "deals": dict(deals),
    }


def report(runs: list[dict[str, object]]) -> None:
    """Print the figures of one or more runs of the same match (their games, times and deal counts pooled)."""
    kind, players = runs[0]["kind"], int(runs[0]["players"])  # type: ignore[call-overload]
    games = [g for r in runs for g in r["games"]]  # type: ignore[attr-defined]
    times = [tuple(t) for r in runs for t in r["times"]]  # type: ignore[attr-defined]
    deals: Counter[str] = Counter()
    for r in runs:
        deals.update(r["deals"])  # type: ignore[arg-type]
    wins = sum(1.0 / len(g["winners"]) for g in games if g["hard_seat"] in g["winners"])
    n = len(games)
    low, high = wilson(wins, n)
    fair = 1 / players
    seconds = sum(float(r["seconds"]) for r in runs)  # type: ignore[arg-type]
    field = "Normal" if kind == "normal" else "plain IS-MCTS (random rollouts)"
    print(
        f"\n== {runs[0].get('hero', 'hard')} vs {players - 1} x {field}, "
        f"{n} games, {players} players ({seconds:.0f} s of runs)"
    )
    target = f", target >= {2 * fair:.0%}" if kind == "normal" else ""
    print(f"hero win share {wins / n:.1%} (Wilson 95 % {low:.1%}-{high:.1%}); fair share {fair:.0%}{target}")
    for seat in range(players):
        mine = [g for g in games if g["hard_seat"] == seat]
        if mine:
            w = sum(1.0 / len(g["winners"]) for g in mine if seat in g["winners"])
            print(f"  Hard in seat {seat}: {w:.1f} of {len(mine)}")
    print(f"games nobody won: {sum(1 for g in games if not g['winners'])}")
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
    parser.add_argument("--first", type=int, default=0, help="index of the first game (split a match over runs)")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--match", choices=("normal", "plain", "both"), default="both")
    parser.add_argument("--think", type=float, default=0.5,
                        help="CPU seconds per turn decision in the plain match (both sides)")
    parser.add_argument("--hero", default="hard",
                        help="the measured seat: hard, hard:knob=value,... (VadisAgent attributes) or plain")
    parser.add_argument("--hero-think", type=float, default=None,
                        help="the hero's CPU seconds per searched decision in the normal match (default: its own)")
    parser.add_argument("--json", type=Path, default=None, help="also write the raw figures here")
    parser.add_argument("--combine", type=Path, nargs="+", default=None, help="report saved runs pooled")
    args = parser.parse_args(argv)
    if args.combine:
        report([json.loads(p.read_text()) for p in args.combine])
        return 0
    runs = []
    if args.match in ("normal", "both"):
        runs.append(match("normal", args.games, args.players, args.think, args.first, args.hero,
                          args.hero_think))
    if args.match in ("plain", "both"):
        runs.append(match("plain", args.games, args.players, args.think, args.first, args.hero))
    for run in runs:
        report([run])
    if args.json is not None:
        args.json.write_text(json.dumps(runs[0] if len(runs) == 1 else runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
