"""Benchmark: ZOP ZOO AI strength, decision time and game length (run on demand, not a test).

    .venv/bin/python benchmarks/bench_zop_zoo.py [--games 300] [--easy-games 300] [--plain-games 100] [--think 0.25]
                                                 [--round-games 200] [--seed 1]

Reports:

1. Hard against three Normal seats in 4-player games (Hard's seat rotates with the deal): Hard's win
   share with a Wilson 95 % interval (a shared win counts 1/k), against the fair share 25 %.  The
   same deals are replayed with a Normal seat in Hard's place, so the paired difference (Hard minus
   Normal in the same seat on the same deal) is reported too: it removes most of the luck of the draw.
1b. Normal against three Easy seats in the same way: how much skill the game rewards at all (Easy
   still digs whenever it can, by the AI rule; its other choices are uniformly random).
2. Hard against a plain IS-MCTS (uniformly random rollouts to the end of the game, win/loss rewards,
   no heuristic prior or ordering) in 2-player games, both given the same search time per decision.
3. Decision time (seconds) per level, p50 / p95 / max, over every real decision (more than one legal
   action after the AI rule), in wall-clock time and in CPU time of this process (which the load of
   other jobs on the machine does not inflate); Hard uses its default work budget in 1., the time
   budget in 2.
4. Rounds per game for 2–6 players (Normal seats), against the spec's 5–9.
5. How much a choice can matter (``--regret N``): at N real decisions of 4-player Normal games, each
   option's win chance is estimated by playing the game out K times per option (Normal seats, the
   same determinizations for every option); Normal's pick is compared with the mean option and the
   best-looking one (the maximum of noisy estimates, so biased upwards).  This bounds what any
   search can gain over Normal.

Every agent sees only its seat's view; forced steps (draws, deals, one-option choices) are applied
directly, as the table's drivers do.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from zooarcade.ai import Agent, GreedyAgent, ISMCTSAgent, SearchConfig, make_agent  # noqa: E402
from zooarcade.core.protocol import GameSpec, GameState  # noqa: E402
from zooarcade.games.zop_zoo import spec as zop_spec  # noqa: E402
from zooarcade.games.zop_zoo.ai import HARD_SETTINGS  # noqa: E402

AgentMaker = Callable[[int, int], Agent]  # (seed, seat) -> agent


class PlainISMCTS(ISMCTSAgent):
    """Plain IS-MCTS: uniformly random rollouts to the end of the game and a 1 / 0 reward for a win / loss.

    The heuristic plays no part: the prior is worth a negligible number of visits, nodes are
    never ranked, and rollout leaves are scored by the result alone (a shared win counts 1/k).
    """

    name = "Plain IS-MCTS"

    def __init__(self, spec: GameSpec, seed: int, think_time: float) -> None:
        super().__init__(spec, seed, SearchConfig(
            iterations=10**9, time_limit=think_time, rollout_depth=10**6, rollout_candidates=1, epsilon=1.0,
            prior_samples=1, prior_visits=1e-6, order_after=10**9, exploration=0.7))
        self._rollout_states: list[GameState] = []

    def _rollout(self, state: GameState, seats: list[int], baseline: list[float]) -> list[float]:
        rng = self.rng
        while not state.is_terminal():
            legal = state.legal_actions()
            self._work += 1
            state.apply(legal[rng.randrange(len(legal))])
        winners = state.winners()
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (``successes`` may be fractional for shared wins)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(spec: GameSpec, seats: list[Agent], seed: int, times: dict[str, list[float]]) -> GameState:
    """Play one game of ``len(seats)`` seats from deal ``seed``; add each real decision's seconds to ``times``.

    ``times[name]`` collects wall-clock seconds, ``times[name + " (CPU)"]`` CPU seconds.
    """
    n = len(seats)
    return play_on(spec, spec.new_state(n, spec.resolve_options(n), seed), seats, times)


def play_on(spec: GameSpec, state: GameState, seats: list[Agent], times: dict[str, list[float]]) -> GameState:
    """Play ``state`` to its end with ``seats`` (forced steps applied directly); time real decisions as :func:`play`."""
    while not state.is_terminal():
        seat = state.current_player
        if state.forced_step():
            state.apply(state.legal_actions()[0])
            continue
        view = state.view(seat)
        legal = spec.legal_for_ai(view, state.legal_actions())
        started, cpu = time.perf_counter(), time.process_time()
        action = seats[seat].choose(view, legal)
        if len(legal) > 1:
            times.setdefault(seats[seat].name, []).append(time.perf_counter() - started)
            times.setdefault(seats[seat].name + " (CPU)", []).append(time.process_time() - cpu)
        state.apply(action)
    return state


def share(state: GameState, seat: int) -> float:
    """The seat's share of the win (1, 1/k on a k-way tie, 0)."""
    w = state.winners()
    return 1.0 / len(w) if seat in w else 0.0


def pct(x: float) -> str:
    """``0.253`` → ``"25.3 %"``."""
    return f"{100 * x:.1f} %"


def quantiles(values: list[float]) -> str:
    """p50, p95 and max of ``values`` (seconds) as one line."""
    v = sorted(values)
    if not v:
        return "-"
    return (f"p50 {v[len(v) // 2]:.3f} s, p95 {v[min(len(v) - 1, int(0.95 * len(v)))]:.3f} s, "
            f"max {v[-1]:.3f} s (n={len(v)})")


def one_against_three(spec: GameSpec, hero_level: str, field_level: str, games: int, seed: int,
                      times: dict[str, list[float]]) -> list[str]:
    """Sections 1 and 1b: one ``hero_level`` seat with three ``field_level`` seats in 4-player games (the hero's
    seat rotates with the deal), and the paired baseline: the same deals with a ``field_level`` seat in its place."""
    def field(deal: int) -> list[Agent]:
        return [make_agent(field_level, spec, 10 * deal + i) for i in range(4)]

    hero_name, field_name = hero_level.capitalize(), field_level.capitalize()
    hero_wins = base_wins = 0.0
    diffs: list[float] = []
    rounds: list[int] = []
    for g in range(games):
        deal = seed + g
        hero = deal % 4
        seats = field(deal)
        seats[hero] = make_agent(hero_level, spec, 10 * deal + hero)
        state = play(spec, seats, deal, times)
        rounds.append(len(state.round_results()))
        h = share(state, hero)
        b = share(play(spec, field(deal), deal, {}), hero)
        hero_wins += h
        base_wins += b
        diffs.append(h - b)
    lo, hi = wilson(hero_wins, games)
    mean = statistics.mean(diffs)
    se = statistics.stdev(diffs) / math.sqrt(games) if games > 1 else float("nan")
    budget = f", Hard budget max_work={HARD_SETTINGS['max_work']}" if hero_level == "hard" else ""
    return [
        f"{hero_name} vs 3 {field_name}, 4 players, {games} deals (seeds {seed}-{seed + games - 1}){budget}:",
        f"  {hero_name} win share {pct(hero_wins / games)} (Wilson 95 % {pct(lo)}-{pct(hi)}); fair share 25 %;"
        f" {hero_wins / games / 0.25:.2f}x fair",
        f"  {field_name} in the same seat on the same deals: {pct(base_wins / games)};"
        f" paired difference {100 * mean:+.1f} points of share (± {100 * 1.96 * se:.1f}, 95 %)",
        f"  rounds per game in these games: mean {statistics.mean(rounds):.2f}",
    ]


def hard_vs_plain(spec: GameSpec, games: int, seed: int, think: float, times: dict[str, list[float]]) -> list[str]:
    """Section 2: Hard against plain IS-MCTS, 2 players, the same search time per decision."""
    hard_wins = 0.0
    for g in range(games):
        deal = seed + g
        hero = deal % 2
        seats: list[Agent] = [PlainISMCTS(spec, 10 * deal + i, think) for i in range(2)]
        seats[hero] = make_agent("hard", spec, 10 * deal + hero, think_time=think)
        seats[hero].name = "Hard (timed)"
        state = play(spec, seats, deal, times)
        hard_wins += share(state, hero)
    lo, hi = wilson(hard_wins, games)
    return [f"Hard vs plain IS-MCTS (random rollouts to the end), 2 players, {think:.2f} s of search each per "
            f"decision, {games} deals:",
            f"  Hard win share {pct(hard_wins / games)} (Wilson 95 % {pct(lo)}-{pct(hi)}); even is 50 %"]


def round_counts(spec: GameSpec, games: int, seed: int, times: dict[str, list[float]]) -> list[str]:
    """Section 4: rounds per game with Normal seats, 2–6 players (plus Easy decision times, 4 players)."""
    out = [f"Rounds per game, all seats Normal, {games} deals per seat count (default targets):"]
    for n in range(2, 7):
        counts = []
        for g in range(games):
            state = play(spec, [GreedyAgent(spec, 10 * (seed + g) + i) for i in range(n)], seed + g, times)
            counts.append(len(state.round_results()))
        hist = Counter(counts)
        inside = sum(v for k, v in hist.items() if 5 <= k <= 9) / games
        spread = ", ".join(f"{k}: {hist[k]}" for k in sorted(hist))
        out.append(f"  {n} players: mean {statistics.mean(counts):.2f}, median {statistics.median(counts):g}, "
                   f"5-9 rounds in {pct(inside)}; counts {{{spread}}}")
    for g in range(max(1, games // 4)):
        play(spec, [make_agent("easy", spec, 10 * g + i) for i in range(4)], seed + g, times)
    return out


def regret(spec: GameSpec, points: int, samples: int, seed: int) -> list[str]:
    """Section 5: the win chance of Normal's pick against the mean, the best (raw and held out) and worst option."""
    from zooarcade.core.rng import Rng

    found: dict[str, list[tuple[float, float, float, float, float]]] = {}
    deal = seed
    total = 0
    while total < points:
        deal += 1
        state = spec.new_state(4, spec.resolve_options(4), deal)
        agents = [GreedyAgent(spec, 10 * deal + i) for i in range(4)]
        while not state.is_terminal() and total < points:
            seat = state.current_player
            if state.forced_step():
                state.apply(state.legal_actions()[0])
                continue
            view = state.view(seat)
            legal = spec.legal_for_ai(view, state.legal_actions())
            pick = agents[seat].choose(view, legal)
            if len(legal) > 1:
                options = list(dict.fromkeys([pick, *legal[:7]]))
                wins = dict.fromkeys(options, 0.0)
                halves = [dict.fromkeys(options, 0.0), dict.fromkeys(options, 0.0)]
                for k in range(samples):
                    world = view.determinize(seat, Rng(7919 * k + deal))
                    for a in options:
                        after = world.clone()
                        after.apply(a)
                        end = play_out(spec, after, 1000 * k + deal)
                        wins[a] += share(end, seat)
                        halves[k % 2][a] += share(end, seat)
                # Unbiased value of "pick the best-looking option": chosen on one half of the
                # play-outs, scored on the other half (and the other way round).
                held = [halves[1 - h][max(options, key=lambda a, h=h: halves[h][a])] for h in (0, 1)]
                honest = sum(held) / samples
                kind = str(state.decision().kind) + ":" + type(pick).__name__  # type: ignore[union-attr]
                row = (wins[pick] / samples, statistics.mean(wins.values()) / samples, max(wins.values()) / samples,
                       honest, (max(wins.values()) - min(wins.values())) / samples)
                found.setdefault(kind, []).append(row)
                print(f"regret {kind} " + " ".join(f"{x:.4f}" for x in row), file=sys.stderr, flush=True)
                total += 1
            state.apply(pick)
    out = [f"How much a choice matters: {points} decisions of 4-player Normal games, {samples} play-outs per option:"]
    for kind, rows in sorted(found.items()):
        normal = pct(statistics.mean(r[0] for r in rows))
        out.append(f"  {kind}: {len(rows)} decisions; win chance of Normal's pick {normal},"
                   f" of the mean option {pct(statistics.mean(r[1] for r in rows))}, of the best-looking option"
                   f" {pct(statistics.mean(r[2] for r in rows))}, of the best option chosen on half the"
                   f" play-outs and scored on the other half {pct(statistics.mean(r[3] for r in rows))};"
                   f" best minus worst option {pct(statistics.mean(r[4] for r in rows))}")
    rows = [r for rs in found.values() for r in rs]
    if rows:
        means = [pct(statistics.mean(r[i] for r in rows)) for i in (0, 1, 3)]
        out.append(f"  all: {len(rows)} decisions; Normal {means[0]}, mean option {means[1]}, held-out best {means[2]}")
    return out


def play_out(spec: GameSpec, state: GameState, seed: int) -> GameState:
    """Play ``state`` to the end with Normal seats (one determinization each, for speed); return it."""
    return play_on(spec, state, [GreedyAgent(spec, seed + i, samples=1) for i in range(state.num_players)], {})


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the report; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="Hard vs 3 Normal deals")
    parser.add_argument("--easy-games", type=int, default=300, help="Normal vs 3 Easy deals")
    parser.add_argument("--plain-games", type=int, default=100, help="Hard vs plain IS-MCTS deals")
    parser.add_argument("--think", type=float, default=0.25, help="seconds of search per decision in section 2")
    parser.add_argument("--round-games", type=int, default=200, help="deals per seat count for the round counts")
    parser.add_argument("--regret", type=int, default=0, help="decisions for the 'how much a choice matters' study")
    parser.add_argument("--regret-samples", type=int, default=40, help="play-outs per option in that study")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    spec = zop_spec()
    times: dict[str, list[float]] = {}
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    started = time.perf_counter()
    lines = [f"ZOP ZOO AI benchmark (Python {sys.version.split()[0]}, {os.cpu_count()} cores, load {load:.1f})"]
    if args.games:
        lines += one_against_three(spec, "hard", "normal", args.games, args.seed, times)
    if args.easy_games:
        lines += one_against_three(spec, "normal", "easy", args.easy_games, args.seed + 20_000, times)
    if args.plain_games:
        lines += hard_vs_plain(spec, args.plain_games, args.seed + 50_000, args.think, times)
    if args.round_games:
        lines += round_counts(spec, args.round_games, args.seed + 100_000, times)
    if args.regret:
        lines += regret(spec, args.regret, args.regret_samples, args.seed + 200_000)
    lines.append("Decision time per level (real decisions only):")
    lines += [f"  {name}: {quantiles(v)}" for name, v in sorted(times.items())]
    lines.append(f"(took {time.perf_counter() - started:.0f} s; load at the end "
                 f"{os.getloadavg()[0] if hasattr(os, 'getloadavg') else float('nan'):.1f})")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
